/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.state;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.exec.FlowKey;
import org.openpath.analyzer.exec.NfState;
import org.openpath.analyzer.exec.SharedState;

/**
 * The state of one NF seen as chunks: export and delete by scope, the chunk under a key, and imports
 * ({@link StateImport}). The NF may run as several instances ({@link StatePartition}): the store covers all of them,
 * finding and putting the state under a key in the instance the key maps to. The caller owns the state (the
 * datapath thread).
 */
public final class StateStore {
    private final String nfType;
    private final int keyFields;
    private final StatePartition partition;

    /**
     * Wraps the state of an NF that runs as one instance.
     *
     * @param nfType the instance's catalog NF type
     * @param keyFields the fields its type keys state on ({@code Semantics.flowKeyFields}), 0 for none
     * @param state the state
     */
    public StateStore(final String nfType, final int keyFields, final NfState state) {
        this(nfType, keyFields, StatePartition.single(state));
    }

    /**
     * Wraps the state of an NF that runs as one or more instances.
     *
     * @param nfType the NF's catalog NF type
     * @param keyFields the fields its type keys state on ({@code Semantics.flowKeyFields}), 0 for none
     * @param partition its instances' states, asked again at every use (they may change)
     */
    public StateStore(final String nfType, final int keyFields, final StatePartition partition) {
        this.nfType = requireNonNull(nfType);
        this.keyFields = keyFields;
        this.partition = requireNonNull(partition);
    }

    public String nfType() {
        return nfType;
    }

    public int keyFields() {
        return keyFields;
    }

    /**
     * Returns the key under which the NF keeps a packet's state.
     *
     * @param packet the packet as it reaches the NF
     * @return the key, or {@code null} when the NF keeps no keyed state
     */
    public @Nullable FlowKey keyOf(final org.openpath.analyzer.exec.Packet packet) {
        return keyFields == 0 ? null : FlowKey.of(packet, keyFields);
    }

    /**
     * Returns the keys a scope selects: instance by instance, oldest first within each (one instance: oldest first).
     *
     * @param scope the scope
     * @return the keys with state of a selected kind the filter admits
     */
    public List<FlowKey> keys(final StateScope scope) {
        final List<FlowKey> keys = new ArrayList<>();
        for (var state : partition.states()) {
            for (var key : state.flowKeys()) {
                final var kind = key.perFlow() ? StateKind.PER_FLOW : StateKind.MULTI_FLOW;
                if (scope.kinds().contains(kind) && scope.selects(key)) {
                    keys.add(key);
                }
            }
        }
        return keys;
    }

    /**
     * Returns the chunk under a key now.
     *
     * @param key the key
     * @return the chunk, or {@code null} when the key has no state
     */
    public StateChunk.@Nullable Flow chunk(final FlowKey key) {
        final var record = partition.stateOf(key).flow(key);
        return record == null ? null : new StateChunk.Flow(key, record);
    }

    /**
     * Returns the all-flows state as a chunk.
     *
     * @return the chunk, or {@code null} when the NF has none
     */
    public StateChunk.@Nullable Shared sharedChunk() {
        final SharedState shared = partition.sharedState().shared();
        return shared.isEmpty() ? null : new StateChunk.Shared(shared);
    }

    /**
     * Exports the state a scope selects: the selected keys' chunks in {@link #keys(StateScope)}'s order, then the
     * all-flows chunk when the scope has {@link StateKind#ALL_FLOWS} and the NF has such state.
     *
     * @param scope the scope
     * @return the export
     */
    public StateExport export(final StateScope scope) {
        final List<StateChunk> chunks = new ArrayList<>();
        for (var key : keys(scope)) {
            chunks.add(new StateChunk.Flow(key, requireNonNull(partition.stateOf(key).flow(key))));
        }
        if (scope.kinds().contains(StateKind.ALL_FLOWS)) {
            final var shared = sharedChunk();
            if (shared != null) {
                chunks.add(shared);
            }
        }
        return new StateExport(nfType, chunks);
    }

    /**
     * Deletes the state a scope covers: keys of a selected kind whose every flow the filter covers
     * ({@link StateScope#covers(FlowKey)}), and the all-flows state when the scope has {@link StateKind#ALL_FLOWS}.
     *
     * @param scope the scope
     * @return the number of chunks deleted
     */
    public int delete(final StateScope scope) {
        final var covered = coveredKeys(scope);
        covered.forEach(key -> partition.stateOf(key).removeFlow(key));
        if (coversShared(scope)) {
            partition.sharedState().replaceShared(SharedState.EMPTY);
            return covered.size() + 1;
        }
        return covered.size();
    }

    /**
     * Returns the keys a scope covers: those it selects whose every flow the filter covers
     * ({@link StateScope#covers(FlowKey)}) — what a move deletes at its source and a copy replaces at its
     * destination.
     *
     * @param scope the scope
     * @return the keys, oldest first
     */
    List<FlowKey> coveredKeys(final StateScope scope) {
        return keys(scope).stream().filter(scope::covers).toList();
    }

    /**
     * Tells whether a scope covers the NF's all-flows state, and the NF has such state.
     *
     * @param scope the scope
     * @return whether the all-flows state is the scope's
     */
    boolean coversShared(final StateScope scope) {
        return scope.kinds().contains(StateKind.ALL_FLOWS) && !partition.sharedState().shared().isEmpty();
    }

    /**
     * Starts an import into this NF's state.
     *
     * @return the import, empty so far
     */
    public StateImport startImport() {
        return new StateImport(this, partition);
    }

    /**
     * Imports an export all or nothing.
     *
     * @param export the export
     * @return the number of chunks imported
     * @throws MalformedStateException if the export is of another NF type, or a chunk cannot be imported; nothing was
     *         imported then
     */
    public int importAll(final StateExport export) throws MalformedStateException {
        if (!export.nfType().equals(nfType)) {
            throw new MalformedStateException("State of a " + export.nfType() + " cannot be imported into a "
                + nfType);
        }
        final var running = startImport();
        running.applyAll(export.chunks());
        return export.chunks().size();
    }
}
