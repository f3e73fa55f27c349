/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.sim;

import static java.util.Objects.requireNonNull;

import java.util.Locale;

/**
 * The metrics of one simulation run: one variant placing one seeded workload on one topology, online.
 *
 * @param topology the topology name
 * @param variant the variant label
 * @param requests requests offered
 * @param seed the workload seed
 * @param accepted requests placed
 * @param throughputGbps sum of the accepted requests' rates
 * @param meanLatencyMicros mean end-to-end latency of accepted requests
 * @param meanPathLength mean links crossed per accepted request
 * @param cpuUtilisation reserved share of all host CPU (working and backup)
 * @param interNodeGbps sum over accepted requests of their traffic between hosts
 * @param availability share of accepted requests that survive every single failure of a node (hosts and switches)
 *        or a link
 * @param protectableAvailability share of accepted requests that survive every single node or link failure that
 *        some placement survives (those that do not take down every host, see {@code LostChain#unprotectable})
 * @param placeMillis wall-clock time of placing all requests, milliseconds
 * @param acceptedMeanNfs mean number of NFs of the accepted requests (how big what was accepted is)
 * @param acceptedMeanCores mean CPU cores the accepted requests' NFs need at their rates (working copy only)
 */
public record RunResult(String topology, String variant, int requests, long seed, int accepted,
        double throughputGbps, double meanLatencyMicros, double meanPathLength, double cpuUtilisation,
        double interNodeGbps, double availability, double protectableAvailability, double placeMillis,
        double acceptedMeanNfs, double acceptedMeanCores) {
    /** The CSV header matching {@link #csv()}. */
    public static final String HEADER = "topology,algorithm,requests,seed,accepted,acceptance_ratio,throughput_gbps,"
        + "mean_latency_us,mean_path_length,cpu_utilisation,inter_node_gbps,availability,availability_protectable,"
        + "place_ms,accepted_mean_nfs,accepted_mean_cores";

    /**
     * Validates the components.
     */
    public RunResult {
        requireNonNull(topology);
        requireNonNull(variant);
    }

    /**
     * Returns the acceptance ratio.
     *
     * @return accepted over offered
     */
    public double acceptanceRatio() {
        return requests == 0 ? 0 : (double) accepted / requests;
    }

    /**
     * Returns the result as one CSV line.
     *
     * @return the line, without a line break
     */
    public String csv() {
        return String.format(Locale.ROOT, "%s,%s,%d,%d,%d,%.4f,%.3f,%.2f,%.3f,%.4f,%.3f,%.4f,%.4f,%.3f,%.2f,%.3f",
            topology, variant, requests, seed, accepted, acceptanceRatio(), throughputGbps, meanLatencyMicros,
            meanPathLength, cpuUtilisation, interNodeGbps, availability, protectableAvailability, placeMillis,
            acceptedMeanNfs, acceptedMeanCores);
    }
}
