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
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openpath.openflow.Bytes.concat;
import static org.openpath.openflow.Bytes.hex;
import static org.openpath.openflow.Bytes.zeros;
import static org.openpath.openflow.ValidationTest.malformed;
import static org.openpath.openflow.ValidationTest.refuses;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.openpath.openflow.MalformedOpenPathException.Problem;

/**
 * Revision 3's refusals (docs/openpath-openflow.md section 8): each malformed GRAPH_SET body and RUN_GRAPH action
 * the section lists is refused with the right {@link Problem} (BAD_LENGTH for lengths, BAD_VALUE for counts, service
 * ids, actions that are not allowed or not known and non-zero reserved bytes) and a message naming it, and the
 * records refuse the same with {@link IllegalArgumentException}. The bodies are written by hand from the layout.
 */
class GraphValidationTest {
    private static final String SUBTYPE_ONLY_GRAPH_ACTIONS =
        " is not a graph action (only INVOKE_NF, MERGE and COPY_TO_BRANCHES are)";
    /** The 8 bytes that start every 24-byte OpenPATH action: OFPAT_EXPERIMENTER, len 24, experimenter. */
    private static final String ACTION_24 = " ffff 0018 00000050";
    /** INVOKE_NF(2, next 0): subtype 1, zero (2), service-id, next-service-id, padding. */
    private static final String INVOKE = ACTION_24 + " 0001 0000 00000002 00000000 00000000";
    /** COPY_TO_BRANCHES(full; 2, 3): subtype 2, kind 2, count 2, the two ids, padding. */
    private static final String COPY = ACTION_24 + " 0002 02 02 00000002 00000003 00000000";
    /** MERGE(drop wins, 0; 1, 2): subtype 3, count 2, flags 1, next 0, priorities, padding. */
    private static final String MERGE = ACTION_24 + " 0003 02 01 00000000 0102 0000 00000000";
    /** SET_PATH_TAG(7, 1). */
    private static final String SET_PATH_TAG = ACTION_24 + " 0004 0000 00000007 00000001 00000000";
    /** RUN_GRAPH(0x10000). */
    private static final String RUN_GRAPH = ACTION_24 + " 0005 0000 00010000 00000000 00000000";
    /** A GRAPH_SET body's fixed part: sfc-id 7, one vertex, zero (2). */
    private static final String SFC_7_ONE_VERTEX = "00000007 0001 0000";
    /** A vertex header: service-id 2, actions-len 24, zero (2). */
    private static final String VERTEX_2_ONE_ACTION = " 00000002 0018 0000";
    private static final String ONE_VERTEX = "GRAPH_SET vertex 1 of 1: ";

    // -------------------------------------------------------------------------------------------------- GRAPH_SET

    @Test
    void validBodiesAreAccepted() throws MalformedOpenPathException {
        // the hand-written bodies the refusals below break: each decodes as written
        assertEquals(new GraphSet(7, List.of(new GraphVertex(2, List.of(new InvokeNf(2, 0))))),
            graphSet(SFC_7_ONE_VERTEX + VERTEX_2_ONE_ACTION + INVOKE));
        assertEquals(new GraphSet(7, List.of(new GraphVertex(2, List.of(new InvokeNf(2, 0),
            new Merge(true, 0, List.of(1, 2)), new CopyToBranches(CopyKind.FULL_COPY, List.of(2L, 3L)))))),
            graphSet(SFC_7_ONE_VERTEX + " 00000002 0048 0000" + INVOKE + MERGE + COPY));
        assertEquals(new GraphSet(7, List.of()), graphSet("00000007 0000 0000"));
    }

    @Test
    void bodyShorterThanItsFixedPartIsBadLength() {
        malformed(Problem.BAD_LENGTH, "GRAPH_SET: body length 7 is shorter than its 8-byte fixed part",
            () -> graphSet("00000007 0000 00"));
        malformed(Problem.BAD_LENGTH, "GRAPH_SET: body length 0 is shorter than its 8-byte fixed part",
            () -> graphSet(""));
    }

