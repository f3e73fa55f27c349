/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static java.util.Objects.requireNonNull;

import java.nio.BufferOverflowException;
import java.nio.ByteBuffer;
import org.openpath.openflow.MalformedOpenPathException.Problem;

/**
 * The byte codec of the OpenPATH OpenFlow extension (docs/openpath-openflow.md): experimenter OXM match fields
 * (section 2), experimenter actions (section 3), experimenter messages (section 4) and experimenter errors (section
 * 5). Stateless and thread-safe. This class is the public face; the layouts of each section live in their own
 * package-private codec ({@code OxmCodec}, {@code ActionCodec}, {@code FlowSpecCodec}, {@code MessageCodec} with
 * {@code ControllerMessageCodec} and {@code SwitchMessageCodec}, {@code ErrorCodec}).
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
        OxmCodec.write(match, out);
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
        return OxmCodec.read(in);
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
        ActionCodec.write(action, out);
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
        return ActionCodec.read(in);
    }

    // ----------------------------------------------------------------------------------------- messages (section 4)

    /**
     * Encodes the body of a message, the bytes after experimenter and exp_type.
     *
     * @param message the message
     * @return the body
     */
    public static byte[] encodeBody(final OpenPathMessage message) {
        return MessageCodec.encodeBody(message);
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
        return MessageCodec.decodeBody(expType, body);
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
        return MessageCodec.encodeMessage(message, xid);
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
        return MessageCodec.decodeMessage(frame);
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
        return ErrorCodec.encodeExperimenterError(code, xid, offending);
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
        return ErrorCodec.encodeError(type, code, xid, offending);
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
        return ErrorCodec.decodeExperimenterError(frame);
    }
}
