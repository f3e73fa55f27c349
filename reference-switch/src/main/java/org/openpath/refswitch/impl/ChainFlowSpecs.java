/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.nio.ByteBuffer;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.Packet;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.IpPrefix;
import org.openpath.openflow.PortRange;

/**
 * Relates the flow specs F of spec section 4.1 to chain packets: whether a spec covers a chain packet's flow, and the
 * exact spec of one. Chain packets are IPv4: their 5-tuple is IP_SRC and IP_DST (low 32 bits), IP_PROTO (low 8 bits)
 * and L4_SRC/L4_DST (low 16 bits).
 */
final class ChainFlowSpecs {
    private ChainFlowSpecs() {
        // static helpers only
    }

    /**
     * Tells whether a flow spec covers a chain packet's flow.
     *
     * @param flows the flow spec
     * @param packet the packet
     * @return whether it covers it
     */
    static boolean covers(final FlowSpec flows, final Packet packet) {
        return flows.matches(4, ipv4(packet.get(PacketField.IP_SRC)), ipv4(packet.get(PacketField.IP_DST)),
            (int) packet.get(PacketField.IP_PROTO) & 0xFF, (int) packet.get(PacketField.L4_SRC) & 0xFFFF,
            (int) packet.get(PacketField.L4_DST) & 0xFFFF);
    }

    /**
     * Returns the exact flow spec of a chain packet's 5-tuple: /32 prefixes, the protocol and single-port ranges.
     *
     * @param packet the packet
     * @return the spec
     */
    static FlowSpec exact(final Packet packet) {
        final int sport = (int) packet.get(PacketField.L4_SRC) & 0xFFFF;
        final int dport = (int) packet.get(PacketField.L4_DST) & 0xFFFF;
        return new FlowSpec(IpPrefix.of(ipv4(packet.get(PacketField.IP_SRC)), 32),
            IpPrefix.of(ipv4(packet.get(PacketField.IP_DST)), 32), (int) packet.get(PacketField.IP_PROTO) & 0xFF,
            PortRange.single(sport), PortRange.single(dport));
    }

    private static byte[] ipv4(final long address) {
        return ByteBuffer.allocate(4).putInt((int) address).array();
    }
}