    @Test
    void moreThan512VerticesIsBadValue() {
        malformed(Problem.BAD_VALUE, "GRAPH_SET: 513 vertices, at most 512", () -> graphSet("00000007 0201 0000"));
        malformed(Problem.BAD_VALUE, "GRAPH_SET: 65535 vertices, at most 512", () -> graphSet("00000007 ffff 0000"));
        // with all 513 vertices there
        final StringBuilder body = new StringBuilder("00000007 0201 0000");
        for (int v = 1; v <= 513; v++) {
            body.append(String.format(" %08x 0018 0000", v)).append(INVOKE);
        }
        malformed(Problem.BAD_VALUE, "GRAPH_SET: 513 vertices, at most 512", () -> graphSet(body.toString()));
        // 512 are fine
        final StringBuilder most = new StringBuilder("00000007 0200 0000");
        for (int v = 1; v <= 512; v++) {
            most.append(String.format(" %08x 0018 0000", v)).append(INVOKE);
        }
        final GraphSet graph = assertDoesNotRefuse(() -> graphSet(most.toString()));
        assertEquals(512, graph.vertices().size());
        assertEquals(512L, graph.vertices().get(511).serviceId());
    }

    @Test
    void vertexServiceIdZeroIsBadValue() {
        malformed(Problem.BAD_VALUE, ONE_VERTEX + "Graph vertex service id must not be 0",
            () -> graphSet(SFC_7_ONE_VERTEX + " 00000000 0018 0000" + INVOKE));
    }

    @Test
    void repeatedVertexServiceIdIsBadValue() {
        malformed(Problem.BAD_VALUE, "GRAPH_SET: GRAPH_SET: service id 2 twice",
            () -> graphSet("00000007 0003 0000" + VERTEX_2_ONE_ACTION + INVOKE + " 00000003 0018 0000" + MERGE
                + VERTEX_2_ONE_ACTION + COPY));
    }

    @Test
    void sfcIdZeroIsBadValue() {
        malformed(Problem.BAD_VALUE, "GRAPH_SET: GRAPH_SET sfc id must not be 0",
            () -> graphSet("00000000 0001 0000" + VERTEX_2_ONE_ACTION + INVOKE));
    }

    @Test
    void actionsLenBeyondTheBodyIsBadLength() {
        malformed(Problem.BAD_LENGTH, ONE_VERTEX + "actions-len 32 exceeds the 24 bytes left",
            () -> graphSet(SFC_7_ONE_VERTEX + " 00000002 0020 0000" + INVOKE));
        malformed(Problem.BAD_LENGTH, ONE_VERTEX + "actions-len 65535 exceeds the 24 bytes left",
            () -> graphSet(SFC_7_ONE_VERTEX + " 00000002 ffff 0000" + INVOKE));
        // a vertex announced by the count but not there, or cut in its header
        malformed(Problem.BAD_LENGTH, "GRAPH_SET vertex 2 of 2: 0 bytes left, fewer than the vertex's 8-byte header",
            () -> graphSet("00000007 0002 0000" + VERTEX_2_ONE_ACTION + INVOKE));
        malformed(Problem.BAD_LENGTH, ONE_VERTEX + "4 bytes left, fewer than the vertex's 8-byte header",
            () -> graphSet(SFC_7_ONE_VERTEX + " 00000002"));
        // actions-len ending inside an action: the action is cut
        malformed(Problem.BAD_LENGTH, ONE_VERTEX + "Action: len 24 exceeds the 16 bytes available",
            () -> graphSet(SFC_7_ONE_VERTEX + " 00000002 0010 0000" + INVOKE));
        malformed(Problem.BAD_LENGTH, ONE_VERTEX + "Action: 2 bytes are fewer than the 4-byte action header",
            () -> graphSet(SFC_7_ONE_VERTEX + " 00000002 001a 0000" + INVOKE + " 0000"));
        // an action whose len is not its subtype's
        malformed(Problem.BAD_LENGTH, ONE_VERTEX + "INVOKE_NF: len 32, the spec says 24",
            () -> graphSet(SFC_7_ONE_VERTEX + " 00000002 0020 0000 ffff 0020 00000050 0001 0000 00000002"
                + zeros(16)));
    }

