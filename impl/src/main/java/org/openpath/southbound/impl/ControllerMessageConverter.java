/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.protocol.rev130731.experimenter.core.ExperimenterDataOfChoice;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflowplugin.experimenter.types.rev151020.experimenter.core.message.ExperimenterMessageOfChoice;
import org.openpath.openflow.ExpType;

/**
 * OpenFlowPlugin converter of one controller-to-switch OpenPATH message from its send-experimenter case to the
 * OpenFlowJava case; it also tells OpenFlowPlugin the message's experimenter id and exp_type.
 */
public final class ControllerMessageConverter extends ToSwitchConverter {
    /**
     * Creates the converter of one message type.
     *
     * @param type the message's exp_type
     */
    public ControllerMessageConverter(final ExpType type) {
        super(type.name(), type.code());
    }

    @Override
    ExperimenterDataOfChoice toOfj(final ExperimenterMessageOfChoice message) {
        final var ofj = MessageBindings.toOfj(message);
        // validate now, so that a bad message fails the RPC instead of the channel
        MessageBindings.controllerMessage(ofj);
        return ofj;
    }
}
