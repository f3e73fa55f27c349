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
 * A status NF_UPDATE reports for a bound NF (docs/openpath-openflow.md section 4.3).
 */
public enum NfStatus {
    /** The NF is up. */
    UP(0),
    /** The NF is down. */
    DOWN(1),
    /** The NF is overloaded. */
    OVERLOADED(2),
    /** The service id is no longer bound (sent once after NF_UNBIND). */
    UNBOUND(3);

    private final int code;

    NfStatus(final int code) {
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
     * Finds the status of a wire code.
     *
     * @param code the code
     * @return the status, empty for an unknown code
     */
    public static Optional<NfStatus> ofCode(final int code) {
        for (var status : values()) {
            if (status.code == code) {
                return Optional.of(status);
            }
        }
        return Optional.empty();
    }
}
