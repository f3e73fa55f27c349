/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openpath.orchestrator.impl.TopologyTracker.AdminChange;
import org.openpath.orchestrator.impl.TopologyTracker.LinkEvent;
import org.openpath.orchestrator.impl.TopologyTracker.LinkUpdate;
import org.openpath.orchestrator.impl.TopologyTracker.NodeChange;
import org.openpath.placement.Failure;
import org.openpath.placement.Link;
import org.openpath.placement.Node;
import org.openpath.placement.Placer;
import org.openpath.placement.Topology;

/**
 * Which nodes and links placement may use, and what a connection or LLDP change means for it.
 */
class TopologyTrackerTest {
    private final TopologyTracker tracker = new TopologyTracker();

    @Test
    void aConfiguredNodeIsUsableWhileConnectedAndEnabled() {
        assertEquals(NodeChange.SEEN, tracker.nodeChanged("openflow:1", true), "not configured yet");
        tracker.configure(new TopologySpec(Fixtures.triangle().configured(), Set.of("openflow:3")));
        tracker.rebuild();
        assertEquals(1, tracker.usableNodes(), "only the connected openflow:1");

        assertEquals(NodeChange.NONE, tracker.nodeChanged("openflow:1", true), "connected already");
        assertEquals(NodeChange.USABLE, tracker.nodeChanged("openflow:2", true));
        assertEquals(NodeChange.SEEN, tracker.nodeChanged("openflow:3", true), "disabled: stays down");
        assertEquals(2, tracker.usableNodes());
        assertEquals(NodeChange.LOST, tracker.nodeChanged("openflow:2", false));
        assertEquals(NodeChange.NONE, tracker.nodeChanged("openflow:2", false));
        assertEquals(NodeChange.SEEN, tracker.nodeChanged("openflow:3", false), "it was down already");
        assertEquals(NodeChange.SEEN, tracker.nodeChanged("openflow:9", true), "not configured");
        assertTrue(tracker.connected("openflow:9"));
        assertFalse(tracker.configured("openflow:9"));
        assertEquals(Set.of("openflow:1", "openflow:9"), tracker.connectedNodes());
        assertTrue(tracker.adminDisabled("openflow:3"));
    }

    @Test
    void aChangeOfAdminStatesAloneSaysWhatToDo() {
        final var triangle = Fixtures.triangle().configured();
        tracker.configure(new TopologySpec(triangle, Set.of("openflow:3"), Set.of()));
        tracker.rebuild();
        tracker.nodeChanged("openflow:1", true);
        tracker.nodeChanged("openflow:3", true);
        assertEquals(1, tracker.usableNodes());

        // openflow:1 (usable) disabled, openflow:2 (not connected) disabled, openflow:3 enabled, openflow:2 drains
        assertEquals(new AdminChange(List.of(), List.of(), List.of("openflow:3"), List.of("openflow:1")),
            tracker.reconfigure(new TopologySpec(triangle, Set.of("openflow:1", "openflow:2"), Set.of())));
        assertTrue(tracker.adminDisabled("openflow:1"));
        assertEquals(1, tracker.usableNodes(), "openflow:3 only");
        assertEquals(new AdminChange(List.of("openflow:3"), List.of(), List.of("openflow:1"), List.of()),
            tracker.reconfigure(new TopologySpec(triangle, Set.of("openflow:2"), Set.of("openflow:3"))));
        assertTrue(tracker.adminDraining("openflow:3"));
        assertEquals(2, tracker.usableNodes(), "a draining node is not down");
        assertEquals(new AdminChange(List.of(), List.of("openflow:3"), List.of(), List.of()),
            tracker.reconfigure(new TopologySpec(triangle, Set.of("openflow:2"), Set.of())));
        assertEquals(NodeChange.SEEN, tracker.nodeChanged("openflow:2", true), "disabled: stays down");

        // another topology: to rebuild
        final var smaller = new Topology(TopologySpec.NAME, triangle.nodes().subList(0, 2), List.of());
        assertNull(tracker.reconfigure(new TopologySpec(smaller, Set.of(), Set.of("openflow:1"))));
        assertTrue(tracker.adminDraining("openflow:1"), "taken for the rebuild");
    }

