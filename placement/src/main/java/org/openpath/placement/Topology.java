/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A cluster of hosts and switches joined by links ({@code openpath-topology.yang}).
 *
 * <p>Generators build the paper's §7.5 topologies (fat-tree and leaf-spine); a small line-oriented text format reads
 * and writes any topology:
 * <pre>
 * # comment
 * topology lab
 * host h1 16 65536 10        (id, CPU cores, memory MiB, NIC Gbps)
 * switch s1
 * link h1 s1 10 5            (ends, bandwidth Gbps, latency microseconds)
 * </pre>
 *
 * @param name the topology's name
 * @param nodes the nodes, in a stable order (algorithms iterate in this order, which makes them deterministic)
 * @param links the links
 */
public record Topology(String name, List<Node> nodes, List<Link> links) {
    /**
     * Validates the components: unique node ids, links between known nodes, at most one link per node pair.
     */
    public Topology {
        requireNonNull(name);
        nodes = List.copyOf(nodes);
        links = List.copyOf(links);
        final var ids = new HashSet<String>();
        for (var node : nodes) {
            if (!ids.add(node.id())) {
                throw new IllegalArgumentException("Duplicate node " + node.id());
            }
        }
        final var pairs = new HashSet<String>();
        for (var link : links) {
            if (!ids.contains(link.a()) || !ids.contains(link.b())) {
                throw new IllegalArgumentException("Link " + link.id() + " names an unknown node");
            }
            final var key = link.a().compareTo(link.b()) < 0 ? link.a() + ' ' + link.b() : link.b() + ' ' + link.a();
            if (!pairs.add(key)) {
                throw new IllegalArgumentException("Two links between " + link.a() + " and " + link.b());
            }
        }
    }

    /**
     * Returns a k-ary fat-tree (Al-Fares et al.): (k/2)^2 core switches, k pods of k/2 aggregation and k/2 edge
     * switches, k/2 hosts per edge switch. k=4 gives the paper's 20 switches and 16 hosts.
     *
     * @param arity k, an even arity of at least 2
     * @param caps host and link capacities
     * @return the topology, named {@code fat-tree-k<k>}
     */
    public static Topology fatTree(final int arity, final Capacities caps) {
        final int k = arity;
        if (k < 2 || k % 2 != 0) {
            throw new IllegalArgumentException("Fat-tree arity must be even and >= 2, not " + k);
        }
        final int half = k / 2;
        final var nodes = new ArrayList<Node>();
        final var links = new ArrayList<Link>();
        for (int c = 0; c < half * half; c++) {
            nodes.add(Node.sw("core-" + c));
        }
        for (int p = 0; p < k; p++) {
            for (int i = 0; i < half; i++) {
                final var agg = "agg-" + p + "-" + i;
                nodes.add(Node.sw(agg));
                for (int c = i * half; c < (i + 1) * half; c++) {
                    links.add(new Link(agg, "core-" + c, caps.linkGbps(), caps.linkLatencyMicros()));
                }
            }
            for (int e = 0; e < half; e++) {
                final var edge = "edge-" + p + "-" + e;
                nodes.add(Node.sw(edge));
                for (int i = 0; i < half; i++) {
                    links.add(new Link(edge, "agg-" + p + "-" + i, caps.linkGbps(), caps.linkLatencyMicros()));
                }
                for (int h = 0; h < half; h++) {
                    final var host = "host-" + p + "-" + e + "-" + h;
                    nodes.add(Node.host(host, caps.hostCpuCores(), caps.hostMemoryMib(), caps.hostNicGbps()));
                    links.add(new Link(host, edge, caps.linkGbps(), caps.linkLatencyMicros()));
                }
            }
        }
        return new Topology("fat-tree-k" + k, nodes, links);
    }

    /**
     * Generates the OpenPATH paper's §7.5 setting: one core switch linked to edge vSwitch nodes, which host the NFs
     * (the paper runs NFs on vSwitch nodes; here the core only switches, as the routing model lets hosts carry no
     * transit traffic). Every edge hangs off the core alone, so a core failure takes them all down: no sub-SFC can have
     * a backup outside its twin's failure domain.
     *
     * @param edges number of edge nodes, at least 1 (the paper: 2)
     * @param caps host and link capacities
     * @return the topology, named {@code core-<edges>-edges}
     */
    public static Topology coreAndEdges(final int edges, final Capacities caps) {
        if (edges < 1) {
            throw new IllegalArgumentException("A core-and-edges topology needs at least one edge node");
        }
        final var nodes = new ArrayList<Node>();
        final var links = new ArrayList<Link>();
        nodes.add(Node.sw("core"));
        for (int e = 0; e < edges; e++) {
            nodes.add(Node.host("edge-" + e, caps.hostCpuCores(), caps.hostMemoryMib(), caps.hostNicGbps()));
            links.add(new Link("edge-" + e, "core", caps.linkGbps(), caps.linkLatencyMicros()));
        }
        return new Topology("core-" + edges + "-edges", nodes, links);
    }

