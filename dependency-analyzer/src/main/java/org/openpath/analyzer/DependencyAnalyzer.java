/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import org.openpath.analyzer.impl.DefaultDependencyAnalyzer;

/**
 * OpenPATH's dependency analyser (paper sections 5.1 to 5.3): validates a chain request's templates, fixes the
 * sequential reference order, compares every pair of NFs in the request's {@link AnalysisMode} and builds the
 * parallel service graph. Implementations are immutable and thread-safe.
 */
public interface DependencyAnalyzer {
    /**
     * Returns an analyser over the given catalog.
     *
     * @param catalog the NF types chain requests may use
     * @return the analyser
     */
    static DependencyAnalyzer of(final NfCatalog catalog) {
        return new DefaultDependencyAnalyzer(catalog);
    }

    /**
     * Returns an analyser over {@link BuiltInCatalog#catalog()}.
     *
     * @return the analyser
     */
    static DependencyAnalyzer builtIn() {
        return of(BuiltInCatalog.catalog());
    }

    /**
     * Returns the catalog this analyser resolves NF types in.
     *
     * @return the catalog
     */
    NfCatalog catalog();

    /**
     * Analyses a chain request: the sequential reference order, the dependency matrix and the service graph.
     *
     * @param request the request
     * @return the analysis
     * @throws ChainValidationException if the request is invalid; its {@link Refusal} names the culprits
     */
    AnalysisResult analyze(ChainRequest request) throws ChainValidationException;

    /**
     * Compares two NF types, {@code first} before {@code second}, without templates or dynamic rules; the verdict's
     * NF names are the type names.
     *
     * @param first the earlier NF's type
     * @param second the later NF's type
     * @param mode the analysis mode
     * @return the verdict with its reason
     */
    PairVerdict compare(NfType first, NfType second, AnalysisMode mode);
}
