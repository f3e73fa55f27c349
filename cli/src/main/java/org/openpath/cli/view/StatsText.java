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
import java.util.Map;
import java.util.stream.Collectors;
import org.openpath.cli.text.Sheet;
import org.openpath.cli.text.TextTable;
import org.openpath.cli.text.TextTable.Column;
import org.openpath.cli.text.Wrap;

/**
 * Lays out {@code stats}.
 */
public final class StatsText {
    private StatsText() {
        // utility class
    }

    /**
     * The counters, in sections.
     *
     * @param stats the counters
     * @param width the width
     * @return the lines
     */
    public static List<String> show(final StatsView stats, final int width) {
        final var inner = Sections.inner(width);
        final var sections = new Sections(width);
        final var processing = stats.processing();
        sections.add("Chain requests (orchestrator)", processing == null ? List.of("(not published yet)")
            : new Sheet()
                .add("Queued", processing.queued())
                .add("Processed", processing.processed())
                .add("Rejected", processing.rejected())
                .add("Failed", processing.failed())
                .add("Changed", processing.lastChange())
                .render(0, inner));
        sections.add("Chains by status", counts(stats.chainsByStatus(), inner));
        sections.add("Nodes by status", counts(stats.nodesByStatus(), inner));
        final var southbound = stats.southbound();
        if (southbound == null) {
            sections.add("From OpenPATH switches (southbound)", List.of("(not published yet)"));
        } else {
            final var lines = new ArrayList<>(new Sheet()
                .add("NF alerts", southbound.nfAlerts())
                .add("NF updates", southbound.nfUpdates())
                .add("NF messages", southbound.nfMessages())
                .add("Malformed dropped", southbound.malformedDropped())
                .render(0, inner));
            if (!southbound.malformed().isEmpty()) {
                final var table = new TextTable(Column.wrapping("MALFORMED INPUT"), Column.number("COUNT"));
                southbound.malformed().forEach(table::row);
                lines.add("");
                lines.addAll(table.render(inner));
            }
            sections.add("From OpenPATH switches (southbound)", lines);
        }
        return sections.lines();
    }

    private static List<String> counts(final Map<String, Long> counts, final int width) {
        if (counts.isEmpty()) {
            return List.of("(none)");
        }
        return Wrap.lines(counts.entrySet().stream()
            .map(entry -> entry.getKey() + " " + entry.getValue()).collect(Collectors.joining(", ")), width);
    }
}
