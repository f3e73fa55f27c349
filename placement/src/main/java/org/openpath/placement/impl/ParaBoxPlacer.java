/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.impl;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import org.openpath.placement.Algorithm;
import org.openpath.placement.DemandTable;
import org.openpath.placement.RejectReason;
import org.openpath.placement.Topology;

/**
 * ParaBox, naive (paper §7.5): the chain starts on the host with the most free CPU; stages in order; the first
 * branch of each stage on the current host when it fits (else the nearest host with room), every further parallel
 * branch on a different host, nearest first, so packet copies travel to those hosts and back to the merge.
 */
final class ParaBoxPlacer extends AbstractPlacer {
    ParaBoxPlacer(final Topology topology, final DemandTable demands) {
        super(Algorithm.PARABOX_NAIVE, topology, demands);
    }

    @Override
    Assignment assign(final Job job) {
        final var tent = new Tentative(ledger);
        final var groups = new ArrayList<List<Group>>();
        int cur = -1;
        for (var stage : job.stages) {
            final var used = new HashSet<Integer>();
            final var stageGroups = new ArrayList<Group>();
            for (var nf : stage) {
                final var one = List.of(nf);
                int best = -1;
                for (int h : net.hosts) {
                    if (used.contains(h) || !tent.fits(h, job.cpu(one), job.mem(one), h == cur ? 0 : job.rate())) {
                        continue;
                    }
                    if (h == cur) {
                        best = h;
                        break;
                    }
                    if (best < 0 || cur >= 0 && net.distance(cur, h) < net.distance(cur, best)
                        || cur < 0 && tent.freeCpu(h) > tent.freeCpu(best) + Ledger.EPS) {
                        best = h;
                    }
                }
                if (best < 0) {
                    return Assignment.reject(reject(job.request.id(), RejectReason.NO_NODE_CAPACITY, String.format(
                        Locale.ROOT, "branch %s (%.2f cores, %d MiB) fits no free host", nf, job.cpu(one),
                        job.mem(one))));
                }
                tent.take(best, job.cpu(one), job.mem(one), best == cur ? 0 : job.rate());
                used.add(best);
                stageGroups.add(new Group(best, one));
            }
            groups.add(List.copyOf(stageGroups));
            cur = stageGroups.get(0).host();
        }
        return Assignment.of(groups);
    }
}
