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
import static org.openpath.openflow.Bytes.format;
import static org.openpath.openflow.Bytes.hex;

import java.nio.ByteBuffer;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every example of docs/openpath-openflow.md, byte for byte: the OXM table of section 2, the four action examples of
 * section 3 and the HANDLER_RULE_ADD frame of section 4.2, encoded and decoded.
 */
class SpecExamplesTest {
    @Test
    void oxmTableExamples() throws MalformedOpenPathException {
        assertOxm(OxmMatch.of(OxmField.SFC_ID, 7), "ff ff 00 08 00 00 00 50 00 00 00 07");
        assertOxm(OxmMatch.of(OxmField.PATH_ID, 7), "ff ff 02 08 00 00 00 50 00 00 00 07");
        assertOxm(OxmMatch.of(OxmField.TAG, 7), "ff ff 04 08 00 00 00 50 00 00 00 07");
        assertOxm(OxmMatch.masked(OxmField.TAG, 7, 0xff), "ff ff 05 0c 00 00 00 50 00 00 00 07 00 00 00 ff");
        assertOxm(OxmMatch.of(OxmField.SERVICE_ID, 7), "ff ff 06 08 00 00 00 50 00 00 00 07");
        assertOxm(OxmMatch.of(OxmField.COPY, 7), "ff ff 08 05 00 00 00 50 07");
    }

    @Test
    void actionExamples() throws MalformedOpenPathException {
        assertAction(new InvokeNf(3, 4),
            "ff ff 00 18 00 00 00 50 00 01 00 00 00 00 00 03 00 00 00 04 00 00 00 00");
        // "COPY_TO_BRANCHES(2; 5, 6)": copy-kind byte 02 (full copy), count 02, branches 5 and 6
        assertAction(new CopyToBranches(CopyKind.FULL_COPY, List.of(5L, 6L)),
            "ff ff 00 18 00 00 00 50 00 02 02 02 00 00 00 05 00 00 00 06 00 00 00 00");
        assertAction(new Merge(true, 9, List.of(2, 1)),
            "ff ff 00 18 00 00 00 50 00 03 02 01 00 00 00 09 02 01 00 00 00 00 00 00");
        assertAction(new SetPathTag(7, 1),
            "ff ff 00 18 00 00 00 50 00 04 00 00 00 00 00 07 00 00 00 01 00 00 00 00");
    }

    @Test
    void actionLengthTable() {
        assertEquals(24, new CopyToBranches(CopyKind.SHARED, List.of(1L, 2L)).wireLength());
        assertEquals(24, new CopyToBranches(CopyKind.SHARED, List.of(1L, 2L, 3L)).wireLength());
        assertEquals(32, new CopyToBranches(CopyKind.SHARED, List.of(1L, 2L, 3L, 4L)).wireLength());
        assertEquals(24, new Merge(true, 0, List.of(1, 2)).wireLength());
        assertEquals(24, new Merge(true, 0, List.of(1, 2, 3, 4, 5, 6, 7, 8)).wireLength());
        assertEquals(32, new Merge(true, 0, List.of(1, 2, 3, 4, 5, 6, 7, 8, 9)).wireLength());
        assertEquals(24, new InvokeNf(1, 0).wireLength());
        assertEquals(24, new SetPathTag(1, 1).wireLength());
    }

    @Test
    void handlerRuleAddFrame() throws MalformedOpenPathException {
        final byte[] expected = hex("04 04 00 2a 00 00 00 11 00 00 00 50 00 00 00 03 00 00 00 07 00 00 00 02 01 0a 00 "
            + "00 00 00 00 05 73 75 73 70 69 63 69 6f 75 73");
        assertEquals(42, expected.length);
        final var message = new HandlerRuleAdd(HandlerRule.sendTo(7, 2, "suspicious", 5));
        final byte[] actual = OpenPathCodec.encodeMessage(message, 0x11);
        assertArrayEquals(expected, actual, () -> format(actual));
        final ByteBuffer in = ByteBuffer.wrap(expected);
        assertEquals(new OpenPathCodec.Frame(0x11, message), OpenPathCodec.decodeMessage(in));
        assertEquals(42, in.position());
    }

    static void assertOxm(final OxmMatch match, final String hexBytes) throws MalformedOpenPathException {
        final byte[] expected = hex(hexBytes);
        final byte[] actual = OpenPathCodec.encodeOxm(match);
        assertArrayEquals(expected, actual, () -> match + ": " + format(actual));
        assertEquals(expected.length, match.wireLength());
        final ByteBuffer in = ByteBuffer.wrap(Bytes.concat(expected, hex("ee ee")));
        assertEquals(match, OpenPathCodec.readOxm(in));
        assertEquals(expected.length, in.position());
    }

    static void assertAction(final OpenPathAction action, final String hexBytes) throws MalformedOpenPathException {
        final byte[] expected = hex(hexBytes);
        final byte[] actual = OpenPathCodec.encodeAction(action);
        assertArrayEquals(expected, actual, () -> action + ": " + format(actual));
        assertEquals(expected.length, action.wireLength());
        final ByteBuffer in = ByteBuffer.wrap(Bytes.concat(expected, hex("ee ee ee")));
        assertEquals(action, OpenPathCodec.readAction(in));
        assertEquals(expected.length, in.position());
    }
}
