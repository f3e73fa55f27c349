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
import org.openpath.cli.text.Sheet;
import org.openpath.cli.text.TextTable;
import org.openpath.cli.text.TextTable.Column;
import org.openpath.cli.text.Wrap;

/**
 * Lays out {@code node-list}, {@code node-show} and {@code link-list}.
 */
public final class TopologyText {
    private TopologyText() {
        // utility class
    }

    /**
     * The nodes: status, admin state, resources reserved of the capacity, sub-SFC counts (the role is in
     * {@link #node}).
     *
     * @param nodes the nodes
     * @param width the width
     * @return the lines
     */
    public static List<String> nodes(final List<NodeView> nodes, final int width) {
        if (nodes.isEmpty()) {
            return List.of("No OpenPATH nodes: none configured, no switch connected.");
        }
        final var table = new TextTable(Column.whole("NODE"), Column.whole("STATUS"), Column.whole("ADMIN"),
            Column.of("CPU CORES"), Column.of("MEMORY MIB"), Column.of("NIC GBIT/S"), Column.whole("SUB-SFCS"));
        for (var node : nodes) {
            final var used = node.used();
            final var capacity = node.capacity();
            table.row(node.node(), node.status(), node.adminState(),
                ofCapacity(used == null ? null : used.cpuCores(), capacity == null ? null : capacity.cpuCores()),
                ofCapacity(used == null ? null : used.memory(), capacity == null ? null : capacity.memory()),
                ofCapacity(used == null ? null : used.nicBandwidth(),
                    capacity == null ? null : capacity.nicBandwidth()),
                orDash(node.workingSubSfcs()) + "/" + orDash(node.backupSubSfcs()));
        }
        final var lines = new ArrayList<>(table.render(width));
        lines.add("");
        lines.addAll(Wrap.lines("SUB-SFCS: working/backup sub-SFCs placed on the node.", width));
        lines.addAll(Wrap.lines("CPU CORES, MEMORY MIB, NIC GBIT/S: reserved by sub-SFCs of what the node offers.",
            width));
        return List.copyOf(lines);
    }

    /**
     * One node: configuration, observed state and the sub-SFCs placed on it.
     *
     * @param node the node
     * @param width the width
     * @return the lines
     */
    public static List<String> node(final NodeView node, final int width) {
        final var inner = Sections.inner(width);
        final var sections = new Sections(width);
        final var capacity = node.capacity();
        sections.add("Node " + node.node(), new Sheet()
            .add("Status", node.status() == null ? "not observed yet" : node.status())
            .add("Reason", node.reason())
            .add("Changed", node.lastChange())
            .render(0, inner));
        sections.add("Configuration", node.configured() ? new Sheet()
            .add("Description", node.description())
            .add("Role", node.role())
            .add("Admin state", node.adminState())
            .add("Capacity", capacity == null ? "none (not used for NFs)" : resources(capacity))
            .render(0, inner) : List.of("(not configured: placement does not use it)"));
        final var used = node.used();
        if (used != null || node.workingSubSfcs() != null) {
            sections.add("In use", new Sheet()
                .add("Reserved", used == null ? null : resources(used))
                .add("Sub-SFCs", orDash(node.workingSubSfcs()) + " working, " + orDash(node.backupSubSfcs())
                    + " backup")
                .render(0, inner));
        }
        if (!node.hosted().isEmpty()) {
            final var table = new TextTable(Column.of("CHAIN"), Column.of("SUB-SFC"), Column.whole("ROLE"),
                Column.whole("ACTIVE"), Column.wrapping("NFS"));
            node.hosted().forEach(hosted -> table.row(hosted.chain(), hosted.subSfc(), hosted.role(),
                Sections.yesNo(hosted.active()), Sections.join(hosted.nfs())));
            sections.add("Sub-SFCs placed here", table.render(inner));
        }
        return sections.lines();
    }

    /**
     * The links: ends with ports, origin, whether up, bandwidth used of the capacity, latency.
     *
     * @param links the links
     * @param width the width
     * @return the lines
     */
    public static List<String> links(final List<LinkView> links, final int width) {
        if (links.isEmpty()) {
            return List.of("No links: none configured, none discovered.");
        }
        final var table = new TextTable(Column.of("LINK"), Column.wrapping("FROM"), Column.wrapping("TO"),
            Column.whole("ORIGIN"), Column.whole("UP"), Column.of("GBIT/S USED"), Column.of("LATENCY US"));
        for (var link : links) {
            table.row(link.link(), end(link.sourceNode(), link.sourcePort()),
                end(link.destinationNode(), link.destinationPort()), link.origin(), Sections.yesNo(link.up()),
                ofCapacity(link.usedBandwidth(), link.bandwidth()), link.latency());
        }
        return table.render(width);
    }

    private static String resources(final NodeView.Resources resources) {
        final var parts = new ArrayList<String>();
        parts.add((resources.cpuCores() == null ? "-" : resources.cpuCores()) + " CPU cores");
        parts.add((resources.memory() == null ? "-" : resources.memory()) + " MiB");
        parts.add((resources.nicBandwidth() == null ? "-" : resources.nicBandwidth()) + " Gbit/s NIC");
        return String.join(", ", parts);
    }

    private static String ofCapacity(final @Nullable Object used, final @Nullable Object capacity) {
        return orDash(used) + " of " + orDash(capacity);
    }

    private static String end(final @Nullable String node, final @Nullable Long port) {
        return (node == null ? "-" : node) + (port == null ? "" : " port " + port);
    }

    private static String orDash(final @Nullable Object value) {
        return value == null ? "-" : value.toString();
    }
}
