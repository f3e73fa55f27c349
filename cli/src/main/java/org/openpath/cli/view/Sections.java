/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.view;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.cli.text.Wrap;

/**
 * Sections of a sheet: a title, wrapped to the width, then lines indented by {@value #INDENT} spaces; sections are
 * separated by an empty line. Also the small wordings the views share.
 */
final class Sections {
    static final int INDENT = 2;

    private final List<String> lines = new ArrayList<>();
    private final int width;

    /**
     * Creates empty sections.
     *
     * @param width the width titles are wrapped to
     */
    Sections(final int width) {
        this.width = width;
    }

    /**
     * Adds a section.
     *
     * @param title the title line
     * @param body the lines under it, laid out for the width minus {@value #INDENT}
     * @return this
     */
    Sections add(final String title, final List<String> body) {
        if (!lines.isEmpty()) {
            lines.add("");
        }
        lines.addAll(Wrap.lines(title, width));
        body.forEach(line -> lines.add(line.isEmpty() ? "" : " ".repeat(INDENT) + line));
        return this;
    }

    List<String> lines() {
        return List.copyOf(lines);
    }

    static int inner(final int width) {
        return width - INDENT;
    }

    static @Nullable String yesNo(final @Nullable Boolean value) {
        return value == null ? null : value ? "yes" : "no";
    }

    static @Nullable String count(final @Nullable Number value, final String unit) {
        return value == null ? null : value + " " + unit;
    }

    static String join(final List<String> values) {
        return values.isEmpty() ? "-" : String.join(", ", values);
    }

    static String plural(final long count, final String singular) {
        return count + " " + (count == 1 ? singular : singular + "s");
    }
}
