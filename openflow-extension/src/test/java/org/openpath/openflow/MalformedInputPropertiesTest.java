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
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.domains.Domain;
import net.jqwik.api.domains.DomainContext;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.MalformedOpenPathException.Problem;

/**
 * The decoders refuse malformed input with {@link MalformedOpenPathException} and the right {@link Problem}, and with
 * nothing else: random bytes, random bytes under valid headers, every truncation, single flipped bytes, lying
 * lengths, unknown types, subtypes and fields, non-zero padding, and GRAPH_SET bodies broken in each way section 8
 * lists. Whatever they accept re-encodes to the same bytes (the encoding is canonical), and a failed decode leaves the
 * buffer's position where it was.
 */
@Domain(CodecDomain.class)
@Domain(DomainContext.Global.class)
class MalformedInputPropertiesTest {
    /** Section 8: sfc-id (4), vertex count (2), zero (2). */
    private static final int GRAPH_FIXED = 8;
    /** Section 8: a vertex's service-id (4), actions-len (2), zero (2). */
    private static final int VERTEX_FIXED = 8;
    private static final long GRAPH_SET = 0x0A;
    private static final Set<Long> EXP_TYPES = Stream.of(ExpType.values()).map(ExpType::code)
        .collect(Collectors.toUnmodifiableSet());

    @FunctionalInterface
    interface Decoder {
        void decode() throws MalformedOpenPathException;
    }

    @Provide
    Arbitrary<Long> unknownExpTypes() {
        return Arbitraries.longs().between(0, 0xFFFF_FFFFL).edgeCases(config -> config.add(0L, 11L, 0x100L, 0x104L))
            .filter(code -> !EXP_TYPES.contains(code));
    }

    // ------------------------------------------------------------------------------------------------- random bytes

