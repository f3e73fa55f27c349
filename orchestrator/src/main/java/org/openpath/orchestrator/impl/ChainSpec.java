/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.ServiceGraph;
import org.openpath.placement.Affinity;
import org.openpath.placement.PlacementRequest;

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
 * @param ingressNode the classifier's {@code ingress-node}, where the traffic enters; {@code null} when it enters at
 *     the first working sub-SFC's node
 */
public record ChainSpec(String name, ChainRequest request, double rateGbps, double maxLatencyMicros,
        Affinity affinity, boolean backup, @Nullable String ingressNode) {
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

    /**
     * Creates a spec whose traffic enters at the first working sub-SFC's node.
     *
     * @param name the chain's name
     * @param request the NFs, templates, dynamic rules and analysis mode
     * @param rateGbps the SLA's traffic rate, Gbit/s
     * @param maxLatencyMicros the SLA's end-to-end latency bound, microseconds
     * @param affinity the placement affinity
     * @param backup whether backup sub-SFCs are wanted
     */
    public ChainSpec(final String name, final ChainRequest request, final double rateGbps,
            final double maxLatencyMicros, final Affinity affinity, final boolean backup) {
        this(name, request, rateGbps, maxLatencyMicros, affinity, backup, null);
    }

    /**
     * The request to the placement for this spec.
     *
     * @param id the request id
     * @param graph the service graph to place
     * @return the placement request
     */
    public PlacementRequest placementRequest(final String id, final ServiceGraph graph) {
        return new PlacementRequest(id, graph, rateGbps, maxLatencyMicros, affinity, backup, ingressNode);
    }
}
