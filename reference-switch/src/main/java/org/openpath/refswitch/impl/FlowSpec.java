/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.nio.ByteBuffer;
import java.util.Arrays;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.Packet;

/**
 * The 48-byte flow spec F of SkipMe, RequestMe, ChangeDefault and NF_ALERT (spec section 4.1). Chain packets are
 * IPv4: their 5-tuple is IP_SRC and IP_DST (low 32 bits), IP_PROTO and L4_SRC/L4_DST (low 16 bits).
 */
final class FlowSpec {
    static final int LENGTH = 48;

    private final byte[] raw;
    private final int present;
    private final int ipVersion;
    private final int proto;
    private final int srcLen;
    private final int dstLen;
    private final long src;
    private final long dst;
    private final int srcLow;
    private final int srcHigh;
    private final int dstLow;
    private final int dstHigh;

    private FlowSpec(final byte[] raw) {
        this.raw = raw;
        final var buf = ByteBuffer.wrap(raw);
        present = buf.getShort(0) & 0xFFFF;
        ipVersion = raw[2] & 0xFF;
        proto = raw[3] & 0xFF;
        srcLen = raw[4] & 0xFF;
        dstLen = raw[5] & 0xFF;
        src = buf.getInt(8) & 0xFFFFFFFFL;
        dst = buf.getInt(24) & 0xFFFFFFFFL;
        srcLow = buf.getShort(40) & 0xFFFF;
        srcHigh = buf.getShort(42) & 0xFFFF;
        dstLow = buf.getShort(44) & 0xFFFF;
        dstHigh = buf.getShort(46) & 0xFFFF;
    }

    /**
     * Reads and validates a flow spec.
     *
     * @param buf the buffer, positioned at F
     * @return the flow spec
     * @throws OfError BAD_VALUE when a rule of section 4.1 is broken
     */
    static FlowSpec read(final ByteBuffer buf) throws OfError {
        final byte[] raw = new byte[LENGTH];
        buf.get(raw);
        final var spec = new FlowSpec(raw);
        spec.validate();
        return spec;
    }

    /**
     * Returns the exact flow spec of a chain packet's 5-tuple.
     *
     * @param packet the packet
     * @return the spec
     */
    static FlowSpec exact(final Packet packet) {
        final var buf = ByteBuffer.allocate(LENGTH);
        buf.putShort((short) 0x1F).put((byte) 4).put((byte) packet.get(PacketField.IP_PROTO)).put((byte) 32)
            .put((byte) 32).putShort((short) 0);
        buf.putInt(8, (int) packet.get(PacketField.IP_SRC));
        buf.putInt(24, (int) packet.get(PacketField.IP_DST));
        final short sport = (short) packet.get(PacketField.L4_SRC);
        final short dport = (short) packet.get(PacketField.L4_DST);
        buf.putShort(40, sport).putShort(42, sport).putShort(44, dport).putShort(46, dport);
        return new FlowSpec(buf.array());
    }

    byte[] bytes() {
        return raw.clone();
    }

    private void validate() throws OfError {
        final boolean prefixes = (present & 3) != 0;
        if ((present & ~0x1F) != 0 || raw[6] != 0 || raw[7] != 0
            || (prefixes ? ipVersion != 4 && ipVersion != 6 : ipVersion != 0)) {
            throw OfError.openPath(OfError.OP_BAD_VALUE);
        }
        final int maxLen = ipVersion == 6 ? 128 : 32;
        checkPrefix((present & 1) != 0, srcLen, 8, maxLen);
        checkPrefix((present & 2) != 0, dstLen, 24, maxLen);
        if ((present & 4) == 0 && proto != 0) {
            throw OfError.openPath(OfError.OP_BAD_VALUE);
        }
        checkRange((present & 8) != 0, srcLow, srcHigh);
        checkRange((present & 16) != 0, dstLow, dstHigh);
    }

    private void checkPrefix(final boolean on, final int len, final int offset, final int maxLen) throws OfError {
        if (!on) {
            if (len != 0 || !allZero(offset, 16)) {
                throw OfError.openPath(OfError.OP_BAD_VALUE);
            }
            return;
        }
        if (len > maxLen || ipVersion == 4 && !allZero(offset + 4, 12)) {
            throw OfError.openPath(OfError.OP_BAD_VALUE);
        }
        for (int bit = len; bit < 128; bit++) {
            if ((raw[offset + bit / 8] >> 7 - bit % 8 & 1) != 0) {
                throw OfError.openPath(OfError.OP_BAD_VALUE);
            }
        }
    }

    private static void checkRange(final boolean on, final int low, final int high) throws OfError {
        if (on ? low > high : low != 0 || high != 0) {
            throw OfError.openPath(OfError.OP_BAD_VALUE);
        }
    }

    private boolean allZero(final int offset, final int length) {
        for (int i = offset; i < offset + length; i++) {
            if (raw[i] != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Tells whether this spec covers a chain packet's flow.
     *
     * @param packet the packet
     * @return whether it covers it
     */
    boolean covers(final Packet packet) {
        if ((present & 3) != 0 && ipVersion != 4) {
            return false;
        }
        return ((present & 1) == 0 || prefixMatch(src, srcLen, packet.get(PacketField.IP_SRC)))
            && ((present & 2) == 0 || prefixMatch(dst, dstLen, packet.get(PacketField.IP_DST)))
            && ((present & 4) == 0 || proto == (packet.get(PacketField.IP_PROTO) & 0xFF))
            && ((present & 8) == 0 || inRange(srcLow, srcHigh, packet.get(PacketField.L4_SRC)))
            && ((present & 16) == 0 || inRange(dstLow, dstHigh, packet.get(PacketField.L4_DST)));
    }

    private static boolean prefixMatch(final long prefix, final int len, final long value) {
        final long mask = len == 0 ? 0 : 0xFFFFFFFFL << 32 - len & 0xFFFFFFFFL;
        return (value & mask) == (prefix & mask);
    }

    private static boolean inRange(final int low, final int high, final long value) {
        final long port = value & 0xFFFF;
        return port >= low && port <= high;
    }

    @Override
    public boolean equals(final Object obj) {
        return this == obj || obj instanceof FlowSpec other && Arrays.equals(raw, other.raw);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(raw);
    }
}
