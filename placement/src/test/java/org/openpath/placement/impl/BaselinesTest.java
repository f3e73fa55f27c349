/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openpath.placement.impl.Fixtures.request;

import org.junit.jupiter.api.Test;
import org.openpath.placement.Algorithm;
import org.openpath.placement.Capacities;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Placed;
import org.openpath.placement.Placer;
import org.openpath.placement.RejectReason;
import org.openpath.placement.Rejected;
import org.openpath.placement.Topology;

class BaselinesTest {
    private static final Topology FAT_TREE = Topology.fatTree(4, Capacities.DEFAULT);

    private static Placer placer(final Algorithm algorithm, final Topology topology) {
        return Placer.create(algorithm, topology, DemandTable.builtIn());
    }

    @Test
    void strawmanSpreadsEveryNfAndIgnoresParallelism() {
        final var p = assertInstanceOf(Placed.class, placer(Algorithm.STRAWMAN_SIMPLE, FAT_TREE)
            .place(request("c", 1, false, "traffic-monitor", "ids", "firewall"))).placement();
        assertEquals(3, p.working().size());
        assertEquals(2, p.hops().size());
        final double processing = 5 + 60 + 15;
        assertEquals(processing + p.hops().stream().mapToDouble(h -> h.latencyMicros()).sum(), p.latencyMicros(),
            1e-9);
    }

    @Test
    void nfpPacksTheWholeSfcOrRejects() {
        final var small = Topology.leafSpine(1, 2, 2, new Capacities(4, 16_384, 10, 10, 5));
        final var nfp = placer(Algorithm.NFP_PACKING, small);
        final var p = assertInstanceOf(Placed.class, nfp.place(request("c", 1, false, "firewall", "nat")))
            .placement();
        assertEquals(1, p.working().size());
        final var rejected = assertInstanceOf(Rejected.class, nfp.place(request("d", 1, false, "traffic-monitor",
            "ids", "firewall", "nat", "shaper")));
        assertEquals(RejectReason.NO_NODE_CAPACITY, rejected.reason());
        assertTrue(rejected.detail().contains("single server"), rejected.detail());
    }

    @Test
    void paraBoxPutsParallelBranchesOnDifferentHosts() {
        final var p = assertInstanceOf(Placed.class, placer(Algorithm.PARABOX_NAIVE, FAT_TREE)
            .place(request("c", 1, false, "traffic-monitor", "ids"))).placement();
        // traffic-monitor and ids share a stage in the analyser's graph
        assertEquals(2, p.working().size());
        assertEquals(1, p.hops().size(), "the copy returns to the merge");
        assertEquals(p.working().get(0).id(), p.hops().get(0).toSubSfc());
    }

    @Test
    void firstFitFillsTheFirstHost() {
        final var p = assertInstanceOf(Placed.class, placer(Algorithm.FIRST_FIT, FAT_TREE)
            .place(request("c", 1, false, "firewall", "nat"))).placement();
        assertEquals(FAT_TREE.hosts().get(0).id(), p.working().get(0).node());
    }
}
