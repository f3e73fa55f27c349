/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Optional;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * Compares the JSON answer a document prints with the one the controller gave, as a reader would: the same
 * members with the same values everywhere, list entries in any order (RESTCONF does not promise the order of a
 * keyed list), and a timestamp matching any timestamp (a document cannot print the time of the next run).
 */
final class PrintedAnswers {
    /** RFC 3339 date-and-time, as YANG's {@code ietf-yang-types:date-and-time} writes it. */
    private static final Pattern DATE_AND_TIME = Pattern.compile(
        "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})");
    private static final String ANY_TIME = "<date-and-time>";

    private PrintedAnswers() {
        // Utility class
    }

    /**
     * Finds where an answer differs from the printed one.
     *
     * @param printed what the document prints
     * @param actual what the controller answered
     * @return the first difference found, with its path, or empty when they agree
     */
    static Optional<String> difference(final JsonNode printed, final JsonNode actual) {
        return difference("", printed, actual);
    }

    private static Optional<String> difference(final String path, final JsonNode printed, final JsonNode actual) {
        if (printed.isObject()) {
            return actual.isObject() ? objectDifference(path, printed, actual)
                : Optional.of(at(path) + "an object is printed, the answer has " + actual);
        }
        if (printed.isArray()) {
            return actual.isArray() ? arrayDifference(path, printed, actual)
                : Optional.of(at(path) + "a list is printed, the answer has " + actual);
        }
        if (!Json.isScalar(printed) || !Json.isScalar(actual)) {
            return printed.equals(actual) ? Optional.empty()
                : Optional.of(at(path) + "printed " + printed + ", answered " + actual);
        }
        return normalised(printed.asText()).equals(normalised(actual.asText())) ? Optional.empty()
            : Optional.of(at(path) + "printed " + printed + ", answered " + actual);
    }

    private static Optional<String> objectDifference(final String path, final JsonNode printed,
            final JsonNode actual) {
        final var printedKeys = new TreeSet<String>();
        printed.fieldNames().forEachRemaining(printedKeys::add);
        final var actualKeys = new TreeSet<String>();
        actual.fieldNames().forEachRemaining(actualKeys::add);
        if (!printedKeys.equals(actualKeys)) {
            final var missing = new TreeSet<>(printedKeys);
            missing.removeAll(actualKeys);
            final var extra = new TreeSet<>(actualKeys);
            extra.removeAll(printedKeys);
            return Optional.of(at(path) + "members printed but not answered " + missing + ", answered but not printed "
                + extra);
        }
        for (var key : printedKeys) {
            final var found = difference(path + "/" + key, printed.get(key), actual.get(key));
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> arrayDifference(final String path, final JsonNode printed,
            final JsonNode actual) {
        if (printed.size() != actual.size()) {
            return Optional.of(at(path) + printed.size() + " entries printed, " + actual.size() + " answered");
        }
        final var unmatched = new ArrayList<JsonNode>();
        actual.forEach(unmatched::add);
        for (int i = 0; i < printed.size(); i++) {
            final var entry = printed.get(i);
            final var match = unmatched.stream().filter(candidate -> difference(entry, candidate).isEmpty())
                .findFirst();
            if (match.isEmpty()) {
                // say why against the entry in the same position, the likeliest counterpart
                final var why = difference(path + "[" + i + "]", entry, actual.get(i));
                return Optional.of(at(path) + "no answered entry matches printed entry " + i + " " + entry
                    + why.map(text -> " (e.g. " + text + ")").orElse(""));
            }
            unmatched.remove(match.orElseThrow());
        }
        return Optional.empty();
    }

    private static String normalised(final String value) {
        return DATE_AND_TIME.matcher(value).replaceAll(ANY_TIME);
    }

    private static String at(final String path) {
        return (path.isEmpty() ? "/" : path) + ": ";
    }
}
