/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
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
 *
 * <p>It learns what is stored from two sources. The commit cohorts report every commit they validated
 * ({@link #chainsCommitted}, {@link #catalogCommitted}): exact and in commit order, but a cohort registration takes
 * effect asynchronously, so a commit made while it is under way (the built-in catalog seeded by a suite that was
 * just installed, say) reaches no cohort. A read at start and data tree listeners ({@link #chainsRead},
 * {@link #catalogRead}) see that commit, but later than the cohort would; so they count only until a cohort
 * reported a commit of the same container, whose after-image is then the whole truth.
 */
public final class ConfigValidator {
    /**
     * The most chains one transaction (one RESTCONF request) may add or change; removing is not limited. Five times
     * the largest request the suite's tests time (docs/api.md, "Limits and refusals").
     */
    public static final int MAX_CHAINS_PER_REQUEST = 5_000;

    private volatile Map<String, ServiceChain> chains = Map.of();
    private volatile DependencyAnalyzer analyzer = DependencyAnalyzer.of(
        org.openpath.analyzer.NfCatalog.of(java.util.List.of()));
    // guarded by this: whether a cohort reported a commit, after which reads and listeners are stale
    private boolean chainsFromCohort;
    private boolean catalogFromCohort;

    /**
     * Validates the chain requests a transaction writes: those it adds or changes, not the ones it leaves as they
     * were, so that a request's cost follows what it changes, not how many chains are stored.
     *
     * @param written the chains the transaction adds or changes
     * @throws InvalidRequestException naming the first invalid chain and its offending element, or the limit when the
     *     transaction writes more than {@value #MAX_CHAINS_PER_REQUEST} chains
     */
    public void checkChains(final Collection<ServiceChain> written) throws InvalidRequestException {
        if (written.size() > MAX_CHAINS_PER_REQUEST) {
            throw new InvalidRequestException("service-chains", "This request writes " + written.size()
                + " chains; a request writes at most " + MAX_CHAINS_PER_REQUEST + " (send the others in further"
                + " requests)");
        }
        final var current = analyzer;
        for (var chain : written) {
            ChainRequestBindings.check(chain.getName().getValue(), chain, current);
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
     * Records committed chains, as a commit cohort saw them committed.
     *
     * @param after the chains now stored
     */
    public synchronized void chainsCommitted(final @Nullable ServiceChains after) {
        chainsFromCohort = true;
        chains = chainMap(after);
    }

    /**
     * Records stored chains read at start or reported by a data tree listener; ignored once a cohort reported a
     * commit of the chains.
     *
     * @param stored the chains stored
     */
    public synchronized void chainsRead(final @Nullable ServiceChains stored) {
        if (!chainsFromCohort) {
            chains = chainMap(stored);
        }
    }

    /**
     * Records a committed catalog, as a commit cohort saw it committed.
     *
     * @param after the catalog now stored
     */
    public synchronized void catalogCommitted(final @Nullable NfCatalog after) {
        catalogFromCohort = true;
        analyzer = analyzerOf(after);
    }

    /**
     * Records the stored catalog read at start or reported by a data tree listener; ignored once a cohort reported
     * a commit of the catalog.
     *
     * @param stored the catalog stored
     */
    public synchronized void catalogRead(final @Nullable NfCatalog stored) {
        if (!catalogFromCohort) {
            analyzer = analyzerOf(stored);
        }
    }

    private static Map<String, ServiceChain> chainMap(final @Nullable ServiceChains stored) {
        final var map = new HashMap<String, ServiceChain>();
        if (stored != null) {
            stored.nonnullServiceChain().values().forEach(chain -> map.put(chain.getName().getValue(), chain));
        }
        return Map.copyOf(map);
    }

    private static DependencyAnalyzer analyzerOf(final @Nullable NfCatalog stored) {
        try {
            return DependencyAnalyzer.of(CatalogBindings.toCatalog(stored));
        } catch (InvalidRequestException e) {
            // validated before commit; only a catalog written before this validator ran can get here
            return DependencyAnalyzer.of(org.openpath.analyzer.NfCatalog.of(java.util.List.of()));
        }
    }
}
