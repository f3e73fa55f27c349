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
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openpath.placement.impl.Fixtures.graph;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openpath.placement.Admission;
import org.openpath.placement.Affinity;
import org.openpath.placement.Algorithm;
import org.openpath.placement.Capacities;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Failure;
import org.openpath.placement.Placed;
import org.openpath.placement.PlacementRequest;
import org.openpath.placement.Placer;
import org.openpath.placement.RejectReason;
import org.openpath.placement.Rejected;
import org.openpath.placement.Topology;

/**
 * Priced admission refuses a request that fits when it would take many cores of a nearly full cluster, leaves nothing
 * of it behind, keeps admitting small ones, and never applies to what a failure re-places.
 */
class AdmissionTest {
    // 16 cores and 40 Gbit/s per host; the CPU is what runs out
    private static final Capacities CAPS = new Capacities(16, 65_536, 40, 40, 5);
    private static final Topology TWO_RACKS = Topology.leafSpine(1, 2, 1, CAPS);
    private static final Topology THREE_RACKS = Topology.leafSpine(1, 3, 1, CAPS);

    private static AbstractPlacer placer(final Topology topology, final Admission admission) {
        return (AbstractPlacer) Placer.create(Algorithm.OPENPATH, topology, DemandTable.builtIn(), admission);
    }

    /** A firewall and a NAT at 9 Gbit/s, no backup: 2 x (0.25 + 0.5 x 9) = 9.5 cores. */
    private static PlacementRequest big(final String id) {
        return new PlacementRequest(id, graph("firewall", "nat"), 9, 10_000, Affinity.HIGH, false);
    }

    /** The same at 2 Gbit/s: 2 x (0.25 + 0.5 x 2) = 2.5 cores. */
    private static PlacementRequest small(final String id) {
        return new PlacementRequest(id, graph("firewall", "nat"), 2, 10_000, Affinity.HIGH, false);
    }

    @Test
    void thePriceRisesFromNothingToAWholeCore() {
        final var priced = new Admission.Priced(256, 3);
        assertEquals(0, priced.price(0), 1e-12);
        assertEquals(1, priced.price(1), 1e-12);
        // 256^0.5 = 16: (16 - 1) / 255
        assertEquals(15.0 / 255, priced.price(0.5), 1e-12);
        // clamped outside 0..1
        assertEquals(0, priced.price(-0.2), 1e-12);
        assertEquals(1, priced.price(1.3), 1e-12);
        // what the Javadoc promises of the measured setting: 256^0.7 = 2^5.6 = 48.50, 256^0.8 = 2^6.4 = 84.45,
        // 256^0.9 = 2^7.2 = 147.03, 256^0.95 = 2^7.6 = 194.01
        assertEquals(16.1, priced.budgetCores() / priced.price(0.7), 0.05);
        assertEquals(3 / ((84.45 - 1) / 255), priced.budgetCores() / priced.price(0.8), 0.01);
        assertEquals(9.17, priced.budgetCores() / priced.price(0.8), 0.01);
        assertEquals(5.24, priced.budgetCores() / priced.price(0.9), 0.01);
        assertEquals(3.96, priced.budgetCores() / priced.price(0.95), 0.01);
        assertEquals(Admission.Priced.MEASURED, priced);
        assertEquals(5 * priced.price(0.7), priced.cost(5, 0.7), 1e-12);
    }

    @Test
    void badSettingsAreRefusedByName() {
        for (var bad : List.of(new double[] {1, 2}, new double[] {0.5, 2}, new double[] {Double.NaN, 2},
                new double[] {Double.POSITIVE_INFINITY, 2}, new double[] {4096, 0}, new double[] {4096, -1},
                new double[] {4096, Double.NaN}, new double[] {4096, Double.POSITIVE_INFINITY})) {
            final var error = assertThrows(IllegalArgumentException.class, () -> new Admission.Priced(bad[0], bad[1]));
            assertTrue(error.getMessage().contains("base") && error.getMessage().contains("budget"),
                error::getMessage);
        }
    }

    @Test
    void onlyOpenPathPricesAdmission() {
        for (var algorithm : Algorithm.values()) {
            if (algorithm == Algorithm.OPENPATH) {
                continue;
            }
            final var error = assertThrows(IllegalArgumentException.class, () -> Placer.create(algorithm, TWO_RACKS,
                DemandTable.builtIn(), Admission.Priced.MEASURED));
            assertTrue(error.getMessage().contains(algorithm.yangName()), error::getMessage);
            final var baseline = Placer.create(algorithm, TWO_RACKS, DemandTable.builtIn(), Admission.ALL_THAT_FIT);
            assertEquals(algorithm, baseline.algorithm());
            assertThrows(IllegalArgumentException.class, () -> baseline.admission(Admission.Priced.MEASURED));
            assertEquals(Admission.ALL_THAT_FIT, baseline.admission());
        }
    }

