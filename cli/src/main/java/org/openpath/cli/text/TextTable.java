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
import java.util.Arrays;
import java.util.List;
import java.util.function.IntUnaryOperator;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A table of text: a header line, then one or more lines per row, columns two spaces apart. When the columns do not
 * fit the width, the widest shrinkable ones give way first: wrapping columns down to their longest word, then
 * truncating ones (a truncated cell ends with {@code ...}), then wrapping columns again, splitting words. An absent
 * cell prints {@code -}. Lines carry no trailing spaces.
 */
public final class TextTable {
    /**
     * What a column does with a cell wider than the column.
     */
    public enum Overflow {
        /** Cut the cell, ending it with {@code ...}. */
        TRUNCATE,
        /** Wrap the cell onto more lines of the row. */
        WRAP,
        /** Never shrink the column. */
        KEEP
    }

    /**
     * A column.
     *
     * @param header the header, printed as given
     * @param overflow what happens to cells wider than the column
     * @param rightAligned whether cells are aligned to the right (numbers)
     */
    public record Column(String header, Overflow overflow, boolean rightAligned) {
        /**
         * Creates a column.
         */
        public Column {
            requireNonNull(header);
            requireNonNull(overflow);
        }

        /**
         * A left-aligned column that truncates.
         *
         * @param header the header
         * @return the column
         */
        public static Column of(final String header) {
            return new Column(header, Overflow.TRUNCATE, false);
        }

        /**
         * A left-aligned column that wraps.
         *
         * @param header the header
         * @return the column
         */
        public static Column wrapping(final String header) {
            return new Column(header, Overflow.WRAP, false);
        }

        /**
         * A right-aligned column that never shrinks (numbers).
         *
         * @param header the header
         * @return the column
         */
        public static Column number(final String header) {
            return new Column(header, Overflow.KEEP, true);
        }

        /**
         * A left-aligned column that never shrinks (identifiers that must stay whole).
         *
         * @param header the header
         * @return the column
         */
        public static Column whole(final String header) {
            return new Column(header, Overflow.KEEP, false);
        }
    }

    static final String GAP = "  ";
    private static final String ABSENT = "-";
    private static final int MIN_SHRUNK = 6;

    private final List<Column> columns;
    private final List<List<String>> rows = new ArrayList<>();

    /**
     * Creates an empty table.
     *
     * @param columns its columns, at least one
     */
    public TextTable(final Column... columns) {
        if (columns.length == 0) {
            throw new IllegalArgumentException("a table needs a column");
        }
        this.columns = List.of(columns);
    }

    /**
     * Adds a row.
     *
     * @param cells one cell per column; {@code null} prints {@code -}, anything else its {@code toString()}
     * @return this table
     */
    public TextTable row(final @Nullable Object... cells) {
        if (cells.length != columns.size()) {
            throw new IllegalArgumentException("row " + Arrays.toString(cells) + " has " + cells.length
                + " cells for " + columns.size() + " columns");
        }
        rows.add(Arrays.stream(cells).map(cell -> cell == null ? ABSENT : cell.toString()
            .replace('\n', ' ')).toList());
        return this;
    }

    /**
     * Returns whether the table has no rows.
     *
     * @return true without rows
     */
    public boolean isEmpty() {
        return rows.isEmpty();
    }

    /**
     * Lays the table out.
     *
     * @param width the width every line should fit
     * @return the header line and the rows' lines
     */
    public List<String> render(final int width) {
        final var widths = widths(width);
        final var lines = new ArrayList<String>();
        lines.add(line(columns.stream().map(Column::header).map(List::of).toList(), widths).getFirst());
        for (var row : rows) {
            final var cells = new ArrayList<List<String>>(columns.size());
            for (int i = 0; i < columns.size(); i++) {
                cells.add(cellLines(columns.get(i), row.get(i), widths[i]));
            }
            lines.addAll(line(cells, widths));
        }
        return List.copyOf(lines);
    }

    private int[] widths(final int width) {
        final var widths = new int[columns.size()];
        for (int i = 0; i < widths.length; i++) {
            widths[i] = columns.get(i).header().length();
            for (var row : rows) {
                widths[i] = Math.max(widths[i], row.get(i).length());
            }
        }
        final var available = width - GAP.length() * (widths.length - 1);
        // wrapping columns keep their words whole, then truncating columns give way, then words are split
        shrink(widths, available, Overflow.WRAP, this::wordFloor);
        shrink(widths, available, Overflow.TRUNCATE, this::floor);
        shrink(widths, available, Overflow.WRAP, this::floor);
        return widths;
    }

    private void shrink(final int[] widths, final int available, final Overflow overflow,
            final IntUnaryOperator floor) {
        var total = Arrays.stream(widths).sum();
        while (total > available) {
            var widest = -1;
            for (int i = 0; i < widths.length; i++) {
                if (columns.get(i).overflow() == overflow && widths[i] > floor.applyAsInt(i)
                        && (widest < 0 || widths[i] > widths[widest])) {
                    widest = i;
                }
            }
            if (widest < 0) {
                return;
            }
            final var next = Math.max(floor.applyAsInt(widest), widths[widest] - (total - available));
            total -= widths[widest] - next;
            widths[widest] = next;
        }
    }

    private int wordFloor(final int column) {
        var longest = floor(column);
        for (var row : rows) {
            for (var word : row.get(column).split(" +")) {
                longest = Math.max(longest, word.length());
            }
        }
        return longest;
    }

    private int floor(final int column) {
        return Math.max(MIN_SHRUNK, columns.get(column).header().length());
    }

    private static List<String> cellLines(final Column column, final String cell, final int width) {
        return switch (column.overflow()) {
            case WRAP -> Wrap.lines(cell, width);
            case TRUNCATE -> List.of(Wrap.cut(cell, width));
            case KEEP -> List.of(cell);
        };
    }

    private List<String> line(final List<List<String>> cells, final int[] widths) {
        final var height = cells.stream().mapToInt(List::size).max().orElse(1);
        final var lines = new ArrayList<String>(height);
        for (int l = 0; l < height; l++) {
            final var line = new StringBuilder();
            for (int i = 0; i < cells.size(); i++) {
                final var cell = cells.get(i);
                final var text = l < cell.size() ? cell.get(l) : "";
                if (i > 0) {
                    line.append(GAP);
                }
                final var pad = " ".repeat(Math.max(0, widths[i] - text.length()));
                if (columns.get(i).rightAligned()) {
                    line.append(pad).append(text);
                } else {
                    line.append(text).append(pad);
                }
            }
            lines.add(line.toString().stripTrailing());
        }
        return lines;
    }
}
