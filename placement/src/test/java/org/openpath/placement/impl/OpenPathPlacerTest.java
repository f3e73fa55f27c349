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
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openpath.placement.impl.Fixtures.graph;
import static org.openpath.placement.impl.Fixtures.request;

import java.util.List;
import java.util.Map;
import java.util.Optional;
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
import org.openpath.placement.RejectReason;
import org.openpath.placement.Rejected;
import org.openpath.placement.Role;
import org.openpath.placement.SubSfc;
import org.openpath.placement.Topology;

class OpenPathPlacerTest {
    private static final Topology FAT_TREE = Topology.fatTree(4, Capacities.DEFAULT);
    // Four 4-core hosts, two per leaf: nothing big fits on one host
    private static final Topology SMALL = Topology.leafSpine(1, 2, 2, new Capacities(4, 16_384, 10, 10, 5));

    private static AbstractPlacer openpath(final Topology topology) {
        return (AbstractPlacer) Placer.create(Algorithm.OPENPATH, topology, DemandTable.builtIn());
    }

    private static Placement placed(final Object outcome) {
        return assertInstanceOf(Placed.class, outcome).placement();
    }

    @Test
    void wholeSfcOnOneHostWithBackupInAnotherRack() {
        final var placer = openpath(FAT_TREE);
        final var p = placed(placer.place(request("c1", 1, true, "traffic-monitor", "ids", "firewall", "nat")));
        assertEquals(1, p.working().size());
        assertEquals(List.of("traffic-monitor", "ids", "firewall", "nat"), p.working().get(0).nfs());
        assertTrue(p.hops().isEmpty());
        assertEquals(0, p.interNodeGbps());
        assertEquals(1, p.backups().size());
        final var backup = p.backups().get(0);
        assertEquals("c1-w1", backup.protects());
        assertFalse(backup.active());
        // different edge switch: host-p-e-h
        final var w = p.working().get(0).node().split("-");
        final var b = backup.node().split("-");
        assertNotEquals(w[1] + w[2], b[1] + b[2]);
        assertNull(placer.capacityViolation());
    }

    @Test
    void anNfAboveWhatOneInstanceSustainsRunsSeveralWhereItsStateSplitsByFlow() {
        final var placer = openpath(FAT_TREE);
        // ids, vpn and compression sustain 5 Gbps an instance, traffic-monitor 40 (DemandTable.builtIn)
        final var p = placed(placer.place(request("big", 6, true, "traffic-monitor", "ids")));
        assertEquals(2, p.subSfcs().size(), () -> "working and backup: " + p.subSfcs());
        for (var sub : p.subSfcs()) {
            // ids keeps its state per 5-tuple: 2 instances; the monitor's 6 Gbps fit one
            assertEquals(Map.of("ids", 2), sub.instances(), sub::toString);
            assertEquals(1, sub.instancesOf("traffic-monitor"), sub::toString);
        }
        // compression has no state: 2 instances; a VPN's tunnel state belongs to no flow: one whatever its rate
        placed(placer.place(request("zip", 6, false, "compression"))).subSfcs()
            .forEach(sub -> assertEquals(Map.of("compression", 2), sub.instances(), sub::toString));
        placed(placer.place(request("tunnel", 6, false, "vpn"))).subSfcs()
            .forEach(sub -> assertEquals(Map.of(), sub.instances(), sub::toString));
        placed(placer.place(request("slow", 1, false, "ids", "compression"))).subSfcs()
            .forEach(sub -> assertEquals(Map.of(), sub.instances(), sub::toString));
    }

