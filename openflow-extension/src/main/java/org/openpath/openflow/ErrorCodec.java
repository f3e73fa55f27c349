/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static java.util.Objects.requireNonNull;
import static org.openpath.openflow.BigEndian.put16;
import static org.openpath.openflow.BigEndian.put32;
import static org.openpath.openflow.BigEndian.u16;
import static org.openpath.openflow.BigEndian.u32;
import static org.openpath.openflow.DecodeChecks.hex;
import static org.openpath.openflow.OpenPathConstants.EXPERIMENTER_ID;
import static org.openpath.openflow.OpenPathConstants.MAX_ERROR_DATA_BYTES;
import static org.openpath.openflow.OpenPathConstants.OFPET_EXPERIMENTER;
import static org.openpath.openflow.OpenPathConstants.OFPT_ERROR;

import java.nio.ByteBuffer;
import org.openpath.openflow.MalformedOpenPathException.Problem;

/**
 * The {@code OFPT_ERROR} frames of docs/openpath-openflow.md section 5: standard OpenFlow 1.3 errors and OpenPATH
 * experimenter errors, each carrying the first 64 bytes of the refused message.
 */
final class ErrorCodec {
    /** The header, type and code of a standard error. */
    private static final int STANDARD_FIXED = 12;
    /** The header, type, exp_code and experimenter of an experimenter error. */
    private static final int EXPERIMENTER_FIXED = 16;

    private ErrorCodec() {
        // static methods only
    }

    static byte[] encodeExperimenterError(final ExperimenterErrorCode code, final long xid, final byte[] offending) {
        requireNonNull(code, "code");
        Checks.uint32("xid", xid);
        final int dataLength = Math.min(offending.length, MAX_ERROR_DATA_BYTES);
        final ByteBuffer out = ByteBuffer.allocate(EXPERIMENTER_FIXED + dataLength);
        OpenFlowHeader.write(out, OFPT_ERROR, EXPERIMENTER_FIXED + dataLength, xid);
        put16(out, OFPET_EXPERIMENTER);
        put16(out, code.code());
        put32(out, EXPERIMENTER_ID);
        return out.put(offending, 0, dataLength).array();
    }

    static byte[] encodeError(final int type, final int code, final long xid, final byte[] offending) {
        if (type < 0 || type >= OFPET_EXPERIMENTER || code < 0 || code > 0xFFFF) {
            throw new IllegalArgumentException("Error type " + type + " code " + code + " out of range (use "
                + "encodeExperimenterError for OFPET_EXPERIMENTER)");
        }
        Checks.uint32("xid", xid);
        final int dataLength = Math.min(offending.length, MAX_ERROR_DATA_BYTES);
        final ByteBuffer out = ByteBuffer.allocate(STANDARD_FIXED + dataLength);
        OpenFlowHeader.write(out, OFPT_ERROR, STANDARD_FIXED + dataLength, xid);
        put16(out, type);
        put16(out, code);
        return out.put(offending, 0, dataLength).array();
    }

    static ExperimenterError decodeExperimenterError(final ByteBuffer frame) throws MalformedOpenPathException {
        final int start = frame.position();
        final long xid = OpenFlowHeader.check(frame, OFPT_ERROR, "OFPT_ERROR");
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
        final byte[] data = new byte[length - EXPERIMENTER_FIXED];
        frame.get(start + EXPERIMENTER_FIXED, data);
        frame.position(start + length);
        return new ExperimenterError(xid, code, data);
    }
}
