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
import org.openpath.placement.RejectReason;
import org.openpath.placement.Rejected;
import org.openpath.placement.Topology;

/**
 * The classifier's ingress node in placement: the hop from it to the first working sub-SFC is routed, reserved and
 * counted in the latency, OpenPATH starts the chain near it, and a failure of the node or of the hop is handled.
 */
class IngressHopTest {
    // spine-0; leaf-0, leaf-1; host-0-0, host-0-1, host-1-0, host-1-1: 16 cores, 10 Gbps NICs, 10 Gbps 5 us links
    private static final Topology ONE_SPINE = Topology.leafSpine(1, 2, 2, Capacities.DEFAULT);
    // the same with two spines: every leaf reaches every other by two paths
    private static final Topology TWO_SPINES = Topology.leafSpine(2, 2, 2, Capacities.DEFAULT);

    private static AbstractPlacer openpath(final Topology topology) {
        return (AbstractPlacer) Placer.create(Algorithm.OPENPATH, topology, DemandTable.builtIn());
    }

    private static PlacementRequest request(final String id, final double rate, final String ingress) {
        return new PlacementRequest(id, graph("firewall", "nat"), rate, 10_000, Affinity.HIGH, false, ingress);
    }

    private static Placement placed(final Object outcome) {
        return assertInstanceOf(Placed.class, outcome, outcome::toString).placement();
    }

    @Test
    void aChainStartsNearItsIngressNodeAndItsHopIsCounted() {
        final var placer = openpath(ONE_SPINE);
        final var p = placed(placer.place(request("c", 2, "leaf-1")));
        final var node = p.working().get(0).node();
        assertTrue(node.startsWith("host-1-"), node);
        final var hop = p.ingressHop();
        assertEquals("leaf-1", hop.fromSubSfc());
        assertEquals(p.working().get(0).id(), hop.toSubSfc());
        assertEquals(List.of("leaf-1", node), hop.path());
        assertEquals(2, hop.bandwidthGbps());
        assertEquals(5, hop.latencyMicros());
        assertEquals(1, p.pathLength());
        assertEquals(2, p.interNodeGbps());
        // the same chain entering at its own node: the 5 us of the hop are the whole difference
        final var local = placed(openpath(ONE_SPINE).place(request("c", 2, node)));
        assertNull(local.ingressHop());
        assertEquals(5, p.latencyMicros() - local.latencyMicros(), 1e-9);
        // 2 of the 10 Gbps of one link: the hop's bandwidth is reserved
        assertEquals(0.2, placer.utilisation().maxLink(), 1e-9);
    }

    @Test
    void theIngressHopNeedsFreeBandwidthAndARejectionLeavesNothing() {
        final var placer = openpath(ONE_SPINE);
        // 6 of 10 Gbps: one chain per host NIC; the two hosts under leaf-0 first, then those behind the spine
        for (var id : List.of("a", "b", "c")) {
            placed(placer.place(request(id, 6, "leaf-0")));
        }
        final var before = placer.utilisation();
        // the fourth would cross leaf-0 -- spine-0 again: 6 + 6 > 10
        final var rejected = assertInstanceOf(Rejected.class, placer.place(request("d", 6, "leaf-0")));
        assertEquals(RejectReason.NO_BANDWIDTH, rejected.reason());
        assertTrue(rejected.detail().contains("from leaf-0 to host-1-"), rejected.detail());
        assertEquals(before, placer.utilisation());
        assertNull(placer.capacityViolation());
        // without the ingress node, nothing is routed and the fourth fits
        final var unrouted = openpath(ONE_SPINE);
        for (var id : List.of("a", "b", "c", "d")) {
            placed(unrouted.place(request(id, 6, null)));
        }
        placer.placements().forEach(p -> placer.release(p.requestId()));
        assertTrue(placer.nothingReserved());
    }

    @Test
    void aChainEnteringAtADrainingNodeRunsBesideItAndLeavesRoomForOthers() {
        // three 16-core hosts in a triangle of 40 Gbit/s links, as ChainOrchestrationIT configures them
        final var triangle = Topology.parse("""
            topology triangle
            host a 16 32768 40
            host b 16 32768 40
            host c 16 32768 40
            link a b 40 5
            link b c 40 5
            link a c 40 5
            """);
        final var placer = openpath(triangle);
        final var stay = placed(placer.place(new PlacementRequest("stay", graph("firewall"), 1, 10_000,
            Affinity.HIGH, false)));
        final var drained = stay.working().get(0).node();
        placer.drain(drained, true);
        // 2 x (0.25 + 0.5 x 10) = 10.5 cores: on one of the two other hosts, which leaves room beside it
        final var in = placed(placer.place(request("in", 10, drained)));
        assertTrue(!in.working().get(0).node().equals(drained), in.toString());
        assertEquals(List.of(drained, in.working().get(0).node()), in.ingressHop().path());
        placed(placer.place(new PlacementRequest("other", graph("firewall"), 1, 10_000, Affinity.HIGH, false)));
        // refused for where it enters, though 31 cores would not fit anywhere either
        final var nowhere = assertInstanceOf(Rejected.class, placer.place(request("nowhere", 30, "openflow:99")));
        assertEquals(RejectReason.INGRESS_UNAVAILABLE, nowhere.reason());
    }

