/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.state;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.exec.FlowKey;
import org.openpath.analyzer.exec.FlowRecord;
import org.openpath.analyzer.exec.SharedState;

/**
 * The state encoding against bytes written by hand from the layouts of docs/state-move.md section 2, and the exact
 * refusals of malformed input.
 */
class StateChunkCodecTest {
    /** The example of docs/state-move.md section 2. */
    private static final String NAT_CHUNK = "01 01 00 00 00 00 00 48  1b 01 00 00 00 00 00 00"
        + " 00 00 00 00 0a 00 00 01  00 00 00 00 0a 00 00 02  00 00 00 00 00 00 00 00"
        + " 00 00 00 00 00 00 03 e8  00 00 00 00 00 00 00 50"
        + " 00 00 00 00 00 00 13 88  00 00 00 00 00 00 00 03";
    private static final StateChunk NAT = new StateChunk.Flow(new FlowKey(FlowKey.FOUR_TUPLE, 0x0A000001L,
        0x0A000002L, 0, 1000, 80), new FlowRecord(5000, 3, true));

    static byte[] hex(final String text) {
        return HexFormat.of().parseHex(text.replace(" ", ""));
    }

    @Test
    void flowChunkIsTheDocumentedExample() throws MalformedStateException {
        assertCodes(NAT, hex(NAT_CHUNK));
    }

    @Test
    void firewallChunkOfTheWholeFiveTuple() throws MalformedStateException {
        final var chunk = new StateChunk.Flow(new FlowKey(FlowKey.FIVE_TUPLE, 1, 2, 6, 3, 4),
            new FlowRecord(1, -1, false));
        final byte[] bytes = hex("01 01 00 00 00 00 00 48  1f 00 00 00 00 00 00 00"
            + " 00 00 00 00 00 00 00 01  00 00 00 00 00 00 00 02  00 00 00 00 00 00 00 06"
            + " 00 00 00 00 00 00 00 03  00 00 00 00 00 00 00 04"
            + " 00 00 00 00 00 00 00 01  ff ff ff ff ff ff ff ff");
        assertCodes(chunk, bytes);
        assertEquals(StateKind.PER_FLOW, chunk.kind());
    }

    @Test
    void allFlowsChunkSortsItsTable() throws MalformedStateException {
        final var chunk = new StateChunk.Shared(new SharedState(1, 2, Map.of(5L, 6L, -1L, 7L)));
        final byte[] bytes = hex("01 02 00 00 00 00 00 40"
            + " 00 00 00 00 00 00 00 01  00 00 00 00 00 00 00 02  00 00 00 02 00 00 00 00"
            + " ff ff ff ff ff ff ff ff  00 00 00 00 00 00 00 07"
            + " 00 00 00 00 00 00 00 05  00 00 00 00 00 00 00 06");
        assertCodes(chunk, bytes);
    }

    @Test
    void exportHasMagicTypeAndCount() throws MalformedStateException {
        final var export = new StateExport("nat", List.of(NAT));
        final byte[] bytes = hex("4f 50 53 54 01 03 00 00  00 00 00 01 00 00 00 00  6e 61 74 " + NAT_CHUNK);
        assertArrayEquals(bytes, StateChunkCodec.encodeExport(export));
        assertEquals(export, StateChunkCodec.decodeExport(bytes));
        final var empty = new StateExport("fw", List.of());
        assertArrayEquals(hex("4f 50 53 54 01 02 00 00  00 00 00 00 00 00 00 00  66 77"),
            StateChunkCodec.encodeExport(empty));
    }

