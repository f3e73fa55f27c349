/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import java.io.Serial;

/**
 * A chain request the analyser refuses. Its {@link Refusal} says why and names the culprits (OpenPATH paper section
 * 5.1: contradicting templates are an error the operator must see): unknown or duplicate NFs, a template cycle with
 * its path, two conflicting templates, a Priority between NFs that can never share a stage, an invalid template or
 * dynamic rule. The message is the refusal's {@link Refusal#message()}.
 */
public final class ChainValidationException extends Exception {
    @Serial
    private static final long serialVersionUID = 2L;

    private final Refusal refusal;

    /**
     * Creates the exception.
     *
     * @param refusal why the request is refused
     */
    public ChainValidationException(final Refusal refusal) {
        super(refusal.message());
        this.refusal = refusal;
    }

    /**
     * Returns why the request is refused, with its culprits.
     *
     * @return the refusal
     */
    public Refusal refusal() {
        return refusal;
    }
}
