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
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.placement.Failure;
import org.openpath.placement.Link;
import org.openpath.placement.Placer;
import org.openpath.placement.Topology;

/**
 * Follows the topology the placement runs on: the operator's configuration ({@link TopologySpec}), which inventory
 * nodes are connected, which links LLDP discovered, and from these which configured nodes and links are down. A
 * configured node is usable while it is connected and not administratively disabled; a draining node stays usable
 * for what it holds but takes nothing new; a discovered link that disappears is down. The tracker says what a
 * change means ({@link NodeChange}, {@link LinkEvent}, {@link AdminChange}); the orchestrator acts on it. Only the
 * orchestrator's thread uses it.
 */
final class TopologyTracker {
    /** The bandwidth a discovered link is given, Gbit/s. */
    static final double DISCOVERED_LINK_GBPS = 10;
    /** The latency a discovered link is given, microseconds. */
    static final double DISCOVERED_LINK_MICROS = 5;

    /**
     * What a node's connection change means for the placement.
     */
    enum NodeChange {
        /** Nothing changed: it was connected (or disconnected) already. */
        NONE,
        /** It changed, but placement is not affected: it is not configured, or is disabled or was usable already. */
        SEEN,
        /** A configured node became usable: the placer may use it again. */
        USABLE,
        /** A configured node was lost: a failure. */
        LOST
    }

    /**
     * What a change of the discovered links means for the placement, in the order to act on.
     */
    sealed interface LinkEvent {
        /**
         * A link that was down is back.
         *
         * @param link the link, as the placer knows it
         */
        record Repaired(Failure.LinkDown link) implements LinkEvent {
            // Plain data
        }

        /**
         * A link of the topology is lost: a failure.
         *
         * @param link the link, as the placer knows it
         */
        record Lost(Failure.LinkDown link) implements LinkEvent {
            // Plain data
        }

        /**
         * A link the topology lacks appeared: the topology must be rebuilt. Always the last event.
         */
        record Unknown() implements LinkEvent {
            // Plain data
        }
    }

    /**
     * The outcome of a discovered-link change.
     *
     * @param changed whether the set of discovered links between node pairs changed
     * @param events what to act on, in order; empty when nothing changed for the placement
     */
    record LinkUpdate(boolean changed, List<LinkEvent> events) {
        static final LinkUpdate NONE = new LinkUpdate(false, List.of());

        LinkUpdate {
            events = List.copyOf(events);
        }
    }

    /**
     * What a change of the nodes' admin-states alone (the configured nodes and links unchanged) means for the
     * placement, to act on in this order.
     *
     * @param drained nodes that drain from now on
     * @param undrained nodes that drain no longer
     * @param usable connected nodes that are no longer disabled: the placer may use them again
     * @param lost connected nodes the operator disabled while placement could use them: a planned loss
     */
    record AdminChange(List<String> drained, List<String> undrained, List<String> usable, List<String> lost) {
        AdminChange {
            drained = List.copyOf(drained);
            undrained = List.copyOf(undrained);
            usable = List.copyOf(usable);
            lost = List.copyOf(lost);
        }
    }

    private final Set<String> connected = new HashSet<>();
    private final Set<String> unreachable = new HashSet<>();
    private final Set<String> downNodes = new HashSet<>();
    private final Map<String, Link> discoveredLinks = new TreeMap<>();
    private final Set<String> downLinks = new HashSet<>();
    private TopologySpec spec = TopologySpec.EMPTY;
    private Topology topology = TopologySpec.EMPTY.configured();

    /**
     * The placement's topology as last {@link #rebuild rebuilt}.
     *
     * @return the topology
     */
    Topology topology() {
        return topology;
    }

    /**
     * Takes a new configuration; {@link #rebuild} applies it.
     *
     * @param newSpec the configuration
     */
    void configure(final TopologySpec newSpec) {
        spec = requireNonNull(newSpec);
    }

