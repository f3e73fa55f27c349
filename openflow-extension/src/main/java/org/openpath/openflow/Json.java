/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.LinkedHashMap;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.MalformedOpenPathException.Problem;

/**
 * The JSON a MESSAGE carries (docs/openpath-openflow.md section 4.3): one flat object whose keys and values are strings
 * (RFC 8259), in UTF-8, read and written with Jackson's streaming API. The writer emits no whitespace, escapes
 * {@code "}, {@code \} and control characters (lower-case {@code \}{@code u00xx}) and leaves everything else as UTF-8.
 * The reader is strict: RFC 8259 whitespace and every standard escape, nothing else — no comments, single quotes,
 * unquoted names, trailing commas or other leniencies, no nested values, numbers or literals, no duplicate keys
 * ({@link StreamReadFeature#STRICT_DUPLICATE_DETECTION}), no unpaired surrogates, nothing after the object. Its
 * refusals are worded by {@link JsonRefusal}.
 */
final class Json {
    // One feature per disable(...) call: in Jackson 2.19 JsonFactoryBuilder.disable(JsonReadFeature,
    // JsonReadFeature...) disables the first feature and ENABLES the others.
    private static final JsonFactory FACTORY = JsonFactory.builder()
        .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
        .disable(JsonReadFeature.ALLOW_JAVA_COMMENTS)
        .disable(JsonReadFeature.ALLOW_YAML_COMMENTS)
        .disable(JsonReadFeature.ALLOW_SINGLE_QUOTES)
        .disable(JsonReadFeature.ALLOW_UNQUOTED_FIELD_NAMES)
        .disable(JsonReadFeature.ALLOW_UNESCAPED_CONTROL_CHARS)
        .disable(JsonReadFeature.ALLOW_BACKSLASH_ESCAPING_ANY_CHARACTER)
        .disable(JsonReadFeature.ALLOW_TRAILING_COMMA)
        .disable(JsonReadFeature.ALLOW_MISSING_VALUES)
        .disable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
        .disable(JsonReadFeature.ALLOW_LEADING_ZEROS_FOR_NUMBERS)
        // keys come from switches: keep them out of the JVM's string pool and the parser's shared name table
        .disable(JsonFactory.Feature.INTERN_FIELD_NAMES)
        .disable(JsonFactory.Feature.CANONICALIZE_FIELD_NAMES)
        .disable(JsonWriteFeature.WRITE_HEX_UPPER_CASE)
        .disable(JsonWriteFeature.ESCAPE_NON_ASCII)
        .disable(JsonWriteFeature.ESCAPE_FORWARD_SLASHES)
        .build();

    private final String text;
    private final String context;
    private final JsonParser parser;
    private final LinkedHashMap<String, String> entries = new LinkedHashMap<>();

    private Json(final String text, final String context, final JsonParser parser) {
        this.text = text;
        this.context = context;
        this.parser = parser;
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
        final StringWriter out = new StringWriter(2 + entries.size() * 16);
        try (JsonGenerator generator = FACTORY.createGenerator(out)) {
            generator.writeStartObject();
            for (var entry : entries.entrySet()) {
                generator.writeFieldName(requireNonNull(entry.getKey(), "MESSAGE key"));
                generator.writeString(requireNonNull(entry.getValue(), "MESSAGE value"));
            }
            generator.writeEndObject();
        } catch (IOException e) {
            // a StringWriter does not fail
            throw new UncheckedIOException(e);
        }
        return Checks.utf8("MESSAGE JSON", out.toString());
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
        try (JsonParser parser = FACTORY.createParser(text)) {
            return new Json(text, context, parser).object();
        } catch (IOException e) {
            // only close() is left here, and closing a parser over a String does not fail
            throw new UncheckedIOException(e);
        }
    }

    private LinkedHashMap<String, String> object() throws MalformedOpenPathException {
        if (next() != JsonToken.START_OBJECT) {
            throw refusedAtToken();
        }
        while (true) {
            final JsonToken token = next();
            if (token == JsonToken.END_OBJECT) {
                break;
            }
            // inside an object Jackson returns nothing but a field name or the end
            final String key = checkSurrogates(currentName());
            if (next() != JsonToken.VALUE_STRING) {
                throw refusedAtToken();
            }
            entries.put(key, checkSurrogates(value()));
        }
        final int end = offset(parser.currentLocation());
        final boolean trailing;
        try {
            trailing = parser.nextToken() != null;
        } catch (IOException e) {
            throw trailing(end, e);
        }
        if (trailing) {
            throw trailing(end, null);
        }
        return entries;
    }

    private @Nullable JsonToken next() throws MalformedOpenPathException {
        try {
            return parser.nextToken();
        } catch (IOException e) {
            throw refused(e);
        }
    }

    private String currentName() throws MalformedOpenPathException {
        try {
            return parser.currentName();
        } catch (IOException e) {
            throw refused(e);
        }
    }

    private String value() throws MalformedOpenPathException {
        try {
            // Jackson reads a string's characters, and finds what is wrong with them, only when asked for its text
            return parser.getText();
        } catch (IOException e) {
            throw refused(e);
        }
    }

    private MalformedOpenPathException refusedAtToken() {
        // the end of the input where a token was expected, or a token of the wrong kind
        return parser.currentToken() == null ? fail(JsonRefusal.at(text, text.length()).describe())
            : fail(JsonRefusal.at(text, offset(parser.currentTokenLocation())).describe());
    }

    private MalformedOpenPathException refused(final IOException cause) {
        final int offset = cause instanceof JsonProcessingException processing ? offset(processing.getLocation())
            : text.length();
        final JsonRefusal refusal = JsonRefusal.at(text, offset);
        // STRICT_DUPLICATE_DETECTION refuses a key right after reading it, once Jackson made it the current name
        final String name = parser.getParsingContext().getCurrentName();
        if (refusal.afterKey() && name != null && entries.containsKey(name)) {
            return fail("duplicate key \"" + name + "\" at offset " + refusal.lastStringStart(), cause);
        }
        return fail(refusal.describe(), cause);
    }

    private MalformedOpenPathException trailing(final int end, final @Nullable IOException cause) {
        final String what = "trailing data at offset " + JsonRefusal.skipWhitespace(text, end) + " after the object";
        return cause == null ? fail(what) : fail(what, cause);
    }

    private int offset(final @Nullable JsonLocation location) {
        final long offset = location == null ? -1 : location.getCharOffset();
        return offset < 0 || offset > text.length() ? text.length() : (int) offset;
    }

    private String checkSurrogates(final String value) throws MalformedOpenPathException {
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

    private MalformedOpenPathException fail(final String what) {
        return new MalformedOpenPathException(Problem.BAD_VALUE, context + ": not a flat JSON object of strings: "
            + what);
    }

    private MalformedOpenPathException fail(final String what, final Throwable cause) {
        return new MalformedOpenPathException(Problem.BAD_VALUE, context + ": not a flat JSON object of strings: "
            + what, cause);
    }
}
