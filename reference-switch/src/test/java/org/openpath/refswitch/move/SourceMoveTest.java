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
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openpath.refswitch.move.Moves.MOVE;
import static org.openpath.refswitch.move.Moves.TIMEOUT;
import static org.openpath.refswitch.move.Moves.TOKEN;
import static org.openpath.refswitch.move.Moves.key;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.exec.FlowKey;
import org.openpath.analyzer.exec.FlowRecord;
import org.openpath.analyzer.exec.NfState;
import org.openpath.analyzer.exec.SharedState;
import org.openpath.openflow.MoveFailure;
import org.openpath.openflow.MoveFrame;
import org.openpath.openflow.MoveGuarantee;
import org.openpath.openflow.MoveMessage;
import org.openpath.openflow.MoveMode;
import org.openpath.openflow.MoveOptimisation;
import org.openpath.openflow.MoveSpec;
import org.openpath.refswitch.state.StateChunkCodec;
import org.openpath.refswitch.state.StateStore;

/**
 * The source's state machine through every phase, with lost, duplicate, late and unexpected messages and a peer that
 * dies: the move fails with a reason and the source serves again, processing what it redirected and was not
 * acknowledged.
 */
class SourceMoveTest {
    private final Moves moves = Moves.create();
    private final FakeHost host = new FakeHost();

    private SourceMove<String> start(final MoveSpec spec, final NfState state) {
        return new SourceMove<>(spec, TOKEN, Moves.store(state), host, moves::now);
    }

    @Test
    void aCopyLocksNothingAndKeepsTheSourcesState() throws Exception {
        final var state = Moves.state(3);
        final var move = start(Moves.copy(), state);
        assertEquals(List.of(new MoveFrame.Hello(MOVE, TOKEN, "firewall")), host.takeFrames());
        assertEquals(MoveVerdict.PROCESS, move.onPacket("p1", key(2)), "a copy redirects nothing");
        move.onFrame(new MoveFrame.Accept(MOVE));
        final var frames = host.takeFrames();
        assertEquals(List.of(1L, 2L, 3L), frames.stream().filter(MoveFrame.Chunk.class::isInstance)
            .map(frame -> ((MoveFrame.Chunk) frame).seq()).toList());
        assertEquals(new MoveFrame.Release(3), frames.get(3));
        move.onFrame(new MoveFrame.Released(3));
        assertEquals(new MoveMessage.Done(MOVE, 3, 3 * 72, 0), host.lastMessage());
        assertTrue(move.onFinish());
        assertEquals(List.of(new MoveFrame.End(0)), host.frames(MoveFrame.End.class));
        assertEquals(4, state.flowCount(), "the source keeps every connection it copied");
        assertEquals(new FlowRecord(1, 2, false), state.flow(key(2)));
        assertTrue(host.ended);
    }

