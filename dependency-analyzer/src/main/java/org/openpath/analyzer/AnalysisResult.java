/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * What the analyser made of a chain request ({@code openpath-chains:analysis-result}): the dependency matrix over the
 * sequential reference order and the parallel service graph (OpenPATH paper sections 5.2 and 5.3).
 *
 * @param matrix the pairwise verdicts
 * @param graph the service graph
 */
public record AnalysisResult(DependencyMatrix matrix, ServiceGraph graph) {
    /**
     * Validates the components.
     */
    public AnalysisResult {
        requireNonNull(matrix);
        requireNonNull(graph);
    }

    /**
     * Returns the mode the analysis ran in.
     *
     * @return the mode
     */
    public AnalysisMode mode() {
        return matrix.mode();
    }

    /**
     * Returns the sequential reference order: the operator's NF list, reordered only where templates demand it.
     *
     * @return the NF names
     */
    public List<String> sequentialOrder() {
        return matrix.order();
    }
}
