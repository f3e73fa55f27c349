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
 * HANDLER_RULE_MODIFY (exp_type 4, body 16 + result bytes): replaces the action and target of an existing NF-handler
 * rule (a missing key: RULE_NOT_FOUND).
 *
 * @param rule the rule
 */
public record HandlerRuleModify(HandlerRule rule) implements ControllerMessage {
    /**
     * Validates the component.
     */
    public HandlerRuleModify {
        requireNonNull(rule, "rule");
    }
}
