/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.bench;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.DropRule;
import org.openpath.analyzer.PacketCopy;
import org.openpath.analyzer.ServiceGraph;
import org.openpath.openflow.CopyKind;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.HandlerAction;
import org.openpath.placement.Node;
import org.openpath.placement.Placement;
import org.openpath.placement.Role;
import org.openpath.placement.Topology;
import org.openpath.southbound.render.ChainView;
import org.openpath.southbound.render.Fabric;

/**
 * Turns a placement topology and placed chains into what the renderer takes: hosts are the OpenPATH nodes (they run
 * the NFs), switches are plain OpenFlow switches, and every link gets a port at both ends, numbered per node in link
 * order (a node's first link is its port 1). SERVICE-IDs are numbered as the orchestrator does: an NF's 1-based
 * position in the request.
 */
public final class PlacedChains {
    private PlacedChains() {
        // Static only
    }

    /**
     * Numbers the ports of a topology's links.
     *
     * @param topology the topology
     * @return per node, the port towards each neighbour
     */
    public static Map<String, Map<String, Long>> ports(final Topology topology) {
        final var ports = new LinkedHashMap<String, Map<String, Long>>();
        for (var link : topology.links()) {
            final var portsOfA = ports.computeIfAbsent(link.a(), ignored -> new LinkedHashMap<>());
            portsOfA.put(link.b(), (long) portsOfA.size() + 1);
            final var portsOfB = ports.computeIfAbsent(link.b(), ignored -> new LinkedHashMap<>());
            portsOfB.put(link.a(), (long) portsOfB.size() + 1);
        }
        return ports;
    }

    /**
     * Returns the renderer's fabric of a topology: hosts are OpenPATH nodes.
     *
     * @param topology the topology
     * @return the fabric
     */
    public static Fabric fabric(final Topology topology) {
        return new Fabric(topology.hosts().stream().map(Node::id).collect(Collectors.toSet()), ports(topology));
    }

    /**
     * Returns the switch a host hangs off (its first link's other end).
     *
     * @param topology the topology
     * @param host the host
     * @return the switch
     */
    public static String switchOf(final Topology topology, final String host) {
        return topology.links().stream().filter(link -> link.a().equals(host) || link.b().equals(host))
            .map(link -> link.other(host)).findFirst()
            .orElseThrow(() -> new IllegalArgumentException("Host " + host + " has no link"));
    }

    /**
     * Returns a chain's view.
     *
     * @param name the chain's name
     * @param sfcId its SFC-ID
     * @param classifier which traffic enters it
     * @param nfs the NFs of the request, in request order (their SERVICE-IDs are their 1-based positions)
     * @param graph the analysed service graph
     * @param placement the placement
     * @param ingressNode where the traffic enters
     * @param ingressPort the port it enters on
     * @param egressNode where it leaves
     * @param egressPort the port it leaves on
     * @return the view
     */
    public static ChainView view(final String name, final long sfcId, final FlowSpec classifier,
            final List<String> nfs, final ServiceGraph graph, final Placement placement, final String ingressNode,
            final long ingressPort, final String egressNode, final long egressPort) {
        final var serviceIds = new HashMap<String, Long>();
        for (var nf : nfs) {
            serviceIds.put(nf, (long) serviceIds.size() + 1);
        }
        for (var vertex : graph.vertices()) {
            serviceIds.putIfAbsent(vertex.nf(), (long) serviceIds.size() + 1);
        }
        final var stages = graph.stages().stream().map(stage -> new ChainView.StageView(stage.index(),
            stage.branches().stream().map(branch -> new ChainView.BranchView(branch.nf(), copy(branch.packet())))
                .toList(), stage.merge().priorityOrder(), stage.merge().dropRule() != DropRule.NONE)).toList();
        final var vertices = graph.vertices().stream().map(vertex -> new ChainView.VertexView(vertex.nf(),
            serviceIds.get(vertex.nf()), vertex.nfType(), vertex.onDefaultPath(), vertex.defaultNext(),
            vertex.handlerRules().stream().map(rule -> new ChainView.HandlerView(rule.result(), action(rule.action()),
                rule.target())).toList())).toList();
        final var subs = placement.subSfcs().stream().map(sub -> new ChainView.SubSfcView(sub.id(),
            sub.role() == Role.BACKUP, sub.protects(), sub.node(), sub.active(), sub.nfs())).toList();
        final var hops = placement.hops().stream().map(hop -> new ChainView.HopView(hop.fromSubSfc(),
            hop.toSubSfc(), hop.path())).toList();
        return new ChainView(name, sfcId, classifier, ingressNode, ingressPort, egressNode, egressPort, stages,
            vertices, subs, hops);
    }

    /**
     * Returns the node each NF of a placement runs on now (its active sub-SFC).
     *
     * @param placement the placement
     * @return NF to node
     */
    public static Map<String, String> activeNodes(final Placement placement) {
        final var nodes = new HashMap<String, String>();
        placement.subSfcs().stream().filter(sub -> sub.active())
            .forEach(sub -> sub.nfs().forEach(nf -> nodes.put(nf, sub.node())));
        return nodes;
    }

    /**
     * Returns the nodes of a topology that are switches.
     *
     * @param topology the topology
     * @return the switch ids
     */
    public static Set<String> switches(final Topology topology) {
        return topology.nodes().stream().filter(node -> !node.isHost()).map(Node::id).collect(Collectors.toSet());
    }

    private static @Nullable CopyKind copy(final PacketCopy packet) {
        return switch (packet) {
            case ORIGINAL -> null;
            case SHARED -> CopyKind.SHARED;
            case HEADER_COPY -> CopyKind.HEADER_COPY;
            case FULL_COPY -> CopyKind.FULL_COPY;
        };
    }

    private static HandlerAction action(final org.openpath.analyzer.HandlerAction action) {
        return switch (action) {
            case DISCARD -> HandlerAction.DISCARD;
            case SEND_TO -> HandlerAction.SEND_TO;
            case DEFAULT -> HandlerAction.DEFAULT;
        };
    }
}
