/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.openpath.openflow.Bytes.format;
import static org.openpath.openflow.Bytes.hex;
import static org.openpath.openflow.Bytes.zeros;

import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openpath.openflow.MalformedOpenPathException.Problem;

/**
 * Hand-written bytes, from the layouts of docs/openpath-openflow.md section 7 and docs/state-move.md section 5 (not
 * produced by the encoder), for every state-move message and peer frame, and the exact refusals of malformed ones.
 */
class MoveGoldenBytesTest {
    private static final String HEADER = "00 00 00 50";
    /** MOVE_PREPARE's body in the spec's example. */
    private static final String PREPARE_BODY = "00 00 00 07 00 00 00 03  00 00 00 02 00 01 07 01"
        + "  00 00 13 88 00 00 00 00 00 05 04 06 18 00 00 00  0a 00 00 00 00 00 00 00"
        + "  00 00 00 00 00 00 00 00" + zeros(24);
    private static final MoveSpec SPEC = new MoveSpec(7, 3, 2, MoveMode.PEER_TO_PEER, MoveGuarantee.LOSS_FREE,
        EnumSet.allOf(MoveOptimisation.class), 1, 5000, new FlowSpec(IpPrefix.parse("10.0.0.0/24"), null, 6, null,
            null));
    private static final String TOKEN = " 01 02 03 04 05 06 07 08";
    private static final String LOCAL_6000 = " 04 00 17 70 7f 00 00 01" + zeros(12);

    private static MoveEndpoint local6000() throws Exception {
        return new MoveEndpoint(InetAddress.getByAddress(new byte[] {127, 0, 0, 1}), 6000);
    }

    @Test
    void prepareIsTheSpecExample() throws Exception {
        assertMessage(new MoveMessage.Prepare(SPEC), "04 04 00 58 00 00 00 21 " + HEADER + " 00 00 00 21 "
            + PREPARE_BODY);
    }

    @Test
    void startCarriesTokenAndEndpoint() throws Exception {
        assertMessage(new MoveMessage.Start(SPEC, 0x0102030405060708L, local6000()), "04 04 00 74 00 00 00 21 "
            + HEADER + " 00 00 00 22 " + PREPARE_BODY + TOKEN + LOCAL_6000);
        final var relay = new MoveSpec(7, 3, 2, MoveMode.RELAY, MoveGuarantee.ORDER_PRESERVING, Set.of(), 7, 100,
            FlowSpec.ANY);
        assertMessage(new MoveMessage.Start(relay, 0, null), "04 04 00 74 00 00 00 21 " + HEADER + " 00 00 00 22"
            + " 00 00 00 07 00 00 00 03 00 00 00 02 01 02 00 07 00 00 00 64 00 00 00 00" + zeros(48) + zeros(28));
    }

    @Test
    void expectIsPrepareWithTheControllersToken() throws Exception {
        // 16 + 72 + 8 = 96 bytes
        assertMessage(new MoveMessage.Expect(SPEC, 0x0102030405060708L), "04 04 00 60 00 00 00 21 " + HEADER
            + " 00 00 00 26 " + PREPARE_BODY + TOKEN);
        assertBodyRefused(MoveExpType.MOVE_EXPECT, Problem.BAD_LENGTH, "MOVE_EXPECT: body length 72, the spec says "
            + "80", PREPARE_BODY);
        assertBodyRefused(MoveExpType.MOVE_EXPECT, Problem.BAD_VALUE, "MOVE_EXPECT: MOVE_EXPECT needs a token other "
            + "than 0", PREPARE_BODY + zeros(8));
        final var relay = new MoveSpec(7, 3, 2, MoveMode.RELAY, MoveGuarantee.LOSS_FREE, Set.of(), 7, 100,
            FlowSpec.ANY);
        assertEquals("MOVE_EXPECT is for peer-to-peer moves only", assertThrows(IllegalArgumentException.class,
            () -> new MoveMessage.Expect(relay, 1)).getMessage());
    }

