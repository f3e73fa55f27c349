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
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.augments.rev150225.experimenter.id.match.entry.ExperimenterIdCaseBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.augments.rev150225.experimenter.id.match.entry.experimenter.id._case.ExperimenterBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.oxm.rev150225.ExperimenterClass;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.oxm.rev150225.match.entries.grouping.MatchEntry;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.oxm.rev150225.match.entries.grouping.MatchEntryBuilder;
import org.openpath.openflow.MalformedOpenPathException;
import org.openpath.openflow.OpenPathCodec;
import org.openpath.openflow.OpenPathConstants;
import org.openpath.openflow.OxmField;

/**
 * OpenFlowJava codec of the OpenPATH experimenter match fields (docs/openpath-openflow.md section 2), one instance
 * for all five fields: the bytes say which field they carry. Serialization writes FLOW_MODs, deserialization reads
 * flow statistics and flow-removed messages.
 */
public final class OxmCodec implements OFSerializer<MatchEntry>, OFDeserializer<MatchEntry>,
        HeaderSerializer<MatchEntry>, HeaderDeserializer<MatchEntry> {
    private static final int OXM_HEADER = 4;

    private final MalformedInput malformed;

    /**
     * Creates the codec.
     *
     * @param malformed where malformed input is reported
     */
    public OxmCodec(final MalformedInput malformed) {
        this.malformed = requireNonNull(malformed);
    }

    @Override
    public void serialize(final MatchEntry input, final ByteBuf outBuffer) {
        outBuffer.writeBytes(OpenPathCodec.encodeOxm(OxmBindings.fromEntry(input)));
    }

    @Override
    public MatchEntry deserialize(final ByteBuf message) {
        final int length = message.readableBytes() < OXM_HEADER ? 0
            : OXM_HEADER + message.getUnsignedByte(message.readerIndex() + OXM_HEADER - 1);
        final var bytes = ByteBufs.readItem(message, length, OXM_HEADER);
        try {
            return OxmBindings.entry(OpenPathCodec.readOxm(ByteBuffer.wrap(bytes)));
        } catch (MalformedOpenPathException e) {
            throw malformed.report("match field", bytes, e);
        }
    }

    @Override
    public void serializeHeader(final MatchEntry input, final ByteBuf outBuffer) {
        final var field = OxmBindings.field(input.getOxmMatchField());
        final boolean hasMask = Boolean.TRUE.equals(input.getHasMask());
        outBuffer.writeShort(OpenPathConstants.OXM_CLASS_EXPERIMENTER);
        outBuffer.writeByte(field.code() << 1 | (hasMask ? 1 : 0));
        outBuffer.writeByte(Integer.BYTES + field.valueBytes() * (hasMask ? 2 : 1));
        outBuffer.writeInt((int) OpenPathConstants.EXPERIMENTER_ID);
    }

    @Override
    public MatchEntry deserializeHeader(final ByteBuf message) {
        message.skipBytes(Short.BYTES);
        final int fieldAndMask = message.readUnsignedByte();
        message.skipBytes(Byte.BYTES + Integer.BYTES);
        final var field = OxmField.ofCode(fieldAndMask >>> 1).orElseThrow(() -> new IllegalArgumentException(
            "Unknown OpenPATH match field " + (fieldAndMask >>> 1)));
        return new MatchEntryBuilder()
            .setOxmClass(ExperimenterClass.VALUE)
            .setOxmMatchField(OxmBindings.ofjField(field))
            .setHasMask((fieldAndMask & 1) != 0)
            .setMatchEntryValue(new ExperimenterIdCaseBuilder()
                .setExperimenter(new ExperimenterBuilder().setExperimenter(OxmBindings.EXPERIMENTER).build())
                .build())
            .build();
    }
}
