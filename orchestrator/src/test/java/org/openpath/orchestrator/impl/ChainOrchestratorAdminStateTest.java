/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openpath.orchestrator.impl.Fixtures.NODES;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.eclipse.jdt.annotation.Nullable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopologyBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Node.AdminState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.NodeBuilder;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.openpath.orchestrator.impl.ChainState.RunningOn;
import org.openpath.orchestrator.impl.ChainState.Status;
import org.openpath.placement.Placement;
import org.openpath.placement.SubSfc;

/**
 * The operator's {@code admin-state} of a node, on three NF hosts {@code openflow:1..3} (16 cores, 16384 MiB,
 * 40 Gbit/s each) joined in a triangle, with the built-in NF catalog: {@code disabled} is a planned loss of the node
 * (the chains switch to their backups, then protection is restored), {@code draining} keeps what runs on the node and
 * puts nothing new there.
 */
class ChainOrchestratorAdminStateTest {
    /** One parallel stage [ids, mon] with a backup: 2.5 cores, 1664 MiB, twice. */
    private static final RequestedChain PROTECTED = Fixtures.chain(1, true, List.of(), "ids", "ids", "mon",
        "traffic-monitor");
    /** Three stages fw, nat, lb without backup: 2.25 cores, 1088 MiB. */
    private static final RequestedChain WEB = Fixtures.chain("fw", "firewall", "nat", "nat", "lb", "load-balancer");
    /** ids at 10 Gbit/s: 2 instances, 1 + 15 = 16 cores; only an empty node takes it. */
    private static final RequestedChain BIG = Fixtures.chain(10, false, List.of(), "ids", "ids");

    private final Fixtures.TestClock clock = new Fixtures.TestClock();
    private final Fixtures.RecordingSink sink = new Fixtures.RecordingSink();
    private final ChainOrchestrator orchestrator = new ChainOrchestrator(sink, clock);

    @BeforeEach
    void configure() {
        start(orchestrator);
    }

    @Test
    void aDisabledNodeSwitchesItsChainsToTheirBackupsThenProtectionIsRestored() {
        submit("protected", PROTECTED);
        final var placed = sink.last("protected");
        assertEquals("Placed on node openflow:1 (1 working sub-SFC, 1 backup on openflow:2)", placed.reason());
        assertEquals(RunningOn.WORKING, placed.runningOn());

        final int mark = sink.mark();
        clock.advance(60);
        orchestrator.topologyChanged(topology(Map.of("openflow:1", AdminState.Disabled)));
        final var after = sink.statesSince(mark, "protected");
        assertEquals(2, after.size(), "first the switch to the backup, then the restored protection");

        // as when the node is lost: the backup carries the traffic, made visible before re-protecting
        final var switched = after.get(0);
        assertEquals(Status.PLACED, switched.status());
        assertEquals(RunningOn.BACKUP, switched.runningOn());
        assertEquals("node openflow:1 administratively disabled: running on backups (protected-w1 -> backup "
            + "protected-b1 on openflow:2)", switched.reason());
        final var activated = switched.placement();
        assertNotNull(activated);
        assertEquals(List.of("openflow:2"), activeNodes(activated));
        assertTrue(sink.flushedBetween(sink.indexOf(switched), sink.indexOf(after.get(1))),
            "the switch to the backup is flushed before protection is restored");

        final var restored = after.get(1);
        assertEquals(Status.PLACED, restored.status());
        assertEquals(RunningOn.BACKUP, restored.runningOn());
        assertEquals("node openflow:1 administratively disabled: running on former backups, protection restored; "
            + "node openflow:2 (1 working sub-SFC, 1 backup on openflow:3)", restored.reason());
        final var protectedAgain = restored.placement();
        assertNotNull(protectedAgain);
        assertEquals(Set.of("openflow:2"), nodesOf(protectedAgain.working()));
        assertEquals(Set.of("openflow:3"), nodesOf(protectedAgain.backups()));

        final var disabled = sink.node("openflow:1");
        assertEquals(NodeState.Status.CONNECTED, disabled.status());
        assertEquals("Connected; administratively disabled, so placement does not use it", disabled.reason());
        assertEquals(0, disabled.working() + disabled.backup());

        // nothing new goes there: no node is empty now
        submit("big", BIG);
        assertEquals(Status.REJECTED, sink.last("big").status());

        // enabled again, as a node that comes back: the chains stay where they run, rejected ones are retried
        final int states = sink.states("protected").size();
        orchestrator.topologyChanged(topology(Map.of()));
        assertEquals(states, sink.states("protected").size());
        assertEquals(RunningOn.BACKUP, sink.last("protected").runningOn());
        assertEquals("Connected and used by placement", sink.node("openflow:1").reason());
        final var big = sink.last("big");
        assertEquals(Status.PLACED, big.status());
        assertEquals("Placed after capacity appeared on node openflow:1 (1 working sub-SFC)", big.reason());
    }