    @Test
    void aCopyIsOperationOneInTheByteAfterTheTimeout() throws Exception {
        // the spec's MOVE_PREPARE (copy) example: move 9, sfc 3, service 2, peer to peer, NG, PZ, all kinds, 2000 ms,
        // any flow
        final var copy = new MoveSpec(9, 3, 2, MoveMode.PEER_TO_PEER, MoveGuarantee.NO_GUARANTEE,
            Set.of(MoveOptimisation.PARALLELIZE), 7, 2000, FlowSpec.ANY, MoveOperation.COPY);
        assertMessage(new MoveMessage.Prepare(copy), "04 04 00 58 00 00 00 21 " + HEADER + " 00 00 00 21"
            + " 00 00 00 09 00 00 00 03  00 00 00 02 00 00 01 07  00 00 07 d0 01 00 00 00" + zeros(48));
    }

    @Test
    void aCopyWithAGuaranteeOrAnUnknownOperationIsRefused() {
        final var refused = assertThrows(IllegalArgumentException.class, () -> new MoveSpec(9, 3, 2,
            MoveMode.PEER_TO_PEER, MoveGuarantee.LOSS_FREE, Set.of(), 7, 2000, FlowSpec.ANY, MoveOperation.COPY));
        assertEquals("A copy locks no flow, so it has no guarantee; LOSS_FREE is for moves", refused.getMessage());
        assertBodyRefused(MoveExpType.MOVE_PREPARE, Problem.BAD_VALUE, "MOVE_PREPARE: unknown operation 2",
            "00 00 00 09 00 00 00 03  00 00 00 02 00 00 01 07  00 00 07 d0 02 00 00 00" + zeros(48));
        assertBodyRefused(MoveExpType.MOVE_PREPARE, Problem.BAD_VALUE, "MOVE_PREPARE: A copy locks no flow, so it "
            + "has no guarantee; ORDER_PRESERVING is for moves",
            "00 00 00 09 00 00 00 03  00 00 00 02 00 02 01 07  00 00 07 d0 01 00 00 00" + zeros(48));
        assertBodyRefused(MoveExpType.MOVE_PREPARE, Problem.BAD_VALUE,
            "MOVE_PREPARE: reserved bytes not zero (byte 0x01 at offset 22)",
            "00 00 00 09 00 00 00 03  00 00 00 02 00 00 01 07  00 00 07 d0 01 00 01 00" + zeros(48));
    }

    @Test
    void finishAbortAndTheSpecExample() throws Exception {
        assertMessage(new MoveMessage.Finish(7), "04 04 00 18 00 00 00 21 " + HEADER
            + " 00 00 00 23 00 00 00 07 00 00 00 00");
        assertMessage(new MoveMessage.Abort(0xFFFFFFFFL), "04 04 00 18 00 00 00 21 " + HEADER
            + " 00 00 00 24 ff ff ff ff 00 00 00 00");
    }

    @Test
    void relayCarriesAWholeFrame() throws Exception {
        assertMessage(new MoveMessage.Relay(7, true, new MoveFrame.Accept(7)), "04 04 00 28 00 00 00 21 " + HEADER
            + " 00 00 00 25 00 00 00 07 00 00 00 00  00 00 00 10 02 00 00 00 00 00 00 07 00 00 00 00");
        assertMessage(new MoveMessage.Relay(7, false, new MoveFrame.PacketAck(3)), "04 04 00 28 00 00 00 21 "
            + HEADER + " 00 00 01 25 00 00 00 07 00 00 00 00  00 00 00 10 06 00 00 00 00 00 00 00 00 00 00 03");
    }

