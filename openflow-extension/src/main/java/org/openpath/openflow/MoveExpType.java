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
 * The exp_type values of the state-move messages (docs/openpath-openflow.md section 7).
 */
public enum MoveExpType {
    /** MOVE_PREPARE, controller to switch. */
    MOVE_PREPARE(0x21),
    /** MOVE_START, controller to switch. */
    MOVE_START(0x22),
    /** MOVE_FINISH, controller to switch. */
    MOVE_FINISH(0x23),
    /** MOVE_ABORT, controller to switch. */
    MOVE_ABORT(0x24),
    /** MOVE_RELAY, controller to switch. */
    MOVE_RELAY_DOWN(0x25),
    /** MOVE_EXPECT, controller to switch: MOVE_PREPARE with the token the controller chose. */
    MOVE_EXPECT(0x26),
    /** MOVE_READY, switch to controller. */
    MOVE_READY(0x121),
    /** MOVE_DONE, switch to controller. */
    MOVE_DONE(0x122),
    /** MOVE_COMPLETE, switch to controller. */
    MOVE_COMPLETE(0x123),
    /** MOVE_FAILED, switch to controller. */
    MOVE_FAILED(0x124),
    /** MOVE_RELAY, switch to controller. */
    MOVE_RELAY_UP(0x125);

    private final long code;

    MoveExpType(final long code) {
        this.code = code;
    }

    public long code() {
        return code;
    }

    /**
     * Tells whether the controller sends this message.
     *
     * @return whether the exp_type is below 0x100
     */
    public boolean fromController() {
        return code < 0x100;
    }

    /**
     * Finds the type of an exp_type value.
     *
     * @param code the value
     * @return the type, empty when it is no state-move message
     */
    public static Optional<MoveExpType> ofCode(final long code) {
        for (var type : values()) {
            if (type.code == code) {
                return Optional.of(type);
            }
        }
        return Optional.empty();
    }
}
