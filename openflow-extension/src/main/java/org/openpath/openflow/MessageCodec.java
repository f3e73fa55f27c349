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
        final byte[] body = encodeBody(message);
        final ByteBuffer out = ByteBuffer.allocate(EXPERIMENTER_HEADER_BYTES + body.length);
        OpenFlowHeader.write(out, OFPT_EXPERIMENTER, EXPERIMENTER_HEADER_BYTES + body.length, xid);
        put32(out, EXPERIMENTER_ID);
        put32(out, message.expType());
        return out.put(body).array();
    }

    static OpenPathCodec.Frame decodeMessage(final ByteBuffer frame) throws MalformedOpenPathException {
        final int start = frame.position();
        final long xid = OpenFlowHeader.check(frame, OFPT_EXPERIMENTER, "OFPT_EXPERIMENTER");
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
        return new OpenPathCodec.Frame(xid, message);
    }
}
