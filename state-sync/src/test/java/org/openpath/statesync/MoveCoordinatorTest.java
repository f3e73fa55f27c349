/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
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
import org.openpath.openflow.MoveFrame;
import org.openpath.openflow.MoveGuarantee;
import org.openpath.openflow.MoveKey;
import org.openpath.openflow.MoveMessage;
import org.openpath.openflow.MoveMode;
import org.openpath.openflow.MoveOptimisation;

/**
 * The controller's side of a move, against switches played by the test: the messages it sends and when, the phases
 * it reports, and how it fails (docs/state-move.md sections 4, 7 and 8).
 */
class MoveCoordinatorTest {
    private static final String SRC = "openflow:1";
    private static final String DST = "openflow:2";
    private static final long TOKEN = 0x1234_5678_9abcL;

    private final List<MoveProgress> reported = new ArrayList<>();
    private final List<Runnable> timers = new ArrayList<>();
    private Instant now = Instant.parse("2026-11-25T10:00:00Z");

    private final PlayedSwitches signalling = new PlayedSwitches();
    private final List<String> sent = signalling.sent;
    private final List<MoveMessage> messages = signalling.messages;

    private final MoveCoordinator coordinator = new MoveCoordinator(signalling, Runnable::run, (delay, task) -> {
        timers.add(task);
        return () -> timers.remove(task);
    }, (InstantSource) () -> now, reported::add, 7);

    private static MoveRequest request(final MoveMode mode, final boolean onRequest) {
        return new MoveRequest("web", "nat", SRC, DST, 3, 2, mode, MoveGuarantee.LOSS_FREE,
            Set.of(MoveOptimisation.PARALLELIZE), 1, 5000, FlowSpec.ANY, onRequest);
    }

    private MoveProgress last() {
        return reported.getLast();
    }

    private static MoveEndpoint endpoint() throws Exception {
        return new MoveEndpoint(InetAddress.getByName("127.0.0.1"), 40000);
    }

    @Test
    void peerToPeerMoveSignalsPrepareStartFinishAndCompletes() throws Exception {
        final long id = coordinator.start(request(MoveMode.PEER_TO_PEER, false));
        assertEquals(7, id);
        assertEquals(List.of(DST + " MOVE_PREPARE"), sent);
        assertEquals(request(MoveMode.PEER_TO_PEER, false).spec(7),
            assertInstanceOf(MoveMessage.Prepare.class, messages.getFirst()).spec());
        assertEquals(MovePhase.PREPARING, last().phase());

        now = now.plusMillis(5);
        coordinator.onMessage(DST, new MoveMessage.Ready(id, TOKEN, endpoint()));
        assertEquals(DST + " MOVE_PREPARE," + SRC + " MOVE_START", String.join(",", sent));
        final var start = assertInstanceOf(MoveMessage.Start.class, messages.getLast());
        assertEquals(TOKEN, start.token());
        assertEquals(endpoint(), start.destination());
        assertEquals(MovePhase.TRANSFERRING, last().phase());

        coordinator.onMessage(SRC, new MoveMessage.Done(id, 4, 288, 10));
        // after-transfer: MOVE_FINISH at once
        assertEquals(SRC + " MOVE_FINISH", sent.getLast());
        assertEquals(MovePhase.FINISHING, last().phase());

        now = now.plusMillis(20);
        coordinator.onMessage(DST, new MoveMessage.Complete(id, 4, 288, 12, 3, 1));
        final var done = last();
        assertEquals(MovePhase.COMPLETED, done.phase());
        assertEquals(List.of(MovePhase.PREPARING, MovePhase.TRANSFERRING, MovePhase.REDIRECTING,
            MovePhase.FINISHING, MovePhase.COMPLETED), done.phases().stream().map(MoveProgress.PhaseChange::phase)
                .toList());
        assertEquals(Instant.parse("2026-11-25T10:00:00.025Z"), done.finished());
        assertEquals(4, done.chunks());
        assertEquals(288, done.bytes());
        assertEquals(10, done.redirected());
        assertEquals(12, done.forwarded());
        assertEquals(3, done.buffered());
        assertEquals(1, done.held());
        assertEquals(0, done.dropped());
        assertNull(done.reordered(), "peer to peer the controller sees no packets");
        // PREPARE, READY, START, DONE, FINISH, COMPLETE (section 4)
        assertEquals(6, done.messages());
        assertTrue(timers.isEmpty(), "no wait left");
        assertTrue(coordinator.running().isEmpty());
    }

