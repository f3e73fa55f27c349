/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static org.openpath.refswitch.impl.OfError.BAD_ACTION;
import static org.openpath.refswitch.impl.OfError.BAD_INSTRUCTION;
import static org.openpath.refswitch.impl.OfError.BAD_MATCH;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.openpath.openflow.OpenPathConstants;
import org.openpath.refswitch.Action;
import org.openpath.refswitch.Instruction;
import org.openpath.refswitch.MatchField;
import org.openpath.refswitch.OxmField;

/**
 * Decoder and encoder of OpenFlow 1.3.5 matches (section 7.2.3), instructions (7.2.4) and actions (7.2.5), with the
 * OpenPATH OXM fields and actions through {@link OpenPathWire}. Every refusal is an {@link OfError} with the code the
 * specifications name.
 */
final class FlowCodec {
    private FlowCodec() {
        // Utility class
    }

    /**
     * A parsed {@code ofp_match}.
     *
     * @param fields the fields in wire order
     * @param raw the structure as received, padding included
     */
    record ParsedMatch(List<MatchField> fields, byte[] raw) {
        ParsedMatch {
            fields = List.copyOf(fields);
        }
    }

    /**
     * Reads an {@code ofp_match} and its padding.
     *
     * @param buf the buffer at the match
     * @return the match
     * @throws OfError on a malformed match
     */
    static ParsedMatch readMatch(final ByteBuffer buf) throws OfError {
        if (buf.remaining() < 4) {
            throw new OfError(BAD_MATCH, OfError.BMC_BAD_LEN);
        }
        final int start = buf.position();
        final int type = buf.getShort(start) & 0xFFFF;
        final int length = buf.getShort(start + 2) & 0xFFFF;
        if (type != 1) {
            throw new OfError(BAD_MATCH, OfError.BMC_BAD_TYPE);
        }
        final int padded = (length + 7) / 8 * 8;
        if (length < 4 || padded > buf.remaining()) {
            throw new OfError(BAD_MATCH, OfError.BMC_BAD_LEN);
        }
        final var oxms = buf.slice(start + 4, length - 4);
        final List<MatchField> fields = new ArrayList<>();
        final var seen = EnumSet.noneOf(OxmField.class);
        while (oxms.hasRemaining()) {
            final var field = readOxm(oxms, BAD_MATCH, OfError.BMC_BAD_FIELD, OfError.BMC_BAD_LEN);
            if (!seen.add(field.field())) {
                throw new OfError(BAD_MATCH, OfError.BMC_DUP_FIELD);
            }
            fields.add(field);
        }
        final byte[] raw = new byte[padded];
        buf.get(raw);
        return new ParsedMatch(fields, raw);
    }

    /**
     * Reads one OXM TLV.
     *
     * @param buf the buffer at the TLV
     * @param errType the error type for refusals
     * @param badField the code for an unknown field
     * @param badLen the code for a bad length
     * @return the field
     * @throws OfError on a malformed TLV
     */
    static MatchField readOxm(final ByteBuffer buf, final int errType, final int badField, final int badLen)
            throws OfError {
        if (buf.remaining() < 4) {
            throw new OfError(errType, badLen);
        }
        if ((buf.getShort(buf.position()) & 0xFFFF) == OpenPathConstants.OXM_CLASS_EXPERIMENTER) {
            return OpenPathWire.readOxm(buf, errType, badField, badLen);
        }
        final int header = buf.getInt();
        final int oxmClass = header >>> 16;
        final int fieldCode = header >>> 9 & 0x7F;
        final boolean hasMask = (header & 0x100) != 0;
        final int length = header & 0xFF;
        if (length > buf.remaining()) {
            throw new OfError(errType, badLen);
        }
        final var body = buf.slice(buf.position(), length);
        buf.position(buf.position() + length);
        final var field = oxmClass == OxmField.OFPXMC_OPENFLOW_BASIC ? OxmField.of(oxmClass, fieldCode) : null;
        if (field == null) {
            throw new OfError(errType, badField);
        }
        return readValue(field, hasMask, body, errType, badLen);
    }

