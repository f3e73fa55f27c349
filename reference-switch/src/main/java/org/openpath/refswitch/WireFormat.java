/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.Layer;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.Packet;

/**
 * The Ethernet frames chain packets become on a wire port ({@link SwitchPort#attachWire}): real Ethernet, 802.1Q,
 * IPv4 and TCP/UDP headers that Open vSwitch (or any switch) can match and rewrite, then, as the IP payload, a
 * trailer carrying everything of the packet model the headers cannot: the packet id, PAYLOAD, METADATA, the bits of
 * header fields wider than their wire field, the full values of the VLAN tags and the other layers' header stacks.
 *
 * <p>Layout: destination MAC, source MAC (low 48 bits of ETH_DST/ETH_SRC); one 802.1Q tag (TPID 0x8100, PCP = VLAN
 * value bits 12-14, VID = bits 0-11) per entry of the VLAN header stack, the outermost carrying the VLAN field and
 * the next ones the stack from the top down (the stack's bottom entry is the VLAN value before the first push and
 * travels in the trailer); EtherType 0x0800; an IPv4 header (20 bytes, DSCP = TTL_DSCP bits 0-5, TTL = bits 8-15,
 * protocol = low 8 bits of IP_PROTO, addresses = low 32 bits of IP_SRC/IP_DST, correct total length and checksum);
 * for protocol 6 a 20-byte TCP header (ports, flags = low 8 bits of TCP_FLAGS, window 65535, checksum), for 17 an
 * 8-byte UDP header (ports, length, checksum), for other protocols no L4 header; then the trailer:
 * <pre>
 *   "OPTH"  u8 version (1)  u8 0  u16 residual-field bitmap (bit = PacketField ordinal)
 *   i64 packet id
 *   per bitmap bit, in field order: i64 the field's bits that are not on the wire
 *   u16 n = VLAN tags written, i64 VLAN base (bottom of the VLAN stack, or the VLAN field when n = 0),
 *       n x i64 the tags' full values, outermost first
 *   u8 layer count, per non-empty stack of a layer other than VLAN: u8 layer ordinal, u16 size, size x i64
 * </pre>
 *
 * <p>Decoding takes header values from the headers (so a switch that rewrites them, or pushes, pops or rewrites a
 * VLAN tag, is seen) and the rest from the trailer; a tag whose VID still equals the low 12 bits of the trailer's
 * value for the same position counted from the innermost tag gets that full value back. For every packet the
 * switch and the NF semantics produce, {@code decode(encode(p))} equals {@code p}. A frame without a valid trailer
 * is a {@link RawFrame}.
 */
public final class WireFormat {
    /** The trailer magic, {@code "OPTH"}. */
    public static final String MAGIC_TEXT = "OPTH";
    /** The trailer version. */
    public static final int VERSION = 1;

    private static final byte[] MAGIC = MAGIC_TEXT.getBytes(StandardCharsets.US_ASCII);
    private static final int TPID = 0x8100;
    private static final int IPV4 = 0x0800;
    private static final PacketField[] FIELDS = PacketField.values();
    private static final Layer[] LAYERS = Layer.values();

    private WireFormat() {
        // Utility class
    }

