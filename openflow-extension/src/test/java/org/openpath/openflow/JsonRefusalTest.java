/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openpath.openflow.MalformedOpenPathException.Problem;

/**
 * Refusals of the MESSAGE JSON that {@code ValidationTest} does not pin: what is wrong inside keys, between a key and
 * its value, and the leniencies Jackson has features for, each named at the offset where it stands.
 */
class JsonRefusalTest {
    private static final char VT = (char) 0x0B;
    private static final char NBSP = (char) 0xA0;

    @Test
    void keysAreRefusedLikeValues() {
        refused("invalid escape 'x' (U+0078) at offset 4", "{\"a\\x\":\"b\"}");
        refused("unescaped control character U+0009 at offset 2", "{\"\t\":\"b\"}");
        refused("unterminated string at the end of the JSON", "{\"a");
        refused("truncated \\u escape at offset 2", "{\"\\u00");
        refused("unpaired surrogate U+DC00 in string \"" + (char) 0xDC00 + "\"", "{\"\\udc00\":\"b\"}");
    }

    @Test
    void betweenKeyAndValue() {
        refused("'\"' (U+0022) at offset 5, expected ':'", "{\"a\" \"b\"}");
        refused("end of the JSON, expected ':'", "{\"a\" ");
        refused("'x' (U+0078) at offset 5, expected '\"'", "{\"a\":x}");
        refused("'-' (U+002D) at offset 6, expected '\"'", "{\"a\": -1}");
        refused("duplicate key \"a\" at offset 9", "{\"a\":\"b\",\"a\" \"c\"}");
        refused("duplicate key \"a\" at offset 9", "{\"a\":\"b\",\"\\u0061\":\"c\"}");
    }

    @Test
    void noLeniency() {
        refused("'/' (U+002F) at offset 9, expected ',' or '}'", "{\"a\":\"b\" /* c */}");
        refused("'#' (U+0023) at offset 1, expected '\"'", "{# c\n\"a\":\"b\"}");
        refused("'a' (U+0061) at offset 1, expected '\"'", "{a:\"b\"}");
        refused("',' (U+002C) at offset 5, expected '\"'", "{\"a\":,\"b\":\"c\"}");
        refused("'N' (U+004E) at offset 5, expected '\"'", "{\"a\":NaN}");
        refused("'0' (U+0030) at offset 5, expected '\"'", "{\"a\":01}");
        refused("'" + VT + "' (U+000B) at offset 8, expected ',' or '}'", "{\"a\":\"b\"" + VT + "}");
        refused("'" + NBSP + "' (U+00A0) at offset 0, expected '{'", NBSP + "{}");
    }

    @Test
    void walksOnlyWhatJacksonAccepted() {
        final var afterKey = JsonRefusal.at("{\"a\":\"b\",\"c\"", 12);
        assertTrue(afterKey.afterKey());
        assertEquals(9, afterKey.lastStringStart());
        assertFalse(JsonRefusal.at("{\"a\":\"b\"", 8).afterKey());
        assertEquals("end of the JSON, expected ',' or '}'", JsonRefusal.at("{\"a\":\"b\"", 8).describe());
        assertEquals("'\\' (U+005C) at offset 2 in the string at offset 1",
            JsonRefusal.at("{\"\\\\\"}", 2).describe());
        assertEquals(4, JsonRefusal.skipWhitespace(" \t\r\nx", 0));
    }

    @Test
    void acceptsWhatTheSpecAllows() throws MalformedOpenPathException {
        assertEquals(Map.of("a", "b\"\\/\b\f\n\r\té"),
            read(" {\r\n\t\"a\" : \"b\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00E9\" } "));
    }

    private static Map<String, String> read(final String text) throws MalformedOpenPathException {
        return Json.read(ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8)), "MESSAGE");
    }

    private static void refused(final String what, final String text) {
        final var error = assertThrows(MalformedOpenPathException.class, () -> read(text));
        assertEquals(Problem.BAD_VALUE, error.problem());
        assertEquals("MESSAGE: not a flat JSON object of strings: " + what, error.getMessage());
    }
}
