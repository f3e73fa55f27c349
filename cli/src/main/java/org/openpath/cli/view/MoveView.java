/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.view;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.eclipse.jdt.annotation.Nullable;

/**
 * One state move of the operational {@code state-moves} list, as {@code move-list} and {@code move-show} show it:
 * the leaves of the YANG entry, absent ones {@code null}.
 *
 * @param moveId the move id
 * @param chain the chain whose NF moves state
 * @param nf the NF
 * @param sourceNode where the state was
 * @param destinationNode where it goes
 * @param mode peer-to-peer or relay
 * @param guarantee the guarantee asked for
 * @param status signalling, transferring, completed or failed
 * @param phase the phase the move is in
 * @param phases every phase the move entered, in order
 * @param reason why it failed
 * @param failure the failure code's name
 * @param started start time
 * @param finished end time
 * @param moveTime duration in milliseconds
 * @param counters the progress counters
 */
public record MoveView(String moveId, @Nullable String chain, @Nullable String nf, @Nullable String sourceNode,
        @Nullable String destinationNode, @Nullable String mode, @Nullable String guarantee, @Nullable String status,
        @Nullable String phase, List<PhaseChange> phases, @Nullable String reason, @Nullable String failure,
        @Nullable String started, @Nullable String finished, @Nullable Long moveTime, Counters counters) {
    /**
     * Creates a move.
     */
    public MoveView {
        requireNonNull(moveId);
        phases = List.copyOf(phases);
        requireNonNull(counters);
    }

    /**
     * A phase the move entered.
     *
     * @param phase the phase
     * @param at when (YANG date-and-time)
     */
    public record PhaseChange(String phase, @Nullable String at) {
        /**
         * Creates a phase change.
         */
        public PhaseChange {
            requireNonNull(phase);
        }
    }

    /**
     * The progress counters the NF managers report (docs/state-move.md).
     *
     * @param stateChunks state chunks transferred
     * @param stateBytes their bytes
     * @param redirectedPackets packets the source redirected
     * @param forwardedPackets redirected packets the destination processed
     * @param bufferedPackets redirected packets the destination buffered
     * @param heldPackets packets from the destination's switch that waited for their state
     * @param droppedPackets redirected packets the destination did not report received
     * @param reorderedPackets relay mode: packets the controller forwarded out of order
     * @param controllerMessages OpenPATH messages of the controller for the move
     */
    public record Counters(@Nullable Long stateChunks, @Nullable Long stateBytes, @Nullable Long redirectedPackets,
            @Nullable Long forwardedPackets, @Nullable Long bufferedPackets, @Nullable Long heldPackets,
            @Nullable Long droppedPackets, @Nullable Long reorderedPackets, @Nullable Long controllerMessages) {
        /** No counter reported yet. */
        public static final Counters NONE = new Counters(null, null, null, null, null, null, null, null, null);
    }

    /**
     * Whether the move has ended.
     *
     * @return true once it is completed or failed
     */
    public boolean ended() {
        return "completed".equals(phase) || "failed".equals(phase);
    }
}
