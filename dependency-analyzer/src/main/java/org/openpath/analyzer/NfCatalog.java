/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.jdt.annotation.Nullable;

/**
 * An immutable set of NF types, looked up by name (the analyser's view of {@code openpath-nf-catalog:nf-catalog}),
 * OpenPATH paper section 5.2.
 * {@link BuiltInCatalog#catalog()} is the catalog the suite ships with.
 */
public final class NfCatalog {
    private final Map<String, NfType> types;

    private NfCatalog(final Map<String, NfType> types) {
        this.types = types;
    }

    /**
     * Returns a catalog of the given types.
     *
     * @param types the NF types, with distinct names
     * @return the catalog, listing the types in the given order
     * @throws IllegalArgumentException if two types share a name
     */
    public static NfCatalog of(final Collection<NfType> types) {
        final var map = new LinkedHashMap<String, NfType>();
        for (var type : types) {
            if (map.putIfAbsent(type.name(), type) != null) {
                throw new IllegalArgumentException("Duplicate NF type '" + type.name() + "'");
            }
        }
        return new NfCatalog(map);
    }

    /**
     * Returns the type with the given name.
     *
     * @param name an NF type name
     * @return the type, if the catalog has it
     */
    public Optional<NfType> find(final String name) {
        return Optional.ofNullable(types.get(name));
    }

    /**
     * Returns the type with the given name, or {@code null}.
     *
     * @param name an NF type name
     * @return the type, or {@code null}
     */
    public @Nullable NfType get(final String name) {
        return types.get(name);
    }

    /**
     * Returns every type, in catalog order.
     *
     * @return an unmodifiable list
     */
    public List<NfType> types() {
        return List.copyOf(types.values());
    }

    /**
     * Returns a catalog with this catalog's types plus the given ones (replacing same-named types).
     *
     * @param more types to add or replace
     * @return a new catalog
     */
    public NfCatalog with(final Collection<NfType> more) {
        final var map = new LinkedHashMap<>(types);
        more.forEach(type -> map.put(type.name(), type));
        return new NfCatalog(map);
    }

    @Override
    public boolean equals(final @Nullable Object obj) {
        return this == obj || obj instanceof NfCatalog other && types.equals(other.types);
    }

    @Override
    public int hashCode() {
        return types.hashCode();
    }

    @Override
    public String toString() {
        return "NfCatalog" + types.keySet();
    }
}
