/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static java.util.Objects.requireNonNull;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Validation helpers shared by the records and the codec.
 */
final class Checks {
    private Checks() {
        // helpers only
    }

    /**
     * Rounds a length up to a multiple of 8.
     *
     * @param length the length
     * @return the padded length
     */
    static int padded(final int length) {
        return (length + 7) & ~7;
    }

    /**
     * Checks an unsigned 32-bit value.
     *
     * @param what the name used in the message
     * @param value the value
     * @return the value
     * @throws IllegalArgumentException if it is outside 0 to 2^32 - 1
     */
    static long uint32(final String what, final long value) {
        if (value < 0 || value > OpenPathConstants.MAX_UINT32) {
            throw new IllegalArgumentException(what + " " + value + " is not an unsigned 32-bit value");
        }
        return value;
    }

    /**
     * Checks a non-zero unsigned 32-bit value.
     *
     * @param what the name used in the message
     * @param value the value
     * @return the value
     * @throws IllegalArgumentException if it is 0 or outside 1 to 2^32 - 1
     */
    static long nonZeroUint32(final String what, final long value) {
        if (uint32(what, value) == 0) {
            throw new IllegalArgumentException(what + " must not be 0");
        }
        return value;
    }

    /**
     * Encodes a string in UTF-8, refusing ill-formed UTF-16 (unpaired surrogates) instead of replacing it.
     *
     * @param what the name used in the message
     * @param value the string
     * @return its UTF-8 bytes
     * @throws IllegalArgumentException if the string has an unpaired surrogate
     */
    static byte[] utf8(final String what, final String value) {
        requireNonNull(value, what);
        try {
            final ByteBuffer encoded = StandardCharsets.UTF_8.newEncoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .encode(CharBuffer.wrap(value));
            return Arrays.copyOfRange(encoded.array(), encoded.arrayOffset() + encoded.position(),
                encoded.arrayOffset() + encoded.limit());
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException(what + " is not well-formed Unicode (unpaired surrogate)", e);
        }
    }

    /**
     * Checks a result, NF type or NF name: 1 to 64 UTF-8 bytes.
     *
     * @param what the name used in the message
     * @param value the string
     * @return its UTF-8 bytes
     * @throws IllegalArgumentException if it is empty, too long or not well-formed
     */
    static byte[] name(final String what, final String value) {
        final byte[] bytes = utf8(what, value);
        if (bytes.length == 0) {
            throw new IllegalArgumentException(what + " must not be empty");
        }
        if (bytes.length > OpenPathConstants.MAX_NAME_BYTES) {
            throw new IllegalArgumentException(what + " has " + bytes.length + " UTF-8 bytes, more than "
                + OpenPathConstants.MAX_NAME_BYTES);
        }
        return bytes;
    }

    /**
     * Decodes strict UTF-8 (no overlong forms, no surrogates, nothing beyond U+10FFFF).
     *
     * @param bytes the bytes, consumed
     * @return the string, or {@code null} if the bytes are not valid UTF-8
     */
    static @Nullable String decodeUtf8OrNull(final ByteBuffer bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .decode(bytes).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }
}
