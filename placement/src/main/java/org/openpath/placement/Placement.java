/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * Where one request runs ({@code placement-result}).
 *
 * @param requestId the request
 * @param algorithm the algorithm that placed it
 * @param rateGbps the request's traffic rate
 * @param subSfcs working sub-SFCs in chain order, then backup sub-SFCs
 * @param hops the inter-node hops between working sub-SFCs, each with its reserved path
 * @param latencyMicros end-to-end latency: per stage the slowest branch plus hops, plus a merge cost per parallel
 *     stage, plus the ingress hop
 * @param interNodeGbps traffic crossing nodes: the sum of the hops' bandwidths, the ingress hop's included
 * @param pathLength links crossed by one packet's traffic: the sum of the hops' path lengths, the ingress hop's
 *     included
 * @param ingressHop the route from the request's ingress node to the first working sub-SFC, its bandwidth reserved
 *     (its {@code fromSubSfc} is the ingress node's id), or {@code null} when the request names no ingress node or
 *     the first sub-SFC runs on it
 */
public record Placement(String requestId, Algorithm algorithm, double rateGbps, List<SubSfc> subSfcs, List<Hop> hops,
        double latencyMicros, double interNodeGbps, int pathLength, Hop ingressHop) {
    /**
     * Validates the components and copies the lists.
     */
    public Placement {
        requireNonNull(requestId);
        requireNonNull(algorithm);
        subSfcs = List.copyOf(subSfcs);
        hops = List.copyOf(hops);
        if (subSfcs.isEmpty() || latencyMicros < 0 || interNodeGbps < 0 || pathLength < 0) {
            throw new IllegalArgumentException("Placement of " + requestId + " is inconsistent");
        }
    }

    /**
     * Creates the placement of a request whose traffic enters at its first working sub-SFC's node.
     *
     * @param requestId the request
     * @param algorithm the algorithm that placed it
     * @param rateGbps the request's traffic rate
     * @param subSfcs working sub-SFCs in chain order, then backup sub-SFCs
     * @param hops the inter-node hops between working sub-SFCs, each with its reserved path
     * @param latencyMicros end-to-end latency
     * @param interNodeGbps traffic crossing nodes: the sum of the hops' bandwidths
     * @param pathLength links crossed by one packet's traffic: the sum of the hops' path lengths
     */
    public Placement(final String requestId, final Algorithm algorithm, final double rateGbps,
            final List<SubSfc> subSfcs, final List<Hop> hops, final double latencyMicros, final double interNodeGbps,
            final int pathLength) {
        this(requestId, algorithm, rateGbps, subSfcs, hops, latencyMicros, interNodeGbps, pathLength, null);
    }

    /**
     * Returns the working sub-SFCs, in chain order.
     *
     * @return the working sub-SFCs
     */
    public List<SubSfc> working() {
        return subSfcs.stream().filter(sub -> sub.role() == Role.WORKING).toList();
    }

    /**
     * Returns the backup sub-SFCs.
     *
     * @return the backup sub-SFCs
     */
    public List<SubSfc> backups() {
        return subSfcs.stream().filter(sub -> sub.role() == Role.BACKUP).toList();
    }
}
