/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli;

/**
 * A console command could not do what it was asked; the message is what the operator reads, e.g. the commit-time
 * validation's refusal exactly as RESTCONF reports it, or an RPC's error message.
 */
public class ConsoleException extends Exception {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what the operator reads
     */
    public ConsoleException(final String message) {
        super(message);
    }

    /**
     * Creates the exception with its cause.
     *
     * @param message what the operator reads
     * @param cause what went wrong underneath
     */
    public ConsoleException(final String message, final Throwable cause) {
        super(message, cause);
    }
}
