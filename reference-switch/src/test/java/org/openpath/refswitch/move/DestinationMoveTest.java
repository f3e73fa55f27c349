/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.move;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openpath.refswitch.move.Moves.MOVE;
import static org.openpath.refswitch.move.Moves.TIMEOUT;
import static org.openpath.refswitch.move.Moves.TOKEN;
import static org.openpath.refswitch.move.Moves.key;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.exec.FlowKey;
import org.openpath.analyzer.exec.FlowRecord;
import org.openpath.analyzer.exec.NfState;
import org.openpath.openflow.MoveFailure;
import org.openpath.openflow.MoveFrame;
import org.openpath.openflow.MoveGuarantee;
import org.openpath.openflow.MoveMessage;
import org.openpath.openflow.MoveMode;
import org.openpath.openflow.MoveOptimisation;
import org.openpath.openflow.MoveSpec;
import org.openpath.refswitch.state.StateChunk;
import org.openpath.refswitch.state.StateChunkCodec;

/**
 * The destination's state machine through every phase: buffering and releasing per guarantee and optimisation,
 * holding its own switch's packets for OP, lost, duplicate and late frames, a source that dies, and reverting what a
 * failed move imported.
 */
class DestinationMoveTest {
    private final Moves moves = Moves.create();
    private final FakeHost host = new FakeHost();
    private final NfState state = new NfState();

    private DestinationMove<String> prepare(final MoveSpec spec) {
        return new DestinationMove<>(spec, spec.mode() == MoveMode.RELAY ? 0 : TOKEN, new MoveMessage.Ready(MOVE, 0,
            null), Moves.store(state), host, moves::now);
    }

    private DestinationMove<String> accepted(final MoveSpec spec) {
        final var move = prepare(spec);
        move.onFrame(new MoveFrame.Hello(MOVE, spec.mode() == MoveMode.RELAY ? 0 : TOKEN, "firewall"));
        assertEquals(List.of(new MoveFrame.Accept(MOVE)), host.takeFrames());
        return move;
    }

    private static MoveFrame.Chunk chunk(final long seq, final int host, final long count) {
        return new MoveFrame.Chunk(seq, MoveKeys.of(key(host)), StateChunkCodec.encode(new StateChunk.Flow(key(host),
            new FlowRecord(1, count, false))));
    }