    @Test
    void readyDoneCompleteFailed() throws Exception {
        assertMessage(new MoveMessage.Ready(7, 0x0102030405060708L, local6000()), "04 04 00 34 00 00 00 21 " + HEADER
            + " 00 00 01 21 00 00 00 07 00 00 00 00" + TOKEN + LOCAL_6000);
        assertMessage(new MoveMessage.Ready(7, 0, null), "04 04 00 34 00 00 00 21 " + HEADER
            + " 00 00 01 21 00 00 00 07" + zeros(32));
        assertMessage(new MoveMessage.Ready(7, 1, new MoveEndpoint(InetAddress.getByName("::1"), 1)),
            "04 04 00 34 00 00 00 21 " + HEADER + " 00 00 01 21 00 00 00 07 00 00 00 00 00 00 00 00 00 00 00 01"
                + " 06 00 00 01" + zeros(15) + " 01");
        assertMessage(new MoveMessage.Done(7, 2200, 299_200, 6), "04 04 00 30 00 00 00 21 " + HEADER
            + " 00 00 01 22 00 00 00 07 00 00 00 00 00 00 00 00 00 00 08 98 00 00 00 00 00 04 90 c0"
            + " 00 00 00 00 00 00 00 06");
        assertMessage(new MoveMessage.Complete(7, 1, 2, 3, 4, 5), "04 04 00 40 00 00 00 21 " + HEADER
            + " 00 00 01 23 00 00 00 07 00 00 00 00 00 00 00 00 00 00 00 01 00 00 00 00 00 00 00 02"
            + " 00 00 00 00 00 00 00 03 00 00 00 00 00 00 00 04 00 00 00 00 00 00 00 05");
        assertMessage(new MoveMessage.Failed(7, MoveFailure.PEER_LOST, "gone"), "04 04 00 1c 00 00 00 21 " + HEADER
            + " 00 00 01 24 00 00 00 07 00 05 00 04 67 6f 6e 65");
    }

    @Test
    void everyFrameType() throws Exception {
        assertFrame(new MoveFrame.Hello(7, 0x0102030405060708L, "nat"),
            "00 00 00 1b 01 00 00 00 01 03 00 00 00 00 00 07" + TOKEN + " 6e 61 74");
        assertFrame(new MoveFrame.Accept(7), "00 00 00 10 02 00 00 00 00 00 00 07 00 00 00 00");
        assertFrame(new MoveFrame.Chunk(1, new MoveKey(0x1b, 0x0a000001L, 0x0a000002L, 0, 1000, 80),
            new byte[] {1, 2, 3}), "00 00 00 43 03 00 00 00 00 00 00 01 00 00 00 00  1b 00 00 00 00 00 00 00"
                + " 00 00 00 00 0a 00 00 01 00 00 00 00 0a 00 00 02 00 00 00 00 00 00 00 00"
                + " 00 00 00 00 00 00 03 e8 00 00 00 00 00 00 00 50  01 02 03");
        assertFrame(new MoveFrame.ChunkAck(1), "00 00 00 10 04 00 00 00 00 00 00 01 00 00 00 00");
        assertFrame(new MoveFrame.Packet(2, true, 7, 1, 0, MoveKey.NONE, new byte[] {(byte) 0xaa, (byte) 0xbb}),
            "00 00 00 4a 05 01 00 00 00 00 00 02 00 00 00 07 00 00 00 01 00 00 00 00" + zeros(48) + " aa bb");
        assertFrame(new MoveFrame.PacketAck(3), "00 00 00 10 06 00 00 00 00 00 00 00 00 00 00 03");
        assertFrame(new MoveFrame.Release(2200), "00 00 00 10 07 00 00 00 00 00 08 98 00 00 00 00");
        assertFrame(new MoveFrame.Released(2200), "00 00 00 10 08 00 00 00 00 00 08 98 00 00 00 00");
        assertFrame(new MoveFrame.End(6), "00 00 00 10 09 00 00 00 00 00 00 00 00 00 00 06");
        assertFrame(new MoveFrame.Abort(MoveFailure.TIMEOUT, "late"),
            "00 00 00 14 0a 00 00 00 00 09 00 04 00 00 00 00 6c 61 74 65");
    }

