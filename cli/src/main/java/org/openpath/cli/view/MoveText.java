/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.view;

import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.cli.text.Sheet;
import org.openpath.cli.text.TextTable;
import org.openpath.cli.text.TextTable.Column;
import org.openpath.cli.text.Wrap;

/**
 * Lays out {@code move-list}, {@code move-show} and what {@code move-state --wait} prints while it follows a move.
 */
public final class MoveText {
    private static final String PHASE_HEADER = "PHASE";
    private static final int PHASE_WIDTH = "transferring".length();

    private MoveText() {
        // utility class
    }

    /**
     * The moves, one line each: ends, mode, guarantee, phase and duration.
     *
     * @param moves the moves
     * @param width the width
     * @return the lines
     */
    public static List<String> moves(final List<MoveView> moves, final int width) {
        if (moves.isEmpty()) {
            return List.of("No state moves.");
        }
        final var table = new TextTable(Column.whole("MOVE"), Column.of("CHAIN"), Column.of("NF"),
            Column.whole("FROM"), Column.whole("TO"), Column.whole("MODE"), Column.whole("GUARANTEE"),
            Column.whole(PHASE_HEADER), Column.number("MS"));
        moves.forEach(move -> table.row(move.moveId(), move.chain(), move.nf(), move.sourceNode(),
            move.destinationNode(), move.mode(), move.guarantee(), move.phase(), move.moveTime()));
        return table.render(width);
    }

    /**
     * One move: what moves where, how, its outcome, every phase with when it was entered, and the counters.
     *
     * @param move the move
     * @param width the width
     * @return the lines
     */
    public static List<String> show(final MoveView move, final int width) {
        final var inner = Sections.inner(width);
        final var sections = new Sections(width);
        sections.add("State move " + move.moveId() + (move.phase() == null ? "" : " (" + move.phase() + ")"),
            new Sheet()
                .add("Chain", move.chain())
                .add("NF", move.nf())
                .add("From", move.sourceNode())
                .add("To", move.destinationNode())
                .add("Mode", move.mode())
                .add("Guarantee", move.guarantee())
                .add("Status", move.status())
                .add("Failure", move.failure())
                .add("Reason", move.reason())
                .add("Started", move.started())
                .add("Finished", move.finished())
                .add("Move time", Sections.count(move.moveTime(), "ms"))
                .render(0, inner));
        if (!move.phases().isEmpty()) {
            final var table = new TextTable(Column.whole(PHASE_HEADER), Column.whole("ENTERED"),
                Column.number("AFTER MS"));
            final var start = instant(move.phases().getFirst().at());
            move.phases().forEach(change -> table.row(change.phase(), change.at(), after(start, change.at())));
            sections.add("Phases", table.render(inner));
        }
        final var counters = counters(move.counters(), inner);
        sections.add("Counters", counters.isEmpty() ? List.of("(none reported yet)") : counters);
        return sections.lines();
    }

    /**
     * The first line of {@code move-state}: the move id, and how to follow the move.
     *
     * @param moveId the move id
     * @return the line
     */
    public static String started(final String moveId) {
        return "State move " + moveId + " started: openpath:move-show " + moveId;
    }

    /**
     * The lines of the phases a followed move entered since the ones already printed.
     *
     * @param move the move as read now
     * @param printed how many of its phases were printed before
     * @return one line per new phase: the phase, when it was entered and the milliseconds since the first phase
     */
    public static List<String> newPhases(final MoveView move, final int printed) {
        final var lines = new ArrayList<String>();
        final var phases = move.phases();
        final var start = phases.isEmpty() ? null : instant(phases.getFirst().at());
        for (int i = printed; i < phases.size(); i++) {
            final var change = phases.get(i);
            final var after = after(start, change.at());
            lines.add("  " + change.phase() + " ".repeat(Math.max(1, PHASE_WIDTH + 2 - change.phase().length()))
                + (change.at() == null ? "-" : change.at()) + (after == null ? "" : "  +" + after + " ms"));
        }
        return List.copyOf(lines);
    }

    /**
     * What {@code move-state --wait} prints once the move has ended: the outcome and the counters.
     *
     * @param move the ended move
     * @param width the width
     * @return the lines
     */
    public static List<String> ended(final MoveView move, final int width) {
        final var lines = new ArrayList<String>();
        final var outcome = new StringBuilder("State move ").append(move.moveId()).append(' ')
            .append(move.phase() == null ? "ended" : move.phase());
        if (move.moveTime() != null) {
            outcome.append(" in ").append(move.moveTime()).append(" ms");
        }
        if (move.reason() != null) {
            outcome.append(": ").append(move.reason());
        }
        lines.addAll(Wrap.lines(outcome.toString(), width));
        lines.addAll(counters(move.counters(), width - 2).stream().map(line -> "  " + line).toList());
        return List.copyOf(lines);
    }

    private static List<String> counters(final MoveView.Counters counters, final int width) {
        return new Sheet()
            .add("State chunks", counters.stateChunks() == null ? null : counters.stateChunks()
                + (counters.stateBytes() == null ? "" : " (" + counters.stateBytes() + " bytes)"))
            .add("Redirected packets", counters.redirectedPackets())
            .add("Forwarded packets", counters.forwardedPackets())
            .add("Buffered packets", counters.bufferedPackets())
            .add("Held packets", counters.heldPackets())
            .add("Dropped packets", counters.droppedPackets())
            .add("Reordered packets", counters.reorderedPackets())
            .add("Controller messages", counters.controllerMessages())
            .render(0, width);
    }

    private static @Nullable Long after(final @Nullable Instant start, final @Nullable String at) {
        final var instant = instant(at);
        return start == null || instant == null ? null : Duration.between(start, instant).toMillis();
    }

    private static @Nullable Instant instant(final @Nullable String dateAndTime) {
        if (dateAndTime == null) {
            return null;
        }
        try {
            return OffsetDateTime.parse(dateAndTime).toInstant();
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
