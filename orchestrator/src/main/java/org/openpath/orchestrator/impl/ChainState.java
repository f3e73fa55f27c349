/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import java.time.Instant;
import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.AnalysisResult;
import org.openpath.placement.Placement;

/**
 * What the orchestrator made of one chain request, ready to be written to {@code service-chain-states}.
 *
 * @param name the chain's name
 * @param ids its SFC-ID and the SERVICE-IDs of its service graph's vertices
 * @param status where the request stands
 * @param reason why, for people
 * @param lastChange when the status last changed
 * @param runningOn which sub-SFCs carry the chain's traffic
 * @param analysis the dependency matrix and service graph, when the analysis succeeded
 * @param placement the sub-SFCs and hops, when placed
 * @param inserted NFs inserted by dynamic rules after NF alerts
 */
public record ChainState(String name, ChainIds ids, Status status, String reason, Instant lastChange,
        RunningOn runningOn, @Nullable AnalysisResult analysis, @Nullable Placement placement,
        List<InsertedNf> inserted) {
    /**
     * Where a request stands; mirrors the YANG {@code chain-status}.
     */
    public enum Status {
        /** Validated and queued. */
        ACCEPTED,
        /** Analysed, not (yet) placed. */
        ANALYSED,
        /** Placed. */
        PLACED,
        /** Valid but cannot be served now. */
        REJECTED,
        /** Processing failed. */
        FAILED
    }

    /**
     * Which sub-SFCs carry the chain's traffic; mirrors the YANG {@code running-on}.
     */
    public enum RunningOn {
        /** The working sub-SFCs. */
        WORKING,
        /** At least one backup took over. */
        BACKUP,
        /** Not running. */
        NONE
    }

    /**
     * Checks and copies.
     */
    public ChainState {
        requireNonNull(name);
        requireNonNull(ids);
        requireNonNull(status);
        requireNonNull(reason);
        requireNonNull(lastChange);
        requireNonNull(runningOn);
        inserted = List.copyOf(inserted);
    }
}
