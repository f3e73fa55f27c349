/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

/**
 * Literal IPv4 and IPv6 address text without any name lookup: parsing (dotted quad; RFC 4291 section 2.2 text with
 * an optional trailing dotted quad) and formatting (RFC 5952 for IPv6).
 */
final class IpText {
    /** What {@link #groups(String, boolean)} returns for invalid text. */
    private static final int[] INVALID = new int[0];

    private IpText() {
        // helpers only
    }

    /**
     * Parses a dotted-quad IPv4 address; parts are decimal 0 to 255 without leading zeros.
     *
     * @param text the text
     * @return the 4 bytes, or no bytes if the text is not such an address
     */
    static byte[] parseIpv4(final String text) {
        final String[] parts = text.split("\\.", -1);
        if (parts.length != 4) {
            return new byte[0];
        }
        final byte[] bytes = new byte[4];
        for (int i = 0; i < 4; i++) {
            final int value = decimal(parts[i]);
            if (value < 0 || value > 255) {
                return new byte[0];
            }
            bytes[i] = (byte) value;
        }
        return bytes;
    }

    /**
     * Parses an IPv6 address.
     *
     * @param text the text
     * @return the 16 bytes, or no bytes if the text is not such an address
     */
    static byte[] parseIpv6(final String text) {
        final int gap = text.indexOf("::");
        if (gap >= 0 && text.indexOf("::", gap + 1) >= 0) {
            return new byte[0];
        }
        final int[] head = groups(gap >= 0 ? text.substring(0, gap) : text, gap < 0);
        final int[] tail = gap >= 0 ? groups(text.substring(gap + 2), true) : new int[0];
        if (head == INVALID || tail == INVALID) {
            return new byte[0];
        }
        final int total = head.length + tail.length;
        if (gap < 0 ? total != 8 : total > 7) {
            return new byte[0];
        }
        final byte[] bytes = new byte[16];
        for (int i = 0; i < head.length; i++) {
            bytes[2 * i] = (byte) (head[i] >>> 8);
            bytes[2 * i + 1] = (byte) head[i];
        }
        for (int i = 0; i < tail.length; i++) {
            final int at = 8 - tail.length + i;
            bytes[2 * at] = (byte) (tail[i] >>> 8);
            bytes[2 * at + 1] = (byte) tail[i];
        }
        return bytes;
    }

    /**
     * Formats an address: a dotted quad for 4 bytes, RFC 5952 text for 16 bytes.
     *
     * @param bytes the address bytes
     * @return the text
     */
    static String format(final byte[] bytes) {
        if (bytes.length == 4) {
            return (bytes[0] & 0xFF) + "." + (bytes[1] & 0xFF) + "." + (bytes[2] & 0xFF) + "." + (bytes[3] & 0xFF);
        }
        final int[] groups = new int[8];
        for (int i = 0; i < 8; i++) {
            groups[i] = (bytes[2 * i] & 0xFF) << 8 | bytes[2 * i + 1] & 0xFF;
        }
        int bestStart = -1;
        int bestLength = 1;
        for (int i = 0; i < 8; i++) {
            int end = i;
            while (end < 8 && groups[end] == 0) {
                end++;
            }
            if (end - i > bestLength) {
                bestStart = i;
                bestLength = end - i;
            }
            i = Math.max(i, end);
        }
        final StringBuilder text = new StringBuilder(39);
        for (int i = 0; i < 8; i++) {
            if (i == bestStart) {
                text.append("::");
                i += bestLength - 1;
                continue;
            }
            if (text.length() > 0 && text.charAt(text.length() - 1) != ':') {
                text.append(':');
            }
            text.append(Integer.toHexString(groups[i]));
        }
        return text.toString();
    }

    private static int[] groups(final String part, final boolean mayEndWithIpv4) {
        if (part.isEmpty()) {
            return new int[0];
        }
        final String[] texts = part.split(":", -1);
        final int last = texts.length - 1;
        final boolean ipv4 = mayEndWithIpv4 && texts[last].indexOf('.') >= 0;
        final int[] groups = new int[texts.length + (ipv4 ? 1 : 0)];
        for (int i = 0; i < texts.length; i++) {
            if (ipv4 && i == last) {
                final byte[] quad = parseIpv4(texts[i]);
                if (quad.length == 0) {
                    return INVALID;
                }
                groups[i] = (quad[0] & 0xFF) << 8 | quad[1] & 0xFF;
                groups[i + 1] = (quad[2] & 0xFF) << 8 | quad[3] & 0xFF;
            } else {
                final String text = texts[i];
                if (text.isEmpty() || text.length() > 4) {
                    return INVALID;
                }
                int value = 0;
                for (int j = 0; j < text.length(); j++) {
                    final int digit = Character.digit(text.charAt(j), 16);
                    if (digit < 0 || text.charAt(j) > 'f') {
                        return INVALID;
                    }
                    value = value << 4 | digit;
                }
                groups[i] = value;
            }
        }
        return groups;
    }

    /**
     * Parses 1 to 3 ASCII decimal digits without a leading zero (except "0").
     *
     * @param text the text
     * @return the value, -1 if the text is not such a number
     */
    static int decimal(final String text) {
        if (text.isEmpty() || text.length() > 3 || text.length() > 1 && text.charAt(0) == '0') {
            return -1;
        }
        int value = 0;
        for (int i = 0; i < text.length(); i++) {
            final char ch = text.charAt(i);
            if (ch < '0' || ch > '9') {
                return -1;
            }
            value = value * 10 + ch - '0';
        }
        return value;
    }
}
