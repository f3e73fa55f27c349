/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static java.util.Objects.requireNonNull;
import static org.openpath.openflow.BigEndian.put32;
import static org.openpath.openflow.BigEndian.u32;
import static org.openpath.openflow.DecodeChecks.hex;
import static org.openpath.openflow.OpenPathConstants.EXPERIMENTER_HEADER_BYTES;
import static org.openpath.openflow.OpenPathConstants.EXPERIMENTER_ID;
import static org.openpath.openflow.OpenPathConstants.OFPT_EXPERIMENTER;

import java.nio.ByteBuffer;
import org.openpath.openflow.MalformedOpenPathException.Problem;

/**
 * The experimenter messages (docs/openpath-openflow.md section 4): the frame (OpenFlow header, experimenter,
 * exp_type) around a body, whose layout {@link ControllerMessageCodec} (section 4.2) or {@link SwitchMessageCodec}
 * (section 4.3) knows.
 */
final class MessageCodec {
    private MessageCodec() {
        // static methods only
    }

    static byte[] encodeBody(final OpenPathMessage message) {
        requireNonNull(message, "message");
        return switch (message) {
            case ControllerMessage controller -> ControllerMessageCodec.encode(controller);
            case SwitchMessage fromSwitch -> SwitchMessageCodec.encode(fromSwitch);
        };
    }

    static OpenPathMessage decodeBody(final long expType, final ByteBuffer body) throws MalformedOpenPathException {
        final ExpType type = ExpType.ofCode(expType).orElseThrow(() -> new MalformedOpenPathException(
            Problem.UNKNOWN_TYPE, "Unknown OpenPATH exp_type " + hex(expType, 1)));
        final OpenPathMessage message = type.fromController() ? ControllerMessageCodec.decode(type, body)
            : SwitchMessageCodec.decode(type, body);
        body.position(body.limit());
        return message;
    }

    static byte[] encodeMessage(final OpenPathMessage message, final long xid) {
        Checks.uint32("xid", xid);
        return frame(message.expType(), encodeBody(message), xid);
    }

    static OpenPathCodec.Frame decodeMessage(final ByteBuffer frame) throws MalformedOpenPathException {
        final var framed = unframe(frame, MessageCodec::decodeBody);
        return new OpenPathCodec.Frame(framed.xid(), framed.message());
    }

    /**
     * Decodes the body of one family of experimenter messages.
     *
     * @param <M> the messages
     */
    @FunctionalInterface
    interface BodyDecoder<M> {
        /**
         * Decodes a body: all remaining bytes of the buffer.
         *
         * @param expType the exp_type
         * @param body the body
         * @return the message
         * @throws MalformedOpenPathException if it is no message of the family
         */
        M decode(long expType, ByteBuffer body) throws MalformedOpenPathException;
    }

    /**
     * A decoded message and the xid of its frame.
     *
     * @param <M> the message's family
     * @param xid the xid
     * @param message the message
     */
    record Framed<M>(long xid, M message) {
        // nothing to check
    }

    /**
     * Frames a body: OpenFlow header, experimenter, exp_type, body.
     *
     * @param expType the exp_type
     * @param body the body
     * @param xid the xid, checked by the caller
     * @return the frame
     */
    static byte[] frame(final long expType, final byte[] body, final long xid) {
        final int length = EXPERIMENTER_HEADER_BYTES + body.length;
        final ByteBuffer out = ByteBuffer.allocate(length);
        OpenFlowHeader.write(out, OFPT_EXPERIMENTER, length, xid);
        put32(out, EXPERIMENTER_ID);
        put32(out, expType);
        return out.put(body).array();
    }

    /**
     * Decodes a whole experimenter message of OpenPATH's; the buffer's remaining bytes must be exactly one.
     *
     * @param <M> the messages the body decoder knows
     * @param frame the bytes; on success its position is past the message
     * @param bodies the body decoder
     * @return the xid and the message
     * @throws MalformedOpenPathException as {@link OpenFlowHeader#check}, {@link Problem#UNKNOWN_EXPERIMENTER} for
     *         another experimenter, and whatever the body decoder finds
     */
    static <M> Framed<M> unframe(final ByteBuffer frame, final BodyDecoder<M> bodies)
            throws MalformedOpenPathException {
        final int start = frame.position();
        final long xid = OpenFlowHeader.check(frame, OFPT_EXPERIMENTER, "OFPT_EXPERIMENTER");
        final int length = frame.remaining();
        final long experimenter = u32(frame, start + 8);
        if (experimenter != EXPERIMENTER_ID) {
            throw new MalformedOpenPathException(Problem.UNKNOWN_EXPERIMENTER, "Experimenter message: experimenter "
                + hex(experimenter, 8) + " is not OpenPATH's 0x00000050");
        }
        final M message = bodies.decode(u32(frame, start + 12), frame.slice(start + EXPERIMENTER_HEADER_BYTES,
            length - EXPERIMENTER_HEADER_BYTES));
        frame.position(start + length);
        return new Framed<>(xid, message);
    }
}
