/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static java.util.Objects.requireNonNull;
import static org.openpath.openflow.OpenPathConstants.ACTION_TYPE_EXPERIMENTER;
import static org.openpath.openflow.OpenPathConstants.EXPERIMENTER_HEADER_BYTES;
import static org.openpath.openflow.OpenPathConstants.EXPERIMENTER_ID;
import static org.openpath.openflow.OpenPathConstants.FLOW_SPEC_BYTES;
import static org.openpath.openflow.OpenPathConstants.MAX_BRANCHES;
import static org.openpath.openflow.OpenPathConstants.MAX_ERROR_DATA_BYTES;
import static org.openpath.openflow.OpenPathConstants.MAX_JSON_BYTES;
import static org.openpath.openflow.OpenPathConstants.MAX_NAME_BYTES;
import static org.openpath.openflow.OpenPathConstants.MIN_BRANCHES;
import static org.openpath.openflow.OpenPathConstants.OFPET_EXPERIMENTER;
import static org.openpath.openflow.OpenPathConstants.OFPT_ERROR;
import static org.openpath.openflow.OpenPathConstants.OFPT_EXPERIMENTER;
import static org.openpath.openflow.OpenPathConstants.OF_HEADER_BYTES;
import static org.openpath.openflow.OpenPathConstants.OF_VERSION;
import static org.openpath.openflow.OpenPathConstants.OXM_CLASS_EXPERIMENTER;

import java.nio.BufferOverflowException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.MalformedOpenPathException.Problem;

/**
 * The byte codec of the OpenPATH OpenFlow extension (docs/openpath-openflow.md): experimenter OXM match fields
 * (section 2), experimenter actions (section 3), experimenter messages (section 4) and experimenter errors (section
 * 5). Stateless and thread-safe.
 *
 * <p>Writers put big-endian bytes at the buffer's position whatever its byte order, advance it, and throw
 * {@link BufferOverflowException} without writing anything if the buffer has too little room. Readers read
 * big-endian bytes from the buffer's position whatever its byte order; on success they leave the position right after
 * what they consumed, on failure they leave it unchanged and throw {@link MalformedOpenPathException}, and nothing
 * else, whatever the bytes.
 */
public final class OpenPathCodec {
    /**
     * A decoded experimenter message with its OpenFlow xid.
     *
     * @param xid the xid, unsigned 32-bit
     * @param message the message
     */
    public record Frame(long xid, OpenPathMessage message) {
        /**
         * Validates the components.
         *
         * @throws IllegalArgumentException if the xid is out of range
         */
        public Frame {
            Checks.uint32("xid", xid);
            requireNonNull(message, "message");
        }
    }

    private static final int OXM_HEADER_BYTES = 4;
    private static final int ACTION_MIN_BYTES = 16;

    private OpenPathCodec() {
        // static methods only
    }

    // ---------------------------------------------------------------------------------------------- OXM (section 2)

    /**
     * Writes one experimenter OXM: header, experimenter, value and mask.
     *
     * @param match the match field
     * @param out the buffer written to
     * @throws BufferOverflowException if fewer than {@link OxmMatch#wireLength()} bytes remain
     */
    public static void writeOxm(final OxmMatch match, final ByteBuffer out) {
        requireNonNull(match, "match");
        room(out, match.wireLength());
        final OxmField field = match.field();
        final Long mask = match.mask();
        put16(out, OXM_CLASS_EXPERIMENTER);
        put8(out, field.code() << 1 | (mask != null ? 1 : 0));
        put8(out, field.oxmLength(mask != null));
        put32(out, EXPERIMENTER_ID);
        putUnsigned(out, field.valueBytes(), match.value());
        if (mask != null) {
            putUnsigned(out, field.valueBytes(), mask);
        }
    }

    /**
     * Encodes one experimenter OXM.
     *
     * @param match the match field
     * @return its {@link OxmMatch#wireLength()} bytes
     */
    public static byte[] encodeOxm(final OxmMatch match) {
        final ByteBuffer out = ByteBuffer.allocate(match.wireLength());
        writeOxm(match, out);
        return out.array();
    }

