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
import java.util.function.Predicate;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.cli.text.Sheet;
import org.openpath.cli.text.TextTable;
import org.openpath.cli.text.TextTable.Column;
import org.openpath.cli.text.Wrap;

/**
 * Lays out {@code nf-type-list} and {@code nf-type-show}.
 */
public final class CatalogText {
    private CatalogText() {
        // utility class
    }

    /**
     * The NF types: name, origin, how many fields they read, write and add/remove headers of, behaviour, demand.
     *
     * @param types the NF types
     * @param width the width
     * @return the lines
     */
    public static List<String> list(final List<NfTypeView> types, final int width) {
        if (types.isEmpty()) {
            return List.of("The NF catalog is empty.");
        }
        final var table = new TextTable(Column.of("NAME"), Column.whole("ORIGIN"), Column.whole("R/W/H"),
            Column.wrapping("BEHAVIOUR"), Column.of("CPU CORES"), Column.of("MEMORY MIB"), Column.wrapping("RESULTS"));
        for (var type : types) {
            final var demand = type.demand();
            table.row(type.name(), type.origin(), count(type, NfTypeView.FieldAction::read) + "/"
                + count(type, NfTypeView.FieldAction::write) + "/"
                + count(type, NfTypeView.FieldAction::addRemoveHeader),
                type.behaviour().isEmpty() ? "-" : String.join(", ", type.behaviour()),
                demand == null ? null : perGbps(demand.cpuBase(), demand.cpuPerGbps()),
                demand == null ? null : perGbps(demand.memoryBase(), demand.memoryPerGbps()),
                type.results().isEmpty() ? "-" : String.join(", ", type.results()));
        }
        final var lines = new ArrayList<>(table.render(width));
        lines.add("");
        lines.addAll(Wrap.lines("R/W/H: how many packet fields the NF reads / writes / adds or removes the header of.",
            width));
        lines.addAll(Wrap.lines("CPU CORES and MEMORY MIB at r Gbit/s: base + per-Gbit/s * r.", width));
        return List.copyOf(lines);
    }

    /**
     * One NF type: description, results, behaviour, per-field actions, coarse profile, resource demand.
     *
     * @param type the NF type
     * @param width the width
     * @return the lines
     */
    public static List<String> show(final NfTypeView type, final int width) {
        final var inner = Sections.inner(width);
        final var sections = new Sections(width);
        sections.add("NF type " + type.name(), new Sheet()
            .add("Origin", type.origin())
            .add("Description", type.description())
            .add("Results", type.results().isEmpty() ? null : String.join(", ", type.results()))
            .add("Behaviour", type.behaviour().isEmpty() ? "none of may-drop, modifies-flows, terminates-flows, "
                + "reconstructs-packets, stateful" : String.join(", ", type.behaviour()))
            .add("Coarse profile", coarse(type))
            .render(0, inner));
        final var fields = new TextTable(Column.whole("FIELD"), Column.whole("READ"), Column.whole("WRITE"),
            Column.whole("ADD/REMOVE HEADER"));
        type.fields().forEach(field -> fields.row(field.field(), Sections.yesNo(field.read()),
            Sections.yesNo(field.write()), Sections.yesNo(field.addRemoveHeader())));
        sections.add("Field actions", fields.isEmpty() ? List.of("(touches no packet field)")
            : fields.render(inner));
        final var demand = type.demand();
        if (demand != null) {
            sections.add("Resource demand (one instance, at r Gbit/s)", new Sheet()
                .add("CPU cores", perGbps(demand.cpuBase(), demand.cpuPerGbps()))
                .add("Memory MiB", perGbps(demand.memoryBase(), demand.memoryPerGbps()))
                .add("Latency", demand.latency() == null ? null : demand.latency() + " us per packet")
                .add("Throughput", demand.maxThroughput() == null ? null
                    : "at most " + demand.maxThroughput() + " Gbit/s")
                .render(0, inner));
        }
        return sections.lines();
    }

    private static @Nullable String coarse(final NfTypeView type) {
        if (type.packetAccess() == null && type.canModifyFlow() == null) {
            return null;
        }
        return "packet " + (type.packetAccess() == null ? "-" : type.packetAccess()) + ", "
            + (Boolean.TRUE.equals(type.canModifyFlow()) ? "can modify the flow" : "does not modify the flow");
    }

    private static long count(final NfTypeView type, final Predicate<NfTypeView.FieldAction> action) {
        return type.fields().stream().filter(action).count();
    }

    private static String perGbps(final @Nullable Object base, final @Nullable Object perGbps) {
        return (base == null ? "-" : base) + " + " + (perGbps == null ? "-" : perGbps) + "*r";
    }
}