    static MatchField readValue(final OxmField field, final boolean hasMask, final ByteBuffer body,
            final int errType, final int badLen) throws OfError {
        if (body.remaining() != field.size() * (hasMask ? 2 : 1)) {
            throw new OfError(errType, badLen);
        }
        if (hasMask && !field.maskable()) {
            throw new OfError(errType, errType == BAD_MATCH ? OfError.BMC_BAD_MASK : OfError.BAC_BAD_SET_ARGUMENT);
        }
        final long value = readN(body, field.size());
        if (!hasMask) {
            return MatchField.exact(field, value);
        }
        final long mask = readN(body, field.size());
        if ((value & ~mask) != 0) {
            throw new OfError(errType, OfError.BMC_BAD_WILDCARDS);
        }
        return MatchField.masked(field, value, mask);
    }

    private static long readN(final ByteBuffer buf, final int size) {
        long value = 0;
        for (int i = 0; i < size; i++) {
            value = value << 8 | buf.get() & 0xFF;
        }
        return value;
    }

    /**
     * Writes one OXM TLV.
     *
     * @param out the writer
     * @param field the field
     */
    static void writeOxm(final MessageWriter out, final MatchField field) {
        final var kind = field.field();
        final var openPath = kind.openPathField();
        if (openPath.isPresent()) {
            out.bytes(OpenPathWire.encodeOxm(openPath.orElseThrow(), field));
            return;
        }
        out.u16(kind.oxmClass()).u8(kind.field() << 1 | (field.masked() ? 1 : 0))
            .u8(kind.size() * (field.masked() ? 2 : 1));
        out.uN(field.value(), kind.size());
        if (field.masked()) {
            out.uN(field.mask(), kind.size());
        }
    }

    /**
     * Writes an {@code ofp_match} with its padding.
     *
     * @param out the writer
     * @param fields the fields
     */
    static void writeMatch(final MessageWriter out, final List<MatchField> fields) {
        final int start = out.position();
        out.u16(1).u16(0);
        fields.forEach(field -> writeOxm(out, field));
        out.putU16(start + 2, out.position() - start);
        out.padTo8(start);
    }

    /**
     * Reads an instruction list.
     *
     * @param buf the buffer holding exactly the instructions
     * @param tableId the table the flow goes to, for goto-table checks
     * @param tables the number of tables
     * @return the instructions
     * @throws OfError on a malformed or unsupported instruction or action
     */
    static List<Instruction> readInstructions(final ByteBuffer buf, final int tableId, final int tables)
            throws OfError {
        final List<Instruction> result = new ArrayList<>();
        while (buf.hasRemaining()) {
            if (buf.remaining() < 4) {
                throw new OfError(BAD_INSTRUCTION, OfError.BIC_BAD_LEN);
            }
            final int start = buf.position();
            final int type = buf.getShort(start) & 0xFFFF;
            final int len = buf.getShort(start + 2) & 0xFFFF;
            if (len < 8 || len % 8 != 0 || len > buf.remaining()) {
                throw new OfError(BAD_INSTRUCTION, OfError.BIC_BAD_LEN);
            }
            final var body = buf.slice(start + 4, len - 4);
            buf.position(start + len);
            result.add(switch (type) {
                case 1 -> {
                    final int next = body.get() & 0xFF;
                    if (len != 8 || next <= tableId || next >= tables) {
                        throw new OfError(BAD_INSTRUCTION, len != 8 ? OfError.BIC_BAD_LEN : OfError.BIC_BAD_TABLE_ID);
                    }
                    yield new Instruction.GotoTable(next);
                }
                case 2 -> {
                    if (len != 24) {
                        throw new OfError(BAD_INSTRUCTION, OfError.BIC_BAD_LEN);
                    }
                    body.getInt();
                    yield new Instruction.WriteMetadata(body.getLong(), body.getLong());
                }
                case 3 -> new Instruction.WriteActions(readActions(body.position(4), false));
                case 4 -> new Instruction.ApplyActions(readActions(body.position(4), false));
                case 5 -> {
                    if (len != 8) {
                        throw new OfError(BAD_INSTRUCTION, OfError.BIC_BAD_LEN);
                    }
                    yield new Instruction.ClearActions();
                }
                case 6, 0xFFFF -> throw new OfError(BAD_INSTRUCTION, OfError.BIC_UNSUP_INST);
                default -> throw new OfError(BAD_INSTRUCTION, OfError.BIC_UNKNOWN_INST);
            });
        }
        return result;
    }

