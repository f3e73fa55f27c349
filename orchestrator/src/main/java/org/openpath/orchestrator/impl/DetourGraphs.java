/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.openpath.analyzer.Branch;
import org.openpath.analyzer.DropRule;
import org.openpath.analyzer.GraphMetrics;
import org.openpath.analyzer.Merge;
import org.openpath.analyzer.PacketCopy;
import org.openpath.analyzer.ServiceGraph;
import org.openpath.analyzer.Stage;
import org.openpath.analyzer.Vertex;

/**
 * The graph a chain is placed with once dynamic rules inserted NFs into it (OpenPATH paper section 7.9): each
 * inserted vertex gets a stage of its own right after the stage of the NF whose alert inserted it, so the placement
 * reserves capacity for it next to that NF. It stays off the default path: only flows the alerting NF flags visit it.
 */
final class DetourGraphs {
    private DetourGraphs() {
        // Static only
    }

    /**
     * Returns the graph with the inserted NFs staged.
     *
     * @param graph the analysed graph, whose off-path vertices include the inserted ones
     * @param inserted the NFs inserted so far
     * @return the graph to place
     * @throws IllegalArgumentException if an inserted NF is not an off-path vertex of the graph
     */
    static ServiceGraph withInsertions(final ServiceGraph graph, final Collection<InsertedNf> inserted) {
        var result = graph;
        for (var nf : inserted) {
            result = insert(result, nf);
        }
        return result;
    }

    private static ServiceGraph insert(final ServiceGraph graph, final InsertedNf nf) {
        final var vertex = graph.vertex(nf.name()).orElseThrow(() -> new IllegalArgumentException(
            "The graph has no vertex '" + nf.name() + "' for the NF inserted after " + nf.afterNf()));
        if (vertex.onDefaultPath()) {
            throw new IllegalArgumentException("Vertex '" + nf.name() + "' is on the default path already");
        }
        final int after = graph.stageOf(nf.afterNf());
        final var stages = new ArrayList<Stage>();
        for (var stage : graph.stages()) {
            if (stage.index() <= after) {
                stages.add(stage);
            } else {
                stages.add(new Stage(stage.index() + 1, stage.branches(), stage.merge()));
            }
            if (stage.index() == after) {
                stages.add(new Stage(after + 1, List.of(new Branch(nf.name(), PacketCopy.ORIGINAL, Set.of())),
                    new Merge(false, List.of(nf.name()), Map.of(), DropRule.DROP_IF_ANY_DROPS)));
            }
        }
        final var vertices = new ArrayList<Vertex>();
        for (var other : graph.vertices()) {
            if (other.nf().equals(nf.name())) {
                vertices.add(new Vertex(other.nf(), other.nfType(), after + 1, false, other.defaultNext(),
                    other.handlerRules()));
            } else if (other.stage() > after) {
                vertices.add(new Vertex(other.nf(), other.nfType(), other.stage() + 1, other.onDefaultPath(),
                    other.defaultNext(), other.handlerRules()));
            } else {
                vertices.add(other);
            }
        }
        final var metrics = graph.metrics();
        final int nfs = metrics.nfCount() + 1;
        final int stageCount = metrics.stageCount() + 1;
        return new ServiceGraph(stages, vertices, new GraphMetrics(nfs, stageCount, metrics.copiesPerPacket(),
            metrics.headerCopies(), metrics.fullCopies(), (double) nfs / stageCount, metrics.maxStageWidth()));
    }
}
