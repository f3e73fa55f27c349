/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import java.util.Arrays;
import java.util.List;

/**
 * One flow entry (OpenFlow 1.3.5 section 5.2): the parsed match and instructions and the raw bytes exactly as the
 * FLOW_MOD carried them (the {@code ofp_match} structure with its padding, and the instruction list), which flow-stats
 * replies echo, and its counters. Immutable: the switch's flow tables hold entries like this one, and
 * {@link ReferenceSwitch#flows()} returns them with the counters of the moment.
 */
public final class FlowEntry {
    private final int tableId;
    private final int priority;
    private final long cookie;
    private final int idleTimeout;
    private final int hardTimeout;
    private final int flags;
    private final List<MatchField> match;
    private final List<Instruction> instructions;
    private final byte[] matchBytes;
    private final byte[] instructionBytes;
    private final long packetCount;
    private final long byteCount;

    /**
     * Creates an entry.
     *
     * @param tableId the table
     * @param priority the priority
     * @param cookie the cookie
     * @param idleTimeout the idle timeout (kept, not enforced)
     * @param hardTimeout the hard timeout (kept, not enforced)
     * @param flags the OFPFF flags
     * @param match the parsed match
     * @param instructions the parsed instructions
     * @param matchBytes the raw ofp_match including padding
     * @param instructionBytes the raw instructions
     * @param packetCount packets matched
     * @param byteCount bytes matched
     */
    @SuppressWarnings("checkstyle:ParameterNumber")
    public FlowEntry(final int tableId, final int priority, final long cookie, final int idleTimeout,
            final int hardTimeout, final int flags, final List<MatchField> match, final List<Instruction> instructions,
            final byte[] matchBytes, final byte[] instructionBytes, final long packetCount, final long byteCount) {
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
        this.packetCount = packetCount;
        this.byteCount = byteCount;
    }

    /**
     * Returns this entry with other counters, as a flow-stats snapshot sees it.
     *
     * @param packets packets matched
     * @param bytes bytes matched
     * @return the entry
     */
    public FlowEntry withCounts(final long packets, final long bytes) {
        return new FlowEntry(tableId, priority, cookie, idleTimeout, hardTimeout, flags, match, instructions,
            matchBytes, instructionBytes, packets, bytes);
    }

    /**
     * Returns this entry with other instructions, as an OFPFC_MODIFY leaves it (OpenFlow 1.3.5 section 6.4).
     *
     * @param newInstructions the parsed instructions
     * @param newInstructionBytes the raw instructions
     * @return the entry
     */
    public FlowEntry withInstructions(final List<Instruction> newInstructions, final byte[] newInstructionBytes) {
        return new FlowEntry(tableId, priority, cookie, idleTimeout, hardTimeout, flags, match, newInstructions,
            matchBytes, newInstructionBytes, packetCount, byteCount);
    }

    public int tableId() {
        return tableId;
    }

    public int priority() {
        return priority;
    }

    public long cookie() {
        return cookie;
    }

    public int idleTimeout() {
        return idleTimeout;
    }

    public int hardTimeout() {
        return hardTimeout;
    }

    public int flags() {
        return flags;
    }

    public List<MatchField> match() {
        return match;
    }

    public List<Instruction> instructions() {
        return instructions;
    }

    /**
     * Returns the raw {@code ofp_match} (type, length, OXM TLVs, padding) as received.
     *
     * @return a copy of the bytes
     */
    public byte[] matchBytes() {
        return matchBytes.clone();
    }

    /**
     * Returns the raw instructions as received.
     *
     * @return a copy of the bytes
     */
    public byte[] instructionBytes() {
        return instructionBytes.clone();
    }

    public long packetCount() {
        return packetCount;
    }

    public long byteCount() {
        return byteCount;
    }

    @Override
    public String toString() {
        return "FlowEntry{table=" + tableId + ", priority=" + priority + ", cookie=" + cookie + ", match=" + match
            + ", instructions=" + instructions + ", packets=" + packetCount + ", matchBytes="
            + Arrays.toString(matchBytes) + "}";
    }
}
