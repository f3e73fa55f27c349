/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

/**
 * An NF type's resource demand as a function of the traffic rate it processes. One instance handles up to
 * {@code maxGbps}; above that the NF is scaled out to {@code ceil(rate / maxGbps)} instances on the same node, each
 * paying the base cost, while the per-Gbps cost is paid once for the whole rate.
 *
 * @param cpuBase CPU cores per instance at zero load
 * @param cpuPerGbps CPU cores per Gbps processed
 * @param memoryBase MiB per instance at zero load
 * @param memoryPerGbps MiB per Gbps processed
 * @param latencyMicros processing latency per packet, microseconds
 * @param maxGbps the rate one instance sustains
 */
public record NfDemand(double cpuBase, double cpuPerGbps, long memoryBase, long memoryPerGbps, double latencyMicros,
        double maxGbps) {
    /**
     * Validates the components.
     */
    public NfDemand {
        if (!(cpuBase >= 0) || !(cpuPerGbps >= 0) || memoryBase < 0 || memoryPerGbps < 0 || !(latencyMicros >= 0)
            || !(maxGbps > 0)) {
            throw new IllegalArgumentException("NF demand must be non-negative with maxGbps > 0");
        }
    }

    /**
     * Returns the number of instances needed for a rate.
     *
     * @param rateGbps the rate
     * @return at least 1
     */
    public int instances(final double rateGbps) {
        return Math.max(1, (int) Math.ceil(rateGbps / maxGbps - 1e-9));
    }

    /**
     * Returns the CPU cores needed at a rate.
     *
     * @param rateGbps the rate
     * @return cores
     */
    public double cpu(final double rateGbps) {
        return instances(rateGbps) * cpuBase + cpuPerGbps * rateGbps;
    }

    /**
     * Returns the memory needed at a rate.
     *
     * @param rateGbps the rate
     * @return MiB, rounded up
     */
    public long memory(final double rateGbps) {
        return instances(rateGbps) * memoryBase + (long) Math.ceil(memoryPerGbps * rateGbps);
    }
}