    private static MoveFrame.Packet packet(final long seq, final int host, final boolean noState) {
        return new MoveFrame.Packet(seq, noState, 7, 1, 0, MoveKeys.of(key(host)), ("r" + seq)
            .getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aCopyReplacesTheStateOfItsScopeAndKeepsTheRest() {
        // a stale connection the source no longer has, one it still has with an older count, one outside the filter
        state.putFlow(key(5), new FlowRecord(1, 50, false));
        state.putFlow(key(1), new FlowRecord(1, 10, false));
        final var outside = new FlowKey(FlowKey.FIVE_TUPLE, Moves.NET + 0x909, Moves.NET + 0x100, 6, 9, 80);
        state.putFlow(outside, new FlowRecord(1, 9, false));
        final var move = accepted(Moves.copy(MoveOptimisation.PARALLELIZE));
        assertNull(state.flow(key(5)), "the scope's state is emptied at HELLO");
        move.onFrame(chunk(1, 1, 11));
        move.onFrame(chunk(2, 2, 2));
        assertEquals(MoveVerdict.PROCESS, move.onDirectPacket("d1", key(1)), "a copy holds nothing");
        move.onFrame(new MoveFrame.Release(2));
        move.onFrame(new MoveFrame.End(0));
        assertEquals(new MoveMessage.Complete(MOVE, 2, 144, 0, 0, 0), host.lastMessage());
        assertEquals(new FlowRecord(1, 11, false), state.flow(key(1)));
        assertEquals(new FlowRecord(1, 2, false), state.flow(key(2)));
        assertNull(state.flow(key(5)));
        assertEquals(new FlowRecord(1, 9, false), state.flow(outside), "outside the filter: not the copy's");
        assertEquals(3, state.flowCount());
    }

    @Test
    void aCopyThatFailsPutsBackWhatItEmptied() {
        state.putFlow(key(5), new FlowRecord(1, 50, false));
        state.putFlow(key(1), new FlowRecord(1, 10, false));
        final var move = accepted(Moves.copy(MoveOptimisation.PARALLELIZE));
        move.onFrame(chunk(1, 1, 11));
        move.onPeerFailure(MoveFailure.PEER_LOST, "connection reset");
        assertEquals(DestinationMove.Phase.FAILED, move.phase());
        assertEquals(new FlowRecord(1, 50, false), state.flow(key(5)));
        assertEquals(new FlowRecord(1, 10, false), state.flow(key(1)));
        assertEquals(2, state.flowCount());
    }

    @Test
    void lossFreeWithoutOptimisationsBuffersUntilRelease() {
        final var move = accepted(Moves.spec(MoveGuarantee.LOSS_FREE));
        assertEquals(new MoveMessage.Ready(MOVE, 0, null), host.toController.get(0));
        move.onFrame(chunk(1, 1, 5));
        move.onFrame(packet(1, 1, false));
        move.onFrame(packet(2, 2, true));
        move.onFrame(chunk(2, 2, 6));
        assertEquals(0, state.flowCount(), "without PZ the chunks are imported at RELEASE");
        assertTrue(host.processed.isEmpty(), "without ER every packet waits for RELEASE");
        move.onFrame(new MoveFrame.Release(2));
        assertEquals(new FlowRecord(1, 5, false), state.flow(key(1)));
        assertEquals(List.of("r1", "r2"), host.processed);
        assertEquals(List.of(new MoveFrame.Released(2), new MoveFrame.PacketAck(2)), host.takeFrames());
        move.onFrame(packet(3, 1, false));
        assertEquals(List.of("r1", "r2", "r3"), host.processed, "after RELEASE packets run at once");
        move.onFrame(new MoveFrame.End(3));
        assertEquals(new MoveMessage.Complete(MOVE, 2, 144, 3, 2, 0), host.lastMessage());
        assertEquals(DestinationMove.Phase.COMPLETE, move.phase());
        assertTrue(host.ended);
    }

    @Test
    void earlyReleaseRunsAFlowAsSoonAsItsStateIsHereInItsOrder() {
        final var move = accepted(Moves.spec(MoveGuarantee.LOSS_FREE, MoveOptimisation.PARALLELIZE,
            MoveOptimisation.EARLY_RELEASE));
        move.onFrame(packet(1, 2, false));
        move.onFrame(chunk(1, 1, 1));
        assertEquals(new FlowRecord(1, 1, false), state.flow(key(1)), "PZ imports each chunk as it comes");
        move.onFrame(packet(2, 1, false));
        move.onFrame(packet(3, 2, false));
        move.onFrame(packet(4, 3, true));
        assertEquals(List.of("r2", "r4"), host.processed, "host 1 is here, host 3 has no state to wait for");
        move.onFrame(chunk(2, 2, 1));
        assertEquals(List.of("r2", "r4", "r1", "r3"), host.processed, "host 2's packets in their order");
    }

    @Test
    void orderPreservingHoldsTheOwnSwitchsPacketsUntilEnd() {
        final var move = accepted(Moves.spec(MoveGuarantee.ORDER_PRESERVING, MoveOptimisation.PARALLELIZE));
        move.onFrame(chunk(1, 1, 1));
        move.onFrame(new MoveFrame.Release(1));
        assertEquals(MoveVerdict.TAKEN, move.onDirectPacket("d1", key(1)), "the forwarding update came first");
        move.onFrame(packet(1, 1, false));
        assertEquals(MoveVerdict.TAKEN, move.onDirectPacket("d2", key(1)));
        move.onFrame(packet(2, 1, false));
        assertEquals(List.of("r1", "r2"), host.processed);
        move.onFrame(new MoveFrame.End(2));
        assertEquals(List.of("r1", "r2", "d1", "d2"), host.processed, "redirected first, then the held ones");
        assertEquals(new MoveMessage.Complete(MOVE, 1, 72, 2, 0, 2), host.lastMessage());
        assertEquals(MoveVerdict.PROCESS, move.onDirectPacket("d3", key(1)));
    }

    @Test
    void lossFreeHoldsADirectPacketOnlyUntilItsStateIsHere() {
        final var move = accepted(Moves.spec(MoveGuarantee.LOSS_FREE, MoveOptimisation.PARALLELIZE,
            MoveOptimisation.EARLY_RELEASE));
        assertEquals(MoveVerdict.TAKEN, move.onDirectPacket("d1", key(1)));
        move.onFrame(chunk(1, 1, 1));
        assertEquals(List.of("d1"), host.processed);
        assertEquals(MoveVerdict.PROCESS, move.onDirectPacket("d2", key(1)));
        final var ng = new DestinationMove<>(Moves.spec(MoveGuarantee.NO_GUARANTEE), TOKEN, new MoveMessage.Ready(
            MOVE, 0, null), Moves.store(new NfState()), new FakeHost(), moves::now);
        assertEquals(MoveVerdict.PROCESS, ng.onDirectPacket("d3", key(1)), "NG holds nothing");
    }

    @Test
    void lossFreeHoldsAFlowWithoutStateHereUntilEnd() {
        final var move = accepted(Moves.spec(MoveGuarantee.LOSS_FREE, MoveOptimisation.PARALLELIZE));
        move.onFrame(chunk(1, 1, 1));
        move.onFrame(new MoveFrame.Release(1));
        assertEquals(MoveVerdict.PROCESS, move.onDirectPacket("d1", key(1)), "its state is here");
        assertEquals(MoveVerdict.TAKEN, move.onDirectPacket("d2", key(5)), "its SYN may still come from the source");
        move.onFrame(packet(1, 5, true));
        move.onFrame(new MoveFrame.End(1));
        assertEquals(List.of("r1", "d2"), host.processed);
        assertEquals(1, ((MoveMessage.Complete) host.lastMessage()).held());
    }

    @Test
    void relayAcknowledgesEveryChunk() {
        final var move = accepted(Moves.spec(MoveMode.RELAY, MoveGuarantee.LOSS_FREE, MoveOptimisation.PARALLELIZE));
        move.onFrame(chunk(1, 1, 1));
        move.onFrame(chunk(2, 2, 1));
        assertEquals(List.of(new MoveFrame.ChunkAck(1), new MoveFrame.ChunkAck(2)), host.takeFrames());
        final var batch = new FakeHost();
        final var second = new DestinationMove<>(Moves.spec(MoveMode.RELAY, MoveGuarantee.LOSS_FREE), 0,
            new MoveMessage.Ready(MOVE, 0, null), Moves.store(new NfState()), batch, moves::now);
        second.onFrame(new MoveFrame.Hello(MOVE, 0, "firewall"));
        second.onFrame(chunk(1, 1, 1));
        second.onFrame(chunk(2, 2, 1));
        second.onFrame(new MoveFrame.Release(2));
        assertEquals(List.of(new MoveFrame.Accept(MOVE), new MoveFrame.ChunkAck(1), new MoveFrame.ChunkAck(2),
            new MoveFrame.Released(2), new MoveFrame.PacketAck(0)), batch.toPeer);
    }

    @Test
    void relayedPacketsMayComeOutOfOrderButNotTwice() {
        final var move = accepted(Moves.spec(MoveMode.RELAY, MoveGuarantee.LOSS_FREE, MoveOptimisation.PARALLELIZE,
            MoveOptimisation.EARLY_RELEASE));
        move.onFrame(packet(2, 3, true));
        move.onFrame(packet(1, 4, true));
        assertEquals(List.of("r2", "r1"), host.processed, "the relay released them per flow");
        move.onFrame(packet(2, 3, true));
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.PROTOCOL, "PACKET 2 twice"), host.lastMessage());
    }

