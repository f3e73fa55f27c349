/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.impl;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.openpath.placement.Algorithm;
import org.openpath.placement.DemandTable;
import org.openpath.placement.RejectReason;
import org.openpath.placement.Topology;

/**
 * Strawman Simple (paper §7.5): no parallelism (the chain runs in its sequential order) and NFs divided equally
 * across hosts: each NF goes to the host with the lowest CPU share that has room, ties broken by the closest host to
 * the previous NF, then topology order.
 */
final class StrawmanPlacer extends AbstractPlacer {
    StrawmanPlacer(final Topology topology, final DemandTable demands) {
        super(Algorithm.STRAWMAN_SIMPLE, topology, demands);
    }

    @Override
    Assignment assign(final Job job) {
        final var tent = new Tentative(ledger);
        final var groups = new ArrayList<List<Group>>();
        int prev = -1;
        for (var stage : job.stages) {
            int best = -1;
            for (int h : net.hosts) {
                final double nic = h == prev ? 0 : job.rate();
                if (!tent.fits(h, job.cpu(stage), job.mem(stage), nic)) {
                    continue;
                }
                if (best < 0 || tent.cpuShare(h) < tent.cpuShare(best) - Ledger.EPS
                    || Math.abs(tent.cpuShare(h) - tent.cpuShare(best)) <= Ledger.EPS && prev >= 0
                        && net.distance(prev, h) < net.distance(prev, best)) {
                    best = h;
                }
            }
            if (best < 0) {
                return Assignment.reject(reject(job.request.id(), RejectReason.NO_NODE_CAPACITY, String.format(
                    Locale.ROOT, "NF %s (%.2f cores, %d MiB) fits no host", stage.get(0), job.cpu(stage),
                    job.mem(stage))));
            }
            tent.take(best, job.cpu(stage), job.mem(stage), best == prev ? 0 : job.rate());
            groups.add(List.of(new Group(best, stage)));
            prev = best;
        }
        return Assignment.of(groups);
    }
}