    /**
     * Reads an action list.
     *
     * @param buf the buffer holding exactly the actions
     * @param packetOut whether output to TABLE is allowed
     * @return the actions
     * @throws OfError on a malformed or unsupported action
     */
    static List<Action> readActions(final ByteBuffer buf, final boolean packetOut) throws OfError {
        final List<Action> result = new ArrayList<>();
        while (buf.hasRemaining()) {
            if (buf.remaining() < 4) {
                throw new OfError(BAD_ACTION, OfError.BAC_BAD_LEN);
            }
            final int start = buf.position();
            final int type = buf.getShort(start) & 0xFFFF;
            final int len = buf.getShort(start + 2) & 0xFFFF;
            if (len < 8 || len % 8 != 0 || len > buf.remaining()) {
                throw new OfError(BAD_ACTION, OfError.BAC_BAD_LEN);
            }
            final var body = buf.slice(start + 4, len - 4);
            buf.position(start + len);
            result.add(type == 0xFFFF ? OpenPathWire.readAction(buf.slice(start, len))
                : readAction(type, len, body, packetOut));
        }
        return result;
    }

    private static Action readAction(final int type, final int len, final ByteBuffer body, final boolean packetOut)
            throws OfError {
        return switch (type) {
            case 0 -> {
                checkLen(len, 16);
                final long port = body.getInt() & 0xFFFFFFFFL;
                final int maxLen = body.getShort() & 0xFFFF;
                if (port == 0 || port > OfConstants.PORT_MAX && port != OfConstants.PORT_IN_PORT
                    && port != OfConstants.PORT_FLOOD && port != OfConstants.PORT_ALL
                    && port != OfConstants.PORT_CONTROLLER && !(packetOut && port == OfConstants.PORT_TABLE)) {
                    throw new OfError(BAD_ACTION, OfError.BAC_BAD_OUT_PORT);
                }
                yield new Action.Output(port, maxLen);
            }
            case 22 -> {
                checkLen(len, 8);
                final long group = body.getInt() & 0xFFFFFFFFL;
                if (group > OfConstants.GROUP_MAX) {
                    throw new OfError(BAD_ACTION, OfError.BAC_BAD_OUT_GROUP);
                }
                yield new Action.Group(group);
            }
            case 25 -> {
                final var oxm = body.slice();
                final var field = readOxm(oxm, BAD_ACTION, OfError.BAC_BAD_SET_TYPE, OfError.BAC_BAD_SET_LEN);
                for (int i = oxm.position(); i < oxm.limit(); i++) {
                    if (oxm.get(i) != 0) {
                        throw new OfError(BAD_ACTION, OfError.BAC_BAD_SET_LEN);
                    }
                }
                if (oxm.limit() - oxm.position() >= 8 || field.masked()) {
                    throw new OfError(BAD_ACTION, field.masked() ? OfError.BAC_BAD_SET_ARGUMENT
                        : OfError.BAC_BAD_SET_LEN);
                }
                if (field.field() == OxmField.IN_PORT || field.field() == OxmField.IN_PHY_PORT
                    || field.field() == OxmField.METADATA) {
                    throw new OfError(BAD_ACTION, OfError.BAC_BAD_SET_TYPE);
                }
                yield new Action.SetField(field);
            }
            case 17 -> {
                checkLen(len, 8);
                final int ethertype = body.getShort() & 0xFFFF;
                if (ethertype != 0x8100 && ethertype != 0x88A8) {
                    throw new OfError(BAD_ACTION, OfError.BAC_BAD_ARGUMENT);
                }
                yield new Action.PushVlan(ethertype);
            }
            case 18 -> {
                checkLen(len, 8);
                yield new Action.PopVlan();
            }
            case 24 -> {
                checkLen(len, 8);
                yield new Action.DecNwTtl();
            }
            default -> throw new OfError(BAD_ACTION, OfError.BAC_BAD_TYPE);
        };
    }

    private static void checkLen(final int len, final int expected) throws OfError {
        if (len != expected) {
            throw new OfError(BAD_ACTION, OfError.BAC_BAD_LEN);
        }
    }
}
