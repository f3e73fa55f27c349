/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.binding.api.DataTreeChangeListener;
import org.opendaylight.mdsal.binding.api.DataTreeModification;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChainStates;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yangtools.binding.DataObjectReference;
import org.opendaylight.yangtools.concepts.Registration;

/**
 * SFC-IDs and SERVICE-IDs back to chain and NF names, kept from the chains' operational state by a listener, so
 * that naming what a switch reports costs a map lookup instead of a datastore read per message.
 */
public final class ChainIdIndex implements DataTreeChangeListener<ServiceChainState> {
    /**
     * One chain's names.
     *
     * @param chain the chain
     * @param nfs NF names by SERVICE-ID
     */
    record Chain(String chain, Map<Long, String> nfs) {
        Chain {
            nfs = Map.copyOf(nfs);
        }
    }

    private final Map<Long, Chain> bySfcId = new ConcurrentHashMap<>();
    private final Map<String, Long> sfcIdByChain = new ConcurrentHashMap<>();

    /**
     * Starts following the chains' operational state.
     *
     * @param dataBroker the data broker
     * @return the registration
     */
    public Registration register(final DataBroker dataBroker) {
        return dataBroker.registerTreeChangeListener(LogicalDatastoreType.OPERATIONAL,
            DataObjectReference.builder(ServiceChainStates.class).child(ServiceChainState.class).build(), this);
    }

    /**
     * Returns the chain and NF names of wire ids.
     *
     * @param sfcId the SFC-ID
     * @param serviceId the SERVICE-ID
     * @return the names, empty when no chain has them
     */
    public Optional<SwitchMessageHandler.ChainAndNf> names(final long sfcId, final long serviceId) {
        final var chain = bySfcId.get(sfcId);
        if (chain == null) {
            return Optional.empty();
        }
        final var nf = chain.nfs().get(serviceId);
        return nf == null ? Optional.empty() : Optional.of(new SwitchMessageHandler.ChainAndNf(chain.chain(), nf));
    }

    @Override
    public void onDataTreeChanged(final List<DataTreeModification<ServiceChainState>> changes) {
        for (var change : changes) {
            final var name = change.path().firstKeyOf(ServiceChainState.class).getName().getValue();
            update(name, change.getRootNode().dataAfter());
        }
    }

    /**
     * Records a chain's state; {@code null} forgets the chain.
     *
     * @param name the chain
     * @param state its operational state
     */
    void update(final String name, final @Nullable ServiceChainState state) {
        final var previous = sfcIdByChain.remove(name);
        if (previous != null) {
            bySfcId.remove(previous);
        }
        final var sfcId = state == null ? null : state.getSfcId();
        if (sfcId == null) {
            return;
        }
        final var nfs = new HashMap<Long, String>();
        final var analysis = state.getAnalysis();
        final var graph = analysis == null ? null : analysis.getServiceGraph();
        if (graph != null) {
            graph.nonnullVertex().values().forEach(vertex -> {
                if (vertex.getServiceId() != null && vertex.getNf() != null) {
                    nfs.put(vertex.getServiceId().toJava(), vertex.getNf().getValue());
                }
            });
        }
        bySfcId.put(sfcId.toJava(), new Chain(name, nfs));
        sfcIdByChain.put(name, sfcId.toJava());
    }
}
