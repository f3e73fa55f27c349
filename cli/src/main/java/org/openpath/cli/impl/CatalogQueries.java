/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import static java.util.Objects.requireNonNull;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalog;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfTypeKey;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.Datastore;
import org.openpath.cli.view.NfTypeView;

/**
 * Reads the NF catalog (config datastore).
 */
public final class CatalogQueries {
    /** The NF catalog. */
    public static final DataObjectIdentifier<NfCatalog> CATALOG = DataObjectIdentifier.builder(NfCatalog.class)
        .build();

    private final Datastore datastore;

    /**
     * Creates the queries.
     *
     * @param datastore where to read
     */
    public CatalogQueries(final Datastore datastore) {
        this.datastore = requireNonNull(datastore);
    }

    /**
     * The path of an NF type.
     *
     * @param name the NF type
     * @return the path
     * @throws ConsoleException if the name is not an NF type name
     */
    public static DataObjectIdentifier<NfType> nfTypePath(final String name) throws ConsoleException {
        return CATALOG.toBuilder().child(NfType.class, new NfTypeKey(Names.nfType(name))).build();
    }

    /**
     * Every NF type, by name.
     *
     * @return the NF types
     * @throws ConsoleException if the datastore cannot be read
     */
    public List<NfType> types() throws ConsoleException {
        return datastore.read(LogicalDatastoreType.CONFIGURATION, CATALOG)
            .map(catalog -> catalog.nonnullNfType().values().stream()
                .sorted(Comparator.comparing(type -> type.getName().getValue())).toList())
            .orElse(List.of());
    }

    /**
     * Every NF type, as views.
     *
     * @return the views, by name
     * @throws ConsoleException if the datastore cannot be read
     */
    public List<NfTypeView> views() throws ConsoleException {
        return types().stream().map(CatalogViews::view).toList();
    }

    /**
     * One NF type.
     *
     * @param name the NF type
     * @return it, if it is in the catalog
     * @throws ConsoleException if the datastore cannot be read
     */
    public Optional<NfType> type(final String name) throws ConsoleException {
        return datastore.read(LogicalDatastoreType.CONFIGURATION, nfTypePath(name));
    }

    /**
     * The names of the NF types.
     *
     * @return the names, sorted
     * @throws ConsoleException if the datastore cannot be read
     */
    public List<String> names() throws ConsoleException {
        return types().stream().map(type -> type.getName().getValue()).toList();
    }
}
