/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.impl;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import org.openpath.placement.Algorithm;
import org.openpath.placement.DemandTable;
import org.openpath.placement.RejectReason;
import org.openpath.placement.Topology;

/**
 * First-fit: every NF, in stage order, on the first host in topology order with room; branches of a stage that land
 * on the same host share a group.
 */
final class FirstFitPlacer extends AbstractPlacer {
    FirstFitPlacer(final Topology topology, final DemandTable demands) {
        super(Algorithm.FIRST_FIT, topology, demands);
    }

    @Override
    Assignment assign(final Job job) {
        final var tent = new Tentative(ledger);
        final var groups = new ArrayList<List<Group>>();
        final var onHost = new boolean[ledger.nodes.size()];
        for (var stage : job.stages) {
            final var byHost = new LinkedHashMap<Integer, List<String>>();
            for (var nf : stage) {
                final var one = List.of(nf);
                int chosen = -1;
                for (int h : net.hosts) {
                    if (tent.fits(h, job.cpu(one), job.mem(one), onHost[h] ? 0 : job.rate())) {
                        chosen = h;
                        break;
                    }
                }
                if (chosen < 0) {
                    return Assignment.reject(reject(job.request.id(), RejectReason.NO_NODE_CAPACITY, String.format(
                        Locale.ROOT, "NF %s (%.2f cores, %d MiB) fits no host", nf, job.cpu(one), job.mem(one))));
                }
                tent.take(chosen, job.cpu(one), job.mem(one), onHost[chosen] ? 0 : job.rate());
                onHost[chosen] = true;
                byHost.computeIfAbsent(chosen, k -> new ArrayList<>()).add(nf);
            }
            groups.add(byHost.entrySet().stream().map(e -> new Group(e.getKey(), e.getValue())).toList());
        }
        return Assignment.of(groups);
    }
}
