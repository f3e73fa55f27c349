/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.northbound;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * What a body named twice: a list entry (by its key), a configuration leaf-list value, or a leaf, container or
 * other single node.
 *
 * @param kind what was named twice
 * @param path where, as a RESTCONF-style path from the body's outermost element, e.g.
 *     {@code openpath-chains:service-chain=web/nf}
 * @param keyNames a list entry's key leaves; empty for the other kinds
 * @param values a list entry's key values or the leaf-list value, as the first of the two wrote them; empty for a
 *     single node
 * @param first the 0-based position of the first of the two among the elements of that name
 * @param second the 0-based position of the second
 */
public record DuplicateEntry(Kind kind, String path, List<String> keyNames, List<String> values, int first,
        int second) {
    /**
     * What was named twice.
     */
    public enum Kind {
        /** Two entries of a list with the same key. */
        LIST_ENTRY,
        /** The same value twice in a configuration leaf-list. */
        LEAF_LIST_VALUE,
        /** A leaf, a container, anydata or anyxml named twice in the same parent. */
        SINGLE_NODE
    }

    /**
     * Checks the fields.
     */
    public DuplicateEntry {
        requireNonNull(kind);
        requireNonNull(path);
        keyNames = List.copyOf(keyNames);
        values = List.copyOf(values);
    }

    /**
     * Returns the RESTCONF error message: what was named twice, where, and what to do.
     *
     * @return the message
     */
    public String message() {
        return switch (kind) {
            case LIST_ENTRY -> "The request names the entry with " + keys() + " of list '" + path + "' twice (entries "
                + (first + 1) + " and " + (second + 1) + "). A list holds one entry per key, and RESTCONF would "
                + "keep only the last one; nothing was written. Send each entry once.";
            case LEAF_LIST_VALUE -> "The request names the value '" + values.get(0) + "' of leaf-list '" + path
                + "' twice (values " + (first + 1) + " and " + (second + 1) + "). A configuration leaf-list holds "
                + "each value once; nothing was written. Send each value once.";
            case SINGLE_NODE -> "The request names '" + path + "' twice in the same place (a leaf or container "
                + "appears at most once there), and RESTCONF would keep only one of them; nothing was written.";
        };
    }

    private String keys() {
        return IntStream.range(0, keyNames.size())
            .mapToObj(i -> keyNames.get(i) + " '" + values.get(i) + "'")
            .collect(Collectors.joining(", "));
    }
}