    /**
     * Takes a new configuration that may differ from the current one in the nodes' admin-states only.
     *
     * @param newSpec the configuration
     * @return what the admin-state changes mean, or {@code null} when the configured nodes or links changed too: then
     *     the configuration is taken as {@link #configure} does and {@link #rebuild} must apply it
     */
    @Nullable AdminChange reconfigure(final TopologySpec newSpec) {
        final var old = spec;
        configure(newSpec);
        if (!newSpec.configured().equals(old.configured())) {
            return null;
        }
        final var lost = new ArrayList<String>();
        for (var id : added(old.disabledNodes(), newSpec.disabledNodes())) {
            if (downNodes.add(id)) {
                lost.add(id);
            }
        }
        final var usable = new ArrayList<String>();
        for (var id : added(newSpec.disabledNodes(), old.disabledNodes())) {
            if (connected.contains(id) && downNodes.remove(id)) {
                usable.add(id);
            }
        }
        return new AdminChange(added(old.drainingNodes(), newSpec.drainingNodes()),
            added(newSpec.drainingNodes(), old.drainingNodes()), usable, lost);
    }

    private static List<String> added(final Set<String> before, final Set<String> after) {
        return after.stream().filter(id -> !before.contains(id)).sorted().toList();
    }

    /**
     * Rebuilds the placement's topology from the configuration and the discovered links: every configured node that
     * is not connected, or is disabled, is down; a lost discovered link stays down while the topology has it.
     *
     * @return the new topology, for a new placer that {@link #markDown} then tells what is down
     */
    Topology rebuild() {
        topology = spec.withDiscovered(discoveredLinks.values());
        downNodes.clear();
        for (var node : topology.nodes()) {
            if (!connected.contains(node.id()) || adminDisabled(node.id())) {
                downNodes.add(node.id());
            }
        }
        // a lost LLDP link that is not configured is simply absent from the new topology
        downLinks.removeIf(key -> topology.links().stream()
            .noneMatch(link -> TopologySpec.pair(link.a(), link.b()).equals(key)));
        return topology;
    }

    /**
     * Tells a placer of this topology which nodes and links are down, and which nodes drain.
     *
     * @param target the placer
     */
    void markDown(final Placer target) {
        for (var node : topology.nodes()) {
            if (adminDraining(node.id())) {
                target.drain(node.id(), true);
            }
        }
        for (var node : downNodes) {
            target.restore(new Failure.NodeDown(node));
        }
        for (var link : topology.links()) {
            if (downLinks.contains(TopologySpec.pair(link.a(), link.b()))) {
                target.restore(new Failure.LinkDown(link.a(), link.b()));
            }
        }
    }

    /**
     * How many nodes of the topology placement may use.
     *
     * @return the number of configured nodes that are not down
     */
    int usableNodes() {
        return topology.nodes().size() - downNodes.size();
    }

    /**
     * An inventory node connected to or disconnected from the controller.
     *
     * @param nodeId the inventory node id
     * @param isConnected whether it is connected now
     * @return what that means for the placement
     */
    NodeChange nodeChanged(final String nodeId, final boolean isConnected) {
        if (isConnected ? !connected.add(nodeId) : !connected.remove(nodeId)) {
            return NodeChange.NONE;
        }
        if (!configured(nodeId)) {
            return NodeChange.SEEN;
        }
        if (isConnected) {
            return !adminDisabled(nodeId) && downNodes.remove(nodeId) ? NodeChange.USABLE : NodeChange.SEEN;
        }
        return downNodes.add(nodeId) ? NodeChange.LOST : NodeChange.SEEN;
    }

