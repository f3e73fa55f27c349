/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.impl;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.openpath.placement.Algorithm;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Placed;
import org.openpath.placement.PlacementOutcome;
import org.openpath.placement.PlacementRequest;
import org.openpath.placement.RejectReason;
import org.openpath.placement.Topology;

/**
 * FlexChain's fast heuristic, as the authors' public research code implements it, for "FlexChain: Bridging
 * Parallelism and Placement for Service Function Chains" (Xie, Ma and Zhao, IEEE Transactions on Network and Service
 * Management, 2021); the paper's approximation algorithm (an LP relaxation with rounding) is not reproduced. The chain
 * runs as parallel blocks — here the analyser's stages — and a block never leaves its server. A depth-first search
 * from the chain's entry: the servers with room for the next block, most free CPU first, at most {@value #DEPTH} of
 * them at the first level and half as many a level deeper (at least one); each takes the longest run of further
 * blocks that fits it, and the search backtracks when the rest of the chain finds no server. When the parallel blocks
 * cannot be placed, the chain is tried again one NF a block (no parallelism); when that fails too, the request is
 * rejected. In batch mode requests are placed smallest total CPU demand first. No backups.
 */
final class FlexChainPlacer extends AbstractPlacer {
    private static final int DEPTH = 16;

    FlexChainPlacer(final Topology topology, final DemandTable demands) {
        super(Algorithm.FLEXCHAIN, topology, demands);
    }

    @Override
    PlacementOutcome placeJob(final Job job) {
        final var parallel = super.placeJob(job);
        if (parallel instanceof Placed || job.stages.stream().allMatch(stage -> stage.size() == 1)) {
            return parallel;
        }
        final var sequential = super.placeJob(new Job(job.request, demands, true));
        return sequential instanceof Placed ? sequential : parallel;
    }

    @Override
    Assignment assign(final Job job) {
        final var groups = search(job, 0, DEPTH, new Tentative(ledger));
        if (groups != null) {
            return Assignment.of(groups);
        }
        return Assignment.reject(reject(job.request.id(), RejectReason.NO_NODE_CAPACITY, String.format(Locale.ROOT,
            "the chain's %d blocks (%.2f cores, %d MiB) find no servers with room", job.stages.size(), job.totalCpu,
            job.totalMem)));
    }

    /** Places the blocks from {@code at} on; {@code null} when they find no servers. */
    private List<List<Group>> search(final Job job, final int at, final int deep, final Tentative tent) {
        if (at == job.stages.size()) {
            return new ArrayList<>();
        }
        final var next = job.stages.get(at);
        final var candidates = hostsBy(Comparator.comparingDouble((Integer h) -> -tent.freeCpu(h))).stream()
            .filter(h -> tent.fits(h, job.cpu(next), job.mem(next), job.rate())).limit(deep).toList();
        for (int host : candidates) {
            int run = 0;
            double cpu = 0;
            long mem = 0;
            while (at + run < job.stages.size()) {
                final var stage = job.stages.get(at + run);
                if (!tent.fits(host, cpu + job.cpu(stage), mem + job.mem(stage), job.rate())) {
                    break;
                }
                cpu += job.cpu(stage);
                mem += job.mem(stage);
                run++;
            }
            tent.take(host, cpu, mem, job.rate());
            final var rest = search(job, at + run, Math.max(deep / 2, 1), tent);
            tent.take(host, -cpu, -mem, -job.rate());
            if (rest != null) {
                final var groups = new ArrayList<List<Group>>();
                for (int i = 0; i < run; i++) {
                    groups.add(List.of(new Group(host, job.stages.get(at + i))));
                }
                groups.addAll(rest);
                return groups;
            }
        }
        return null;
    }

    @Override
    int[] batchOrder(final List<PlacementRequest> requests) {
        return byTotalCpu(requests, false);
    }
}
