/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.state;

/**
 * Encoded NF state that cannot be decoded, or state that cannot be imported; the message names the problem and where
 * it is. Nothing of the refused input was applied.
 */
public final class MalformedStateException extends Exception {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what is wrong, and where
     */
    public MalformedStateException(final String message) {
        super(message);
    }

    /**
     * Creates the exception with its cause.
     *
     * @param message what is wrong, and where
     * @param cause what found it
     */
    public MalformedStateException(final String message, final Throwable cause) {
        super(message, cause);
    }
}
