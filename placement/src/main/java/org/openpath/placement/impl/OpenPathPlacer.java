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
import org.openpath.placement.Admission;
import org.openpath.placement.Affinity;
import org.openpath.placement.Algorithm;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Placed;
import org.openpath.placement.PlacementOutcome;
import org.openpath.placement.PlacementRequest;
import org.openpath.placement.RejectReason;
import org.openpath.placement.Topology;

/**
 * OpenPATH affinity placement (paper §5.4, Fig. 11–12). Sub-SFCs are runs of whole stages: a parallel stage and
 * its merge are never cut, so copies never cross nodes. Working sub-SFCs first, with high affinity: the whole SFC on
 * one host when one fits (best fit: the host left with the least free CPU, up to {@value #WHOLE_TRIES} candidates
 * tried in turn should routing or backups fail); otherwise a greedy cut into as few sub-SFCs as possible: from the
 * current stage, the host that takes the longest run of further stages, ties broken by hop distance from the
 * previous sub-SFC (latency) and then by free CPU. Fewer cuts mean less inter-node traffic, since every cut carries
 * the full rate. A request that names its ingress node starts there: the whole-SFC candidates nearest it first,
 * and the first sub-SFC's ties broken by hop distance from it. Then backups with low affinity, reserved on hosts
 * outside the working twin's failure domain (see {@link AbstractPlacer}). In batch mode requests are placed largest
 * CPU demand first. With priced {@link Admission}, a request that fits is still refused when it would take more of a
 * nearly full cluster than its budget pays for.
 */
final class OpenPathPlacer extends AbstractPlacer {
    static final int WHOLE_TRIES = 3;

    OpenPathPlacer(final Topology topology, final DemandTable demands) {
        super(Algorithm.OPENPATH, topology, demands);
    }

    @Override
    PlacementOutcome placeJob(final Job job) {
        PlacementOutcome last = null;
        if (job.request.affinity() == Affinity.HIGH) {
            final var tent = new Tentative(ledger);
            final int ingress = ingressIndex(job.request);
            // nearest the ingress node first (its hop carries the full rate), then best fit
            final var fitting = hostsBy(Comparator
                .comparingInt((Integer h) -> ingress < 0 ? 0 : net.distance(ingress, h))
                .thenComparingDouble(h -> tent.freeCpu(h) - job.totalCpu))
                .stream().filter(h -> tent.fits(h, job.totalCpu, job.totalMem, job.rate())).limit(WHOLE_TRIES)
                .toList();
            for (int host : fitting) {
                final var groups = new ArrayList<List<Group>>();
                job.stages.forEach(stage -> groups.add(List.of(new Group(host, stage))));
                last = materialise(job, groups);
                if (last instanceof Placed) {
                    return last;
                }
            }
        }
        final var split = assign(job);
        if (split.rejected() != null) {
            return last != null ? last : split.rejected();
        }
        final var outcome = materialise(job, split.groups());
        return outcome instanceof Placed || last == null ? outcome : last;
    }

    @Override
    Assignment assign(final Job job) {
        final var tent = new Tentative(ledger);
        final var groups = new ArrayList<List<Group>>();
        final boolean spread = job.request.affinity() == Affinity.LOW;
        final int ingress = ingressIndex(job.request);
        int prev = -1;
        int at = 0;
        while (at < job.stages.size()) {
            int best = -1;
            int bestRun = 0;
            for (int h : net.hosts) {
                if (!ledger.open(h) || spread && h == prev) {
                    continue;
                }
                int run = 0;
                double cpu = 0;
                long mem = 0;
                while (at + run < job.stages.size() && (!spread || run < 1)) {
                    final var stage = job.stages.get(at + run);
                    if (!tent.fits(h, cpu + job.cpu(stage), mem + job.mem(stage), job.rate())) {
                        break;
                    }
                    cpu += job.cpu(stage);
                    mem += job.mem(stage);
                    run++;
                }
                if (run == 0) {
                    continue;
                }
                if (best < 0 || run > bestRun || run == bestRun && better(prev >= 0 ? prev : ingress, h, best, tent)) {
                    best = h;
                    bestRun = run;
                }
            }
            if (best < 0) {
                final var wide = splitStage(job, job.stages.get(at), prev >= 0 ? prev : ingress, tent);
                if (wide != null) {
                    groups.add(wide);
                    prev = wide.get(0).host();
                    at++;
                    continue;
                }
                final var stage = job.stages.get(at);
                return Assignment.reject(reject(job.request.id(), RejectReason.NO_NODE_CAPACITY, String.format(
                    Locale.ROOT, "stage %d %s (%.2f cores, %d MiB, %s Gbps NIC) fits no host", at, stage,
                    job.cpu(stage), job.mem(stage), job.rate())));
            }
            tent.take(best, 0, 0, job.rate());
            for (int i = 0; i < bestRun; i++) {
                final var stage = job.stages.get(at + i);
                tent.take(best, job.cpu(stage), job.mem(stage), 0);
                groups.add(List.of(new Group(best, stage)));
            }
            at += bestRun;
            prev = best;
        }
        return Assignment.of(groups);
    }

    /**
     * Last resort for a parallel stage no single host can take: its branches on as few hosts as possible, each on the
     * host nearest the previous sub-SFC that has room; copies then cross nodes, which is why this comes last.
     */
    private List<Group> splitStage(final Job job, final List<String> stage, final int prev, final Tentative tent) {
        if (stage.size() < 2) {
            return null;
        }
        final var byHost = new java.util.LinkedHashMap<Integer, List<String>>();
        final var local = new Tentative(ledger);
        for (var nf : stage) {
            final var one = List.of(nf);
            int best = -1;
            for (int h : net.hosts) {
                final double nic = byHost.containsKey(h) ? 0 : job.rate();
                if (!tent.fits(h, 0, 0, 0) || !local.fits(h, job.cpu(one) + tent.used(h, 0), job.mem(one)
                    + (long) tent.used(h, 1), nic + tent.used(h, 2))) {
                    continue;
                }
                if (best < 0 || byHost.containsKey(h) && !byHost.containsKey(best)
                    || byHost.containsKey(h) == byHost.containsKey(best) && better(prev, h, best, local)) {
                    best = h;
                }
            }
            if (best < 0) {
                return null;
            }
            local.take(best, job.cpu(one), job.mem(one), byHost.containsKey(best) ? 0 : job.rate());
            byHost.computeIfAbsent(best, k -> new ArrayList<>()).add(nf);
        }
        byHost.forEach((host, nfs) -> tent.take(host, job.cpu(nfs), job.mem(nfs), job.rate()));
        return byHost.entrySet().stream().map(e -> new Group(e.getKey(), e.getValue())).toList();
    }

    private boolean better(final int prev, final int candidate, final int incumbent, final Tentative tent) {
        if (prev >= 0) {
            final int dc = net.distance(prev, candidate);
            final int di = net.distance(prev, incumbent);
            if (dc != di) {
                return dc < di;
            }
        }
        return tent.freeCpu(candidate) > tent.freeCpu(incumbent) + Ledger.EPS;
    }

    @Override
    int[] batchOrder(final List<PlacementRequest> requests) {
        return byTotalCpu(requests, true);
    }
}
