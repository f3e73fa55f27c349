/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.text;

import java.util.ArrayList;
import java.util.List;

/**
 * Greedy word wrapping and cutting of text to a width. A line that fits keeps its spacing; one that is wrapped has
 * its runs of spaces collapsed. Words longer than the width are split; line breaks in the text start new lines.
 */
public final class Wrap {
    private static final String ELLIPSIS = "...";

    private Wrap() {
        // utility class
    }

    /**
     * Wraps text into lines of at most {@code width} characters, breaking at spaces.
     *
     * @param text the text; empty gives one empty line
     * @param width the width, at least 1
     * @return the lines, at least one
     */
    public static List<String> lines(final String text, final int width) {
        if (width < 1) {
            throw new IllegalArgumentException("width " + width + " is below 1");
        }
        final var lines = new ArrayList<String>();
        for (var paragraph : text.split("\n", -1)) {
            wrapParagraph(paragraph.strip(), width, lines);
        }
        return List.copyOf(lines);
    }

    /**
     * Cuts text to a width, ending it with {@code ...} when something was cut.
     *
     * @param text the text
     * @param width the width, at least 1
     * @return the text, or its head and {@code ...}
     */
    public static String cut(final String text, final int width) {
        if (text.length() <= width) {
            return text;
        }
        if (width <= ELLIPSIS.length()) {
            return text.substring(0, width);
        }
        return text.substring(0, width - ELLIPSIS.length()) + ELLIPSIS;
    }

    /**
     * Wraps text after a first-line prefix; continuation lines start with {@code rest}. The prefixes count towards
     * the width; the text gets at least 10 columns even if that exceeds it.
     *
     * @param first the prefix of the first line
     * @param rest the prefix of every other line
     * @param text the text
     * @param width the width
     * @return the lines
     */
    public static List<String> hanging(final String first, final String rest, final String text, final int width) {
        final var room = Math.max(10, width - Math.max(first.length(), rest.length()));
        final var wrapped = lines(text, room);
        final var out = new ArrayList<String>(wrapped.size());
        for (int i = 0; i < wrapped.size(); i++) {
            out.add(((i == 0 ? first : rest) + wrapped.get(i)).stripTrailing());
        }
        return List.copyOf(out);
    }

    private static void wrapParagraph(final String paragraph, final int width, final List<String> lines) {
        if (paragraph.length() <= width) {
            // fits: keep its spacing (aligned columns inside the text)
            lines.add(paragraph);
            return;
        }
        final var line = new StringBuilder();
        for (var word : paragraph.split(" +")) {
            var remaining = word;
            while (remaining.length() > width) {
                if (!line.isEmpty()) {
                    lines.add(line.toString());
                    line.setLength(0);
                }
                lines.add(remaining.substring(0, width));
                remaining = remaining.substring(width);
            }
            if (line.isEmpty()) {
                line.append(remaining);
            } else if (line.length() + 1 + remaining.length() <= width) {
                line.append(' ').append(remaining);
            } else {
                lines.add(line.toString());
                line.setLength(0);
                line.append(remaining);
            }
        }
        lines.add(line.toString());
    }
}
