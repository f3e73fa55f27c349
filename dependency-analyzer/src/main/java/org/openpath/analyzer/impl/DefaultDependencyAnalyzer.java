/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.impl;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.openpath.analyzer.AnalysisMode;
import org.openpath.analyzer.AnalysisResult;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.DependencyMatrix;
import org.openpath.analyzer.NfCatalog;
import org.openpath.analyzer.NfInstance;
import org.openpath.analyzer.NfType;
import org.openpath.analyzer.PairVerdict;
import org.openpath.analyzer.Priority;
import org.openpath.analyzer.Refusal;
import org.openpath.analyzer.Template;
import org.openpath.analyzer.Verdict;

/**
 * The default {@link DependencyAnalyzer}: {@link PolicyResolver} validates the request and fixes the sequential
 * order, {@link PairRules} fills the dependency matrix, Priority templates are checked against it, and
 * {@link GraphBuilder} builds the service graph (OpenPATH paper sections 5.1 to 5.3, Fig. 8).
 */
public final class DefaultDependencyAnalyzer implements DependencyAnalyzer {
    private final NfCatalog catalog;

    /**
     * Creates an analyser over the given catalog.
     *
     * @param catalog the NF types chain requests may use
     */
    public DefaultDependencyAnalyzer(final NfCatalog catalog) {
        this.catalog = requireNonNull(catalog);
    }

    @Override
    public NfCatalog catalog() {
        return catalog;
    }

    @Override
    public AnalysisResult analyze(final ChainRequest request) throws ChainValidationException {
        final var resolved = PolicyResolver.resolve(request, catalog);
        final boolean fieldLevel = request.mode() == AnalysisMode.FIELD_LEVEL;
        final List<NfInstance> order = resolved.order();
        final int size = order.size();
        final var nfs = new ArrayList<CompiledNf>(size);
        for (int i = 0; i < size; i++) {
            nfs.add(CompiledNf.of(order.get(i).name(), resolved.types().get(i), resolved.diverts()[i]));
        }

        final var verdicts = new PairVerdict[size * (size - 1) / 2];
        int next = 0;
        for (int i = 0; i < size; i++) {
            final CompiledNf first = nfs.get(i);
            for (int j = i + 1; j < size; j++) {
                verdicts[next++] = PairRules.compare(first, nfs.get(j), fieldLevel);
            }
        }
        final var names = order.stream().map(NfInstance::name).toList();
        final var matrix = new DependencyMatrix(request.mode(), names, Arrays.asList(verdicts));

        for (Template template : request.templates()) {
            if (template instanceof Priority priority) {
                final PairVerdict verdict = matrix.verdict(priority.lower(), priority.higher());
                if (verdict.verdict() == Verdict.SEQUENTIAL) {
                    throw new ChainValidationException(new Refusal.PriorityConflict(priority, verdict));
                }
            }
        }
        return new AnalysisResult(matrix, GraphBuilder.build(nfs, verdicts, resolved, fieldLevel));
    }

    @Override
    public PairVerdict compare(final NfType first, final NfType second, final AnalysisMode mode) {
        return PairRules.compare(CompiledNf.of(first.name(), first, false), CompiledNf.of(second.name(), second, false),
            mode == AnalysisMode.FIELD_LEVEL);
    }
}
