/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.Layer;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.Packet;
import org.openpath.fixtures.TestPackets;

/**
 * Chain packets encoded as real Ethernet/802.1Q/IPv4/TCP-UDP frames with the OpenPATH trailer decode to equal
 * packets; the headers are valid and authoritative (a VLAN pushed, popped or rewritten on the way is seen).
 */
class WireFormatTest {
    private static final long[] PROTOS = {6, 17, 1, 47, 132, 0, 6 + 256, 17 + (1L << 40)};

    static Packet random(final Random random, final long id) {
        final long[] values = new long[PacketField.values().length];
        for (var field : PacketField.values()) {
            values[field.ordinal()] = switch (random.nextInt(4)) {
                case 0 -> 0;
                case 1 -> random.nextInt(4096);
                case 2 -> random.nextLong();
                default -> random.nextLong() & 0xFFFFFFFFFFFFL;
            };
        }
        values[PacketField.IP_PROTO.ordinal()] = random.nextInt(5) == 0 ? random.nextLong()
            : PROTOS[random.nextInt(PROTOS.length)];
        final var packet = Packet.of(id, values);
        for (var layer : Layer.values()) {
            if (random.nextInt(3) == 0) {
                final long[] stack = new long[1 + random.nextInt(layer == Layer.VLAN ? 4 : 3)];
                for (int i = 0; i < stack.length; i++) {
                    stack[i] = random.nextBoolean() ? random.nextInt(4096) : random.nextLong();
                }
                packet.setStack(layer, stack);
            }
        }
        return packet;
    }

    @Test
    void roundTripOfRandomPackets() {
        final var random = new Random(4711);
        for (int i = 0; i < 20_000; i++) {
            final var packet = random(random, random.nextLong());
            final byte[] frame = WireFormat.encode(packet);
            assertEquals(packet, WireFormat.decodePacket(frame), () -> HexFormat.of().formatHex(frame));
            assertEquals(ChainPacket.untagged(packet), WireFormat.decode(frame));
            checkHeaders(packet, frame);
        }
    }

    @Test
    void untaggedUdpPacketLayout() {
        final var packet = TestPackets.packet().eth(0x0200000000A1L, 0x0200000000B1L).ip(0x0A000001L, 0x0A000002L, 17)
            .ttlDscp(64, 10).ports(1234, 53).payload(7).build(42);
        final byte[] frame = WireFormat.encode(packet);
        final var buf = ByteBuffer.wrap(frame);
        assertEquals(0x0800, buf.getShort(12));
        assertEquals(0x45, frame[14]);
        assertEquals(10 << 2, frame[15]);
        assertEquals(64, frame[22]);
        assertEquals(17, frame[23]);
        assertEquals(1234, buf.getShort(34));
        assertEquals(53, buf.getShort(36));
        assertEquals("OPTH", new String(frame, 42, 4, StandardCharsets.US_ASCII));
        assertEquals(42, buf.getLong(50));
        assertEquals(packet, WireFormat.decodePacket(frame));
    }

    @Test
    void vlanPushedPoppedAndRewrittenOnTheWay() {
        final var random = new Random(17);
        for (int i = 0; i < 2_000; i++) {
            final var packet = random(random, i);
            final byte[] frame = WireFormat.encode(packet);
            final int vid = 1 + random.nextInt(4094);

            // a switch on the way pushes a tag: VLAN = vid, the old VLAN value saved on the stack
            final var pushed = packet.copy();
            final long[] stack = packet.stack(Layer.VLAN);
            final long[] grown = Arrays.copyOf(stack, stack.length + 1);
            grown[stack.length] = packet.get(PacketField.VLAN);
            pushed.setStack(Layer.VLAN, grown);
            pushed.set(PacketField.VLAN, vid);
            assertEquals(pushed, WireFormat.decodePacket(insertTag(frame, vid)));

            if (stack.length > 0) {
                // a switch on the way pops the outer tag
                final var popped = packet.copy();
                popped.set(PacketField.VLAN, stack[stack.length - 1]);
                popped.setStack(Layer.VLAN, Arrays.copyOf(stack, stack.length - 1));
                final byte[] stripped = new byte[frame.length - 4];
                System.arraycopy(frame, 0, stripped, 0, 12);
                System.arraycopy(frame, 16, stripped, 12, frame.length - 16);
                assertEquals(popped, WireFormat.decodePacket(stripped));

                // a switch on the way rewrites the outer VID
                final int other = (int) (packet.get(PacketField.VLAN) + 1 & 0xFFF);
                final var rewritten = packet.copy();
                rewritten.set(PacketField.VLAN, other);
                final byte[] changed = frame.clone();
                changed[14] = (byte) (changed[14] & 0xF0 | other >>> 8);
                changed[15] = (byte) other;
                assertEquals(rewritten, WireFormat.decodePacket(changed));
            }
        }
    }