    @Property(tries = 3000)
    void randomBytesOnlyEverGiveMalformed(@ForAll @Size(max = 300) final byte[] bytes,
            @ForAll @LongRange(max = 0x200) final long expType) {
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            checkOxm(bytes);
            checkAction(bytes);
            checkFrame(bytes);
            checkBody(expType, bytes);
            checkError(bytes);
            problemOf(() -> Json.read(ByteBuffer.wrap(bytes), "MESSAGE"), Problem.BAD_VALUE);
        });
    }

    @Property(tries = 3000)
    void randomBodiesUnderValidHeaders(@ForAll final ExpType type, @ForAll @Size(max = 120) final byte[] body,
            @ForAll final boolean plausible) {
        final byte[] payload = body.clone();
        if (plausible) {
            // zero the reserved and flow-spec bytes often enough to get past the first checks
            for (int i = 8; i < payload.length; i++) {
                if (i % 3 != 0) {
                    payload[i] = 0;
                }
            }
        }
        final byte[] frame = frame(type.code(), payload);
        final Problem problem = checkFrame(frame);
        final Integer fixed = fixedBodyLength(type);
        if (fixed != null && fixed != payload.length) {
            assertEquals(Problem.BAD_LENGTH, problem);
        }
        checkBody(type.code(), payload);
    }

    @Property(tries = 3000)
    void mutatedValidBodies(@ForAll final OpenPathMessage message,
            @ForAll @Size(min = 1, max = 6) final List<@IntRange(max = 0xFFFF) Integer> mutations) {
        final byte[] body = OpenPathCodec.encodeBody(message);
        for (int mutation : mutations) {
            body[(mutation >>> 8) % body.length] = (byte) mutation;
        }
        checkBody(message.expType(), body);
        checkFrame(frame(message.expType(), body));
    }

    @Property(tries = 3000)
    void mutatedValidActionsAndOxms(@ForAll final OpenPathAction action,
            @ForAll final OxmMatch match,
            @ForAll @Size(min = 1, max = 4) final List<@IntRange(max = 0xFFFF) Integer> mutations) {
        final byte[] actionBytes = OpenPathCodec.encodeAction(action);
        final byte[] oxmBytes = OpenPathCodec.encodeOxm(match);
        for (int mutation : mutations) {
            actionBytes[8 + (mutation >>> 8) % (actionBytes.length - 8)] = (byte) mutation;
            oxmBytes[2 + (mutation >>> 8) % (oxmBytes.length - 2)] = (byte) mutation;
        }
        checkAction(actionBytes);
        checkOxm(oxmBytes);
    }

    @Property(tries = 3000)
    void randomActionsUnderValidHeaders(@ForAll @IntRange(max = 7) final int subtype,
            @ForAll @Size(min = 6, max = 150) final byte[] rest, @ForAll final boolean zeroTail) {
        final int length = (10 + rest.length + 7) / 8 * 8;
        final ByteBuffer action = ByteBuffer.allocate(length).putShort((short) 0xFFFF).putShort((short) length)
            .putInt(0x00000050).putShort((short) subtype).put(rest);
        final byte[] bytes = action.array();
        if (zeroTail) {
            Arrays.fill(bytes, Math.min(length, 20), length, (byte) 0);
        }
        final Problem problem = checkAction(bytes);
        if (subtype == 0 || subtype > 5) {
            assertEquals(Problem.UNKNOWN_TYPE, problem);
        }
    }

    @Property(tries = 3000)
    void randomOxmsUnderValidHeaders(@ForAll @IntRange(max = 255) final int fieldByte,
            @ForAll @Size(max = 20) final byte[] rest) {
        final ByteBuffer oxm = ByteBuffer.allocate(8 + rest.length).putShort((short) 0xFFFF).put((byte) fieldByte)
            .put((byte) (4 + rest.length)).putInt(0x00000050).put(rest);
        final Problem problem = checkOxm(oxm.array());
        if (fieldByte >>> 1 > 4) {
            assertEquals(Problem.BAD_FIELD, problem);
        } else if ((fieldByte & 1) != 0 && fieldByte >>> 1 != OxmField.TAG.code()) {
            assertEquals(Problem.BAD_MASK, problem);
        }
    }

    // --------------------------------------------------------------------------------------------------- truncation

    @Property(tries = 300)
    void everyTruncatedFrameIsBadLength(@ForAll final OpenPathMessage message) {
        final byte[] frame = OpenPathCodec.encodeMessage(message, 1);
        for (int length = 0; length < frame.length; length++) {
            final byte[] prefix = Arrays.copyOf(frame, length);
            assertEquals(Problem.BAD_LENGTH, checkFrame(prefix), () -> message + " cut at " + prefix.length);
            if (length >= 4) {
                // the header agrees with the truncation: the body is too short for its contents
                prefix[2] = (byte) (length >>> 8);
                prefix[3] = (byte) length;
                final Problem expected = message instanceof NfMessage && length >= 24 ? Problem.BAD_VALUE
                    : Problem.BAD_LENGTH;
                assertEquals(expected, checkFrame(prefix), () -> message + " cut at " + prefix.length
                    + " with a matching header length");
            }
        }
    }

    @Property(tries = 300)
    void everyTruncatedBodyIsBadLength(@ForAll final OpenPathMessage message) {
        final byte[] body = OpenPathCodec.encodeBody(message);
        for (int length = 0; length < body.length; length++) {
            final int cut = length;
            final Problem expected = message instanceof NfMessage && length >= 8 ? Problem.BAD_VALUE
                : Problem.BAD_LENGTH;
            assertEquals(expected, checkBody(message.expType(), Arrays.copyOf(body, length)),
                () -> message + " body cut at " + cut);
        }
    }

    @Property(tries = 500)
    void everyTruncatedActionOrOxmIsBadLength(@ForAll final OpenPathAction action,
            @ForAll final OxmMatch match) {
        final byte[] actionBytes = OpenPathCodec.encodeAction(action);
        for (int length = 0; length < actionBytes.length; length++) {
            assertEquals(Problem.BAD_LENGTH, checkAction(Arrays.copyOf(actionBytes, length)));
        }
        final byte[] oxmBytes = OpenPathCodec.encodeOxm(match);
        for (int length = 0; length < oxmBytes.length; length++) {
            assertEquals(Problem.BAD_LENGTH, checkOxm(Arrays.copyOf(oxmBytes, length)));
        }
    }

    // ------------------------------------------------------------------------------------------------ flipped bytes

    @Property(tries = 5000)
    void flippedFrameByte(@ForAll final OpenPathMessage message, @ForAll final int position,
            @ForAll @IntRange(min = 1, max = 255) final int xor) {
        final byte[] frame = OpenPathCodec.encodeMessage(message, 0x01020304);
        final int index = Math.floorMod(position, frame.length);
        frame[index] ^= (byte) xor;
        final Problem problem = checkFrame(frame);
        if (index == 0) {
            assertEquals(Problem.BAD_VERSION, problem);
        } else if (index == 1) {
            assertEquals(Problem.UNKNOWN_TYPE, problem);
        } else if (index < 4) {
            assertEquals(Problem.BAD_LENGTH, problem);
        } else if (index < 8) {
            assertEquals(null, problem);
        } else if (index < 12) {
            assertEquals(Problem.UNKNOWN_EXPERIMENTER, problem);
        } else if (index < 16 && !EXP_TYPES.contains(ByteBuffer.wrap(frame, 12, 4).getInt() & 0xFFFF_FFFFL)) {
            assertEquals(Problem.UNKNOWN_TYPE, problem);
        }
    }

    @Property(tries = 3000)
    void flippedActionByte(@ForAll final OpenPathAction action, @ForAll final int position,
            @ForAll @IntRange(min = 1, max = 255) final int xor) {
        final byte[] bytes = OpenPathCodec.encodeAction(action);
        final int index = Math.floorMod(position, bytes.length);
        bytes[index] ^= (byte) xor;
        final Problem problem = checkAction(bytes);
        final int subtype = (bytes[8] & 0xFF) << 8 | bytes[9] & 0xFF;
        if (index < 2) {
            assertEquals(Problem.UNKNOWN_TYPE, problem);
        } else if (index < 4) {
            assertEquals(Problem.BAD_LENGTH, problem);
        } else if (index < 8) {
            assertEquals(Problem.UNKNOWN_EXPERIMENTER, problem);
        } else if (index < 10 && (subtype == 0 || subtype > 5)) {
            assertEquals(Problem.UNKNOWN_TYPE, problem);
        } else if (index >= usedBytes(action)) {
            assertEquals(Problem.BAD_VALUE, problem, "non-zero padding");
        } else if (reservedActionBytes(action).contains(index)) {
            assertEquals(Problem.BAD_VALUE, problem, "non-zero reserved bytes");
        }
    }

    @Property(tries = 3000)
    void flippedOxmByte(@ForAll final OxmMatch match, @ForAll final int position,
            @ForAll @IntRange(min = 1, max = 255) final int xor) {
        final byte[] bytes = OpenPathCodec.encodeOxm(match);
        final int index = Math.floorMod(position, bytes.length);
        bytes[index] ^= (byte) xor;
        final Problem problem = checkOxm(bytes);
        if (index < 2) {
            assertEquals(Problem.BAD_FIELD, problem);
        } else if (index == 3) {
            assertEquals(Problem.BAD_LENGTH, problem);
        } else if (index >= 4 && index < 8) {
            assertEquals(Problem.UNKNOWN_EXPERIMENTER, problem);
        }
    }

    // ------------------------------------------------------------------------------------------ lying lengths, types

    @Property(tries = 1000)
    void headerLengthOtherThanTheBytesIsBadLength(@ForAll final OpenPathMessage message,
            @ForAll @IntRange(min = 0, max = 0xFFFF) final int claimed, @ForAll @Size(max = 8) final byte[] extra) {
        final byte[] frame = Bytes.concat(OpenPathCodec.encodeMessage(message, 9), extra);
        if (claimed != frame.length) {
            frame[2] = (byte) (claimed >>> 8);
            frame[3] = (byte) claimed;
        }
        if (claimed != frame.length || extra.length > 0) {
            assertEquals(Problem.BAD_LENGTH, checkFrame(frame));
        }
    }

    @Property(tries = 1000)
    void unknownExpTypeIsUnknownType(@ForAll("unknownExpTypes") final long expType,
            @ForAll @Size(max = 80) final byte[] body) {
        assertEquals(Problem.UNKNOWN_TYPE, checkBody(expType, body));
        assertEquals(Problem.UNKNOWN_TYPE, checkFrame(frame(expType, body)));
    }

    @Property(tries = 1000)
    void wrongFixedBodyLengthIsBadLength(@ForAll final ExpType type, @ForAll @Size(max = 100) final byte[] body) {
        final Integer fixed = fixedBodyLength(type);
        if (fixed != null && fixed != body.length) {
            assertEquals(Problem.BAD_LENGTH, checkBody(type.code(), body));
        }
    }

    @Property(tries = 1000)
    void unknownSubtypeIsUnknownType(@ForAll final OpenPathAction action,
            @ForAll @IntRange(min = 0, max = 0xFFFF) final int subtype) {
        final byte[] bytes = OpenPathCodec.encodeAction(action);
        if (subtype == 0 || subtype > 5) {
            bytes[8] = (byte) (subtype >>> 8);
            bytes[9] = (byte) subtype;
            assertEquals(Problem.UNKNOWN_TYPE, checkAction(bytes));
        }
    }

    @Property(tries = 1000)
    void wrongActionLenIsBadLength(@ForAll final OpenPathAction action,
            @ForAll @IntRange(min = 2, max = 40) final int units) {
        final byte[] valid = OpenPathCodec.encodeAction(action);
        final int length = units * 8;
        if (length != valid.length) {
            final byte[] bytes = Arrays.copyOf(valid, length);
            bytes[2] = (byte) (length >>> 8);
            bytes[3] = (byte) length;
            assertEquals(Problem.BAD_LENGTH, checkAction(bytes));
        }
    }

    @Property(tries = 1000)
    void countOutOfRangeIsBadValue(@ForAll final boolean merge, @ForAll @IntRange(max = 255) final int count) {
        if (count >= 2 && count <= 32) {
            return;
        }
        final int length = merge ? (16 + count + 7) / 8 * 8 : (12 + 4 * count + 7) / 8 * 8;
        final byte[] bytes = new byte[Math.max(length, 16)];
        ByteBuffer.wrap(bytes).putShort((short) 0xFFFF).putShort((short) bytes.length).putInt(0x00000050)
            .putShort((short) (merge ? 3 : 2)).put((byte) (merge ? count : 1)).put((byte) (merge ? 1 : count));
        assertEquals(Problem.BAD_VALUE, checkAction(bytes));
    }

    @Property(tries = 1000)
    void unknownOxmFieldOrMaskMisuse(@ForAll @IntRange(max = 127) final int code, @ForAll final boolean hasMask,
            @ForAll @IntRange(min = 0, max = 255) final int valueByte) {
        final int fieldLength = code == OxmField.COPY.code() ? 1 : 4;
        final int oxmLength = 4 + fieldLength * (hasMask ? 2 : 1);
        final ByteBuffer oxm = ByteBuffer.allocate(4 + oxmLength).putShort((short) 0xFFFF)
            .put((byte) (code << 1 | (hasMask ? 1 : 0))).put((byte) oxmLength).putInt(0x00000050);
        oxm.put(oxm.position(), (byte) valueByte);
        final Problem problem = checkOxm(oxm.array());
        if (code > 4) {
            assertEquals(Problem.BAD_FIELD, problem);
        } else if (hasMask && code != OxmField.TAG.code()) {
            assertEquals(Problem.BAD_MASK, problem);
        } else if (hasMask && valueByte != 0) {
            // a TAG value with bits in a zero mask
            assertEquals(Problem.BAD_MASK, problem);
        } else {
            assertEquals(null, problem);
        }
    }

    @Property(tries = 1000)
    void nonZeroReservedBytesAreBadValue(@ForAll final OpenPathMessage message,
            @ForAll final int position, @ForAll @IntRange(min = 1, max = 255) final int value) {
        final byte[] body = OpenPathCodec.encodeBody(message);
        final List<Integer> reserved = reservedBodyBytes(message);
        if (reserved.isEmpty()) {
            return;
        }
        final int index = reserved.get(Math.floorMod(position, reserved.size()));
        body[index] = (byte) value;
        assertEquals(Problem.BAD_VALUE, checkBody(message.expType(), body), () -> message + " byte " + index);
    }

    // ------------------------------------------------------------------------------------------ GRAPH_SET (section 8)

    @Provide
    Arbitrary<GraphSet> graphsWithVertices() {
        return Arbs.graphSet().filter(graph -> !graph.vertices().isEmpty());
    }

    @Provide
    Arbitrary<Integer> unknownSubtypes() {
        return Arbitraries.integers().between(0, 0xFFFF).filter(subtype -> subtype == 0 || subtype > 5)
            .edgeCases(config -> config.add(0, 6, 0xFFFF));
    }

    @Property(tries = 1000)
    void unknownActionInAVertexIsBadValueNotUnknownType(@ForAll("graphsWithVertices") final GraphSet graph,
            @ForAll final int vertexPick, @ForAll final int actionPick,
            @ForAll("unknownSubtypes") final int subtype, @ForAll final boolean otherExperimenter) {
        final byte[] body = OpenPathCodec.encodeBody(graph);
        final int[] vertex = pick(vertexOffsets(graph), vertexPick);
        final int at = vertex[1 + Math.floorMod(actionPick, vertex.length - 1)];
        final ByteBuffer bytes = ByteBuffer.wrap(body);
        if (otherExperimenter) {
            bytes.putInt(at + 4, 0x00002320);
        } else {
            bytes.putShort(at + 8, (short) subtype);
        }
        assertEquals(Problem.BAD_VALUE, checkBody(GRAPH_SET, body));
        assertEquals(Problem.BAD_VALUE, checkFrame(frame(GRAPH_SET, body)));
    }

    @Property(tries = 1000)
    void setPathTagOrRunGraphInAVertexIsBadValue(@ForAll("graphsWithVertices") final GraphSet graph,
            @ForAll final int pick, @ForAll final boolean runGraph) {
        // INVOKE_NF, SET_PATH_TAG and RUN_GRAPH share len 24 and the zero (2) after the subtype: relabel an INVOKE_NF
        final List<Integer> invokes = new ArrayList<>();
        final List<int[]> vertices = vertexOffsets(graph);
        for (int v = 0; v < vertices.size(); v++) {
            for (int i = 0; i < graph.vertices().get(v).actions().size(); i++) {
                if (graph.vertices().get(v).actions().get(i) instanceof InvokeNf) {
                    invokes.add(vertices.get(v)[1 + i]);
                }
            }
        }
        if (invokes.isEmpty()) {
            return;
        }
        final byte[] body = OpenPathCodec.encodeBody(graph);
        body[pick(invokes, pick) + 9] = (byte) (runGraph ? 5 : 4);
        assertEquals(Problem.BAD_VALUE, checkBody(GRAPH_SET, body));
    }

    @Property(tries = 1000)
    void copyToBranchesBeforeAnotherActionIsBadValue(@ForAll("graphsWithVertices") final GraphSet graph,
            @ForAll final int vertexPick, @ForAll final int actionPick) {
        final byte[] body = OpenPathCodec.encodeBody(graph);
        final int[] vertex = pick(vertexOffsets(graph), vertexPick);
        final int at = vertex[1 + Math.floorMod(actionPick, vertex.length - 1)];
        final byte[] copy = OpenPathCodec.encodeAction(new CopyToBranches(CopyKind.SHARED, List.of(1L, 2L)));
        final byte[] longer = Bytes.concat(Arrays.copyOf(body, at), copy, Arrays.copyOfRange(body, at, body.length));
        final ByteBuffer bytes = ByteBuffer.wrap(longer);
        bytes.putShort(vertex[0] + 4, (short) (bytes.getShort(vertex[0] + 4) + copy.length));
        assertEquals(Problem.BAD_VALUE, checkBody(GRAPH_SET, longer));
    }

    @Property(tries = 1000)
    void vertexServiceIdZeroOrRepeatedIsBadValue(@ForAll("graphsWithVertices") final GraphSet graph,
            @ForAll final int vertexPick, @ForAll final int otherPick) {
        final List<int[]> vertices = vertexOffsets(graph);
        final int vertex = pick(vertices, vertexPick)[0];
        final int other = pick(vertices, otherPick)[0];
        final byte[] body = OpenPathCodec.encodeBody(graph);
        final ByteBuffer bytes = ByteBuffer.wrap(body);
        // the same vertex picked twice: service id 0 instead of a repeat
        bytes.putInt(vertex, vertex == other ? 0 : bytes.getInt(other));
        assertEquals(Problem.BAD_VALUE, checkBody(GRAPH_SET, body));
        assertEquals(Problem.BAD_VALUE, checkFrame(frame(GRAPH_SET, body)));
    }

    @Property(tries = 1000)
    void vertexCountOtherThanTheVertices(@ForAll final GraphSet graph,
            @ForAll @IntRange(max = 0xFFFF) final int count) {
        if (count == graph.vertices().size()) {
            return;
        }
        final byte[] body = OpenPathCodec.encodeBody(graph);
        ByteBuffer.wrap(body).putShort(4, (short) count);
        // more than 512: a bad count, whatever follows; else vertices missing or bytes after the last one
        final Problem expected = count > 512 ? Problem.BAD_VALUE : Problem.BAD_LENGTH;
        assertEquals(expected, checkBody(GRAPH_SET, body));
        assertEquals(expected, checkFrame(frame(GRAPH_SET, body)));
    }

    @Property(tries = 1000)
    void bytesAfterTheLastVertexAreBadLength(@ForAll final GraphSet graph,
            @ForAll @Size(min = 1, max = 40) final byte[] extra) {
        final byte[] body = Bytes.concat(OpenPathCodec.encodeBody(graph), extra);
        assertEquals(Problem.BAD_LENGTH, checkBody(GRAPH_SET, body));
        assertEquals(Problem.BAD_LENGTH, checkFrame(frame(GRAPH_SET, body)));
    }

    @Property(tries = 1000)
    void actionsLenOtherThanTheActionsIsRefused(@ForAll("graphsWithVertices") final GraphSet graph,
            @ForAll final int vertexPick, @ForAll @IntRange(max = 0xFFFF) final int actionsLength) {
        final int vertex = pick(vertexOffsets(graph), vertexPick)[0];
        final byte[] body = OpenPathCodec.encodeBody(graph);
        final ByteBuffer bytes = ByteBuffer.wrap(body);
        if (actionsLength == (bytes.getShort(vertex + 4) & 0xFFFF)) {
            return;
        }
        bytes.putShort(vertex + 4, (short) actionsLength);
        final Problem problem = checkBody(GRAPH_SET, body);
        if (actionsLength > body.length - vertex - VERTEX_FIXED) {
            assertEquals(Problem.BAD_LENGTH, problem, "actions-len beyond the body");
        } else {
            assertNotNull(problem, "actions-len that does not end where the vertex's actions end");
        }
    }

    // ------------------------------------------------------------------------------------------------------ helpers

    private static <T> T pick(final List<T> items, final int pick) {
        return items.get(Math.floorMod(pick, items.size()));
    }

    /**
     * Runs a decoder; returns {@code null} on success, the problem of a {@link MalformedOpenPathException}; any other
     * exception escapes and fails the property. Checks the problem is the expected one, if given.
     */
    private static @Nullable Problem problemOf(final Decoder decoder, final Problem... allowed) {
        try {
            decoder.decode();
            return null;
        } catch (MalformedOpenPathException e) {
            assertNotNull(e.getMessage());
            if (allowed.length > 0) {
                assertTrue(Arrays.asList(allowed).contains(e.problem()), e::toString);
            }
            return e.problem();
        }
    }

    private static @Nullable Problem checkOxm(final byte[] bytes) {
        final ByteBuffer in = ByteBuffer.wrap(bytes);
        final OxmMatch[] result = new OxmMatch[1];
        final Problem problem = problemOf(() -> result[0] = OpenPathCodec.readOxm(in));
        if (problem == null) {
            assertArrayEquals(Arrays.copyOf(bytes, in.position()), OpenPathCodec.encodeOxm(result[0]));
        } else {
            assertEquals(0, in.position());
        }
        return problem;
    }

    private static @Nullable Problem checkAction(final byte[] bytes) {
        final ByteBuffer in = ByteBuffer.wrap(bytes);
        final OpenPathAction[] result = new OpenPathAction[1];
        final Problem problem = problemOf(() -> result[0] = OpenPathCodec.readAction(in));
        if (problem == null) {
            assertArrayEquals(Arrays.copyOf(bytes, in.position()), OpenPathCodec.encodeAction(result[0]));
        } else {
            assertEquals(0, in.position());
        }
        return problem;
    }

    private static @Nullable Problem checkFrame(final byte[] bytes) {
        final ByteBuffer in = ByteBuffer.wrap(bytes);
        final OpenPathCodec.Frame[] result = new OpenPathCodec.Frame[1];
        final Problem problem = problemOf(() -> result[0] = OpenPathCodec.decodeMessage(in));
        if (problem == null) {
            assertEquals(bytes.length, in.position());
            final byte[] again = OpenPathCodec.encodeMessage(result[0].message(), result[0].xid());
            if (!(result[0].message() instanceof NfMessage)) {
                assertArrayEquals(bytes, again);
            }
            assertEquals(result[0], problemFree(() -> OpenPathCodec.decodeMessage(ByteBuffer.wrap(again))));
        } else {
            assertEquals(0, in.position());
        }
        return problem;
    }

    private static @Nullable Problem checkBody(final long expType, final byte[] bytes) {
        final ByteBuffer in = ByteBuffer.wrap(bytes);
        final OpenPathMessage[] result = new OpenPathMessage[1];
        final Problem problem = problemOf(() -> result[0] = OpenPathCodec.decodeBody(expType, in));
        if (problem == null) {
            assertEquals(bytes.length, in.position());
            if (!(result[0] instanceof NfMessage)) {
                assertArrayEquals(bytes, OpenPathCodec.encodeBody(result[0]));
            }
        } else {
            assertEquals(0, in.position());
        }
        return problem;
    }

    private static @Nullable Problem checkError(final byte[] bytes) {
        final ByteBuffer in = ByteBuffer.wrap(bytes);
        final Problem problem = problemOf(() -> OpenPathCodec.decodeExperimenterError(in));
        assertEquals(problem == null ? bytes.length : 0, in.position());
        return problem;
    }

    private static <T> T problemFree(final ThrowingSupplier<T> supplier) {
        try {
            return supplier.get();
        } catch (MalformedOpenPathException e) {
            throw new AssertionError("re-encoding did not decode", e);
        }
    }

    @FunctionalInterface
    interface ThrowingSupplier<T> {
        T get() throws MalformedOpenPathException;
    }

    static byte[] frame(final long expType, final byte[] body) {
        return ByteBuffer.allocate(16 + body.length).put((byte) 4).put((byte) 4).putShort((short) (16 + body.length))
            .putInt(0x01020304).putInt(0x00000050).putInt((int) expType).put(body).array();
    }

    private static @Nullable Integer fixedBodyLength(final ExpType type) {
        return switch (type) {
            case NF_UNBIND -> 8;
            case SKIP_ME, REQUEST_ME -> 56;
            case CHANGE_DEFAULT -> 64;
            case SET_STATE_REPORT_INTERVAL -> 4;
            case NF_UPDATE -> 36;
            default -> null;
        };
    }

    private static int usedBytes(final OpenPathAction action) {
        return switch (action) {
            case InvokeNf invoke -> 20;
            case CopyToBranches copy -> 12 + 4 * copy.count();
            case Merge merge -> 16 + merge.count();
            case SetPathTag tag -> 20;
            case RunGraph run -> 20;
        };
    }

    /**
     * Offsets before the padding that must be zero in an action (section 3): the zero (2) after the subtype of
     * INVOKE_NF, SET_PATH_TAG and RUN_GRAPH, and RUN_GRAPH's zero (4) at 16..19.
     */
    private static List<Integer> reservedActionBytes(final OpenPathAction action) {
        return switch (action) {
            case InvokeNf invoke -> List.of(10, 11);
            case SetPathTag tag -> List.of(10, 11);
            case RunGraph run -> List.of(10, 11, 16, 17, 18, 19);
            default -> List.of();
        };
    }

    /**
     * Body offsets that must be zero for the message (reserved bytes, absent flow-spec elements), from section 4.
     */
    private static List<Integer> reservedBodyBytes(final OpenPathMessage message) {
        return switch (message) {
            case NfBind bind -> List.of(10, 11);
            case HandlerRuleAdd add -> List.of(10, 11);
            case HandlerRuleModify modify -> List.of(10, 11);
            case HandlerRuleDelete delete -> List.of(8, 10, 11, 12, 13, 14, 15);
            case SkipMe skip -> flowSpecReserved(8, skip.flows());
            case RequestMe request -> flowSpecReserved(8, request.flows());
            case ChangeDefault change -> Stream.concat(Stream.of(12, 13, 14, 15),
                flowSpecReserved(16, change.flows()).stream()).toList();
            case NfUpdate update -> List.of(9, 10, 11);
            case NfAlert alert -> Stream.concat(Stream.of(9, 10, 11), flowSpecReserved(12, alert.flow()).stream())
                .toList();
            case GraphSet graph -> graphReserved(graph);
            case NfScale scale -> List.of(10, 11);
            default -> List.of();
        };
    }

    /**
     * Section 8: the zero (2) of the body and of each vertex header, and the reserved bytes and padding of each
     * vertex's actions (section 3).
     */
    private static List<Integer> graphReserved(final GraphSet graph) {
        final List<Integer> offsets = new ArrayList<>(List.of(6, 7));
        final List<int[]> starts = vertexOffsets(graph);
        for (int v = 0; v < starts.size(); v++) {
            final int[] vertex = starts.get(v);
            offsets.addAll(List.of(vertex[0] + 6, vertex[0] + 7));
            final List<OpenPathAction> actions = graph.vertices().get(v).actions();
            for (int i = 0; i < actions.size(); i++) {
                final OpenPathAction action = actions.get(i);
                for (int offset : reservedActionBytes(action)) {
                    offsets.add(vertex[1 + i] + offset);
                }
                for (int offset = usedBytes(action); offset < Arbs.specActionLength(action); offset++) {
                    offsets.add(vertex[1 + i] + offset);
                }
            }
        }
        return offsets;
    }

    /**
     * Where the vertices of a GRAPH_SET body and their actions start, from section 8's layout and section 3's action
     * lengths: per vertex, the body offset of its header, then the body offset of each of its actions.
     */
    private static List<int[]> vertexOffsets(final GraphSet graph) {
        final List<int[]> vertices = new ArrayList<>();
        int at = GRAPH_FIXED;
        for (GraphVertex vertex : graph.vertices()) {
            final int[] offsets = new int[1 + vertex.actions().size()];
            offsets[0] = at;
            at += VERTEX_FIXED;
            for (int i = 0; i < vertex.actions().size(); i++) {
                offsets[1 + i] = at;
                at += Arbs.specActionLength(vertex.actions().get(i));
            }
            vertices.add(offsets);
        }
        return vertices;
    }

    private static List<Integer> flowSpecReserved(final int at, final FlowSpec flows) {
        final List<Integer> offsets = new ArrayList<>();
        // present bits 5..15, reserved bytes 6..7
        offsets.add(at);
        offsets.addAll(List.of(at + 6, at + 7));
        if (flows.ipVersion() == 0) {
            offsets.add(at + 2);
        }
        if (flows.protocol() == null) {
            offsets.add(at + 3);
        }
        addPrefixReserved(offsets, flows.source(), at + 4, at + 8);
        addPrefixReserved(offsets, flows.destination(), at + 5, at + 24);
        if (flows.sourcePorts() == null) {
            offsets.addAll(List.of(at + 40, at + 41, at + 42, at + 43));
        }
        if (flows.destinationPorts() == null) {
            offsets.addAll(List.of(at + 44, at + 45, at + 46, at + 47));
        }
        return offsets;
    }

    private static void addPrefixReserved(final List<Integer> offsets, final @Nullable IpPrefix prefix,
            final int lengthAt, final int addressAt) {
        if (prefix == null) {
            offsets.add(lengthAt);
            for (int i = 0; i < 16; i++) {
                offsets.add(addressAt + i);
            }
        } else if (prefix.version() == 4) {
            for (int i = 4; i < 16; i++) {
                offsets.add(addressAt + i);
            }
        }
    }
}
