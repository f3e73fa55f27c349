/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import org.opendaylight.openflowplugin.extension.api.ConvertorMessageFromOFJava;
import org.opendaylight.openflowplugin.extension.api.path.MessagePath;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.protocol.rev130731.experimenter.core.ExperimenterDataOfChoice;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflowplugin.experimenter.types.rev151020.experimenter.core.message.ExperimenterMessageOfChoice;

/**
 * OpenFlowPlugin converter of the switch-to-controller OpenPATH messages from their OpenFlowJava case to the case
 * OpenFlowPlugin publishes in {@code experimenter-message-from-dev}.
 */
public final class SwitchMessageConverter implements ConvertorMessageFromOFJava<ExperimenterDataOfChoice, MessagePath> {
    @Override
    public ExperimenterMessageOfChoice convert(final ExperimenterDataOfChoice input, final MessagePath path) {
        return MessageBindings.toSalSwitchMessage(input);
    }
}