    @Test
    void aWrongTokenOrNfTypeIsRefused() {
        final var move = prepare(Moves.spec(MoveGuarantee.LOSS_FREE));
        move.onFrame(new MoveFrame.Hello(MOVE, TOKEN + 1, "firewall"));
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.PEER_REFUSED, "HELLO for move 9 with a wrong token"),
            host.lastMessage());
        assertEquals(List.of(new MoveFrame.Abort(MoveFailure.PEER_REFUSED, "HELLO for move 9 with a wrong token")),
            host.takeFrames());
        final var other = new FakeHost();
        final var second = new DestinationMove<>(Moves.spec(MoveGuarantee.LOSS_FREE), TOKEN, new MoveMessage.Ready(
            MOVE, 0, null), Moves.store(new NfState()), other, moves::now);
        second.onFrame(new MoveFrame.Hello(MOVE, TOKEN, "nat"));
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.PEER_REFUSED,
            "the source's NF is a nat, this one a firewall"), other.lastMessage());
    }

    @Test
    void aConflictingBatchImportsNothing() {
        state.putFlow(new FlowKey(FlowKey.FIVE_TUPLE, 1, 2, 6, 3, 4), new FlowRecord(1, 1, false));
        final var move = accepted(Moves.spec(MoveGuarantee.LOSS_FREE));
        move.onFrame(chunk(1, 1, 1));
        move.onFrame(new MoveFrame.Chunk(2, MoveKeys.of(key(2)), StateChunkCodec.encode(new StateChunk.Flow(
            new FlowKey(FlowKey.FOUR_TUPLE, 1, 2, 0, 3, 4), new FlowRecord(5000, 1, true)))));
        move.onFrame(packet(1, 1, false));
        move.onFrame(new MoveFrame.Release(2));
        final var failed = (MoveMessage.Failed) host.lastMessage();
        assertEquals(MoveFailure.STATE_REFUSED, failed.failure());
        assertEquals("Chunk 2 of 2: A firewall keys its state on fields 0x1f; flow {ip-src=1, ip-dst=2, l4-src=3, "
            + "l4-dst=4} has fields 0x1b; nothing of the 2 chunks was imported", failed.reason());
        assertEquals(1, state.flowCount(), "nothing imported");
        assertTrue(host.processed.isEmpty(), "buffered redirected packets are left to the source");
    }

    @Test
    void aRefusedChunkRevertsWhatThisMoveImported() {
        final var move = accepted(Moves.spec(MoveGuarantee.LOSS_FREE, MoveOptimisation.PARALLELIZE));
        state.putFlow(key(2), new FlowRecord(1, 42, false));
        move.onFrame(chunk(1, 1, 1));
        move.onFrame(chunk(2, 2, 7));
        assertEquals(7, state.flow(key(2)).count());
        move.onFrame(new MoveFrame.Chunk(3, org.openpath.openflow.MoveKey.NONE, new byte[] {9, 9, 9}));
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.STATE_REFUSED,
            "chunk 3: Malformed NF state at byte 0: chunk header needs 8 bytes, 3 left"), host.lastMessage());
        assertNull(state.flow(key(1)));
        assertEquals(42, state.flow(key(2)).count(), "what the move replaced is back");
    }

    @Test
    void duplicateLostOrLateFramesAreProtocolFailures() {
        final var move = accepted(Moves.spec(MoveGuarantee.LOSS_FREE, MoveOptimisation.PARALLELIZE));
        move.onFrame(chunk(1, 1, 1));
        move.onFrame(chunk(1, 1, 1));
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.PROTOCOL, "CHUNK 1 after CHUNK 1"), host.lastMessage());
        assertEquals(0, state.flowCount(), "reverted");

        final var lostPacket = new FakeHost();
        final var second = new DestinationMove<>(Moves.spec(MoveGuarantee.LOSS_FREE), TOKEN, new MoveMessage.Ready(
            MOVE, 0, null), Moves.store(new NfState()), lostPacket, moves::now);
        second.onFrame(new MoveFrame.Hello(MOVE, TOKEN, "firewall"));
        second.onFrame(packet(1, 1, false));
        second.onFrame(packet(3, 1, false));
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.PROTOCOL, "PACKET 3 after PACKET 1"),
            lostPacket.lastMessage());

        final var early = new FakeHost();
        final var third = new DestinationMove<>(Moves.spec(MoveGuarantee.LOSS_FREE), TOKEN, new MoveMessage.Ready(
            MOVE, 0, null), Moves.store(new NfState()), early, moves::now);
        third.onFrame(new MoveFrame.Hello(MOVE, TOKEN, "firewall"));
        third.onFrame(new MoveFrame.End(0));
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.PROTOCOL, "END from the source while RECEIVING"),
            early.lastMessage());

        final var counted = new FakeHost();
        final var fourth = new DestinationMove<>(Moves.spec(MoveGuarantee.LOSS_FREE), TOKEN, new MoveMessage.Ready(
            MOVE, 0, null), Moves.store(new NfState()), counted, moves::now);
        fourth.onFrame(new MoveFrame.Hello(MOVE, TOKEN, "firewall"));
        fourth.onFrame(chunk(1, 1, 1));
        fourth.onFrame(new MoveFrame.Release(2));
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.PROTOCOL, "RELEASE says 2 chunks, 1 came"),
            counted.lastMessage());
        fourth.onFrame(new MoveFrame.Release(1));
        assertEquals(1, counted.toController.stream().filter(MoveMessage.Failed.class::isInstance).count(),
            "frames after the failure are ignored");
    }

    @Test
    void endMustCountThePacketsThatCame() {
        final var move = accepted(Moves.spec(MoveGuarantee.LOSS_FREE, MoveOptimisation.PARALLELIZE));
        move.onFrame(new MoveFrame.Release(0));
        move.onFrame(packet(1, 1, true));
        move.onFrame(new MoveFrame.End(2));
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.PROTOCOL, "END says 2 packets, 1 came"),
            host.lastMessage());
    }

    @Test
    void noHelloOrASilentSourceTimesOut() {
        final var move = prepare(Moves.spec(MoveGuarantee.LOSS_FREE));
        moves.now += TIMEOUT + 1;
        move.tick();
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.TIMEOUT, "no HELLO from the source within 1000 ms"),
            host.lastMessage());

        final var silent = new FakeHost();
        final var second = new DestinationMove<>(Moves.spec(MoveGuarantee.LOSS_FREE, MoveOptimisation.PARALLELIZE),
            TOKEN, new MoveMessage.Ready(MOVE, 0, null), Moves.store(state), silent, moves::now);
        second.onFrame(new MoveFrame.Hello(MOVE, TOKEN, "firewall"));
        second.onFrame(chunk(1, 1, 1));
        moves.now += TIMEOUT;
        second.tick();
        assertEquals(DestinationMove.Phase.RECEIVING, second.phase());
        moves.now += 1;
        second.tick();
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.TIMEOUT,
            "no frame from the source for 1000 ms before RELEASE"), silent.lastMessage());
        assertEquals(0, state.flowCount(), "reverted");
    }

    @Test
    void aSourceThatDiesBeforeReleaseLeavesNothingBehind() {
        final var move = accepted(Moves.spec(MoveGuarantee.ORDER_PRESERVING, MoveOptimisation.PARALLELIZE));
        move.onFrame(chunk(1, 1, 1));
        assertEquals(MoveVerdict.TAKEN, move.onDirectPacket("d1", key(1)));
        move.onPeerFailure(MoveFailure.PEER_LOST, "connection reset");
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.PEER_LOST, "connection reset"), host.lastMessage());
        assertEquals(0, state.flowCount());
        assertEquals(List.of("d1"), host.processed, "a held packet of its own switch is not lost");
        assertTrue(host.takeFrames().isEmpty(), "no ABORT to a dead peer");
    }

    @Test
    void aSourceThatDiesAfterReleaseLeavesTheDestinationServing() {
        final var move = accepted(Moves.spec(MoveGuarantee.ORDER_PRESERVING, MoveOptimisation.PARALLELIZE));
        move.onFrame(chunk(1, 1, 4));
        move.onFrame(new MoveFrame.Release(1));
        move.onDirectPacket("d1", key(1));
        move.onPeerFailure(MoveFailure.PEER_LOST, "EOF");
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.PEER_LOST, "after the state transfer: EOF"),
            host.lastMessage());
        assertEquals(new FlowRecord(1, 4, false), state.flow(key(1)), "the state stays");
        assertEquals(List.of("d1"), host.processed);
    }

    @Test
    void theControllersAbortEndsAPreparedOrReceivingMoveButNotAReleasedOne() {
        // prepared, no HELLO yet: the NF is free for the next move at once, not after the timeout
        final var prepared = prepare(Moves.spec(MoveGuarantee.LOSS_FREE, MoveOptimisation.PARALLELIZE));
        assertTrue(prepared.onAbort());
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.ABORTED, "aborted by the controller"),
            host.lastMessage());
        assertTrue(host.ended, "the move is forgotten");
        host.takeFrames();

        final var receiving = accepted(Moves.spec(MoveGuarantee.LOSS_FREE, MoveOptimisation.PARALLELIZE));
        receiving.onFrame(chunk(1, 1, 4));
        assertTrue(receiving.onAbort());
        assertEquals(0, state.flowCount(), "what it imported is reverted");
        assertEquals(List.of(new MoveFrame.Abort(MoveFailure.ABORTED, "aborted by the controller")),
            host.takeFrames(), "the source learns it");

        final var released = accepted(Moves.spec(MoveGuarantee.LOSS_FREE, MoveOptimisation.PARALLELIZE));
        released.onFrame(chunk(1, 1, 4));
        released.onFrame(new MoveFrame.Release(1));
        host.takeFrames();
        assertFalse(released.onAbort(), "the state is all here: the source decides");
        assertEquals(new FlowRecord(1, 4, false), state.flow(key(1)));
        assertTrue(host.takeFrames().isEmpty());
    }

    @Test
    void anAbortFromTheSourceRevertsEvenAfterRelease() {
        final var move = accepted(Moves.spec(MoveGuarantee.LOSS_FREE, MoveOptimisation.PARALLELIZE));
        move.onFrame(chunk(1, 1, 4));
        move.onFrame(new MoveFrame.Release(1));
        move.onFrame(new MoveFrame.Abort(MoveFailure.ABORTED, "aborted by the controller"));
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.ABORTED,
            "the source aborted: aborted by the controller"), host.lastMessage());
        assertEquals(0, state.flowCount(), "the source serves with its own state again");
    }

    @Test
    void anUndecodablePacketIsCountedLost() {
        final var move = accepted(Moves.spec(MoveGuarantee.LOSS_FREE, MoveOptimisation.PARALLELIZE));
        move.onFrame(new MoveFrame.Release(0));
        move.onFrame(new MoveFrame.Packet(1, true, 7, 1, 0, MoveKeys.of(key(1)), "undecodable".getBytes(
            StandardCharsets.UTF_8)));
        assertEquals(1, move.lost());
        assertTrue(host.processed.isEmpty());
    }
}
