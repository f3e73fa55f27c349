/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.exec;

/**
 * An NF touched a part of the packet its action profile does not declare: the harness's semantics are wrong, or a
 * branch got a packet it must not write (a header copy's payload).
 */
public final class ProfileViolation extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what the NF touched
     */
    public ProfileViolation(final String message) {
        super(message);
    }
}
