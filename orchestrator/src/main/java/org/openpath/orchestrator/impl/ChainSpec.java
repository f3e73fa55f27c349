/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import org.openpath.analyzer.ChainRequest;
import org.openpath.placement.Affinity;

/**
 * A validated {@code openpath-chains:chain-request} in the form the analyser and the placement take: the analyser's
 * request plus the SLA and placement options.
 *
 * @param name the chain's name
 * @param request the NFs, templates, dynamic rules and analysis mode
 * @param rateGbps the SLA's traffic rate, Gbit/s
 * @param maxLatencyMicros the SLA's end-to-end latency bound, microseconds; {@link Double#POSITIVE_INFINITY} when the
 *     SLA sets none
 * @param affinity the placement affinity
 * @param backup whether backup sub-SFCs are wanted
 */
public record ChainSpec(String name, ChainRequest request, double rateGbps, double maxLatencyMicros,
        Affinity affinity, boolean backup) {
    /**
     * Validates the components.
     */
    public ChainSpec {
        requireNonNull(name, "name");
        requireNonNull(request, "request");
        requireNonNull(affinity, "affinity");
        if (!(rateGbps > 0) || Double.isInfinite(rateGbps)) {
            throw new IllegalArgumentException("Chain " + name + " needs a positive finite rate, not " + rateGbps);
        }
        if (!(maxLatencyMicros > 0)) {
            throw new IllegalArgumentException("Chain " + name + " needs a positive latency bound, not "
                + maxLatencyMicros);
        }
    }
}
