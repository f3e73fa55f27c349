/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.Packet;
import org.openpath.fixtures.TestPackets;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.IpPrefix;
import org.openpath.openflow.PortRange;

/**
 * Flow specs and chain packets: a spec covers a packet when every present element holds for its IPv4 5-tuple, and the
 * exact spec of a packet is its 5-tuple as /32 prefixes and single ports.
 */
class ChainFlowSpecsTest {
    /** UDP 10.0.0.1:5353 → 192.168.1.5:53. */
    private static final Packet DNS = TestPackets.packet().ip(0x0A00_0001L, 0xC0A8_0105L, 17).ports(5353, 53)
        .build(1);

    private static FlowSpec spec(final String source, final String destination, final Integer protocol,
            final PortRange sourcePorts, final PortRange destinationPorts) {
        return new FlowSpec(source == null ? null : IpPrefix.parse(source),
            destination == null ? null : IpPrefix.parse(destination), protocol, sourcePorts, destinationPorts);
    }

    @Test
    void exactIsTheFiveTupleAsSlash32PrefixesAndSinglePorts() {
        assertEquals(spec("10.0.0.1/32", "192.168.1.5/32", 17, new PortRange(5353, 5353), new PortRange(53, 53)),
            ChainFlowSpecs.exact(DNS));
    }

    @Test
    void coversWhenEveryPresentElementHolds() {
        final var wide = spec("10.0.0.0/8", "192.168.1.0/24", 17, new PortRange(5000, 6000), new PortRange(50, 60));
        assertTrue(ChainFlowSpecs.covers(wide, DNS));
        assertTrue(ChainFlowSpecs.covers(FlowSpec.ANY, DNS));
        assertTrue(ChainFlowSpecs.covers(spec(null, "192.168.1.5/32", null, null, null), DNS), "absent = any");
        assertFalse(ChainFlowSpecs.covers(spec("10.0.1.0/24", null, null, null, null), DNS), "source outside");
        assertFalse(ChainFlowSpecs.covers(spec(null, "192.168.2.0/24", null, null, null), DNS), "destination outside");
        assertFalse(ChainFlowSpecs.covers(spec(null, null, 6, null, null), DNS), "TCP, the packet is UDP");
        assertFalse(ChainFlowSpecs.covers(spec(null, null, null, new PortRange(5354, 6000), null), DNS),
            "source port below the range");
        assertFalse(ChainFlowSpecs.covers(spec(null, null, null, null, new PortRange(54, 60)), DNS),
            "destination port below the range");
        assertFalse(ChainFlowSpecs.covers(spec("::/0", null, null, null, null), DNS),
            "an IPv6 prefix never covers a chain packet, which is IPv4");
    }

    @Test
    void theExactSpecCoversItsPacketAndNoOtherFlow() {
        final var exact = ChainFlowSpecs.exact(DNS);
        assertTrue(ChainFlowSpecs.covers(exact, DNS));
        assertTrue(ChainFlowSpecs.covers(exact, TestPackets.packet().ip(0x0A00_0001L, 0xC0A8_0105L, 17)
            .ports(5353, 53).payload(99).build(2)), "another packet of the flow");
        assertFalse(ChainFlowSpecs.covers(exact, TestPackets.packet().ip(0x0A00_0001L, 0xC0A8_0105L, 17)
            .ports(5354, 53).build(3)), "another source port");
        assertFalse(ChainFlowSpecs.covers(exact, TestPackets.packet().ip(0x0A00_0002L, 0xC0A8_0105L, 17)
            .ports(5353, 53).build(4)), "another source address");
    }

    @Test
    void onlyTheLowBitsOfTheFieldsCount() {
        // every field one bit above its width: 32 bits for addresses, 8 for the protocol, 16 for ports
        final Packet wide = TestPackets.packet().ip(0x1_0A00_0001L, 0x1_C0A8_0105L, 0x100 | 17)
            .ports(0x1_0000 | 5353, 0x1_0000 | 53).build(5);
        assertEquals(0x1_0000 | 53, wide.get(PacketField.L4_DST));
        assertEquals(ChainFlowSpecs.exact(DNS), ChainFlowSpecs.exact(wide));
        assertTrue(ChainFlowSpecs.covers(ChainFlowSpecs.exact(DNS), wide));
    }
}