    @Test
    void bytesAfterTheLastVertexAreBadLength() {
        malformed(Problem.BAD_LENGTH, "GRAPH_SET: 8 bytes after the last of its 1 vertices",
            () -> graphSet(SFC_7_ONE_VERTEX + VERTEX_2_ONE_ACTION + INVOKE + zeros(8)));
        malformed(Problem.BAD_LENGTH, "GRAPH_SET: 1 bytes after the last of its 1 vertices",
            () -> graphSet(SFC_7_ONE_VERTEX + VERTEX_2_ONE_ACTION + INVOKE + " 00"));
        malformed(Problem.BAD_LENGTH, "GRAPH_SET: 32 bytes after the last of its 0 vertices",
            () -> graphSet("00000007 0000 0000" + VERTEX_2_ONE_ACTION + INVOKE));
    }

    @Test
    void nonZeroReservedBytesAreBadValue() {
        malformed(Problem.BAD_VALUE, "GRAPH_SET: reserved bytes not zero (byte 0x01 at offset 7)",
            () -> graphSet("00000007 0001 0001" + VERTEX_2_ONE_ACTION + INVOKE));
        malformed(Problem.BAD_VALUE, "GRAPH_SET: reserved bytes not zero (byte 0x80 at offset 6)",
            () -> graphSet("00000007 0000 8000"));
        malformed(Problem.BAD_VALUE, ONE_VERTEX + "reserved bytes not zero (byte 0x80 at offset 14)",
            () -> graphSet(SFC_7_ONE_VERTEX + " 00000002 0018 8000" + INVOKE));
        malformed(Problem.BAD_VALUE, "GRAPH_SET vertex 2 of 2: reserved bytes not zero (byte 0x01 at offset 47)",
            () -> graphSet("00000007 0002 0000" + VERTEX_2_ONE_ACTION + INVOKE + " 00000003 0018 0001" + INVOKE));
        // and those of an action inside a vertex (offsets in the action)
        malformed(Problem.BAD_VALUE, ONE_VERTEX + "INVOKE_NF: padding not zero (byte 0x01 at offset 23)",
            () -> graphSet(SFC_7_ONE_VERTEX + VERTEX_2_ONE_ACTION + ACTION_24
                + " 0001 0000 00000002 00000000 00000001"));
        malformed(Problem.BAD_VALUE, ONE_VERTEX + "INVOKE_NF: reserved bytes not zero (byte 0x01 at offset 10)",
            () -> graphSet(SFC_7_ONE_VERTEX + VERTEX_2_ONE_ACTION + ACTION_24
                + " 0001 0100 00000002 00000000 00000000"));
    }

    @Test
    void setPathTagOrRunGraphInAVertexIsBadValue() {
        malformed(Problem.BAD_VALUE, ONE_VERTEX + "Graph vertex 2: SET_PATH_TAG" + SUBTYPE_ONLY_GRAPH_ACTIONS,
            () -> graphSet(SFC_7_ONE_VERTEX + VERTEX_2_ONE_ACTION + SET_PATH_TAG));
        malformed(Problem.BAD_VALUE, ONE_VERTEX + "Graph vertex 2: RUN_GRAPH" + SUBTYPE_ONLY_GRAPH_ACTIONS,
            () -> graphSet(SFC_7_ONE_VERTEX + VERTEX_2_ONE_ACTION + RUN_GRAPH));
        // after allowed actions too
        malformed(Problem.BAD_VALUE, ONE_VERTEX + "Graph vertex 2: RUN_GRAPH" + SUBTYPE_ONLY_GRAPH_ACTIONS,
            () -> graphSet(SFC_7_ONE_VERTEX + " 00000002 0048 0000" + INVOKE + MERGE + RUN_GRAPH));
        malformed(Problem.BAD_VALUE, ONE_VERTEX + "Graph vertex 2: SET_PATH_TAG" + SUBTYPE_ONLY_GRAPH_ACTIONS,
            () -> graphSet(SFC_7_ONE_VERTEX + " 00000002 0030 0000" + INVOKE + SET_PATH_TAG));
    }

