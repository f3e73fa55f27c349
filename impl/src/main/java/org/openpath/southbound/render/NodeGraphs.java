/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.openpath.openflow.GraphSet;
import org.openpath.openflow.GraphVertex;

/**
 * The service graphs one chain's rendering gives the NF handlers of the nodes that hold graphs (extension revision 3,
 * docs/openpath-openflow.md section 8): per node, the vertices — what a flow matching (SFC_ID, SERVICE_ID) would do in
 * revision 1 — and the exits the node's RUN_GRAPH entries carry. A graph's packets leave by the exit of the flow that
 * ran them into it, so a node whose entries would need different exits cannot hold the chain's graph; the renderer
 * renders that node with flows instead ({@link #nodesWithSeveralExits}).
 */
final class NodeGraphs {
    private final Map<String, Map<Long, GraphVertex>> vertices = new LinkedHashMap<>();
    private final Map<String, Set<List<RuleAction>>> exits = new LinkedHashMap<>();

    /**
     * Adds a vertex to a node's graph.
     *
     * @param node the node
     * @param vertex the vertex
     * @return the vertex already there under the same service id, when it differs
     */
    Optional<GraphVertex> add(final String node, final GraphVertex vertex) {
        final var known = vertices.computeIfAbsent(node, ignored -> new LinkedHashMap<>())
            .putIfAbsent(vertex.serviceId(), vertex);
        return known == null || known.equals(vertex) ? Optional.empty() : Optional.of(known);
    }

    /**
     * Notes an exit a RUN_GRAPH entry on a node carries, or that a re-submission into the node's graph would take.
     *
     * @param node the node
     * @param exit the actions after RUN_GRAPH
     */
    void exit(final String node, final List<RuleAction> exit) {
        exits.computeIfAbsent(node, ignored -> new LinkedHashSet<>()).add(List.copyOf(exit));
    }

    /**
     * Returns the nodes whose entries need different exits.
     *
     * @return the nodes, sorted
     */
    Set<String> nodesWithSeveralExits() {
        final var result = new TreeSet<String>();
        exits.forEach((node, known) -> {
            if (known.size() > 1) {
                result.add(node);
            }
        });
        return result;
    }

    /**
     * Returns the GRAPH_SET for a node.
     *
     * @param sfcId the chain
     * @param node the node
     * @return the message, empty when the node holds no vertex of the chain
     */
    Optional<GraphSet> message(final long sfcId, final String node) {
        final var held = vertices.get(node);
        return held == null || held.isEmpty() ? Optional.empty()
            : Optional.of(new GraphSet(sfcId, new ArrayList<>(held.values())));
    }

    /**
     * Returns the nodes holding vertices.
     *
     * @return the nodes, in the order they got their first vertex
     */
    Set<String> nodes() {
        return vertices.keySet();
    }
}
