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
 * The action of an NF-handler rule, "Match: &lt;NF result&gt;, Action: Discard | Send-to | Default"
 * (docs/openpath-openflow.md section 4.2, paper Fig. 14).
 */
public enum HandlerAction {
    /** Drop the packet. */
    DISCARD(0),
    /** Set SERVICE_ID to the rule's target and re-submit the packet to table 0. */
    SEND_TO(1),
    /** Follow the default edge (also what happens when no rule matches). */
    DEFAULT(2);

    private final int code;

    HandlerAction(final int code) {
        this.code = code;
    }

    /**
     * Returns the wire code.
     *
     * @return the code
     */
    public int code() {
        return code;
    }

    /**
     * Finds the action of a wire code.
     *
     * @param code the code
     * @return the action, empty for an unknown code
     */
    public static Optional<HandlerAction> ofCode(final int code) {
        for (var action : values()) {
            if (action.code == code) {
                return Optional.of(action);
            }
        }
        return Optional.empty();
    }
}
