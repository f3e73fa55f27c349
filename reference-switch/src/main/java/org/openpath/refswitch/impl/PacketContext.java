/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.Layer;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.Packet;
import org.openpath.refswitch.Action;
import org.openpath.refswitch.ChainPacket;
import org.openpath.refswitch.Delivered;
import org.openpath.refswitch.MatchField;
import org.openpath.refswitch.OxmField;
import org.openpath.refswitch.RawFrame;
import org.openpath.refswitch.WireFormat;

/**
 * A packet in the datapath: its header values in the analyser's {@link Packet} model, the raw frame when it arrived
 * as one, the switch metadata (in_port, SFC_ID, PATH_ID, TAG, SERVICE_ID, COPY, the metadata register), its action
 * set, and where it stands in the pipeline (re-submits, the merge group of its branch). The header actions
 * (set-field, push and pop VLAN, decrement TTL) change it here. Owned by the datapath thread.
 *
 * <p>OpenFlow fields map onto packet fields as follows (README): eth_src/eth_dst = ETH_SRC/ETH_DST (48 bits),
 * vlan_vid = OFPVID_PRESENT | VLAN (VLAN 0 = untagged), ip_dscp = TTL_DSCP bits 0-5 (TTL in bits 8-15),
 * ip_proto = IP_PROTO, ipv4_src/ipv4_dst = IP_SRC/IP_DST (low 32 bits), tcp_src/udp_src = L4_SRC and
 * tcp_dst/udp_dst = L4_DST (low 16 bits; TCP when IP_PROTO is 6, UDP when 17), eth_type = 0x0800 for chain packets.
 */
final class PacketContext {
    private static final long ABSENT = -1;
    private static final AtomicLong FRAME_IDS = new AtomicLong(1L << 40);
    private static final int IP_PROTO_TCP = 6;
    private static final int IP_PROTO_UDP = 17;
    /** {@code OFPVID_PRESENT}: the bit a vlan_vid match or set-field carries for a tagged packet. */
    private static final int OFPVID_PRESENT = 0x1000;
    private static final int VID_MASK = 0xFFF;
    private static final int DSCP_MASK = 0x3F;
    private static final int TTL_SHIFT = 8;
    private static final long TTL_MASK = 0xFF;

    private final ActionSet actionSet = new ActionSet();
    private final int ethType;
    private Packet packet;
    private byte @Nullable [] frame;
    private long inPort;
    private long sfcId;
    private long pathId;
    private long tag;
    private long serviceId;
    private int copy;
    private long metadata;
    private int resubmits;
    private @Nullable MergeGroup group;
    private int branch;
    private @Nullable GraphExit graphExit;

    /**
     * Where a packet in its chain's service graph goes when it leaves the graph (revision 3, spec section 8): the
     * actions after its RUN_GRAPH, and the table and cookie of the flow they belong to.
     *
     * @param rest the actions after RUN_GRAPH
     * @param table the flow's table
     * @param cookie the flow's cookie
     */
    record GraphExit(List<Action> rest, int table, long cookie) {
    }

    private PacketContext(final Packet packet, final byte @Nullable [] frame, final int ethType) {
        this.packet = packet;
        this.frame = frame;
        this.ethType = ethType;
    }

    static PacketContext chain(final Packet packet) {
        return new PacketContext(packet, null, OfConstants.ETH_TYPE_IPV4);
    }

    static PacketContext frame(final byte[] frame) {
        final var parsed = FrameCodec.parse(FRAME_IDS.incrementAndGet(), frame);
        return new PacketContext(parsed.packet(), frame.clone(), parsed.ethType());
    }

