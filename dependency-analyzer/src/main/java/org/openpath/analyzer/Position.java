/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * {@code Position(nf, first|last)} (OpenPATH paper section 5.1): pins an NF to the head or tail of the chain. In the
 * sequential reference order the NF is first (last); in the graph it runs in the first (last) stage and no NF runs
 * in an earlier (later) stage. Other NFs may share that stage when they can run in parallel with it.
 *
 * @param nf the pinned NF
 * @param place first or last
 */
public record Position(String nf, Place place) implements Template {
    /**
     * First or last.
     */
    public enum Place {
        /** No NF runs before it. */
        FIRST,
        /** No NF runs after it. */
        LAST
    }

    /**
     * Validates the components.
     */
    public Position {
        Names.check(nf, "NF name");
        requireNonNull(place, "place");
    }

    /**
     * Returns {@code Position(nf, first)}.
     *
     * @param nf the NF
     * @return the template
     */
    public static Position first(final String nf) {
        return new Position(nf, Place.FIRST);
    }

    /**
     * Returns {@code Position(nf, last)}.
     *
     * @param nf the NF
     * @return the template
     */
    public static Position last(final String nf) {
        return new Position(nf, Place.LAST);
    }

    @Override
    public List<String> nfs() {
        return List.of(nf);
    }

    @Override
    public String toString() {
        return "Position(" + nf + ", " + (place == Place.FIRST ? "first" : "last") + ")";
    }
}
