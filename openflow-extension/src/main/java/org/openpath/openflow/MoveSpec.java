/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static java.util.Objects.requireNonNull;

import java.util.Set;

/**
 * What a state move is, as MOVE_PREPARE and MOVE_START carry it (docs/openpath-openflow.md section 7).
 *
 * @param moveId the move id, 1 to 2^32 - 1
 * @param sfcId the chain of the NF instance, not 0
 * @param serviceId the NF instance's service id, not 0
 * @param mode peer to peer or relay
 * @param guarantee NG, LF or OP
 * @param optimisations PZ, LL, ER
 * @param scope the state kinds: bit 0 per-flow, bit 1 multi-flow, bit 2 all-flows; not 0
 * @param timeoutMillis how long each side waits for what the move needs next, 100 to 3,600,000 ms
 * @param filter the flows whose state and packets move
 * @param operation move, or copy (the source keeps its state and traffic; only with no guarantee)
 */
public record MoveSpec(long moveId, long sfcId, long serviceId, MoveMode mode, MoveGuarantee guarantee,
        Set<MoveOptimisation> optimisations, int scope, long timeoutMillis, FlowSpec filter,
        MoveOperation operation) {
    /** The shortest timeout. */
    public static final long MIN_TIMEOUT_MILLIS = 100;
    /** The longest timeout. */
    public static final long MAX_TIMEOUT_MILLIS = 3_600_000;

    /**
     * Validates and copies the components.
     *
     * @throws IllegalArgumentException if an id is 0 or out of range, the scope is 0 or has other bits, the
     *         timeout is out of range, or a copy asks for a guarantee
     */
    public MoveSpec {
        MoveChecks.moveId(moveId);
        Checks.nonZeroUint32("SFC-ID", sfcId);
        Checks.nonZeroUint32("SERVICE-ID", serviceId);
        requireNonNull(mode, "mode");
        requireNonNull(guarantee, "guarantee");
        optimisations = Set.copyOf(optimisations);
        if (scope < 1 || scope > 7) {
            throw new IllegalArgumentException("Scope 0x" + Integer.toHexString(scope)
                + " is not a non-empty combination of per-flow (1), multi-flow (2) and all-flows (4)");
        }
        if (timeoutMillis < MIN_TIMEOUT_MILLIS || timeoutMillis > MAX_TIMEOUT_MILLIS) {
            throw new IllegalArgumentException("Move timeout " + timeoutMillis + " ms is outside "
                + MIN_TIMEOUT_MILLIS + ".." + MAX_TIMEOUT_MILLIS);
        }
        requireNonNull(filter, "filter");
        requireNonNull(operation, "operation");
        if (operation == MoveOperation.COPY && guarantee != MoveGuarantee.NO_GUARANTEE) {
            throw new IllegalArgumentException("A copy locks no flow, so it has no guarantee; " + guarantee
                + " is for moves");
        }
    }

    /**
     * A move (not a copy).
     *
     * @param moveId the move id, 1 to 2^32 - 1
     * @param sfcId the chain of the NF instance, not 0
     * @param serviceId the NF instance's service id, not 0
     * @param mode peer to peer or relay
     * @param guarantee NG, LF or OP
     * @param optimisations PZ, LL, ER
     * @param scope the state kinds: bit 0 per-flow, bit 1 multi-flow, bit 2 all-flows; not 0
     * @param timeoutMillis how long each side waits for what the move needs next, 100 to 3,600,000 ms
     * @param filter the flows whose state and packets move
     */
    public MoveSpec(final long moveId, final long sfcId, final long serviceId, final MoveMode mode,
            final MoveGuarantee guarantee, final Set<MoveOptimisation> optimisations, final int scope,
            final long timeoutMillis, final FlowSpec filter) {
        this(moveId, sfcId, serviceId, mode, guarantee, optimisations, scope, timeoutMillis, filter,
            MoveOperation.MOVE);
    }

    /**
     * Tells whether this is a copy.
     *
     * @return whether the source keeps its state
     */
    public boolean isCopy() {
        return operation == MoveOperation.COPY;
    }

    /**
     * Tells whether an optimisation is on.
     *
     * @param optimisation the optimisation
     * @return whether it is in the set
     */
    public boolean has(final MoveOptimisation optimisation) {
        return optimisations.contains(optimisation);
    }
}