    @Test
    void copyToBranchesNotLastIsBadValue() {
        final String message = ONE_VERTEX + "Graph vertex 2: COPY_TO_BRANCHES must be its last action (the packet "
            + "leaves the list there)";
        malformed(Problem.BAD_VALUE, message, () -> graphSet(SFC_7_ONE_VERTEX + " 00000002 0030 0000" + COPY
            + INVOKE));
        malformed(Problem.BAD_VALUE, message, () -> graphSet(SFC_7_ONE_VERTEX + " 00000002 0030 0000" + COPY
            + COPY));
        malformed(Problem.BAD_VALUE, message, () -> graphSet(SFC_7_ONE_VERTEX + " 00000002 0048 0000" + INVOKE
            + COPY + MERGE));
    }

    @Test
    void unknownActionInAVertexIsBadValueNotUnknownType() {
        // alone, subtype 6 is an unknown action (OFPBAC_BAD_EXP_TYPE); in a GRAPH_SET it is a bad value of the
        // message (experimenter BAD_VALUE), not an unknown message
        final String unknown = ACTION_24 + " 0006 0000 00000002 00000000 00000000";
        malformed(Problem.UNKNOWN_TYPE, "Action: unknown OpenPATH subtype 6",
            () -> OpenPathCodec.readAction(ByteBuffer.wrap(hex(unknown))));
        malformed(Problem.BAD_VALUE, ONE_VERTEX + "Action: unknown OpenPATH subtype 6",
            () -> graphSet(SFC_7_ONE_VERTEX + VERTEX_2_ONE_ACTION + unknown));
        malformed(Problem.BAD_VALUE, "GRAPH_SET vertex 1 of 1: Action: unknown OpenPATH subtype 65535",
            () -> graphSet(SFC_7_ONE_VERTEX + " 00000002 0030 0000" + INVOKE + ACTION_24 + " ffff" + zeros(14)));
        malformed(Problem.BAD_VALUE, ONE_VERTEX + "Action: unknown OpenPATH subtype 0",
            () -> graphSet(SFC_7_ONE_VERTEX + VERTEX_2_ONE_ACTION + ACTION_24 + " 0000" + zeros(14)));
        // another experimenter's action, a standard OpenFlow action (OFPAT_OUTPUT, 16 bytes)
        malformed(Problem.BAD_VALUE, ONE_VERTEX + "Action: experimenter 0x00002320 is not OpenPATH's 0x00000050",
            () -> graphSet(SFC_7_ONE_VERTEX + VERTEX_2_ONE_ACTION + " ffff 0018 00002320 0001" + zeros(14)));
        malformed(Problem.BAD_VALUE, ONE_VERTEX + "Action: type 0x0000 is not OFPAT_EXPERIMENTER (0xffff)",
            () -> graphSet(SFC_7_ONE_VERTEX + " 00000002 0010 0000 0000 0010 00000001 ffe5 000000000000"));
        // an allowed action with a bad value stays a bad value
        malformed(Problem.BAD_VALUE, ONE_VERTEX + "COPY_TO_BRANCHES: unknown copy kind 3",
            () -> graphSet(SFC_7_ONE_VERTEX + VERTEX_2_ONE_ACTION + ACTION_24 + " 0002 03 02 00000002 00000003"
                + zeros(4)));
    }

    @Test
    void vertexActionCountOutside1To8IsBadValue() {
        malformed(Problem.BAD_VALUE, ONE_VERTEX + "Graph vertex 2 needs 1..8 actions, got 0",
            () -> graphSet(SFC_7_ONE_VERTEX + " 00000002 0000 0000"));
        // nine INVOKE_NF: 9 * 24 = 216 = 0xd8
        malformed(Problem.BAD_VALUE, ONE_VERTEX + "Graph vertex 2 needs 1..8 actions, got 9",
            () -> graphSet(SFC_7_ONE_VERTEX + " 00000002 00d8 0000" + INVOKE.repeat(9)));
        // eight are fine: 8 * 24 = 192 = 0xc0
        final GraphSet eight = assertDoesNotRefuse(() -> graphSet(SFC_7_ONE_VERTEX + " 00000002 00c0 0000"
            + INVOKE.repeat(8)));
        assertEquals(Collections.nCopies(8, new InvokeNf(2, 0)), eight.vertices().get(0).actions());
    }

