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
import static org.openpath.openflow.Bytes.concat;
import static org.openpath.openflow.Bytes.format;
import static org.openpath.openflow.Bytes.hex;
import static org.openpath.openflow.Bytes.zeros;
import static org.openpath.openflow.GoldenBytesTest.assertFrame;
import static org.openpath.openflow.SpecExamplesTest.assertAction;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Hand-written bytes of revision 3 (docs/openpath-openflow.md section 8, and section 3's row for subtype 5), written
 * from the layouts (not produced by the encoder): section 8's GRAPH_SET and RUN_GRAPH example, annotated part by
 * part, and graphs with no vertex, several actions per vertex and every action length. Encoding gives exactly these
 * bytes, decoding gives the record back.
 */
class GraphGoldenBytesTest {
    /** The 8 bytes that start every 24-byte OpenPATH action: OFPAT_EXPERIMENTER, len 24, experimenter. */
    private static final String ACTION_24 = " ff ff 00 18 00 00 00 50";

    /**
     * Section 8's example, GRAPH_SET(sfc 7; 0x10000: COPY_TO_BRANCHES(full; 2, 3); 2: INVOKE_NF(2, next 0x20000);
     * 3: INVOKE_NF(3, next 0x20000); 0x20000: MERGE(drop wins, 0; 1, 2)) with xid 0x12.
     */
    static final String SECTION_8_GRAPH_SET_FRAME =
        // OpenFlow header: version 0x04, OFPT_EXPERIMENTER, length 16 + 8 + 4 * (8 + 24) = 152 = 0x98, xid 0x12
        "04 04 00 98 00 00 00 12"
        // experimenter, exp_type 0x0A
        + " 00 00 00 50 00 00 00 0a"
        // sfc-id 7, vertex count 4, zero (2)
        + " 00 00 00 07 00 04 00 00"
        // vertex 0x10000, actions-len 24, zero (2)
        + " 00 01 00 00 00 18 00 00"
        // COPY_TO_BRANCHES: subtype 2, copy-kind 2 (full), count 2, service ids 2 and 3; 12 + 8 = 20, padded to 24
        + ACTION_24 + " 00 02 02 02 00 00 00 02 00 00 00 03" + zeros(4)
        // vertex 2: INVOKE_NF subtype 1, zero (2), service-id 2, next-service-id 0x20000, padding
        + " 00 00 00 02 00 18 00 00"
        + ACTION_24 + " 00 01 00 00 00 00 00 02 00 02 00 00" + zeros(4)
        // vertex 3: INVOKE_NF(3, next 0x20000)
        + " 00 00 00 03 00 18 00 00"
        + ACTION_24 + " 00 01 00 00 00 00 00 03 00 02 00 00" + zeros(4)
        // vertex 0x20000: MERGE subtype 3, count 2, flags 1 (drop wins), next-service-id 0, branches 1 then 2;
        // 16 + 2 = 18, padded to 24
        + " 00 02 00 00 00 18 00 00"
        + ACTION_24 + " 00 03 02 01 00 00 00 00 01 02" + zeros(6);

    /** Section 8's example: RUN_GRAPH(0x10000), subtype 5, zero (2), service-id, zero (4), padding. */
    static final String SECTION_8_RUN_GRAPH = ACTION_24 + " 00 05 00 00 00 01 00 00" + zeros(4) + zeros(4);

    /** The graph of section 8's example. */
    static final GraphSet SECTION_8_GRAPH = new GraphSet(7, List.of(
        new GraphVertex(0x10000, List.of(new CopyToBranches(CopyKind.FULL_COPY, List.of(2L, 3L)))),
        new GraphVertex(2, List.of(new InvokeNf(2, 0x20000))),
        new GraphVertex(3, List.of(new InvokeNf(3, 0x20000))),
        new GraphVertex(0x20000, List.of(new Merge(true, 0, List.of(1, 2))))));

    @Test
    void section8GraphSet() throws MalformedOpenPathException {
        final byte[] frame = hex(SECTION_8_GRAPH_SET_FRAME);
        assertEquals(152, frame.length);
        assertFrame(SECTION_8_GRAPH, 0x12, frame);
    }

    @Test
    void section8RunGraph() throws MalformedOpenPathException {
        assertEquals(24, hex(SECTION_8_RUN_GRAPH).length);
        assertAction(new RunGraph(0x10000), SECTION_8_RUN_GRAPH);
        assertEquals(5, new RunGraph(0x10000).subtype());
    }

    @Test
    void runGraphVariants() throws MalformedOpenPathException {
        assertAction(new RunGraph(1), ACTION_24 + " 00 05 00 00 00 00 00 01" + zeros(8));
        assertAction(new RunGraph(0xffffffffL), ACTION_24 + " 00 05 00 00 ff ff ff ff" + zeros(8));
    }

    @Test
    void flowActionsBeforeAndAroundRunGraph() throws MalformedOpenPathException {
        // section 8: the chain's one flow on the node runs SET_PATH_TAG(7, tag), RUN_GRAPH(0x10000), then its exit
        final byte[] expected = hex(ACTION_24 + " 00 04 00 00 00 00 00 07 00 00 00 2a" + zeros(4)
            + SECTION_8_RUN_GRAPH);
        final ByteBuffer out = ByteBuffer.allocate(expected.length);
        OpenPathCodec.writeAction(new SetPathTag(7, 42), out);
        OpenPathCodec.writeAction(new RunGraph(0x10000), out);
        assertArrayEquals(expected, out.array(), () -> format(out.array()));
        final ByteBuffer in = ByteBuffer.wrap(expected);
        assertEquals(new SetPathTag(7, 42), OpenPathCodec.readAction(in));
        assertEquals(new RunGraph(0x10000), OpenPathCodec.readAction(in));
        assertEquals(48, in.position());
    }

    @Test
    void noVertexRemovesTheChainsGraph() throws MalformedOpenPathException {
        // 16 + 8 = 24 = 0x18: sfc-id, count 0, zero (2), nothing after
        assertFrame(new GraphSet(0xffffffffL, List.of()), 0xffffffffL, hex("04 04 00 18 ff ff ff ff 00 00 00 50"
            + " 00 00 00 0a  ff ff ff ff 00 00 00 00"));
        assertFrame(new GraphSet(1, List.of()), 0, hex("04 04 00 18 00 00 00 00 00 00 00 50"
            + " 00 00 00 0a  00 00 00 01 00 00 00 00"));
    }

    @Test
    void severalActionsPerVertexAndEveryLength() throws MalformedOpenPathException {
        // vertex 5: INVOKE_NF(5, 0) 24 + MERGE(no flag, 0x0a0b0c0d; 9..1) 16 + 9 -> 32 + COPY_TO_BRANCHES(shared;
        // 1..4) 12 + 16 -> 32 = 88 = 0x58
        final String vertex5 = " 00 00 00 05 00 58 00 00"
            + ACTION_24 + " 00 01 00 00 00 00 00 05 00 00 00 00" + zeros(4)
            + " ff ff 00 20 00 00 00 50 00 03 09 00 0a 0b 0c 0d 09 08 07 06 05 04 03 02 01" + zeros(7)
            + " ff ff 00 20 00 00 00 50 00 02 00 04 00 00 00 01 00 00 00 02 00 00 00 03 00 00 00 04" + zeros(4);
        // vertex 0xffffffff: the most actions, eight INVOKE_NF(k, next k + 1), 8 * 24 = 192 = 0xc0
        final StringBuilder vertexMax = new StringBuilder(" ff ff ff ff 00 c0 00 00");
        for (int k = 1; k <= 8; k++) {
            vertexMax.append(ACTION_24).append(" 00 01 00 00 00 00 00 0").append(k).append(" 00 00 00 0")
                .append(k + 1).append(zeros(4));
        }
        // 16 + 8 + (8 + 88) + (8 + 192) = 320 = 0x140
        final byte[] expected = hex("04 04 01 40 00 00 00 13 00 00 00 50 00 00 00 0a  01 02 03 04 00 02 00 00"
            + vertex5 + vertexMax);
        assertEquals(320, expected.length);

        final List<OpenPathAction> eight = new ArrayList<>();
        for (long k = 1; k <= 8; k++) {
            eight.add(new InvokeNf(k, k + 1));
        }
        final var graph = new GraphSet(0x01020304L, List.of(
            new GraphVertex(5, List.of(new InvokeNf(5, 0), new Merge(false, 0x0a0b0c0dL, List.of(9, 8, 7, 6, 5, 4,
                3, 2, 1)), new CopyToBranches(CopyKind.SHARED, List.of(1L, 2L, 3L, 4L)))),
            new GraphVertex(0xffffffffL, eight)));
        assertFrame(graph, 0x13, expected);
        assertEquals(304, graph.bodyLength());
        assertEquals(88, graph.vertices().get(0).actionsLength());
    }

    @Test
    void vertexOrderIsKept() throws MalformedOpenPathException {
        // the same vertices as the example in another order: another message, with the vertices as sent
        final var reordered = new GraphSet(7, List.of(SECTION_8_GRAPH.vertices().get(3),
            SECTION_8_GRAPH.vertices().get(0), SECTION_8_GRAPH.vertices().get(1), SECTION_8_GRAPH.vertices().get(2)));
        final byte[] frame = hex(SECTION_8_GRAPH_SET_FRAME);
        final byte[] expected = concat(Arrays.copyOfRange(frame, 0, 24), Arrays.copyOfRange(frame, 24 + 3 * 32,
            24 + 4 * 32), Arrays.copyOfRange(frame, 24, 24 + 3 * 32));
        assertFrame(reordered, 0x12, expected);
    }
}
