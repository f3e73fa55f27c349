/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openpath.placement.Algorithm;
import org.openpath.placement.Hop;
import org.openpath.placement.Placement;
import org.openpath.placement.Placer;
import org.openpath.placement.Reserved;
import org.openpath.placement.Role;
import org.openpath.placement.SubSfc;

/**
 * What {@code openpath-topology-state} shows of nodes and links.
 */
class TopologyStatesTest {
    /** Working on openflow:1 at 2 Gbit/s, backup on openflow:2, one hop openflow:1 - openflow:3 - openflow:2. */
    private static final Placement WEB = new Placement("web", Algorithm.OPENPATH, 2, List.of(
        new SubSfc("web-w1", Role.WORKING, "", "openflow:1", true, List.of("fw"), 1.5, 256),
        new SubSfc("web-w2", Role.WORKING, "", "openflow:1", true, List.of("nat"), 0.5, 128),
        new SubSfc("web-b1", Role.BACKUP, "web-w1", "openflow:2", false, List.of("fw"), 1.5, 256)),
        List.of(new Hop("web-w1", "web-w2", List.of("openflow:1", "openflow:3", "openflow:2"), 2, 10)), 20, 2, 2);

    /** What the placement reserves for WEB: both working sub-SFCs' NIC share on openflow:1, the hop on its links. */
    private static final Placer WEB_RESERVED = reserving(Map.of(
        "openflow:1", new Reserved(2.0, 384, 4.0),
        "openflow:2", new Reserved(1.5, 256, 0)),
        Map.of(TopologySpec.pair("openflow:2", "openflow:3"), 2.0, TopologySpec.pair("openflow:1", "openflow:3"), 2.0));
    private static final Placer NOTHING_RESERVED = reserving(Map.of(), Map.of());

    private final TopologyTracker topology = new TopologyTracker();
    private final TopologyStates states = new TopologyStates();

    @BeforeEach
    void configure() {
        topology.configure(new TopologySpec(Fixtures.triangle().configured(), Set.of("openflow:3")));
        topology.rebuild();
    }

    @Test
    void nodesShowTheirStatusAndTheCapacityInUse() {
        topology.nodeChanged("openflow:1", true);
        topology.nodeChanged("openflow:3", true);
        topology.nodeChanged("openflow:9", true);
        final var observed = states.observe(topology, List.of(WEB), WEB_RESERVED, Fixtures.START);
        assertEquals(List.of(
            new NodeState("openflow:1", NodeState.Status.CONNECTED, "Connected and used by placement", Fixtures.START,
                2.0, 384, 4.0, 2, 0),
            new NodeState("openflow:2", NodeState.Status.DISCONNECTED, "Configured, not connected to the controller",
                Fixtures.START, 1.5, 256, 0, 0, 1),
            new NodeState("openflow:3", NodeState.Status.CONNECTED, "Connected; administratively disabled, so "
                + "placement does not use it", Fixtures.START, 0, 0, 0, 0, 0),
            new NodeState("openflow:9", NodeState.Status.UNCONFIGURED, "Connected, but no capacity is configured in "
                + "openpath-topology", Fixtures.START, 0, 0, 0, 0, 0)), observed.nodes());
    }

    @Test
    void aDrainingNodeIsConnectedAndSaysWhatDrainingMeans() {
        topology.configure(new TopologySpec(Fixtures.triangle().configured(), Set.of(), Set.of("openflow:1")));
        topology.rebuild();
        topology.nodeChanged("openflow:1", true);
        assertEquals(new NodeState("openflow:1", NodeState.Status.CONNECTED, "Connected; draining, so what runs here "
            + "stays and placement puts nothing new here", Fixtures.START, 2.0, 384, 4.0, 2, 0),
            states.observe(topology, List.of(WEB), WEB_RESERVED, Fixtures.START).nodes().getFirst());
    }

    @Test
    void aNodeLostWhileHostingStaysFailedAndKeepsItsLastChange() {
        topology.nodeChanged("openflow:1", true);
        states.observe(topology, List.of(WEB), WEB_RESERVED, Fixtures.START);
        final var later = Fixtures.START.plusSeconds(60);
        topology.nodeChanged("openflow:1", false);
        final var lost = states.observe(topology, List.of(), NOTHING_RESERVED, later).nodes().getFirst();
        assertEquals(new NodeState("openflow:1", NodeState.Status.FAILED,
            "Lost while hosting sub-SFCs; their backups took over", later, 0, 0, 0, 0, 0), lost);
        assertEquals(lost, states.observe(topology, List.of(), NOTHING_RESERVED, later.plusSeconds(60)).nodes()
            .getFirst(), "still failed, since the same moment");
        assertEquals(NodeState.Status.DISCONNECTED, states.observe(topology, List.of(), NOTHING_RESERVED, later)
            .nodes().get(1).status(), "openflow:2 hosted nothing while connected");
    }

    @Test
    void anUnreachableNodeSaysSoAndFailsIfItIsThenLostWhileHosting() {
        topology.nodeChanged("openflow:1", true);
        states.observe(topology, List.of(WEB), WEB_RESERVED, Fixtures.START);
        final var dropped = Fixtures.START.plusSeconds(10);
        topology.unreachable("openflow:1", true);
        assertEquals(new NodeState("openflow:1", NodeState.Status.UNREACHABLE, "Control channel lost; within the "
            + "node-loss grace its chains keep their placement and its rules stay, then it counts as lost", dropped,
            2.0, 384, 4.0, 2, 0), states.observe(topology, List.of(WEB), WEB_RESERVED, dropped).nodes().getFirst());
        final var back = dropped.plusSeconds(1);
        topology.unreachable("openflow:1", false);
        assertEquals(new NodeState("openflow:1", NodeState.Status.CONNECTED, "Connected and used by placement", back,
            2.0, 384, 4.0, 2, 0), states.observe(topology, List.of(WEB), WEB_RESERVED, back).nodes().getFirst());

        // away again, and this time lost: it hosted sub-SFCs when it became unreachable
        topology.unreachable("openflow:1", true);
        states.observe(topology, List.of(WEB), WEB_RESERVED, back.plusSeconds(1));
        topology.unreachable("openflow:1", false);
        topology.nodeChanged("openflow:1", false);
        assertEquals(NodeState.Status.FAILED, states.observe(topology, List.of(), NOTHING_RESERVED,
            back.plusSeconds(6)).nodes().getFirst().status());
    }

    @Test
    void linksShowWhetherTheyAreUpAndTheBandwidthInUse() {
        final var links = states.observe(topology, List.of(WEB), WEB_RESERVED, Fixtures.START).links();
        assertEquals(List.of(
            new LinkState("openflow:1--openflow:2", "openflow:1", "openflow:2", true, true, 0),
            new LinkState("openflow:2--openflow:3", "openflow:2", "openflow:3", true, true, 2),
            new LinkState("openflow:1--openflow:3", "openflow:1", "openflow:3", true, true, 2)), links);
    }

    /** A placer that reports fixed reservations, and nothing else. */
    private static Placer reserving(final Map<String, Reserved> nodes, final Map<String, Double> links) {
        return (Placer) Proxy.newProxyInstance(Placer.class.getClassLoader(), new Class<?>[] {Placer.class},
            (proxy, method, args) -> switch (method.getName()) {
                case "reserved" -> nodes.getOrDefault((String) args[0], Reserved.NONE);
                case "reservedBandwidth" -> links.getOrDefault(TopologySpec.pair((String) args[0], (String) args[1]),
                    0.0);
                default -> throw new UnsupportedOperationException(method.getName());
            });
    }
}