    @Test
    void refusalsAreTheSameInAWholeFrame() {
        // 16 + 8 + 8 + 24 = 56 = 0x38, xid 0x12
        final String header = "04 04 00 38 00 00 00 12 00 00 00 50 00 00 00 0a ";
        malformed(Problem.BAD_VALUE, ONE_VERTEX + "Action: unknown OpenPATH subtype 6",
            () -> OpenPathCodec.decodeMessage(ByteBuffer.wrap(hex(header + SFC_7_ONE_VERTEX + VERTEX_2_ONE_ACTION
                + ACTION_24 + " 0006" + zeros(14)))));
        malformed(Problem.BAD_VALUE, ONE_VERTEX + "Graph vertex 2: RUN_GRAPH" + SUBTYPE_ONLY_GRAPH_ACTIONS,
            () -> OpenPathCodec.decodeMessage(ByteBuffer.wrap(hex(header + SFC_7_ONE_VERTEX + VERTEX_2_ONE_ACTION
                + RUN_GRAPH))));
        malformed(Problem.BAD_LENGTH, ONE_VERTEX + "actions-len 32 exceeds the 24 bytes left",
            () -> OpenPathCodec.decodeMessage(ByteBuffer.wrap(hex(header + SFC_7_ONE_VERTEX + " 00000002 0020 0000"
                + INVOKE))));
        // the exp_type after the last revision's (0x0B, NF_SCALE) is still unknown
        malformed(Problem.UNKNOWN_TYPE, "Unknown OpenPATH exp_type 0xc",
            () -> OpenPathCodec.decodeMessage(ByteBuffer.wrap(hex("04 04 00 18 00 00 00 12 00 00 00 50 00 00 00 0c"
                + " 00000007 0000 0000"))));
    }

    // -------------------------------------------------------------------------------------------------- RUN_GRAPH

    @Test
    void runGraphRefusals() {
        malformed(Problem.BAD_VALUE, "RUN_GRAPH: reserved bytes 16..19 are 0x00000001, not zero",
            () -> action(ACTION_24 + " 0005 0000 00010000 00000001 00000000"));
        malformed(Problem.BAD_VALUE, "RUN_GRAPH: reserved bytes 16..19 are 0x80000000, not zero",
            () -> action(ACTION_24 + " 0005 0000 00010000 80000000 00000000"));
        malformed(Problem.BAD_VALUE, "RUN_GRAPH: RUN_GRAPH service id must not be 0",
            () -> action(ACTION_24 + " 0005 0000 00000000 00000000 00000000"));
        malformed(Problem.BAD_VALUE, "RUN_GRAPH: reserved bytes not zero (byte 0x01 at offset 11)",
            () -> action(ACTION_24 + " 0005 0001 00010000 00000000 00000000"));
        malformed(Problem.BAD_VALUE, "RUN_GRAPH: padding not zero (byte 0xff at offset 20)",
            () -> action(ACTION_24 + " 0005 0000 00010000 00000000 ff000000"));
        malformed(Problem.BAD_LENGTH, "RUN_GRAPH: len 32, the spec says 24",
            () -> action(" ffff 0020 00000050 0005 0000 00010000" + zeros(16)));
        malformed(Problem.BAD_LENGTH, "RUN_GRAPH: len 16, the spec says 24",
            () -> action(" ffff 0010 00000050 0005 0000 00010000"));
    }

    // ---------------------------------------------------------------------------------------------------- records

    @Test
    void runGraphRecord() {
        refuses("RUN_GRAPH service id must not be 0", () -> new RunGraph(0));
        refuses("RUN_GRAPH service id -1 is not an unsigned 32-bit value", () -> new RunGraph(-1));
        refuses("RUN_GRAPH service id 4294967296 is not an unsigned 32-bit value", () -> new RunGraph(1L << 32));
        assertEquals(0xffffffffL, new RunGraph(0xffffffffL).serviceId());
    }