    @Test
    void aChainWithoutBackupOnADisabledNodeIsPlacedElsewhere() {
        submit("web", WEB);
        final var before = sink.last("web").placement();
        assertNotNull(before);
        final var node = before.working().getFirst().node();

        final int mark = sink.mark();
        orchestrator.topologyChanged(topology(Map.of(node, AdminState.Disabled)));
        final var after = sink.statesSince(mark, "web");
        assertEquals(2, after.size(), "first the traffic loss, then the re-placement");
        assertEquals(RunningOn.NONE, after.get(0).runningOn());
        assertTrue(after.get(0).reason().startsWith("node " + node + " administratively disabled: traffic lost"),
            after.get(0).reason());
        final var replaced = after.get(1);
        assertEquals(Status.PLACED, replaced.status());
        assertEquals(RunningOn.WORKING, replaced.runningOn());
        final var placement = replaced.placement();
        assertNotNull(placement);
        assertFalse(nodesOf(placement.subSfcs()).contains(node), placement.toString());
        assertTrue(replaced.reason().startsWith("node " + node + " administratively disabled"), replaced.reason());
    }

    @Test
    void aDrainingNodeKeepsItsChainsAndTakesNoNewOne() {
        submit("web", WEB);
        final var web = sink.last("web").placement();
        assertNotNull(web);
        final var node = web.working().getFirst().node();

        // without draining, best fit puts a second chain next to the first one
        final var control = new Fixtures.RecordingSink();
        final var undrained = new ChainOrchestrator(control, clock);
        start(undrained);
        submit(undrained, "web", WEB);
        submit(undrained, "second", WEB);
        assertEquals(Set.of(node), nodesOf(control.last("second").placement().subSfcs()));

        final int mark = sink.mark();
        orchestrator.topologyChanged(topology(Map.of(node, AdminState.Draining)));
        assertEquals(List.of(), sink.statesSince(mark, "web"), "nothing moves, nothing switches");
        final var draining = sink.node(node);
        assertEquals(NodeState.Status.CONNECTED, draining.status());
        assertEquals("Connected; draining, so what runs here stays and placement puts nothing new here",
            draining.reason());
        assertEquals(1, draining.working());

        submit("second", WEB);
        final var second = sink.last("second");
        assertEquals(Status.PLACED, second.status());
        assertFalse(nodesOf(second.placement().subSfcs()).contains(node), second.reason());
        assertEquals(web, sink.last("web").placement(), "the first chain still runs where it ran");

        // enabled again: placement may use it, nothing moves
        orchestrator.topologyChanged(topology(Map.of()));
        assertEquals("Connected and used by placement", sink.node(node).reason());
        assertEquals(List.of(), sink.statesSince(mark, "web"));
    }

    @Test
    void protectionIsNotRestoredOnADrainingNode() {
        orchestrator.topologyChanged(topology(Map.of("openflow:3", AdminState.Draining)));
        submit("protected", PROTECTED);
        assertEquals("Placed on node openflow:1 (1 working sub-SFC, 1 backup on openflow:2)",
            sink.last("protected").reason());

        // openflow:3, the only node left for a fresh backup, drains: the chain runs on its backup unprotected
        orchestrator.nodeChanged("openflow:1", false);
        final var unprotected = sink.last("protected");
        assertEquals(RunningOn.BACKUP, unprotected.runningOn());
        assertTrue(unprotected.reason().startsWith("node openflow:1 disconnected: running on former backups WITHOUT "
            + "protection (no fresh backup fits: "), unprotected.reason());
        assertEquals(List.of(), unprotected.placement().backups());

        // draining no longer: it takes the fresh backup
        orchestrator.topologyChanged(topology(Map.of()));
        final var reprotected = sink.last("protected");
        assertEquals("Protection restored: node openflow:2 (1 working sub-SFC, 1 backup on openflow:3)",
            reprotected.reason());
        assertEquals(RunningOn.BACKUP, reprotected.runningOn());
    }

