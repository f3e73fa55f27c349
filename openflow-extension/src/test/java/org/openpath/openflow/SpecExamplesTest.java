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
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openpath.openflow.Bytes.format;
import static org.openpath.openflow.Bytes.hex;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.openpath.fixtures.SpecExamples;

/**
 * Every example of docs/openpath-openflow.md, byte for byte: the OXM table of section 2, the four action examples of
 * section 3 and the HANDLER_RULE_ADD frame of section 4.2 (the text of the examples is in test-fixtures'
 * {@link SpecExamples}, shared with impl's OpenFlowJava layer test), and the GRAPH_SET and RUN_GRAPH example of
 * section 8 (read from the document itself), encoded and decoded.
 */
class SpecExamplesTest {
    /** A line of nothing but lower-case hex bytes separated by spaces, as the spec prints frames. */
    private static final Pattern HEX_LINE = Pattern.compile("[0-9a-f]{2}( +[0-9a-f]{2})*");
    private static final String RUN_GRAPH_LABEL = "RUN_GRAPH(0x10000)";

    @ParameterizedTest
    @EnumSource(SpecExamples.Oxm.class)
    void oxmTableExamples(final SpecExamples.Oxm example) throws MalformedOpenPathException {
        final var field = OxmField.valueOf(example.field());
        assertOxm(example.masked() ? OxmMatch.masked(field, SpecExamples.Oxm.VALUE, SpecExamples.Oxm.MASK)
            : OxmMatch.of(field, SpecExamples.Oxm.VALUE), example.hex());
    }

    @Test
    void actionExamples() throws MalformedOpenPathException {
        assertAction(new InvokeNf(3, 4), SpecExamples.INVOKE_NF_3_NEXT_4);
        // "COPY_TO_BRANCHES(full; 5,6)": copy-kind byte 02 (full copy), count 02, branches 5 and 6
        assertAction(new CopyToBranches(CopyKind.FULL_COPY, List.of(5L, 6L)), SpecExamples.COPY_TO_BRANCHES_FULL_5_6);
        assertAction(new Merge(true, 9, List.of(2, 1)), SpecExamples.MERGE_DROP_WINS_9_2_1);
        assertAction(new SetPathTag(7, 1), SpecExamples.SET_PATH_TAG_7_1);
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
        assertEquals(24, new RunGraph(1).wireLength());
    }

    /**
     * Section 8's example as the document prints it: the hex lines of the GRAPH_SET and the RUN_GRAPH line of the
     * first code block after the section's heading.
     */
    @Test
    void section8Examples() throws IOException, MalformedOpenPathException {
        final List<String> block = section8ExampleBlock();
        assertTrue(block.get(0).startsWith("GRAPH_SET(sfc 7; 0x10000: COPY_TO_BRANCHES(full; 2, 3)"), block.get(0));
        final String graphSet = block.stream().filter(line -> HEX_LINE.matcher(line).matches())
            .collect(Collectors.joining(" "));
        final byte[] expected = hex(graphSet);
        assertEquals(152, expected.length);
        final byte[] actual = OpenPathCodec.encodeMessage(GraphGoldenBytesTest.SECTION_8_GRAPH, 0x12);
        assertArrayEquals(expected, actual, () -> format(actual));
        final ByteBuffer in = ByteBuffer.wrap(expected);
        assertEquals(new OpenPathCodec.Frame(0x12, GraphGoldenBytesTest.SECTION_8_GRAPH),
            OpenPathCodec.decodeMessage(in));
        assertEquals(152, in.position());

        final String runGraph = block.stream().filter(line -> line.startsWith(RUN_GRAPH_LABEL)).findFirst()
            .orElseThrow().substring(RUN_GRAPH_LABEL.length());
        assertAction(new RunGraph(0x10000), runGraph);
    }

    /**
     * Section 9's example as the document prints it: the backquoted hex after "Example, xid 0x1a".
     */
    @Test
    void section9Example() throws IOException, MalformedOpenPathException {
        final Path spec = Path.of(System.getProperty("basedir", ".")).toAbsolutePath().normalize().getParent()
            .resolve("docs/openpath-openflow.md");
        final String text = Files.readString(spec);
        final int section = text.indexOf("## 9. ");
        assertTrue(section > 0, "section 9 of docs/openpath-openflow.md");
        final int example = text.indexOf("Example, xid 0x1a", section);
        final int open = text.indexOf('`', example);
        final byte[] expected = hex(text.substring(open + 1, text.indexOf('`', open + 1)));
        assertEquals(28, expected.length);
        final var message = new NfScale(5, 7, 3);
        final byte[] actual = OpenPathCodec.encodeMessage(message, 0x1a);
        assertArrayEquals(expected, actual, () -> format(actual));
        assertEquals(new OpenPathCodec.Frame(0x1a, message), OpenPathCodec.decodeMessage(ByteBuffer.wrap(expected)));
    }

    @Test
    void handlerRuleAddFrame() throws MalformedOpenPathException {
        final byte[] expected = hex(SpecExamples.HANDLER_RULE_ADD_FRAME);
        assertEquals(42, expected.length);
        final var message = new HandlerRuleAdd(HandlerRule.sendTo(7, 2, "suspicious", 5));
        final byte[] actual = OpenPathCodec.encodeMessage(message, 0x11);
        assertArrayEquals(expected, actual, () -> format(actual));
        final ByteBuffer in = ByteBuffer.wrap(expected);
        assertEquals(new OpenPathCodec.Frame(0x11, message), OpenPathCodec.decodeMessage(in));
        assertEquals(42, in.position());
    }

    /**
     * The lines of the first code block after the heading of section 8 of docs/openpath-openflow.md (the module's
     * tests run in openflow-extension, next to docs).
     */
    private static List<String> section8ExampleBlock() throws IOException {
        final Path spec = Path.of(System.getProperty("basedir", ".")).toAbsolutePath().normalize().getParent()
            .resolve("docs/openpath-openflow.md");
        final List<String> lines = Files.readAllLines(spec);
        int at = 0;
        while (!lines.get(at).startsWith("## 8. ")) {
            at++;
        }
        while (!lines.get(at).equals("```")) {
            at++;
        }
        final int start = ++at;
        while (!lines.get(at).equals("```")) {
            at++;
        }
        return lines.subList(start, at);
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
