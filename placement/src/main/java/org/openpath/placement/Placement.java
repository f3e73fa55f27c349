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
 *     stage
 * @param interNodeGbps traffic crossing nodes: the sum of the hops' bandwidths
 * @param pathLength links crossed by one packet's traffic: the sum of the hops' path lengths
 */
public record Placement(String requestId, Algorithm algorithm, double rateGbps, List<SubSfc> subSfcs, List<Hop> hops,
        double latencyMicros, double interNodeGbps, int pathLength) {
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
