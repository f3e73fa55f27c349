/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.state;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.exec.FlowKey;
import org.openpath.analyzer.exec.FlowRecord;
import org.openpath.analyzer.exec.NfState;
import org.openpath.analyzer.exec.SharedState;
import org.openpath.analyzer.exec.StateConflictException;

/**
 * Chunks put into an NF's state (each key's into the instance the key maps to, {@link StatePartition}), with what
 * they replaced, so that an import that fails half-way — or a move that
 * fails after importing some chunks — can be reverted to the state before it. Owned by the datapath thread.
 */
public final class StateImport {
    private record Replaced(FlowKey key, @Nullable FlowRecord previous) {
    }

    private final StateStore store;
    private final StatePartition partition;
    private final List<Replaced> replaced = new ArrayList<>();
    private final Set<FlowKey> remembered = new HashSet<>();
    private boolean sharedTouched;
    private SharedState sharedBefore = SharedState.EMPTY;
    private int applied;

    StateImport(final StateStore store, final StatePartition partition) {
        this.store = store;
        this.partition = partition;
    }

    /**
     * Returns how many chunks this import put.
     *
     * @return the count
     */
    public int applied() {
        return applied;
    }

    /**
     * Puts one chunk, remembering what it replaces.
     *
     * @param chunk the chunk
     * @throws MalformedStateException if the NF does not key its state on the chunk's key fields, or the chunk's
     *         exclusive value (a NAT port) is held by another flow; nothing was put then
     */
    public void apply(final StateChunk chunk) throws MalformedStateException {
        switch (chunk) {
            case StateChunk.Flow flow -> {
                final FlowKey key = flow.key();
                if (store.keyFields() == 0) {
                    throw new MalformedStateException("A " + store.nfType() + " keeps no per-flow state; flow "
                        + key + " cannot be imported");
                }
                if (key.fields() != store.keyFields()) {
                    throw new MalformedStateException("A " + store.nfType() + " keys its state on fields 0x"
                        + Integer.toHexString(store.keyFields()) + "; flow " + key + " has fields 0x"
                        + Integer.toHexString(key.fields()));
                }
                final NfState state = partition.stateOf(key);
                final var previous = state.flow(key);
                try {
                    state.putFlow(key, flow.record());
                } catch (StateConflictException e) {
                    throw new MalformedStateException("Cannot import into " + store.nfType() + ": "
                        + e.getMessage(), e);
                }
                replaced.add(new Replaced(key, previous));
            }
            case StateChunk.Shared shared -> {
                if (!sharedTouched) {
                    sharedBefore = partition.sharedState().shared();
                    sharedTouched = true;
                }
                partition.sharedState().replaceShared(shared.state());
            }
        }
        applied++;
    }

    /**
     * Remembers the state under a key (or the all-flows state) before something other than a chunk changes it —
     * a redirected packet the NF processes during a move — so that {@link #revert()} restores it too.
     *
     * @param key the key, {@code null} for the all-flows state
     */
    public void remember(final @Nullable FlowKey key) {
        if (key == null) {
            if (!sharedTouched) {
                sharedBefore = partition.sharedState().shared();
                sharedTouched = true;
            }
        } else if (remembered.add(key)) {
            replaced.add(new Replaced(key, partition.stateOf(key).flow(key)));
        }
    }

    /**
     * Empties the state a scope covers ({@link StateStore#coveredKeys(StateScope)}, and the all-flows state when the
     * scope has that kind), remembering it so that {@link #revert()} restores it: a copy replaces the destination's
     * state of its scope with the source's, so what the source no longer has does not stay behind.
     *
     * @param scope the scope
     * @return the number of chunks emptied
     */
    public int clear(final StateScope scope) {
        final var covered = store.coveredKeys(scope);
        for (var key : covered) {
            remember(key);
            partition.stateOf(key).removeFlow(key);
        }
        if (store.coversShared(scope)) {
            remember(null);
            partition.sharedState().replaceShared(SharedState.EMPTY);
            return covered.size() + 1;
        }
        return covered.size();
    }

    /**
     * Puts chunks all or nothing: when one cannot be put, those this call put are reverted.
     *
     * @param chunks the chunks
     * @throws MalformedStateException as {@link #apply(StateChunk)}, naming the chunk
     */
    public void applyAll(final List<StateChunk> chunks) throws MalformedStateException {
        final int mark = replaced.size();
        final boolean touched = sharedTouched;
        final var before = sharedBefore;
        final var sharedNow = partition.sharedState().shared();
        final int appliedBefore = applied;
        for (int i = 0; i < chunks.size(); i++) {
            try {
                apply(chunks.get(i));
            } catch (MalformedStateException e) {
                revertTo(mark);
                partition.sharedState().replaceShared(sharedNow);
                sharedBefore = before;
                sharedTouched = touched;
                applied = appliedBefore;
                throw new MalformedStateException("Chunk " + (i + 1) + " of " + chunks.size() + ": "
                    + e.getMessage() + "; nothing of the " + chunks.size() + " chunks was imported", e);
            }
        }
    }

    /**
     * Reverts everything this import put.
     */
    public void revert() {
        revertTo(0);
        remembered.clear();
        if (sharedTouched) {
            partition.sharedState().replaceShared(sharedBefore);
            sharedBefore = SharedState.EMPTY;
            sharedTouched = false;
        }
        applied = 0;
    }

    private void revertTo(final int mark) {
        for (int i = replaced.size() - 1; i >= mark; i--) {
            final var entry = replaced.remove(i);
            final var previous = entry.previous();
            final NfState state = partition.stateOf(entry.key());
            if (previous == null) {
                state.removeFlow(entry.key());
            } else {
                state.putFlow(entry.key(), previous);
            }
        }
    }
}
