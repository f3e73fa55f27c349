/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.northbound;

import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yangtools.yang.common.QName;
import org.opendaylight.yangtools.yang.common.QNameModule;

/**
 * Reads an RFC 7951 JSON body into {@link BodyElement}s: a member named {@code module:name} or, inside a node of
 * the same module, {@code name}; an array is one element per item. Members of modules the schema does not know,
 * and metadata ({@code @...}), are left out.
 */
public final class JsonBody {
    /** Deeper than any YANG tree the suite serves; a body nested deeper is RESTCONF's to refuse. */
    static final int MAX_DEPTH = 256;
    private static final Pattern PREFIXED = Pattern.compile("[A-Za-z_][A-Za-z0-9_.-]*:[^:]+");

    private final SchemaIndex index;

    /**
     * Creates a reader on a schema.
     *
     * @param index the schema, for module names
     */
    public JsonBody(final SchemaIndex index) {
        this.index = index;
    }

    /**
     * Reads a body.
     *
     * @param body the body's bytes (UTF-8, as RFC 8259 requires)
     * @return its outermost elements
     * @throws UnreadableBodyException if it does not start with a well-formed JSON object, or nests too deep
     */
    public List<BodyElement> read(final byte[] body) throws UnreadableBodyException {
        try (var reader = new JsonReader(new InputStreamReader(new ByteArrayInputStream(body),
                StandardCharsets.UTF_8))) {
            if (reader.peek() != JsonToken.BEGIN_OBJECT) {
                throw new UnreadableBodyException("not a JSON object", null);
            }
            // RESTCONF reads the first JSON object and ignores what follows it (docs/upstream-issues.md): so does this
            return members(reader, null, 0);
        } catch (IOException | IllegalStateException | NumberFormatException e) {
            throw new UnreadableBodyException("not well-formed JSON: " + e.getMessage(), e);
        }
    }

    private List<BodyElement> members(final JsonReader reader, final @Nullable QNameModule parent, final int depth)
            throws IOException, UnreadableBodyException {
        if (depth > MAX_DEPTH) {
            throw new UnreadableBodyException("nested deeper than " + MAX_DEPTH, null);
        }
        final var elements = new ArrayList<BodyElement>();
        reader.beginObject();
        while (reader.hasNext()) {
            final QName name = name(reader.nextName(), parent);
            if (name == null) {
                reader.skipValue();
            } else if (reader.peek() == JsonToken.BEGIN_ARRAY) {
                reader.beginArray();
                while (reader.hasNext()) {
                    if (reader.peek() == JsonToken.BEGIN_ARRAY) {
                        throw new UnreadableBodyException("an array inside an array", null);
                    }
                    elements.add(element(reader, name, depth));
                }
                reader.endArray();
            } else {
                elements.add(element(reader, name, depth));
            }
        }
        reader.endObject();
        return elements;
    }

    private BodyElement element(final JsonReader reader, final QName name, final int depth)
            throws IOException, UnreadableBodyException {
        return switch (reader.peek()) {
            case BEGIN_OBJECT -> new BodyElement(name, members(reader, name.getModule(), depth + 1), null, null);
            case NULL -> {
                reader.nextNull();
                yield new BodyElement(name, List.of(), null, null);
            }
            case BOOLEAN -> new BodyElement(name, List.of(), Boolean.toString(reader.nextBoolean()), null);
            default -> {
                final String text = reader.nextString();
                yield new BodyElement(name, List.of(), text, prefixModule(text));
            }
        };
    }

    private @Nullable QName name(final String member, final @Nullable QNameModule parent) {
        if (member.startsWith("@")) {
            return null;
        }
        final int colon = member.indexOf(':');
        final QNameModule module = colon < 0 ? parent : index.moduleNamed(member.substring(0, colon)).orElse(null);
        if (module == null) {
            return null;
        }
        try {
            return QName.create(module, member.substring(colon + 1));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private @Nullable QNameModule prefixModule(final String text) {
        if (!PREFIXED.matcher(text).matches()) {
            return null;
        }
        return index.moduleNamed(text.substring(0, text.indexOf(':'))).orElse(null);
    }
}
