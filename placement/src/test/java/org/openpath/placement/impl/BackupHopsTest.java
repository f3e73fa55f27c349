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
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openpath.placement.impl.Fixtures.graph;

import org.junit.jupiter.api.Test;
import org.openpath.placement.Affinity;
import org.openpath.placement.Algorithm;
import org.openpath.placement.Capacities;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Placed;
import org.openpath.placement.Placement;
import org.openpath.placement.PlacementRequest;
import org.openpath.placement.Placer;
import org.openpath.placement.Topology;

/**
 * The hops a protected request needs once a failure's backups took over are reserved in advance, against that failure
 * only.
 */
class BackupHopsTest {
    // host-0-0, host-1-0, host-2-0 under leaf-0, leaf-1, leaf-2 and one spine; 10 Gbit/s links, roomy hosts
    private static final Topology THREE_RACKS = Topology.leafSpine(1, 3, 1, new Capacities(16, 65_536, 40, 10, 5));

    private static AbstractPlacer openpath() {
        return (AbstractPlacer) Placer.create(Algorithm.OPENPATH, THREE_RACKS, DemandTable.builtIn());
    }

    /** A firewall and a NAT at 6 Gbit/s entering at a leaf, with backups. */
    private static PlacementRequest entering(final String id, final String leaf) {
        return new PlacementRequest(id, graph("firewall", "nat"), 6, 10_000, Affinity.HIGH, true, leaf);
    }

    private static Placement placed(final Object outcome) {
        return assertInstanceOf(Placed.class, outcome, outcome::toString).placement();
    }

    @Test
    void theHopFromTheIngressToTheBackupIsReservedBeforeTheFailure() {
        final var placer = openpath();
        final var p = placed(placer.place(entering("p", "leaf-0")));
        assertEquals("host-0-0", p.working().get(0).node());
        final var backup = p.backups().get(0).node();
        final var backupLeaf = "leaf-" + backup.charAt("host-".length());
        // the working hop from the ingress node
        assertEquals(6, placer.reservedBandwidth("leaf-0", "host-0-0"), 1e-9);
        // once host-0-0 (or its link) fails the traffic goes leaf-0 > spine-0 > the backup's leaf > the backup:
        // reserved now, once for both failures
        assertEquals(6, placer.reservedBandwidth("leaf-0", "spine-0"), 1e-9);
        assertEquals(6, placer.reservedBandwidth("spine-0", backupLeaf), 1e-9);
        assertEquals(6, placer.reservedBandwidth(backupLeaf, backup), 1e-9);
        placer.release("p");
        assertTrue(placer.nothingReserved());
    }

    @Test
    void backupHopsOfDifferentFailuresShareALink() {
        final var placer = openpath();
        final var p = placed(placer.place(entering("p", "leaf-0")));
        final var q = placed(placer.place(entering("q", "leaf-2")));
        assertEquals("host-2-0", q.working().get(0).node());
        // both backups on host-1-0 (they share its cores too): each failure needs 6 of the 10 Gbit/s into it,
        // never both at once
        assertEquals("host-1-0", p.backups().get(0).node());
        assertEquals("host-1-0", q.backups().get(0).node());
        assertEquals(6, placer.reservedBandwidth("spine-0", "leaf-1"), 1e-9);
        assertEquals(6, placer.reservedBandwidth("leaf-1", "host-1-0"), 1e-9);
        assertNull(placer.capacityViolation());
    }
}
