/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.exec;

/**
 * Putting state into an {@link NfState} would give an exclusive value (a NAT's public port) to two flows.
 */
public final class StateConflictException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what conflicts, naming both flows and the value
     */
    public StateConflictException(final String message) {
        super(message);
    }
}