    @Test
    void scalingAnNfReservesEachInstancesBaseOnItsNodeAndGivesItBack() {
        final var placer = openpath(FAT_TREE);
        final var before = placed(placer.place(request("c", 1, true, "traffic-monitor", "ids")));
        final var node = before.working().getFirst().node();
        final var idle = placer.reserved(node);
        final var ids = DemandTable.builtIn().demand("ids");

        final var three = placed(placer.scale("c", "ids", 3));
        assertEquals(Map.of("ids", 3), three.working().getFirst().instances());
        assertEquals(before.working().getFirst().cpuCores() + 2 * ids.cpuBase(), three.working().getFirst().cpuCores(),
            1e-9);
        assertEquals(idle.cpuCores() + 2 * ids.cpuBase(), placer.reserved(node).cpuCores(), 1e-9);
        assertEquals(idle.memoryMib() + 2 * ids.memoryBase(), placer.reserved(node).memoryMib());
        assertEquals(before.backups(), three.backups(), "the backup keeps what it was placed with");
        assertEquals(three, placer.placements().getFirst());
        assertEquals(three, placed(placer.scale("c", "ids", 3)), "the same count changes nothing");

        final var one = placed(placer.scale("c", "ids", 1));
        assertEquals(Map.of(), one.working().getFirst().instances());
        assertEquals(idle, placer.reserved(node));
        placed(placer.scale("c", "ids", 2));
        assertTrue(placer.release("c"));
        assertEquals(0, placer.reserved(node).cpuCores(), 1e-9, "released with its instances");
        assertNull(placer.capacityViolation());
    }

    @Test
    void scalingRefusesWhatDoesNotFitOrCannotSplitAndChangesNothing() {
        final var placer = openpath(SMALL);
        final var p = placed(placer.place(request("c", 1, false, "ids", "vpn")));
        final var node = p.working().getFirst().node();
        final var reserved = placer.reserved(node);
        // a 4-core host: ids takes 0.5 + 1.5 cores, vpn 0.5 + 2; each more ids instance 0.5
        final var full = assertInstanceOf(Rejected.class, placer.scale("c", "ids", 20));
        assertEquals(RejectReason.NO_NODE_CAPACITY, full.reason());
        assertTrue(full.detail().startsWith("19 more instance(s) of ids need 9.50 cores and 19456 MiB; " + node
            + " has "), full.detail());
        final var vpn = assertInstanceOf(Rejected.class, placer.scale("c", "vpn", 2));
        assertEquals(RejectReason.NOT_SCALABLE, vpn.reason());
        assertEquals(reserved, placer.reserved(node));
        assertEquals(p, placer.placements().getFirst());
        assertThrows(IllegalArgumentException.class, () -> placer.scale("nope", "ids", 2));
        assertThrows(IllegalArgumentException.class, () -> placer.scale("c", "fw", 2));
        assertThrows(IllegalArgumentException.class, () -> placer.scale("c", "ids", 0));
        assertThrows(IllegalArgumentException.class, () -> placer.scale("c", "ids", 65));
    }

    @Test
    void aSubSfcListsInstancesOnlyOfItsOwnNfsAndOnlyAboveOne() {
        assertThrows(IllegalArgumentException.class, () -> new SubSfc("c-w1", Role.WORKING, "",
            "h", true, List.of("fw"), 1, 1, Map.of("nat", 2)));
        assertThrows(IllegalArgumentException.class, () -> new SubSfc("c-w1", Role.WORKING, "",
            "h", true, List.of("fw"), 1, 1, Map.of("fw", 1)));
        final var sub = new SubSfc("c-w1", Role.WORKING, "", "h", true, List.of("fw", "nat"), 1,
            1, Map.of("fw", 3));
        assertEquals(3, sub.instancesOf("fw"));
        assertEquals(1, sub.instancesOf("nat"));
        assertEquals(sub.instances(), sub.withActive(false).instances());
        assertFalse(sub.withActive(false).active());
    }

    @Test
    void latencyIsTheSlowestBranchPerStagePlusMerge() {
        final var placer = openpath(FAT_TREE);
        final var graph = graph("traffic-monitor", "ids", "firewall");
        final var p = placed(placer.place(new PlacementRequest("c", graph, 1, 10_000, Affinity.HIGH, false)));
        double expected = 0;
        for (var stage : graph.stages()) {
            expected += stage.nfs().stream().mapToDouble(nf -> DemandTable.builtIn().demand(nf).latencyMicros())
                .max().orElseThrow() + (stage.branches().size() > 1 ? AbstractPlacer.MERGE_MICROS : 0);
        }
        assertEquals(expected, p.latencyMicros(), 1e-9);
    }

