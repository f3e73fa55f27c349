/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.exec;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The state of one NF instance, as OpenNF splits it: per-flow and multi-flow state under {@link FlowKey}s (a NAT's
 * bindings, a firewall's connections, a load balancer's sticky backends, a monitor's or IDS's counters), and
 * all-flows state — an accumulator, a counter and a table — for NFs whose state belongs to no flow (a wan optimiser's
 * dictionary, a VPN's tunnel counter). Keyed state can be read, replaced and removed from outside the NF, which is
 * what exporting, importing and moving state between instances needs. Not thread-safe.
 *
 * <p>Exclusive values (a NAT's public ports, {@link FlowRecord#exclusive()}) are claimed in a registry that several
 * states can share ({@link #sharingClaims()}): the instances an NF manager runs of one NF then never hand out the
 * same value twice, and a record keeps its value when it moves between them.
 */
public final class NfState {
    long acc;
    long counter;
    final Map<Long, Long> table = new HashMap<>();

    private final Map<FlowKey, FlowRecord> flows = new LinkedHashMap<>();
    private final Map<Long, FlowKey> claims;

    /**
     * Creates an empty state with its own registry of exclusive values.
     */
    public NfState() {
        this(new HashMap<>());
    }

    private NfState(final Map<Long, FlowKey> claims) {
        this.claims = claims;
    }

    /**
     * Returns a new, empty state that shares this state's registry of exclusive values: a value a key holds
     * exclusively in one of the states sharing the registry is held for all of them, so {@link #putFlow} refuses it
     * for another key in any of them and a NAT in any of them does not allocate it. The states share nothing else;
     * each key's state should be in one of them only (the registry holds one key per value).
     *
     * @return the new state
     */
    public NfState sharingClaims() {
        return new NfState(claims);
    }

    /**
     * Returns the state under a key.
     *
     * @param key the key
     * @return the record, or {@code null}
     */
    public @Nullable FlowRecord flow(final FlowKey key) {
        return flows.get(key);
    }

    /**
     * Puts the state under a key, replacing what was there.
     *
     * @param key the key
     * @param record the record
     * @throws StateConflictException if the record's value is exclusive and another key holds it
     */
    public void putFlow(final FlowKey key, final FlowRecord record) {
        final FlowKey holder = exclusiveHolder(key, record);
        if (holder != null) {
            throw new StateConflictException("Value " + record.value() + " of flow " + key
                + " is already held by flow " + holder);
        }
        final FlowRecord previous = flows.put(key, record);
        if (previous != null && previous.exclusive()) {
            claims.remove(previous.value());
        }
        if (record.exclusive()) {
            claims.put(record.value(), key);
        }
    }

    /**
     * Returns the key that already holds a record's exclusive value, if another key does (in this state or in one
     * sharing its registry, {@link #sharingClaims()}).
     *
     * @param key the key the record would go under
     * @param record the record
     * @return the other key, or {@code null} when the record can go under the key
     */
    public @Nullable FlowKey exclusiveHolder(final FlowKey key, final FlowRecord record) {
        if (!record.exclusive()) {
            return null;
        }
        final FlowKey holder = claims.get(record.value());
        return holder == null || holder.equals(key) ? null : holder;
    }

    /**
     * Removes the state under a key.
     *
     * @param key the key
     * @return the removed record, or {@code null}
     */
    public @Nullable FlowRecord removeFlow(final FlowKey key) {
        final FlowRecord removed = flows.remove(key);
        if (removed != null && removed.exclusive()) {
            claims.remove(removed.value());
        }
        return removed;
    }

    /**
     * Returns the keys with state, oldest first.
     *
     * @return a snapshot of the keys
     */
    public List<FlowKey> flowKeys() {
        return new ArrayList<>(flows.keySet());
    }

    /**
     * Returns how many keys have state.
     *
     * @return the count
     */
    public int flowCount() {
        return flows.size();
    }

    /**
     * Returns the lowest value at or above a floor that no key holds exclusively (a NAT's next free port).
     *
     * @param floor the floor
     * @return the value
     */
    long firstUnclaimed(final long floor) {
        long value = floor;
        while (claims.containsKey(value)) {
            value++;
        }
        return value;
    }

    /**
     * Returns the all-flows state.
     *
     * @return a snapshot
     */
    public SharedState shared() {
        return new SharedState(acc, counter, table);
    }

    /**
     * Replaces the all-flows state.
     *
     * @param state the new all-flows state
     */
    public void replaceShared(final SharedState state) {
        acc = state.acc();
        counter = state.counter();
        table.clear();
        table.putAll(state.table());
    }
}