    /**
     * Returns a two-tier leaf-spine fabric: every leaf links to every spine, hosts hang off one leaf each.
     *
     * @param spines number of spine switches, at least 1
     * @param leaves number of leaf switches, at least 1
     * @param hostsPerLeaf hosts under each leaf, at least 1
     * @param caps host and link capacities
     * @return the topology, named {@code leaf-spine-<spines>x<leaves>x<hostsPerLeaf>}
     */
    public static Topology leafSpine(final int spines, final int leaves, final int hostsPerLeaf,
            final Capacities caps) {
        if (spines < 1 || leaves < 1 || hostsPerLeaf < 1) {
            throw new IllegalArgumentException("Leaf-spine needs at least one spine, leaf and host per leaf");
        }
        final var nodes = new ArrayList<Node>();
        final var links = new ArrayList<Link>();
        for (int s = 0; s < spines; s++) {
            nodes.add(Node.sw("spine-" + s));
        }
        for (int l = 0; l < leaves; l++) {
            final var leaf = "leaf-" + l;
            nodes.add(Node.sw(leaf));
            for (int s = 0; s < spines; s++) {
                links.add(new Link(leaf, "spine-" + s, caps.linkGbps(), caps.linkLatencyMicros()));
            }
            for (int h = 0; h < hostsPerLeaf; h++) {
                final var host = "host-" + l + "-" + h;
                nodes.add(Node.host(host, caps.hostCpuCores(), caps.hostMemoryMib(), caps.hostNicGbps()));
                links.add(new Link(host, leaf, caps.linkGbps(), caps.linkLatencyMicros()));
            }
        }
        return new Topology("leaf-spine-" + spines + "x" + leaves + "x" + hostsPerLeaf, nodes, links);
    }

    /**
     * Parses the text format described on this class.
     *
     * @param text the text
     * @return the topology
     * @throws IllegalArgumentException naming the line that is wrong
     */
    public static Topology parse(final String text) {
        String name = "topology";
        final var nodes = new ArrayList<Node>();
        final var links = new ArrayList<Link>();
        final var lines = text.split("\\R", -1);
        for (int i = 0; i < lines.length; i++) {
            final var line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            final var f = line.split("\\s+");
            try {
                switch (f[0]) {
                    case "topology" -> {
                        expect(f, 2);
                        name = f[1];
                    }
                    case "host" -> {
                        expect(f, 5);
                        nodes.add(Node.host(f[1], Double.parseDouble(f[2]), Long.parseLong(f[3]),
                            Double.parseDouble(f[4])));
                    }
                    case "switch" -> {
                        expect(f, 2);
                        nodes.add(Node.sw(f[1]));
                    }
                    case "link" -> {
                        expect(f, 5);
                        links.add(new Link(f[1], f[2], Double.parseDouble(f[3]), Double.parseDouble(f[4])));
                    }
                    default -> throw new IllegalArgumentException("unknown keyword '" + f[0] + "'");
                }
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("Line " + (i + 1) + " '" + line + "': " + e.getMessage(), e);
            }
        }
        return new Topology(name, nodes, links);
    }

    private static void expect(final String[] fields, final int count) {
        if (fields.length != count) {
            throw new IllegalArgumentException("expected " + count + " fields, found " + fields.length);
        }
    }

    /**
     * Formats the topology in the text format that {@link #parse(String)} reads.
     *
     * @return the text
     */
    public String format() {
        final var sb = new StringBuilder("topology ").append(name).append('\n');
        for (var node : nodes) {
            if (node.isHost()) {
                sb.append(String.format(Locale.ROOT, "host %s %s %d %s%n", node.id(), num(node.cpuCores()),
                    node.memoryMib(), num(node.nicGbps())));
            } else {
                sb.append("switch ").append(node.id()).append('\n');
            }
        }
        for (var link : links) {
            sb.append(String.format(Locale.ROOT, "link %s %s %s %s%n", link.a(), link.b(), num(link.bandwidthGbps()),
                num(link.latencyMicros())));
        }
        return sb.toString();
    }

    private static String num(final double value) {
        return Double.compare(value, Math.rint(value)) == 0 ? Long.toString((long) value) : Double.toString(value);
    }

    /**
     * Returns the hosts, in topology order.
     *
     * @return the hosts
     */
    public List<Node> hosts() {
        return nodes.stream().filter(Node::isHost).toList();
    }

    /**
     * Returns a node by id.
     *
     * @param id the id
     * @return the node, if any
     */
    public Optional<Node> node(final String id) {
        return nodes.stream().filter(node -> node.id().equals(id)).findFirst();
    }

    /**
     * Returns the links incident to each node.
     *
     * @return node id to its links, in topology order
     */
    public Map<String, List<Link>> incidence() {
        final var map = new HashMap<String, List<Link>>();
        nodes.forEach(node -> map.put(node.id(), new ArrayList<>()));
        for (var link : links) {
            map.get(link.a()).add(link);
            map.get(link.b()).add(link);
        }
        final var copy = new HashMap<String, List<Link>>();
        map.forEach((key, value) -> copy.put(key, List.copyOf(value)));
        return Map.copyOf(copy);
    }
}