    @Test
    void anUnknownOrFailedIngressNodeIsRefusedByName() {
        final var placer = openpath(ONE_SPINE);
        final var unknown = assertInstanceOf(Rejected.class, placer.place(request("c", 1, "leaf-9")));
        assertEquals(RejectReason.INGRESS_UNAVAILABLE, unknown.reason());
        assertEquals("ingress node leaf-9 is not in the topology", unknown.detail());
        placer.restore(new Failure.NodeDown("leaf-0"));
        final var down = assertInstanceOf(Rejected.class, placer.place(request("c", 1, "leaf-0")));
        assertEquals(RejectReason.INGRESS_UNAVAILABLE, down.reason());
        assertEquals("ingress node leaf-0 is down", down.detail());
        assertTrue(placer.nothingReserved());
    }

    @Test
    void aChainIsLostWithItsIngressNodeAndItsBackupMustBeReachableFromIt() {
        final var placer = openpath(TWO_SPINES);
        final var p = placed(placer.place(new PlacementRequest("c", graph("firewall", "nat"), 1, 10_000,
            Affinity.HIGH, true, "spine-0")));
        final var path = p.ingressHop().path();
        assertEquals(3, path.size(), path.toString());

        final var lost = placer.plan(new Failure.NodeDown("spine-0")).lost();
        assertEquals(1, lost.size());
        assertEquals("its ingress node spine-0 is down", lost.get(0).why());

        // a link of the ingress hop alone touches nothing: the data plane's protected paths ride it out
        final var cut = placer.plan(new Failure.LinkDown(path.get(0), path.get(1)));
        assertTrue(cut.lost().isEmpty() && cut.reroutedHops().isEmpty() && cut.activations().isEmpty(),
            cut.toString());

        // the working host goes: its backup takes over, and the ingress node reaches it
        final var host = p.working().get(0).node();
        final var plan = placer.plan(new Failure.NodeDown(host));
        assertTrue(plan.lost().isEmpty(), plan.toString());
        assertEquals(p.backups().get(0).node(), plan.activations().get(0).node());
        final var report = placer.restore(new Failure.NodeDown(host));
        final var again = placed(report.outcomes().get(0));
        assertEquals(List.of("spine-0", "leaf-" + again.working().get(0).node().charAt("host-".length()),
            again.working().get(0).node()), again.ingressHop().path());
        assertNull(placer.capacityViolation());
    }

    @Test
    void failuresThatCutTheIngressOffLeaveTheChainWithoutAHop() {
        // the ingress switch a reaches everything through x, which also carries the working host w alone
        final var line = Topology.parse("""
            topology line
            switch a
            switch x
            switch y
            host w 16 32768 40
            host k 16 32768 40
            link a x 40 5
            link x w 40 5
            link x y 40 5
            link y k 40 5
            """);
        final var placer = openpath(line);
        final var p = placed(placer.place(new PlacementRequest("c", graph("firewall", "nat"), 1, 10_000,
            Affinity.HIGH, true, "a")));
        assertEquals("w", p.working().get(0).node());
        assertEquals("k", p.backups().get(0).node());
        // x fails: w goes with it and its backup on k takes over; the switches will tell when x is back, and the
        // chain is not lost for the ingress switch's sake
        final var plan = placer.plan(new Failure.NodeDown("x"));
        assertTrue(plan.lost().isEmpty(), plan.toString());
        final var report = placer.restore(new Failure.NodeDown("x"));
        final var again = placed(report.outcomes().get(0));
        assertEquals("k", again.working().get(0).node());
        assertNull(again.ingressHop(), "no path from a to reserve");
        assertNull(placer.capacityViolation());
        // once x is back, a placement reserves the hop again
        placer.repair(new Failure.NodeDown("x"));
        placer.release("c");
        final var later = placed(placer.place(new PlacementRequest("c", graph("firewall", "nat"), 1, 10_000,
            Affinity.HIGH, false, "a")));
        assertEquals("a", later.ingressHop().path().get(0));
    }
}