    @Test
    void lossFreeMoveGoesThroughEveryPhase() throws Exception {
        final var state = Moves.state(3);
        final var move = start(Moves.spec(MoveGuarantee.LOSS_FREE), state);
        assertEquals(List.of(new MoveFrame.Hello(MOVE, TOKEN, "firewall")), host.takeFrames());
        assertEquals(SourceMove.Phase.CONNECTING, move.phase());

        // without LL every packet of the move's flows is locked from MOVE_START, even before ACCEPT
        assertEquals(MoveVerdict.TAKEN, move.onPacket("p1", key(2)));
        assertEquals(MoveVerdict.TAKEN, move.onPacket("p2", key(7)));
        final var packets = host.frames(MoveFrame.Packet.class);
        assertEquals(List.of(1L, 2L), packets.stream().map(MoveFrame.Packet::seq).toList());
        assertFalse(packets.get(0).noState(), "host 2 has state to move");
        assertTrue(packets.get(1).noState(), "host 7 has none: a flow that started during the move");
        assertEquals(MoveKeys.of(key(2)), packets.get(0).key());
        host.takeFrames();

        // without PZ every chunk goes out in one step, then RELEASE; the connection outside the filter stays
        move.onFrame(new MoveFrame.Accept(MOVE));
        final var frames = host.takeFrames();
        assertEquals(4, frames.size());
        for (int host1 = 1; host1 <= 3; host1++) {
            final var chunk = (MoveFrame.Chunk) frames.get(host1 - 1);
            assertEquals(host1, chunk.seq());
            assertEquals(new org.openpath.refswitch.state.StateChunk.Flow(key(host1), new FlowRecord(1, host1, false)),
                StateChunkCodec.decode(chunk.chunk()));
        }
        assertEquals(new MoveFrame.Release(3), frames.get(3));
        assertTrue(host.scheduled.isEmpty());
        assertEquals(SourceMove.Phase.RELEASING, move.phase());
        assertTrue(host.toController.isEmpty());

        move.onFrame(new MoveFrame.Released(3));
        assertEquals(new MoveMessage.Done(MOVE, 3, 3 * 72, 2), host.lastMessage());
        assertEquals(SourceMove.Phase.TRANSFERRED, move.phase());
        assertEquals(MoveVerdict.TAKEN, move.onPacket("p3", key(1)), "still redirecting until MOVE_FINISH");
        move.onFrame(new MoveFrame.PacketAck(3));

        assertTrue(move.onFinish());
        assertEquals(List.of(new MoveFrame.End(3)), host.frames(MoveFrame.End.class));
        assertEquals(1, state.flowCount(), "the moved connections are deleted, the other one stays");
        assertTrue(host.ended);
        assertEquals(1, host.closes);
        assertTrue(host.processed.isEmpty(), "nothing ran at the source");
        assertEquals(MoveVerdict.PROCESS, move.onPacket("p4", key(1)), "after the move the source processes");
    }

    @Test
    void parallelizeSendsSliceBySliceBetweenPackets() {
        final var move = start(Moves.spec(MoveGuarantee.LOSS_FREE, MoveOptimisation.PARALLELIZE),
            Moves.state(SourceMove.SLICE * 2 + 5));
        host.takeFrames();
        move.onFrame(new MoveFrame.Accept(MOVE));
        assertEquals(SourceMove.SLICE, host.takeFrames().size(), "one slice, then the datapath runs packets");
        assertEquals(1, host.scheduled.size());
        host.scheduled.poll().run();
        assertEquals(SourceMove.SLICE, host.takeFrames().size());
        host.scheduled.poll().run();
        final var last = host.takeFrames();
        assertEquals(6, last.size());
        assertEquals(new MoveFrame.Release(SourceMove.SLICE * 2 + 5), last.get(5));
        assertTrue(host.scheduled.isEmpty());
    }

    @Test
    void lateLockingRedirectsAFlowOnlyOnceItsChunkIsSent() throws Exception {
        final var state = Moves.state(SourceMove.SLICE + 1);
        final var move = start(Moves.spec(MoveGuarantee.LOSS_FREE, MoveOptimisation.PARALLELIZE,
            MoveOptimisation.LATE_LOCKING), state);
        host.takeFrames();
        assertEquals(MoveVerdict.PROCESS, move.onPacket("p1", key(1)), "not locked before its chunk is sent");
        state.putFlow(key(1), new FlowRecord(1, 100, false));
        move.onFrame(new MoveFrame.Accept(MOVE));
        final var first = (MoveFrame.Chunk) host.takeFrames().get(0);
        assertEquals(100, ((org.openpath.refswitch.state.StateChunk.Flow) StateChunkCodec.decode(first.chunk()))
            .record().count(), "the update made at the source before the chunk went out travels with it");
        assertEquals(MoveVerdict.TAKEN, move.onPacket("p2", key(1)), "locked once sent");
        assertEquals(MoveVerdict.PROCESS, move.onPacket("p3", key(SourceMove.SLICE + 1)), "the next slice is not sent");
        assertEquals(MoveVerdict.TAKEN, move.onPacket("p4", key(200)), "no state to wait for");
        assertTrue(host.frames(MoveFrame.Packet.class).get(1).noState());
    }