    @Test
    void graphVertexRecord() {
        final var invoke = new InvokeNf(2, 0);
        final var merge = new Merge(true, 0, List.of(1, 2));
        final var copy = new CopyToBranches(CopyKind.SHARED, List.of(3L, 4L));
        refuses("Graph vertex service id must not be 0", () -> new GraphVertex(0, List.of(invoke)));
        refuses("Graph vertex service id 4294967296 is not an unsigned 32-bit value",
            () -> new GraphVertex(1L << 32, List.of(invoke)));
        refuses("Graph vertex 2 needs 1..8 actions, got 0", () -> new GraphVertex(2, List.of()));
        refuses("Graph vertex 2 needs 1..8 actions, got 9", () -> new GraphVertex(2, Collections.nCopies(9, invoke)));
        refuses("Graph vertex 2: SET_PATH_TAG" + SUBTYPE_ONLY_GRAPH_ACTIONS,
            () -> new GraphVertex(2, List.of(new SetPathTag(7, 1))));
        refuses("Graph vertex 2: SET_PATH_TAG" + SUBTYPE_ONLY_GRAPH_ACTIONS,
            () -> new GraphVertex(2, List.of(invoke, new SetPathTag(7, 1))));
        refuses("Graph vertex 2: RUN_GRAPH" + SUBTYPE_ONLY_GRAPH_ACTIONS,
            () -> new GraphVertex(2, List.of(new RunGraph(3))));
        refuses("Graph vertex 2: RUN_GRAPH" + SUBTYPE_ONLY_GRAPH_ACTIONS,
            () -> new GraphVertex(2, List.of(merge, new RunGraph(3), invoke)));
        refuses("Graph vertex 2: COPY_TO_BRANCHES must be its last action (the packet leaves the list there)",
            () -> new GraphVertex(2, List.of(copy, invoke)));
        refuses("Graph vertex 2: COPY_TO_BRANCHES must be its last action (the packet leaves the list there)",
            () -> new GraphVertex(2, List.of(invoke, copy, copy)));
        assertThrows(NullPointerException.class, () -> new GraphVertex(2, null));
        assertThrows(NullPointerException.class, () -> new GraphVertex(2, Arrays.asList(invoke, null)));

        // INVOKE_NF and MERGE anywhere, COPY_TO_BRANCHES last, 1 to 8 of them
        assertEquals(1, new GraphVertex(2, List.of(copy)).actions().size());
        assertEquals(8, new GraphVertex(2, List.of(merge, invoke, merge, merge, invoke, invoke, merge, copy))
            .actions().size());
        assertEquals(24 + 24 + 24, new GraphVertex(2, List.of(merge, invoke, copy)).actionsLength());
        final List<OpenPathAction> mutable = new ArrayList<>(List.of(invoke));
        final var vertex = new GraphVertex(2, mutable);
        mutable.add(merge);
        assertEquals(List.of(invoke), vertex.actions());
        assertThrows(UnsupportedOperationException.class, () -> vertex.actions().add(merge));
    }

    @Test
    void graphSetRecord() {
        final var vertex = new GraphVertex(2, List.of(new InvokeNf(2, 0)));
        refuses("GRAPH_SET sfc id must not be 0", () -> new GraphSet(0, List.of()));
        refuses("GRAPH_SET sfc id 4294967296 is not an unsigned 32-bit value", () -> new GraphSet(1L << 32,
            List.of()));
        refuses("GRAPH_SET: service id 2 twice", () -> new GraphSet(7, List.of(vertex,
            new GraphVertex(3, List.of(new InvokeNf(3, 0))), new GraphVertex(2, List.of(new InvokeNf(4, 0))))));
        refuses("GRAPH_SET: 513 vertices, at most 512", () -> new GraphSet(7, vertices(513, 1)));
        assertEquals(512, new GraphSet(7, vertices(512, 1)).vertices().size());
        assertThrows(NullPointerException.class, () -> new GraphSet(7, null));

        final List<GraphVertex> mutable = new ArrayList<>(List.of(vertex));
        final var graph = new GraphSet(7, mutable);
        mutable.clear();
        assertEquals(List.of(vertex), graph.vertices());
        assertThrows(UnsupportedOperationException.class, () -> graph.vertices().clear());
    }

