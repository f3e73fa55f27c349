/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

/**
 * HANDLER_RULE_DELETE (exp_type 5, body 16 + result bytes, action and target 0 on the wire): removes the NF-handler
 * rule with the key (a missing key: RULE_NOT_FOUND).
 *
 * @param sfcId the chain's SFC-ID, unsigned 32-bit
 * @param serviceId the NF's service id, unsigned 32-bit
 * @param result the NF result of the rule, 1 to 64 UTF-8 bytes
 */
public record HandlerRuleDelete(long sfcId, long serviceId, String result) implements ControllerMessage {
    /**
     * Validates the components.
     *
     * @throws IllegalArgumentException if an id or the result is out of range
     */
    public HandlerRuleDelete {
        Checks.uint32("HANDLER_RULE_DELETE sfc id", sfcId);
        Checks.uint32("HANDLER_RULE_DELETE service id", serviceId);
        Checks.name("HANDLER_RULE_DELETE result", result);
    }
}
