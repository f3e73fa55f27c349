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
 *
 * <p>Backups share what they reserve: a backup takes over only when a failure takes its working twin down, so the
 * backups on a host need, per resource, the most that any one failure activates at once. Each backup is recorded
 * against its <i>risks</i> (the failures that take its twin down, see {@link Net#risks}); a host's backup reservation
 * is, per resource, the largest sum of the backups that share one risk. {@link #cpu}, {@link #mem} and {@link #nic}
 * hold the working reservations plus that shared backup reservation, so every capacity check sees both. Links do the
 * same for the hops that take over when a failure happens (backup hops): {@link #bw} holds the working hops plus, per
 * link, the largest sum of the backup hops that one risk needs.
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
    // per host: the backups' demand (cpu, memory, NIC) summed per risk, and its largest value per resource
    private final List<Map<Integer, double[]>> backupLoad = new ArrayList<>();
    private final double[][] backupMax;
    // per link: the backup hops' bandwidth summed per risk, and its largest value
    private final List<Map<Integer, Double>> linkLoad = new ArrayList<>();
    private final double[] linkMax;

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
        nodes.forEach(node -> backupLoad.add(new HashMap<>()));
        backupMax = new double[nodes.size()][3];
        links.forEach(link -> linkLoad.add(new HashMap<>()));
        linkMax = new double[links.size()];
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
     * Returns the CPU reserved on the hosts that can take new work (neither failed nor draining) and their capacity.
     *
     * @return {reserved cores, capacity in cores}
     */
    double[] openCpu() {
        double reserved = 0;
        double capacity = 0;
        for (int node = 0; node < nodes.size(); node++) {
            if (nodes.get(node).isHost() && open(node)) {
                reserved += cpu[node];
                capacity += nodes.get(node).cpuCores();
            }
        }
        return new double[] {reserved, capacity};
    }

    /**
     * Whether a host may be chosen for something new (a sub-SFC or a backup): it has neither failed nor is draining.
     * Re-reserving what already ran on a draining host goes through {@link #fits} alone.
     */
    boolean open(final int node) {
        return !nodeFailed[node] && !nodeDraining[node];
    }

    /**
     * Whether a backup fits a host beside the backups already there: its demand adds to the backups that share one of
     * its risks, and the host must hold its working reservations plus the largest such sum per resource.
     */
    boolean fitsBackup(final int node, final int[] risks, final double addCpu, final long addMem,
            final double addNic) {
        final var grown = grownMax(node, risks, new double[] {addCpu, addMem, addNic});
        final var max = backupMax[node];
        return fits(node, grown[0] - max[0], (long) Math.ceil(grown[1] - max[1] - EPS), grown[2] - max[2]);
    }

    /**
     * How much a backup would add to a host's reservations: 0 when it shares them completely.
     */
    double backupGrowth(final int node, final int[] risks, final double addCpu) {
        return grownMax(node, risks, new double[] {addCpu, 0, 0})[0] - backupMax[node][0];
    }

    private double[] grownMax(final int node, final int[] risks, final double[] add) {
        final var grown = backupMax[node].clone();
        for (int risk : risks) {
            final var load = backupLoad.get(node).get(risk);
            for (int d = 0; d < 3; d++) {
                grown[d] = Math.max(grown[d], (load == null ? 0 : load[d]) + add[d]);
            }
        }
        return grown;
    }

    void reserveBackup(final Txn txn, final int node, final int[] risks, final double addCpu, final long addMem,
            final double addNic) {
        loadBackup(node, risks, new double[] {addCpu, addMem, addNic});
        txn.backupOps.add(new BackupOp(node, risks.clone(), addCpu, addMem, addNic));
    }

    private void loadBackup(final int node, final int[] risks, final double[] add) {
        final var loads = backupLoad.get(node);
        for (int risk : risks) {
            final var load = loads.computeIfAbsent(risk, r -> new double[3]);
            for (int d = 0; d < 3; d++) {
                load[d] = clamp(load[d] + add[d]);
            }
            if (load[0] == 0 && load[1] == 0 && load[2] == 0) {
                loads.remove(risk);
            }
        }
        final var max = new double[3];
        loads.values().forEach(load -> {
            for (int d = 0; d < 3; d++) {
                max[d] = Math.max(max[d], load[d]);
            }
        });
        final var old = backupMax[node];
        cpu[node] = clamp(cpu[node] + max[0] - old[0]);
        mem[node] += Math.round(max[1] - old[1]);
        nic[node] = clamp(nic[node] + max[2] - old[2]);
        backupMax[node] = max;
    }

    /**
     * The bandwidth a link has left for backup hops when one failure happens: its capacity less the working hops and
     * the backup hops that the same risk already needs there.
     */
    double residualUnder(final int link, final int risk) {
        return links.get(link).bandwidthGbps() - (bw[link] - linkMax[link])
            - linkLoad.get(link).getOrDefault(risk, 0.0);
    }

    void reserveBackupLink(final Txn txn, final int link, final int risk, final double addBw) {
        loadLink(link, risk, addBw);
        txn.backupLinkOps.add(new double[] {link, risk, addBw});
    }

    private void loadLink(final int link, final int risk, final double addBw) {
        final var loads = linkLoad.get(link);
        final double load = clamp(loads.getOrDefault(risk, 0.0) + addBw);
        if (load == 0) {
            loads.remove(risk);
        } else {
            loads.put(risk, load);
        }
        final double max = loads.values().stream().mapToDouble(Double::doubleValue).max().orElse(0);
        bw[link] = clamp(bw[link] + max - linkMax[link]);
        linkMax[link] = max;
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
        for (var op : txn.backupOps) {
            loadBackup(op.node(), op.risks(), new double[] {-op.cpu(), -op.mem(), -op.nic()});
        }
        txn.backupOps.clear();
        for (var op : txn.backupLinkOps) {
            loadLink((int) op[0], (int) op[1], -op[2]);
        }
        txn.backupLinkOps.clear();
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
        return backupLoad.stream().allMatch(Map::isEmpty) && linkLoad.stream().allMatch(Map::isEmpty)
            && Arrays.stream(cpu).allMatch(v -> Math.abs(v) < 1e-6)
            && Arrays.stream(mem).allMatch(v -> v == 0)
            && Arrays.stream(nic).allMatch(v -> Math.abs(v) < 1e-6)
            && Arrays.stream(bw).allMatch(v -> Math.abs(v) < 1e-6);
    }

    /** A backup's shared reservation. */
    private record BackupOp(int node, int[] risks, double cpu, long mem, double nic) {
    }

    /** The reservations made for one request, undoable. */
    static final class Txn {
        final List<double[]> nodeOps = new ArrayList<>();
        final List<double[]> linkOps = new ArrayList<>();
        private final List<BackupOp> backupOps = new ArrayList<>();
        private final List<double[]> backupLinkOps = new ArrayList<>();

        /** Whether it holds a backup reservation on a host. */
        boolean hasBackupOn(final int node) {
            return backupOps.stream().anyMatch(op -> op.node() == node);
        }
    }
}