    @Test
    void onRequestWaitsInRedirectingUntilFinish() throws Exception {
        final long id = coordinator.start(request(MoveMode.PEER_TO_PEER, true));
        assertThrows(IllegalStateException.class, () -> coordinator.finish(id), "not redirecting yet");
        coordinator.onMessage(DST, new MoveMessage.Ready(id, TOKEN, endpoint()));
        coordinator.onMessage(SRC, new MoveMessage.Done(id, 1, 72, 0));
        assertEquals(MovePhase.REDIRECTING, last().phase());
        assertEquals(SRC + " MOVE_START", sent.getLast());
        assertTrue(timers.isEmpty(), "redirecting is a safe place to stay: no timeout");
        coordinator.finish(id);
        assertEquals(SRC + " MOVE_FINISH", sent.getLast());
        assertEquals(MovePhase.FINISHING, last().phase());
        assertThrows(IllegalArgumentException.class, () -> coordinator.finish(99));
    }

    @Test
    void destinationFailureEndsTheMoveWithItsReasonAndNoStart() {
        final long id = coordinator.start(request(MoveMode.PEER_TO_PEER, false));
        coordinator.onMessage(DST, new MoveMessage.Failed(id, MoveFailure.UNKNOWN_SERVICE,
            "no NF is bound as (3, 2)"));
        final var failed = last();
        assertEquals(MovePhase.FAILED, failed.phase());
        assertEquals("UNKNOWN_SERVICE", failed.failure());
        assertEquals("destination openflow:2 reported UNKNOWN_SERVICE: no NF is bound as (3, 2)", failed.reason());
        assertEquals(List.of(DST + " MOVE_PREPARE", DST + " MOVE_ABORT"), sent);
        assertTrue(timers.isEmpty());
    }

    @Test
    void sourceFailureAbortsBothSides() throws Exception {
        final long id = coordinator.start(request(MoveMode.PEER_TO_PEER, false));
        coordinator.onMessage(DST, new MoveMessage.Ready(id, TOKEN, endpoint()));
        coordinator.onMessage(SRC, new MoveMessage.Failed(id, MoveFailure.PEER_UNREACHABLE,
            "connection refused"));
        assertEquals("source openflow:1 reported PEER_UNREACHABLE: connection refused", last().reason());
        assertEquals(List.of(DST + " MOVE_ABORT", SRC + " MOVE_ABORT"), sent.subList(2, 4));
    }

    @Test
    void noReadyWithinTheTimeoutFailsTheMove() {
        coordinator.start(request(MoveMode.PEER_TO_PEER, false));
        assertEquals(1, timers.size());
        timers.getFirst().run();
        assertEquals(MovePhase.FAILED, last().phase());
        assertEquals("TIMEOUT", last().failure());
        assertEquals("no MOVE_READY from openflow:2 within 5000 ms", last().reason());
        assertEquals(DST + " MOVE_ABORT", sent.getLast());
    }

    @Test
    void aMessageTheSwitchDoesNotTakeFailsTheMove() {
        signalling.refusingNode = DST;
        coordinator.start(request(MoveMode.PEER_TO_PEER, false));
        assertEquals("SIGNALLING", last().failure());
        assertEquals("openflow:2 did not take MOVE_PREPARE: node not connected", last().reason());
    }

    @Test
    void anNfMovesOnceAtATime() throws Exception {
        final long id = coordinator.start(request(MoveMode.PEER_TO_PEER, false));
        final var refused = assertThrows(IllegalStateException.class,
            () -> coordinator.start(request(MoveMode.PEER_TO_PEER, false)));
        assertEquals("NF 'nat' of chain 'web' is already moving (move 7, preparing)", refused.getMessage());
        coordinator.onMessage(DST, new MoveMessage.Failed(id, MoveFailure.MOVE_EXISTS, "busy"));
        assertEquals(8, coordinator.start(request(MoveMode.PEER_TO_PEER, false)));
    }

    @Test
    void messagesFromTheWrongSideOrForOtherMovesAreIgnored() throws Exception {
        final long id = coordinator.start(request(MoveMode.PEER_TO_PEER, false));
        coordinator.onMessage(SRC, new MoveMessage.Ready(id, TOKEN, endpoint()));
        coordinator.onMessage("openflow:9", new MoveMessage.Ready(id, TOKEN, endpoint()));
        coordinator.onMessage(DST, new MoveMessage.Ready(id + 1, TOKEN, endpoint()));
        assertEquals(List.of(DST + " MOVE_PREPARE"), sent);
        assertEquals(MovePhase.PREPARING, last().phase());
    }

