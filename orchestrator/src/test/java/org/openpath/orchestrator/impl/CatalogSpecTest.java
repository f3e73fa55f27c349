/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.NfCatalog;
import org.openpath.analyzer.NfType;
import org.openpath.placement.DemandTable;

/**
 * Which NF types a catalog change touches: added, removed and edited ones, not the others.
 */
class CatalogSpecTest {
    private static final NfCatalog BUILT_IN = BuiltInCatalog.catalog();

    @Test
    void addedRemovedAndEditedTypesChange() {
        final var firewall = BUILT_IN.get("firewall");
        final var edited = new NfType("firewall", "edited", firewall.profile(), firewall.results());
        final var types = BUILT_IN.types().stream()
            .filter(type -> !type.name().equals("nat"))
            .map(type -> type.name().equals("firewall") ? edited : type)
            .toList();
        final var spec = new CatalogSpec(NfCatalog.of(types), new DemandTable(Map.of()));
        assertEquals(Set.of("firewall", "nat"), spec.typesChangedSince(BUILT_IN));
        assertEquals(Set.of("firewall", "nat"), new CatalogSpec(BUILT_IN, new DemandTable(Map.of()))
            .typesChangedSince(NfCatalog.of(types)));
    }

    @Test
    void theSameCatalogChangesNothing() {
        assertEquals(Set.of(), new CatalogSpec(BUILT_IN, new DemandTable(Map.of())).typesChangedSince(BUILT_IN));
        assertEquals(Set.copyOf(BUILT_IN.types().stream().map(NfType::name).toList()),
            CatalogSpec.EMPTY.typesChangedSince(BUILT_IN));
        assertEquals(List.of(), CatalogSpec.EMPTY.types().types());
    }
}
