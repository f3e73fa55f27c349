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
 * @param ingressNode where the chain's traffic enters the network (the classifier's {@code ingress-node}), or
 *     {@code null} when it enters at the first working sub-SFC's node: the placement routes and reserves the hop
 *     from it to the first sub-SFC and counts that hop's latency against the SLA
 */
public record PlacementRequest(String id, ServiceGraph graph, double rateGbps, double latencySlaMicros,
        Affinity affinity, boolean backup, String ingressNode) {
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
        if (ingressNode != null && ingressNode.isBlank()) {
            throw new IllegalArgumentException("Request " + id + " names a blank ingress node");
        }
    }

    /**
     * Creates a request whose traffic enters at its first working sub-SFC's node.
     *
     * @param id a unique request id (the chain name)
     * @param graph the parallel service graph from the dependency analyser
     * @param rateGbps the traffic rate the chain carries
     * @param latencySlaMicros the largest acceptable end-to-end latency (processing plus hops), microseconds
     * @param affinity how tightly the working sub-SFCs are packed
     * @param backup whether every working sub-SFC needs a backup sub-SFC in a separate failure domain
     */
    public PlacementRequest(final String id, final ServiceGraph graph, final double rateGbps,
            final double latencySlaMicros, final Affinity affinity, final boolean backup) {
        this(id, graph, rateGbps, latencySlaMicros, affinity, backup, null);
    }

    /**
     * Returns the same request with or without backups.
     *
     * @param protectedByBackups whether every working sub-SFC needs a backup
     * @return the request
     */
    public PlacementRequest withBackup(final boolean protectedByBackups) {
        return new PlacementRequest(id, graph, rateGbps, latencySlaMicros, affinity, protectedByBackups, ingressNode);
    }
}