    @Test
    void mostVerticesRoundTrip() throws MalformedOpenPathException {
        // 512 vertices of one INVOKE_NF: 8 + 512 * 32 = 16392 body bytes
        final var graph = new GraphSet(7, vertices(512, 1));
        final byte[] frame = OpenPathCodec.encodeMessage(graph, 1);
        assertEquals(16 + 16392, frame.length);
        assertArrayEquals(hex("00000007 0200 0000 00000001 0018 0000" + ACTION_24 + " 0001 0000 00000001"
            + zeros(8)), Arrays.copyOfRange(frame, 16, 16 + 40));
        assertEquals(new OpenPathCodec.Frame(1, graph), OpenPathCodec.decodeMessage(ByteBuffer.wrap(frame)));
    }

    @Test
    void bodyBeyondAnOpenFlowMessageIsRefused() throws MalformedOpenPathException {
        // 327 vertices of eight INVOKE_NF (8 + 8 * 24 = 200 bytes each) and one of four (8 + 4 * 24 = 104):
        // 8 + 327 * 200 + 104 = 65512 body bytes, 65528 with the header: fits 65535
        final List<GraphVertex> fits = new ArrayList<>(vertices(327, 8));
        fits.add(new GraphVertex(1000, Collections.nCopies(4, new InvokeNf(1000, 0))));
        final var largest = new GraphSet(7, fits);
        assertEquals(65512, largest.bodyLength());
        final byte[] frame = OpenPathCodec.encodeMessage(largest, 1);
        assertEquals(65528, frame.length);
        assertEquals(0xfff8, ByteBuffer.wrap(frame).getShort(2) & 0xFFFF);
        assertEquals(new OpenPathCodec.Frame(1, largest), OpenPathCodec.decodeMessage(ByteBuffer.wrap(frame)));

        // the last INVOKE_NF a COPY_TO_BRANCHES of 4 branches (12 + 16 = 28 -> 32 bytes): 65520 > 65535 - 16
        final List<GraphVertex> tooLarge = new ArrayList<>(vertices(327, 8));
        tooLarge.add(new GraphVertex(1000, List.of(new InvokeNf(1000, 0), new InvokeNf(1000, 0),
            new InvokeNf(1000, 0), new CopyToBranches(CopyKind.SHARED, List.of(1L, 2L, 3L, 4L)))));
        refuses("GRAPH_SET: a body of 65520 bytes does not fit an OpenFlow message (at most 65519)",
            () -> new GraphSet(7, tooLarge));

        // a body that long cannot come in a frame (its length field has 16 bits), only to decodeBody
        final byte[] body = concat(Arrays.copyOfRange(frame, 16, frame.length),
            hex("00000fff 0018 0000" + INVOKE));
        body[5] = (byte) (body[5] + 1);
        final var refused = assertThrows(MalformedOpenPathException.class, () -> OpenPathCodec.decodeBody(0x0A,
            ByteBuffer.wrap(body)));
        assertTrue(refused.getMessage().contains("a body of 65544 bytes does not fit an OpenFlow message"),
            refused::getMessage);
    }

    // ---------------------------------------------------------------------------------------------------- helpers

    /**
     * {@code count} vertices 1..count, each of {@code actions} INVOKE_NF of its own service id.
     */
    private static List<GraphVertex> vertices(final int count, final int actions) {
        return LongStream.rangeClosed(1, count).mapToObj(id -> new GraphVertex(id,
            Collections.nCopies(actions, new InvokeNf(id, 0)))).toList();
    }

    private static GraphSet graphSet(final String body) throws MalformedOpenPathException {
        final ByteBuffer in = ByteBuffer.wrap(hex(body));
        try {
            final OpenPathMessage message = OpenPathCodec.decodeBody(0x0A, in);
            assertEquals(in.limit(), in.position());
            return (GraphSet) message;
        } catch (MalformedOpenPathException e) {
            assertEquals(0, in.position(), "a refused body leaves the position alone");
            throw e;
        }
    }

    private static OpenPathAction action(final String bytes) throws MalformedOpenPathException {
        return OpenPathCodec.readAction(ByteBuffer.wrap(hex(bytes)));
    }

    private static GraphSet assertDoesNotRefuse(final ThrowingSupplier supplier) {
        try {
            return supplier.get();
        } catch (MalformedOpenPathException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    @FunctionalInterface
    private interface ThrowingSupplier {
        GraphSet get() throws MalformedOpenPathException;
    }
}
