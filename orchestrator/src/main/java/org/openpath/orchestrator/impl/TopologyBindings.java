/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopology;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Node.AdminState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Node.Role;
import org.openpath.placement.Link;
import org.openpath.placement.Node;
import org.openpath.placement.Topology;

/**
 * Converts the {@code openpath-topology} configuration into a {@link TopologySpec}, and with the links discovered by
 * LLDP into the placement's {@link Topology}.
 *
 * <p>Nodes with role {@code nf-host} (the default) become hosts with their configured capacity, {@code transit}
 * nodes become switches. Nodes are ordered by datapath id so that the placement, which iterates in topology order,
 * does not depend on the datastore's map order. Configured links come first (by link id, latency 5 microseconds when
 * absent), then the discovered links in the given order ({@link TopologySpec#withDiscovered}). Nodes whose
 * admin-state is {@code disabled} are listed in {@link TopologySpec#disabledNodes()}, those whose admin-state is
 * {@code draining} in {@link TopologySpec#drainingNodes()}.
 */
final class TopologyBindings {
    /** The name of the topology {@link #toTopology} returns. */
    static final String NAME = TopologySpec.NAME;
    /** {@code link/latency} default, microseconds. */
    static final double DEFAULT_LATENCY_MICROS = 5;

    private static final String PREFIX = "openflow:";
    private static final Comparator<String> BY_DATAPATH_ID = Comparator
        .comparing((String id) -> new BigInteger(id.substring(PREFIX.length())))
        .thenComparing(Comparator.naturalOrder());

    private TopologyBindings() {
        // Static conversions only
    }

    /**
     * Converts the configuration.
     *
     * @param config the {@code openpath-topology} configuration, or {@code null} for none
     * @return the configured nodes and links, and the disabled and draining nodes; {@link TopologySpec#EMPTY} for
     *     none
     * @throws InvalidRequestException if an {@code nf-host} node has no (complete) capacity, or a configured link
     *     lacks an end or its bandwidth, joins a node that is not configured, joins a node to itself, or joins the
     *     same two nodes as another configured link
     */
    static TopologySpec toSpec(final @Nullable OpenpathTopology config) throws InvalidRequestException {
        final var nodes = new ArrayList<Node>();
        final var links = new ArrayList<Link>();
        final var disabled = new HashSet<String>();
        final var draining = new HashSet<String>();
        if (config != null) {
            final var nodeIds = new HashSet<String>();
            addNodes(config, nodes, nodeIds);
            addConfiguredLinks(config, nodeIds, links, new HashMap<>());
            for (var node : config.nonnullNode().values()) {
                if (node.getAdminState() == AdminState.Disabled) {
                    disabled.add(node.requireNodeId().getValue());
                } else if (node.getAdminState() == AdminState.Draining) {
                    draining.add(node.requireNodeId().getValue());
                }
            }
        }
        try {
            return new TopologySpec(new Topology(NAME, nodes, links), disabled, draining);
        } catch (IllegalArgumentException e) {
            throw new InvalidRequestException("openpath-topology", "The topology is invalid: " + e.getMessage(), e);
        }
    }

    /**
     * Converts the configuration and the discovered links.
     *
     * @param config the {@code openpath-topology} configuration, or {@code null} for none (an empty topology)
     * @param discoveredLinks links discovered by LLDP, with their bandwidth and latency
     * @return the topology, named {@value #NAME}
     * @throws InvalidRequestException as {@link #toSpec} does
     */
    static Topology toTopology(final @Nullable OpenpathTopology config, final Collection<Link> discoveredLinks)
            throws InvalidRequestException {
        return toSpec(config).withDiscovered(discoveredLinks);
    }

    /**
     * Checks the configuration as {@link #toTopology} does, without discovered links.
     *
     * @param config the {@code openpath-topology} configuration, or {@code null} for none
     * @throws InvalidRequestException as {@link #toTopology} does
     */
    static void validate(final @Nullable OpenpathTopology config) throws InvalidRequestException {
        toSpec(config);
    }

