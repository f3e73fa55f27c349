/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.Packet;
import org.openpath.refswitch.Action;
import org.openpath.refswitch.MatchField;
import org.openpath.refswitch.OxmField;

/**
 * A packet in the datapath: its header values in the analyser's {@link Packet} model, the raw frame when it arrived
 * as one, and the switch metadata (in_port, SFC_ID, PATH_ID, TAG, SERVICE_ID, COPY, the metadata register).
 *
 * <p>OpenFlow fields map onto packet fields as follows (README): eth_src/eth_dst = ETH_SRC/ETH_DST (48 bits),
 * vlan_vid = OFPVID_PRESENT | VLAN (VLAN 0 = untagged), ip_dscp = TTL_DSCP bits 0-5 (TTL in bits 8-15),
 * ip_proto = IP_PROTO, ipv4_src/ipv4_dst = IP_SRC/IP_DST (low 32 bits), tcp_src/udp_src = L4_SRC and
 * tcp_dst/udp_dst = L4_DST (low 16 bits; TCP when IP_PROTO is 6, UDP when 17), eth_type = 0x0800 for chain packets.
 */
final class PacketContext {
    static final long ABSENT = -1;
    private static final AtomicLong FRAME_IDS = new AtomicLong(1L << 40);

    Packet packet;
    byte @Nullable [] frame;
    int ethType;
    long inPort;
    long sfcId;
    long pathId;
    long tag;
    long serviceId;
    int copy;
    long metadata;
    int resubmits;
    @Nullable MergeGroup group;
    int branch;
    final List<Action> actionSet = new ArrayList<>();

    PacketContext(final Packet packet, final byte @Nullable [] frame, final int ethType) {
        this.packet = packet;
        this.frame = frame;
        this.ethType = ethType;
    }

    static PacketContext chain(final Packet packet) {
        return new PacketContext(packet, null, 0x0800);
    }

    static PacketContext frame(final byte[] frame) {
        final var parsed = FrameCodec.parse(FRAME_IDS.incrementAndGet(), frame);
        return new PacketContext(parsed.packet(), frame.clone(), parsed.ethType());
    }

    boolean isChain() {
        return frame == null;
    }

    PacketContext copyOf() {
        final byte[] raw = frame;
        final var result = new PacketContext(packet.copy(), raw == null ? null : raw.clone(), ethType);
        result.inPort = inPort;
        result.sfcId = sfcId;
        result.pathId = pathId;
        result.tag = tag;
        result.serviceId = serviceId;
        result.copy = copy;
        result.metadata = metadata;
        result.resubmits = resubmits;
        result.group = group;
        result.branch = branch;
        return result;
    }

    int length() {
        final byte[] raw = frame;
        return raw != null ? raw.length : FrameCodec.CHAIN_FRAME_LENGTH;
    }

    private boolean ipv4() {
        return ethType == 0x0800;
    }

    /**
     * Returns the packet's value of an OpenFlow field, or {@link #ABSENT} when its prerequisites do not hold.
     *
     * @param field the field
     * @return the value
     */
    long value(final OxmField field) {
        final long proto = packet.get(PacketField.IP_PROTO) & 0xFF;
        return switch (field) {
            case IN_PORT, IN_PHY_PORT -> inPort;
            case METADATA -> metadata;
            case ETH_DST -> packet.get(PacketField.ETH_DST) & 0xFFFFFFFFFFFFL;
            case ETH_SRC -> packet.get(PacketField.ETH_SRC) & 0xFFFFFFFFFFFFL;
            case ETH_TYPE -> ethType;
            case VLAN_VID -> {
                final long vlan = packet.get(PacketField.VLAN) & 0xFFF;
                yield vlan == 0 ? 0 : 0x1000 | vlan;
            }
            case IP_DSCP -> ipv4() ? packet.get(PacketField.TTL_DSCP) & 0x3F : ABSENT;
            case IP_ECN -> ipv4() ? 0 : ABSENT;
            case IP_PROTO -> ipv4() ? proto : ABSENT;
            case IPV4_SRC -> ipv4() ? packet.get(PacketField.IP_SRC) & 0xFFFFFFFFL : ABSENT;
            case IPV4_DST -> ipv4() ? packet.get(PacketField.IP_DST) & 0xFFFFFFFFL : ABSENT;
            case TCP_SRC -> ipv4() && proto == 6 ? packet.get(PacketField.L4_SRC) & 0xFFFF : ABSENT;
            case TCP_DST -> ipv4() && proto == 6 ? packet.get(PacketField.L4_DST) & 0xFFFF : ABSENT;
            case UDP_SRC -> ipv4() && proto == 17 ? packet.get(PacketField.L4_SRC) & 0xFFFF : ABSENT;
            case UDP_DST -> ipv4() && proto == 17 ? packet.get(PacketField.L4_DST) & 0xFFFF : ABSENT;
            case SFC_ID -> sfcId;
            case PATH_ID -> pathId;
            case TAG -> tag;
            case SERVICE_ID -> serviceId;
            case COPY -> copy;
        };
    }

    boolean matches(final List<MatchField> match) {
        for (var field : match) {
            final long value = value(field.field());
            if (value == ABSENT || !field.matches(value)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Applies a set-field action. Raw frames get their Ethernet addresses rewritten in place; other fields of raw
     * frames change only the parsed view.
     *
     * @param field the field and value
     */
    void set(final MatchField field) {
        final long value = field.value();
        switch (field.field()) {
            case ETH_DST -> {
                packet.set(PacketField.ETH_DST, value);
                FrameCodec.writeMac(frame, 0, value);
            }
            case ETH_SRC -> {
                packet.set(PacketField.ETH_SRC, value);
                FrameCodec.writeMac(frame, 6, value);
            }
            case VLAN_VID -> packet.set(PacketField.VLAN, value & 0xFFF);
            case IP_DSCP -> packet.set(PacketField.TTL_DSCP, packet.get(PacketField.TTL_DSCP) & ~0x3FL | value & 0x3F);
            case IP_PROTO -> packet.set(PacketField.IP_PROTO, value);
            case IPV4_SRC -> packet.set(PacketField.IP_SRC, value);
            case IPV4_DST -> packet.set(PacketField.IP_DST, value);
            case TCP_SRC, UDP_SRC -> packet.set(PacketField.L4_SRC, value);
            case TCP_DST, UDP_DST -> packet.set(PacketField.L4_DST, value);
            case SFC_ID -> sfcId = value;
            case PATH_ID -> pathId = value;
            case TAG -> tag = value;
            case SERVICE_ID -> serviceId = value;
            case COPY -> copy = (int) value;
            default -> {
                // eth_type, ip_ecn: nothing to change in the model
            }
        }
    }
}
