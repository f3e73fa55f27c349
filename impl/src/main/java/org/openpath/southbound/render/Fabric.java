/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import static java.util.Objects.requireNonNull;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The switches the renderer steers across: which are OpenPATH switches (they run NFs and take the experimenter
 * extension) and which are plain OpenFlow switches (transit, e.g. Open vSwitch), and the port of each link at each
 * end. Paths are fewest-links paths, ties broken by node id, so rendering is deterministic.
 */
public final class Fabric {
    private final Set<String> openPathNodes;
    private final Set<String> graphNodes;
    private final Map<String, TreeMap<String, Long>> ports;

    /**
     * Creates a fabric.
     *
     * @param openPathNodes the OpenPATH switches
     * @param ports per node, the local port towards each neighbour
     */
    public Fabric(final Set<String> openPathNodes, final Map<String, ? extends Map<String, Long>> ports) {
        this(openPathNodes, Set.of(), ports);
    }

    /**
     * Creates a fabric some of whose OpenPATH switches hold service graphs in their NF handlers (extension revision 3,
     * docs/openpath-openflow.md section 8).
     *
     * @param openPathNodes the OpenPATH switches
     * @param graphNodes the OpenPATH switches of revision 3 or later; others are ignored
     * @param ports per node, the local port towards each neighbour
     */
    public Fabric(final Set<String> openPathNodes, final Set<String> graphNodes,
            final Map<String, ? extends Map<String, Long>> ports) {
        this.openPathNodes = Set.copyOf(openPathNodes);
        this.graphNodes = graphNodes.stream().filter(openPathNodes::contains).collect(Collectors.toUnmodifiableSet());
        final var copy = new HashMap<String, TreeMap<String, Long>>();
        ports.forEach((node, neighbours) -> copy.put(node, new TreeMap<>(neighbours)));
        this.ports = copy;
    }

    /**
     * Tells whether a node is an OpenPATH switch.
     *
     * @param node the node
     * @return whether it takes OpenPATH rules
     */
    public boolean isOpenPath(final String node) {
        return openPathNodes.contains(node);
    }

    /**
     * Tells whether a node's NF handler holds the chains' service graphs (revision 3): the renderer then steers
     * between a chain's NFs on it with GRAPH_SET, not with flows.
     *
     * @param node the node
     * @return whether it is an OpenPATH switch of revision 3 or later
     */
    public boolean holdsGraphs(final String node) {
        return graphNodes.contains(node);
    }

    /**
     * Returns this fabric with other nodes holding graphs.
     *
     * @param nodes the OpenPATH switches of revision 3 or later
     * @return the fabric
     */
    public Fabric withGraphNodes(final Set<String> nodes) {
        return new Fabric(openPathNodes, nodes, ports);
    }

    /**
     * Returns the port of a node towards a neighbour.
     *
     * @param node the node
     * @param neighbour the neighbour
     * @return the port, empty when no link with known ports joins them
     */
    public Optional<Long> port(final String node, final String neighbour) {
        return Optional.ofNullable(ports.getOrDefault(node, new TreeMap<>()).get(neighbour));
    }

    /**
     * Returns a fewest-links path.
     *
     * @param from the first node
     * @param to the last node
     * @param avoid nodes the path must not cross
     * @return the nodes, both ends included, empty when none
     */
    public Optional<List<String>> path(final String from, final String to, final Set<String> avoid) {
        requireNonNull(from);
        requireNonNull(to);
        if (from.equals(to)) {
            return Optional.of(List.of(from));
        }
        final var parent = towards(to, avoid);
        if (!parent.containsKey(from)) {
            return Optional.empty();
        }
        final var path = new ArrayList<String>();
        for (var node = from; node != null; node = parent.get(node)) {
            path.add(node);
            if (node.equals(to)) {
                break;
            }
        }
        return Optional.of(Collections.unmodifiableList(path));
    }

    /**
     * Returns the shortest-path tree towards a node: for every node that can reach it, the next node on its way.
     *
     * @param root the node
     * @param avoid nodes the tree must not cross
     * @return next node by node; the root maps to itself
     */
    public Map<String, String> towards(final String root, final Set<String> avoid) {
        final var next = new HashMap<String, String>();
        if (avoid.contains(root)) {
            return next;
        }
        next.put(root, root);
        final var queue = new ArrayDeque<String>();
        queue.add(root);
        while (!queue.isEmpty()) {
            final var node = queue.poll();
            for (var neighbour : ports.getOrDefault(node, new TreeMap<>()).keySet()) {
                // the link must have a port at both ends
                if (!next.containsKey(neighbour) && !avoid.contains(neighbour) && port(neighbour, node).isPresent()) {
                    next.put(neighbour, node);
                    queue.add(neighbour);
                }
            }
        }
        return next;
    }
}