    @Test
    void splitsAtStageBoundariesWhenNoHostFits() {
        final var placer = openpath(SMALL);
        final var graph = graph("traffic-monitor", "ids", "firewall", "nat", "shaper");
        final var p = placed(placer.place(new PlacementRequest("big", graph, 1, 10_000, Affinity.HIGH, false)));
        assertTrue(p.working().size() > 1, p.toString());
        assertEquals(p.working().size() - 1, p.hops().size());
        for (var stage : graph.stages()) {
            final long subs = p.working().stream().filter(w -> w.nfs().stream().anyMatch(stage.nfs()::contains))
                .count();
            assertEquals(1, subs, "stage " + stage.nfs() + " was cut: " + p.working());
        }
        assertEquals(p.hops().stream().mapToDouble(h -> h.bandwidthGbps()).sum(), p.interNodeGbps(), 1e-9);
        assertNull(placer.capacityViolation());
    }

    @Test
    void aStageTooBigForAnyHostIsSplitAcrossHostsAsALastResort() {
        final var placer = openpath(SMALL);
        // ids and firewall share one stage; at 2 Gbps they need 4.75 cores, more than a 4-core host has
        final var p = placed(placer.place(request("wide", 2, false, "ids", "firewall")));
        assertEquals(2, p.working().size());
        assertEquals(1, p.hops().size());
        assertNull(placer.capacityViolation());
    }

    @Test
    void lowAffinitySpreadsStages() {
        final var placer = openpath(FAT_TREE);
        final var graph = graph("firewall", "nat", "shaper");
        final var p = placed(placer.place(new PlacementRequest("low", graph, 1, 10_000, Affinity.LOW, false)));
        assertEquals(graph.stages().size(), p.working().size());
    }

    @Test
    void rejectionLeavesNothingReserved() {
        final var placer = openpath(SMALL);
        final var tooBig = placer.place(request("huge", 5, false, "wan-optimizer", "ids", "vpn", "compression",
            "dpi", "sandbox"));
        assertEquals(RejectReason.NO_NODE_CAPACITY, assertInstanceOf(Rejected.class, tooBig).reason());
        assertTrue(placer.nothingReserved());
        assertTrue(placer.placements().isEmpty());
    }

    @Test
    void backupAvoidsTheTwinsHostWhenNoHostSurvivesItsSwitch() {
        // two hosts under one switch: no backup survives the switch, so the backup goes on the other host, which
        // survives the twin's host and link
        final var rack = Topology.parse("""
            host a 16 65536 10
            host b 16 65536 10
            switch s
            link a s 10 5
            link b s 10 5
            """);
        final var placer = openpath(rack);
        final var p = placed(placer.place(request("c", 1, true, "firewall", "nat")));
        assertEquals(List.of("a"), p.working().stream().map(SubSfc::node).toList());
        assertEquals(List.of("b"), p.backups().stream().map(SubSfc::node).toList());
        assertTrue(placer.plan(new Failure.LinkDown("a", "s")).lost().isEmpty());
        assertTrue(placer.plan(new Failure.NodeDown("s")).lost().get(0).unprotectable());
        assertNull(placer.capacityViolation());
    }

    @Test
    void latencySlaIsEnforced() {
        final var placer = openpath(FAT_TREE);
        final var outcome = placer.place(new PlacementRequest("slow", graph("sandbox", "honeypot"), 1, 100,
            Affinity.HIGH, false));
        assertEquals(RejectReason.LATENCY_SLA, assertInstanceOf(Rejected.class, outcome).reason());
        assertTrue(placer.nothingReserved());
    }

    @Test
    void duplicateAndRelease() {
        final var placer = openpath(FAT_TREE);
        placed(placer.place(request("c", 1, true, "firewall")));
        assertEquals(RejectReason.DUPLICATE_REQUEST,
            assertInstanceOf(Rejected.class, placer.place(request("c", 1, true, "firewall"))).reason());
        assertTrue(placer.release("c"));
        assertFalse(placer.release("c"));
        assertTrue(placer.nothingReserved());
    }

