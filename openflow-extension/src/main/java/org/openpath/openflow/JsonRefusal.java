/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

/**
 * Words a refusal of a MESSAGE's JSON (docs/openpath-openflow.md section 4.3): what stands at the offset where
 * Jackson's parser stopped, and what was expected there. Jackson says where; everything before that offset is text it
 * accepted, so it is the start of a flat object of strings (Jackson refuses nested values, numbers and literals as
 * soon as they appear), and this class walks that prefix only to tell whether the offset is inside a string or an
 * escape and which structural character came last. It parses nothing itself.
 *
 * <p>The wording: {@code "'x' (U+0078) at offset 5, expected '\"'"}, {@code "end of the JSON, expected ',' or '}'"},
 * {@code "unterminated string at the end of the JSON"}, {@code "unescaped control character U+000A at offset 7"},
 * {@code "invalid escape 'x' (U+0078) at offset 7"}, {@code "invalid \\u escape \"\\u12G4\" at offset 6"} and
 * {@code "truncated \\u escape at offset 6"}.
 */
final class JsonRefusal {
    private static final char NOTHING = 0;
    private static final char STRING = '"';
    private static final int SHORT_ESCAPE = 2;
    private static final int UNICODE_ESCAPE = 6;

    private final String text;
    private final int offset;
    private boolean inString;
    private int stringStart = -1;
    private int escapeStart = -1;
    /** The last structural character before the offset, {@link #STRING} for the end of a string. */
    private char last = NOTHING;
    private char beforeString = NOTHING;
    private boolean lastStringIsKey;
    private int lastStringStart = -1;
    private int afterLast;

    private JsonRefusal(final String text, final int offset) {
        this.text = text;
        this.offset = offset;
    }

    /**
     * Looks at the text before the offset where Jackson stopped.
     *
     * @param text the JSON text
     * @param offset where Jackson stopped, 0 to the text's length (the end)
     * @return the refusal
     */
    static JsonRefusal at(final String text, final int offset) {
        final var refusal = new JsonRefusal(text, offset);
        refusal.walk();
        return refusal;
    }

    /**
     * Returns the first offset at or after {@code from} that is not RFC 8259 whitespace.
     *
     * @param text the JSON text
     * @param from the offset to start at
     * @return the offset, the text's length if only whitespace follows
     */
    static int skipWhitespace(final String text, final int from) {
        int at = from;
        while (at < text.length() && isWhitespace(text.charAt(at))) {
            at++;
        }
        return at;
    }

    /**
     * Tells whether the last thing before the offset is a complete key, which is where Jackson refuses a duplicate.
     *
     * @return whether a key was just read
     */
    boolean afterKey() {
        return !inString && last == STRING && lastStringIsKey;
    }

    /**
     * Returns the offset of the opening quote of the last complete string before the offset.
     *
     * @return the offset, -1 if there is none
     */
    int lastStringStart() {
        return lastStringStart;
    }

    /**
     * Says what is wrong at the offset.
     *
     * @return the description
     */
    String describe() {
        if (inString) {
            return escapeStart >= 0 ? describeEscape() : describeInString();
        }
        final String expected = switch (last) {
            case NOTHING -> "'{'";
            case STRING -> lastStringIsKey ? "':'" : "',' or '}'";
            default -> "'\"'";
        };
        return found(skipWhitespace(text, afterLast)) + ", expected " + expected;
    }

    private String describeInString() {
        if (offset >= text.length()) {
            return "unterminated string at the end of the JSON";
        }
        final char ch = text.charAt(offset);
        return ch < 0x20 ? "unescaped control character " + String.format("U+%04X", (int) ch) + " at offset " + offset
            : found(offset) + " in the string at offset " + stringStart;
    }

    private String describeEscape() {
        if (offset == escapeStart + 1) {
            return "invalid escape " + found(offset);
        }
        if (escapeStart + UNICODE_ESCAPE > text.length()) {
            return "truncated \\u escape at offset " + escapeStart;
        }
        return "invalid \\u escape \"\\u" + text.substring(escapeStart + 2, escapeStart + UNICODE_ESCAPE)
            + "\" at offset " + escapeStart;
    }

    private void walk() {
        for (int at = 0; at < offset; at++) {
            final char ch = text.charAt(at);
            if (!inString) {
                outside(at, ch);
            } else if (escapeStart >= 0) {
                final int length = text.charAt(escapeStart + 1) == 'u' ? UNICODE_ESCAPE : SHORT_ESCAPE;
                if (at == escapeStart + length - 1) {
                    escapeStart = -1;
                }
            } else if (ch == '\\') {
                escapeStart = at;
            } else if (ch == '"') {
                inString = false;
                last = STRING;
                afterLast = at + 1;
                lastStringStart = stringStart;
                lastStringIsKey = beforeString == '{' || beforeString == ',';
            }
        }
    }

    private void outside(final int at, final char ch) {
        switch (ch) {
            case '"' -> {
                inString = true;
                stringStart = at;
                beforeString = last;
            }
            case '{', ',', ':' -> {
                last = ch;
                afterLast = at + 1;
            }
            default -> {
                // whitespace, or the start of what Jackson refused at the offset
            }
        }
    }

    private String found(final int at) {
        if (at >= text.length()) {
            return "end of the JSON";
        }
        final char ch = text.charAt(at);
        return String.format("'%s' (U+%04X) at offset %d", ch, (int) ch, at);
    }

    private static boolean isWhitespace(final char ch) {
        return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r';
    }
}
