/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainRequest;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalog;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopology;

/**
 * Test support for the benchmarks in {@code org.openpath.orchestrator.bench}: exposes the package-private conversions
 * the real {@link OrchestratorService} performs on what it reads and {@link StateWriter} performs before it writes a
 * chain's state.
 */
public final class BenchSupport {
    private BenchSupport() {
        // static only
    }

    /**
     * Converts a chain's state to its YANG binding, as {@link StateWriter} does.
     *
     * @param state the state
     * @return the binding
     */
    public static ServiceChainState toBinding(final ChainState state) {
        return StateWriter.toBinding(state);
    }

    /**
     * Converts chain requests to what the orchestrator takes, as {@link OrchestratorService} does.
     *
     * @param requests chain name to its request, or {@code null} when deleted
     * @return the requests in plain Java
     */
    public static Map<String, @Nullable RequestedChain> toRequested(
            final Map<String, @Nullable ChainRequest> requests) {
        return ChainRequestBindings.toRequested(requests);
    }

    /**
     * Converts an NF catalog to what the orchestrator takes, as {@link OrchestratorService} does.
     *
     * @param catalog the catalog
     * @return the catalog in plain Java
     * @throws InvalidRequestException if the orchestrator cannot use it
     */
    public static CatalogSpec toSpec(final NfCatalog catalog) throws InvalidRequestException {
        return CatalogBindings.toSpec(catalog);
    }

    /**
     * Converts a topology configuration to what the orchestrator takes, as {@link OrchestratorService} does.
     *
     * @param topology the configuration
     * @return the configuration in plain Java
     * @throws InvalidRequestException if the orchestrator cannot use it
     */
    public static TopologySpec toSpec(final OpenpathTopology topology) throws InvalidRequestException {
        return TopologyBindings.toSpec(topology);
    }
}
