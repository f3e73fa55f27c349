/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import org.eclipse.jdt.annotation.Nullable;

/**
 * JSON for the tests, with Jackson: one strict mapper (a member twice in an object, or anything after the document,
 * is an error; numbers keep the digits they were written with, so {@code 1.50} stays {@code 1.50}), and accessors
 * that fail like a test should when a document does not have the shape the test expects, with the document in the
 * message, instead of giving a default value. Missing members are found with Jackson's own
 * {@link JsonNode#path(String)}, which gives a missing node rather than {@code null}.
 */
final class Json {
    /** The mapper every test parses and writes with. */
    static final ObjectMapper MAPPER = JsonMapper.builder()
        .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
        .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY)
        .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
        .enable(JsonNodeFeature.USE_BIG_DECIMAL_FOR_FLOATS)
        .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
        .enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
        .build();

    // the layout the documents print their answers in: two-space indents, "name": value, one array entry a line
    private static final DefaultPrettyPrinter PRETTY = new DefaultPrettyPrinter(Separators.createDefaultInstance()
        .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
        .withObjectEmptySeparator("")
        .withArrayEmptySeparator(""))
        .withObjectIndenter(new DefaultIndenter("  ", "\n"))
        .withArrayIndenter(new DefaultIndenter("  ", "\n"));

    private Json() {
        // Utility class
    }

    /**
     * Parses a JSON document.
     *
     * @param text the document
     * @return its tree; a missing node for an empty text
     * @throws IllegalArgumentException if the text is not one well-formed JSON document without duplicate members
     */
    static JsonNode parse(final String text) {
        try {
            return MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("Not a JSON document: " + e.getOriginalMessage(), e);
        }
    }

    /**
     * Writes a tree as compact JSON, for a request body.
     *
     * @param node the tree
     * @return the JSON text
     */
    static String write(final JsonNode node) {
        try {
            return MAPPER.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Cannot write " + node, e);
        }
    }

    /**
     * Writes a tree as the documents print answers: two-space indents, {@code "name": value}, one array entry a line.
     *
     * @param node the tree
     * @return the JSON text
     */
    static String pretty(final JsonNode node) {
        try {
            return MAPPER.writer(PRETTY).writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Cannot write " + node, e);
        }
    }

    /**
     * Returns a node that must be an object.
     *
     * @param node the node, possibly missing
     * @return the object
     * @throws IllegalStateException if it is not an object
     */
    static ObjectNode object(final @Nullable JsonNode node) {
        if (node instanceof ObjectNode object) {
            return object;
        }
        throw new IllegalStateException("Not a JSON object: " + node);
    }

    /**
     * Returns a node that must be an array.
     *
     * @param node the node, possibly missing
     * @return the array
     * @throws IllegalStateException if it is not an array
     */
    static ArrayNode array(final @Nullable JsonNode node) {
        if (node instanceof ArrayNode array) {
            return array;
        }
        throw new IllegalStateException("Not a JSON array: " + node);
    }

    /**
     * Tells whether a node is a string, a number or a boolean.
     *
     * @param node the node, possibly missing
     * @return whether it is one
     */
    static boolean isScalar(final @Nullable JsonNode node) {
        return node != null && (node.isTextual() || node.isNumber() || node.isBoolean());
    }

    /**
     * Returns the text of a string, number or boolean.
     *
     * @param node the node
     * @return its text, e.g. {@code 500} for the number 500
     * @throws IllegalStateException if it is not a string, number or boolean
     */
    static String text(final @Nullable JsonNode node) {
        if (isScalar(node)) {
            return node.asText();
        }
        throw new IllegalStateException("Not a JSON string, number or boolean: " + node);
    }

    /**
     * Returns an integer written as a number or, as RFC 7951 writes 64-bit integers, as a string.
     *
     * @param node the node
     * @return the integer; a fraction is cut off
     * @throws IllegalStateException if it is neither
     * @throws NumberFormatException if the string is not an integer
     */
    static long longValue(final @Nullable JsonNode node) {
        if (node != null && node.isNumber()) {
            return node.longValue();
        }
        if (node != null && node.isTextual()) {
            return Long.parseLong(node.textValue());
        }
        throw new IllegalStateException("Not a JSON integer: " + node);
    }

    /**
     * Returns an integer that fits an {@code int}, written as a number or a string.
     *
     * @param node the node
     * @return the integer
     * @throws IllegalStateException if it is neither a number nor a string
     * @throws ArithmeticException if it does not fit an {@code int}
     */
    static int intValue(final @Nullable JsonNode node) {
        return Math.toIntExact(longValue(node));
    }

    /**
     * Returns a decimal written as a number or, as RFC 7951 writes decimal64, as a string.
     *
     * @param node the node
     * @return the decimal, with the digits written
     * @throws IllegalStateException if it is neither
     * @throws NumberFormatException if the string is not a number
     */
    static BigDecimal decimalValue(final @Nullable JsonNode node) {
        if (node != null && node.isNumber()) {
            return node.decimalValue();
        }
        if (node != null && node.isTextual()) {
            return new BigDecimal(node.textValue());
        }
        throw new IllegalStateException("Not a JSON number: " + node);
    }

    /**
     * Returns a boolean.
     *
     * @param node the node
     * @return its value
     * @throws IllegalStateException if it is not a boolean
     */
    static boolean booleanValue(final @Nullable JsonNode node) {
        if (node != null && node.isBoolean()) {
            return node.booleanValue();
        }
        throw new IllegalStateException("Not a JSON boolean: " + node);
    }

    /**
     * Tells whether a document holds everything another one does: the same members (it may have more), arrays of the
     * same length holding matching elements in the same order, and scalars with the same text, so that the number
     * 500 matches the string "500" (RFC 7951 writes 64-bit integers as strings).
     *
     * @param actual the document received
     * @param expected what it must hold
     * @return whether {@code actual} holds {@code expected}
     */
    static boolean contains(final @Nullable JsonNode actual, final @Nullable JsonNode expected) {
        if (expected == null || expected.isNull() || expected.isMissingNode()) {
            return true;
        }
        if (actual == null || actual.isNull() || actual.isMissingNode()) {
            return false;
        }
        if (expected.isObject()) {
            return actual.isObject() && expected.propertyStream()
                .allMatch(member -> contains(actual.get(member.getKey()), member.getValue()));
        }
        if (expected.isArray()) {
            if (!actual.isArray() || actual.size() != expected.size()) {
                return false;
            }
            for (int i = 0; i < expected.size(); i++) {
                if (!contains(actual.get(i), expected.get(i))) {
                    return false;
                }
            }
            return true;
        }
        return isScalar(actual) && actual.asText().equals(expected.asText());
    }
}
