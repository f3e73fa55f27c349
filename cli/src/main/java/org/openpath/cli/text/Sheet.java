/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.text;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Label/value lines, values aligned in one column and wrapped under themselves:
 * <pre>
 * Status   placed
 * Reason   Placed on node openflow:33 (1 working sub-SFC,
 *          1 backup on openflow:34)
 * </pre>
 * Entries without a value are left out.
 */
public final class Sheet {
    /**
     * One label and its value.
     *
     * @param label the label
     * @param value the value; {@code null} or empty leaves the entry out
     */
    public record Entry(String label, @Nullable String value) {
        /**
         * Creates an entry.
         */
        public Entry {
            requireNonNull(label);
        }
    }

    private final List<Entry> entries = new ArrayList<>();

    /**
     * Adds an entry.
     *
     * @param label the label
     * @param value the value; {@code null} or empty leaves it out
     * @return this sheet
     */
    public Sheet add(final String label, final @Nullable Object value) {
        entries.add(new Entry(label, value == null ? null : value.toString()));
        return this;
    }

    /**
     * Adds entries.
     *
     * @param more the entries
     * @return this sheet
     */
    public Sheet addAll(final List<Entry> more) {
        entries.addAll(more);
        return this;
    }

    /**
     * Lays the sheet out.
     *
     * @param indent spaces before every label
     * @param width the width every line fits
     * @return the lines
     */
    public List<String> render(final int indent, final int width) {
        final var shown = entries.stream().filter(entry -> entry.value() != null && !entry.value().isEmpty())
            .toList();
        final var labelWidth = shown.stream().mapToInt(entry -> entry.label().length()).max().orElse(0);
        final var margin = " ".repeat(indent);
        final var continuation = margin + " ".repeat(labelWidth + TextTable.GAP.length());
        final var lines = new ArrayList<String>();
        for (var entry : shown) {
            final var first = margin + entry.label() + " ".repeat(labelWidth - entry.label().length())
                + TextTable.GAP;
            lines.addAll(Wrap.hanging(first, continuation, entry.value(), width));
        }
        return List.copyOf(lines);
    }
}
