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
import java.util.LinkedHashMap;
import java.util.Map;
import org.openpath.openflow.MalformedOpenPathException.Problem;

/**
 * The strict, minimal JSON a MESSAGE carries (docs/openpath-openflow.md section 4.3): one flat object whose keys and
 * values are strings (RFC 8259), in UTF-8. The writer emits no whitespace, escapes {@code "}, {@code \} and control
 * characters and leaves everything else as UTF-8; the reader accepts RFC 8259 whitespace and every standard escape
 * including {@code \}{@code uXXXX} surrogate pairs, and refuses anything else: nested values, numbers, literals,
 * duplicate keys, unpaired surrogates, trailing data.
 */
final class Json {
    private final String text;
    private final String context;
    private int at;

    private Json(final String text, final String context) {
        this.text = text;
        this.context = context;
    }

    /**
     * Writes a flat JSON object of strings.
     *
     * @param entries the entries, in the order written
     * @return the UTF-8 bytes
     * @throws IllegalArgumentException if a key or value is not well-formed Unicode
     * @throws NullPointerException if a key or value is {@code null}
     */
    static byte[] write(final Map<String, String> entries) {
        final StringBuilder out = new StringBuilder(2 + entries.size() * 16).append('{');
        for (var entry : entries.entrySet()) {
            if (out.length() > 1) {
                out.append(',');
            }
            writeString(out, requireNonNull(entry.getKey(), "MESSAGE key"));
            out.append(':');
            writeString(out, requireNonNull(entry.getValue(), "MESSAGE value"));
        }
        return Checks.utf8("MESSAGE JSON", out.append('}').toString());
    }

    /**
     * Reads a flat JSON object of strings.
     *
     * @param utf8 the bytes, all of them consumed
     * @param context the message name used in exception messages
     * @return the entries in document order
     * @throws MalformedOpenPathException with {@link Problem#BAD_VALUE} for anything but a flat JSON object of strings
     *                                    in UTF-8
     */
    static LinkedHashMap<String, String> read(final ByteBuffer utf8, final String context)
            throws MalformedOpenPathException {
        final String text = Checks.decodeUtf8OrNull(utf8);
        if (text == null) {
            throw new MalformedOpenPathException(Problem.BAD_VALUE, context + ": JSON is not valid UTF-8");
        }
        return new Json(text, context).object();
    }

    private static void writeString(final StringBuilder out, final String value) {
        out.append('"');
        for (int i = 0; i < value.length(); i++) {
            final char ch = value.charAt(i);
            switch (ch) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (ch < 0x20) {
                        out.append(String.format("\\u%04x", (int) ch));
                    } else {
                        out.append(ch);
                    }
                }
            }
        }
        out.append('"');
    }

    private LinkedHashMap<String, String> object() throws MalformedOpenPathException {
        final LinkedHashMap<String, String> entries = new LinkedHashMap<>();
        skipWhitespace();
        expect('{');
        skipWhitespace();
        if (peek() == '}') {
            at++;
        } else {
            while (true) {
                skipWhitespace();
                final int keyAt = at;
                final String key = string();
                skipWhitespace();
                expect(':');
                skipWhitespace();
                final String value = string();
                if (entries.putIfAbsent(key, value) != null) {
                    throw fail("duplicate key \"" + key + "\" at offset " + keyAt);
                }
                skipWhitespace();
                final int ch = peek();
                at++;
                if (ch == '}') {
                    break;
                }
                if (ch != ',') {
                    throw fail(found(ch, at - 1) + ", expected ',' or '}'");
                }
            }
        }
        skipWhitespace();
        if (at != text.length()) {
            throw fail("trailing data at offset " + at + " after the object");
        }
        return entries;
    }

    private String string() throws MalformedOpenPathException {
        expect('"');
        final StringBuilder out = new StringBuilder();
        while (true) {
            final int ch = peek();
            if (ch < 0) {
                throw fail("unterminated string at the end of the JSON");
            }
            at++;
            if (ch == '"') {
                break;
            }
            if (ch < 0x20) {
                throw fail("unescaped control character " + String.format("U+%04X", ch) + " at offset " + (at - 1));
            }
            if (ch != '\\') {
                out.append((char) ch);
                continue;
            }
            final int escape = peek();
            at++;
            switch (escape) {
                case '"' -> out.append('"');
                case '\\' -> out.append('\\');
                case '/' -> out.append('/');
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case 'u' -> out.append(hex4());
                default -> throw fail("invalid escape " + found(escape, at - 1));
            }
        }
        final String value = out.toString();
        for (int i = 0; i < value.length(); i++) {
            final char ch = value.charAt(i);
            if (Character.isHighSurrogate(ch) && i + 1 < value.length()
                    && Character.isLowSurrogate(value.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(ch)) {
                throw fail("unpaired surrogate " + String.format("U+%04X", (int) ch) + " in string \"" + value + "\"");
            }
        }
        return value;
    }

    private char hex4() throws MalformedOpenPathException {
        if (at + 4 > text.length()) {
            throw fail("truncated \\u escape at offset " + (at - 2));
        }
        int value = 0;
        for (int i = 0; i < 4; i++) {
            final char ch = text.charAt(at + i);
            final int digit = ch <= 'f' ? Character.digit(ch, 16) : -1;
            if (digit < 0) {
                throw fail("invalid \\u escape \"\\u" + text.substring(at, at + 4) + "\" at offset " + (at - 2));
            }
            value = value << 4 | digit;
        }
        at += 4;
        return (char) value;
    }

    private void expect(final char expected) throws MalformedOpenPathException {
        final int ch = peek();
        if (ch != expected) {
            throw fail(found(ch, at) + ", expected '" + expected + "'");
        }
        at++;
    }

    private int peek() {
        return at < text.length() ? text.charAt(at) : -1;
    }

    private void skipWhitespace() {
        while (at < text.length()) {
            final char ch = text.charAt(at);
            if (ch != ' ' && ch != '\t' && ch != '\n' && ch != '\r') {
                return;
            }
            at++;
        }
    }

    private String found(final int ch, final int offset) {
        return ch < 0 ? "end of the JSON" : String.format("'%s' (U+%04X) at offset %d", (char) ch, ch, offset);
    }

    private MalformedOpenPathException fail(final String what) {
        return new MalformedOpenPathException(Problem.BAD_VALUE, context + ": not a flat JSON object of strings: "
            + what);
    }
}
