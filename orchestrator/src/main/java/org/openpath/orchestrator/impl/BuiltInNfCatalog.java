/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.util.List;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalog;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalogBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfType;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.placement.DemandTable;

/**
 * The NF types the suite ships with, as the {@code nf-catalog} the seeder writes into the config datastore at first
 * boot.
 *
 * <p>The action profiles, descriptions and results are the dependency analyser's {@link BuiltInCatalog} (one source
 * of truth: the paper's Table 2 NFs with their coarse columns verbatim, NFP's per-field profiles, and the security
 * NFs of the paper's dynamic-graph scenarios); each type's resource demand is the placement's
 * {@link DemandTable#builtIn()} (planning defaults an operator is expected to tune).
 */
public final class BuiltInNfCatalog {
    /** Version stamp written to {@code nf-catalog/built-in-catalog-version}. */
    public static final String VERSION = BuiltInCatalog.VERSION;

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
     * @throws IllegalArgumentException if a built-in type has no resource demand in the placement's table
     */
    public static List<NfType> nfTypes() {
        return BuiltInCatalog.nfTypes().stream()
            .map(type -> NfTypeBindings.toBinding(type, NfType.Origin.BuiltIn,
                NfTypeBindings.resourceDemand(DemandTable.builtIn().demand(type.name()))))
            .toList();
    }
}
