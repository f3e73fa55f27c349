/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.math.BigDecimal;
import java.math.RoundingMode;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.resource.demand.ResourceDemand;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.resource.demand.ResourceDemandBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.Gbps;
import org.opendaylight.yangtools.yang.common.Decimal64;
import org.opendaylight.yangtools.yang.common.Uint32;

/**
 * Resource demand of one NF instance: at a traffic rate r (Gbit/s) it needs {@code cpuBase + cpuPerGbps * r} cores
 * and {@code memoryBase + memoryPerGbps * r} MiB.
 *
 * @param cpuBase CPU cores with no traffic
 * @param cpuPerGbps additional CPU cores per Gbit/s
 * @param memoryBase MiB with no traffic
 * @param memoryPerGbps additional MiB per Gbit/s
 * @param latencyMicros mean per-packet processing latency in microseconds
 * @param maxGbps the most one instance can process, in Gbit/s
 */
record NfDemand(double cpuBase, double cpuPerGbps, long memoryBase, long memoryPerGbps, double latencyMicros,
        double maxGbps) {
    NfDemand {
        if (cpuBase < 0 || cpuPerGbps < 0 || memoryBase < 0 || memoryPerGbps < 0 || latencyMicros < 0
                || maxGbps <= 0) {
            throw new IllegalArgumentException("Invalid NF demand " + cpuBase + "/" + cpuPerGbps + "/" + memoryBase
                + "/" + memoryPerGbps + "/" + latencyMicros + "/" + maxGbps);
        }
    }

    ResourceDemand toBinding() {
        return new ResourceDemandBuilder()
            .setCpuCoresBase(decimal(cpuBase))
            .setCpuCoresPerGbps(decimal(cpuPerGbps))
            .setMemoryBase(Uint32.valueOf(memoryBase))
            .setMemoryPerGbps(Uint32.valueOf(memoryPerGbps))
            .setProcessingLatency(decimal(latencyMicros))
            .setMaxThroughput(new Gbps(decimal(maxGbps)))
            .build();
    }

    private static Decimal64 decimal(final double value) {
        return Decimal64.valueOf(BigDecimal.valueOf(value).setScale(3, RoundingMode.HALF_UP));
    }
}
