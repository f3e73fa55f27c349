/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A chain request as {@code chain-add}, {@code chain-analyze} and {@code chain-place} take it on the command line.
 *
 * @param description free text
 * @param nfs the NFs in their sequential order, each {@code <nf>:<type>}
 * @param orders Order templates, {@code <nf>:before:<other>} or {@code <nf>:after:<other>}
 * @param priorities Priority templates, {@code <higher>:<lower>}
 * @param positions Position templates, {@code <nf>:first} or {@code <nf>:last}
 * @param ingressNode where the traffic enters
 * @param ingressPort the port it enters on
 * @param flows which traffic
 * @param egressNode where it leaves
 * @param egressPort the port it leaves on
 * @param rate traffic rate, Gbit/s
 * @param maxLatency latency bound, microseconds
 * @param affinity {@code high} or {@code low}
 * @param backup whether backup sub-SFCs are wanted
 * @param analysisMode {@code coarse} or {@code field-level}
 * @param rules dynamic rules, {@code <nf>:<result>:discard}, {@code <nf>:<result>:default},
 *     {@code <nf>:<result>:send-to=<nf>} or {@code <nf>:<result>:insert=<type>}
 */
public record ChainRequestFlags(@Nullable String description, List<String> nfs, List<String> orders,
        List<String> priorities, List<String> positions, @Nullable String ingressNode, @Nullable String ingressPort,
        FlowFlags flows, @Nullable String egressNode, @Nullable String egressPort, @Nullable String rate,
        @Nullable String maxLatency, @Nullable String affinity, boolean backup, @Nullable String analysisMode,
        List<String> rules) {
    /**
     * Creates the flags.
     */
    public ChainRequestFlags {
        nfs = List.copyOf(nfs);
        orders = List.copyOf(orders);
        priorities = List.copyOf(priorities);
        positions = List.copyOf(positions);
        requireNonNull(flows);
        rules = List.copyOf(rules);
    }
}
