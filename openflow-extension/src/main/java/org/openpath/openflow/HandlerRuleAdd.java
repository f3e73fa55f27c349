/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static java.util.Objects.requireNonNull;

/**
 * HANDLER_RULE_ADD (exp_type 3, body 16 + result bytes): installs a new NF-handler rule (an existing key: RULE_EXISTS).
 *
 * @param rule the rule
 */
public record HandlerRuleAdd(HandlerRule rule) implements ControllerMessage {
    /**
     * Validates the component.
     */
    public HandlerRuleAdd {
        requireNonNull(rule, "rule");
    }
}
