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
    // per risk key (a node index, or nodes + a link index): the hosts that single failure takes down
    private final List<Set<Integer>> kills = new ArrayList<>();
    // per host: the risk keys that take it down, sorted
    private final int[][] risks;

    Net(final Ledger ledger) {
        this.ledger = ledger;
        final int count = ledger.nodes.size();
        hosts = java.util.stream.IntStream.range(0, count).filter(i -> ledger.nodes.get(i).isHost()).toArray();
        dist = new int[count][];
        for (int i = 0; i < count; i++) {
            dist[i] = bfsDistances(i);
        }
        for (int risk = 0; risk < count + ledger.links.size(); risk++) {
            final var down = new HashSet<Integer>();
            for (int h : hosts) {
                if (takesDown(risk, h)) {
                    down.add(h);
                }
            }
            kills.add(Set.copyOf(down));
        }
        risks = new int[count][];
        for (int i = 0; i < count; i++) {
            final int node = i;
            risks[i] = java.util.stream.IntStream.range(0, kills.size()).filter(r -> kills.get(r).contains(node))
                .toArray();
        }
    }

    /**
     * Whether one failure takes a host down in the intact topology, as {@code FailureRecovery} sees it: the host
     * itself, or a failure every link of the host goes through (its link, or the switch at the other end), unless the
     * host is linked to another host (then it is a switching node that losing a neighbour does not cut off).
     */
    private boolean takesDown(final int risk, final int host) {
        final int nodes = ledger.nodes.size();
        if (risk == host) {
            return true;
        }
        final var links = ledger.adjLinks[host];
        if (links.length == 0) {
            return false;
        }
        for (int l : links) {
            final int neighbour = ledger.other(l, host);
            if (ledger.nodes.get(neighbour).isHost() || risk != nodes + l && risk != neighbour) {
                return false;
            }
        }
        return true;
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
     * The single failures that take a host down, as risk keys: a node index, or {@code nodes + link index} for a
     * link. For a host that hangs off a single link: the host, that link and the switch at its other end. Backups whose
     * twins share no risk never take over together.
     */
    int[] risks(final int host) {
        return risks[host];
    }

    /** Whether a host keeps running when the failure with this risk key happens (intact topology otherwise). */
    boolean survives(final int host, final int risk) {
        return !kills.get(risk).contains(host);
    }

    /**
     * Whether a backup can keep a request running through a failure: the failure leaves the request's ingress node up
     * (when it names one) and some host open for new sub-SFCs survives it. A failure that takes down every such host
     * (the one switch all hosts hang off) cannot be protected against by any placement, so backups need not avoid it.
     *
     * @param risk the failure, as a risk key ({@link #risks})
     * @param ingress the request's ingress node, or -1
     */
    boolean protectable(final int risk, final int ingress) {
        if (takesIngressDown(risk, ingress)) {
            return false;
        }
        for (int h : hosts) {
            if (ledger.open(h) && survives(h, risk)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a failure takes a request's ingress node down: the node itself, or a host the failure cuts off.
     *
     * @param risk the failure, as a risk key
     * @param ingress the ingress node, or -1 when the request names none
     */
    boolean takesIngressDown(final int risk, final int ingress) {
        return ingress >= 0 && (risk == ingress || ledger.nodes.get(ingress).isHost() && !survives(ingress, risk));
    }

    /** The element a risk key stands for: a node id, or {@code link a -- b}. */
    String element(final int risk) {
        final int nodes = ledger.nodes.size();
        if (risk < nodes) {
            return ledger.nodes.get(risk).id();
        }
        final var link = ledger.links.get(risk - nodes);
        return "link " + link.a() + " -- " + link.b();
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