    /**
     * Reads one whole experimenter OXM starting at its 4-byte header.
     *
     * @param in the buffer read from
     * @return the match field
     * @throws MalformedOpenPathException {@link Problem#BAD_LENGTH} for a truncated OXM or an {@code oxm_length}
     *         that does not fit the field, {@link Problem#BAD_FIELD} for another OXM class or an unknown field,
     *         {@link Problem#UNKNOWN_EXPERIMENTER}, {@link Problem#BAD_MASK} for a mask on a non-maskable field or a
     *         value with bits outside its mask
     */
    public static OxmMatch readOxm(final ByteBuffer in) throws MalformedOpenPathException {
        final int start = in.position();
        final int available = in.remaining();
        if (available < OXM_HEADER_BYTES) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, "OXM: " + available
                + " bytes are fewer than the 4-byte OXM header");
        }
        final int oxmClass = u16(in, start);
        final int fieldByte = u8(in, start + 2);
        final int oxmLength = u8(in, start + 3);
        if (oxmClass != OXM_CLASS_EXPERIMENTER) {
            throw new MalformedOpenPathException(Problem.BAD_FIELD, "OXM: class " + hex(oxmClass, 4)
                + " is not OFPXMC_EXPERIMENTER (0xffff)");
        }
        if (OXM_HEADER_BYTES + oxmLength > available) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, "OXM: oxm_length " + oxmLength + " exceeds the "
                + (available - OXM_HEADER_BYTES) + " bytes after the OXM header");
        }
        if (oxmLength < 4) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, "OXM: oxm_length " + oxmLength
                + " leaves no room for the experimenter id");
        }
        final long experimenter = u32(in, start + 4);
        if (experimenter != EXPERIMENTER_ID) {
            throw new MalformedOpenPathException(Problem.UNKNOWN_EXPERIMENTER, "OXM: experimenter "
                + hex(experimenter, 8) + " is not OpenPATH's 0x00000050");
        }
        final boolean hasMask = (fieldByte & 1) != 0;
        final OxmField field = OxmField.ofCode(fieldByte >>> 1).orElseThrow(() -> new MalformedOpenPathException(
            Problem.BAD_FIELD, "OXM: unknown OpenPATH oxm_field " + (fieldByte >>> 1)));
        if (hasMask && !field.maskable()) {
            throw new MalformedOpenPathException(Problem.BAD_MASK, "OXM " + field + ": hasmask is set but the field is"
                + " not maskable");
        }
        final int expected = field.oxmLength(hasMask);
        if (oxmLength != expected) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, "OXM " + field + ": oxm_length " + oxmLength
                + ", the spec says " + expected + (hasMask ? " with a mask" : ""));
        }
        final int size = field.valueBytes();
        final long value = unsigned(in, start + 8, size);
        final Long mask = hasMask ? unsigned(in, start + 8 + size, size) : null;
        if (mask != null && (value & ~mask) != 0) {
            throw new MalformedOpenPathException(Problem.BAD_MASK, "OXM " + field + ": value " + hex(value, 2 * size)
                + " has bits outside the mask " + hex(mask, 2 * size));
        }
        final OxmMatch match = build("OXM " + field, () -> new OxmMatch(field, value, mask));
        in.position(start + OXM_HEADER_BYTES + oxmLength);
        return match;
    }

    // ------------------------------------------------------------------------------------------ actions (section 3)

    /**
     * Writes one experimenter action: type, len, experimenter, subtype, body and zero padding.
     *
     * @param action the action
     * @param out the buffer written to
     * @throws BufferOverflowException if fewer than {@link OpenPathAction#wireLength()} bytes remain
     */
    public static void writeAction(final OpenPathAction action, final ByteBuffer out) {
        requireNonNull(action, "action");
        final int length = action.wireLength();
        room(out, length);
        final int end = out.position() + length;
        put16(out, ACTION_TYPE_EXPERIMENTER);
        put16(out, length);
        put32(out, EXPERIMENTER_ID);
        put16(out, action.subtype());
        switch (action) {
            case InvokeNf invoke -> {
                put16(out, 0);
                put32(out, invoke.serviceId());
                put32(out, invoke.nextServiceId());
            }
            case CopyToBranches copy -> {
                put8(out, copy.kind().code());
                put8(out, copy.count());
                for (long serviceId : copy.serviceIds()) {
                    put32(out, serviceId);
                }
            }
            case Merge merge -> {
                put8(out, merge.count());
                put8(out, merge.dropWins() ? 1 : 0);
                put32(out, merge.nextServiceId());
                for (int index : merge.priority()) {
                    put8(out, index);
                }
            }
            case SetPathTag tag -> {
                put16(out, 0);
                put32(out, tag.sfcId());
                put32(out, tag.pathId());
            }
        }
        while (out.position() < end) {
            out.put((byte) 0);
        }
    }

    /**
     * Encodes one experimenter action.
     *
     * @param action the action
     * @return its {@link OpenPathAction#wireLength()} bytes
     */
    public static byte[] encodeAction(final OpenPathAction action) {
        final ByteBuffer out = ByteBuffer.allocate(action.wireLength());
        writeAction(action, out);
        return out.array();
    }

    /**
     * Reads one whole experimenter action, consuming exactly its {@code len} bytes.
     *
     * @param in the buffer read from
     * @return the action
     * @throws MalformedOpenPathException {@link Problem#BAD_LENGTH} for a truncated action or a {@code len} that does
     *         not match the spec's table, {@link Problem#UNKNOWN_TYPE} for another action type or an unknown subtype,
     *         {@link Problem#UNKNOWN_EXPERIMENTER}, {@link Problem#BAD_VALUE} for a count, kind, flag, priority list
     *         or service id out of range and non-zero padding
     */
    public static OpenPathAction readAction(final ByteBuffer in) throws MalformedOpenPathException {
        final int start = in.position();
        final int available = in.remaining();
        if (available < 4) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, "Action: " + available
                + " bytes are fewer than the 4-byte action header");
        }
        final int type = u16(in, start);
        final int length = u16(in, start + 2);
        if (type != ACTION_TYPE_EXPERIMENTER) {
            throw new MalformedOpenPathException(Problem.UNKNOWN_TYPE, "Action: type " + hex(type, 4)
                + " is not OFPAT_EXPERIMENTER (0xffff)");
        }
        if (length < ACTION_MIN_BYTES || length % 8 != 0) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, "Action: len " + length
                + " is not a multiple of 8 of at least 16");
        }
        if (length > available) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, "Action: len " + length + " exceeds the "
                + available + " bytes available");
        }
        final long experimenter = u32(in, start + 4);
        if (experimenter != EXPERIMENTER_ID) {
            throw new MalformedOpenPathException(Problem.UNKNOWN_EXPERIMENTER, "Action: experimenter "
                + hex(experimenter, 8) + " is not OpenPATH's 0x00000050");
        }
        final int subtype = u16(in, start + 8);
        final OpenPathAction action = switch (subtype) {
            case InvokeNf.SUBTYPE -> {
                fixedActionLength("INVOKE_NF", length, InvokeNf.WIRE_LENGTH);
                zero(in, start + 10, 2, "INVOKE_NF", "reserved bytes");
                zero(in, start + 20, length - 20, "INVOKE_NF", "padding");
                final long serviceId = u32(in, start + 12);
                final long next = u32(in, start + 16);
                yield build("INVOKE_NF", () -> new InvokeNf(serviceId, next));
            }
            case CopyToBranches.SUBTYPE -> {
                final int count = count(u8(in, start + 11), "COPY_TO_BRANCHES");
                final int used = 12 + 4 * count;
                countedActionLength("COPY_TO_BRANCHES", length, used, count);
                final int kindCode = u8(in, start + 10);
                final CopyKind kind = CopyKind.ofCode(kindCode).orElseThrow(() -> new MalformedOpenPathException(
                    Problem.BAD_VALUE, "COPY_TO_BRANCHES: unknown copy kind " + kindCode));
                zero(in, start + used, length - used, "COPY_TO_BRANCHES", "padding");
                final List<Long> serviceIds = new ArrayList<>(count);
                for (int i = 0; i < count; i++) {
                    serviceIds.add(u32(in, start + 12 + 4 * i));
                }
                yield build("COPY_TO_BRANCHES", () -> new CopyToBranches(kind, serviceIds));
            }
            case Merge.SUBTYPE -> {
                final int count = count(u8(in, start + 10), "MERGE");
                final int used = 16 + count;
                countedActionLength("MERGE", length, used, count);
                final int flags = u8(in, start + 11);
                if ((flags & ~1) != 0) {
                    throw new MalformedOpenPathException(Problem.BAD_VALUE, "MERGE: flags " + hex(flags, 2)
                        + " set bits other than bit 0 (drop wins)");
                }
                zero(in, start + used, length - used, "MERGE", "padding");
                final long next = u32(in, start + 12);
                final List<Integer> priority = new ArrayList<>(count);
                for (int i = 0; i < count; i++) {
                    priority.add(u8(in, start + 16 + i));
                }
                yield build("MERGE", () -> new Merge((flags & 1) != 0, next, priority));
            }
            case SetPathTag.SUBTYPE -> {
                fixedActionLength("SET_PATH_TAG", length, SetPathTag.WIRE_LENGTH);
                zero(in, start + 10, 2, "SET_PATH_TAG", "reserved bytes");
                zero(in, start + 20, length - 20, "SET_PATH_TAG", "padding");
                final long sfcId = u32(in, start + 12);
                final long pathId = u32(in, start + 16);
                yield build("SET_PATH_TAG", () -> new SetPathTag(sfcId, pathId));
            }
            default -> throw new MalformedOpenPathException(Problem.UNKNOWN_TYPE, "Action: unknown OpenPATH subtype "
                + subtype);
        };
        in.position(start + length);
        return action;
    }

    // ----------------------------------------------------------------------------------------- messages (section 4)

    /**
     * Encodes the body of a message, the bytes after experimenter and exp_type.
     *
     * @param message the message
     * @return the body
     */
    public static byte[] encodeBody(final OpenPathMessage message) {
        requireNonNull(message, "message");
        return switch (message) {
            case NfBind bind -> {
                final byte[] type = Checks.name("NF_BIND NF type", bind.nfType());
                final byte[] name = Checks.name("NF_BIND NF name", bind.nfName());
                final ByteBuffer out = ByteBuffer.allocate(12 + type.length + name.length);
                put32(out, bind.serviceId());
                put32(out, bind.sfcId());
                put8(out, type.length);
                put8(out, name.length);
                put16(out, 0);
                yield out.put(type).put(name).array();
            }
            case NfUnbind unbind -> {
                final ByteBuffer out = ByteBuffer.allocate(8);
                put32(out, unbind.serviceId());
                put32(out, unbind.sfcId());
                yield out.array();
            }
            case HandlerRuleAdd add -> handlerRule(add.rule());
            case HandlerRuleModify modify -> handlerRule(modify.rule());
            case HandlerRuleDelete delete -> handlerRule(delete.sfcId(), delete.serviceId(), delete.result(), 0, 0);
            case SkipMe skip -> flowMessage(skip.sfcId(), skip.serviceId(), null, skip.flows());
            case RequestMe request -> flowMessage(request.sfcId(), request.serviceId(), null, request.flows());
            case ChangeDefault change -> flowMessage(change.sfcId(), change.serviceId(),
                change.newDefaultServiceId(), change.flows());
            case SetStateReportInterval interval -> {
                final ByteBuffer out = ByteBuffer.allocate(4);
                put32(out, interval.intervalMillis());
                yield out.array();
            }
            case NfUpdate update -> {
                final ByteBuffer out = ByteBuffer.allocate(36);
                put32(out, update.serviceId());
                put32(out, update.sfcId());
                put8(out, update.status().code());
                put8(out, 0);
                put16(out, 0);
                put64(out, update.packetsIn());
                put64(out, update.packetsOut());
                put64(out, update.drops());
                yield out.array();
            }
            case NfAlert alert -> {
                final byte[] result = Checks.name("NF_ALERT result", alert.result());
                final ByteBuffer out = ByteBuffer.allocate(60 + result.length);
                put32(out, alert.sfcId());
                put32(out, alert.serviceId());
                put8(out, result.length);
                put8(out, 0);
                put16(out, 0);
                writeFlowSpec(alert.flow(), out);
                yield out.put(result).array();
            }
            case NfMessage nfMessage -> {
                final byte[] json = Json.write(nfMessage.entries());
                final ByteBuffer out = ByteBuffer.allocate(8 + json.length);
                put32(out, nfMessage.serviceId());
                put32(out, nfMessage.sfcId());
                yield out.put(json).array();
            }
        };
    }

    /**
     * Decodes the body of a message, the bytes after experimenter and exp_type: all remaining bytes of the buffer,
     * which must be exactly the body length the spec gives.
     *
     * @param expType the exp_type
     * @param body the body; on success its position is its limit
     * @return the message
     * @throws MalformedOpenPathException {@link Problem#UNKNOWN_TYPE} for an unknown exp_type,
     *         {@link Problem#BAD_LENGTH} for a body length not as in section 4 or a string beyond the body,
     *         {@link Problem#BAD_VALUE} for a value out of range, an empty or too long string, non-zero reserved
     *         bytes, invalid UTF-8 or JSON
     */
    public static OpenPathMessage decodeBody(final long expType, final ByteBuffer body)
            throws MalformedOpenPathException {
        final ExpType type = ExpType.ofCode(expType).orElseThrow(() -> new MalformedOpenPathException(
            Problem.UNKNOWN_TYPE, "Unknown OpenPATH exp_type " + hex(expType, 1)));
        final int start = body.position();
        final int length = body.remaining();
        final String name = type.name();
        final OpenPathMessage message = switch (type) {
            case NF_BIND -> {
                minimumBody(name, length, 12);
                final int typeLength = u8(body, start + 8);
                final int nameLength = u8(body, start + 9);
                stringsFit(name, "NF type and name lengths " + typeLength + " + " + nameLength, typeLength + nameLength,
                    length - 12);
                zero(body, start + 10, 2, name, "reserved bytes");
                final long serviceId = u32(body, start);
                final long sfcId = u32(body, start + 4);
                final String nfType = string(body, start + 12, typeLength, name, "NF type");
                final String nfName = string(body, start + 12 + typeLength, nameLength, name, "NF name");
                yield build(name, () -> new NfBind(serviceId, sfcId, nfType, nfName));
            }
            case NF_UNBIND -> {
                exactBody(name, length, 8);
                final long serviceId = u32(body, start);
                final long sfcId = u32(body, start + 4);
                yield build(name, () -> new NfUnbind(serviceId, sfcId));
            }
            case HANDLER_RULE_ADD, HANDLER_RULE_MODIFY, HANDLER_RULE_DELETE -> readHandlerRule(type, body, start,
                length);
            case SKIP_ME, REQUEST_ME -> {
                exactBody(name, length, 8 + FLOW_SPEC_BYTES);
                final long sfcId = u32(body, start);
                final long serviceId = u32(body, start + 4);
                final FlowSpec flows = readFlowSpec(body, start + 8, name);
                yield type == ExpType.SKIP_ME ? build(name, () -> new SkipMe(sfcId, serviceId, flows))
                    : build(name, () -> new RequestMe(sfcId, serviceId, flows));
            }
            case CHANGE_DEFAULT -> {
                exactBody(name, length, 16 + FLOW_SPEC_BYTES);
                zero(body, start + 12, 4, name, "reserved bytes");
                final long sfcId = u32(body, start);
                final long serviceId = u32(body, start + 4);
                final long newDefault = u32(body, start + 8);
                final FlowSpec flows = readFlowSpec(body, start + 16, name);
                yield build(name, () -> new ChangeDefault(sfcId, serviceId, newDefault, flows));
            }
            case SET_STATE_REPORT_INTERVAL -> {
                exactBody(name, length, 4);
                final long interval = u32(body, start);
                yield build(name, () -> new SetStateReportInterval(interval));
            }
            case NF_UPDATE -> {
                exactBody(name, length, 36);
                final int statusCode = u8(body, start + 8);
                final NfStatus status = NfStatus.ofCode(statusCode).orElseThrow(() -> new MalformedOpenPathException(
                    Problem.BAD_VALUE, "NF_UPDATE: unknown status " + statusCode));
                zero(body, start + 9, 3, name, "reserved bytes");
                final long serviceId = u32(body, start);
                final long sfcId = u32(body, start + 4);
                final long packetsIn = u64(body, start + 12);
                final long packetsOut = u64(body, start + 20);
                final long drops = u64(body, start + 28);
                yield build(name, () -> new NfUpdate(serviceId, sfcId, status, packetsIn, packetsOut, drops));
            }
            case NF_ALERT -> {
                minimumBody(name, length, 12 + FLOW_SPEC_BYTES);
                final int resultLength = u8(body, start + 8);
                stringsFit(name, "result length " + resultLength, resultLength, length - 12 - FLOW_SPEC_BYTES);
                zero(body, start + 9, 3, name, "reserved bytes");
                final long sfcId = u32(body, start);
                final long serviceId = u32(body, start + 4);
                final FlowSpec flow = readFlowSpec(body, start + 12, name);
                final String result = string(body, start + 12 + FLOW_SPEC_BYTES, resultLength, name, "result");
                yield build(name, () -> new NfAlert(sfcId, serviceId, result, flow));
            }
            case MESSAGE -> {
                minimumBody(name, length, 8);
                if (length - 8 > MAX_JSON_BYTES) {
                    throw new MalformedOpenPathException(Problem.BAD_VALUE, name + ": JSON of " + (length - 8)
                        + " bytes exceeds " + MAX_JSON_BYTES + " bytes");
                }
                final long serviceId = u32(body, start);
                final long sfcId = u32(body, start + 4);
                final var entries = Json.read(body.slice(start + 8, length - 8), name);
                yield build(name, () -> new NfMessage(serviceId, sfcId, entries));
            }
        };
        body.position(start + length);
        return message;
    }

    /**
     * Encodes a whole experimenter message: OpenFlow header (version 0x04, type 4, length, xid), experimenter,
     * exp_type and body.
     *
     * @param message the message
     * @param xid the xid, unsigned 32-bit
     * @return the frame
     * @throws IllegalArgumentException if the xid is out of range
     */
    public static byte[] encodeMessage(final OpenPathMessage message, final long xid) {
        Checks.uint32("xid", xid);
        final byte[] body = encodeBody(message);
        final ByteBuffer out = ByteBuffer.allocate(EXPERIMENTER_HEADER_BYTES + body.length);
        put8(out, OF_VERSION);
        put8(out, OFPT_EXPERIMENTER);
        put16(out, EXPERIMENTER_HEADER_BYTES + body.length);
        put32(out, xid);
        put32(out, EXPERIMENTER_ID);
        put32(out, message.expType());
        return out.put(body).array();
    }

    /**
     * Decodes a whole experimenter message; the buffer's remaining bytes must be exactly the one frame.
     *
     * @param frame the frame; on success its position is its limit
     * @return the xid and the message
     * @throws MalformedOpenPathException {@link Problem#BAD_LENGTH} for a frame shorter than its headers or a header
     *         length other than the bytes there, {@link Problem#BAD_VERSION}, {@link Problem#UNKNOWN_TYPE} for
     *         another OpenFlow type or an unknown exp_type, {@link Problem#UNKNOWN_EXPERIMENTER}, and whatever
     *         {@link #decodeBody(long, ByteBuffer)} finds in the body
     */
    public static Frame decodeMessage(final ByteBuffer frame) throws MalformedOpenPathException {
        final int start = frame.position();
        final long xid = ofHeader(frame, OFPT_EXPERIMENTER, "OFPT_EXPERIMENTER");
        final int length = frame.remaining();
        final long experimenter = u32(frame, start + 8);
        if (experimenter != EXPERIMENTER_ID) {
            throw new MalformedOpenPathException(Problem.UNKNOWN_EXPERIMENTER, "Experimenter message: experimenter "
                + hex(experimenter, 8) + " is not OpenPATH's 0x00000050");
        }
        final long expType = u32(frame, start + 12);
        final OpenPathMessage message = decodeBody(expType, frame.slice(start + EXPERIMENTER_HEADER_BYTES,
            length - EXPERIMENTER_HEADER_BYTES));
        frame.position(start + length);
        return new Frame(xid, message);
    }

    // ------------------------------------------------------------------------------------------- errors (section 5)

    /**
     * Encodes an {@code OFPT_ERROR} of type {@code OFPET_EXPERIMENTER} with the OpenPATH experimenter id.
     *
     * @param code the exp_code
     * @param xid the xid of the refused request
     * @param offending the refused request; its first 64 bytes become the data
     * @return the frame
     * @throws IllegalArgumentException if the xid is out of range
     */
    public static byte[] encodeExperimenterError(final ExperimenterErrorCode code, final long xid,
            final byte[] offending) {
        requireNonNull(code, "code");
        Checks.uint32("xid", xid);
        final int dataLength = Math.min(offending.length, MAX_ERROR_DATA_BYTES);
        final ByteBuffer out = ByteBuffer.allocate(16 + dataLength);
        put8(out, OF_VERSION);
        put8(out, OFPT_ERROR);
        put16(out, 16 + dataLength);
        put32(out, xid);
        put16(out, OFPET_EXPERIMENTER);
        put16(out, code.code());
        put32(out, EXPERIMENTER_ID);
        return out.put(offending, 0, dataLength).array();
    }

    /**
     * Encodes a standard OpenFlow 1.3 {@code OFPT_ERROR}, e.g. {@code OFPET_BAD_REQUEST}/{@code OFPBRC_BAD_LEN} for
     * a malformed message (section 5); the constants are in {@link OpenPathConstants}.
     *
     * @param type the error type, 0 to 0xfffe
     * @param code the error code, 0 to 0xffff
     * @param xid the xid of the refused request
     * @param offending the refused request; its first 64 bytes become the data
     * @return the frame
     * @throws IllegalArgumentException if a value is out of range
     */
    public static byte[] encodeError(final int type, final int code, final long xid, final byte[] offending) {
        if (type < 0 || type >= OFPET_EXPERIMENTER || code < 0 || code > 0xFFFF) {
            throw new IllegalArgumentException("Error type " + type + " code " + code + " out of range (use "
                + "encodeExperimenterError for OFPET_EXPERIMENTER)");
        }
        Checks.uint32("xid", xid);
        final int dataLength = Math.min(offending.length, MAX_ERROR_DATA_BYTES);
        final ByteBuffer out = ByteBuffer.allocate(12 + dataLength);
        put8(out, OF_VERSION);
        put8(out, OFPT_ERROR);
        put16(out, 12 + dataLength);
        put32(out, xid);
        put16(out, type);
        put16(out, code);
        return out.put(offending, 0, dataLength).array();
    }

    /**
     * Decodes an OpenPATH experimenter error; the buffer's remaining bytes must be exactly the one frame.
     *
     * @param frame the frame; on success its position is its limit
     * @return the error
     * @throws MalformedOpenPathException {@link Problem#BAD_LENGTH}, {@link Problem#BAD_VERSION},
     *         {@link Problem#UNKNOWN_TYPE} for another OpenFlow type or error type,
     *         {@link Problem#UNKNOWN_EXPERIMENTER}, {@link Problem#BAD_VALUE} for an unknown exp_code
     */
    public static ExperimenterError decodeExperimenterError(final ByteBuffer frame) throws MalformedOpenPathException {
        final int start = frame.position();
        final long xid = ofHeader(frame, OFPT_ERROR, "OFPT_ERROR");
        final int length = frame.remaining();
        final int errorType = u16(frame, start + 8);
        if (errorType != OFPET_EXPERIMENTER) {
            throw new MalformedOpenPathException(Problem.UNKNOWN_TYPE, "Error: type " + hex(errorType, 4)
                + " is not OFPET_EXPERIMENTER (0xffff)");
        }
        final int expCode = u16(frame, start + 10);
        final long experimenter = u32(frame, start + 12);
        if (experimenter != EXPERIMENTER_ID) {
            throw new MalformedOpenPathException(Problem.UNKNOWN_EXPERIMENTER, "Error: experimenter "
                + hex(experimenter, 8) + " is not OpenPATH's 0x00000050");
        }
        final ExperimenterErrorCode code = ExperimenterErrorCode.ofCode(expCode).orElseThrow(
            () -> new MalformedOpenPathException(Problem.BAD_VALUE, "Error: unknown OpenPATH exp_code " + expCode));
        final byte[] data = new byte[length - 16];
        frame.get(start + 16, data);
        frame.position(start + length);
        return new ExperimenterError(xid, code, data);
    }

    // ----------------------------------------------------------------------------------------------------- helpers

    /**
     * Checks an OpenFlow header and the experimenter header length; returns the xid.
     */
    private static long ofHeader(final ByteBuffer frame, final int expectedType, final String typeName)
            throws MalformedOpenPathException {
        final int start = frame.position();
        final int available = frame.remaining();
        if (available < OF_HEADER_BYTES) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, typeName + ": " + available
                + " bytes are fewer than the 8-byte OpenFlow header");
        }
        final int version = u8(frame, start);
        if (version != OF_VERSION) {
            throw new MalformedOpenPathException(Problem.BAD_VERSION, typeName + ": OpenFlow version "
                + hex(version, 2) + " is not 1.3 (0x04)");
        }
        final int type = u8(frame, start + 1);
        if (type != expectedType) {
            throw new MalformedOpenPathException(Problem.UNKNOWN_TYPE, typeName + ": OpenFlow message type " + type
                + " is not " + typeName + " (" + expectedType + ")");
        }
        final int length = u16(frame, start + 2);
        if (length != available) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, typeName + ": header length " + length
                + " but " + available + " bytes received");
        }
        if (length < EXPERIMENTER_HEADER_BYTES) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, typeName + ": length " + length
                + " is shorter than the 16-byte experimenter header");
        }
        return u32(frame, start + 4);
    }

    private static byte[] handlerRule(final HandlerRule rule) {
        return handlerRule(rule.sfcId(), rule.serviceId(), rule.result(), rule.action().code(),
            rule.targetServiceId());
    }

    private static byte[] handlerRule(final long sfcId, final long serviceId, final String resultText,
            final int action, final long target) {
        final byte[] result = Checks.name("Handler rule result", resultText);
        final ByteBuffer out = ByteBuffer.allocate(16 + result.length);
        put32(out, sfcId);
        put32(out, serviceId);
        put8(out, action);
        put8(out, result.length);
        put16(out, 0);
        put32(out, target);
        return out.put(result).array();
    }

    private static OpenPathMessage readHandlerRule(final ExpType type, final ByteBuffer body, final int start,
            final int length) throws MalformedOpenPathException {
        final String name = type.name();
        minimumBody(name, length, 16);
        final int resultLength = u8(body, start + 9);
        stringsFit(name, "result length " + resultLength, resultLength, length - 16);
        zero(body, start + 10, 2, name, "reserved bytes");
        final long sfcId = u32(body, start);
        final long serviceId = u32(body, start + 4);
        final int actionCode = u8(body, start + 8);
        final long target = u32(body, start + 12);
        final String result = string(body, start + 16, resultLength, name, "result");
        if (type == ExpType.HANDLER_RULE_DELETE) {
            if (actionCode != 0 || target != 0) {
                throw new MalformedOpenPathException(Problem.BAD_VALUE, name + ": action " + actionCode
                    + " and target service id " + target + " must both be 0");
            }
            return build(name, () -> new HandlerRuleDelete(sfcId, serviceId, result));
        }
        final HandlerAction action = HandlerAction.ofCode(actionCode).orElseThrow(
            () -> new MalformedOpenPathException(Problem.BAD_VALUE, name + ": unknown handler action " + actionCode));
        final HandlerRule rule = build(name, () -> new HandlerRule(sfcId, serviceId, result, action, target));
        return type == ExpType.HANDLER_RULE_ADD ? new HandlerRuleAdd(rule) : new HandlerRuleModify(rule);
    }

    private static byte[] flowMessage(final long sfcId, final long serviceId, final @Nullable Long newDefault,
            final FlowSpec flows) {
        final ByteBuffer out = ByteBuffer.allocate((newDefault != null ? 16 : 8) + FLOW_SPEC_BYTES);
        put32(out, sfcId);
        put32(out, serviceId);
        if (newDefault != null) {
            put32(out, newDefault);
            put32(out, 0);
        }
        writeFlowSpec(flows, out);
        return out.array();
    }

    private static void writeFlowSpec(final FlowSpec flows, final ByteBuffer out) {
        final IpPrefix source = flows.source();
        final IpPrefix destination = flows.destination();
        final Integer protocol = flows.protocol();
        final PortRange sourcePorts = flows.sourcePorts();
        final PortRange destinationPorts = flows.destinationPorts();
        put16(out, (source != null ? 1 : 0) | (destination != null ? 2 : 0) | (protocol != null ? 4 : 0)
            | (sourcePorts != null ? 8 : 0) | (destinationPorts != null ? 16 : 0));
        put8(out, flows.ipVersion());
        put8(out, protocol != null ? protocol : 0);
        put8(out, source != null ? source.length() : 0);
        put8(out, destination != null ? destination.length() : 0);
        put16(out, 0);
        putAddress(out, source);
        putAddress(out, destination);
        putPorts(out, sourcePorts);
        putPorts(out, destinationPorts);
    }

    private static void putAddress(final ByteBuffer out, final @Nullable IpPrefix prefix) {
        final byte[] bytes = prefix != null ? prefix.addressBytes() : new byte[0];
        out.put(bytes).put(new byte[16 - bytes.length]);
    }

    private static void putPorts(final ByteBuffer out, final @Nullable PortRange ports) {
        put16(out, ports != null ? ports.lower() : 0);
        put16(out, ports != null ? ports.upper() : 0);
    }

    private static FlowSpec readFlowSpec(final ByteBuffer in, final int at, final String context)
            throws MalformedOpenPathException {
        final String what = context + " flow spec";
        final int present = u16(in, at);
        if ((present & ~0x1F) != 0) {
            throw new MalformedOpenPathException(Problem.BAD_VALUE, what + ": present bits " + hex(present, 4)
                + " set bits beyond bit 4");
        }
        final int version = u8(in, at + 2);
        final boolean anyPrefix = (present & 3) != 0;
        if (anyPrefix ? version != 4 && version != 6 : version != 0) {
            throw new MalformedOpenPathException(Problem.BAD_VALUE, what + ": IP version " + version + " with "
                + (anyPrefix ? "a prefix present (must be 4 or 6)" : "no prefix present (must be 0)"));
        }
        zero(in, at + 6, 2, what, "reserved bytes");
        final IpPrefix source = readPrefix(in, at, (present & 1) != 0, version, 4, 8, what + " source");
        final IpPrefix destination = readPrefix(in, at, (present & 2) != 0, version, 5, 24, what + " destination");
        final Integer protocol;
        if ((present & 4) != 0) {
            protocol = u8(in, at + 3);
        } else {
            zero(in, at + 3, 1, what, "protocol (not present)");
            protocol = null;
        }
        final PortRange sourcePorts = readPorts(in, at + 40, (present & 8) != 0, what + " source ports");
        final PortRange destinationPorts = readPorts(in, at + 44, (present & 16) != 0, what + " destination ports");
        return build(what, () -> new FlowSpec(source, destination, protocol, sourcePorts, destinationPorts));
    }

    private static @Nullable IpPrefix readPrefix(final ByteBuffer in, final int at, final boolean present,
            final int version, final int lengthOffset, final int addressOffset, final String what)
            throws MalformedOpenPathException {
        final int length = u8(in, at + lengthOffset);
        if (!present) {
            zero(in, at + lengthOffset, 1, what, "prefix length (not present)");
            zero(in, at + addressOffset, 16, what, "address (not present)");
            return null;
        }
        final int size = version == 4 ? 4 : 16;
        zero(in, at + addressOffset + size, 16 - size, what, "bytes after the IPv4 address");
        final byte[] bytes = new byte[size];
        in.get(at + addressOffset, bytes);
        return build(what, () -> IpPrefix.of(bytes, length));
    }

    private static @Nullable PortRange readPorts(final ByteBuffer in, final int at, final boolean present,
            final String what) throws MalformedOpenPathException {
        if (!present) {
            zero(in, at, 4, what, "ports (not present)");
            return null;
        }
        final int lower = u16(in, at);
        final int upper = u16(in, at + 2);
        return build(what, () -> new PortRange(lower, upper));
    }

    private static String string(final ByteBuffer in, final int at, final int length, final String context,
            final String what) throws MalformedOpenPathException {
        if (length == 0) {
            throw new MalformedOpenPathException(Problem.BAD_VALUE, context + ": " + what + " is empty");
        }
        if (length > MAX_NAME_BYTES) {
            throw new MalformedOpenPathException(Problem.BAD_VALUE, context + ": " + what + " length " + length
                + " exceeds " + MAX_NAME_BYTES + " bytes");
        }
        final String text = Checks.decodeUtf8OrNull(in.slice(at, length));
        if (text == null) {
            throw new MalformedOpenPathException(Problem.BAD_VALUE, context + ": " + what + " is not valid UTF-8");
        }
        return text;
    }

    private static void exactBody(final String context, final int length, final int expected)
            throws MalformedOpenPathException {
        if (length != expected) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, context + ": body length " + length
                + ", the spec says " + expected);
        }
    }

    private static void minimumBody(final String context, final int length, final int fixed)
            throws MalformedOpenPathException {
        if (length < fixed) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, context + ": body length " + length
                + " is shorter than its " + fixed + "-byte fixed part");
        }
    }

    private static void stringsFit(final String context, final String what, final int declared, final int left)
            throws MalformedOpenPathException {
        if (declared > left) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, context + ": " + what + " exceeds the " + left
                + " bytes left in the body");
        }
        if (declared < left) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, context + ": " + what + " leaves " + (left
                - declared) + " bytes at the end of the body unused");
        }
    }

    private static void fixedActionLength(final String context, final int length, final int expected)
            throws MalformedOpenPathException {
        if (length != expected) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, context + ": len " + length + ", the spec says "
                + expected);
        }
    }

    private static void countedActionLength(final String context, final int length, final int used,
            final int count) throws MalformedOpenPathException {
        final int expected = Checks.padded(used);
        if (length != expected) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, context + ": len " + length + ", the spec says "
                + expected + " for " + count + " branches");
        }
    }

    private static int count(final int count, final String context) throws MalformedOpenPathException {
        if (count < MIN_BRANCHES || count > MAX_BRANCHES) {
            throw new MalformedOpenPathException(Problem.BAD_VALUE, context + ": count " + count
                + " is outside 2..32");
        }
        return count;
    }

    private static void zero(final ByteBuffer in, final int at, final int length, final String context,
            final String what) throws MalformedOpenPathException {
        for (int i = 0; i < length; i++) {
            if (in.get(at + i) != 0) {
                throw new MalformedOpenPathException(Problem.BAD_VALUE, context + ": " + what + " not zero (byte "
                    + hex(in.get(at + i) & 0xFF, 2) + " at offset " + (at + i - in.position()) + ")");
            }
        }
    }

    private static <T> T build(final String context, final Supplier<T> constructor)
            throws MalformedOpenPathException {
        try {
            return constructor.get();
        } catch (IllegalArgumentException e) {
            throw new MalformedOpenPathException(Problem.BAD_VALUE, context + ": " + e.getMessage(), e);
        }
    }

    private static void room(final ByteBuffer out, final int length) {
        if (out.remaining() < length) {
            throw new BufferOverflowException();
        }
    }

    private static String hex(final long value, final int digits) {
        final String text = Long.toHexString(value);
        return "0x" + "0".repeat(Math.max(0, digits - text.length())) + text;
    }

    private static int u8(final ByteBuffer in, final int at) {
        return in.get(at) & 0xFF;
    }

    private static int u16(final ByteBuffer in, final int at) {
        return u8(in, at) << 8 | u8(in, at + 1);
    }

    private static long u32(final ByteBuffer in, final int at) {
        return (long) u16(in, at) << 16 | u16(in, at + 2);
    }

    private static long u64(final ByteBuffer in, final int at) {
        return u32(in, at) << 32 | u32(in, at + 4);
    }

    private static long unsigned(final ByteBuffer in, final int at, final int size) {
        return size == 1 ? u8(in, at) : u32(in, at);
    }

    private static void put8(final ByteBuffer out, final int value) {
        out.put((byte) value);
    }

    private static void put16(final ByteBuffer out, final int value) {
        out.put((byte) (value >>> 8)).put((byte) value);
    }

    private static void put32(final ByteBuffer out, final long value) {
        put16(out, (int) (value >>> 16) & 0xFFFF);
        put16(out, (int) value & 0xFFFF);
    }

    private static void put64(final ByteBuffer out, final long value) {
        put32(out, value >>> 32);
        put32(out, value & 0xFFFF_FFFFL);
    }

    private static void putUnsigned(final ByteBuffer out, final int size, final long value) {
        if (size == 1) {
            put8(out, (int) value);
        } else {
            put32(out, value);
        }
    }
}
