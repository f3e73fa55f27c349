/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.view;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.cli.text.Sheet;
import org.openpath.cli.text.StageDrawing;
import org.openpath.cli.text.TextTable;
import org.openpath.cli.text.TextTable.Column;

/**
 * Lays out {@code chain-list}, {@code chain-show} and the dry runs {@code chain-analyze} and {@code chain-place}.
 */
public final class ChainText {
    private ChainText() {
        // utility class
    }

    /**
     * The chain list: name, status, running-on, sub-SFCs (working nodes, then backups), rules.
     *
     * @param rows the chains
     * @param width the width
     * @return the lines
     */
    public static List<String> list(final List<ChainRow> rows, final int width) {
        if (rows.isEmpty()) {
            return List.of("No service chains.");
        }
        final var table = new TextTable(Column.of("NAME"), Column.whole("STATUS"), Column.whole("RUNNING-ON"),
            Column.wrapping("SUB-SFCS"), Column.of("RULES"));
        for (var row : rows) {
            table.row(row.requested() ? row.name() : row.name() + " (deleted)", row.status(), row.runningOn(),
                subSfcs(row.subSfcs()), rules(row.rules()));
        }
        return table.render(width);
    }

    /**
     * One chain: its status, request, service graph, dependencies, placement, inserted NFs and rendering.
     *
     * @param chain the chain
     * @param width the width
     * @return the lines
     */
    public static List<String> show(final ChainDetail chain, final int width) {
        final var inner = Sections.inner(width);
        final var sections = new Sections(width);
        sections.add("Chain " + chain.name() + (chain.sfcId() == null ? "" : " (SFC-ID " + chain.sfcId() + ")"),
            new Sheet()
                .add("Status", chain.status() == null ? "not processed yet" : chain.status())
                .add("Running on", chain.runningOn())
                .add("Reason", chain.reason())
                .add("Changed", chain.lastChange())
                .render(0, inner));
        sections.add("Request", chain.request().isEmpty() ? List.of("(deleted: the request is gone)")
            : new Sheet().addAll(chain.request()).render(0, inner));
        final var analysis = chain.analysis();
        if (analysis != null) {
            analysis(analysis, inner, sections);
        }
        final var placement = chain.placement();
        if (placement != null) {
            placement(placement, inner, sections);
        }
        if (!chain.inserted().isEmpty()) {
            final var table = new TextTable(Column.of("NF"), Column.of("TYPE"), Column.of("AFTER"),
                Column.of("RESULT"), Column.number("ALERTS"), Column.of("INSERTED AT"));
            chain.inserted().forEach(nf -> table.row(nf.name(), nf.nfType(), nf.afterNf(), nf.result(), nf.alerts(),
                nf.insertedAt()));
            sections.add("Inserted NFs", table.render(inner));
        }
        final var rendering = chain.rendering();
        if (rendering != null) {
            rendering(rendering, inner, sections);
        }
        return sections.lines();
    }

    /**
     * The answer of {@code analyze-chain}: service graph and dependencies.
     *
     * @param analysis the analysis
     * @param width the width
     * @return the lines
     */
    public static List<String> analyzed(final AnalysisView analysis, final int width) {
        final var sections = new Sections(width);
        analysis(analysis, Sections.inner(width), sections);
        return sections.lines();
    }

    /**
     * The answer of {@code compute-placement}: accepted or why not, the analysis and the placement.
     *
     * @param accepted whether the request could be placed
     * @param reason why not
     * @param analysis the analysis, if any
     * @param placement the placement, if any
     * @param width the width
     * @return the lines
     */
    public static List<String> placed(final boolean accepted, final @Nullable String reason,
            final @Nullable AnalysisView analysis, final @Nullable PlacementView placement, final int width) {
        final var inner = Sections.inner(width);
        final var sections = new Sections(width);
        sections.add(accepted ? "Accepted: the request can be placed (nothing was reserved)"
            : "Not placeable (nothing was reserved)", accepted ? List.of() : new Sheet().add("Reason", reason)
                .render(0, inner));
        if (analysis != null) {
            analysis(analysis, inner, sections);
        }
        if (placement != null) {
            placement(placement, inner, sections);
        }
        return sections.lines();
    }

    private static void analysis(final AnalysisView analysis, final int inner, final Sections sections) {
        final var figures = new ArrayList<String>();
        if (analysis.stageCount() != null) {
            figures.add(Sections.plural(analysis.stageCount(), "stage"));
        }
        if (analysis.copiesPerPacket() != null) {
            final int copies = analysis.copiesPerPacket();
            figures.add(copies == 1 ? "1 packet copy" : copies + " packet copies");
        }
        if (analysis.parallelism() != null) {
            figures.add("parallelism " + analysis.parallelism());
        }
        if (analysis.mode() != null) {
            figures.add(analysis.mode() + " analysis");
        }
        sections.add("Service graph" + (figures.isEmpty() ? "" : " (" + String.join(", ", figures) + ")"),
            StageDrawing.draw(analysis.stages(), analysis.detours(), inner));
        final var pairs = new TextTable(Column.of("FIRST"), Column.of("SECOND"), Column.whole("VERDICT"),
            Column.wrapping("REASON"));
        analysis.pairs().forEach(pair -> pairs.row(pair.first(), pair.second(), pair.verdict(), pair.reason()));
        sections.add("Dependencies", pairs.isEmpty() ? List.of("(one NF: no pairs)") : pairs.render(inner));
    }