    @Test
    void aNewPlacerIsToldWhatIsDownAndWhatDrains() {
        tracker.configure(new TopologySpec(Fixtures.triangle().configured(), Set.of(), Set.of("openflow:1")));
        tracker.nodeChanged("openflow:1", true);
        tracker.rebuild();
        final var restored = new ArrayList<Object>();
        tracker.markDown(recording(restored));
        assertEquals(Set.of("drain openflow:1", new Failure.NodeDown("openflow:2"),
            new Failure.NodeDown("openflow:3")), Set.copyOf(restored));
    }

    @Test
    void aNewPlacerIsToldWhatIsDown() {
        tracker.configure(Fixtures.triangle());
        tracker.nodeChanged("openflow:1", true);
        tracker.rebuild();
        final var restored = new ArrayList<Object>();
        tracker.markDown(recording(restored));
        assertEquals(Set.of(new Failure.NodeDown("openflow:2"), new Failure.NodeDown("openflow:3")),
            Set.copyOf(restored));
    }

    @Test
    void discoveredLinksJoinTheTopologyAndTheirLossIsAFailure() {
        tracker.configure(new TopologySpec(new Topology(TopologySpec.NAME, List.of(Node.host("openflow:1", 16, 16384,
            40), Node.host("openflow:2", 16, 16384, 40)), List.of()), Set.of()));
        tracker.rebuild();

        assertEquals(new LinkUpdate(true, List.of(new LinkEvent.Unknown())),
            tracker.discoveredLinkChanged("openflow:1:1", new Link("openflow:1", "openflow:2", 1, 0)));
        final var topology = tracker.rebuild();
        assertEquals(List.of(new Link("openflow:1", "openflow:2", 10, 5)), topology.links(),
            "a discovered link has 10 Gbit/s and 5 microseconds");
        final var link = topology.links().getFirst();
        assertFalse(tracker.isConfigured(link));
        assertTrue(tracker.isUp(link));

        // the other direction: the same pair
        assertEquals(LinkUpdate.NONE, tracker.discoveredLinkChanged("openflow:2:1",
            new Link("openflow:2", "openflow:1", 1, 0)));
        assertEquals(new LinkUpdate(true, List.of()), tracker.discoveredLinkChanged("openflow:1:1", null),
            "one direction is left: the pair is still joined");
        assertEquals(new LinkUpdate(true, List.of(new LinkEvent.Lost(new Failure.LinkDown("openflow:1",
            "openflow:2")))), tracker.discoveredLinkChanged("openflow:2:1", null));
        assertFalse(tracker.isUp(link));
        assertEquals(LinkUpdate.NONE, tracker.discoveredLinkChanged("openflow:2:1", null), "gone already");

        assertEquals(new LinkUpdate(true, List.of(new LinkEvent.Repaired(new Failure.LinkDown("openflow:2",
            "openflow:1")))), tracker.discoveredLinkChanged("openflow:2:1", new Link("openflow:2", "openflow:1", 1,
                0)));
        assertTrue(tracker.isUp(link));
    }

    @Test
    void aConfiguredLinkIsConfigured() {
        tracker.configure(Fixtures.triangle());
        final var topology = tracker.rebuild();
        assertTrue(topology.links().stream().allMatch(tracker::isConfigured));
        assertEquals(LinkUpdate.NONE.changed(), tracker.discoveredLinkChanged("x", null).changed());
    }

    private static Placer recording(final List<Object> restored) {
        return (Placer) Proxy.newProxyInstance(Placer.class.getClassLoader(), new Class<?>[] {Placer.class},
            (proxy, method, args) -> {
                if (method.getName().equals("restore")) {
                    restored.add(args[0]);
                    return null;
                }
                if (method.getName().equals("drain") && (Boolean) args[1]) {
                    restored.add("drain " + args[0]);
                    return null;
                }
                throw new UnsupportedOperationException(method.getName());
            });
    }
}