    private static void addNodes(final OpenpathTopology config, final List<Node> nodes, final Collection<String> ids)
            throws InvalidRequestException {
        final var entries = new ArrayList<>(config.nonnullNode().values());
        entries.sort(Comparator.comparing(node -> node.requireNodeId().getValue(), BY_DATAPATH_ID));
        for (var node : entries) {
            final var id = node.requireNodeId().getValue();
            final var element = "openpath-topology/node[" + id + "]";
            if (node.getRole() == Role.Transit) {
                nodes.add(InvalidRequestException.guard(element, "Transit node '" + id + "'", () -> Node.sw(id)));
            } else {
                final var capacity = node.getCapacity();
                final var cpu = capacity == null ? null : capacity.getCpuCores();
                final var memory = capacity == null ? null : capacity.getMemory();
                final var nic = capacity == null ? null : capacity.getNicBandwidth();
                if (cpu == null || memory == null || nic == null) {
                    final var missing = new ArrayList<String>();
                    if (cpu == null) {
                        missing.add("cpu-cores");
                    }
                    if (memory == null) {
                        missing.add("memory");
                    }
                    if (nic == null) {
                        missing.add("nic-bandwidth");
                    }
                    throw new InvalidRequestException(element + "/capacity", "NF host '" + id + "' has no "
                        + String.join(", ", missing) + " capacity; an nf-host node needs cpu-cores, memory and "
                        + "nic-bandwidth");
                }
                nodes.add(InvalidRequestException.guard(element, "NF host '" + id + "'",
                    () -> Node.host(id, cpu.doubleValue(), memory.toJava(), nic.doubleValue())));
            }
            ids.add(id);
        }
    }

    private static void addConfiguredLinks(final OpenpathTopology config, final Collection<String> nodeIds,
            final List<Link> links, final Map<String, String> pairs) throws InvalidRequestException {
        final var entries = new ArrayList<>(config.nonnullLink().values());
        entries.sort(Comparator.comparing(link -> link.requireLinkId()));
        for (var link : entries) {
            final var id = link.requireLinkId();
            final var element = "openpath-topology/link[" + id + "]";
            final var source = link.getSourceNode();
            if (source == null) {
                throw new InvalidRequestException(element + "/source-node", "Link '" + id + "' has no source-node");
            }
            final var destination = link.getDestinationNode();
            if (destination == null) {
                throw new InvalidRequestException(element + "/destination-node", "Link '" + id
                    + "' has no destination-node");
            }
            final var bandwidth = link.getBandwidth();
            if (bandwidth == null) {
                throw new InvalidRequestException(element + "/bandwidth", "Link '" + id + "' has no bandwidth");
            }
            final var a = source.getValue();
            final var b = destination.getValue();
            if (a.equals(b)) {
                throw new InvalidRequestException(element, "Link '" + id + "' joins node " + a + " to itself");
            }
            for (var end : List.of(a, b)) {
                if (!nodeIds.contains(end)) {
                    throw new InvalidRequestException(element, "Link '" + id + "' joins " + a + " and " + b + ", but "
                        + end + " is not a configured node");
                }
            }
            final var other = pairs.putIfAbsent(pair(a, b), id);
            if (other != null) {
                throw new InvalidRequestException(element, "Links '" + other + "' and '" + id + "' both join " + a
                    + " and " + b + "; configure at most one link between two nodes");
            }
            final var latency = link.getLatency();
            final double latencyMicros = latency == null ? DEFAULT_LATENCY_MICROS : latency.doubleValue();
            links.add(InvalidRequestException.guard(element, "Link '" + id + "'",
                () -> new Link(a, b, bandwidth.doubleValue(), latencyMicros)));
        }
    }

    private static String pair(final String one, final String other) {
        return TopologySpec.pair(one, other);
    }
}