    /**
     * Renders a chain packet as an Ethernet frame.
     *
     * @param packet the packet
     * @return the frame, from the destination MAC on
     */
    public static byte[] encode(final Packet packet) {
        final long[] vlanStack = packet.stack(Layer.VLAN);
        final int tags = vlanStack.length;
        final long[] full = new long[tags];
        if (tags > 0) {
            full[0] = packet.get(PacketField.VLAN);
            for (int k = 1; k < tags; k++) {
                full[k] = vlanStack[tags - k];
            }
        }
        final long base = tags > 0 ? vlanStack[0] : packet.get(PacketField.VLAN);
        final int proto = (int) (packet.get(PacketField.IP_PROTO) & 0xFF);
        final int l4Length = proto == 6 ? 20 : proto == 17 ? 8 : 0;

        final long[] residual = new long[FIELDS.length];
        int bitmap = 0;
        for (var field : FIELDS) {
            if (field == PacketField.VLAN) {
                continue;
            }
            final long value = packet.get(field) & ~wireMask(field, proto);
            residual[field.ordinal()] = value;
            if (value != 0) {
                bitmap |= 1 << field.ordinal();
            }
        }
        int trailerLength = 4 + 4 + 8 + Integer.bitCount(bitmap) * 8 + 2 + 8 + tags * 8 + 1;
        int layers = 0;
        for (var layer : LAYERS) {
            if (layer != Layer.VLAN && packet.stack(layer).length > 0) {
                layers++;
                trailerLength += 3 + packet.stack(layer).length * 8;
            }
        }
        final int ipLength = 20 + l4Length + trailerLength;
        final int l3 = 14 + tags * 4;
        final var buf = ByteBuffer.allocate(l3 + ipLength);
        putMac(buf, packet.get(PacketField.ETH_DST));
        putMac(buf, packet.get(PacketField.ETH_SRC));
        for (long tag : full) {
            buf.putShort((short) TPID).putShort((short) ((tag >>> 12 & 0x7) << 13 | tag & 0xFFF));
        }
        buf.putShort((short) IPV4);
        final long ttlDscp = packet.get(PacketField.TTL_DSCP);
        buf.put((byte) 0x45).put((byte) ((ttlDscp & 0x3F) << 2)).putShort((short) ipLength).putInt(0);
        buf.put((byte) (ttlDscp >>> 8)).put((byte) proto).putShort((short) 0);
        buf.putInt((int) packet.get(PacketField.IP_SRC)).putInt((int) packet.get(PacketField.IP_DST));
        buf.putShort(l3 + 10, checksum(buf.array(), l3, 20, 0));
        final int l4 = buf.position();
        if (proto == 6) {
            buf.putShort((short) packet.get(PacketField.L4_SRC)).putShort((short) packet.get(PacketField.L4_DST));
            buf.putInt(0).putInt(0).put((byte) 0x50).put((byte) packet.get(PacketField.TCP_FLAGS));
            buf.putShort((short) 0xFFFF).putInt(0);
        } else if (proto == 17) {
            buf.putShort((short) packet.get(PacketField.L4_SRC)).putShort((short) packet.get(PacketField.L4_DST));
            buf.putShort((short) (8 + trailerLength)).putShort((short) 0);
        }
        buf.put(MAGIC).put((byte) VERSION).put((byte) 0).putShort((short) bitmap).putLong(packet.id());
        for (var field : FIELDS) {
            if ((bitmap & 1 << field.ordinal()) != 0) {
                buf.putLong(residual[field.ordinal()]);
            }
        }
        buf.putShort((short) tags).putLong(base);
        for (long tag : full) {
            buf.putLong(tag);
        }
        buf.put((byte) layers);
        for (var layer : LAYERS) {
            final long[] stack = packet.stack(layer);
            if (layer != Layer.VLAN && stack.length > 0) {
                buf.put((byte) layer.ordinal()).putShort((short) stack.length);
                for (long value : stack) {
                    buf.putLong(value);
                }
            }
        }
        final byte[] frame = buf.array();
        if (l4Length > 0) {
            final int pseudo = sum16(frame, l3 + 12, 8) + proto + l4Length + trailerLength;
            short sum = checksum(frame, l4, l4Length + trailerLength, pseudo);
            if (proto == 17 && sum == 0) {
                sum = (short) 0xFFFF;
            }
            ByteBuffer.wrap(frame).putShort(l4 + (proto == 6 ? 16 : 6), sum);
        }
        return frame;
    }

    /**
     * Decodes a frame: a chain packet (untagged: SFC_ID, PATH_ID and TAG are not carried on a wire) when it has a
     * valid trailer, a raw frame otherwise.
     *
     * @param frame the frame, from the destination MAC on
     * @return the chain packet or the raw frame
     */
    public static Delivered decode(final byte[] frame) {
        final Packet packet = decodePacket(frame);
        return packet != null ? ChainPacket.untagged(packet) : new RawFrame(frame);
    }

    /**
     * Decodes a frame with a valid trailer into a packet.
     *
     * @param frame the frame
     * @return the packet, or {@code null} when the frame is not a chain packet frame
     */
    public static @Nullable Packet decodePacket(final byte[] frame) {
        try {
            return decodeOrFail(frame);
        } catch (BufferUnderflowException | IndexOutOfBoundsException | IllegalArgumentException e) {
            return null;
        }
    }

