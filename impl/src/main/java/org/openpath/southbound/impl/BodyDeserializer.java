/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import io.netty.buffer.ByteBuf;
import org.opendaylight.openflowjava.protocol.api.extensibility.OFDeserializer;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.protocol.rev130731.experimenter.core.ExperimenterDataOfChoice;
import org.openpath.openflow.MalformedOpenPathException;

/**
 * What the OpenFlowJava deserializers of OpenPATH's switch-to-controller bodies share: each is registered for one
 * exp_type, OpenFlowJava has read the header, experimenter id and exp_type, the rest of the buffer is the body, and
 * a body that does not decode is reported as malformed input.
 */
abstract class BodyDeserializer implements OFDeserializer<ExperimenterDataOfChoice> {
    private final String typeName;
    private final MalformedInput malformed;

    /**
     * Creates the deserializer of one message type.
     *
     * @param typeName the type's name, for the reports
     * @param malformed where malformed input is reported
     */
    BodyDeserializer(final String typeName, final MalformedInput malformed) {
        this.typeName = requireNonNull(typeName);
        this.malformed = requireNonNull(malformed);
    }

    @Override
    public final ExperimenterDataOfChoice deserialize(final ByteBuf message) {
        final var bytes = ByteBufs.readRest(message);
        try {
            return decode(bytes);
        } catch (MalformedOpenPathException e) {
            throw malformed.report(typeName, bytes, e);
        }
    }

    /**
     * Decodes a body.
     *
     * @param body the body's bytes
     * @return the OpenFlowJava case
     * @throws MalformedOpenPathException if the body is malformed
     */
    abstract ExperimenterDataOfChoice decode(byte[] body) throws MalformedOpenPathException;
}
