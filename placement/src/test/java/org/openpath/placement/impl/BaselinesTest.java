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

import java.util.List;
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

    @Test
    void flexChainKeepsEveryParallelBlockOnOneServer() {
        final var fourCores = Topology.leafSpine(1, 2, 2, new Capacities(4, 16_384, 10, 10, 5));
        final var types = new String[] {"traffic-monitor", "ids", "firewall", "nat", "shaper"};
        final var p = assertInstanceOf(Placed.class, placer(Algorithm.FLEXCHAIN, fourCores)
            .place(request("c", 1, false, types))).placement();
        // 0.5 + 2 + 0.75 + 0.75 + 0.5 cores at 1 Gbit/s: more than one 4-core server
        assertTrue(p.working().size() > 1, p.toString());
        for (var stage : Fixtures.graph(types).stages()) {
            assertEquals(1, p.working().stream().filter(sub -> sub.nfs().stream().anyMatch(stage.nfs()::contains))
                .count(), () -> "stage " + stage.nfs() + " on one server: " + p);
        }
    }

    @Test
    void flexChainDropsParallelismWhenABlockFitsNoServer() {
        // traffic-monitor (0.5 cores) and ids (2 cores) share a stage; together they fit no 2.2-core server
        final var small = Topology.leafSpine(1, 2, 2, new Capacities(2.2, 16_384, 10, 10, 5));
        assertInstanceOf(Rejected.class, placer(Algorithm.NFP_PACKING, small)
            .place(request("c", 1, false, "traffic-monitor", "ids")));
        final var p = assertInstanceOf(Placed.class, placer(Algorithm.FLEXCHAIN, small)
            .place(request("c", 1, false, "traffic-monitor", "ids"))).placement();
        assertEquals(2, p.working().size(), p.toString());
        assertEquals(List.of(List.of("traffic-monitor"), List.of("ids")),
            p.working().stream().map(sub -> sub.nfs()).toList(), "one NF a server, in chain order");
    }

    @Test
    void flexChainPlacesABatchSmallestFirst() {
        final var placer = placer(Algorithm.FLEXCHAIN, FAT_TREE);
        final var outcomes = placer.placeBatch(List.of(request("big", 1, false, "ids", "dpi", "vpn"),
            request("small", 1, false, "firewall")));
        assertEquals(List.of("big", "small"), outcomes.stream().map(o -> o.requestId()).toList());
        assertEquals(List.of("small", "big"), placer.placements().stream().map(p -> p.requestId()).toList());
    }
}
