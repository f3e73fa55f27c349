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
 * A dynamic rule that cannot apply: a result the NF's type does not report, a send-to target that does not come
 * later in the sequential order, an unknown inserted NF type, or two rules for the same NF and result.
 */
public final class InvalidDynamicRuleException extends ChainValidationException {
    @Serial
    private static final long serialVersionUID = 1L;

    private final DynamicRule rule;

    /**
     * Creates the exception.
     *
     * @param rule the rule
     * @param why what is wrong with it
     */
    public InvalidDynamicRuleException(final DynamicRule rule, final String why) {
        super(rule + ": " + why);
        this.rule = rule;
    }

    /**
     * Returns the invalid rule.
     *
     * @return the rule
     */
    public DynamicRule rule() {
        return rule;
    }
}
