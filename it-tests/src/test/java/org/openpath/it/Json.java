/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import com.google.gson.JsonElement;
import com.google.gson.JsonNull;

/**
 * Null-safe navigation in parsed JSON, so that a missing member makes an assertion fail with the document in its
 * message instead of a {@link NullPointerException}.
 */
final class Json {
    private Json() {
        // Utility class
    }

    /**
     * Follows object member names from a root.
     *
     * @param root where to start
     * @param names member names, outermost first
     * @return the element found, or {@link JsonNull#INSTANCE} if a member is missing or a step is not an object
     */
    static JsonElement at(final JsonElement root, final String... names) {
        var current = root;
        for (var name : names) {
            if (current == null || !current.isJsonObject()) {
                return JsonNull.INSTANCE;
            }
            current = current.getAsJsonObject().get(name);
        }
        return current == null ? JsonNull.INSTANCE : current;
    }

    /**
     * Tells whether a document holds everything another one does: the same members (it may have more), arrays of the
     * same length holding matching elements in the same order, and primitives with the same text, so that the number
     * 500 matches the string "500" (RFC 7951 writes 64-bit integers as strings).
     *
     * @param actual the document received
     * @param expected what it must hold
     * @return whether {@code actual} holds {@code expected}
     */
    static boolean contains(final JsonElement actual, final JsonElement expected) {
        if (expected == null || expected.isJsonNull()) {
            return true;
        }
        if (actual == null || actual.isJsonNull()) {
            return false;
        }
        if (expected.isJsonObject()) {
            return actual.isJsonObject() && expected.getAsJsonObject().entrySet().stream()
                .allMatch(member -> contains(actual.getAsJsonObject().get(member.getKey()), member.getValue()));
        }
        if (expected.isJsonArray()) {
            final var expectedItems = expected.getAsJsonArray();
            if (!actual.isJsonArray() || actual.getAsJsonArray().size() != expectedItems.size()) {
                return false;
            }
            final var actualItems = actual.getAsJsonArray();
            for (int i = 0; i < expectedItems.size(); i++) {
                if (!contains(actualItems.get(i), expectedItems.get(i))) {
                    return false;
                }
            }
            return true;
        }
        return actual.isJsonPrimitive() && actual.getAsString().equals(expected.getAsString());
    }
}
