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
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openpath.placement.impl.Fixtures.graph;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openpath.placement.Affinity;
import org.openpath.placement.Algorithm;
import org.openpath.placement.Capacities;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Failure;
import org.openpath.placement.Placed;
import org.openpath.placement.Placement;
import org.openpath.placement.PlacementRequest;
import org.openpath.placement.Placer;
import org.openpath.placement.Rejected;
import org.openpath.placement.Reserved;
import org.openpath.placement.Topology;

/**
 * Backups share what they reserve when their working twins cannot fail together, and only then.
 */
class SharedBackupTest {
    // 16 cores and 40 Gbit/s per host; the CPU is what runs out
    private static final Capacities CAPS = new Capacities(16, 65_536, 40, 40, 5);
    // host-0-0, host-1-0, host-2-0, each alone under its own leaf: three failure domains
    private static final Topology THREE_RACKS = Topology.leafSpine(1, 3, 1, CAPS);
    private static final Topology TWO_RACKS = Topology.leafSpine(1, 2, 1, CAPS);

    private static AbstractPlacer openpath(final Topology topology) {
        return (AbstractPlacer) Placer.create(Algorithm.OPENPATH, topology, DemandTable.builtIn());
    }

    /** A firewall and a NAT at 9 Gbit/s: 2 x (0.25 + 0.5 x 9) = 9.5 cores, more than half a host. */
    private static PlacementRequest big(final String id) {
        return new PlacementRequest(id, graph("firewall", "nat"), 9, 10_000, Affinity.HIGH, true);
    }

    /** The same at 2 Gbit/s: 2 x (0.25 + 0.5 x 2) = 2.5 cores. */
    private static PlacementRequest small(final String id) {
        return new PlacementRequest(id, graph("firewall", "nat"), 2, 10_000, Affinity.HIGH, true);
    }

    private static Placement placed(final Object outcome) {
        return assertInstanceOf(Placed.class, outcome, outcome::toString).placement();
    }

    @Test
    void backupsOfTwinsInDifferentRacksShareOneReservation() {
        final var placer = openpath(THREE_RACKS);
        final var x = placed(placer.place(big("x")));
        // each host has 6.5 cores left beside a 9.5-core chain: y's backup fits only beside x's, sharing its cores
        final var y = placed(placer.place(big("y")));
        final var xBackup = x.backups().get(0).node();
        assertEquals(xBackup, y.backups().get(0).node(), "the one host with room for y's backup: " + y);
        assertNotEquals(x.working().get(0).node(), y.working().get(0).node());
        assertNull(placer.capacityViolation());
        // 9.5 + 9.5 working, 9.5 for both backups: they never take over together
        assertEquals(28.5 / 48, placer.utilisation().cpu(), 1e-9);
        assertEquals(9.5, placer.reserved(xBackup).cpuCores(), 1e-9);
        // and each backup holds the chain's 9 Gbit/s of NIC, shared too
        assertEquals(9, placer.reserved(xBackup).nicGbps(), 1e-9);
        assertEquals(Reserved.NONE, placer.reserved("no-such-node"));
    }

    @Test
    void backupsOfTwinsThatFailTogetherAddUp() {
        final var placer = openpath(TWO_RACKS);
        final var a = placed(placer.place(small("a")));
        final var b = placed(placer.place(small("b")));
        // both run on the same host, so one failure activates both backups on the other: 2.5 + 2.5 reserved there
        assertEquals(a.working().get(0).node(), b.working().get(0).node());
        assertEquals(a.backups().get(0).node(), b.backups().get(0).node());
        assertEquals(10.0 / 32, placer.utilisation().cpu(), 1e-9);
        placer.release("a");
        placer.release("b");
        assertTrue(placer.nothingReserved());
    }

    @Test
    void aFailureKeepsThePromotedBackupsWhereTheyAreAndProtectsTheOthersAgainOrSaysWhyNot() {
        final var placer = openpath(THREE_RACKS);
        final var x = placed(placer.place(big("x")));
        final var y = placed(placer.place(big("y")));
        final var lost = x.working().get(0).node();
        final var shared = x.backups().get(0).node();

        final var report = placer.restore(new Failure.NodeDown(lost));

        assertNull(placer.capacityViolation());
        final var xAfter = placer.placements().stream().filter(p -> p.requestId().equals("x")).findFirst()
            .orElseThrow();
        assertEquals(List.of(shared), xAfter.working().stream().map(w -> w.node()).toList(),
            "x runs where its backup was reserved");
        final var yAfter = placer.placements().stream().filter(p -> p.requestId().equals("y")).findFirst()
            .orElseThrow();
        assertEquals(y.working().get(0).node(), yAfter.working().get(0).node(), "y did not move");
        // the host y's backup shared now runs x, and the failed one is gone: no room for either backup
        assertEquals(List.of("x", "y"), report.unprotected().stream().map(Rejected::requestId).sorted().toList());
        assertTrue(xAfter.backups().isEmpty() && yAfter.backups().isEmpty());
    }
}
