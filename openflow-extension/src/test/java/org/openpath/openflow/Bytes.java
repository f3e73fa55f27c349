/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

/**
 * Byte helpers of the tests: hex text as written in the spec, ASCII text, concatenation.
 */
final class Bytes {
    private Bytes() {
        // helpers only
    }

    /**
     * Parses hex bytes separated by any whitespace, e.g. {@code "ff ff 00 08"}.
     */
    static byte[] hex(final String text) {
        return HexFormat.of().parseHex(text.replaceAll("\\s+", ""));
    }

    /**
     * Returns the bytes of ASCII text.
     */
    static byte[] ascii(final String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }

    /**
     * Concatenates byte arrays.
     */
    static byte[] concat(final byte[]... parts) {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }

    /**
     * Formats bytes as spaced hex for assertion messages.
     */
    static String format(final byte[] bytes) {
        return HexFormat.ofDelimiter(" ").formatHex(bytes);
    }

    /**
     * Returns {@code count} zero bytes as hex text.
     */
    static String zeros(final int count) {
        return " 00".repeat(count);
    }
}