    @Test
    void noGuaranteeNeverRedirects() {
        final var state = Moves.state(2);
        final var move = start(Moves.spec(MoveGuarantee.NO_GUARANTEE), state);
        assertEquals(MoveVerdict.PROCESS, move.onPacket("p1", key(1)));
        move.onFrame(new MoveFrame.Accept(MOVE));
        move.onFrame(new MoveFrame.Released(2));
        assertEquals(new MoveMessage.Done(MOVE, 2, 144, 0), host.lastMessage());
        assertTrue(move.onFinish());
        assertEquals(List.of(new MoveFrame.End(0)), host.frames(MoveFrame.End.class));
    }

    @Test
    void allFlowsStateGoesLastAndLocksTheNfWithoutKeys() throws Exception {
        final var state = new NfState();
        state.replaceShared(new SharedState(5, 6, Map.of(1L, 2L)));
        final var spec = new MoveSpec(MOVE, 7, 2, MoveMode.PEER_TO_PEER, MoveGuarantee.LOSS_FREE,
            java.util.Set.of(MoveOptimisation.LATE_LOCKING), 4, TIMEOUT, org.openpath.openflow.FlowSpec.ANY);
        final var move = new SourceMove<>(spec, TOKEN, new StateStore("wan-optimizer", 0, state), host, moves::now);
        assertEquals(MoveVerdict.PROCESS, move.onPacket("p1", null), "the all-flows chunk is not sent yet");
        move.onFrame(new MoveFrame.Accept(MOVE));
        final var frames = host.frames(MoveFrame.Chunk.class);
        assertEquals(1, frames.size());
        assertEquals(org.openpath.openflow.MoveKey.NONE, frames.get(0).key());
        assertEquals(new org.openpath.refswitch.state.StateChunk.Shared(new SharedState(5, 6, Map.of(1L, 2L))),
            StateChunkCodec.decode(frames.get(0).chunk()));
        assertEquals(MoveVerdict.TAKEN, move.onPacket("p2", null));
        move.onFrame(new MoveFrame.Released(1));
        assertTrue(move.onFinish());
        assertTrue(state.shared().isEmpty(), "the all-flows state moved away");
    }