    /**
     * Returns the packet that arrived: a chain packet with its inter-node tag, or a raw frame.
     *
     * @param delivered what arrived
     * @param inPort the port it arrived on
     * @return the packet
     */
    static PacketContext arrived(final Delivered delivered, final long inPort) {
        final PacketContext packet = switch (delivered) {
            case ChainPacket chain -> {
                final var ctx = chain(chain.packet());
                ctx.sfcId = chain.sfcId();
                ctx.pathId = chain.pathId();
                ctx.tag = chain.tag();
                yield ctx;
            }
            case RawFrame raw -> frame(raw.bytes());
        };
        packet.inPort = inPort;
        return packet;
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
        result.graphExit = graphExit;
        return result;
    }

    Packet packet() {
        return packet;
    }

    void setPacket(final Packet newPacket) {
        packet = newPacket;
    }

    boolean isChain() {
        return frame == null;
    }

    /**
     * Tells whether this is an LLDP frame, which the switch may punt to the controller on a table miss.
     *
     * @return whether it is a raw frame with EtherType 0x88cc
     */
    boolean isLldp() {
        return !isChain() && ethType == OfConstants.ETH_TYPE_LLDP;
    }

    long inPort() {
        return inPort;
    }

    void setInPort(final long port) {
        inPort = port;
    }

    long sfcId() {
        return sfcId;
    }

    long serviceId() {
        return serviceId;
    }

    void setServiceId(final long service) {
        serviceId = service;
    }

    /**
     * Sets the inter-node tag (SET_PATH_TAG, spec section 3).
     *
     * @param sfc the SFC-ID
     * @param path the PATH-ID
     */
    void setPathTag(final long sfc, final long path) {
        sfcId = sfc;
        pathId = path;
    }

    void setCopy(final int branchCopy) {
        copy = branchCopy;
    }

    /**
     * Writes bits of the metadata register (Write-Metadata).
     *
     * @param value the value
     * @param mask the bits written
     */
    void writeMetadata(final long value, final long mask) {
        metadata = metadata & ~mask | value & mask;
    }

    ActionSet actionSet() {
        return actionSet;
    }

    /**
     * Counts a re-submission to table 0.
     *
     * @return how many times the packet was re-submitted, this one included
     */
    int countResubmit() {
        return ++resubmits;
    }

    @Nullable MergeGroup mergeGroup() {
        return group;
    }

    int branch() {
        return branch;
    }

    /**
     * Makes this packet the copy for one branch of a COPY_TO_BRANCHES (spec section 3).
     *
     * @param mergeGroup the copies' merge group
     * @param index the branch, 1-based; also the COPY value
     * @param firstServiceId the branch's first service id
     */
    void enterBranch(final MergeGroup mergeGroup, final int index, final long firstServiceId) {
        group = mergeGroup;
        branch = index;
        copy = index;
        serviceId = firstServiceId;
    }

    /**
     * Returns where the packet goes when it leaves its chain's service graph.
     *
     * @return the exit, or {@code null} when the packet is not in a graph
     */
    @Nullable GraphExit graphExit() {
        return graphExit;
    }

    /**
     * Puts the packet in its chain's service graph (RUN_GRAPH), or takes it out ({@code null}).
     *
     * @param exit where it goes when it leaves the graph, or {@code null}
     */
    void setGraphExit(final @Nullable GraphExit exit) {
        graphExit = exit;
    }

    /**
     * Detaches the packet from its merge group: a group bucket's copy does not count for the merge.
     */
    void leaveMergeGroup() {
        group = null;
    }

    int length() {
        final byte[] raw = frame;
        return raw != null ? raw.length : FrameCodec.CHAIN_FRAME_LENGTH;
    }

    /**
     * Returns the packet as an Ethernet frame for PACKET_IN: the raw frame, or the chain packet rendered.
     *
     * @return the frame
     */
    byte[] toFrame() {
        final byte[] raw = frame;
        return raw != null ? raw : FrameCodec.render(packet);
    }

    /**
     * Returns the packet as a UDP wire carries it: the raw frame byte for byte, or the chain packet encoded.
     *
     * @return the datagram
     */
    byte[] toWire() {
        final byte[] raw = frame;
        return raw != null ? raw : WireFormat.encode(packet);
    }