    @Test
    void batchPlacesLargestFirstButAnswersInInputOrder() {
        final var placer = openpath(SMALL);
        final var requests = List.of(request("small", 0.1, false, "probe"),
            request("large", 1, false, "ids", "firewall"));
        final var outcomes = placer.placeBatch(requests);
        assertEquals(List.of("small", "large"), outcomes.stream().map(o -> o.requestId()).toList());
        assertEquals(List.of("large", "small"), placer.placements().stream().map(Placement::requestId).toList());
    }

    @Test
    void hostFailureActivatesTheBackupAndRestoreReprotects() {
        final var placer = openpath(FAT_TREE);
        final var p = placed(placer.place(request("c", 1, true, "firewall", "ids", "nat")));
        final var host = p.working().get(0).node();
        final var plan = placer.plan(new Failure.NodeDown(host));
        assertEquals(1, plan.activations().size());
        assertEquals("c-b1", plan.activations().get(0).backup());
        assertTrue(plan.lost().isEmpty());
        assertEquals(0, plan.lostGbps());

        final var report = placer.restore(new Failure.NodeDown(host));
        assertEquals(1, report.replaced().size());
        final var after = report.replaced().get(0).placement();
        assertEquals(p.backups().get(0).node(), after.working().get(0).node());
        assertEquals(1, after.backups().size());
        assertNotEquals(host, after.backups().get(0).node());
        assertNull(placer.capacityViolation());
        placer.repair(new Failure.NodeDown(host));
    }

    @Test
    void chainThatRunsOnItsBackupIsKeptUnprotectedWhenNoFreshBackupFits() {
        // two hosts in two racks: after one fails there is nowhere for a fresh backup
        final var placer = openpath(Topology.leafSpine(1, 2, 1, new Capacities(16, 65_536, 10, 10, 5)));
        final var p = placed(placer.place(request("c", 1, true, "firewall", "ids")));
        final var host = p.working().get(0).node();
        final var backupHost = p.backups().get(0).node();

        final var report = placer.restore(new Failure.NodeDown(host));
        assertEquals(List.of(), report.dropped());
        assertEquals(1, report.replaced().size());
        final var after = report.replaced().get(0).placement();
        assertEquals(List.of(backupHost), after.working().stream().map(SubSfc::node).toList());
        assertEquals(List.of(), after.backups());
        assertEquals(List.of("c"), report.unprotected().stream().map(Rejected::requestId).toList());
        assertEquals(List.of(after), placer.placements());
        assertNull(placer.capacityViolation());

        // no room yet: nothing changes
        assertEquals(Optional.empty(), placer.reprotect("c"));
        assertEquals(List.of(after), placer.placements());
        // the failed host is back: a fresh backup there, the working sub-SFC stays on the former backup host
        placer.repair(new Failure.NodeDown(host));
        final var reprotected = placer.reprotect("c").orElseThrow();
        assertEquals(List.of(backupHost), reprotected.working().stream().map(SubSfc::node).toList());
        assertEquals(List.of(host), reprotected.backups().stream().map(SubSfc::node).toList());
        assertEquals(List.of(reprotected), placer.placements());
        assertEquals(Optional.empty(), placer.reprotect("c"), "protected already");
        assertNull(placer.capacityViolation());
    }

    @Test
    void aDrainingHostTakesNoNewRequest() {
        final var topology = Topology.leafSpine(1, 2, 1, new Capacities(16, 65_536, 10, 10, 5));
        final var chosen = placed(openpath(topology).place(request("d", 1, false, "firewall", "nat")))
            .working().get(0).node();

        final var placer = openpath(topology);
        placer.drain(chosen, true);
        final var p = placed(placer.place(request("d", 1, false, "firewall", "nat")));
        assertTrue(p.subSfcs().stream().noneMatch(sub -> sub.node().equals(chosen)), p.toString());
        // the only other host would have to take the backup: there is no host left for it
        final var refused = assertInstanceOf(Rejected.class, placer.place(request("e", 1, true, "firewall")));
        assertEquals(RejectReason.NO_BACKUP_DOMAIN, refused.reason());
        assertEquals(List.of(p), placer.placements());

        placer.drain(chosen, false);
        final var e = placed(placer.place(request("e", 1, true, "firewall")));
        assertTrue(e.subSfcs().stream().anyMatch(sub -> sub.node().equals(chosen)), e.toString());
    }

