/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import java.io.Serial;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Order and Priority templates that require a cycle of NFs each to precede the next (OpenPATH paper section 5.1).
 * Carries the cycle as a path that starts and ends with the same NF, and the template behind every step.
 */
public final class CyclicPolicyException extends ChainValidationException {
    @Serial
    private static final long serialVersionUID = 1L;

    private final List<String> cycle;
    private final List<Template> templates;

    /**
     * Creates the exception.
     *
     * @param cycle the NFs of the cycle, the first repeated at the end, e.g. {@code [a, b, c, a]}
     * @param templates the template that orders each step {@code cycle[i] -> cycle[i + 1]}
     */
    public CyclicPolicyException(final List<String> cycle, final List<Template> templates) {
        super("Templates form a cycle " + String.join(" -> ", cycle) + " through "
            + templates.stream().map(Template::toString).collect(Collectors.joining(", ")));
        if (cycle.size() != templates.size() + 1) {
            throw new IllegalArgumentException("A cycle of " + cycle.size() + " names needs " + (cycle.size() - 1)
                + " templates");
        }
        this.cycle = List.copyOf(cycle);
        this.templates = List.copyOf(templates);
    }

    /**
     * Returns the cycle path, the first NF repeated at the end.
     *
     * @return the NF names
     */
    public List<String> cycle() {
        return cycle;
    }

    /**
     * Returns the template behind each step of the cycle.
     *
     * @return the templates
     */
    public List<Template> templates() {
        return templates;
    }
}
