/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.northbound;

/**
 * A body that is not well-formed JSON or XML, or nests deeper than a YANG tree can. The guard leaves such a body to
 * RESTCONF, which refuses it with its own message.
 */
public final class UnreadableBodyException extends Exception {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what is wrong
     * @param cause what the parser threw, or {@code null}
     */
    public UnreadableBodyException(final String message, final Throwable cause) {
        super(message, cause);
    }
}
