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
import org.openpath.refswitch.Action;
import org.openpath.refswitch.FlowEntry;
import org.openpath.refswitch.Instruction;
import org.openpath.refswitch.MatchField;

/**
 * The flow tables (OpenFlow 1.3.5 section 5.2): entries per table sorted by descending priority, lookup with the
 * lookup and match counters of each table, and the selection of entries for FLOW_MOD commands and statistics
 * (section 6.4). Owned by the datapath thread.
 */
final class FlowTables {
    private final List<List<InstalledFlow>> tables = new ArrayList<>();
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

    long lookups(final int tableId) {
        return lookups[tableId];
    }

    long matched(final int tableId) {
        return matched[tableId];
    }

    int size() {
        return tables.stream().mapToInt(List::size).sum();
    }

    /**
     * Returns the number of entries in one table.
     *
     * @param tableId the table
     * @return the active entries
     */
    int size(final int tableId) {
        return tables.get(tableId).size();
    }

    /**
     * Finds the highest-priority entry of a table that matches a packet, counting the lookup and any match.
     *
     * @param tableId the table
     * @param packet the packet
     * @return the entry, or {@code null} on a table miss
     */
    @Nullable InstalledFlow lookup(final int tableId, final PacketContext packet) {
        lookups[tableId]++;
        for (var flow : tables.get(tableId)) {
            if (packet.matches(flow.entry().match())) {
                matched[tableId]++;
                return flow;
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
    void add(final FlowEntry entry) throws OfError {
        final var table = tables.get(entry.tableId());
        if ((entry.flags() & OfConstants.OFPFF_CHECK_OVERLAP) != 0) {
            for (var other : table) {
                if (other.entry().priority() == entry.priority() && !sameMatch(other, entry.match())
                    && overlap(other.entry().match(), entry.match())) {
                    throw new OfError(OfError.OFPET_FLOW_MOD_FAILED, OfError.OFPFMFC_OVERLAP);
                }
            }
        }
        table.removeIf(other -> other.entry().priority() == entry.priority() && sameMatch(other, entry.match()));
        table.add(new InstalledFlow(entry));
        table.sort(Comparator.comparingInt((InstalledFlow flow) -> flow.entry().priority()).reversed());
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
    List<InstalledFlow> select(final int tableId, final boolean strict, final List<MatchField> match,
            final int priority, final long cookie, final long cookieMask, final long outPort, final long outGroup) {
        final Predicate<InstalledFlow> filter = flow -> (flow.entry().cookie() & cookieMask) == (cookie & cookieMask)
            && (strict ? flow.entry().priority() == priority && sameMatch(flow, match) : coveredBy(flow, match))
            && outputsTo(flow.entry(), outPort, outGroup);
        final List<InstalledFlow> result = new ArrayList<>();
        for (int i = 0; i < tables.size(); i++) {
            if (tableId == OfConstants.OFPTT_ALL || tableId == i) {
                tables.get(i).stream().filter(filter).forEach(result::add);
            }
        }
        return result;
    }

    void remove(final List<InstalledFlow> flows) {
        for (var flow : flows) {
            tables.get(flow.entry().tableId()).remove(flow);
        }
    }

    List<InstalledFlow> all() {
        final List<InstalledFlow> result = new ArrayList<>();
        tables.forEach(result::addAll);
        return result;
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

    private static boolean sameMatch(final InstalledFlow flow, final List<MatchField> other) {
        final var match = flow.entry().match();
        return match.size() == other.size() && match.containsAll(other);
    }

    /**
     * Tells whether an entry's match is at least as specific as a request's (non-strict FLOW_MOD and stats).
     *
     * @param flow the entry
     * @param request the request's fields
     * @return whether every request field covers the entry's value set
     */
    private static boolean coveredBy(final InstalledFlow flow, final List<MatchField> request) {
        final var match = flow.entry().match();
        for (var wanted : request) {
            final var mine = match.stream().filter(field -> field.field() == wanted.field()).findFirst();
            if (mine.isEmpty()) {
                return false;
            }
            final var have = mine.orElseThrow();
            if ((have.mask() & wanted.mask()) != wanted.mask()
                || (have.value() & wanted.mask()) != (wanted.value() & wanted.mask())) {
                return false;
            }
        }
        return true;
    }

    private static boolean outputsTo(final FlowEntry entry, final long port, final long group) {
        if (port == OfConstants.OFPP_ANY && group == OfConstants.OFPG_ANY) {
            return true;
        }
        for (var instruction : entry.instructions()) {
            final List<Action> actions = switch (instruction) {
                case Instruction.ApplyActions apply -> apply.actions();
                case Instruction.WriteActions write -> write.actions();
                default -> List.of();
            };
            for (var action : actions) {
                if (port != OfConstants.OFPP_ANY && action instanceof Action.Output output && output.port() == port
                    || group != OfConstants.OFPG_ANY && action instanceof Action.Group grp
                        && grp.groupId() == group) {
                    return true;
                }
            }
        }
        return false;
    }
}