    @Test
    void malformedFramesAreRefusedNamingTheProblem() {
        assertFrameRefused(Problem.UNKNOWN_TYPE, "Peer frame: unknown type 11",
            "00 00 00 10 0b 00 00 00 00 00 00 07 00 00 00 00");
        assertFrameRefused(Problem.BAD_VALUE, "ACCEPT: unknown flags 0x1",
            "00 00 00 10 02 01 00 00 00 00 00 07 00 00 00 00");
        assertFrameRefused(Problem.BAD_LENGTH, "Peer frame: length 16 but 17 bytes given",
            "00 00 00 10 02 00 00 00 00 00 00 07 00 00 00 00 00");
        assertFrameRefused(Problem.BAD_LENGTH, "Peer frame: length 8 is outside 16..16778240",
            "00 00 00 08 02 00 00 00");
        assertFrameRefused(Problem.BAD_VALUE, "HELLO: version 2 is not 1",
            "00 00 00 1b 01 00 00 00 02 03 00 00 00 00 00 07" + TOKEN + " 6e 61 74");
        assertFrameRefused(Problem.BAD_LENGTH, "HELLO: NF type length 4 exceeds the 3 bytes left in the body",
            "00 00 00 1b 01 00 00 00 01 04 00 00 00 00 00 07" + TOKEN + " 6e 61 74");
        assertFrameRefused(Problem.BAD_VALUE, "ACCEPT: Move id must not be 0",
            "00 00 00 10 02 00 00 00 00 00 00 00 00 00 00 00");
        assertFrameRefused(Problem.BAD_VALUE, "ABORT: unknown failure code 11",
            "00 00 00 10 0a 00 00 00 00 0b 00 00 00 00 00 00");
        assertFrameRefused(Problem.BAD_VALUE, "CHUNK: Key field ip-proto is absent but 6", "00 00 00 41 03 00 00 00"
            + " 00 00 00 01 00 00 00 00  03 00 00 00 00 00 00 00" + zeros(16) + " 00 00 00 00 00 00 00 06"
                + zeros(16) + " 01");
        assertFrameRefused(Problem.BAD_LENGTH, "PACKET: frame length 72 is shorter than 73",
            "00 00 00 48 05 00 00 00" + zeros(64));
        assertFrameRefused(Problem.BAD_LENGTH, "END: frame length 17, the spec says 16",
            "00 00 00 11 09 00 00 00 00 00 00 00 00 00 00 06 00");
    }

    @Test
    void malformedMessagesAreRefusedNamingTheProblem() {
        assertBodyRefused(MoveExpType.MOVE_PREPARE, Problem.BAD_VALUE, "MOVE_PREPARE: Move timeout 50 ms is outside "
            + "100..3600000", PREPARE_BODY.replace("00 00 13 88", "00 00 00 32"));
        assertBodyRefused(MoveExpType.MOVE_PREPARE, Problem.BAD_VALUE, "MOVE_PREPARE: Scope 0x0 is not a non-empty "
            + "combination of per-flow (1), multi-flow (2) and all-flows (4)", PREPARE_BODY.replace("00 01 07 01",
                "00 01 07 00"));
        assertBodyRefused(MoveExpType.MOVE_PREPARE, Problem.BAD_VALUE, "MOVE_PREPARE: unknown guarantee 3",
            PREPARE_BODY.replace("00 01 07 01", "00 03 07 01"));
        assertBodyRefused(MoveExpType.MOVE_PREPARE, Problem.BAD_VALUE, "MOVE_PREPARE: Optimisations 0x8 have bits "
            + "other than PZ (1), LL (2) and ER (4)", PREPARE_BODY.replace("00 01 07 01", "00 01 08 01"));
        assertBodyRefused(MoveExpType.MOVE_PREPARE, Problem.BAD_LENGTH, "MOVE_PREPARE: body length 71, the spec says "
            + "72", PREPARE_BODY.substring(0, PREPARE_BODY.length() - 3));
        assertBodyRefused(MoveExpType.MOVE_START, Problem.BAD_VALUE, "MOVE_START: A peer-to-peer move needs a token "
            + "and the destination's endpoint", PREPARE_BODY + zeros(8) + LOCAL_6000);
        assertBodyRefused(MoveExpType.MOVE_START, Problem.BAD_VALUE, "MOVE_START: endpoint IP version 5 is not 4 "
            + "or 6", PREPARE_BODY + TOKEN + LOCAL_6000.replace(" 04 00 17 70", " 05 00 17 70"));
        assertBodyRefused(MoveExpType.MOVE_READY, Problem.BAD_VALUE, "MOVE_READY: endpoint of a relay move not zero "
            + "(byte 0x17 at offset 18)", "00 00 00 07 00 00 00 00" + zeros(8) + " 00 00 17 70" + zeros(16));
        assertBodyRefused(MoveExpType.MOVE_RELAY_UP, Problem.BAD_LENGTH, "MOVE_RELAY_UP: Peer frame: length 16 but "
            + "17 bytes given", "00 00 00 07 00 00 00 00 00 00 00 10 02 00 00 00 00 00 00 07 00 00 00 00 00");
        assertBodyRefused(MoveExpType.MOVE_FAILED, Problem.BAD_LENGTH, "MOVE_FAILED: reason length 5 exceeds the 4 "
            + "bytes left in the body", "00 00 00 07 00 05 00 05 67 6f 6e 65");
        final var e = assertThrows(MalformedOpenPathException.class, () -> MoveCodec.decodeBody(0x27,
            ByteBuffer.wrap(new byte[8])));
        assertEquals("Unknown state-move exp_type 0x27", e.getMessage());
        assertEquals(Problem.UNKNOWN_TYPE, e.problem());
    }

