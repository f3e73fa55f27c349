/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import java.io.Serial;
import java.util.function.Supplier;

/**
 * A chain request, NF catalog or topology configuration the suite refuses. {@link #element()} names the offending
 * element as a path through the YANG data, e.g. {@code service-chain[web]/nf[fw1]/type} or
 * {@code openpath-topology/link[l1]}; {@link #getMessage()} is a sentence naming the problem and the offending values,
 * meant for the operator.
 */
public final class InvalidRequestException extends Exception {
    @Serial
    private static final long serialVersionUID = 1L;

    private final String element;

    /**
     * Creates the exception.
     *
     * @param element a path-like name of the offending element, e.g. {@code service-chain[web]/nf[fw1]/type}
     * @param message what is wrong, naming the offending values
     */
    public InvalidRequestException(final String element, final String message) {
        super(requireNonNull(message));
        this.element = requireNonNull(element);
    }

    /**
     * Creates the exception with the exception that revealed the problem.
     *
     * @param element a path-like name of the offending element
     * @param message what is wrong, naming the offending values
     * @param cause the exception that revealed the problem
     */
    public InvalidRequestException(final String element, final String message, final Throwable cause) {
        super(requireNonNull(message), cause);
        this.element = requireNonNull(element);
    }

    /**
     * Returns a path-like name of the offending element.
     *
     * @return e.g. {@code service-chain[web]/classifier/source-ports} or {@code nf-catalog/nf-type[ids]}
     */
    public String element() {
        return element;
    }

    /**
     * Runs a record constructor, turning its {@link IllegalArgumentException} into an invalid-request error.
     *
     * @param <T> the record type
     * @param element the element being converted
     * @param what what it is, for the message
     * @param constructor builds the record
     * @return the record
     * @throws InvalidRequestException if the constructor refuses the values
     */
    static <T> T guard(final String element, final String what, final Supplier<T> constructor)
            throws InvalidRequestException {
        try {
            return constructor.get();
        } catch (IllegalArgumentException e) {
            throw new InvalidRequestException(element, what + " is invalid: " + e.getMessage(), e);
        }
    }
}
