/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openpath.refswitch.impl.TestDatapath.tcp;

import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.Layer;
import org.openpath.analyzer.PacketField;
import org.openpath.openflow.CopyKind;
import org.openpath.refswitch.ChainPacket;
import org.openpath.refswitch.MatchField;
import org.openpath.refswitch.OxmField;
import org.openpath.refswitch.RawFrame;

/**
 * A packet in the datapath maps OpenFlow fields onto the packet model with their prerequisites, and changes under
 * set-field, VLAN push and pop, and TTL decrement as the README's mapping says.
 */
class PacketContextTest {
    /** An LLDP frame: broadcast destination, EtherType 0x88cc. */
    private static final byte[] LLDP = HexFormat.of().parseHex("0180c200000e020000000001" + "88cc" + "0000");

    @Test
    void fieldsHaveTheirPrerequisites() {
        final var packet = PacketContext.arrived(new ChainPacket(tcp(1), 7, 1, 9), 3);
        assertTrue(packet.matches(List.of(MatchField.exact(OxmField.IN_PORT, 3),
            MatchField.exact(OxmField.ETH_TYPE, 0x0800), MatchField.exact(OxmField.TCP_DST, 80),
            MatchField.exact(OxmField.SFC_ID, 7), MatchField.exact(OxmField.PATH_ID, 1),
            MatchField.masked(OxmField.TAG, 8, 8), MatchField.exact(OxmField.VLAN_VID, 0))));
        assertFalse(packet.matches(List.of(MatchField.exact(OxmField.UDP_DST, 0))), "no UDP field on TCP");
        assertEquals(OfConstants.ETH_TYPE_LLDP, PacketContext.frame(LLDP).value(OxmField.ETH_TYPE));
        assertFalse(PacketContext.frame(LLDP).matches(List.of(MatchField.exact(OxmField.IP_DSCP, 0))),
            "no IP field on a frame that is not IPv4");
        assertTrue(PacketContext.frame(LLDP).isLldp());
        assertFalse(packet.isLldp());
    }

    @Test
    void setFieldChangesTheModel() {
        final var packet = PacketContext.chain(tcp(1));
        packet.set(MatchField.exact(OxmField.VLAN_VID, 0x1005));
        packet.set(MatchField.exact(OxmField.IP_DSCP, 0x2E));
        packet.set(MatchField.exact(OxmField.SERVICE_ID, 4));
        packet.set(MatchField.exact(OxmField.COPY, 2));
        assertEquals(5, packet.packet().get(PacketField.VLAN));
        assertEquals(0x1005, packet.value(OxmField.VLAN_VID));
        assertEquals(64 << 8 | 0x2E, packet.packet().get(PacketField.TTL_DSCP), "the TTL bits stay");
        assertEquals(4, packet.serviceId());
        assertEquals(2, packet.value(OxmField.COPY));
        packet.writeMetadata(0xF0, 0x30);
        packet.writeMetadata(0x0F, 0x03);
        assertEquals(0x33, packet.value(OxmField.METADATA));
    }

    @Test
    void vlanPushPopAndTtl() {
        final var packet = PacketContext.chain(tcp(1));
        packet.set(MatchField.exact(OxmField.VLAN_VID, 0x1005));
        packet.pushVlan();
        packet.set(MatchField.exact(OxmField.VLAN_VID, 0x1009));
        assertArrayEquals(new long[] {5}, packet.packet().stack(Layer.VLAN));
        packet.popVlan();
        assertEquals(5, packet.packet().get(PacketField.VLAN));
        packet.popVlan();
        assertEquals(0, packet.packet().get(PacketField.VLAN), "popping the last tag leaves the packet untagged");

        assertTrue(packet.decrementTtl());
        assertEquals(63, packet.packet().get(PacketField.TTL_DSCP) >>> 8);
        packet.packet().set(PacketField.TTL_DSCP, 1 << 8 | 5);
        assertFalse(packet.decrementTtl());
        assertEquals(1 << 8 | 5, packet.packet().get(PacketField.TTL_DSCP));
    }

    @Test
    void leavesAsItArrived() {
        final var chain = PacketContext.arrived(new ChainPacket(tcp(1), 7, 1, 9), 1);
        chain.setServiceId(3);
        assertEquals(new ChainPacket(tcp(1), 7, 1, 9), chain.toDelivered(), "SERVICE_ID and COPY stay behind");
        chain.setPathTag(8, 2);
        assertEquals(new ChainPacket(tcp(1), 8, 2, 9), chain.toDelivered());
        assertEquals(FrameCodec.CHAIN_FRAME_LENGTH, chain.length());

        final var frame = PacketContext.arrived(new RawFrame(LLDP), 1);
        frame.set(MatchField.exact(OxmField.ETH_DST, 0x0A0B0C0D0E0FL));
        final var left = assertInstanceOf(RawFrame.class, frame.toDelivered());
        assertArrayEquals(HexFormat.of().parseHex("0a0b0c0d0e0f"), Arrays.copyOf(left.bytes(), 6));
        assertArrayEquals(left.bytes(), frame.toWire());
        assertArrayEquals(left.bytes(), frame.toFrame());
        assertEquals(LLDP.length, frame.length());
    }

    @Test
    void aCopyIsIndependent() {
        final var packet = PacketContext.arrived(new ChainPacket(tcp(1), 7, 1, 9), 2);
        final var group = new MergeGroup(packet.copyOf(), 2, CopyKind.HEADER_COPY);
        packet.enterBranch(group, 2, 5);
        final var copy = packet.copyOf();
        copy.set(MatchField.exact(OxmField.IPV4_SRC, 1));
        copy.leaveMergeGroup();
        assertEquals(0x0A00_0001L, packet.packet().get(PacketField.IP_SRC));
        assertEquals(group, packet.mergeGroup());
        assertNull(copy.mergeGroup());
        assertEquals(2, copy.branch());
        assertEquals(5, copy.serviceId());
        assertEquals(2, copy.value(OxmField.COPY));
        assertEquals(2, copy.inPort());
        assertEquals(1, copy.countResubmit());
        assertEquals(1, packet.countResubmit(), "re-submits are counted per copy");
    }
}