    @Test
    void framesWithoutTrailerAreRaw() {
        final byte[] lldp = HexFormat.of().parseHex("0180c200000e020000000a01" + "88cc"
            + "020704020000000a01" + "0403020002" + "0600780000");
        assertEquals(new RawFrame(lldp), WireFormat.decode(lldp));
        assertNull(WireFormat.decodePacket(lldp));
        final byte[] frame = WireFormat.encode(random(new Random(1), 1));
        for (int cut = 0; cut < frame.length; cut++) {
            final byte[] truncated = Arrays.copyOf(frame, cut);
            assertEquals(new RawFrame(truncated), WireFormat.decode(truncated));
        }
    }

    private static byte[] insertTag(final byte[] frame, final int vid) {
        final byte[] result = new byte[frame.length + 4];
        System.arraycopy(frame, 0, result, 0, 12);
        ByteBuffer.wrap(result).putShort(12, (short) 0x8100).putShort(14, (short) vid);
        System.arraycopy(frame, 12, result, 16, frame.length - 12);
        return result;
    }

    private static void checkHeaders(final Packet packet, final byte[] frame) {
        final var buf = ByteBuffer.wrap(frame);
        final int tags = packet.stack(Layer.VLAN).length;
        int offset = 12;
        for (int i = 0; i < tags; i++) {
            assertEquals(0x8100, buf.getShort(offset) & 0xFFFF);
            offset += 4;
        }
        if (tags > 0) {
            assertEquals(packet.get(PacketField.VLAN) & 0xFFF, buf.getShort(14) & 0xFFF);
        }
        assertEquals(0x0800, buf.getShort(offset) & 0xFFFF);
        final int l3 = offset + 2;
        assertEquals(frame.length - l3, buf.getShort(l3 + 2) & 0xFFFF, "IPv4 total length");
        assertEquals(0, fold(sum(frame, l3, 20, 0)), "IPv4 header checksum");
        final int proto = frame[l3 + 9] & 0xFF;
        if (proto == 6 || proto == 17) {
            final int length = frame.length - l3 - 20;
            final int pseudo = sum(frame, l3 + 12, 8, 0) + proto + length;
            assertEquals(0, fold(sum(frame, l3 + 20, length, pseudo)), "L4 checksum");
            assertEquals(packet.get(PacketField.L4_SRC) & 0xFFFF, buf.getShort(l3 + 20) & 0xFFFF);
        }
        final byte[] src = new byte[6];
        System.arraycopy(frame, 6, src, 0, 6);
        assertArrayEquals(Arrays.copyOfRange(ByteBuffer.allocate(8).putLong(packet.get(PacketField.ETH_SRC))
            .array(), 2, 8), src);
    }

    private static int sum(final byte[] bytes, final int offset, final int length, final int initial) {
        int sum = initial;
        for (int i = 0; i < length; i += 2) {
            final int high = (bytes[offset + i] & 0xFF) << 8;
            sum += i + 1 < length ? high | bytes[offset + i + 1] & 0xFF : high;
        }
        return sum;
    }

    private static int fold(final int value) {
        long sum = value & 0xFFFFFFFFL;
        while (sum >>> 16 != 0) {
            sum = (sum & 0xFFFF) + (sum >>> 16);
        }
        return (int) (~sum & 0xFFFF);
    }
}
