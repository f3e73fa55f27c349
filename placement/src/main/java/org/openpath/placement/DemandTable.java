/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

import static java.util.Objects.requireNonNull;

import java.util.Map;

/**
 * NF resource demands by NF type.
 *
 * @param demands NF type name to its demand
 */
public record DemandTable(Map<String, NfDemand> demands) {
    private static final DemandTable BUILT_IN = new DemandTable(Map.ofEntries(
        Map.entry("firewall", new NfDemand(0.25, 0.5, 256, 64, 15, 10)),
        Map.entry("gateway", new NfDemand(0.25, 0.25, 128, 32, 5, 40)),
        Map.entry("ids", new NfDemand(0.5, 1.5, 1024, 256, 60, 5)),
        Map.entry("voc", new NfDemand(0.5, 1.0, 512, 128, 40, 10)),
        Map.entry("netcache", new NfDemand(0.25, 0.75, 2048, 512, 30, 10)),
        Map.entry("vpn", new NfDemand(0.5, 2.0, 256, 64, 50, 5)),
        Map.entry("nat", new NfDemand(0.25, 0.5, 256, 128, 10, 20)),
        Map.entry("wan-optimizer", new NfDemand(1.0, 2.0, 4096, 1024, 100, 5)),
        Map.entry("shaper", new NfDemand(0.25, 0.25, 128, 64, 20, 20)),
        Map.entry("traffic-monitor", new NfDemand(0.25, 0.25, 256, 128, 5, 40)),
        Map.entry("load-balancer", new NfDemand(0.25, 0.5, 256, 128, 10, 20)),
        Map.entry("cache", new NfDemand(0.5, 1.0, 8192, 1024, 40, 10)),
        Map.entry("proxy", new NfDemand(0.5, 1.0, 1024, 256, 40, 10)),
        Map.entry("compression", new NfDemand(0.5, 2.0, 512, 128, 60, 5)),
        Map.entry("probe", new NfDemand(0.1, 0.1, 64, 32, 2, 40)),
        Map.entry("sandbox", new NfDemand(1.0, 2.0, 4096, 1024, 500, 2)),
        Map.entry("ddos-scrubber", new NfDemand(0.5, 1.0, 1024, 256, 10, 40)),
        Map.entry("dpi", new NfDemand(0.5, 1.5, 1024, 256, 50, 5)),
        Map.entry("honeypot", new NfDemand(0.5, 0.5, 1024, 128, 100, 2))));

    /**
     * Copies the map.
     */
    public DemandTable {
        demands = Map.copyOf(demands);
    }

    /**
     * Returns the built-in table for the 19 built-in NF types. It is the suite's one source of NF demands: the
     * orchestrator's {@code BuiltInNfCatalog} seeds these figures into the {@code nf-catalog}.
     *
     * @return the table
     */
    public static DemandTable builtIn() {
        return BUILT_IN;
    }

    /**
     * Returns the demand of an NF type.
     *
     * @param nfType the type
     * @return its demand
     * @throws IllegalArgumentException if the table lacks it
     */
    public NfDemand demand(final String nfType) {
        final var demand = demands.get(requireNonNull(nfType));
        if (demand == null) {
            throw new IllegalArgumentException("No resource demand for NF type " + nfType);
        }
        return demand;
    }
}
