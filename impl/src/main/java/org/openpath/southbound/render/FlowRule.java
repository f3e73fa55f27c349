/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * A rendered flow, for table 0 of one switch.
 *
 * @param node the switch
 * @param id the flow id, unique on the switch (it names the chain and the rule)
 * @param priority the priority
 * @param match the match
 * @param actions the apply-actions
 */
public record FlowRule(String node, String id, int priority, RuleMatch match, List<RuleAction> actions) {
    /**
     * Validates and copies.
     */
    public FlowRule {
        requireNonNull(node);
        requireNonNull(id);
        requireNonNull(match);
        actions = List.copyOf(actions);
    }

    /**
     * Returns what identifies the flow in the config inventory.
     *
     * @return {@code node + " " + id}
     */
    public String key() {
        return node + " " + id;
    }

    /**
     * Tells whether only an OpenPATH switch can take the rule.
     *
     * @return whether the match or an action is an OpenPATH extension
     */
    public boolean needsOpenPath() {
        return match.usesOpenPathFields() || actions.stream().anyMatch(RuleAction.Extension.class::isInstance);
    }
}
