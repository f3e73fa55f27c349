/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

import static java.util.Objects.requireNonNull;

import org.openpath.analyzer.ServiceGraph;

/**
 * A request to place one SFC: the analyser's service graph, the traffic it carries and the operator's constraints.
 *
 * @param id a unique request id (the chain name)
 * @param graph the parallel service graph from the dependency analyser
 * @param rateGbps the traffic rate the chain carries
 * @param latencySlaMicros the largest acceptable end-to-end latency (processing plus hops), microseconds
 * @param affinity how tightly the working sub-SFCs are packed
 * @param backup whether every working sub-SFC needs a backup sub-SFC in a separate failure domain
 */
public record PlacementRequest(String id, ServiceGraph graph, double rateGbps, double latencySlaMicros,
        Affinity affinity, boolean backup) {
    /**
     * Validates the components.
     */
    public PlacementRequest {
        requireNonNull(id);
        requireNonNull(graph);
        requireNonNull(affinity);
        if (id.isBlank()) {
            throw new IllegalArgumentException("Request id must not be blank");
        }
        if (!(rateGbps > 0) || !(latencySlaMicros > 0)) {
            throw new IllegalArgumentException("Request " + id + " needs a positive rate and latency SLA");
        }
    }
}