    private static void placement(final PlacementView placement, final int inner, final Sections sections) {
        final var figures = new ArrayList<String>();
        if (placement.algorithm() != null) {
            figures.add(placement.algorithm());
        }
        if (placement.latency() != null) {
            figures.add("latency " + placement.latency() + " us");
        }
        if (placement.interNodeTraffic() != null) {
            figures.add("inter-node traffic " + placement.interNodeTraffic() + " Gbit/s");
        }
        if (placement.pathLength() != null) {
            figures.add("path length " + placement.pathLength());
        }
        final var subSfcs = new TextTable(Column.of("SUB-SFC"), Column.whole("ROLE"), Column.whole("NODE"),
            Column.whole("ACTIVE"), Column.wrapping("NFS"), Column.number("CPU"), Column.number("MEMORY"));
        for (var sub : placement.subSfcs()) {
            subSfcs.row(sub.protects() == null ? sub.id() : sub.id() + " (for " + sub.protects() + ")", sub.role(),
                sub.node(), Sections.yesNo(sub.active()), Sections.join(sub.nfs()), sub.cpu(),
                Sections.count(sub.memory(), "MiB"));
        }
        final var body = new ArrayList<>(subSfcs.isEmpty() ? List.of("(no sub-SFC)") : subSfcs.render(inner));
        if (!placement.hops().isEmpty()) {
            final var hops = new TextTable(Column.of("FROM"), Column.of("TO"), Column.wrapping("PATH"),
                Column.number("GBIT/S"));
            placement.hops().forEach(hop -> hops.row(hop.from(), hop.to(), String.join(" > ", hop.path()),
                hop.bandwidth()));
            body.add("");
            body.addAll(hops.render(inner));
        }
        sections.add("Placement" + (figures.isEmpty() ? "" : " (" + String.join(", ", figures) + ")"), body);
    }

    private static void rendering(final ChainDetail.Rendering rendering, final int inner, final Sections sections) {
        final var body = new ArrayList<>(new Sheet()
            .add("State", rendering.state())
            .add("Reason", rendering.reason())
            .add("Rules", "not-rendered".equals(rendering.state()) ? null : rules(new ChainRow.Rules(
                rendering.state(), orZero(rendering.flowRules()), orZero(rendering.groups()),
                orZero(rendering.nfHandlerRules()))))
            .add("Shared routes", rendering.sharedRouteRules() == null ? null
                : Sections.plural(rendering.sharedRouteRules(), "shared route flow"))
            .add("Cookie", rendering.cookie())
            .render(0, inner));
        if (!rendering.nodes().isEmpty()) {
            final var nodes = new TextTable(Column.whole("NODE"), Column.number("FLOWS"), Column.number("NF RULES"),
                Column.whole("CONFIRMED"));
            rendering.nodes().forEach(node -> nodes.row(node.node(), node.flowRules(), node.nfHandlerRules(),
                Sections.yesNo(node.confirmed())));
            body.add("");
            body.addAll(nodes.render(inner));
        }
        if (!rendering.pathTags().isEmpty()) {
            final var tags = new TextTable(Column.number("TAG"), Column.of("LEADS TO"), Column.whole("BACKUP"),
                Column.wrapping("PATH"), Column.number("ROUTE TAG"));
            rendering.pathTags().forEach(tag -> tags.row(tag.tag(), tag.leadsTo(), Sections.yesNo(tag.backup()),
                tag.path().isEmpty() ? tag.from() + " > " + tag.to() : String.join(" > ", tag.path()),
                tag.routeTag()));
            body.add("");
            body.addAll(tags.render(inner));
        }
        sections.add("Rendering", body);
    }

    private static String subSfcs(final List<ChainRow.SubSfc> subSfcs) {
        if (subSfcs.isEmpty()) {
            return "-";
        }
        final var working = new LinkedHashSet<String>();
        final var backup = new LinkedHashSet<String>();
        for (var sub : subSfcs) {
            final var node = sub.node() == null ? "?" : sub.node();
            if ("backup".equals(sub.role()) && !sub.active()) {
                backup.add(node);
            } else {
                working.add(node);
            }
        }
        final var text = new StringBuilder(String.join(", ", working));
        if (!backup.isEmpty()) {
            text.append(working.isEmpty() ? "" : " ").append("(backup ").append(String.join(", ", backup))
                .append(')');
        }
        return text.toString();
    }

    private static String rules(final ChainRow.@Nullable Rules rules) {
        if (rules == null) {
            return "-";
        }
        final var state = rules.state() == null ? "?" : rules.state();
        if ("not-rendered".equals(state)) {
            return state;
        }
        return state + ": " + Sections.plural(rules.flowRules(), "flow") + ", "
            + Sections.plural(rules.groups(), "group") + ", " + Sections.plural(rules.nfHandlerRules(), "NF rule");
    }

    private static long orZero(final @Nullable Long value) {
        return value == null ? 0 : value;
    }
}