    @Test
    void theDestinationAbortingLeavesTheSourceServing() {
        final var state = Moves.state(3);
        final var move = start(Moves.spec(MoveGuarantee.ORDER_PRESERVING), state);
        move.onPacket("p1", key(1));
        move.onPacket("p2", key(2));
        move.onFrame(new MoveFrame.Accept(MOVE));
        host.takeFrames();
        move.onFrame(new MoveFrame.Abort(MoveFailure.STATE_REFUSED, "chunk 2: port held"));
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.STATE_REFUSED,
            "the destination aborted: chunk 2: port held"), host.lastMessage());
        assertEquals(List.of("p1", "p2"), host.processed, "redirected packets run at the source, in order");
        assertTrue(host.takeFrames().isEmpty(), "no ABORT back to the peer that aborted");
        assertEquals(4, state.flowCount(), "nothing deleted");
        assertEquals(MoveVerdict.PROCESS, move.onPacket("p3", key(1)));
        assertTrue(host.ended);
        // late frames and controller messages are ignored
        move.onFrame(new MoveFrame.Released(3));
        assertFalse(move.onFinish());
        assertEquals(1, host.toController.size());
    }

    @Test
    void aLongReasonFromThePeerIsCutBetweenCodePoints() {
        final var move = start(Moves.spec(MoveGuarantee.LOSS_FREE), Moves.state(1));
        final String smiley = Character.toString(0x1F600);
        move.onFrame(new MoveFrame.Abort(MoveFailure.STATE_REFUSED, smiley.repeat(256)));
        final var reason = ((MoveMessage.Failed) host.lastMessage()).reason();
        final byte[] bytes = reason.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(bytes.length <= MoveFrame.MAX_REASON_BYTES, "fits: " + bytes.length);
        assertTrue(reason.startsWith("the destination aborted: " + smiley) && reason.endsWith(smiley + "..."), reason);
        assertTrue(java.nio.charset.StandardCharsets.UTF_8.newEncoder().canEncode(reason),
            "no surrogate cut in half");
    }

    @Test
    void aPeerThatDiesMidMoveFailsTheMoveWithAReason() {
        final var state = Moves.state(3);
        final var move = start(Moves.spec(MoveGuarantee.LOSS_FREE), state);
        move.onFrame(new MoveFrame.Accept(MOVE));
        move.onPacket("p1", key(1));
        move.onPacket("p2", key(1));
        move.onPacket("p3", key(1));
        move.onFrame(new MoveFrame.PacketAck(1));
        move.onPeerFailure(MoveFailure.PEER_LOST, "connection reset");
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.PEER_LOST, "connection reset"), host.lastMessage());
        assertEquals(List.of("p2", "p3"), host.processed, "the unacknowledged packets run at the source");
        assertEquals(4, state.flowCount());
        assertEquals(SourceMove.Phase.FAILED, move.phase());
    }

    @Test
    void aPeerLostAfterDoneIsReportedAsSuch() {
        final var move = start(Moves.spec(MoveGuarantee.LOSS_FREE), Moves.state(1));
        move.onFrame(new MoveFrame.Accept(MOVE));
        move.onFrame(new MoveFrame.Released(1));
        move.onPacket("p1", key(1));
        assertFalse(move.onAbort(), "after MOVE_DONE the move can only finish");
        move.onPeerFailure(MoveFailure.PEER_LOST, "EOF");
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.PEER_LOST, "after the state transfer: EOF"),
            host.lastMessage());
        assertEquals(List.of("p1"), host.processed);
    }

    @Test
    void unreachableDestination() {
        final var move = start(Moves.spec(MoveGuarantee.LOSS_FREE), Moves.state(1));
        move.onPeerFailure(MoveFailure.PEER_UNREACHABLE, "connection refused by 127.0.0.1:1");
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.PEER_UNREACHABLE, "connection refused by 127.0.0.1:1"),
            host.lastMessage());
    }

    @Test
    void lostAcceptOrReleasedTimesOut() {
        final var move = start(Moves.spec(MoveGuarantee.LOSS_FREE), Moves.state(1));
        moves.now += TIMEOUT;
        move.tick();
        assertEquals(SourceMove.Phase.CONNECTING, move.phase(), "not yet: the timeout is exceeded, not reached");
        moves.now += 1;
        move.tick();
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.TIMEOUT, "no ACCEPT from the destination within 1000 ms"),
            host.lastMessage());
        assertEquals(new MoveFrame.Abort(MoveFailure.TIMEOUT, "no ACCEPT from the destination within 1000 ms"),
            host.toPeer.get(host.toPeer.size() - 1));

        final var host2 = new FakeHost();
        final var second = new SourceMove<>(Moves.spec(MoveGuarantee.LOSS_FREE), TOKEN, Moves.store(Moves.state(1)),
            host2, moves::now);
        second.onFrame(new MoveFrame.Accept(MOVE));
        moves.now += TIMEOUT + 1;
        second.tick();
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.TIMEOUT,
            "no RELEASED from the destination within 1000 ms"), host2.lastMessage());
    }

    @Test
    void aDoneMoveDoesNotTimeOut() {
        final var move = start(Moves.spec(MoveGuarantee.LOSS_FREE), Moves.state(1));
        move.onFrame(new MoveFrame.Accept(MOVE));
        move.onFrame(new MoveFrame.Released(1));
        moves.now += 100 * TIMEOUT;
        move.tick();
        assertEquals(SourceMove.Phase.TRANSFERRED, move.phase());
    }

    @Test
    void finishBeforeDoneAndRepeatedFinishAreIgnored() {
        final var state = Moves.state(2);
        final var move = start(Moves.spec(MoveGuarantee.LOSS_FREE), state);
        assertFalse(move.onFinish(), "MOVE_FINISH before MOVE_DONE");
        move.onFrame(new MoveFrame.Accept(MOVE));
        assertFalse(move.onFinish());
        assertEquals(3, state.flowCount());
        move.onFrame(new MoveFrame.Released(2));
        assertTrue(move.onFinish());
        assertFalse(move.onFinish(), "repeated");
        assertEquals(1, host.frames(MoveFrame.End.class).size());
    }

    @Test
    void abortBeforeDoneTellsThePeer() {
        final var move = start(Moves.spec(MoveGuarantee.LOSS_FREE), Moves.state(2));
        move.onPacket("p1", key(1));
        assertTrue(move.onAbort());
        assertFalse(move.onAbort(), "repeated");
        assertEquals(new MoveFrame.Abort(MoveFailure.ABORTED, "aborted by the controller"),
            host.toPeer.get(host.toPeer.size() - 1));
        assertEquals(List.of("p1"), host.processed);
    }

    @Test
    void framesOutOfPlaceAreProtocolFailures() {
        final var move = start(Moves.spec(MoveGuarantee.LOSS_FREE), Moves.state(2));
        move.onFrame(new MoveFrame.Released(2));
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.PROTOCOL,
            "RELEASED from the destination while CONNECTING"), host.lastMessage());

        final var host2 = new FakeHost();
        final var second = new SourceMove<>(Moves.spec(MoveGuarantee.LOSS_FREE), TOKEN, Moves.store(Moves.state(2)),
            host2, moves::now);
        second.onFrame(new MoveFrame.Accept(MOVE));
        second.onFrame(new MoveFrame.Released(5));
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.PROTOCOL, "RELEASED says 5 chunks, 2 were sent"),
            host2.lastMessage());

        final var host3 = new FakeHost();
        final var third = new SourceMove<>(Moves.spec(MoveGuarantee.LOSS_FREE), TOKEN, Moves.store(Moves.state(2)),
            host3, moves::now);
        third.onFrame(new MoveFrame.Accept(MOVE));
        third.onFrame(new MoveFrame.PacketAck(1));
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.PROTOCOL,
            "PACKET_ACK of 1 packets; 0 were acknowledged of 0 sent"), host3.lastMessage());
    }

    @Test
    void aChunkTooLargeForARelayMessageFailsTheRelayMove() {
        final var state = new NfState();
        final var table = new java.util.HashMap<Long, Long>();
        for (long i = 0; i < 5000; i++) {
            table.put(i, i);
        }
        state.replaceShared(new SharedState(0, 0, table));
        final var spec = new MoveSpec(MOVE, 7, 2, MoveMode.RELAY, MoveGuarantee.LOSS_FREE, java.util.Set.of(), 4,
            TIMEOUT, org.openpath.openflow.FlowSpec.ANY);
        final var move = new SourceMove<>(spec, 0, new StateStore("cache", 0, state), host, moves::now);
        move.onFrame(new MoveFrame.Accept(MOVE));
        assertEquals(new MoveMessage.Failed(MOVE, MoveFailure.STATE_REFUSED,
            "a chunk of 80032 bytes does not fit a MOVE_RELAY"), host.lastMessage());
        assertTrue(host.frames(MoveFrame.Chunk.class).isEmpty());
        assertEquals(5000, state.shared().table().size());
    }

    @Test
    void keysOutsideTheScopeStayAndDoNotLock() {
        final var state = Moves.state(1);
        final var outside = new FlowKey(FlowKey.FIVE_TUPLE, Moves.NET + 0x909, Moves.NET + 0x100, 6, 9, 80);
        final var move = start(Moves.spec(MoveGuarantee.LOSS_FREE), state);
        move.onFrame(new MoveFrame.Accept(MOVE));
        assertEquals(1, host.frames(MoveFrame.Chunk.class).size());
        move.onFrame(new MoveFrame.Released(1));
        move.onFinish();
        assertEquals(List.of(outside), state.flowKeys());
    }
}
