/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.List;
import org.openpath.refswitch.Action;
import org.openpath.refswitch.FlowEntry;
import org.openpath.refswitch.Instruction;
import org.openpath.refswitch.MatchField;

/**
 * An installed flow entry with its counters; owned by the datapath thread.
 */
final class FlowRecord {
    final int tableId;
    final int priority;
    long cookie;
    final int idleTimeout;
    final int hardTimeout;
    int flags;
    final List<MatchField> match;
    List<Instruction> instructions;
    final byte[] matchBytes;
    byte[] instructionBytes;
    long packets;
    long bytes;
    final long installedNanos = System.nanoTime();

    @SuppressWarnings("checkstyle:ParameterNumber")
    FlowRecord(final int tableId, final int priority, final long cookie, final int idleTimeout, final int hardTimeout,
            final int flags, final List<MatchField> match, final List<Instruction> instructions,
            final byte[] matchBytes, final byte[] instructionBytes) {
        this.tableId = tableId;
        this.priority = priority;
        this.cookie = cookie;
        this.idleTimeout = idleTimeout;
        this.hardTimeout = hardTimeout;
        this.flags = flags;
        this.match = List.copyOf(match);
        this.instructions = List.copyOf(instructions);
        this.matchBytes = matchBytes.clone();
        this.instructionBytes = instructionBytes.clone();
    }

    FlowEntry snapshot() {
        return new FlowEntry(tableId, priority, cookie, idleTimeout, hardTimeout, flags, match, instructions,
            matchBytes, instructionBytes, packets, bytes);
    }

    /**
     * Tells whether this entry's match is at least as specific as a request's (non-strict FLOW_MOD and stats).
     *
     * @param request the request's fields
     * @return whether every request field covers this entry's value set
     */
    boolean coveredBy(final List<MatchField> request) {
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

    boolean sameMatch(final List<MatchField> other) {
        return match.size() == other.size() && match.containsAll(other);
    }

    boolean outputsTo(final long port, final long group) {
        if (port == OfConstants.PORT_ANY && group == OfConstants.GROUP_ANY) {
            return true;
        }
        for (var instruction : instructions) {
            final List<Action> actions = switch (instruction) {
                case Instruction.ApplyActions apply -> apply.actions();
                case Instruction.WriteActions write -> write.actions();
                default -> List.of();
            };
            for (var action : actions) {
                if (port != OfConstants.PORT_ANY && action instanceof Action.Output output && output.port() == port
                    || group != OfConstants.GROUP_ANY && action instanceof Action.Group grp
                        && grp.groupId() == group) {
                    return true;
                }
            }
        }
        return false;
    }
}
