/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync;

import static java.util.Objects.requireNonNull;

import java.time.Instant;
import java.util.List;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Where one move stands, as the operational state-moves list shows it.
 *
 * @param moveId the move id
 * @param request the request
 * @param phase the phase
 * @param phases every phase entered, in order, with when
 * @param failure the failure code's name, {@code null} unless failed
 * @param reason why it failed, {@code null} unless failed
 * @param started when it started
 * @param finished when it completed or failed, {@code null} before
 * @param chunks state chunks sent (MOVE_DONE), then imported (MOVE_COMPLETE)
 * @param bytes their bytes
 * @param redirected packets redirected by the source when it reported MOVE_DONE
 * @param forwarded packets the destination received from the source (MOVE_COMPLETE)
 * @param buffered packets buffered at the destination, plus at the controller in relay mode
 * @param held packets that reached the destination directly and waited there
 * @param dropped packets reported redirected but not received
 * @param reordered relay mode: packets forwarded after a packet redirected later; {@code null} peer to peer
 * @param messages OpenPATH messages the controller sent or received for the move
 */
public record MoveProgress(long moveId, MoveRequest request, MovePhase phase, List<PhaseChange> phases,
        @Nullable String failure, @Nullable String reason, Instant started, @Nullable Instant finished, long chunks,
        long bytes, long redirected, long forwarded, long buffered, long held, long dropped, @Nullable Long reordered,
        long messages) {
    /**
     * A phase the move entered.
     *
     * @param phase the phase
     * @param at when
     */
    public record PhaseChange(MovePhase phase, Instant at) {
        /**
         * Validates the components.
         */
        public PhaseChange {
            requireNonNull(phase);
            requireNonNull(at);
        }
    }

    /**
     * Validates and copies the components.
     */
    public MoveProgress {
        requireNonNull(request);
        requireNonNull(phase);
        phases = List.copyOf(phases);
        requireNonNull(started);
    }
}
