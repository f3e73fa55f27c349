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
import java.nio.ByteBuffer;
import org.opendaylight.openflowjava.protocol.api.extensibility.HeaderDeserializer;
import org.opendaylight.openflowjava.protocol.api.extensibility.HeaderSerializer;
import org.opendaylight.openflowjava.protocol.api.extensibility.OFDeserializer;
import org.opendaylight.openflowjava.protocol.api.extensibility.OFSerializer;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.common.action.rev150203.actions.grouping.Action;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.common.action.rev150203.actions.grouping.ActionBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.ofj.aug.openpath.action.OfjOpenpathActionCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.ofj.aug.openpath.action.OfjOpenpathActionCaseBuilder;
import org.openpath.openflow.MalformedOpenPathException;
import org.openpath.openflow.OpenPathAction;
import org.openpath.openflow.OpenPathCodec;
import org.openpath.openflow.OpenPathConstants;

/**
 * OpenFlowJava codec of the OpenPATH experimenter actions (docs/openpath-openflow.md section 3). OpenFlowJava hands
 * the deserializer the buffer at the action's type field; it consumes exactly the action's length.
 */
public final class ActionCodec implements OFSerializer<Action>, OFDeserializer<Action>, HeaderSerializer<Action>,
        HeaderDeserializer<Action> {
    private static final int ACTION_HEADER = 8;

    private final MalformedInput malformed;

    /**
     * Creates the codec.
     *
     * @param malformed where malformed input is reported
     */
    public ActionCodec(final MalformedInput malformed) {
        this.malformed = requireNonNull(malformed);
    }

    /**
     * Returns the OpenFlowJava action for a record.
     *
     * @param action the record
     * @return the OpenFlowJava action
     */
    public static Action ofjAction(final OpenPathAction action) {
        return new ActionBuilder()
            .setExperimenterId(OxmBindings.EXPERIMENTER)
            .setActionChoice(new OfjOpenpathActionCaseBuilder().setOpenpathAction(ActionBindings.container(action))
                .build())
            .build();
    }

    @Override
    public void serialize(final Action input, final ByteBuf outBuffer) {
        if (!(input.getActionChoice() instanceof OfjOpenpathActionCase openpath)) {
            throw new IllegalArgumentException("Not an OpenPATH action: " + input);
        }
        outBuffer.writeBytes(OpenPathCodec.encodeAction(ActionBindings.action(openpath)));
    }

    @Override
    public Action deserialize(final ByteBuf message) {
        final int length = message.readableBytes() < Integer.BYTES ? 0
            : message.getUnsignedShort(message.readerIndex() + Short.BYTES);
        final var bytes = ByteBufs.readItem(message, length, ACTION_HEADER);
        try {
            return ofjAction(OpenPathCodec.readAction(ByteBuffer.wrap(bytes)));
        } catch (MalformedOpenPathException e) {
            throw malformed.report("action", bytes, e);
        }
    }

    @Override
    public void serializeHeader(final Action input, final ByteBuf outBuffer) {
        outBuffer.writeShort(OpenPathConstants.ACTION_TYPE_EXPERIMENTER);
        outBuffer.writeShort(ACTION_HEADER);
        outBuffer.writeInt((int) OpenPathConstants.EXPERIMENTER_ID);
    }

    @Override
    public Action deserializeHeader(final ByteBuf message) {
        message.skipBytes(ACTION_HEADER);
        return new ActionBuilder().setExperimenterId(OxmBindings.EXPERIMENTER)
            .setActionChoice(new OfjOpenpathActionCaseBuilder().build()).build();
    }
}
