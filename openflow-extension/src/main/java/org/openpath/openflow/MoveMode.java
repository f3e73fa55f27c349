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
 * How a state move carries state and redirected packets (docs/state-move.md section 3).
 */
public enum MoveMode {
    /** Straight from the source NF manager to the destination's, over their own TCP channel. */
    PEER_TO_PEER(0),
    /** Through the controller, in MOVE_RELAY messages (the OpenNF baseline). */
    RELAY(1);

    private final int code;

    MoveMode(final int code) {
        this.code = code;
    }

    public int code() {
        return code;
    }

    /**
     * Finds the mode of a wire code.
     *
     * @param code the code
     * @return the mode, empty for an unknown code
     */
    public static Optional<MoveMode> ofCode(final int code) {
        for (var mode : values()) {
            if (mode.code == code) {
                return Optional.of(mode);
            }
        }
        return Optional.empty();
    }
}