    @Test
    void relayModeForwardsFramesAndBuffersPacketsUntilReleased() {
        final long id = coordinator.start(request(MoveMode.RELAY, false));
        // the relay passes the source's HELLO on after the PREPARE: MOVE_START goes out with it
        assertEquals(List.of(DST + " MOVE_PREPARE", SRC + " MOVE_START"), sent);
        final var start = assertInstanceOf(MoveMessage.Start.class, messages.getLast());
        assertNull(start.destination());
        assertEquals(MovePhase.TRANSFERRING, last().phase());
        coordinator.onMessage(DST, new MoveMessage.Ready(id, 0, null));
        assertEquals(2, sent.size(), "the relay's READY asks for nothing");
        coordinator.onMessage(SRC, new MoveMessage.Relay(id, false, new MoveFrame.Hello(id, 0, "nat")));
        assertEquals(DST + " MOVE_RELAY_DOWN", sent.getLast());
        coordinator.onMessage(DST, new MoveMessage.Relay(id, false, new MoveFrame.Accept(id)));
        assertEquals(SRC + " MOVE_RELAY_DOWN", sent.getLast());
        final var key = new MoveKey(0x1f, 1, 2, 6, 3, 4);
        coordinator.onMessage(SRC, new MoveMessage.Relay(id, false, new MoveFrame.Packet(1, false, 3, 1, 0, key,
            new byte[] {1})));
        assertEquals(SRC + " MOVE_RELAY_DOWN", sent.getLast(), "the packet waits at the controller");
        coordinator.onMessage(SRC, new MoveMessage.Relay(id, false, new MoveFrame.Release(0)));
        coordinator.onMessage(DST, new MoveMessage.Relay(id, false, new MoveFrame.Released(0)));
        final var down = messages.subList(messages.size() - 3, messages.size()).stream()
            .map(message -> assertInstanceOf(MoveMessage.Relay.class, message).frame().getClass().getSimpleName())
            .toList();
        assertEquals(List.of("Release", "Packet", "Released"), down);
        coordinator.onMessage(SRC, new MoveMessage.Done(id, 0, 0, 1));
        coordinator.onMessage(DST, new MoveMessage.Complete(id, 0, 0, 1, 0, 0));
        final var done = last();
        assertEquals(MovePhase.COMPLETED, done.phase());
        assertEquals(1, done.buffered(), "buffered at the controller");
        assertEquals(0L, done.reordered());
        // PREPARE, READY, START, 5 relays in, 5 relays out, DONE, FINISH, COMPLETE
        assertEquals(16, done.messages());
    }

    private static MoveEndpoint endpointAt(final int port) throws Exception {
        return new MoveEndpoint(InetAddress.getByName("127.0.0.1"), port);
    }

    /** Runs a whole peer-to-peer move prepared the usual way, so that the destination's endpoint is known. */
    private void aFirstMoveNames(final MoveEndpoint endpoint) {
        final long id = coordinator.start(request(MoveMode.PEER_TO_PEER, false));
        assertEquals(DST + " MOVE_PREPARE", sent.getLast());
        coordinator.onMessage(DST, new MoveMessage.Ready(id, TOKEN, endpoint));
        coordinator.onMessage(SRC, new MoveMessage.Done(id, 1, 72, 0));
        coordinator.onMessage(DST, new MoveMessage.Complete(id, 1, 72, 0, 0, 0));
        assertEquals(MovePhase.COMPLETED, last().phase());
        sent.clear();
        messages.clear();
    }

    @Test
    void aDestinationWhoseEndpointIsKnownGetsExpectWhileTheSourceGetsStart() throws Exception {
        assertTrue(coordinator.knownEndpoint(DST).isEmpty());
        aFirstMoveNames(endpointAt(40000));
        assertEquals(endpointAt(40000), coordinator.knownEndpoint(DST).orElseThrow());

        final long id = coordinator.start(request(MoveMode.PEER_TO_PEER, false));
        assertEquals(List.of(DST + " MOVE_EXPECT", SRC + " MOVE_START"), sent);
        final var expect = assertInstanceOf(MoveMessage.Expect.class, messages.getFirst());
        final var start = assertInstanceOf(MoveMessage.Start.class, messages.getLast());
        assertEquals(request(MoveMode.PEER_TO_PEER, false).spec(id), expect.spec());
        assertEquals(expect.spec(), start.spec());
        assertTrue(expect.token() != 0);
        assertEquals(expect.token(), start.token(), "the source presents the token the destination expects");
        assertEquals(endpointAt(40000), start.destination());
        assertEquals(MovePhase.TRANSFERRING, last().phase());

        coordinator.onMessage(DST, new MoveMessage.Ready(id, expect.token(), endpointAt(40000)));
        assertEquals(2, sent.size(), "READY asks for nothing more");
        coordinator.onMessage(SRC, new MoveMessage.Done(id, 4, 288, 0));
        assertEquals(SRC + " MOVE_FINISH", sent.getLast());
        coordinator.onMessage(DST, new MoveMessage.Complete(id, 4, 288, 0, 0, 0));
        final var done = last();
        assertEquals(MovePhase.COMPLETED, done.phase());
        assertEquals(List.of(MovePhase.PREPARING, MovePhase.TRANSFERRING, MovePhase.REDIRECTING,
            MovePhase.FINISHING, MovePhase.COMPLETED), done.phases().stream().map(MoveProgress.PhaseChange::phase)
                .toList());
        // EXPECT, READY, START, DONE, FINISH, COMPLETE: as many as the usual way
        assertEquals(6, done.messages());
    }

