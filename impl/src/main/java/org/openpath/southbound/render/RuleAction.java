/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import static java.util.Objects.requireNonNull;

import org.openpath.openflow.OpenPathAction;

/**
 * An action of a rendered flow or group bucket: standard OpenFlow 1.3 actions plus the OpenPATH experimenter
 * actions.
 */
public sealed interface RuleAction {
    /**
     * Output to a port.
     *
     * @param port the OpenFlow port
     */
    record Output(long port) implements RuleAction {
    }

    /**
     * Push an 802.1Q header (EtherType 0x8100).
     */
    record PushVlan() implements RuleAction {
    }

    /**
     * Set the VLAN id of the outermost 802.1Q header.
     *
     * @param vid the VLAN id, 1 to 4094
     */
    record SetVlan(int vid) implements RuleAction {
    }

    /**
     * Pop the outermost 802.1Q header.
     */
    record PopVlan() implements RuleAction {
    }

    /**
     * Apply a group.
     *
     * @param groupId the group id
     */
    record Group(long groupId) implements RuleAction {
    }

    /**
     * An OpenPATH experimenter action.
     *
     * @param action the action
     */
    record Extension(OpenPathAction action) implements RuleAction {
        /**
         * Validates.
         */
        public Extension {
            requireNonNull(action);
        }
    }
}
