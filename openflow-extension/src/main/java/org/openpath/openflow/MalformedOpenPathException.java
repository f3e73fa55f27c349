/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static java.util.Objects.requireNonNull;

import java.io.Serial;

/**
 * Bytes that are not a valid encoding of the OpenPATH OpenFlow extension (docs/openpath-openflow.md section 5). The
 * {@link #problem()} says which kind of refusal it is, the message names exactly what is wrong.
 */
public final class MalformedOpenPathException extends Exception {
    /**
     * What kind of malformation was found. How a switch answers each depends on where it was found: section 5 maps
     * them to {@code OFPET_BAD_REQUEST} codes for messages, {@code OFPET_BAD_ACTION} codes for actions and
     * {@code OFPET_BAD_MATCH} codes for match fields.
     */
    public enum Problem {
        /** A length that is not as the spec says, or data beyond or short of what is there. */
        BAD_LENGTH,
        /** An unknown OpenFlow message type, exp_type, action type or action subtype. */
        UNKNOWN_TYPE,
        /** An experimenter id other than {@link OpenPathConstants#EXPERIMENTER_ID}. */
        UNKNOWN_EXPERIMENTER,
        /**
         * A value out of range: an enum, count, interval, id, prefix or port range, a string's size, non-zero
         * padding or reserved bits, invalid UTF-8 or JSON.
         */
        BAD_VALUE,
        /** An OXM of another class or with an unknown {@code oxm_field}. */
        BAD_FIELD,
        /** An OXM mask where none is allowed, or a value with bits outside its mask. */
        BAD_MASK,
        /** An OpenFlow version other than 1.3. */
        BAD_VERSION
    }

    @Serial
    private static final long serialVersionUID = 1L;

    private final Problem problem;

    /**
     * Creates the exception.
     *
     * @param problem the kind of problem
     * @param message what exactly is wrong
     */
    public MalformedOpenPathException(final Problem problem, final String message) {
        super(message);
        this.problem = requireNonNull(problem);
    }

    /**
     * Creates the exception with a cause.
     *
     * @param problem the kind of problem
     * @param message what exactly is wrong
     * @param cause the cause
     */
    public MalformedOpenPathException(final Problem problem, final String message, final Throwable cause) {
        super(message, cause);
        this.problem = requireNonNull(problem);
    }

    /**
     * Returns the kind of problem.
     *
     * @return the problem
     */
    public Problem problem() {
        return problem;
    }
}