    @Test
    void oversizedRelayIsRefusedBeforeItIsSent() {
        final var big = new MoveMessage.Relay(7, true, new MoveFrame.Chunk(1, MoveKey.NONE, new byte[70_000]));
        assertEquals("MOVE_RELAY_DOWN of 70088 bytes exceeds an OpenFlow message's 65535",
            assertThrows(IllegalArgumentException.class, () -> MoveCodec.encodeMessage(big, 1)).getMessage());
    }

    private static void assertMessage(final MoveMessage message, final String expectedHex) throws Exception {
        final byte[] expected = hex(expectedHex);
        final byte[] actual = MoveCodec.encodeMessage(message, 0x21);
        assertArrayEquals(expected, actual, () -> message + ": " + format(actual));
        final ByteBuffer frame = ByteBuffer.wrap(expected);
        assertEquals(new MoveCodec.Frame(0x21, message), MoveCodec.decodeMessage(frame));
        assertEquals(expected.length, frame.position());
        assertArrayEquals(Arrays.copyOfRange(expected, 16, expected.length), MoveCodec.encodeBody(message));
    }

    private static void assertFrame(final MoveFrame frame, final String expectedHex) throws Exception {
        final byte[] expected = hex(expectedHex);
        assertArrayEquals(expected, MoveCodec.encodeFrame(frame), frame::toString);
        assertEquals(frame, MoveCodec.decodeFrame(ByteBuffer.wrap(expected)));
        assertEquals(expected.length, MoveCodec.frameLength(ByteBuffer.wrap(expected)));
    }

    private static void assertFrameRefused(final Problem problem, final String message, final String bytes) {
        final ByteBuffer in = ByteBuffer.wrap(hex(bytes));
        final var e = assertThrows(MalformedOpenPathException.class, () -> MoveCodec.decodeFrame(in));
        assertEquals(message, e.getMessage());
        assertEquals(problem, e.problem());
        assertEquals(0, in.position());
    }

    private static void assertBodyRefused(final MoveExpType type, final Problem problem, final String message,
            final String bytes) {
        final ByteBuffer in = ByteBuffer.wrap(hex(bytes));
        final var e = assertThrows(MalformedOpenPathException.class, () -> MoveCodec.decodeBody(type.code(), in));
        assertEquals(message, e.getMessage());
        assertEquals(problem, e.problem());
        assertEquals(0, in.position());
    }
}
