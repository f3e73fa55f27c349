/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static org.openpath.openflow.OpenPathConstants.MAX_NAME_BYTES;

import java.nio.ByteBuffer;
import java.util.function.Supplier;
import org.openpath.openflow.MalformedOpenPathException.Problem;

/**
 * The refusals every decoder shares (docs/openpath-openflow.md sections 1 and 5): reserved bytes and padding that
 * must be zero, body lengths, length-prefixed UTF-8 strings, and records whose own validation fails. Each throws a
 * {@link MalformedOpenPathException} whose message starts with the context it is given (the message, action or field
 * name).
 */
final class DecodeChecks {
    private DecodeChecks() {
        // static methods only
    }

    /**
     * Refuses non-zero bytes.
     *
     * @param in the buffer; offsets in the message are relative to its position
     * @param at the absolute offset of the first byte
     * @param length the number of bytes
     * @param context the message, action or field name
     * @param what what the bytes are
     * @throws MalformedOpenPathException {@link Problem#BAD_VALUE} naming the first non-zero byte
     */
    static void zero(final ByteBuffer in, final int at, final int length, final String context, final String what)
            throws MalformedOpenPathException {
        for (int i = 0; i < length; i++) {
            if (in.get(at + i) != 0) {
                throw new MalformedOpenPathException(Problem.BAD_VALUE, context + ": " + what + " not zero (byte "
                    + hex(in.get(at + i) & 0xFF, 2) + " at offset " + (at + i - in.position()) + ")");
            }
        }
    }

    /**
     * Builds a record from decoded values, turning its validation failure into a refusal.
     *
     * @param <T> the record type
     * @param context the message, action or field name
     * @param constructor builds the record
     * @return the record
     * @throws MalformedOpenPathException {@link Problem#BAD_VALUE} with the record's message
     */
    static <T> T build(final String context, final Supplier<T> constructor) throws MalformedOpenPathException {
        try {
            return constructor.get();
        } catch (IllegalArgumentException e) {
            throw new MalformedOpenPathException(Problem.BAD_VALUE, context + ": " + e.getMessage(), e);
        }
    }

    /**
     * Refuses a body whose length is not the fixed one of its message.
     *
     * @param context the message name
     * @param length the body length
     * @param expected the length section 4 gives
     * @throws MalformedOpenPathException {@link Problem#BAD_LENGTH}
     */
    static void exactBody(final String context, final int length, final int expected)
            throws MalformedOpenPathException {
        if (length != expected) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, context + ": body length " + length
                + ", the spec says " + expected);
        }
    }

    /**
     * Refuses a body shorter than the fixed part of its message.
     *
     * @param context the message name
     * @param length the body length
     * @param fixed the length of the fixed part
     * @throws MalformedOpenPathException {@link Problem#BAD_LENGTH}
     */
    static void minimumBody(final String context, final int length, final int fixed)
            throws MalformedOpenPathException {
        if (length < fixed) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, context + ": body length " + length
                + " is shorter than its " + fixed + "-byte fixed part");
        }
    }

    /**
     * Refuses string lengths that do not add up to exactly the bytes after the fixed part.
     *
     * @param context the message name
     * @param what the lengths, as named in the message
     * @param declared the sum of the declared lengths
     * @param left the bytes after the fixed part
     * @throws MalformedOpenPathException {@link Problem#BAD_LENGTH}
     */
    static void stringsFit(final String context, final String what, final int declared, final int left)
            throws MalformedOpenPathException {
        if (declared > left) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, context + ": " + what + " exceeds the " + left
                + " bytes left in the body");
        }
        if (declared < left) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, context + ": " + what + " leaves " + (left
                - declared) + " bytes at the end of the body unused");
        }
    }

    /**
     * Reads a result, NF type or NF name: 1 to 64 bytes of valid UTF-8.
     *
     * @param in the buffer
     * @param at the absolute offset
     * @param length the declared length
     * @param context the message name
     * @param what what the string is
     * @return the string
     * @throws MalformedOpenPathException {@link Problem#BAD_VALUE} for an empty, too long or invalid string
     */
    static String name(final ByteBuffer in, final int at, final int length, final String context, final String what)
            throws MalformedOpenPathException {
        if (length == 0) {
            throw new MalformedOpenPathException(Problem.BAD_VALUE, context + ": " + what + " is empty");
        }
        if (length > MAX_NAME_BYTES) {
            throw new MalformedOpenPathException(Problem.BAD_VALUE, context + ": " + what + " length " + length
                + " exceeds " + MAX_NAME_BYTES + " bytes");
        }
        final String text = Checks.decodeUtf8OrNull(in.slice(at, length));
        if (text == null) {
            throw new MalformedOpenPathException(Problem.BAD_VALUE, context + ": " + what + " is not valid UTF-8");
        }
        return text;
    }

    /**
     * Formats a value as {@code 0x} and at least {@code digits} lower-case hex digits.
     *
     * @param value the value
     * @param digits the least number of digits
     * @return the text
     */
    static String hex(final long value, final int digits) {
        final String text = Long.toHexString(value);
        return "0x" + "0".repeat(Math.max(0, digits - text.length())) + text;
    }
}
