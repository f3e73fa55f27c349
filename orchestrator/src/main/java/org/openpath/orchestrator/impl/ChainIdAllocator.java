/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.util.BitSet;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Allocates the chains' SFC-IDs and publishes every chain's {@link ChainIds} for lookups both ways. An SFC-ID is the
 * smallest free one from 1 up, taken when a chain first appears and free again when it is deleted
 * ({@code docs/orchestrator.md}, wire identifiers). Allocation and publishing happen on the orchestrator's thread;
 * the lookups are thread-safe and see a chain's ids before or after a change, never half of one.
 */
final class ChainIdAllocator {
    /** The SFC-IDs chains have: bit i set = SFC-ID i taken. */
    private final BitSet sfcIds = new BitSet();
    private final Map<String, ChainIds> idsByChain = new ConcurrentHashMap<>();
    private final Map<Long, String> chainBySfcId = new ConcurrentHashMap<>();

    /**
     * Gives a new chain the smallest free SFC-ID and publishes it, with no SERVICE-IDs yet.
     *
     * @param chain the chain's name
     * @return its ids
     * @throws IllegalStateException if no SFC-ID is left
     */
    ChainIds register(final String chain) {
        final int id = sfcIds.nextClearBit(1);
        if (id < 1) {
            throw new IllegalStateException("No SFC-ID left");
        }
        sfcIds.set(id);
        final var ids = new ChainIds(id, Map.of());
        publish(chain, ids);
        return ids;
    }

    /**
     * Publishes a chain's ids, e.g. with the SERVICE-IDs of a new analysis.
     *
     * @param chain the chain's name
     * @param ids its ids, with the SFC-ID {@link #register} gave it
     */
    void publish(final String chain, final ChainIds ids) {
        idsByChain.put(chain, ids);
        chainBySfcId.put(ids.sfcId(), chain);
    }

    /**
     * Forgets a deleted chain and frees its SFC-ID.
     *
     * @param chain the chain's name
     * @param sfcId its SFC-ID
     */
    void release(final String chain, final long sfcId) {
        chainBySfcId.remove(sfcId);
        idsByChain.remove(chain);
        sfcIds.clear((int) sfcId);
    }

    /**
     * The ids of a chain. Thread-safe.
     *
     * @param chain the chain's name
     * @return its ids, empty if there is no such chain
     */
    Optional<ChainIds> ids(final String chain) {
        return Optional.ofNullable(idsByChain.get(chain));
    }

    /**
     * The chain that has an SFC-ID. Thread-safe.
     *
     * @param sfcId the SFC-ID
     * @return the chain's name, empty if no chain has it
     */
    Optional<String> chainOf(final long sfcId) {
        return Optional.ofNullable(chainBySfcId.get(sfcId));
    }

    /**
     * The vertex that has a SERVICE-ID in the chain that has an SFC-ID. Thread-safe.
     *
     * @param sfcId the SFC-ID
     * @param serviceId the SERVICE-ID
     * @return the vertex's name, empty if there is no such chain or vertex
     */
    Optional<String> nfOf(final long sfcId, final long serviceId) {
        return chainOf(sfcId).flatMap(this::ids).filter(ids -> ids.sfcId() == sfcId)
            .flatMap(ids -> ids.nf(serviceId));
    }
}
