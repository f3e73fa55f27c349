/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

/**
 * The uniform capacities the topology generators give every host and link.
 *
 * @param hostCpuCores CPU cores per host
 * @param hostMemoryMib memory per host, MiB
 * @param hostNicGbps NIC per host, Gbps
 * @param linkGbps bandwidth of every link, Gbps
 * @param linkLatencyMicros latency of every link (cable plus the switch it enters), microseconds
 */
public record Capacities(double hostCpuCores, long hostMemoryMib, double hostNicGbps, double linkGbps,
        double linkLatencyMicros) {
    /** 16 cores, 64 GiB, 10 Gbps NIC per host; 10 Gbps links of 5 microseconds: a commodity rack server. */
    public static final Capacities DEFAULT = new Capacities(16, 65_536, 10, 10, 5);
    /**
     * The OpenPATH paper's vSwitch nodes (its §7.1 testbed): 2 x 12 cores, 48 GB, a dual-port 10 Gbit/s NIC; its data
     * plane is 10 GbE (5 microseconds a link is our choice).
     */
    public static final Capacities PAPER_TESTBED = new Capacities(24, 49_152, 20, 10, 5);

    /**
     * Validates the components.
     */
    public Capacities {
        if (!(hostCpuCores > 0) || hostMemoryMib <= 0 || !(hostNicGbps > 0) || !(linkGbps > 0)
            || !(linkLatencyMicros >= 0)) {
            throw new IllegalArgumentException("Capacities must be positive");
        }
    }
}
