/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChainStates;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChains;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainStateKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainKey;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.Datastore;
import org.openpath.cli.view.ChainDetail;
import org.openpath.cli.view.ChainRow;

/**
 * Reads chains: requests from the config datastore, what the suite made of them from the operational one.
 */
public final class ChainQueries {
    /** The chain requests. */
    public static final DataObjectIdentifier<ServiceChains> CHAINS =
        DataObjectIdentifier.builder(ServiceChains.class).build();
    /** The chains' states. */
    public static final DataObjectIdentifier<ServiceChainStates> STATES =
        DataObjectIdentifier.builder(ServiceChainStates.class).build();

    private final Datastore datastore;

    /**
     * Creates the queries.
     *
     * @param datastore where to read
     */
    public ChainQueries(final Datastore datastore) {
        this.datastore = requireNonNull(datastore);
    }

    /**
     * The path of a chain request.
     *
     * @param name the chain
     * @return the path
     * @throws ConsoleException if the name is not a chain name
     */
    public static DataObjectIdentifier<ServiceChain> requestPath(final String name) throws ConsoleException {
        return CHAINS.toBuilder().child(ServiceChain.class, new ServiceChainKey(Names.chain(name))).build();
    }

    /**
     * The path of a chain's state.
     *
     * @param name the chain
     * @return the path
     * @throws ConsoleException if the name is not a chain name
     */
    public static DataObjectIdentifier<ServiceChainState> statePath(final String name) throws ConsoleException {
        return STATES.toBuilder().child(ServiceChainState.class, new ServiceChainStateKey(Names.chain(name)))
            .build();
    }

    /**
     * Every chain, requested or with a state, by name.
     *
     * @return the rows
     * @throws ConsoleException if the datastore cannot be read
     */
    public List<ChainRow> rows() throws ConsoleException {
        final var requests = requests();
        final var states = states();
        final var names = new TreeSet<>(requests.keySet());
        names.addAll(states.keySet());
        return names.stream().map(name -> ChainViews.row(name, requests.get(name), states.get(name))).toList();
    }

    /**
     * One chain.
     *
     * @param name the chain
     * @return its detail, empty if it is neither requested nor has a state
     * @throws ConsoleException if the datastore cannot be read
     */
    public Optional<ChainDetail> detail(final String name) throws ConsoleException {
        final var request = datastore.read(LogicalDatastoreType.CONFIGURATION, requestPath(name)).orElse(null);
        final var state = datastore.read(LogicalDatastoreType.OPERATIONAL, statePath(name)).orElse(null);
        if (request == null && state == null) {
            return Optional.empty();
        }
        return Optional.of(ChainViews.detail(name, request, state));
    }

    /**
     * The names of every chain, requested or with a state.
     *
     * @return the names, sorted
     * @throws ConsoleException if the datastore cannot be read
     */
    public List<String> names() throws ConsoleException {
        final var names = new TreeSet<>(requests().keySet());
        names.addAll(states().keySet());
        return List.copyOf(names);
    }

    /**
     * The NFs of a chain: those of its request and those a dynamic rule inserted or may insert (the vertices of its
     * service graph).
     *
     * @param chain the chain
     * @return the NF names, sorted; empty for an unknown chain
     * @throws ConsoleException if the datastore cannot be read
     */
    public List<String> nfNames(final String chain) throws ConsoleException {
        final var names = new TreeSet<String>();
        final var request = datastore.read(LogicalDatastoreType.CONFIGURATION, requestPath(chain));
        request.ifPresent(found -> names.addAll(ChainViews.nfNames(found)));
        final var state = datastore.read(LogicalDatastoreType.OPERATIONAL, statePath(chain));
        state.map(ServiceChainState::getAnalysis).map(analysis -> analysis.getServiceGraph())
            .ifPresent(graph -> graph.nonnullVertex().values()
                .forEach(vertex -> names.add(vertex.getNf().getValue())));
        return List.copyOf(names);
    }

    private Map<String, ServiceChain> requests() throws ConsoleException {
        return datastore.read(LogicalDatastoreType.CONFIGURATION, CHAINS)
            .map(chains -> chains.nonnullServiceChain().values().stream()
                .collect(Collectors.toMap(chain -> chain.getName().getValue(), Function.identity())))
            .orElse(Map.of());
    }

    private Map<String, ServiceChainState> states() throws ConsoleException {
        return datastore.read(LogicalDatastoreType.OPERATIONAL, STATES)
            .map(states -> states.nonnullServiceChainState().values().stream()
                .collect(Collectors.toMap(state -> state.getName().getValue(), Function.identity())))
            .orElse(Map.of());
    }
}
