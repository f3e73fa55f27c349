/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.placement.Admission;
import org.openpath.placement.Affinity;
import org.openpath.placement.Algorithm;
import org.openpath.placement.Capacities;
import org.openpath.placement.PlacementRequest;
import org.openpath.placement.Topology;

/**
 * The simulator's record of what it accepted: how many, and how big the accepted requests are (the figure that
 * explains why an algorithm that turns big requests away can count more acceptances).
 */
class SimulationTest {
    private static PlacementRequest request(final String id, final double rate, final String... types)
            throws ChainValidationException {
        final var builder = ChainRequest.builder();
        for (var type : types) {
            builder.nf(type);
        }
        return new PlacementRequest(id, DependencyAnalyzer.builtIn().analyze(builder.build()).graph(), rate, 10_000,
            Affinity.HIGH, false);
    }

    @Test
    void theSizeOfWhatWasAcceptedCountsAcceptedRequestsOnly() throws ChainValidationException {
        final var offered = List.of(
            // firewall 0.25 + 0.5/Gbps and nat 0.25 + 0.5/Gbps cores at 1 Gbps: 1.5 cores
            request("small", 1, "firewall", "nat"),
            // at 2 Gbps: firewall 1.25, nat 1.25, traffic-monitor 0.25 + 0.25 x 2 = 0.75: 3.25 cores
            request("medium", 2, "firewall", "nat", "traffic-monitor"),
            // a WAN optimiser at 9 Gbps needs two instances: 2 x 1.0 + 2.0 x 9 = 20 cores, more than any 16-core host
            request("too-big", 9, "wan-optimizer"));
        final var result = Simulation.run(Topology.fatTree(4, Capacities.DEFAULT),
            new Variant(Algorithm.OPENPATH, false), offered, 1, false);
        assertEquals(2, result.accepted());
        assertEquals(2.5, result.acceptedMeanNfs(), 1e-9);
        assertEquals((1.5 + 3.25) / 2, result.acceptedMeanCores(), 1e-9);
        assertEquals(3.0, result.throughputGbps(), 1e-9);
    }

    @Test
    void availabilityIsGivenUnderEveryFailureAndUnderTheProtectableOnes() throws ChainValidationException {
        final var offered = List.of(request("a", 1, "firewall", "nat"), request("b", 0.5, "ids", "traffic-monitor"));
        final var paperSetting = Topology.coreAndEdges(2, Capacities.PAPER_TESTBED);
        final var protectedRun = Simulation.run(paperSetting, new Variant(Algorithm.OPENPATH, true), offered, 1, true);
        assertEquals(2, protectedRun.accepted());
        // the core takes both edges down, so no chain survives every failure; every other failure is survived
        assertEquals(0, protectedRun.availability(), 1e-9);
        assertEquals(1, protectedRun.protectableAvailability(), 1e-9);
        final var bare = Simulation.run(paperSetting, new Variant(Algorithm.OPENPATH, false), offered, 1, true);
        assertEquals(2, bare.accepted());
        assertEquals(0, bare.availability(), 1e-9);
        assertEquals(0, bare.protectableAvailability(), 1e-9);
    }

    @Test
    void variantsAreLabelledByBackupAndAdmission() {
        final var priced = Admission.Priced.MEASURED;
        assertEquals("openpath", new Variant(Algorithm.OPENPATH, true).label());
        assertEquals("openpath-no-backup", new Variant(Algorithm.OPENPATH, false).label());
        assertEquals("openpath-priced", new Variant(Algorithm.OPENPATH, true, priced).label());
        assertEquals("openpath-priced-no-backup", new Variant(Algorithm.OPENPATH, false, priced).label());
        assertEquals("nfp-packing", new Variant(Algorithm.NFP_PACKING, false).label());
        // every label the simulator writes is distinct, and both admissions of OpenPATH are among them
        final var labels = SimulatorMain.variants().stream().map(Variant::label).toList();
        assertEquals(labels.size(), labels.stream().distinct().count(), labels::toString);
        assertTrue(labels.containsAll(List.of("openpath", "openpath-no-backup", "openpath-priced",
            "openpath-priced-no-backup")), labels::toString);
    }

    @Test
    void pricedAdmissionCountsMoreOnAnOversubscribedCluster() {
        // 300 requests on 256 cores: the cluster is full after about 40
        final var offered = Workload.paper(SimulatorMain.BASE_SEED).requests(300);
        final var topology = Topology.fatTree(4, Capacities.DEFAULT);
        final var greedy = Simulation.run(topology, new Variant(Algorithm.OPENPATH, false), offered, 1, false);
        final var priced = Simulation.run(topology, new Variant(Algorithm.OPENPATH, false,
            Admission.Priced.MEASURED), offered, 1, false);
        assertTrue(priced.accepted() > greedy.accepted(), priced + " vs " + greedy);
        assertTrue(priced.throughputGbps() > greedy.throughputGbps(), priced + " vs " + greedy);
        // by turning the big requests away once the cluster is nearly full
        assertTrue(priced.acceptedMeanCores() < greedy.acceptedMeanCores(), priced + " vs " + greedy);
    }
}
