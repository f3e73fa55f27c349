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
 * Two templates that cannot both hold: two NFs pinned first (or last), an NF pinned both first and last, or a
 * Position contradicted by an Order or Priority.
 */
public final class ConflictingTemplatesException extends ChainValidationException {
    @Serial
    private static final long serialVersionUID = 1L;

    private final Template first;
    private final Template second;

    /**
     * Creates the exception.
     *
     * @param first one template
     * @param second the template it conflicts with
     * @param why the contradiction
     */
    public ConflictingTemplatesException(final Template first, final Template second, final String why) {
        super(first + " conflicts with " + second + ": " + why);
        this.first = first;
        this.second = second;
    }

    /**
     * Returns one of the two templates.
     *
     * @return the template
     */
    public Template first() {
        return first;
    }

    /**
     * Returns the other template.
     *
     * @return the template
     */
    public Template second() {
        return second;
    }
}
