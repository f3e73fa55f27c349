/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openpath.orchestrator.impl.ChainState.RunningOn;
import org.openpath.orchestrator.impl.ChainState.Status;
import org.openpath.placement.Algorithm;
import org.openpath.placement.Failure;
import org.openpath.placement.Node;
import org.openpath.placement.Placement;
import org.openpath.placement.Placer;
import org.openpath.placement.Role;
import org.openpath.placement.SubSfc;
import org.openpath.placement.Topology;

/**
 * A lost node: first the backups take over (flushed), then protection is restored or the chain placed again; a chain
 * left without protection gets it back once there is room.
 */
class FailureHandlerTest {
    /** One parallel stage [ids, mon] with a backup: 2.5 cores, 1664 MiB, twice. */
    private static final RequestedChain PROTECTED = Fixtures.chain(1, true, List.of(), "ids", "ids", "mon",
        "traffic-monitor");

    private final Fixtures.RecordingSink sink = new Fixtures.RecordingSink();
    private final ChainTable chains = new ChainTable(sink, new Fixtures.TestClock());
    private final ChainIdAllocator ids = new ChainIdAllocator();
    private final FailureHandler handler = new FailureHandler(chains, sink);

    @Test
    void aLostWorkingNodeSwitchesToTheBackupThenRestoresProtection() {
        final var placer = Fixtures.placer(Fixtures.triangle().configured());
        final var pipeline = pipeline(placer);
        final var chain = track("protected", PROTECTED);
        pipeline.process(chain);
        assertEquals("Placed on node openflow:1 (1 working sub-SFC, 1 backup on openflow:2)", chain.reason);

        final int mark = sink.events.size();
        handler.apply(new Failure.NodeDown("openflow:1"), "node openflow:1 disconnected", placer);

        final var events = sink.events.subList(mark, sink.events.size());
        assertEquals(3, events.size(), () -> "switch, flush, restore: " + events);
        final var switched = (ChainState) events.get(0);
        assertEquals(Status.PLACED, switched.status());
        assertEquals(RunningOn.BACKUP, switched.runningOn());
        assertEquals("node openflow:1 disconnected: running on backups (protected-w1 -> backup protected-b1 on "
            + "openflow:2)", switched.reason());
        final var activated = switched.placement();
        assertNotNull(activated);
        assertEquals(List.of(false, true), activated.subSfcs().stream().map(SubSfc::active).toList());
        assertEquals("flush", events.get(1));
        final var restored = (ChainState) events.get(2);
        assertEquals(RunningOn.BACKUP, restored.runningOn());
        assertEquals("node openflow:1 disconnected: running on former backups, protection restored; node openflow:2 "
            + "(1 working sub-SFC, 1 backup on openflow:3)", restored.reason());
    }

    @Test
    void aChainWithoutBackupLosesItsTrafficAndIsPlacedAgain() {
        final var placer = Fixtures.placer(Fixtures.triangle().configured());
        final var chain = track("web", Fixtures.chain("fw", "firewall"));
        pipeline(placer).process(chain);

        final int mark = sink.events.size();
        handler.apply(new Failure.NodeDown("openflow:1"), "node openflow:1 disconnected", placer);
        final var states = sink.states().subList(1, sink.states().size());
        assertEquals(2, states.size());
        assertEquals(RunningOn.NONE, states.get(0).runningOn());
        assertEquals("node openflow:1 disconnected: traffic lost (working web-w1 on openflow:1 has no surviving "
            + "backup), re-placing", states.get(0).reason());
        assertEquals(RunningOn.WORKING, states.get(1).runningOn());
        assertTrue(states.get(1).reason().startsWith("node openflow:1 disconnected: re-placed; node "),
            states.get(1).reason());
        assertTrue(sink.events.subList(mark, sink.events.size()).contains("flush"));
    }

    @Test
    void aChainRunningUnprotectedIsProtectedAgainWhenThereIsRoom() {
        final var twoNodes = new Topology(TopologySpec.NAME, List.of(Node.host("openflow:1", 16, 16384, 40),
            Node.host("openflow:2", 16, 16384, 40)), List.of());
        final var placer = Fixtures.placer(twoNodes);
        final var chain = track("protected", PROTECTED);
        pipeline(placer).process(chain);

        handler.apply(new Failure.NodeDown("openflow:1"), "node openflow:1 disconnected", placer);
        assertEquals(Status.PLACED, chain.status);
        assertEquals(RunningOn.BACKUP, chain.runningOn);
        assertTrue(chain.reason.startsWith("node openflow:1 disconnected: running on former backups WITHOUT "
            + "protection (no fresh backup fits: "), chain.reason);

        handler.reprotect(placer);
        assertTrue(chain.reason.startsWith("node openflow:1"), "no room yet: nothing changes");
        placer.repair(new Failure.NodeDown("openflow:1"));
        handler.reprotect(placer);
        assertEquals("Protection restored: node openflow:2 (1 working sub-SFC, 1 backup on openflow:1)",
            chain.reason);
        assertEquals(RunningOn.BACKUP, chain.runningOn, "it keeps running where it runs");
    }

    @Test
    void activationSwapsWhichSubSfcIsActive() {
        final var placement = new Placement("web", Algorithm.OPENPATH, 1, List.of(
            new SubSfc("web-w1", Role.WORKING, "", "openflow:1", true, List.of("fw"), 1, 128),
            new SubSfc("web-w2", Role.WORKING, "", "openflow:2", true, List.of("nat"), 1, 128),
            new SubSfc("web-b1", Role.BACKUP, "web-w1", "openflow:3", false, List.of("fw"), 1, 128)),
            List.of(), 0, 0, 0);
        final var activated = FailureHandler.activate(placement, "web-w1", "web-b1");
        assertEquals(List.of(false, true, true), activated.subSfcs().stream().map(SubSfc::active).toList());
        assertEquals(Set.of("web-w1", "web-w2", "web-b1"),
            Set.copyOf(activated.subSfcs().stream().map(SubSfc::id).toList()));
    }

    private ChainPipeline pipeline(final Placer placer) {
        return new ChainPipeline(chains, ids, new ProgressCounter(), Fixtures.analyzer(), placer);
    }

    private TrackedChain track(final String name, final RequestedChain request) {
        final var chain = new TrackedChain(name, ids.register(name), request);
        chains.add(chain);
        return chain;
    }
}
