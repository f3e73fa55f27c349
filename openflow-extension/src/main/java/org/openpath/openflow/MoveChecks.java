/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import org.eclipse.jdt.annotation.Nullable;

/**
 * Validation the state-move records share.
 */
final class MoveChecks {
    private MoveChecks() {
        // static methods only
    }

    /**
     * Checks a state move's id: an unsigned 32-bit number, 0 being reserved (docs/openpath-openflow.md section 7).
     *
     * @param moveId the move id
     * @throws IllegalArgumentException if it is 0 or does not fit 32 bits
     */
    static void moveId(final long moveId) {
        Checks.nonZeroUint32("Move id", moveId);
    }

    /**
     * Checks a count that must not be negative.
     *
     * @param what the name used in the message
     * @param value the value
     * @throws IllegalArgumentException if it is negative
     */
    static void nonNegative(final String what, final long value) {
        if (value < 0) {
            throw new IllegalArgumentException(what + " " + value + " is negative");
        }
    }

    /**
     * Checks a state move's token and endpoint against its mode (docs/openpath-openflow.md section 7).
     *
     * @param mode the mode
     * @param token the token
     * @param endpoint the endpoint
     * @throws IllegalArgumentException if peer to peer lacks a token or endpoint, or relay has one
     */
    static void endpoint(final MoveMode mode, final long token, final @Nullable MoveEndpoint endpoint) {
        if (mode == MoveMode.RELAY) {
            if (token != 0 || endpoint != null) {
                throw new IllegalArgumentException("A relay move has no token and no endpoint");
            }
        } else if (token == 0 || endpoint == null) {
            throw new IllegalArgumentException("A peer-to-peer move needs a token and the destination's endpoint");
        }
    }
}
