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
import static org.openpath.openflow.BigEndian.put8;
import static org.openpath.openflow.BigEndian.putUnsigned;
import static org.openpath.openflow.BigEndian.u16;
import static org.openpath.openflow.BigEndian.u32;
import static org.openpath.openflow.BigEndian.u8;
import static org.openpath.openflow.BigEndian.unsigned;
import static org.openpath.openflow.DecodeChecks.build;
import static org.openpath.openflow.DecodeChecks.hex;
import static org.openpath.openflow.OpenPathConstants.EXPERIMENTER_ID;
import static org.openpath.openflow.OpenPathConstants.OXM_CLASS_EXPERIMENTER;

import java.nio.ByteBuffer;
import org.openpath.openflow.MalformedOpenPathException.Problem;

/**
 * The experimenter OXM match fields on the wire (docs/openpath-openflow.md section 2): the 4-byte OXM header
 * ({@code oxm_class} 0xFFFF, {@code oxm_field}, {@code hasmask}, {@code oxm_length}), the experimenter id, the value
 * and, for a maskable field, the mask.
 */
final class OxmCodec {
    private static final int OXM_HEADER_BYTES = 4;

    private OxmCodec() {
        // static methods only
    }

    static void write(final OxmMatch match, final ByteBuffer out) {
        requireNonNull(match, "match");
        BigEndian.room(out, match.wireLength());
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

    static OxmMatch read(final ByteBuffer in) throws MalformedOpenPathException {
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
}
