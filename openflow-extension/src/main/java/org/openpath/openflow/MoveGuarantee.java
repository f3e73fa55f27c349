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
 * What a state move guarantees (docs/state-move.md section 6; OpenNF's Move).
 */
public enum MoveGuarantee {
    /** NG: packets and state updates during the move may be lost. */
    NO_GUARANTEE(0),
    /** LF: no packet of a moved flow is lost and every state update is reflected at the destination. */
    LOSS_FREE(1),
    /** OP: loss-free, and the destination processes a moved flow's packets in their arrival order. */
    ORDER_PRESERVING(2);

    private final int code;

    MoveGuarantee(final int code) {
        this.code = code;
    }

    public int code() {
        return code;
    }

    /**
     * Tells whether the source locks the move's flows and redirects their packets.
     *
     * @return whether this is LF or OP
     */
    public boolean locks() {
        return this != NO_GUARANTEE;
    }

    /**
     * Finds the guarantee of a wire code.
     *
     * @param code the code
     * @return the guarantee, empty for an unknown code
     */
    public static Optional<MoveGuarantee> ofCode(final int code) {
        for (var guarantee : values()) {
            if (guarantee.code == code) {
                return Optional.of(guarantee);
            }
        }
        return Optional.empty();
    }
}
