/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.refswitch.MatchField;

/**
 * The flow tables (OpenFlow 1.3.5 section 6.4): entries per table sorted by descending priority, lookup, and the
 * FLOW_MOD commands. Owned by the datapath thread.
 */
final class FlowTables {
    private final List<List<FlowRecord>> tables = new ArrayList<>();
    private final long[] lookups;
    private final long[] matched;

    FlowTables(final int count) {
        for (int i = 0; i < count; i++) {
            tables.add(new ArrayList<>());
        }
        lookups = new long[count];
        matched = new long[count];
    }

    int count() {
        return tables.size();
    }

    List<FlowRecord> table(final int tableId) {
        return tables.get(tableId);
    }

    long lookups(final int tableId) {
        return lookups[tableId];
    }

    long matched(final int tableId) {
        return matched[tableId];
    }

    int size() {
        return tables.stream().mapToInt(List::size).sum();
    }

    @Nullable FlowRecord lookup(final int tableId, final PacketContext packet) {
        lookups[tableId]++;
        for (var entry : tables.get(tableId)) {
            if (packet.matches(entry.match)) {
                matched[tableId]++;
                return entry;
            }
        }
        return null;
    }

    /**
     * Adds an entry (OFPFC_ADD): replaces an identical one, refuses an overlap when asked to check.
     *
     * @param entry the entry
     * @throws OfError FLOW_MOD_FAILED/OVERLAP
     */
    void add(final FlowRecord entry) throws OfError {
        final var table = tables.get(entry.tableId);
        if ((entry.flags & OfConstants.FF_CHECK_OVERLAP) != 0) {
            for (var other : table) {
                if (other.priority == entry.priority && !other.sameMatch(entry.match)
                    && overlap(other.match, entry.match)) {
                    throw new OfError(OfError.FLOW_MOD_FAILED, OfError.FMFC_OVERLAP);
                }
            }
        }
        table.removeIf(other -> other.priority == entry.priority && other.sameMatch(entry.match));
        table.add(entry);
        table.sort(Comparator.comparingInt((FlowRecord rec) -> rec.priority).reversed());
    }

    private static boolean overlap(final List<MatchField> one, final List<MatchField> two) {
        for (var field : one) {
            for (var other : two) {
                if (field.field() == other.field()) {
                    final long common = field.mask() & other.mask();
                    if ((field.value() & common) != (other.value() & common)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /**
     * Selects entries for MODIFY, DELETE and statistics.
     *
     * @param tableId the table, or 0xFF for all
     * @param strict strict matching (identical match and priority)
     * @param match the request's match
     * @param priority the priority, for strict requests
     * @param cookie the cookie
     * @param cookieMask the cookie mask
     * @param outPort the out_port filter
     * @param outGroup the out_group filter
     * @return the selected entries
     */
    @SuppressWarnings("checkstyle:ParameterNumber")
    List<FlowRecord> select(final int tableId, final boolean strict, final List<MatchField> match,
            final int priority, final long cookie, final long cookieMask, final long outPort, final long outGroup) {
        final Predicate<FlowRecord> filter = entry -> (entry.cookie & cookieMask) == (cookie & cookieMask)
            && (strict ? entry.priority == priority && entry.sameMatch(match) : entry.coveredBy(match))
            && entry.outputsTo(outPort, outGroup);
        final List<FlowRecord> result = new ArrayList<>();
        for (int i = 0; i < tables.size(); i++) {
            if (tableId == 0xFF || tableId == i) {
                tables.get(i).stream().filter(filter).forEach(result::add);
            }
        }
        return result;
    }

    void remove(final List<FlowRecord> entries) {
        for (var entry : entries) {
            tables.get(entry.tableId).remove(entry);
        }
    }

    List<FlowRecord> all() {
        final List<FlowRecord> result = new ArrayList<>();
        tables.forEach(result::addAll);
        return result;
    }
}
