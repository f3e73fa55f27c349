/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.impl;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.openpath.placement.Link;
import org.openpath.placement.Node;
import org.openpath.placement.Topology;

/**
 * Reserved node and link resources, indexed by topology position, plus the failed elements and the draining nodes
 * (which keep what they hold but take nothing new). Every reservation is recorded in a {@link Txn} so that it can be
 * undone exactly.
 */
final class Ledger {
    static final double EPS = 1e-9;

    final Topology topology;
    final List<Node> nodes;
    final List<Link> links;
    final Map<String, Integer> nodeIndex = new HashMap<>();
    final int[][] adjLinks;
    final double[] cpu;
    final long[] mem;
    final double[] nic;
    final double[] bw;
    final boolean[] nodeFailed;
    final boolean[] linkFailed;
    final boolean[] nodeDraining;

    Ledger(final Topology topology) {
        this.topology = topology;
        nodes = topology.nodes();
        links = topology.links();
        for (int i = 0; i < nodes.size(); i++) {
            nodeIndex.put(nodes.get(i).id(), i);
        }
        final var adj = new ArrayList<List<Integer>>();
        nodes.forEach(node -> adj.add(new ArrayList<>()));
        for (int l = 0; l < links.size(); l++) {
            adj.get(nodeIndex.get(links.get(l).a())).add(l);
            adj.get(nodeIndex.get(links.get(l).b())).add(l);
        }
        adjLinks = adj.stream().map(list -> list.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
        cpu = new double[nodes.size()];
        mem = new long[nodes.size()];
        nic = new double[nodes.size()];
        bw = new double[links.size()];
        nodeFailed = new boolean[nodes.size()];
        linkFailed = new boolean[links.size()];
        nodeDraining = new boolean[nodes.size()];
    }

    /** The index of a node, or -1 when the topology has no such node. */
    int indexOf(final String node) {
        final var idx = nodeIndex.get(node);
        return idx == null ? -1 : idx;
    }

    int index(final String node) {
        final var idx = nodeIndex.get(node);
        if (idx == null) {
            throw new IllegalArgumentException("Unknown node " + node);
        }
        return idx;
    }

    int other(final int link, final int node) {
        return index(links.get(link).other(nodes.get(node).id()));
    }

    double freeCpu(final int node) {
        return nodes.get(node).cpuCores() - cpu[node];
    }

    boolean fits(final int node, final double neeaddCpu, final long neeaddMem, final double neeaddNic) {
        final var n = nodes.get(node);
        return n.isHost() && !nodeFailed[node] && cpu[node] + neeaddCpu <= n.cpuCores() + EPS
            && mem[node] + neeaddMem <= n.memoryMib() && nic[node] + neeaddNic <= n.nicGbps() + EPS;
    }

    /**
     * Whether a host may be chosen for something new (a sub-SFC or a backup): it has neither failed nor is draining.
     * Re-reserving what already ran on a draining host goes through {@link #fits} alone.
     */
    boolean open(final int node) {
        return !nodeFailed[node] && !nodeDraining[node];
    }

    double residual(final int link) {
        return links.get(link).bandwidthGbps() - bw[link];
    }

    void reserveNode(final Txn txn, final int node, final double addCpu, final long addMem, final double addNic) {
        cpu[node] += addCpu;
        mem[node] += addMem;
        nic[node] += addNic;
        txn.nodeOps.add(new double[] {node, addCpu, addMem, addNic});
    }

    void reserveLink(final Txn txn, final int link, final double addBw) {
        bw[link] += addBw;
        txn.linkOps.add(new double[] {link, addBw});
    }

    void undo(final Txn txn) {
        for (var op : txn.nodeOps) {
            final int node = (int) op[0];
            cpu[node] = clamp(cpu[node] - op[1]);
            mem[node] -= (long) op[2];
            nic[node] = clamp(nic[node] - op[3]);
        }
        for (var op : txn.linkOps) {
            final int link = (int) op[0];
            bw[link] = clamp(bw[link] - op[1]);
        }
        txn.nodeOps.clear();
        txn.linkOps.clear();
    }

    private static double clamp(final double value) {
        return Math.abs(value) < EPS ? 0 : value;
    }

    /**
     * Checks that no capacity is exceeded; used by tests through the placer.
     *
     * @return a description of the first violation, or {@code null}
     */
    String violation() {
        for (int i = 0; i < nodes.size(); i++) {
            final var n = nodes.get(i);
            if (cpu[i] > n.cpuCores() + 1e-6 || mem[i] > n.memoryMib() || nic[i] > n.nicGbps() + 1e-6) {
                return "node " + n.id() + " over capacity: cpu " + cpu[i] + " mem " + mem[i] + " nic " + nic[i];
            }
        }
        for (int l = 0; l < links.size(); l++) {
            if (bw[l] > links.get(l).bandwidthGbps() + 1e-6) {
                return "link " + links.get(l).id() + " over capacity: " + bw[l];
            }
        }
        return null;
    }

    boolean empty() {
        return Arrays.stream(cpu).allMatch(v -> Math.abs(v) < 1e-6) && Arrays.stream(mem).allMatch(v -> v == 0)
            && Arrays.stream(nic).allMatch(v -> Math.abs(v) < 1e-6)
            && Arrays.stream(bw).allMatch(v -> Math.abs(v) < 1e-6);
    }

    /** The reservations made for one request, undoable. */
    static final class Txn {
        final List<double[]> nodeOps = new ArrayList<>();
        final List<double[]> linkOps = new ArrayList<>();
    }
}
