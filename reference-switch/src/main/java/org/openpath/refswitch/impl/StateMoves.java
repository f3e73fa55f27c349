/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import org.eclipse.jdt.annotation.Nullable;
import org.openpath.refswitch.state.MalformedStateException;
import org.openpath.refswitch.state.StateChunkCodec;
import org.openpath.refswitch.state.StateScope;
import org.openpath.refswitch.state.StateStore;

/**
 * The NF manager's state operations (docs/state-move.md): export, import and delete of a bound NF's state by scope,
 * run on the datapath thread. Public face of {@link SwitchCore} for them.
 */
public final class StateMoves {
    private final SwitchCore core;

    StateMoves(final SwitchCore core) {
        this.core = core;
    }

    /**
     * Exports the state of a bound NF that a scope selects.
     *
     * @param sfc the chain
     * @param service the NF's service id
     * @param scope the scope
     * @return the export, encoded (docs/state-move.md section 2)
     * @throws IllegalArgumentException if no NF is bound as (sfc, service)
     */
    public byte[] exportState(final long sfc, final long service, final StateScope scope) {
        final var export = core.call(() -> {
            final var store = store(sfc, service);
            return store == null ? null : store.export(scope);
        });
        if (export == null) {
            throw unbound(sfc, service);
        }
        return StateChunkCodec.encodeExport(export);
    }

    /**
     * Imports an export into a bound NF, all or nothing.
     *
     * @param sfc the chain
     * @param service the NF's service id
     * @param export the export, encoded
     * @return the number of chunks imported
     * @throws MalformedStateException if the bytes are not an export, it is of another NF type or a chunk cannot be
     *         imported; nothing was imported then
     * @throws IllegalArgumentException if no NF is bound as (sfc, service)
     */
    public int importState(final long sfc, final long service, final byte[] export) throws MalformedStateException {
        final var decoded = StateChunkCodec.decodeExport(export);
        final Object result = core.call(() -> {
            final var store = store(sfc, service);
            if (store == null) {
                return unbound(sfc, service);
            }
            try {
                return store.importAll(decoded);
            } catch (MalformedStateException e) {
                return e;
            }
        });
        return switch (result) {
            case MalformedStateException e -> throw new MalformedStateException(e.getMessage(), e);
            case IllegalArgumentException e -> throw e;
            default -> (Integer) result;
        };
    }

    /**
     * Deletes the state of a bound NF that a scope covers (docs/state-move.md section 1).
     *
     * @param sfc the chain
     * @param service the NF's service id
     * @param scope the scope
     * @return the number of chunks deleted
     * @throws IllegalArgumentException if no NF is bound as (sfc, service)
     */
    public int deleteState(final long sfc, final long service, final StateScope scope) {
        final Integer deleted = core.call(() -> {
            final var store = store(sfc, service);
            return store == null ? null : store.delete(scope);
        });
        if (deleted == null) {
            throw unbound(sfc, service);
        }
        return deleted;
    }

    private @Nullable StateStore store(final long sfc, final long service) {
        final var binding = core.nf().binding(sfc, service);
        return binding == null ? null : binding.store();
    }

    private static IllegalArgumentException unbound(final long sfc, final long service) {
        return new IllegalArgumentException("No NF is bound as service " + service + " of chain " + sfc);
    }
}
