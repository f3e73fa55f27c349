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
 * A template that is wrong on its own, e.g. {@code Order(a, before, a)}.
 */
public final class InvalidTemplateException extends ChainValidationException {
    @Serial
    private static final long serialVersionUID = 1L;

    private final Template template;

    /**
     * Creates the exception.
     *
     * @param template the template
     * @param why what is wrong with it
     */
    public InvalidTemplateException(final Template template, final String why) {
        super(template + ": " + why);
        this.template = template;
    }

    /**
     * Returns the invalid template.
     *
     * @return the template
     */
    public Template template() {
        return template;
    }
}
