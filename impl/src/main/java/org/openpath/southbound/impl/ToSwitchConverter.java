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

/**
 * What the OpenFlowPlugin converters of OpenPATH's controller-to-switch messages share: each is registered for one
 * exp_type, which (with OpenPATH's experimenter id) it tells the plugin, and a message that is invalid fails the RPC
 * that sends it, not the channel.
 */
abstract class ToSwitchConverter implements ConverterMessageToOFJava<ExperimenterMessageOfChoice,
        ExperimenterDataOfChoice, ExtensionConvertorData> {
    private final String typeName;
    private final Uint32 code;

    /**
     * Creates the converter of one message type.
     *
     * @param typeName the type's name, for the errors
     * @param code the type's exp_type
     */
    ToSwitchConverter(final String typeName, final long code) {
        this.typeName = requireNonNull(typeName);
        this.code = Uint32.valueOf(code);
    }

    @Override
    public final ExperimenterDataOfChoice convert(final ExperimenterMessageOfChoice message,
            final ExtensionConvertorData data) throws ConversionException {
        try {
            return toOfj(message);
        } catch (IllegalArgumentException e) {
            throw new ConversionException("Invalid OpenPATH " + typeName + " message: " + e.getMessage(), e);
        }
    }

    /**
     * Converts and checks a message.
     *
     * @param message the send-experimenter case
     * @return the OpenFlowJava case
     * @throws ConversionException if the case is not one this converter knows
     * @throws IllegalArgumentException if the message is invalid
     */
    abstract ExperimenterDataOfChoice toOfj(ExperimenterMessageOfChoice message) throws ConversionException;

    @Override
    public final ExperimenterId getExperimenterId() {
        return OxmBindings.EXPERIMENTER;
    }

    @Override
    public final Uint32 getType() {
        return code;
    }
}
