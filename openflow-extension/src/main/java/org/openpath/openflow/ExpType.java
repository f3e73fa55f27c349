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
 * The {@code exp_type} values of the experimenter messages (docs/openpath-openflow.md sections 4.2 and 4.3).
 */
public enum ExpType {
    /** NF_BIND, controller to switch. */
    NF_BIND(1),
    /** NF_UNBIND, controller to switch. */
    NF_UNBIND(2),
    /** HANDLER_RULE_ADD, controller to switch. */
    HANDLER_RULE_ADD(3),
    /** HANDLER_RULE_MODIFY, controller to switch. */
    HANDLER_RULE_MODIFY(4),
    /** HANDLER_RULE_DELETE, controller to switch. */
    HANDLER_RULE_DELETE(5),
    /** SKIP_ME, controller to switch. */
    SKIP_ME(6),
    /** REQUEST_ME, controller to switch. */
    REQUEST_ME(7),
    /** CHANGE_DEFAULT, controller to switch. */
    CHANGE_DEFAULT(8),
    /** SET_STATE_REPORT_INTERVAL, controller to switch. */
    SET_STATE_REPORT_INTERVAL(9),
    /** GRAPH_SET, controller to switch (revision 3). */
    GRAPH_SET(0x0A),
    /** NF_SCALE, controller to switch (revision 4). */
    NF_SCALE(0x0B),
    /** NF_UPDATE, switch to controller. */
    NF_UPDATE(0x101),
    /** NF_ALERT, switch to controller. */
    NF_ALERT(0x102),
    /** MESSAGE, switch to controller. */
    MESSAGE(0x103);

    private final long code;

    ExpType(final long code) {
        this.code = code;
    }

    /**
     * Returns the {@code exp_type} value.
     *
     * @return the code
     */
    public long code() {
        return code;
    }

    /**
     * Tells whether the controller sends this message (exp_type 1 to 0x0B) rather than the switch.
     *
     * @return whether it is a {@link ControllerMessage}
     */
    public boolean fromController() {
        return code < 0x100;
    }

    /**
     * Finds the message type of an {@code exp_type} value.
     *
     * @param code the value
     * @return the type, empty for an unknown value
     */
    public static Optional<ExpType> ofCode(final long code) {
        for (var type : values()) {
            if (type.code == code) {
                return Optional.of(type);
            }
        }
        return Optional.empty();
    }
}
