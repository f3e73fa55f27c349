/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import org.opendaylight.openflowplugin.extension.api.ConverterMessageToOFJava;
import org.opendaylight.openflowplugin.extension.api.ExtensionConvertorData;
import org.opendaylight.openflowplugin.extension.api.exception.ConversionException;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.common.types.rev130731.ExperimenterId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.protocol.rev130731.experimenter.core.ExperimenterDataOfChoice;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflowplugin.experimenter.types.rev151020.experimenter.core.message.ExperimenterMessageOfChoice;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.openflow.ExpType;

/**
 * OpenFlowPlugin converter of one controller-to-switch OpenPATH message from its send-experimenter case to the
 * OpenFlowJava case; it also tells OpenFlowPlugin the message's experimenter id and exp_type.
 */
public final class ControllerMessageConverter
        implements ConverterMessageToOFJava<ExperimenterMessageOfChoice, ExperimenterDataOfChoice,
            ExtensionConvertorData> {
    private final ExpType type;

    /**
     * Creates the converter of one message type.
     *
     * @param type the message's exp_type
     */
    public ControllerMessageConverter(final ExpType type) {
        this.type = requireNonNull(type);
    }

    @Override
    public ExperimenterDataOfChoice convert(final ExperimenterMessageOfChoice experimenterMessageCase,
            final ExtensionConvertorData data) throws ConversionException {
        final ExperimenterDataOfChoice ofj;
        try {
            ofj = MessageBindings.toOfj(experimenterMessageCase);
            // validate now, so that a bad message fails the RPC instead of the channel
            MessageBindings.controllerMessage(ofj);
        } catch (IllegalArgumentException e) {
            throw new ConversionException("Invalid OpenPATH " + type + " message: " + e.getMessage(), e);
        }
        return ofj;
    }

    @Override
    public ExperimenterId getExperimenterId() {
        return OxmBindings.EXPERIMENTER;
    }

    @Override
    public Uint32 getType() {
        return Uint32.valueOf(type.code());
    }
}
