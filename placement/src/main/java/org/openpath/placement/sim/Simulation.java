/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.sim;

import java.util.List;
import java.util.stream.Stream;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Failure;
import org.openpath.placement.LostChain;
import org.openpath.placement.Placed;
import org.openpath.placement.Placement;
import org.openpath.placement.PlacementRequest;
import org.openpath.placement.Placer;
import org.openpath.placement.Role;
import org.openpath.placement.SubSfc;
import org.openpath.placement.Topology;

/**
 * Runs one variant over one workload and measures it.
 */
public final class Simulation {
    private Simulation() {
        // Static only
    }

    /**
     * Places the requests online, one at a time, and measures the result.
     *
     * @param topology the cluster
     * @param variant the variant
     * @param offered the requests (their backup flag is overridden by the variant)
     * @param seed the workload seed, for the record
     * @param availability whether to compute availability (one failure plan per node)
     * @return the metrics
     */
    public static RunResult run(final Topology topology, final Variant variant, final List<PlacementRequest> offered,
            final long seed, final boolean availability) {
        final var requests = withBackup(offered, variant.backup());
        final var placer = Placer.create(variant.algorithm(), topology, DemandTable.builtIn(), variant.admission());
        final long start = System.nanoTime();
        int accepted = 0;
        for (var request : requests) {
            if (placer.place(request) instanceof Placed) {
                accepted++;
            }
        }
        final double millis = (System.nanoTime() - start) / 1e6;
        final var placements = placer.placements();
        final double throughput = placements.stream().mapToDouble(Placement::rateGbps).sum();
        final double latency = placements.stream().mapToDouble(Placement::latencyMicros).average().orElse(0);
        final double path = placements.stream().mapToInt(Placement::pathLength).average().orElse(0);
        final double inter = placements.stream().mapToDouble(Placement::interNodeGbps).sum();
        var available = new double[] {Double.NaN, Double.NaN};
        if (availability) {
            available = availabilities(placer);
        }
        return new RunResult(topology.name(), variant.label(), requests.size(), seed, accepted, throughput, latency,
            path, placer.utilisation().cpu(), inter, available[0], available[1], millis,
            placements.stream().mapToInt(placement -> working(placement).mapToInt(sub -> sub.nfs().size()).sum())
                .average().orElse(0),
            placements.stream().mapToDouble(placement -> working(placement).mapToDouble(SubSfc::cpuCores).sum())
                .average().orElse(0));
    }

    // what the placer reserved for a request's own NFs: its working sub-SFCs (each NF is in exactly one)
    private static Stream<SubSfc> working(final Placement placement) {
        return placement.subSfcs().stream().filter(sub -> sub.role() == Role.WORKING);
    }

    /**
     * Returns the share of placed requests that keep running after every single node failure and every single link
     * failure.
     *
     * @param placer a placer holding placements
     * @return the share, 1 when nothing is placed
     */
    public static double availability(final Placer placer) {
        return availabilities(placer)[0];
    }

    /**
     * Returns the share of placed requests that keep running after every single node or link failure that some
     * placement survives: a loss no placement could have avoided ({@link LostChain#unprotectable()}, e.g. the switch
     * every host hangs off) does not count against it.
     *
     * @param placer a placer holding placements
     * @return the share, 1 when nothing is placed
     */
    public static double protectableAvailability(final Placer placer) {
        return availabilities(placer)[1];
    }

    // {under every single failure, under the protectable ones}
    private static double[] availabilities(final Placer placer) {
        final var placements = placer.placements();
        if (placements.isEmpty()) {
            return new double[] {1, 1};
        }
        final var failures = new java.util.ArrayList<Failure>();
        placer.topology().nodes().forEach(node -> failures.add(new Failure.NodeDown(node.id())));
        placer.topology().links().forEach(link -> failures.add(new Failure.LinkDown(link.a(), link.b())));
        final var hurt = new java.util.HashSet<String>();
        final var hurtProtectable = new java.util.HashSet<String>();
        for (var failure : failures) {
            for (var lost : placer.plan(failure).lost()) {
                hurt.add(lost.requestId());
                if (!lost.unprotectable()) {
                    hurtProtectable.add(lost.requestId());
                }
            }
        }
        return new double[] {1 - (double) hurt.size() / placements.size(),
            1 - (double) hurtProtectable.size() / placements.size()};
    }

    private static List<PlacementRequest> withBackup(final List<PlacementRequest> requests, final boolean backup) {
        return requests.stream().map(r -> r.withBackup(backup)).toList();
    }
}
