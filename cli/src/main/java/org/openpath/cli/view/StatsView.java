/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.view;

import java.util.Collections;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The suite's counters: the orchestrator's request queue ({@code service-chain-states/processing}), chains and
 * nodes by status, and what the southbound received from OpenPATH switches ({@code southbound-statistics}).
 * {@code stats --json} prints this record.
 *
 * @param processing the request queue, absent before the orchestrator wrote it
 * @param chainsByStatus chain states by status
 * @param nodesByStatus node states by status
 * @param southbound switch messages received, absent when the southbound has not published
 */
public record StatsView(@Nullable Processing processing, SortedMap<String, Long> chainsByStatus,
        SortedMap<String, Long> nodesByStatus, @Nullable Southbound southbound) {
    /**
     * The orchestrator's request queue.
     *
     * @param queued requests waiting
     * @param processed requests processed since start
     * @param rejected of those, rejected
     * @param failed of those, failed
     * @param lastChange when the counters last changed
     */
    public record Processing(@Nullable Long queued, @Nullable Long processed, @Nullable Long rejected,
            @Nullable Long failed, @Nullable String lastChange) {
    }

    /**
     * What this controller received from OpenPATH switches.
     *
     * @param nfAlerts NF_ALERT messages
     * @param nfUpdates NF_UPDATE messages
     * @param nfMessages MESSAGE messages
     * @param malformedDropped malformed OpenPATH input dropped
     * @param malformed malformed input by kind
     */
    public record Southbound(@Nullable Long nfAlerts, @Nullable Long nfUpdates, @Nullable Long nfMessages,
            @Nullable Long malformedDropped, SortedMap<String, Long> malformed) {
        /**
         * Creates southbound counters.
         */
        public Southbound {
            malformed = copy(malformed);
        }
    }

    /**
     * Creates the counters.
     */
    public StatsView {
        chainsByStatus = copy(chainsByStatus);
        nodesByStatus = copy(nodesByStatus);
    }

    private static SortedMap<String, Long> copy(final Map<String, Long> counts) {
        return Collections.unmodifiableSortedMap(new TreeMap<>(counts));
    }
}
