/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static org.openpath.openflow.BigEndian.put16;
import static org.openpath.openflow.BigEndian.put32;
import static org.openpath.openflow.BigEndian.put8;
import static org.openpath.openflow.BigEndian.u16;
import static org.openpath.openflow.BigEndian.u32;
import static org.openpath.openflow.BigEndian.u8;
import static org.openpath.openflow.DecodeChecks.hex;
import static org.openpath.openflow.OpenPathConstants.EXPERIMENTER_HEADER_BYTES;
import static org.openpath.openflow.OpenPathConstants.OF_HEADER_BYTES;
import static org.openpath.openflow.OpenPathConstants.OF_VERSION;

import java.nio.ByteBuffer;
import org.openpath.openflow.MalformedOpenPathException.Problem;

/**
 * The 8-byte OpenFlow 1.3 header (version, type, length, xid) of the extension's experimenter messages and errors
 * (docs/openpath-openflow.md sections 4 and 5).
 */
final class OpenFlowHeader {
    private OpenFlowHeader() {
        // static methods only
    }

    /**
     * Writes a header with version 1.3.
     *
     * @param out the buffer
     * @param type the OpenFlow message type
     * @param length the length of the whole frame
     * @param xid the xid
     */
    static void write(final ByteBuffer out, final int type, final int length, final long xid) {
        put8(out, OF_VERSION);
        put8(out, type);
        put16(out, length);
        put32(out, xid);
    }

    /**
     * Checks the header of a frame that must fill the buffer's remaining bytes and be at least as long as an
     * experimenter header.
     *
     * @param frame the frame, at its first byte
     * @param expectedType the OpenFlow message type
     * @param typeName the type's name in messages
     * @return the xid
     * @throws MalformedOpenPathException {@link Problem#BAD_LENGTH}, {@link Problem#BAD_VERSION} or
     *         {@link Problem#UNKNOWN_TYPE}
     */
    static long check(final ByteBuffer frame, final int expectedType, final String typeName)
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
}
