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
 * The {@code exp_code} of an experimenter error ({@code OFPET_EXPERIMENTER}, docs/openpath-openflow.md section 5), a
 * semantic refusal of a controller message.
 */
public enum ExperimenterErrorCode {
    /** An enum, count, interval, prefix or port range out of range; non-zero padding; invalid UTF-8 or JSON. */
    BAD_VALUE(1),
    /** The service id is not bound. */
    UNKNOWN_SERVICE(2),
    /** The service id is bound to another NF type. */
    SERVICE_BOUND(3),
    /** A handler rule with the key exists already. */
    RULE_EXISTS(4),
    /** No handler rule (or SkipMe entry) with the key exists. */
    RULE_NOT_FOUND(5),
    /** The NF type is not in the node's catalog. */
    UNKNOWN_NF_TYPE(6),
    /** NF_SCALE above 1 for an NF whose state belongs to no flow, so that its instances could not split it. */
    NOT_SCALABLE(7);

    private final int code;

    ExperimenterErrorCode(final int code) {
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
     * Finds the error code of a wire code.
     *
     * @param code the code
     * @return the error code, empty for an unknown code
     */
    public static Optional<ExperimenterErrorCode> ofCode(final int code) {
        for (var error : values()) {
            if (error.code == code) {
                return Optional.of(error);
            }
        }
        return Optional.empty();
    }
}