    @Test
    void aStaleEndpointStartsTheSourceOnceMoreWithTheOneReadyNames() throws Exception {
        aFirstMoveNames(endpointAt(40000));
        final long id = coordinator.start(request(MoveMode.PEER_TO_PEER, false));
        final long token = assertInstanceOf(MoveMessage.Expect.class, messages.getFirst()).token();
        // the destination restarted on another port
        coordinator.onMessage(DST, new MoveMessage.Ready(id, token, endpointAt(40001)));
        coordinator.onMessage(SRC, new MoveMessage.Failed(id, MoveFailure.PEER_UNREACHABLE, "connection refused"));
        assertEquals(MovePhase.TRANSFERRING, last().phase(), "not failed: started again");
        assertEquals(List.of(DST + " MOVE_EXPECT", SRC + " MOVE_START", SRC + " MOVE_START"), sent);
        final var again = assertInstanceOf(MoveMessage.Start.class, messages.getLast());
        assertEquals(endpointAt(40001), again.destination());
        assertEquals(token, again.token());
        assertEquals(endpointAt(40001), coordinator.knownEndpoint(DST).orElseThrow());
        coordinator.onMessage(SRC, new MoveMessage.Done(id, 1, 72, 0));
        coordinator.onMessage(DST, new MoveMessage.Complete(id, 1, 72, 0, 0, 0));
        assertEquals(MovePhase.COMPLETED, last().phase());
    }

    @Test
    void aSourceThatFailsBeforeTheDestinationIsReadyIsStartedWhenItIs() throws Exception {
        aFirstMoveNames(endpointAt(40000));
        final long id = coordinator.start(request(MoveMode.PEER_TO_PEER, false));
        final long token = assertInstanceOf(MoveMessage.Expect.class, messages.getFirst()).token();
        coordinator.onMessage(SRC, new MoveMessage.Failed(id, MoveFailure.PEER_REFUSED, "not a move of mine"));
        assertTrue(coordinator.knownEndpoint(DST).isEmpty(), "the stale endpoint is forgotten");
        assertEquals(2, sent.size(), "nothing to start the source with yet");
        assertEquals(1, timers.size(), "waits for READY");
        coordinator.onMessage(DST, new MoveMessage.Ready(id, token, endpointAt(40002)));
        assertEquals(SRC + " MOVE_START", sent.getLast());
        assertEquals(endpointAt(40002), assertInstanceOf(MoveMessage.Start.class, messages.getLast()).destination());
        // a second stale endpoint is a failure like any other
        coordinator.onMessage(SRC, new MoveMessage.Failed(id, MoveFailure.PEER_UNREACHABLE, "connection refused"));
        assertEquals(MovePhase.FAILED, last().phase());
        assertEquals("source openflow:1 reported PEER_UNREACHABLE: connection refused", last().reason());
        assertEquals(List.of(DST + " MOVE_ABORT", SRC + " MOVE_ABORT"), sent.subList(sent.size() - 2, sent.size()));
    }

    @Test
    void anEarlyMoveFailsOnAnyOtherFailureOfTheSource() throws Exception {
        aFirstMoveNames(endpointAt(40000));
        final long id = coordinator.start(request(MoveMode.PEER_TO_PEER, false));
        coordinator.onMessage(SRC, new MoveMessage.Failed(id, MoveFailure.UNKNOWN_SERVICE, "no NF"));
        assertEquals(MovePhase.FAILED, last().phase());
        assertEquals(endpointAt(40000), coordinator.knownEndpoint(DST).orElseThrow(), "the endpoint was not the cause");
        assertEquals(List.of(DST + " MOVE_EXPECT", SRC + " MOVE_START", DST + " MOVE_ABORT", SRC + " MOVE_ABORT"),
            sent);
    }
}
