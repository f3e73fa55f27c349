/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class JsonTest {
    @Test
    void aMemberTwiceIsRefused() {
        final var error = assertThrows(IllegalArgumentException.class, () -> Json.parse("{\"a\":1,\"a\":2}"));
        assertTrue(error.getMessage().contains("Duplicate field 'a'"), error::getMessage);
        assertThrows(IllegalArgumentException.class, () -> Json.parse("{\"o\":{\"b\":true,\"b\":true}}"));
    }

    @Test
    void anythingAfterTheDocumentIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Json.parse("{\"a\":1} {\"b\":2}"));
        assertThrows(IllegalArgumentException.class, () -> Json.parse("{\"a\":1}]"));
        assertThrows(IllegalArgumentException.class, () -> Json.parse("[1,]"));
        assertThrows(IllegalArgumentException.class, () -> Json.parse("{a:1}"));
        assertThrows(IllegalArgumentException.class, () -> Json.parse("{\"a\":1} // comment"));
        assertEquals(1, Json.parse(" {\"a\":1}\n").get("a").intValue());
    }

    @Test
    void numbersKeepTheirDigits() {
        final var node = Json.parse("{\"rate\":1.50,\"big\":18446744073709551615,\"n\":500}");
        assertEquals("1.50", Json.text(node.get("rate")));
        assertEquals(new BigDecimal("1.50"), Json.decimalValue(node.get("rate")));
        assertEquals("18446744073709551615", Json.text(node.get("big")));
        assertEquals("{\"rate\":1.50,\"big\":18446744073709551615,\"n\":500}", Json.write(node));
    }

    @Test
    void accessorsFailInsteadOfGuessing() {
        final var node = Json.parse("{\"s\":\"5\",\"x\":\"five\",\"n\":7,\"b\":true,\"o\":{},\"l\":[]}");
        assertEquals(5, Json.longValue(node.get("s")), "RFC 7951 writes 64-bit integers as strings");
        assertEquals(7, Json.intValue(node.get("n")));
        assertThrows(NumberFormatException.class, () -> Json.longValue(node.get("x")));
        assertThrows(IllegalStateException.class, () -> Json.longValue(node.path("missing")));
        assertThrows(IllegalStateException.class, () -> Json.longValue(node.get("b")));
        assertThrows(IllegalStateException.class, () -> Json.text(node.get("o")));
        assertThrows(IllegalStateException.class, () -> Json.text(null));
        assertThrows(IllegalStateException.class, () -> Json.booleanValue(node.get("s")));
        assertThrows(IllegalStateException.class, () -> Json.array(node.get("o")));
        assertThrows(IllegalStateException.class, () -> Json.object(node.get("l")));
        assertThrows(IllegalStateException.class, () -> Json.array(node.path("a").path("b")));
        assertTrue(Json.booleanValue(node.get("b")));
        assertEquals("true", Json.text(node.get("b")));
        assertEquals(0, Json.array(node.get("l")).size());
        assertFalse(Json.isScalar(node.path("missing")));
        assertFalse(Json.isScalar(Json.parse("null")));
    }

    @Test
    void containsComparesMembersItemsAndScalarText() {
        final var stored = Json.parse("{\"a\":{\"n\":500,\"extra\":1},\"l\":[{\"x\":\"1\"},{\"x\":\"2\"}]}");
        assertTrue(Json.contains(stored, Json.parse("{\"a\":{\"n\":\"500\"},\"l\":[{\"x\":1},{\"x\":2}]}")));
        assertFalse(Json.contains(stored, Json.parse("{\"a\":{\"n\":501}}")));
        assertFalse(Json.contains(stored, Json.parse("{\"l\":[{\"x\":2},{\"x\":1}]}")), "order counts");
        assertFalse(Json.contains(stored, Json.parse("{\"l\":[{\"x\":1}]}")), "length counts");
        assertFalse(Json.contains(stored, Json.parse("{\"missing\":1}")));
        assertTrue(Json.contains(stored, Json.parse("{\"missing\":null}")));
    }

    @Test
    void prettyPrintsAsTheDocumentsShowAnswers() {
        assertEquals("""
            {
              "a": [
                1,
                {
                  "b": true
                }
              ],
              "c": [],
              "d": {},
              "e": "x"
            }""", Json.pretty(Json.parse("{\"a\":[1,{\"b\":true}],\"c\":[],\"d\":{},\"e\":\"x\"}")));
    }
}
