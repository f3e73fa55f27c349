/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.function.Consumer;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Node;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.NodeBuilder;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.openpath.cli.ConfigTransaction;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.Datastore;
import org.openpath.cli.RestconfJson;

/**
 * The console's config writes: each command's writes in one transaction, validated at commit by the suite's
 * cohorts like a RESTCONF write; a refusal stores nothing and reaches the operator with RESTCONF's message.
 */
public final class ConfigWrites {
    private final Datastore datastore;

    /**
     * Creates the writes.
     *
     * @param datastore where to write
     */
    public ConfigWrites(final Datastore datastore) {
        this.datastore = requireNonNull(datastore);
    }

    /**
     * Stores chain requests built from flags, all or none.
     *
     * @param chains the requests
     * @param replace whether an existing request of the same name is replaced; otherwise it is an error
     * @throws ConsoleException if one exists and may not be replaced, or the commit is refused
     */
    public void addChains(final List<ServiceChain> chains, final boolean replace) throws ConsoleException {
        final var puts = new ArrayList<Put>();
        for (var chain : chains) {
            final var name = chain.getName().getValue();
            final var path = ChainQueries.requestPath(name);
            puts.add(new Put(name, path, tx -> tx.put(path, chain)));
        }
        add(puts, "Chain", replace);
    }

    /**
     * Stores chain requests parsed from a RESTCONF request body, as parsed, all or none.
     *
     * @param chains the requests
     * @param replace whether an existing request of the same name is replaced; otherwise it is an error
     * @throws ConsoleException if one exists and may not be replaced, or the commit is refused
     */
    public void addParsedChains(final List<RestconfJson.Parsed<ServiceChain>> chains, final boolean replace)
            throws ConsoleException {
        add(chains.stream().map(chain -> new Put(chain.binding().getName().getValue(), chain.path(),
            tx -> tx.put(chain))).toList(), "Chain", replace);
    }

    /**
     * Deletes chain requests, all or none.
     *
     * @param names the chains
     * @throws ConsoleException if one is not requested, or the commit is refused
     */
    public void deleteChains(final List<String> names) throws ConsoleException {
        final var paths = new ArrayList<DataObjectIdentifier<ServiceChain>>();
        for (var name : names) {
            paths.add(ChainQueries.requestPath(name));
        }
        delete(paths, names, "chain");
    }

    /**
     * Stores NF types built from flags, all or none.
     *
     * @param types the NF types
     * @param replace whether an existing type of the same name is replaced; otherwise it is an error
     * @throws ConsoleException if one exists and may not be replaced, or the commit is refused
     */
    public void addNfTypes(final List<NfType> types, final boolean replace) throws ConsoleException {
        final var puts = new ArrayList<Put>();
        for (var type : types) {
            final var name = type.getName().getValue();
            final var path = CatalogQueries.nfTypePath(name);
            puts.add(new Put(name, path, tx -> tx.put(path, type)));
        }
        add(puts, "NF type", replace);
    }

    /**
     * Stores NF types parsed from a RESTCONF request body, as parsed, all or none.
     *
     * @param types the NF types
     * @param replace whether an existing type of the same name is replaced; otherwise it is an error
     * @throws ConsoleException if one exists and may not be replaced, or the commit is refused
     */
    public void addParsedNfTypes(final List<RestconfJson.Parsed<NfType>> types, final boolean replace)
            throws ConsoleException {
        add(types.stream().map(type -> new Put(type.binding().getName().getValue(), type.path(),
            tx -> tx.put(type))).toList(), "NF type", replace);
    }

    /**
     * Deletes NF types, all or none. The commit cohort refuses to delete a type a chain uses.
     *
     * @param names the NF types
     * @throws ConsoleException if one is not in the catalog, or the commit is refused
     */
    public void deleteNfTypes(final List<String> names) throws ConsoleException {
        final var paths = new ArrayList<DataObjectIdentifier<NfType>>();
        for (var name : names) {
            paths.add(CatalogQueries.nfTypePath(name));
        }
        delete(paths, names, "NF type");
    }

    /**
     * Sets the admin state of a configured node.
     *
     * @param node the node id
     * @param state the admin state
     * @throws ConsoleException if the node is not configured, or the commit is refused
     */
    public void setAdminState(final String node, final Node.AdminState state) throws ConsoleException {
        final var path = TopologyQueries.nodePath(node);
        datastore.edit(tx -> {
            if (tx.read(path).isEmpty()) {
                throw new ConsoleException("Node '" + node + "' is not configured in openpath-topology: configure it"
                    + " (its capacity) over RESTCONF first");
            }
            tx.merge(path, new NodeBuilder().setNodeId(Names.node(node)).setAdminState(state).build());
        });
    }

    /**
     * One entry to store: its name, where it goes and how it is written.
     */
    private record Put(String name, DataObjectIdentifier<?> path, Consumer<ConfigTransaction> write) {
    }

    private void add(final List<Put> puts, final String what, final boolean replace) throws ConsoleException {
        unique(puts.stream().map(Put::name).toList(), what);
        datastore.edit(tx -> {
            for (var put : puts) {
                if (!replace && tx.read(put.path()).isPresent()) {
                    throw new ConsoleException(what + " '" + put.name() + "' exists: delete it first, or add it with "
                        + "--replace");
                }
                put.write().accept(tx);
            }
        });
    }

    private void delete(final List<? extends DataObjectIdentifier<?>> paths, final List<String> names,
            final String what) throws ConsoleException {
        unique(names, what);
        datastore.edit(tx -> {
            for (int i = 0; i < paths.size(); i++) {
                if (tx.read(paths.get(i)).isEmpty()) {
                    throw new ConsoleException("No " + what + " '" + names.get(i) + "': nothing was deleted");
                }
                tx.delete(paths.get(i));
            }
        });
    }

    private static void unique(final List<String> names, final String what) throws ConsoleException {
        if (names.isEmpty()) {
            throw new ConsoleException("No " + what + " given");
        }
        final var seen = new LinkedHashSet<String>();
        for (var name : names) {
            if (!seen.add(name)) {
                throw new ConsoleException("The " + what + " '" + name + "' is given twice");
            }
        }
    }
}
