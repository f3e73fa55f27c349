/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.ExperimenterErrorCode;
import org.openpath.openflow.GraphSet;
import org.openpath.openflow.InvokeNf;
import org.openpath.refswitch.Action;

/**
 * The service graphs the chains have on this node (revision 3, spec section 8): per chain, the action list of each
 * vertex, which a packet in the graph runs instead of a table-0 lookup when it is re-submitted to that vertex's
 * SERVICE_ID. Owned by the datapath thread.
 */
final class ChainGraphs {
    private final Map<Long, Map<Long, List<Action>>> graphs = new HashMap<>();

    /**
     * Applies GRAPH_SET: the chain's graph is replaced in one step, or removed when the message has no vertex. Nothing
     * changes when a vertex invokes a service the chain has not bound on the node.
     *
     * @param graph the message
     * @param bound whether (chain, service) is bound on the node
     * @throws OfError UNKNOWN_SERVICE, naming the vertex and the service
     */
    void set(final GraphSet graph, final BiPredicate<Long, Long> bound) throws OfError {
        final long sfc = graph.sfcId();
        if (graph.vertices().isEmpty()) {
            graphs.remove(sfc);
            return;
        }
        final Map<Long, List<Action>> vertices = new HashMap<>();
        for (var vertex : graph.vertices()) {
            final List<Action> actions = new ArrayList<>(vertex.actions().size());
            for (var action : vertex.actions()) {
                if (action instanceof InvokeNf invoke && !bound.test(sfc, invoke.serviceId())) {
                    throw OfError.openPath(ExperimenterErrorCode.UNKNOWN_SERVICE, new IllegalArgumentException(
                        "GRAPH_SET of chain " + sfc + ": vertex " + vertex.serviceId() + " invokes service "
                            + invoke.serviceId() + ", which the chain has not bound on this node"));
                }
                actions.add(OpenPathWire.toAction(action));
            }
            vertices.put(vertex.serviceId(), List.copyOf(actions));
        }
        graphs.put(sfc, Map.copyOf(vertices));
    }

    /**
     * Removes a chain's graph, if it has one.
     *
     * @param sfc the chain
     */
    void remove(final long sfc) {
        graphs.remove(sfc);
    }

    /**
     * Returns the actions of a vertex.
     *
     * @param sfc the chain
     * @param service the vertex's service id
     * @return its actions, or {@code null} when the chain has no graph here or the graph no such vertex
     */
    @Nullable List<Action> vertex(final long sfc, final long service) {
        final var graph = graphs.get(sfc);
        return graph == null ? null : graph.get(service);
    }

    /**
     * Returns how many chains have a graph on the node.
     *
     * @return the count
     */
    int chainCount() {
        return graphs.size();
    }
}
