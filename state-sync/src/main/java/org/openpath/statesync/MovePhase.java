/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync;

/**
 * The controller's view of a move (the phase typedef of openpath-state-move, docs/state-move.md section 4).
 */
public enum MovePhase {
    /** MOVE_PREPARE sent to the destination; waiting for MOVE_READY. */
    PREPARING,
    /** MOVE_START sent to the source; waiting for MOVE_DONE. */
    TRANSFERRING,
    /** The state is at the destination; the source redirects the moved flows until MOVE_FINISH. */
    REDIRECTING,
    /** MOVE_FINISH sent; waiting for MOVE_COMPLETE. */
    FINISHING,
    /** The destination reported MOVE_COMPLETE. */
    COMPLETED,
    /** The move failed; the source serves the flows with its own state. */
    FAILED;

    /**
     * Tells whether the move is over.
     *
     * @return whether this phase is the last
     */
    public boolean isFinal() {
        return this == COMPLETED || this == FAILED;
    }
}
