/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static org.openpath.refswitch.impl.OfConstants.ETH_TYPE_QINQ;
import static org.openpath.refswitch.impl.OfConstants.ETH_TYPE_VLAN;
import static org.openpath.refswitch.impl.OfConstants.OFPAT_DEC_NW_TTL;
import static org.openpath.refswitch.impl.OfConstants.OFPAT_EXPERIMENTER;
import static org.openpath.refswitch.impl.OfConstants.OFPAT_GROUP;
import static org.openpath.refswitch.impl.OfConstants.OFPAT_OUTPUT;
import static org.openpath.refswitch.impl.OfConstants.OFPAT_POP_VLAN;
import static org.openpath.refswitch.impl.OfConstants.OFPAT_PUSH_VLAN;
import static org.openpath.refswitch.impl.OfConstants.OFPAT_SET_FIELD;
import static org.openpath.refswitch.impl.OfConstants.OFPIT_APPLY_ACTIONS;
import static org.openpath.refswitch.impl.OfConstants.OFPIT_CLEAR_ACTIONS;
import static org.openpath.refswitch.impl.OfConstants.OFPIT_EXPERIMENTER;
import static org.openpath.refswitch.impl.OfConstants.OFPIT_GOTO_TABLE;
import static org.openpath.refswitch.impl.OfConstants.OFPIT_METER;
import static org.openpath.refswitch.impl.OfConstants.OFPIT_WRITE_ACTIONS;
import static org.openpath.refswitch.impl.OfConstants.OFPIT_WRITE_METADATA;
import static org.openpath.refswitch.impl.OfConstants.OFPMT_OXM;
import static org.openpath.refswitch.impl.OfError.OFPBAC_BAD_ARGUMENT;
import static org.openpath.refswitch.impl.OfError.OFPBAC_BAD_LEN;
import static org.openpath.refswitch.impl.OfError.OFPBAC_BAD_OUT_GROUP;
import static org.openpath.refswitch.impl.OfError.OFPBAC_BAD_OUT_PORT;
import static org.openpath.refswitch.impl.OfError.OFPBAC_BAD_SET_ARGUMENT;
import static org.openpath.refswitch.impl.OfError.OFPBAC_BAD_SET_LEN;
import static org.openpath.refswitch.impl.OfError.OFPBAC_BAD_SET_TYPE;
import static org.openpath.refswitch.impl.OfError.OFPBAC_BAD_TYPE;
import static org.openpath.refswitch.impl.OfError.OFPBIC_BAD_LEN;
import static org.openpath.refswitch.impl.OfError.OFPBIC_BAD_TABLE_ID;
import static org.openpath.refswitch.impl.OfError.OFPBIC_UNKNOWN_INST;
import static org.openpath.refswitch.impl.OfError.OFPBIC_UNSUP_INST;
import static org.openpath.refswitch.impl.OfError.OFPBMC_BAD_FIELD;
import static org.openpath.refswitch.impl.OfError.OFPBMC_BAD_LEN;
import static org.openpath.refswitch.impl.OfError.OFPBMC_BAD_MASK;
import static org.openpath.refswitch.impl.OfError.OFPBMC_BAD_TYPE;
import static org.openpath.refswitch.impl.OfError.OFPBMC_BAD_WILDCARDS;
import static org.openpath.refswitch.impl.OfError.OFPBMC_DUP_FIELD;
import static org.openpath.refswitch.impl.OfError.OFPET_BAD_ACTION;
import static org.openpath.refswitch.impl.OfError.OFPET_BAD_INSTRUCTION;
import static org.openpath.refswitch.impl.OfError.OFPET_BAD_MATCH;

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
            throw new OfError(OFPET_BAD_MATCH, OFPBMC_BAD_LEN);
        }
        final int start = buf.position();
        final int type = buf.getShort(start) & 0xFFFF;
        final int length = buf.getShort(start + 2) & 0xFFFF;
        if (type != OFPMT_OXM) {
            throw new OfError(OFPET_BAD_MATCH, OFPBMC_BAD_TYPE);
        }
        final int padded = (length + 7) / 8 * 8;
        if (length < 4 || padded > buf.remaining()) {
            throw new OfError(OFPET_BAD_MATCH, OFPBMC_BAD_LEN);
        }
        final var oxms = buf.slice(start + 4, length - 4);
        final List<MatchField> fields = new ArrayList<>();
        final var seen = EnumSet.noneOf(OxmField.class);
        while (oxms.hasRemaining()) {
            final var field = readOxm(oxms, OFPET_BAD_MATCH, OFPBMC_BAD_FIELD, OFPBMC_BAD_LEN);
            if (!seen.add(field.field())) {
                throw new OfError(OFPET_BAD_MATCH, OFPBMC_DUP_FIELD);
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
            throw new OfError(errType, errType == OFPET_BAD_MATCH ? OFPBMC_BAD_MASK : OFPBAC_BAD_SET_ARGUMENT);
        }
        final long value = readN(body, field.size());
        if (!hasMask) {
            return MatchField.exact(field, value);
        }
        final long mask = readN(body, field.size());
        if ((value & ~mask) != 0) {
            throw new OfError(errType, OFPBMC_BAD_WILDCARDS);
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
        out.u16(OFPMT_OXM).u16(0);
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
                throw new OfError(OFPET_BAD_INSTRUCTION, OFPBIC_BAD_LEN);
            }
            final int start = buf.position();
            final int type = buf.getShort(start) & 0xFFFF;
            final int len = buf.getShort(start + 2) & 0xFFFF;
            if (len < 8 || len % 8 != 0 || len > buf.remaining()) {
                throw new OfError(OFPET_BAD_INSTRUCTION, OFPBIC_BAD_LEN);
            }
            final var body = buf.slice(start + 4, len - 4);
            buf.position(start + len);
            result.add(switch (type) {
                case OFPIT_GOTO_TABLE -> {
                    final int next = body.get() & 0xFF;
                    if (len != 8 || next <= tableId || next >= tables) {
                        throw new OfError(OFPET_BAD_INSTRUCTION, len != 8 ? OFPBIC_BAD_LEN : OFPBIC_BAD_TABLE_ID);
                    }
                    yield new Instruction.GotoTable(next);
                }
                case OFPIT_WRITE_METADATA -> {
                    if (len != 24) {
                        throw new OfError(OFPET_BAD_INSTRUCTION, OFPBIC_BAD_LEN);
                    }
                    body.getInt();
                    yield new Instruction.WriteMetadata(body.getLong(), body.getLong());
                }
                case OFPIT_WRITE_ACTIONS -> new Instruction.WriteActions(readActions(body.position(4), false));
                case OFPIT_APPLY_ACTIONS -> new Instruction.ApplyActions(readActions(body.position(4), false));
                case OFPIT_CLEAR_ACTIONS -> {
                    if (len != 8) {
                        throw new OfError(OFPET_BAD_INSTRUCTION, OFPBIC_BAD_LEN);
                    }
                    yield new Instruction.ClearActions();
                }
                case OFPIT_METER, OFPIT_EXPERIMENTER -> throw new OfError(OFPET_BAD_INSTRUCTION, OFPBIC_UNSUP_INST);
                default -> throw new OfError(OFPET_BAD_INSTRUCTION, OFPBIC_UNKNOWN_INST);
            });
        }
        return result;
    }

    /**
     * Reads an action list.
     *
     * @param buf the buffer holding exactly the actions
     * @param packetOut whether output to TABLE is allowed
     * @return the actions, unmodifiable
     * @throws OfError on a malformed or unsupported action
     */
    static List<Action> readActions(final ByteBuffer buf, final boolean packetOut) throws OfError {
        final List<Action> result = new ArrayList<>();
        while (buf.hasRemaining()) {
            if (buf.remaining() < 4) {
                throw new OfError(OFPET_BAD_ACTION, OFPBAC_BAD_LEN);
            }
            final int start = buf.position();
            final int type = buf.getShort(start) & 0xFFFF;
            final int len = buf.getShort(start + 2) & 0xFFFF;
            if (len < 8 || len % 8 != 0 || len > buf.remaining()) {
                throw new OfError(OFPET_BAD_ACTION, OFPBAC_BAD_LEN);
            }
            final var body = buf.slice(start + 4, len - 4);
            buf.position(start + len);
            result.add(type == OFPAT_EXPERIMENTER ? OpenPathWire.readAction(buf.slice(start, len))
                : readAction(type, len, body, packetOut));
        }
        return List.copyOf(result);
    }

    private static Action readAction(final int type, final int len, final ByteBuffer body, final boolean packetOut)
            throws OfError {
        return switch (type) {
            case OFPAT_OUTPUT -> {
                checkLen(len, 16);
                final long port = body.getInt() & 0xFFFFFFFFL;
                final int maxLen = body.getShort() & 0xFFFF;
                if (port == 0 || port > OfConstants.OFPP_MAX && port != OfConstants.OFPP_IN_PORT
                    && port != OfConstants.OFPP_FLOOD && port != OfConstants.OFPP_ALL
                    && port != OfConstants.OFPP_CONTROLLER && !(packetOut && port == OfConstants.OFPP_TABLE)) {
                    throw new OfError(OFPET_BAD_ACTION, OFPBAC_BAD_OUT_PORT);
                }
                yield new Action.Output(port, maxLen);
            }
            case OFPAT_GROUP -> {
                checkLen(len, 8);
                final long group = body.getInt() & 0xFFFFFFFFL;
                if (group > OfConstants.OFPG_MAX) {
                    throw new OfError(OFPET_BAD_ACTION, OFPBAC_BAD_OUT_GROUP);
                }
                yield new Action.Group(group);
            }
            case OFPAT_SET_FIELD -> {
                final var oxm = body.slice();
                final var field = readOxm(oxm, OFPET_BAD_ACTION, OFPBAC_BAD_SET_TYPE, OFPBAC_BAD_SET_LEN);
                for (int i = oxm.position(); i < oxm.limit(); i++) {
                    if (oxm.get(i) != 0) {
                        throw new OfError(OFPET_BAD_ACTION, OFPBAC_BAD_SET_LEN);
                    }
                }
                if (oxm.limit() - oxm.position() >= 8 || field.masked()) {
                    throw new OfError(OFPET_BAD_ACTION, field.masked() ? OFPBAC_BAD_SET_ARGUMENT
                        : OFPBAC_BAD_SET_LEN);
                }
                if (field.field() == OxmField.IN_PORT || field.field() == OxmField.IN_PHY_PORT
                    || field.field() == OxmField.METADATA) {
                    throw new OfError(OFPET_BAD_ACTION, OFPBAC_BAD_SET_TYPE);
                }
                yield new Action.SetField(field);
            }
            case OFPAT_PUSH_VLAN -> {
                checkLen(len, 8);
                final int ethertype = body.getShort() & 0xFFFF;
                if (ethertype != ETH_TYPE_VLAN && ethertype != ETH_TYPE_QINQ) {
                    throw new OfError(OFPET_BAD_ACTION, OFPBAC_BAD_ARGUMENT);
                }
                yield new Action.PushVlan(ethertype);
            }
            case OFPAT_POP_VLAN -> {
                checkLen(len, 8);
                yield new Action.PopVlan();
            }
            case OFPAT_DEC_NW_TTL -> {
                checkLen(len, 8);
                yield new Action.DecNwTtl();
            }
            default -> throw new OfError(OFPET_BAD_ACTION, OFPBAC_BAD_TYPE);
        };
    }

    private static void checkLen(final int len, final int expected) throws OfError {
        if (len != expected) {
            throw new OfError(OFPET_BAD_ACTION, OFPBAC_BAD_LEN);
        }
    }
}
