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
import java.util.List;
import java.util.Locale;
import org.openpath.placement.Algorithm;
import org.openpath.placement.DemandTable;
import org.openpath.placement.RejectReason;
import org.openpath.placement.Topology;

/**
 * NFP packing (NFP, SIGCOMM'17; paper §7.5): the whole parallel graph on one server, servers visited greedily in
 * depth-first order of the topology from its first node; rejected when no single server fits it.
 */
final class NfpPlacer extends AbstractPlacer {
    private final int[] dfsHosts;

    NfpPlacer(final Topology topology, final DemandTable demands) {
        super(Algorithm.NFP_PACKING, topology, demands);
        final var order = new ArrayList<Integer>();
        final var seen = new boolean[ledger.nodes.size()];
        for (int root = 0; root < seen.length; root++) {
            if (seen[root]) {
                continue;
            }
            final var stack = new ArrayDeque<Integer>();
            stack.push(root);
            while (!stack.isEmpty()) {
                final int u = stack.pop();
                if (seen[u]) {
                    continue;
                }
                seen[u] = true;
                if (ledger.nodes.get(u).isHost()) {
                    order.add(u);
                }
                final var adj = ledger.adjLinks[u];
                for (int i = adj.length - 1; i >= 0; i--) {
                    final int v = ledger.other(adj[i], u);
                    if (!seen[v]) {
                        stack.push(v);
                    }
                }
            }
        }
        dfsHosts = order.stream().mapToInt(Integer::intValue).toArray();
    }

    @Override
    Assignment assign(final Job job) {
        final var tent = new Tentative(ledger);
        for (int h : dfsHosts) {
            if (tent.fits(h, job.totalCpu, job.totalMem, job.rate())) {
                final var groups = new ArrayList<List<Group>>();
                job.stages.forEach(stage -> groups.add(List.of(new Group(h, stage))));
                return Assignment.of(groups);
            }
        }
        return Assignment.reject(reject(job.request.id(), RejectReason.NO_NODE_CAPACITY, String.format(Locale.ROOT,
            "the whole SFC (%.2f cores, %d MiB) fits no single server", job.totalCpu, job.totalMem)));
    }
}
