/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import java.util.List;
import org.eclipse.jdt.annotation.Nullable;

/**
 * An NF type as {@code nf-type-add} takes it on the command line.
 *
 * @param description what the NF does
 * @param results results it reports besides the default
 * @param reads packet fields it reads
 * @param writes packet fields it writes
 * @param headers packet fields whose header it adds or removes
 * @param mayDrop it may drop packets
 * @param modifiesFlows it may change a packet's flow
 * @param terminatesFlows it terminates flows and originates new ones
 * @param reconstructsPackets it builds new packets from several
 * @param stateful it keeps per-flow state
 * @param packetAccess the coarse profile's packet access: {@code none}, {@code read}, {@code read-write}
 * @param canModifyFlow the coarse profile's flow column
 * @param cpuBase CPU cores with no traffic
 * @param cpuPerGbps CPU cores per Gbit/s
 * @param memoryBase memory with no traffic, MiB
 * @param memoryPerGbps memory per Gbit/s, MiB
 * @param latency processing latency, microseconds
 * @param maxThroughput the most one instance processes, Gbit/s
 */
public record NfTypeFlags(@Nullable String description, List<String> results, List<String> reads,
        List<String> writes, List<String> headers, boolean mayDrop, boolean modifiesFlows, boolean terminatesFlows,
        boolean reconstructsPackets, boolean stateful, @Nullable String packetAccess, boolean canModifyFlow,
        @Nullable String cpuBase, @Nullable String cpuPerGbps, @Nullable String memoryBase,
        @Nullable String memoryPerGbps, @Nullable String latency, @Nullable String maxThroughput) {
    /**
     * Creates the flags.
     */
    public NfTypeFlags {
        results = List.copyOf(results);
        reads = List.copyOf(reads);
        writes = List.copyOf(writes);
        headers = List.copyOf(headers);
    }
}
