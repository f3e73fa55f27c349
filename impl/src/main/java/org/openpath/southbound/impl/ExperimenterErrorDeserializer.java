/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import io.netty.buffer.ByteBuf;
import org.opendaylight.openflowjava.protocol.api.extensibility.OFDeserializer;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.augments.rev150225.ExperimenterIdErrorBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.common.types.rev130731.ExperimenterId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.protocol.rev130731.ErrorMessage;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.protocol.rev130731.ErrorMessageBuilder;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.opendaylight.yangtools.yang.common.Uint8;
import org.openpath.openflow.ExperimenterErrorCode;

/**
 * OpenFlowJava deserializer of OpenPATH experimenter errors (OFPT_ERROR type 0xFFFF with the OpenPATH experimenter
 * id, docs/openpath-openflow.md section 5), so that a switch's refusal fails the request that caused it instead of
 * being dropped. OpenFlowJava hands it the message after the version, type and length.
 */
public final class ExperimenterErrorDeserializer implements OFDeserializer<ErrorMessage> {
    private static final Uint8 OF13 = Uint8.valueOf(4);

    @Override
    public ErrorMessage deserialize(final ByteBuf message) {
        final var xid = Uint32.fromIntBits(message.readInt());
        final int type = message.readUnsignedShort();
        final int code = message.readUnsignedShort();
        final var experimenter = Uint32.fromIntBits(message.readInt());
        final var name = ExperimenterErrorCode.ofCode(code).map(Enum::name).orElse("UNKNOWN_CODE_" + code);
        final var builder = new ErrorMessageBuilder()
            .setVersion(OF13)
            .setXid(xid)
            .setType(Uint16.valueOf(type))
            .setTypeString("EXPERIMENTER")
            .setCode(Uint16.valueOf(code))
            .setCodeString("OPENPATH_" + name)
            .addAugmentation(new ExperimenterIdErrorBuilder().setExperimenter(new ExperimenterId(experimenter))
                .build());
        if (message.readableBytes() > 0) {
            builder.setData(ByteBufs.readRest(message));
        }
        return builder.build();
    }
}