    /**
     * Returns the packet as it leaves on an in-JVM link or into a port's queue: the raw frame, or the chain packet
     * with its inter-node tag (SFC_ID, PATH_ID, TAG).
     *
     * @return the packet
     */
    Delivered toDelivered() {
        final byte[] raw = frame;
        return raw != null ? new RawFrame(raw) : new ChainPacket(packet, sfcId, pathId, tag);
    }

    private boolean ipv4() {
        return ethType == OfConstants.ETH_TYPE_IPV4;
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
                final long vlan = packet.get(PacketField.VLAN) & VID_MASK;
                yield vlan == 0 ? 0 : OFPVID_PRESENT | vlan;
            }
            case IP_DSCP -> ipv4() ? packet.get(PacketField.TTL_DSCP) & DSCP_MASK : ABSENT;
            case IP_ECN -> ipv4() ? 0 : ABSENT;
            case IP_PROTO -> ipv4() ? proto : ABSENT;
            case IPV4_SRC -> ipv4() ? packet.get(PacketField.IP_SRC) & 0xFFFFFFFFL : ABSENT;
            case IPV4_DST -> ipv4() ? packet.get(PacketField.IP_DST) & 0xFFFFFFFFL : ABSENT;
            case TCP_SRC -> ipv4() && proto == IP_PROTO_TCP ? packet.get(PacketField.L4_SRC) & 0xFFFF : ABSENT;
            case TCP_DST -> ipv4() && proto == IP_PROTO_TCP ? packet.get(PacketField.L4_DST) & 0xFFFF : ABSENT;
            case UDP_SRC -> ipv4() && proto == IP_PROTO_UDP ? packet.get(PacketField.L4_SRC) & 0xFFFF : ABSENT;
            case UDP_DST -> ipv4() && proto == IP_PROTO_UDP ? packet.get(PacketField.L4_DST) & 0xFFFF : ABSENT;
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
            case VLAN_VID -> packet.set(PacketField.VLAN, value & VID_MASK);
            case IP_DSCP -> packet.set(PacketField.TTL_DSCP,
                packet.get(PacketField.TTL_DSCP) & ~(long) DSCP_MASK | value & DSCP_MASK);
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

    /**
     * Pushes a VLAN header (OFPAT_PUSH_VLAN): the current VLAN value goes onto the packet's VLAN stack and stays the
     * outer tag's value until a set-field changes it.
     */
    void pushVlan() {
        final long vlan = packet.get(PacketField.VLAN);
        final long[] stack = packet.stack(Layer.VLAN);
        final long[] pushed = Arrays.copyOf(stack, stack.length + 1);
        pushed[stack.length] = vlan;
        packet.setStack(Layer.VLAN, pushed);
    }

    /**
     * Pops the outer VLAN header (OFPAT_POP_VLAN): the next value of the stack becomes the VLAN value, 0 (untagged)
     * when the stack is empty.
     */
    void popVlan() {
        final long[] stack = packet.stack(Layer.VLAN);
        if (stack.length > 0) {
            packet.set(PacketField.VLAN, stack[stack.length - 1]);
            packet.setStack(Layer.VLAN, Arrays.copyOf(stack, stack.length - 1));
        } else {
            packet.set(PacketField.VLAN, 0);
        }
    }

    /**
     * Decrements the IP TTL (OFPAT_DEC_NW_TTL), kept in TTL_DSCP bits 8-15.
     *
     * @return whether the packet lives on; {@code false} when the TTL was 1 or 0, which drops it
     */
    boolean decrementTtl() {
        final long value = packet.get(PacketField.TTL_DSCP);
        final long ttl = value >>> TTL_SHIFT & TTL_MASK;
        if (ttl <= 1) {
            return false;
        }
        packet.set(PacketField.TTL_DSCP, value & ~(TTL_MASK << TTL_SHIFT) | ttl - 1 << TTL_SHIFT);
        return true;
    }
}