    @Test
    void aDrainingHostKeepsWhatRunsThereThroughFailuresElsewhere() {
        final var placer = openpath(Topology.leafSpine(1, 2, 1, new Capacities(16, 65_536, 10, 10, 5)));
        final var p = placed(placer.place(request("c", 1, true, "firewall", "ids")));
        final var host = p.working().get(0).node();
        final var backupHost = p.backups().get(0).node();

        placer.drain(host, true);
        assertEquals(List.of(p), placer.placements(), "draining moves nothing");
        // losing the backup host re-places the chain: its working sub-SFC stays on the draining host, unprotected
        final var report = placer.restore(new Failure.NodeDown(backupHost));
        assertEquals(List.of(), report.dropped());
        final var after = report.replaced().get(0).placement();
        assertEquals(List.of(host), after.working().stream().map(SubSfc::node).toList());
        assertEquals(List.of(), after.backups());
        placer.repair(new Failure.NodeDown(backupHost));
        final var reprotected = placer.reprotect("c").orElseThrow();
        assertEquals(List.of(host), reprotected.working().stream().map(SubSfc::node).toList());
        assertEquals(List.of(backupHost), reprotected.backups().stream().map(SubSfc::node).toList());
        assertNull(placer.capacityViolation());
    }

    @Test
    void splitChainSurvivesEveryNodeFailure() {
        final var placer = openpath(SMALL);
        final var graph = graph("traffic-monitor", "ids", "firewall", "nat", "shaper");
        placed(placer.place(new PlacementRequest("c", graph, 0.5, 10_000, Affinity.HIGH, true)));
        for (var node : SMALL.nodes()) {
            assertTrue(placer.plan(new Failure.NodeDown(node.id())).lost().isEmpty(), node.id());
        }
    }

    @Test
    void accessLinkFailureActivatesTheBackupAndCutsTheHostOffUntilRepaired() {
        final var placer = openpath(FAT_TREE);
        final var p = placed(placer.place(request("c", 1, true, "firewall", "nat")));
        final var host = p.working().get(0).node();
        final var edge = FAT_TREE.incidence().get(host).get(0).other(host);
        final var failure = new Failure.LinkDown(edge, host);
        final var plan = placer.plan(failure);
        assertEquals(List.of("c-b1"), plan.activations().stream().map(a -> a.backup()).toList());
        placer.restore(failure);
        assertTrue(placer.placements().get(0).subSfcs().stream().noneMatch(s -> s.node().equals(host)));
        // the cut-off host takes nothing new while the link is down
        for (int i = 0; i < 16; i++) {
            final var q = placer.place(request("x" + i, 0.1, false, "probe"));
            if (q instanceof Placed placedQ) {
                assertNotEquals(host, placedQ.placement().working().get(0).node());
            }
        }
        assertFalse(placer.ledger.open(placer.ledger.index(host)), "cut off while the link is down");
        // the link comes back, named from its other end (as LLDP may name it): the host is open again
        placer.repair(new Failure.LinkDown(host, edge));
        assertTrue(placer.ledger.open(placer.ledger.index(host)), "open again once the link is repaired");
        assertNull(placer.capacityViolation());
    }

    @Test
    void baselineWithoutBackupLosesTrafficOnHostFailure() {
        final var placer = Placer.create(Algorithm.NFP_PACKING, FAT_TREE, DemandTable.builtIn());
        final var p = placed(placer.place(request("c", 1, true, "firewall", "nat")));
        assertTrue(p.backups().isEmpty());
        final var plan = placer.plan(new Failure.NodeDown(p.working().get(0).node()));
        assertEquals(1, plan.lost().size());
        assertEquals(1, plan.lostGbps(), 1e-9);
    }
}
