/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.openpath.placement.Placement;
import org.openpath.placement.Placer;
import org.openpath.placement.Role;

/**
 * Makes what {@code openpath-topology-state} shows: a {@link NodeState} for every configured or connected node (its
 * status, the capacity the placement reserves on it, shared backup reservations included) and a {@link LinkState}
 * for every link of the topology (up or down, the bandwidth working and backup hops reserve on it). Remembers the
 * node states it made last: a node keeps its last-change while its status does not change, and a node lost while it
 * hosted sub-SFCs stays {@code failed} until it is back. Only the orchestrator's thread uses it.
 */
final class TopologyStates {
    /**
     * The node and link states at one moment.
     *
     * @param nodes the nodes, by id
     * @param links the links, in topology order
     */
    record Observed(List<NodeState> nodes, List<LinkState> links) {
        Observed {
            nodes = List.copyOf(nodes);
            links = List.copyOf(links);
        }
    }

    private final Map<String, NodeState> last = new TreeMap<>();

    /**
     * Makes the node and link states now.
     *
     * @param topology the tracked topology
     * @param placements the placements of the chains, in chain order: the sub-SFCs each node hosts
     * @param placer what the placement reserves on nodes and links, shared backup reservations included
     * @param now the time to stamp status changes with
     * @return the states
     */
    Observed observe(final TopologyTracker topology, final List<Placement> placements, final Placer placer,
            final Instant now) {
        final var working = new HashMap<String, Integer>();
        final var backup = new HashMap<String, Integer>();
        for (var placement : placements) {
            for (var sub : placement.subSfcs()) {
                (sub.role() == Role.WORKING ? working : backup).merge(sub.node(), 1, Integer::sum);
            }
        }
        // configured nodes, then the connected ones without configuration
        final var ids = new TreeMap<String, Boolean>();
        topology.topology().nodes().forEach(node -> ids.put(node.id(), true));
        topology.connectedNodes().forEach(id -> ids.putIfAbsent(id, false));
        final var nodes = new ArrayList<NodeState>();
        for (var entry : ids.entrySet()) {
            final var id = entry.getKey();
            final var previous = last.get(id);
            final NodeState.Status status;
            final String reason;
            if (!entry.getValue()) {
                status = NodeState.Status.UNCONFIGURED;
                reason = Reasons.NODE_UNCONFIGURED;
            } else if (!topology.connected(id)) {
                final boolean hosted = previous != null && (previous.status() == NodeState.Status.FAILED
                    || (previous.status() == NodeState.Status.CONNECTED
                        || previous.status() == NodeState.Status.UNREACHABLE)
                    && previous.working() + previous.backup() > 0);
                status = hosted ? NodeState.Status.FAILED : NodeState.Status.DISCONNECTED;
                reason = hosted ? Reasons.NODE_LOST_WHILE_HOSTING : Reasons.NODE_DISCONNECTED;
            } else if (topology.unreachable(id)) {
                status = NodeState.Status.UNREACHABLE;
                reason = Reasons.NODE_UNREACHABLE;
            } else if (topology.adminDisabled(id)) {
                status = NodeState.Status.CONNECTED;
                reason = Reasons.NODE_DISABLED;
            } else if (topology.adminDraining(id)) {
                status = NodeState.Status.CONNECTED;
                reason = Reasons.NODE_DRAINING;
            } else {
                status = NodeState.Status.CONNECTED;
                reason = Reasons.NODE_USED;
            }
            final var changed = previous == null || previous.status() != status ? now : previous.lastChange();
            final var reserved = placer.reserved(id);
            nodes.add(new NodeState(id, status, reason, changed, reserved.cpuCores(), reserved.memoryMib(),
                reserved.nicGbps(), working.getOrDefault(id, 0), backup.getOrDefault(id, 0)));
        }
        last.clear();
        nodes.forEach(node -> last.put(node.nodeId(), node));
        final var links = new ArrayList<LinkState>();
        for (var link : topology.topology().links()) {
            links.add(new LinkState(link.a() + "--" + link.b(), link.a(), link.b(), topology.isConfigured(link),
                topology.isUp(link), placer.reservedBandwidth(link.a(), link.b())));
        }
        return new Observed(nodes, links);
    }
}
