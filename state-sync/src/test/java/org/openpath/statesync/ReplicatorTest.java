/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.MoveEndpoint;
import org.openpath.openflow.MoveFailure;
import org.openpath.openflow.MoveGuarantee;
import org.openpath.openflow.MoveMessage;
import org.openpath.openflow.MoveMode;
import org.openpath.openflow.MoveOperation;
import org.openpath.openflow.MoveOptimisation;

/**
 * Backups kept warm: the replicator's copies go through a real {@link MoveCoordinator} to switches played by the test
 * — one copy per interval, never two at once, never during a move of the same NF, each end counted in the twin's
 * status; twins that go stop, twins that change restart.
 */
class ReplicatorTest {
    private static final String WORKING = "openflow:1";
    private static final String BACKUP = "openflow:2";
    private static final Replicator.Twin NAT = new Replicator.Twin("web", "nat", 3, 2, WORKING, BACKUP, 1_000);

    private record Timer(long delay, Runnable task) {
    }

    private final List<Timer> ticks = new ArrayList<>();
    private final List<Runnable> waits = new ArrayList<>();
    private final List<MoveProgress> moves = new ArrayList<>();
    private final List<Replicator.Status> statuses = new ArrayList<>();
    private final List<Replicator.Twin> removed = new ArrayList<>();
    private Instant now = Instant.parse("2026-11-25T10:00:00Z");

    private final PlayedSwitches signalling = new PlayedSwitches();
    private final List<String> sent = signalling.sent;
    private final List<MoveMessage> messages = signalling.messages;

    private final MoveCoordinator.Timers tickTimers = (delay, task) -> {
        final var timer = new Timer(delay, task);
        ticks.add(timer);
        return () -> ticks.remove(timer);
    };

    private Replicator replicator;

    private final MoveCoordinator coordinator = new MoveCoordinator(signalling, Runnable::run, (delay, task) -> {
        waits.add(task);
        return () -> waits.remove(task);
    },
        (InstantSource) () -> now, progress -> {
            if (!replicator.onProgress(progress)) {
                moves.add(progress);
            }
        }, 40);

    ReplicatorTest() {
        replicator = new Replicator(coordinator::start, tickTimers, () -> now, new Replicator.Sink() {
            @Override
            public void changed(final Replicator.Status status) {
                statuses.add(status);
            }

            @Override
            public void removed(final Replicator.Twin twin) {
                removed.add(twin);
            }
        });
    }

    /** Runs the replicator's next tick, checking that it is the only one and one interval away. */
    private void tick() {
        assertEquals(1, ticks.size());
        assertEquals(NAT.intervalMillis(), ticks.getFirst().delay());
        ticks.removeFirst().task().run();
    }

    private void copyCompletes(final long moveId, final long chunks) throws Exception {
        coordinator.onMessage(BACKUP, new MoveMessage.Ready(moveId, 77, new MoveEndpoint(
            InetAddress.getByName("127.0.0.1"), 40000)));
        coordinator.onMessage(WORKING, new MoveMessage.Done(moveId, chunks, chunks * 72, 0));
        coordinator.onMessage(BACKUP, new MoveMessage.Complete(moveId, chunks, chunks * 72, 0, 0, 0));
    }

    @Test
    void aTwinIsCopiedEveryIntervalWithoutFinishOnRequest() throws Exception {
        replicator.twins(List.of(NAT));
        assertEquals(1, ticks.size());
        final long firstDelay = ticks.getFirst().delay();
        assertTrue(firstDelay >= 0 && firstDelay < 1_000, "the first copy comes within one interval: " + firstDelay);
        assertEquals(0, statuses.getLast().copies());

        ticks.removeFirst().task().run();
        assertEquals(List.of(BACKUP + " MOVE_PREPARE"), sent);
        final var prepare = assertInstanceOf(MoveMessage.Prepare.class, messages.getFirst());
        assertEquals(MoveOperation.COPY, prepare.spec().operation());
        assertEquals(MoveGuarantee.NO_GUARANTEE, prepare.spec().guarantee());
        assertEquals(MoveMode.PEER_TO_PEER, prepare.spec().mode());
        assertEquals(7, prepare.spec().scope(), "every kind of state");
        assertEquals(FlowSpec.ANY, prepare.spec().filter());
        assertEquals(3, prepare.spec().sfcId());
        assertEquals(2, prepare.spec().serviceId());

        now = now.plusMillis(30);
        copyCompletes(prepare.spec().moveId(), 120);
        assertEquals(List.of(BACKUP + " MOVE_PREPARE", WORKING + " MOVE_START", WORKING + " MOVE_FINISH"), sent,
            "a copy finishes as soon as it is transferred: no traffic moves");
        assertTrue(moves.isEmpty(), "copies are not state moves");
        final var status = statuses.getLast();
        assertEquals(1, status.copies());
        assertEquals(120, status.lastChunks());
        assertEquals(120 * 72, status.lastBytes());
        assertEquals(now, status.lastCopied());

        sent.clear();
        tick();
        assertEquals(List.of(BACKUP + " MOVE_EXPECT", WORKING + " MOVE_START"), sent,
            "the next copy one interval later, started at once: the backup's endpoint is known now");
    }

