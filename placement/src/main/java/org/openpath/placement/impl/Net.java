/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.impl;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntToDoubleFunction;

/**
 * Graph queries over a ledger's topology: hop distances between hosts, failure domains, and bandwidth-aware
 * shortest-path routing that transits switches only.
 */
final class Net {
    final Ledger ledger;
    final int[] hosts;
    private final int[][] dist;
    private final List<Set<Integer>> domains = new ArrayList<>();

    Net(final Ledger ledger) {
        this.ledger = ledger;
        final int count = ledger.nodes.size();
        hosts = java.util.stream.IntStream.range(0, count).filter(i -> ledger.nodes.get(i).isHost()).toArray();
        dist = new int[count][];
        for (int i = 0; i < count; i++) {
            dist[i] = bfsDistances(i);
        }
        for (int i = 0; i < count; i++) {
            final var domain = new HashSet<Integer>();
            domain.add(i);
            if (ledger.nodes.get(i).isHost() && ledger.adjLinks[i].length == 1) {
                domain.add(ledger.other(ledger.adjLinks[i][0], i));
            }
            domains.add(Set.copyOf(domain));
        }
    }

    private int[] bfsDistances(final int src) {
        final var out = new int[ledger.nodes.size()];
        Arrays.fill(out, Integer.MAX_VALUE);
        out[src] = 0;
        final var queue = new ArrayDeque<Integer>();
        queue.add(src);
        while (!queue.isEmpty()) {
            final int u = queue.poll();
            if (u != src && ledger.nodes.get(u).isHost()) {
                continue;
            }
            for (int l : ledger.adjLinks[u]) {
                final int v = ledger.other(l, u);
                if (out[v] == Integer.MAX_VALUE) {
                    out[v] = out[u] + 1;
                    queue.add(v);
                }
            }
        }
        return out;
    }

    /** Hop distance between two nodes in the intact topology, through switches only. */
    int distance(final int hostA, final int hostB) {
        return dist[hostA][hostB];
    }

    /**
     * The nodes whose failure takes a host down: the host itself and, when it hangs off a single link, the switch
     * at the other end.
     */
    Set<Integer> domain(final int host) {
        return domains.get(host);
    }

    /**
     * The single failures that take a host down, as risk keys: the node indices of its failure domain and, for a host
     * that hangs off a single link, that link as {@code nodes + link index}. Backups whose twins share no risk never
     * take over together.
     */
    int[] risks(final int host) {
        final var risks = new ArrayList<Integer>(domains.get(host));
        if (ledger.nodes.get(host).isHost() && ledger.adjLinks[host].length == 1) {
            risks.add(ledger.nodes.size() + ledger.adjLinks[host][0]);
        }
        return risks.stream().mapToInt(Integer::intValue).sorted().toArray();
    }

    boolean disjoint(final int hostA, final int hostB) {
        for (int n : domains.get(hostA)) {
            if (domains.get(hostB).contains(n)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Finds a fewest-links path from src to dst through switches only, every link with at least {@code need} Gbps
     * residual, avoiding failed elements and the extra excluded node and link.
     *
     * @param src the source host
     * @param dst the destination host
     * @param need bandwidth every link must have free
     * @param excludedNode a node to avoid, or -1
     * @param excludedLink a link to avoid, or -1
     * @return the link indices in order, if there is such a path
     */
    Optional<int[]> route(final int src, final int dst, final double need, final int excludedNode,
            final int excludedLink) {
        return route(src, dst, need, excludedNode, excludedLink, ledger::residual);
    }

    /**
     * Finds a fewest-links path as {@link #route(int, int, double, int, int)} does, with the links' residual bandwidth
     * given, e.g. what is left for the hops that take over when one failure happens.
     *
     * @param src the source host
     * @param dst the destination host
     * @param need bandwidth every link must have free
     * @param excludedNode a node to avoid, or -1
     * @param excludedLink a link to avoid, or -1
     * @param residual a link's residual bandwidth
     * @return the link indices in order, if there is such a path
     */
    Optional<int[]> route(final int src, final int dst, final double need, final int excludedNode,
            final int excludedLink, final IntToDoubleFunction residual) {
        final int count = ledger.nodes.size();
        final var viaLink = new int[count];
        Arrays.fill(viaLink, -2);
        viaLink[src] = -1;
        final var queue = new ArrayDeque<Integer>();
        queue.add(src);
        while (!queue.isEmpty()) {
            final int u = queue.poll();
            if (u == dst) {
                break;
            }
            if (u != src && ledger.nodes.get(u).isHost()) {
                continue;
            }
            for (int l : ledger.adjLinks[u]) {
                if (l == excludedLink || ledger.linkFailed[l] || residual.applyAsDouble(l) + Ledger.EPS < need) {
                    continue;
                }
                final int v = ledger.other(l, u);
                if (viaLink[v] != -2 || v == excludedNode || ledger.nodeFailed[v]) {
                    continue;
                }
                viaLink[v] = l;
                queue.add(v);
            }
        }
        if (viaLink[dst] == -2) {
            return Optional.empty();
        }
        final var path = new ArrayList<Integer>();
        int at = dst;
        while (at != src) {
            final int l = viaLink[at];
            path.add(0, l);
            at = ledger.other(l, at);
        }
        return Optional.of(path.stream().mapToInt(Integer::intValue).toArray());
    }
}
