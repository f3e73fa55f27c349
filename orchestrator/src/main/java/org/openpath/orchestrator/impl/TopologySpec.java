/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.openpath.placement.Link;
import org.openpath.placement.Topology;

/**
 * A usable {@code openpath-topology} configuration in the form the placement takes: the configured nodes and links,
 * and the nodes the operator disabled or drains.
 *
 * @param configured the configured nodes (ordered by datapath id) and links (ordered by link id), named
 *     {@value #NAME}
 * @param disabledNodes the nodes whose {@code admin-state} is {@code disabled}
 * @param drainingNodes the nodes whose {@code admin-state} is {@code draining}
 */
public record TopologySpec(Topology configured, Set<String> disabledNodes, Set<String> drainingNodes) {
    /** The name of the placement's topology. */
    public static final String NAME = "openpath";
    /** No nodes, no links: what the orchestrator starts with, and what a deleted or unusable configuration becomes. */
    public static final TopologySpec EMPTY = new TopologySpec(new Topology(NAME, List.of(), List.of()), Set.of(),
        Set.of());

    /**
     * Checks and copies.
     */
    public TopologySpec {
        requireNonNull(configured);
        disabledNodes = Set.copyOf(disabledNodes);
        drainingNodes = Set.copyOf(drainingNodes);
    }

    /**
     * A configuration in which no node drains.
     *
     * @param configured the configured nodes and links
     * @param disabledNodes the nodes whose {@code admin-state} is {@code disabled}
     */
    public TopologySpec(final Topology configured, final Set<String> disabledNodes) {
        this(configured, disabledNodes, Set.of());
    }

    /**
     * The placement's topology: the configured nodes and links, then the discovered links in the given order. A
     * discovered link is dropped when either end is not a configured node, when a configured link joins the same two
     * nodes (configuration wins), or when an earlier discovered link does (LLDP reports each link once per
     * direction).
     *
     * @param discoveredLinks links discovered by LLDP, with their bandwidth and latency
     * @return the topology, named {@value #NAME}
     */
    public Topology withDiscovered(final Collection<Link> discoveredLinks) {
        final var nodeIds = new HashSet<String>();
        configured.nodes().forEach(node -> nodeIds.add(node.id()));
        final var pairs = new HashSet<String>();
        configured.links().forEach(link -> pairs.add(pair(link.a(), link.b())));
        final var links = new ArrayList<>(configured.links());
        for (var link : discoveredLinks) {
            if (nodeIds.contains(link.a()) && nodeIds.contains(link.b()) && pairs.add(pair(link.a(), link.b()))) {
                links.add(link);
            }
        }
        return new Topology(configured.name(), configured.nodes(), links);
    }

    /**
     * Whether a configured link joins the same two nodes as a link.
     *
     * @param link the link, in either direction
     * @return whether it is configured
     */
    public boolean isConfigured(final Link link) {
        final var key = pair(link.a(), link.b());
        return configured.links().stream().anyMatch(candidate -> pair(candidate.a(), candidate.b()).equals(key));
    }

    static String pair(final String one, final String other) {
        return one.compareTo(other) < 0 ? one + " " + other : other + " " + one;
    }
}
