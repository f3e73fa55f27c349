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
import java.util.Optional;

/**
 * A parallel service graph (OpenPATH paper section 5.3, {@code openpath-chains:...service-graph}): ordered stages of
 * NFs that run in parallel on packet copies and merge, and the vertices with their default and dynamic edges.
 *
 * @param stages the stages, in execution order
 * @param vertices every vertex: the chain's NFs in sequential order, then the NFs inserted by dynamic rules
 * @param metrics stage count, copies per packet, parallelism degree
 */
public record ServiceGraph(List<Stage> stages, List<Vertex> vertices, GraphMetrics metrics) {
    /**
     * Validates the components and copies the lists.
     */
    public ServiceGraph {
        stages = List.copyOf(stages);
        vertices = List.copyOf(vertices);
        requireNonNull(metrics);
    }

    /**
     * Returns the vertex with the given name.
     *
     * @param nf a vertex name
     * @return the vertex, if any
     */
    public Optional<Vertex> vertex(final String nf) {
        return vertices.stream().filter(vertex -> vertex.nf().equals(nf)).findFirst();
    }

    /**
     * Returns the stage an NF runs in.
     *
     * @param nf an NF on the default path
     * @return its stage index
     * @throws IllegalArgumentException if the graph has no such NF on its default path
     */
    public int stageOf(final String nf) {
        for (var stage : stages) {
            for (var branch : stage.branches()) {
                if (branch.nf().equals(nf)) {
                    return stage.index();
                }
            }
        }
        throw new IllegalArgumentException("No NF '" + nf + "' on the default path");
    }
}
