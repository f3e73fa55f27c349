/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChains;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalog;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopology;
import org.openpath.analyzer.DependencyAnalyzer;

/**
 * Decides whether a configuration change may be committed: chain requests must be valid against the NF catalog
 * (known types, consistent templates, a possible classifier, sound dynamic rules), a catalog edit must leave every
 * stored chain valid, and the topology must be consistent. Holds the committed chains and catalog it validates
 * against; thread-safe (commits of different transactions may be validated concurrently).
 */
public final class ConfigValidator {
    private volatile Map<String, ServiceChain> chains = Map.of();
    private volatile DependencyAnalyzer analyzer = DependencyAnalyzer.of(
        org.openpath.analyzer.NfCatalog.of(java.util.List.of()));

    /**
     * Validates the chain requests a transaction writes.
     *
     * @param before the chains before the transaction
     * @param after the chains after it
     * @throws InvalidRequestException naming the first invalid chain and its offending element
     */
    public void checkChains(final @Nullable ServiceChains before, final @Nullable ServiceChains after)
            throws InvalidRequestException {
        if (after == null) {
            return;
        }
        final var old = before == null ? Map.<Object, ServiceChain>of() : before.nonnullServiceChain();
        final var current = analyzer;
        for (var entry : after.nonnullServiceChain().entrySet()) {
            final var chain = entry.getValue();
            if (!Objects.equals(old.get(entry.getKey()), chain)) {
                ChainRequestBindings.check(chain.getName().getValue(), chain, current);
            }
        }
    }

    /**
     * Validates an NF catalog edit: the new catalog must convert, and every stored chain must stay valid with it.
     *
     * @param after the catalog after the transaction
     * @throws InvalidRequestException naming the offending NF type, or the chain the edit would break
     */
    public void checkCatalog(final @Nullable NfCatalog after) throws InvalidRequestException {
        final var candidate = DependencyAnalyzer.of(CatalogBindings.toCatalog(after));
        for (var chain : chains.values()) {
            final var name = chain.getName().getValue();
            try {
                ChainRequestBindings.check(name, chain, candidate);
            } catch (InvalidRequestException e) {
                throw new InvalidRequestException("nf-catalog", "This NF catalog change would break chain '" + name
                    + "': " + e.getMessage(), e);
            }
        }
    }

    /**
     * Validates the topology configuration.
     *
     * @param after the configuration after the transaction
     * @throws InvalidRequestException naming the offending node or link
     */
    public void checkTopology(final @Nullable OpenpathTopology after) throws InvalidRequestException {
        TopologyBindings.validate(after);
    }

    /**
     * Records committed chains.
     *
     * @param after the chains now stored
     */
    public void chainsCommitted(final @Nullable ServiceChains after) {
        final var map = new HashMap<String, ServiceChain>();
        if (after != null) {
            after.nonnullServiceChain().values().forEach(chain -> map.put(chain.getName().getValue(), chain));
        }
        chains = Map.copyOf(map);
    }

    /**
     * Records a committed catalog.
     *
     * @param after the catalog now stored
     */
    public void catalogCommitted(final @Nullable NfCatalog after) {
        try {
            analyzer = DependencyAnalyzer.of(CatalogBindings.toCatalog(after));
        } catch (InvalidRequestException e) {
            // validated before commit; only a catalog written before this validator ran can get here
            analyzer = DependencyAnalyzer.of(org.openpath.analyzer.NfCatalog.of(java.util.List.of()));
        }
    }
}
