/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import java.time.Clock;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.orchestrator.impl.ChainState.RunningOn;
import org.openpath.orchestrator.impl.ChainState.Status;
import org.openpath.placement.Placement;

/**
 * The chains the orchestrator tracks, in the order their requests first appeared, and the one way their state
 * reaches the {@link StateSink}: {@link #emit}. Only the orchestrator's thread uses it.
 */
final class ChainTable {
    private final Map<String, TrackedChain> chains = new LinkedHashMap<>();
    private final StateSink sink;
    private final Clock clock;

    /**
     * Creates an empty table.
     *
     * @param sink where chain states go
     * @param clock the time source for last-change
     */
    ChainTable(final StateSink sink, final Clock clock) {
        this.sink = requireNonNull(sink);
        this.clock = requireNonNull(clock);
    }

    /**
     * The chain of a name.
     *
     * @param name the chain's name
     * @return the chain, {@code null} if not tracked
     */
    @Nullable TrackedChain get(final String name) {
        return chains.get(name);
    }

    /**
     * Whether a chain is tracked.
     *
     * @param name the chain's name
     * @return whether it is
     */
    boolean contains(final String name) {
        return chains.containsKey(name);
    }

    /**
     * Starts tracking a chain, after the ones tracked already.
     *
     * @param chain the chain
     */
    void add(final TrackedChain chain) {
        chains.put(chain.name, chain);
    }

    /**
     * Stops tracking a chain.
     *
     * @param name the chain's name
     * @return the chain, {@code null} if it was not tracked
     */
    @Nullable TrackedChain remove(final String name) {
        return chains.remove(name);
    }

    /**
     * The chains, in order. A live view: callers that add or remove chains while iterating take a copy.
     *
     * @return the chains
     */
    Collection<TrackedChain> all() {
        return chains.values();
    }

    /**
     * How many chains there are.
     *
     * @return the number of chains
     */
    int size() {
        return chains.size();
    }

    /**
     * How many chains are placed.
     *
     * @return the number of chains with status placed
     */
    long placedCount() {
        return chains.values().stream().filter(chain -> chain.status == Status.PLACED).count();
    }

    /**
     * The placements of the placed chains (and of those running on backups), in chain order.
     *
     * @return the placements
     */
    List<Placement> placements() {
        return chains.values().stream().map(chain -> chain.placement).filter(Objects::nonNull).toList();
    }

    /**
     * Changes a chain's status and publishes its state.
     *
     * @param chain the chain
     * @param status its status
     * @param reason why, for people
     * @param runningOn which sub-SFCs carry its traffic
     */
    void emit(final TrackedChain chain, final Status status, final String reason, final RunningOn runningOn) {
        sink.chainState(chain.changeTo(status, reason, runningOn, clock));
    }
}