    @Test
    void aTickWhileTheCopyRunsOrTheNfMovesStartsNothing() throws Exception {
        replicator.twins(List.of(NAT));
        ticks.removeFirst().task().run();
        final long copy = ((MoveMessage.Prepare) messages.getFirst()).spec().moveId();
        sent.clear();
        tick();
        assertEquals(List.of(), sent, "the previous copy still runs");
        assertEquals(1, replicator.statuses().iterator().next().skipped());

        copyCompletes(copy, 1);
        final long move = coordinator.start(new MoveRequest("web", "nat", WORKING, "openflow:3", 3, 2,
            MoveMode.PEER_TO_PEER, MoveGuarantee.LOSS_FREE, Set.of(), 1, 5000, FlowSpec.ANY, true));
        sent.clear();
        tick();
        assertEquals(List.of(), sent, "move " + move + " of the same NF runs");
        assertEquals(2, replicator.statuses().iterator().next().skipped());
        assertEquals(1, moves.size(), "the move is reported as a move");
        assertThrows(IllegalStateException.class, () -> coordinator.start(MoveRequest.copy("web", "nat", WORKING,
            BACKUP, 3, 2, 1000)), "and the coordinator refuses a copy during a move itself");
    }

    @Test
    void aMoveAskedForDuringACopyStartsWhenTheCopyEnds() throws Exception {
        replicator.twins(List.of(NAT));
        ticks.removeFirst().task().run();
        final long copy = ((MoveMessage.Prepare) messages.getFirst()).spec().moveId();
        final long move = coordinator.start(new MoveRequest("web", "nat", WORKING, "openflow:3", 3, 2,
            MoveMode.PEER_TO_PEER, MoveGuarantee.LOSS_FREE, Set.of(), 1, 5000, FlowSpec.ANY, true));
        assertEquals(List.of(BACKUP + " MOVE_PREPARE"), sent, "nothing for the move while the copy runs");
        assertEquals(MovePhase.PREPARING, moves.getLast().phase());
        assertEquals("NF 'nat' of chain 'web' is already moving (move " + move + ", preparing)", assertThrows(
            IllegalStateException.class, () -> coordinator.start(new MoveRequest("web", "nat", WORKING, BACKUP, 3, 2,
                MoveMode.PEER_TO_PEER, MoveGuarantee.LOSS_FREE, Set.of(), 1, 5000, FlowSpec.ANY, true)))
            .getMessage(), "one move waits for a copy, not two");
        copyCompletes(copy, 4);
        assertEquals("openflow:3 MOVE_PREPARE", sent.getLast(), "the move's MOVE_PREPARE once the copy completed");
        final var prepare = (MoveMessage.Prepare) messages.getLast();
        assertEquals(move, prepare.spec().moveId());
        assertEquals(MoveOperation.MOVE, prepare.spec().operation());
        assertEquals(1, statuses.getLast().copies());
    }

    @Test
    void aMoveToTheBackupHoldsTheTwinAndAMoveBackResumesIt() throws Exception {
        replicator.twins(List.of(NAT));
        final long move = coordinator.start(new MoveRequest("web", "nat", WORKING, BACKUP, 3, 2,
            MoveMode.PEER_TO_PEER, MoveGuarantee.LOSS_FREE, Set.of(), 1, 5000, FlowSpec.ANY, false));
        moveCompletes(move, WORKING, BACKUP);
        assertEquals("move " + move + " took the state to openflow:2", statuses.getLast().held());
        sent.clear();
        ticks.removeFirst().task().run();
        assertEquals(List.of(), sent, "no copy would erase the moved state");
        assertEquals(0, statuses.getLast().skipped(), "held, not skipped");

        final long back = coordinator.start(new MoveRequest("web", "nat", BACKUP, WORKING, 3, 2,
            MoveMode.PEER_TO_PEER, MoveGuarantee.LOSS_FREE, Set.of(), 1, 5000, FlowSpec.ANY, false));
        moveCompletes(back, BACKUP, WORKING);
        assertEquals(null, statuses.getLast().held());
        sent.clear();
        tick();
        assertEquals(List.of(BACKUP + " MOVE_EXPECT", WORKING + " MOVE_START"), sent,
            "the state is back at the source: copies resume");
    }

