/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import java.util.Optional;

/**
 * Why a state move failed (docs/state-move.md section 8): the code of MOVE_FAILED and of the ABORT frame.
 */
public enum MoveFailure {
    /** No NF is bound as (SFC-ID, SERVICE-ID) on the node. */
    UNKNOWN_SERVICE(1),
    /** Another move has this id, or the NF instance is already moving. */
    MOVE_EXISTS(2),
    /** A peer asked for a move the NF manager does not have. */
    UNKNOWN_MOVE(3),
    /** The source could not connect to the destination. */
    PEER_UNREACHABLE(4),
    /** The peer channel closed before the move finished. */
    PEER_LOST(5),
    /** The destination refused the HELLO. */
    PEER_REFUSED(6),
    /** A chunk could not be decoded or imported. */
    STATE_REFUSED(7),
    /** A malformed frame, or a frame out of its place. */
    PROTOCOL(8),
    /** What the move waited for did not come in time. */
    TIMEOUT(9),
    /** The controller aborted the move. */
    ABORTED(10);

    private final int code;

    MoveFailure(final int code) {
        this.code = code;
    }

    public int code() {
        return code;
    }

    /**
     * Finds the failure of a wire code.
     *
     * @param code the code
     * @return the failure, empty for an unknown code
     */
    public static Optional<MoveFailure> ofCode(final int code) {
        for (var failure : values()) {
            if (failure.code == code) {
                return Optional.of(failure);
            }
        }
        return Optional.empty();
    }
}