    @Test
    void admissionChangesFromTheNextRequestOnAndAChainPlacedAgainIsNeverPriced() {
        final var placer = placer(TWO_RACKS, Admission.ALL_THAT_FIT);
        assertInstanceOf(Placed.class, placer.place(big("x")));
        assertInstanceOf(Placed.class, placer.place(big("y")));
        placer.admission(Admission.Priced.MEASURED);
        assertEquals(Admission.Priced.MEASURED, placer.admission());
        assertEquals(2, placer.placements().size(), "nothing placed moves or goes");
        assertEquals(RejectReason.ADMISSION_PRICE,
            assertInstanceOf(Rejected.class, placer.place(big("z"))).reason());
        // z as a chain that ran before: placed again whatever its bill, and the admission stays priced
        assertInstanceOf(Placed.class, placer.placeAgain(big("z")));
        assertEquals(Admission.Priced.MEASURED, placer.admission());
        placer.release("z");
        assertEquals(RejectReason.ADMISSION_PRICE,
            assertInstanceOf(Rejected.class, placer.place(big("z"))).reason());
        placer.admission(Admission.ALL_THAT_FIT);
        assertInstanceOf(Placed.class, placer.place(big("z")));
        assertNull(placer.capacityViolation());
    }

    @Test
    void aBigRequestOnANearlyFullClusterIsRefusedAndLeavesNothingBehind() {
        final var priced = placer(TWO_RACKS, Admission.Priced.MEASURED);
        final var greedy = placer(TWO_RACKS, Admission.ALL_THAT_FIT);
        for (var placer : List.of(priced, greedy)) {
            // 9.5 of 32 cores, then 19 of 32 (59 %): a core costs 0.10 of its full price, y pays 0.97
            assertInstanceOf(Placed.class, placer.place(big("x")));
            assertInstanceOf(Placed.class, placer.place(big("y")));
        }
        final var before = List.of(priced.reserved("host-0-0"), priced.reserved("host-1-0"));

        // a third big one fits, split over the two hosts' 6.5 free cores each, and all-that-fit takes it ...
        assertInstanceOf(Placed.class, greedy.place(big("z")));
        assertNull(greedy.capacityViolation());
        // ... but it would leave 28.5 of 32 cores (89 %) reserved, where a core costs 0.54: 5.2 for 9.5 cores
        final var refused = assertInstanceOf(Rejected.class, priced.place(big("z")));
        assertEquals(RejectReason.ADMISSION_PRICE, refused.reason());
        assertEquals("z", refused.requestId());
        assertTrue(refused.detail().contains("9.50 cores") && refused.detail().contains("89.1 %")
            && refused.detail().contains("budget of 3.00"), refused::detail);
        assertEquals(before, List.of(priced.reserved("host-0-0"), priced.reserved("host-1-0")),
            "nothing of z stays reserved");
        assertEquals(List.of("x", "y"), priced.placements().stream().map(p -> p.requestId()).toList());

        // a small one still pays little: 21.5 of 32 (67 %), 0.16 a core, 0.40 for 2.5 cores
        assertInstanceOf(Placed.class, priced.place(small("s")));
        // and the refused request is not remembered: once room is back, it may come again
        priced.release("x");
        priced.release("s");
        assertInstanceOf(Placed.class, priced.place(big("z")));
        assertNull(priced.capacityViolation());
    }

    @Test
    void whatAFailureRePlacesWasAdmittedBefore() {
        final var placer = placer(THREE_RACKS, Admission.Priced.MEASURED);
        for (var id : List.of("x", "y", "w")) {
            assertInstanceOf(Placed.class, placer.place(big(id)), id);
        }
        final var host = placer.placements().get(0).working().get(0).node();
        // two hosts left, 32 cores: x's 9.5 cores beside the others' 19 would leave 89 % reserved, more than a new
        // request of that size may take; x is re-placed all the same
        final var report = placer.restore(new Failure.NodeDown(host));
        assertTrue(report.dropped().isEmpty(), report::toString);
        assertEquals(List.of("x"), report.replaced().stream().map(Placed::requestId).toList());
        assertEquals(3, placer.placements().size());
        assertNull(placer.capacityViolation());
        assertEquals(28.5 / 32, placer.utilisation().cpu() * 48 / 32, 1e-9);
        assertTrue(Admission.Priced.MEASURED.cost(9.5, 28.5 / 32) > Admission.Priced.MEASURED.budgetCores(),
            "as a new request, x would have been refused at this load");
    }
}