    /**
     * A link of the LLDP topology appeared or disappeared. LLDP reports a link once per direction: a pair of nodes
     * is joined while either direction is reported.
     *
     * @param linkId the discovered link's id
     * @param link its ends, {@code null} when it disappeared
     * @return what that means for the placement
     */
    LinkUpdate discoveredLinkChanged(final String linkId, final @Nullable Link link) {
        final var before = discoveredPairs();
        if (link == null) {
            if (discoveredLinks.remove(linkId) == null) {
                return LinkUpdate.NONE;
            }
        } else {
            discoveredLinks.put(linkId, new Link(link.a(), link.b(), DISCOVERED_LINK_GBPS, DISCOVERED_LINK_MICROS));
        }
        final var after = discoveredPairs();
        if (before.equals(after)) {
            return LinkUpdate.NONE;
        }
        final var events = new ArrayList<LinkEvent>();
        for (var entry : after.entrySet()) {
            if (!before.containsKey(entry.getKey())) {
                final var up = entry.getValue();
                if (downLinks.remove(entry.getKey())) {
                    events.add(new LinkEvent.Repaired(new Failure.LinkDown(up.a(), up.b())));
                } else if (inTopology(up) == null) {
                    events.add(new LinkEvent.Unknown());
                    return new LinkUpdate(true, events);
                }
            }
        }
        for (var entry : before.entrySet()) {
            if (!after.containsKey(entry.getKey())) {
                final var lost = inTopology(entry.getValue());
                if (lost != null && downLinks.add(entry.getKey())) {
                    events.add(new LinkEvent.Lost(new Failure.LinkDown(lost.a(), lost.b())));
                }
            }
        }
        return new LinkUpdate(true, events);
    }

    /**
     * Whether a node is in the topology.
     *
     * @param nodeId the node
     * @return whether it is configured
     */
    boolean configured(final String nodeId) {
        return topology.nodes().stream().anyMatch(node -> node.id().equals(nodeId));
    }

    /**
     * Whether a node is connected to the controller.
     *
     * @param nodeId the node
     * @return whether it is connected
     */
    boolean connected(final String nodeId) {
        return connected.contains(nodeId);
    }

    /**
     * Marks a connected node whose control channel dropped and whose loss is held ({@link LossHoldDown}).
     *
     * @param nodeId the node
     * @param isUnreachable whether its loss is held now
     * @return whether that changed anything
     */
    boolean unreachable(final String nodeId, final boolean isUnreachable) {
        return isUnreachable ? unreachable.add(nodeId) : unreachable.remove(nodeId);
    }

    /**
     * Whether a node's control channel dropped and its loss is held.
     *
     * @param nodeId the node
     * @return whether it is unreachable
     */
    boolean unreachable(final String nodeId) {
        return unreachable.contains(nodeId);
    }

    /**
     * The nodes connected to the controller, configured or not.
     *
     * @return their ids
     */
    Set<String> connectedNodes() {
        return Set.copyOf(connected);
    }

    /**
     * Whether the operator disabled a node.
     *
     * @param nodeId the node
     * @return whether its admin-state is disabled
     */
    boolean adminDisabled(final String nodeId) {
        return spec.disabledNodes().contains(nodeId);
    }

    /**
     * Whether the operator drains a node.
     *
     * @param nodeId the node
     * @return whether its admin-state is draining
     */
    boolean adminDraining(final String nodeId) {
        return spec.drainingNodes().contains(nodeId);
    }

    /**
     * Whether a link of the topology is configured (else discovered).
     *
     * @param link the link
     * @return whether the configuration has a link between the same nodes
     */
    boolean isConfigured(final Link link) {
        return spec.isConfigured(link);
    }

    /**
     * Whether a link of the topology is up.
     *
     * @param link the link
     * @return whether it is not down
     */
    boolean isUp(final Link link) {
        return !downLinks.contains(TopologySpec.pair(link.a(), link.b()));
    }

    private Map<String, Link> discoveredPairs() {
        final var pairs = new TreeMap<String, Link>();
        for (var link : discoveredLinks.values()) {
            pairs.putIfAbsent(TopologySpec.pair(link.a(), link.b()), link);
        }
        return pairs;
    }

    private @Nullable Link inTopology(final Link link) {
        final var key = TopologySpec.pair(link.a(), link.b());
        return topology.links().stream().filter(candidate -> TopologySpec.pair(candidate.a(), candidate.b())
            .equals(key)).findFirst().orElse(null);
    }
}