    private static @Nullable Packet decodeOrFail(final byte[] frame) {
        if (frame.length < 14 + 20 + 16) {
            return null;
        }
        final var buf = ByteBuffer.wrap(frame);
        final long dst = mac(buf, 0);
        final long src = mac(buf, 6);
        int offset = 12;
        long[] wireTags = new long[0];
        while (true) {
            final int type = buf.getShort(offset) & 0xFFFF;
            if (type == TPID || type == 0x88A8) {
                wireTags = Arrays.copyOf(wireTags, wireTags.length + 1);
                wireTags[wireTags.length - 1] = buf.getShort(offset + 2) & 0xFFF;
                offset += 4;
            } else if (type == IPV4) {
                break;
            } else {
                return null;
            }
        }
        final int l3 = offset + 2;
        final int ihl = (frame[l3] & 0xF) * 4;
        if ((frame[l3] & 0xF0) != 0x40 || ihl < 20) {
            return null;
        }
        final int proto = frame[l3 + 9] & 0xFF;
        final int l4 = l3 + ihl;
        final int trailer = proto == 6 ? l4 + (frame[l4 + 12] >>> 4 & 0xF) * 4 : proto == 17 ? l4 + 8 : l4;
        buf.position(trailer);
        final byte[] magic = new byte[MAGIC.length];
        buf.get(magic);
        if (!Arrays.equals(magic, MAGIC) || (buf.get() & 0xFF) != VERSION) {
            return null;
        }
        buf.get();
        final int bitmap = buf.getShort() & 0xFFFF;
        final long id = buf.getLong();
        final long[] values = new long[FIELDS.length];
        for (var field : FIELDS) {
            if ((bitmap & 1 << field.ordinal()) != 0) {
                values[field.ordinal()] = buf.getLong();
            }
        }
        final int tags = buf.getShort() & 0xFFFF;
        final long base = buf.getLong();
        final long[] encoded = new long[tags];
        for (int k = 0; k < tags; k++) {
            encoded[k] = buf.getLong();
        }
        final int layers = buf.get() & 0xFF;
        final long[][] stacks = new long[LAYERS.length][];
        for (int i = 0; i < layers; i++) {
            final int layer = buf.get() & 0xFF;
            final long[] stack = new long[buf.getShort() & 0xFFFF];
            for (int k = 0; k < stack.length; k++) {
                stack[k] = buf.getLong();
            }
            if (layer >= LAYERS.length || LAYERS[layer] == Layer.VLAN) {
                return null;
            }
            stacks[layer] = stack;
        }

        final long ttlDscp = (frame[l3 + 8] & 0xFFL) << 8 | (frame[l3 + 1] & 0xFF) >> 2;
        or(values, PacketField.ETH_DST, dst, proto);
        or(values, PacketField.ETH_SRC, src, proto);
        or(values, PacketField.TTL_DSCP, ttlDscp, proto);
        or(values, PacketField.IP_PROTO, proto, proto);
        or(values, PacketField.IP_SRC, buf.getInt(l3 + 12) & 0xFFFFFFFFL, proto);
        or(values, PacketField.IP_DST, buf.getInt(l3 + 16) & 0xFFFFFFFFL, proto);
        if (proto == 6 || proto == 17) {
            or(values, PacketField.L4_SRC, buf.getShort(l4) & 0xFFFF, proto);
            or(values, PacketField.L4_DST, buf.getShort(l4 + 2) & 0xFFFF, proto);
        }
        if (proto == 6) {
            or(values, PacketField.TCP_FLAGS, frame[l4 + 13] & 0xFF, proto);
        }
        // Wire tags, outermost first; match them with the encoded ones from the innermost outwards
        final int count = wireTags.length;
        final long[] full = new long[count];
        for (int j = 0; j < count; j++) {
            final long wire = wireTags[count - 1 - j];
            final long known = j < tags ? encoded[tags - 1 - j] : -1;
            full[count - 1 - j] = j < tags && (known & 0xFFF) == wire ? known : wire;
        }
        final long[] vlanStack;
        if (count == 0) {
            values[PacketField.VLAN.ordinal()] = base;
            vlanStack = new long[0];
        } else {
            values[PacketField.VLAN.ordinal()] = full[0];
            vlanStack = new long[count];
            vlanStack[0] = base;
            for (int k = 1; k < count; k++) {
                vlanStack[k] = full[count - k];
            }
        }
        final var packet = Packet.of(id, values);
        if (count > 0) {
            packet.setStack(Layer.VLAN, vlanStack);
        }
        for (var layer : LAYERS) {
            final long[] stack = stacks[layer.ordinal()];
            if (stack != null) {
                packet.setStack(layer, stack);
            }
        }
        return packet;
    }

    private static void or(final long[] values, final PacketField field, final long wire, final int proto) {
        final long mask = wireMask(field, proto);
        values[field.ordinal()] = values[field.ordinal()] & ~mask | wire & mask;
    }

    /**
     * Returns the bits of a field the headers carry.
     */
    private static long wireMask(final PacketField field, final int proto) {
        final boolean ports = proto == 6 || proto == 17;
        return switch (field) {
            case ETH_SRC, ETH_DST -> 0xFFFFFFFFFFFFL;
            case IP_SRC, IP_DST -> 0xFFFFFFFFL;
            case IP_PROTO -> 0xFF;
            case TTL_DSCP -> 0xFF3F;
            case L4_SRC, L4_DST -> ports ? 0xFFFF : 0;
            case TCP_FLAGS -> proto == 6 ? 0xFF : 0;
            default -> 0;
        };
    }

    private static void putMac(final ByteBuffer buf, final long mac) {
        buf.putShort((short) (mac >>> 32)).putInt((int) mac);
    }

    private static long mac(final ByteBuffer buf, final int offset) {
        return (buf.getShort(offset) & 0xFFFFL) << 32 | buf.getInt(offset + 2) & 0xFFFFFFFFL;
    }

    private static int sum16(final byte[] bytes, final int offset, final int length) {
        int sum = 0;
        for (int i = 0; i < length; i += 2) {
            final int high = (bytes[offset + i] & 0xFF) << 8;
            sum += i + 1 < length ? high | bytes[offset + i + 1] & 0xFF : high;
        }
        return sum;
    }

    private static short checksum(final byte[] bytes, final int offset, final int length, final int initial) {
        long sum = initial + (long) sum16(bytes, offset, length);
        while (sum >>> 16 != 0) {
            sum = (sum & 0xFFFF) + (sum >>> 16);
        }
        return (short) ~sum;
    }
}
