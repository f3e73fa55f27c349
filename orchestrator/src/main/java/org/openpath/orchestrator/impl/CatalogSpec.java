/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.openpath.analyzer.NfCatalog;
import org.openpath.placement.DemandTable;

/**
 * A usable {@code openpath-nf-catalog:nf-catalog} in the form the analyser and the placement take: the analyser's
 * catalog (names, action profiles, results) and the placement's resource demands.
 *
 * @param types the NF types, for the dependency analyser
 * @param demands their resource demands, for the placement
 */
public record CatalogSpec(NfCatalog types, DemandTable demands) {
    /** No NF types: what the orchestrator starts with, and what a deleted catalog becomes. */
    public static final CatalogSpec EMPTY = new CatalogSpec(NfCatalog.of(List.of()), new DemandTable(Map.of()));

    /**
     * Checks.
     */
    public CatalogSpec {
        requireNonNull(types);
        requireNonNull(demands);
    }

    /**
     * The NF types this catalog changes compared with an earlier one: added, removed or edited (profile, description,
     * results). Resource demands are not looked at.
     *
     * @param before the earlier catalog
     * @return the names of the changed types
     */
    public Set<String> typesChangedSince(final NfCatalog before) {
        final var changed = new HashSet<String>();
        for (var type : before.types()) {
            if (!Objects.equals(types.get(type.name()), type)) {
                changed.add(type.name());
            }
        }
        for (var type : types.types()) {
            if (before.get(type.name()) == null) {
                changed.add(type.name());
            }
        }
        return changed;
    }
}
