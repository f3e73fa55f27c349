/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.nio.ByteBuffer;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.Packet;

/**
 * Raw Ethernet frames: parsed into the packet model for matching (Ethernet, one 802.1Q tag, IPv4, TCP/UDP ports),
 * and chain packets rendered as Ethernet/IPv4 frames for PACKET_IN.
 */
final class FrameCodec {
    static final int CHAIN_FRAME_LENGTH = 14 + 20 + 8;

    /**
     * A parsed frame.
     *
     * @param packet the header values
     * @param ethType the EtherType after any VLAN tag, or 0 for a runt
     */
    record Parsed(Packet packet, int ethType) {
    }

    private FrameCodec() {
        // Utility class
    }

    static Parsed parse(final long id, final byte[] frame) {
        final long[] values = new long[PacketField.values().length];
        int ethType = 0;
        if (frame.length >= 14) {
            final var buf = ByteBuffer.wrap(frame);
            values[PacketField.ETH_DST.ordinal()] = mac(buf, 0);
            values[PacketField.ETH_SRC.ordinal()] = mac(buf, 6);
            ethType = buf.getShort(12) & 0xFFFF;
            int l3 = 14;
            if (ethType == 0x8100 && frame.length >= 18) {
                values[PacketField.VLAN.ordinal()] = buf.getShort(14) & 0xFFF;
                ethType = buf.getShort(16) & 0xFFFF;
                l3 = 18;
            }
            if (ethType == 0x0800 && frame.length >= l3 + 20) {
                final int ihl = (frame[l3] & 0xF) * 4;
                values[PacketField.TTL_DSCP.ordinal()] = (frame[l3 + 8] & 0xFF) << 8 | (frame[l3 + 1] & 0xFF) >> 2;
                final int proto = frame[l3 + 9] & 0xFF;
                values[PacketField.IP_PROTO.ordinal()] = proto;
                values[PacketField.IP_SRC.ordinal()] = buf.getInt(l3 + 12) & 0xFFFFFFFFL;
                values[PacketField.IP_DST.ordinal()] = buf.getInt(l3 + 16) & 0xFFFFFFFFL;
                final int l4 = l3 + ihl;
                if ((proto == 6 || proto == 17) && ihl >= 20 && frame.length >= l4 + 4) {
                    values[PacketField.L4_SRC.ordinal()] = buf.getShort(l4) & 0xFFFF;
                    values[PacketField.L4_DST.ordinal()] = buf.getShort(l4 + 2) & 0xFFFF;
                }
            }
        }
        return new Parsed(Packet.of(id, values), ethType);
    }

    private static long mac(final ByteBuffer buf, final int offset) {
        return (buf.getShort(offset) & 0xFFFFL) << 32 | buf.getInt(offset + 2) & 0xFFFFFFFFL;
    }

    static void writeMac(final byte @Nullable [] frame, final int offset, final long mac) {
        if (frame != null && frame.length >= offset + 6) {
            for (int i = 0; i < 6; i++) {
                frame[offset + i] = (byte) (mac >>> (5 - i) * 8);
            }
        }
    }

    /**
     * Renders a chain packet as an Ethernet/IPv4 frame with the first 4 bytes of its L4 header (the ports) and 4
     * bytes of payload value.
     *
     * @param packet the packet
     * @return the frame
     */
    static byte[] render(final Packet packet) {
        final var buf = ByteBuffer.allocate(CHAIN_FRAME_LENGTH);
        buf.putShort((short) (packet.get(PacketField.ETH_DST) >>> 32)).putInt((int) packet.get(PacketField.ETH_DST));
        buf.putShort((short) (packet.get(PacketField.ETH_SRC) >>> 32)).putInt((int) packet.get(PacketField.ETH_SRC));
        buf.putShort((short) 0x0800);
        final long ttlDscp = packet.get(PacketField.TTL_DSCP);
        buf.put((byte) 0x45).put((byte) ((ttlDscp & 0x3F) << 2)).putShort((short) 28).putInt(0);
        buf.put((byte) (ttlDscp >>> 8)).put((byte) packet.get(PacketField.IP_PROTO)).putShort((short) 0);
        buf.putInt((int) packet.get(PacketField.IP_SRC)).putInt((int) packet.get(PacketField.IP_DST));
        buf.putShort((short) packet.get(PacketField.L4_SRC)).putShort((short) packet.get(PacketField.L4_DST));
        buf.putInt((int) packet.get(PacketField.PAYLOAD));
        return buf.array();
    }
}
