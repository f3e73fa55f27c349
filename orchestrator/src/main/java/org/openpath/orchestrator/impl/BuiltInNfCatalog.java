/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.util.List;
import java.util.Map;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalog;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalogBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfType;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.openpath.analyzer.BuiltInCatalog;

/**
 * The NF types the suite ships with, as the {@code nf-catalog} the seeder writes into the config datastore at first
 * boot.
 *
 * <p>The action profiles, descriptions and results are the dependency analyser's {@link BuiltInCatalog} (one source
 * of truth: the paper's Table 2 NFs with their coarse columns verbatim, NFP's per-field profiles, and the security
 * NFs of the paper's dynamic-graph scenarios). This class adds each type's resource demand: planning defaults an
 * operator is expected to tune.
 */
public final class BuiltInNfCatalog {
    /** Version stamp written to {@code nf-catalog/built-in-catalog-version}. */
    public static final String VERSION = BuiltInCatalog.VERSION;

    private static final Map<String, NfDemand> DEMANDS = Map.ofEntries(
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
        Map.entry("honeypot", new NfDemand(0.5, 0.5, 1024, 128, 100, 2)));

    private BuiltInNfCatalog() {
        // Constants and a factory only
    }

    /**
     * Returns the built-in catalog as the {@code nf-catalog} container.
     *
     * @return the catalog, with {@link #VERSION} set
     */
    public static NfCatalog catalog() {
        return new NfCatalogBuilder()
            .setBuiltInCatalogVersion(VERSION)
            .setNfType(BindingMap.of(nfTypes()))
            .build();
    }

    /**
     * Returns the built-in NF types, in the analyser's catalog order.
     *
     * @return every built-in NF type, each with origin {@code built-in}
     * @throws IllegalStateException if a built-in type has no resource demand here
     */
    public static List<NfType> nfTypes() {
        return BuiltInCatalog.nfTypes().stream()
            .map(type -> NfTypeBindings.toBinding(type, NfType.Origin.BuiltIn, demand(type.name()).toBinding()))
            .toList();
    }

    private static NfDemand demand(final String name) {
        final var demand = DEMANDS.get(name);
        if (demand == null) {
            throw new IllegalStateException("Built-in NF type " + name + " has no resource demand");
        }
        return demand;
    }
}
