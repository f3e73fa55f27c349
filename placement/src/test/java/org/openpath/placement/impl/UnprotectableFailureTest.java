/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openpath.placement.impl.Fixtures.request;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openpath.placement.Activation;
import org.openpath.placement.Algorithm;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Failure;
import org.openpath.placement.LostChain;
import org.openpath.placement.Placed;
import org.openpath.placement.Placement;
import org.openpath.placement.PlacementRequest;
import org.openpath.placement.Placer;
import org.openpath.placement.RejectReason;
import org.openpath.placement.Rejected;
import org.openpath.placement.Reserved;
import org.openpath.placement.SubSfc;
import org.openpath.placement.Topology;

/**
 * Backups protect against every single failure some placement survives, and a failure none survives (the one switch
 * every host hangs off) neither refuses a request nor is hidden: it is reported as unprotectable.
 */
class UnprotectableFailureTest {
    // the paper's setting: a core switch and two edge hosts, each hanging off the core alone
    private static final Topology CORE_AND_EDGES = Topology.parse("""
        topology core-2-edges
        switch core
        host edge-0 16 65536 10
        host edge-1 16 65536 10
        link edge-0 core 10 5
        link edge-1 core 10 5
        """);

    private static AbstractPlacer openpath(final Topology topology) {
        return (AbstractPlacer) Placer.create(Algorithm.OPENPATH, topology, DemandTable.builtIn());
    }

    private static Placement placed(final Object outcome) {
        return assertInstanceOf(Placed.class, outcome).placement();
    }

    @Test
    void coreAndTwoEdgesTakesTheRequestWithItsBackupOnTheOtherEdge() {
        final var placer = openpath(CORE_AND_EDGES);
        final var p = placed(placer.place(request("c", 1, true, "firewall", "nat")));
        assertEquals(List.of("edge-0"), p.working().stream().map(SubSfc::node).toList());
        assertEquals(List.of("edge-1"), p.backups().stream().map(SubSfc::node).toList());
        assertEquals("c-w1", p.backups().get(0).protects());
        // the backup's reservation: firewall and nat at 1 Gbit/s, 1.5 cores, and the NIC's 1 Gbit/s
        assertEquals(1.5, placer.reserved("edge-1").cpuCores(), 1e-9);
        assertEquals(1.0, placer.reserved("edge-1").nicGbps(), 1e-9);

        // the edge host fails: the backup on the other edge takes over, nothing is lost
        final var hostDown = placer.plan(new Failure.NodeDown("edge-0"));
        assertEquals(List.of(new Activation("c", "c-w1", "c-b1", "edge-1")), hostDown.activations());
        assertEquals(List.of(), hostDown.lost());
        // so does the edge's link to the core, the rest of its failure domain
        final var linkDown = placer.plan(new Failure.LinkDown("edge-0", "core"));
        assertEquals(List.of(new Activation("c", "c-w1", "c-b1", "edge-1")), linkDown.activations());
        assertEquals(List.of(), linkDown.lost());

        // the core takes both edges down: no placement survives it, and the loss says so
        final var coreDown = placer.plan(new Failure.NodeDown("core"));
        assertEquals(List.of(), coreDown.activations());
        assertEquals(1, coreDown.lost().size());
        final LostChain lost = coreDown.lost().get(0);
        assertEquals("c", lost.requestId());
        assertTrue(lost.unprotectable(), lost.toString());
        assertEquals(1.0, coreDown.lostGbps(), 1e-9);

        // carried out, the host failure leaves the chain running on edge-1; with one host left there is no other
        // host for a fresh backup, so it runs unprotected and says why
        final var report = placer.restore(new Failure.NodeDown("edge-0"));
        assertEquals(List.of(), report.dropped());
        final var after = report.replaced().get(0).placement();
        assertEquals(List.of("edge-1"), after.working().stream().map(SubSfc::node).toList());
        assertEquals(List.of(), after.backups());
        assertEquals(RejectReason.NO_BACKUP_DOMAIN, report.unprotected().get(0).reason());
        assertNull(placer.capacityViolation());
    }

    @Test
    void aLossTheBackupCouldHaveAvoidedIsNotUnprotectable() {
        final var placer = openpath(CORE_AND_EDGES);
        placed(placer.place(request("bare", 1, false, "firewall")));
        final var lost = placer.plan(new Failure.NodeDown("edge-0")).lost();
        assertEquals(1, lost.size());
        assertFalse(lost.get(0).unprotectable(), lost.toString());
        assertTrue(placer.plan(new Failure.NodeDown("core")).lost().get(0).unprotectable());
    }

    @Test
    void backupsOfTwinsOnOneEdgeAddUpOnTheOther() {
        final var placer = openpath(CORE_AND_EDGES);
        // two 1.5-core chains on edge-0 (best fit keeps them together); edge-0 failing activates both backups
        placed(placer.place(request("a", 1, true, "firewall", "nat")));
        final var b = placed(placer.place(request("b", 1, true, "firewall", "nat")));
        assertEquals("edge-0", b.working().get(0).node());
        assertEquals(new Reserved(3.0, 2 * b.working().get(0).memoryMib(), 2.0), placer.reserved("edge-1"));
        assertEquals(2, placer.plan(new Failure.NodeDown("edge-0")).activations().size());
    }

    @Test
    void aSingleHostLeavesNoRoomForABackup() {
        final var alone = Topology.parse("""
            switch s
            host a 16 65536 10
            link a s 10 5
            """);
        final var placer = openpath(alone);
        final var outcome = assertInstanceOf(Rejected.class, placer.place(request("c", 1, true, "firewall")));
        assertEquals(RejectReason.NO_BACKUP_DOMAIN, outcome.reason());
        assertEquals("no host outside the failure domain of c-w1 (a; left out, as no backup survives them: s, link a "
            + "-- s) has 0.75 cores, 320 MiB and 1.0 Gbps NIC free", outcome.detail());
        assertTrue(placer.nothingReserved());
        placed(placer.place(request("c", 1, false, "firewall")));
    }

    @Test
    void anIngressFailureNeedNotBeAvoided() {
        // two hosts under one leaf, and a host under a second leaf; the traffic enters at leaf-0
        final var twoLeaves = Topology.parse("""
            switch spine
            switch leaf-0
            switch leaf-1
            host a 16 65536 10
            host b 16 65536 10
            host c 16 65536 10
            link leaf-0 spine 10 5
            link leaf-1 spine 10 5
            link a leaf-0 10 5
            link b leaf-0 10 5
            link c leaf-1 10 5
            """);
        final var placer = openpath(twoLeaves);
        final var graph = Fixtures.graph("firewall");
        final var p = placed(placer.place(new PlacementRequest("in", graph, 1, 10_000,
            org.openpath.placement.Affinity.HIGH, true, "leaf-0")));
        assertEquals("a", p.working().get(0).node());
        // leaf-0 failing loses the traffic whatever runs where: the backup stays near the ingress, on b
        assertEquals("b", p.backups().get(0).node());
        assertTrue(placer.plan(new Failure.NodeDown("leaf-0")).lost().get(0).unprotectable());
        assertEquals(List.of(), placer.plan(new Failure.NodeDown("a")).lost());
        // without an ingress node the leaf is a failure to avoid: the backup goes under the other leaf
        final var out = placed(placer.place(request("out", 1, true, "firewall")));
        assertEquals("c", out.backups().get(0).node());
    }
}