    /**
     * With state to carry, a disabled node's chains keep running where they run until the carrier says the NF state
     * is at the backups; then they switch, the reason saying what was carried.
     */
    @Test
    void aDisabledNodesChainsSwitchOnlyOnceItsStateIsCarried() {
        final var carrying = new HashMap<String, CompletableFuture<Map<String, String>>>();
        final var queued = new ArrayDeque<Runnable>();
        final var handing = new ChainOrchestrator(sink, clock, node -> carrying.computeIfAbsent(node,
            k -> new CompletableFuture<>()), queued::add);
        start(handing);
        submit(handing, "protected", PROTECTED);
        assertEquals(RunningOn.WORKING, sink.last("protected").runningOn());

        final int mark = sink.mark();
        handing.topologyChanged(topology(Map.of("openflow:1", AdminState.Disabled)));
        assertEquals(Set.of("openflow:1"), carrying.keySet(), "the state of the disabled node is carried off");
        assertEquals(List.of(), sink.statesSince(mark, "protected"), "the chain waits for its state");

        carrying.get("openflow:1").complete(Map.of("protected", "state carried: ids to openflow:2 (7 chunks)",
            "other", "state carried: nat to openflow:3 (2 chunks)"));
        assertEquals(List.of(), sink.statesSince(mark, "protected"), "the switch runs on the orchestrator's thread");
        queued.poll().run();
        final var switched = sink.statesSince(mark, "protected").get(0);
        assertEquals(RunningOn.BACKUP, switched.runningOn());
        assertEquals("node openflow:1 administratively disabled (state carried: ids to openflow:2 (7 chunks)): running"
            + " on backups (protected-w1 -> backup protected-b1 on openflow:2)", switched.reason(),
            "what was carried for this chain, not for others");
        assertEquals(List.of("openflow:2"), activeNodes(switched.placement()));
    }

    /**
     * A node enabled again while its state leaves it still hands over (the state is on its way), then is used again.
     */
    @Test
    void aNodeEnabledWhileItsStateLeavesSwitchesThenIsUsedAgain() {
        final var carrying = new CompletableFuture<Map<String, String>>();
        final var queued = new ArrayDeque<Runnable>();
        final var handing = new ChainOrchestrator(sink, clock, node -> carrying, queued::add);
        start(handing);
        submit(handing, "protected", PROTECTED);
        handing.topologyChanged(topology(Map.of("openflow:1", AdminState.Disabled)));
        handing.topologyChanged(topology(Map.of()));
        assertEquals(RunningOn.WORKING, sink.last("protected").runningOn());

        carrying.complete(Map.of("protected", "state carried: ids to openflow:2 (7 chunks)"));
        queued.poll().run();
        assertEquals(RunningOn.BACKUP, sink.last("protected").runningOn());
        assertEquals("Connected and used by placement", sink.node("openflow:1").reason());
        // placement uses it again: the only empty node takes the big chain
        submit(handing, "big", BIG);
        assertEquals(Status.PLACED, sink.last("big").status(), sink.last("big").reason());
    }

    private static void start(final ChainOrchestrator target) {
        target.catalogChanged(assertDoesNotThrow(() -> CatalogBindings.toSpec(BuiltInNfCatalog.catalog())));
        target.topologyChanged(topology(Map.of()));
        NODES.forEach(node -> target.nodeChanged(node, true));
    }

    private void submit(final String name, final @Nullable RequestedChain request) {
        submit(orchestrator, name, request);
    }

    private static void submit(final ChainOrchestrator target, final String name,
            final @Nullable RequestedChain request) {
        final var changes = new HashMap<String, @Nullable RequestedChain>();
        changes.put(name, request);
        target.chainsChanged(changes);
    }

    private static List<String> activeNodes(final Placement placement) {
        return placement.subSfcs().stream().filter(SubSfc::active).map(SubSfc::node).toList();
    }

    private static Set<String> nodesOf(final List<SubSfc> subs) {
        return Set.copyOf(subs.stream().map(SubSfc::node).toList());
    }

    /**
     * The triangle, through the bindings as {@link OrchestratorService} converts it, with some nodes' admin-state.
     */
    private static TopologySpec topology(final Map<String, AdminState> adminStates) {
        final var hosts = NODES.stream().map(id -> {
            final var builder = new NodeBuilder(TopologyBindingsTest.host(id, 16, 16384, 40));
            final var state = adminStates.get(id);
            if (state != null) {
                builder.setAdminState(state);
            }
            return builder.build();
        }).toList();
        return assertDoesNotThrow(() -> TopologyBindings.toSpec(new OpenpathTopologyBuilder()
            .setNode(BindingMap.of(hosts))
            .setLink(BindingMap.of(TopologyBindingsTest.link("l12", "openflow:1", "openflow:2", 10, 5),
                TopologyBindingsTest.link("l23", "openflow:2", "openflow:3", 10, 5),
                TopologyBindingsTest.link("l13", "openflow:1", "openflow:3", 10, 5)))
            .build()));
    }
}
