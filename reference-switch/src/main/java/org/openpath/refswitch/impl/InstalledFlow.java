/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.List;
import org.openpath.refswitch.FlowEntry;
import org.openpath.refswitch.Instruction;

/**
 * A flow entry in a flow table (OpenFlow 1.3.5 section 5.2): the {@link FlowEntry} as the FLOW_MOD installed it, the
 * counters the datapath keeps on it, and when it was installed. Owned by the datapath thread.
 */
final class InstalledFlow {
    private final long installedNanos = System.nanoTime();
    private FlowEntry entry;
    private long packets;
    private long bytes;

    InstalledFlow(final FlowEntry entry) {
        this.entry = entry;
    }

    /**
     * Returns the entry as installed (or last modified); its own counters are not kept up to date.
     *
     * @return the entry
     */
    FlowEntry entry() {
        return entry;
    }

    long packets() {
        return packets;
    }

    long bytes() {
        return bytes;
    }

    /**
     * Returns how long the entry has been installed.
     *
     * @return nanoseconds
     */
    long durationNanos() {
        return System.nanoTime() - installedNanos;
    }

    /**
     * Counts a packet that matched the entry.
     *
     * @param length the packet's length in bytes
     */
    void count(final int length) {
        packets++;
        bytes += length;
    }

    /**
     * Replaces the instructions (OFPFC_MODIFY and OFPFC_MODIFY_STRICT), optionally resetting the counters
     * ({@code OFPFF_RESET_COUNTS}).
     *
     * @param instructions the parsed instructions
     * @param instructionBytes the raw instructions
     * @param resetCounts whether the counters start again from 0
     */
    void modify(final List<Instruction> instructions, final byte[] instructionBytes, final boolean resetCounts) {
        entry = entry.withInstructions(instructions, instructionBytes);
        if (resetCounts) {
            packets = 0;
            bytes = 0;
        }
    }

    /**
     * Returns the entry with its current counters.
     *
     * @return the snapshot
     */
    FlowEntry snapshot() {
        return entry.withCounts(packets, bytes);
    }
}