    private void moveCompletes(final long moveId, final String source, final String destination)
            throws Exception {
        coordinator.onMessage(destination, new MoveMessage.Ready(moveId, 77, new MoveEndpoint(
            InetAddress.getByName("127.0.0.1"), 40000)));
        coordinator.onMessage(source, new MoveMessage.Done(moveId, 1, 72, 0));
        coordinator.onMessage(destination, new MoveMessage.Complete(moveId, 1, 72, 0, 0, 0));
    }

    @Test
    void aFailedCopyIsCountedWithItsReasonAndTheNextTickTriesAgain() throws Exception {
        replicator.twins(List.of(NAT));
        ticks.removeFirst().task().run();
        final long copy = ((MoveMessage.Prepare) messages.getFirst()).spec().moveId();
        coordinator.onMessage(BACKUP, new MoveMessage.Failed(copy, MoveFailure.UNKNOWN_SERVICE, "no NF 2 of SFC 3"));
        final var status = statuses.getLast();
        assertEquals(0, status.copies());
        assertEquals(1, status.failures());
        assertEquals("destination openflow:2 reported UNKNOWN_SERVICE: no NF 2 of SFC 3", status.lastFailure());
        sent.clear();
        tick();
        assertEquals(List.of(BACKUP + " MOVE_PREPARE"), sent);
    }

    @Test
    void twinsThatGoStopAndTwinsThatChangeRestart() throws Exception {
        replicator.twins(List.of(NAT));
        final var moved = new Replicator.Twin("web", "nat", 3, 2, "openflow:3", BACKUP, 1_000);
        replicator.twins(List.of(moved));
        assertEquals(List.of(), removed, "same twin key (chain, NF, backup node): restarted, not removed");
        assertEquals(1, ticks.size(), "the old twin's tick is cancelled");
        ticks.removeFirst().task().run();
        assertEquals(List.of(BACKUP + " MOVE_PREPARE"), sent);
        final long copy = ((MoveMessage.Prepare) messages.getFirst()).spec().moveId();
        coordinator.onMessage(BACKUP, new MoveMessage.Ready(copy, 77, new MoveEndpoint(
            InetAddress.getByName("127.0.0.1"), 40000)));
        assertEquals("openflow:3 MOVE_START", sent.getLast(), "from the twin's new source");

        replicator.twins(List.of());
        assertEquals(List.of(moved), removed);
        assertTrue(ticks.isEmpty(), "no tick left");
        final int before = statuses.size();
        coordinator.onMessage(WORKING, new MoveMessage.Done(copy, 1, 72, 0));
        coordinator.onMessage("openflow:3", new MoveMessage.Done(copy, 1, 72, 0));
        coordinator.onMessage(BACKUP, new MoveMessage.Complete(copy, 1, 72, 0, 0, 0));
        assertEquals(before, statuses.size(), "the end of a removed twin's copy reports nothing");
        assertFalse(replicator.statuses().iterator().hasNext());
    }

    @Test
    void aTwinOnOneNodeOrWithATooShortIntervalIsRefused() {
        assertEquals("NF 'nat' of chain 'web' and its twin are both on openflow:1", assertThrows(
            IllegalArgumentException.class, () -> new Replicator.Twin("web", "nat", 3, 2, WORKING, WORKING, 1000))
            .getMessage());
        assertEquals("Replication interval 99 ms is below 100 ms", assertThrows(IllegalArgumentException.class,
            () -> new Replicator.Twin("web", "nat", 3, 2, WORKING, BACKUP, 99)).getMessage());
    }

    @Test
    void aMoveIsNotTheReplicatorsAndACopyWithAGuaranteeCannotBeAsked() {
        assertFalse(replicator.onProgress(new MoveProgress(1, new MoveRequest("web", "nat", WORKING, BACKUP, 3, 2,
            MoveMode.PEER_TO_PEER, MoveGuarantee.LOSS_FREE, Set.of(MoveOptimisation.PARALLELIZE), 1, 5000,
            FlowSpec.ANY, true), MovePhase.COMPLETED, List.of(), null, null, now, now, 0, 0, 0, 0, 0, 0, 0, null, 6)));
        assertThrows(IllegalArgumentException.class, () -> new MoveRequest("web", "nat", WORKING, BACKUP, 3, 2,
            MoveMode.PEER_TO_PEER, MoveGuarantee.LOSS_FREE, Set.of(), 7, 1000, FlowSpec.ANY, false,
            MoveOperation.COPY));
    }
}