    @Test
    void malformedChunksAreRefusedNamingTheProblem() {
        assertRefused("Malformed NF state at byte 0: chunk header needs 8 bytes, 4 left", "01 01 00 00");
        assertRefused("Malformed NF state at byte 0: chunk encoding version 2 is not 1",
            "02" + NAT_CHUNK.substring(2));
        assertRefused("Malformed NF state at byte 1: unknown chunk kind 3", "01 03" + NAT_CHUNK.substring(5));
        assertRefused("Malformed NF state at byte 2: chunk header reserved bytes not zero",
            "01 01 01" + NAT_CHUNK.substring(8));
        assertRefused("Malformed NF state at byte 0: chunk length 72 exceeds the 71 bytes left",
            NAT_CHUNK.substring(0, NAT_CHUNK.length() - 3));
        assertRefused("Malformed NF state at byte 4: flow chunk length 64 is not 72",
            "01 01 00 00 00 00 00 40" + " 00".repeat(56));
        assertRefused("Malformed NF state at byte 9: unknown flow chunk flags 0x3",
            NAT_CHUNK.replace("48  1b 01", "48  1b 03"));
        assertRefused("Malformed NF state at byte 8: Flow key field ip-proto is absent but 6",
            NAT_CHUNK.replace("0a 00 00 02  00 00 00 00 00 00 00 00", "0a 00 00 02  00 00 00 00 00 00 00 06"));
        assertRefused("Malformed NF state at byte 8: Flow key fields 0x0 are not a non-empty combination of the "
            + "5-tuple bits 0x1f", NAT_CHUNK.replace("48  1b 01", "48  00 01"));
        assertRefused("Malformed NF state at byte 72: 1 bytes after the chunk", NAT_CHUNK + " 00");
        assertRefused("Malformed NF state at byte 4: all-flows chunk length 48 does not hold its 2 table entries "
            + "(64 bytes)", "01 02 00 00 00 00 00 30 " + "00 ".repeat(16) + "00 00 00 02 00 00 00 00" + " 00"
                .repeat(16));
        assertRefused("Malformed NF state at byte 48: all-flows table key 5 is not above the previous key 5",
            "01 02 00 00 00 00 00 40" + " 00".repeat(16) + " 00 00 00 02 00 00 00 00"
                + " 00 00 00 00 00 00 00 05  00 00 00 00 00 00 00 06".repeat(2));
    }

    @Test
    void malformedExportsAreRefusedNamingTheProblem() {
        final String header = "4f 50 53 54 01 03 00 00  00 00 00 01 00 00 00 00  6e 61 74 ";
        assertRefused("Malformed NF state at byte 0: not a state export (magic 0x4f505355, expected 0x4f505354 "
            + "\"OPST\")", "4f 50 53 55" + header.substring(11) + NAT_CHUNK, true);
        assertRefused("Malformed NF state at byte 0: export header needs 16 bytes, 3 given", "4f 50 53", true);
        assertRefused("Malformed NF state at byte 5: NF type length 0 is not 1 to 64",
            header.replace("01 03 00 00", "01 00 00 00") + NAT_CHUNK, true);
        assertRefused("Malformed NF state at byte 16: NF type is not valid UTF-8",
            header.replace("6e 61 74", "ff 61 74") + NAT_CHUNK, true);
        assertRefused("Malformed NF state at byte 91: chunk 2 of 2 is missing",
            header.replace("00 00 00 01 00 00 00 00", "00 00 00 02 00 00 00 00") + NAT_CHUNK, true);
        assertRefused("Malformed NF state at byte 91: 1 bytes after the last of 1 chunks", header + NAT_CHUNK + " 00",
            true);
        assertRefused("Malformed NF state at byte 8: chunk count 4000000000 cannot fit the 72 bytes left",
            header.replace("00 00 00 01 00 00 00 00", "ee 6b 28 00 00 00 00 00") + NAT_CHUNK, true);
    }

    /**
     * Asserts that a chunk encodes to the bytes and the bytes decode to the chunk.
     */
    private static void assertCodes(final StateChunk chunk, final byte[] bytes) throws MalformedStateException {
        assertArrayEquals(bytes, StateChunkCodec.encode(chunk));
        assertEquals(chunk, StateChunkCodec.decode(bytes));
    }

    private static void assertRefused(final String message, final String bytes) {
        assertRefused(message, bytes, false);
    }

    private static void assertRefused(final String message, final String bytes, final boolean export) {
        final byte[] input = hex(bytes);
        assertEquals(message, assertThrows(MalformedStateException.class, () -> {
            if (export) {
                StateChunkCodec.decodeExport(input);
            } else {
                StateChunkCodec.decode(input);
            }
        }).getMessage());
    }
}
