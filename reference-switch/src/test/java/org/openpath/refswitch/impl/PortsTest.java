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
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openpath.refswitch.ChainPacket;
import org.openpath.refswitch.Delivered;
import org.openpath.refswitch.SwitchConfig;
import org.openpath.refswitch.impl.OfConstants.PortReason;
import org.openpath.refswitch.impl.TestDatapath.PortStatus;

/**
 * Ports are numbered from 1, named and addressed after the datapath id, and every change of them is one PORT_STATUS.
 */
class PortsTest {
    private final TestDatapath datapath = new TestDatapath();
    private final Ports ports = datapath.ports();

    @Test
    void portsAreNumberedNamedAndAddressedAfterTheSwitch() {
        assertEquals(List.of(1L, 2L, 3L, 4L), ports.numbers());
        final var port = ports.require(2);
        assertEquals("s100-eth2", port.name());
        assertEquals(0x0200_0100_0002L, port.mac());
        assertTrue(port.isLinkUp());
        assertEquals(List.of(), ports.wires());
        assertEquals(List.of(), datapath.portStatuses(), "the initial ports are no news");
        final var missing = assertThrows(IllegalArgumentException.class, () -> ports.require(9));
        assertEquals("No port 9", missing.getMessage());
        assertNull(ports.get(9));
    }

    @Test
    void addingRemovingAndLinkChangesAreReported() {
        assertEquals(5, ports.add());
        ports.remove(2);
        ports.remove(2);
        final var port = ports.require(3);
        ports.setLink(port, false);
        ports.setLink(port, false);
        assertFalse(ports.isLive(3));
        ports.setLink(port, true);
        assertEquals(List.of(new PortStatus(5, PortReason.ADD), new PortStatus(2, PortReason.DELETE),
            new PortStatus(3, PortReason.MODIFY), new PortStatus(3, PortReason.MODIFY)), datapath.portStatuses());
        assertEquals(List.of(1L, 3L, 4L, 5L), ports.numbers());
        assertTrue(ports.isLive(3));
        assertFalse(ports.isLive(2), "a removed port is not live");
    }

    @Test
    void aPortForgetsOnlyItsOwnPeerAndWire() throws InterruptedException {
        final var port = ports.require(1);
        try (var one = new SwitchCore(SwitchConfig.of(1, 1));
             var two = new SwitchCore(SwitchConfig.of(2, 1))) {
            port.linkTo(one, 7);
            port.unlinkFrom(two);
            assertEquals(one, port.peer());
            assertEquals(7, port.peerPort());
            port.unlinkFrom(one);
            assertNull(port.peer());
        }

        final Delivered packet = ChainPacket.untagged(TestDatapath.tcp(1));
        port.queue(packet);
        port.queue(packet);
        assertEquals(packet, port.poll(Duration.ofMillis(1)));
        final List<Delivered> rest = new ArrayList<>();
        port.drainTo(rest);
        assertEquals(List.of(packet), rest);
        assertNull(port.poll(Duration.ofMillis(1)));
    }

    @Test
    void portDescriptionCarriesTheLinkState() {
        final var port = ports.require(1);
        final var up = new MessageWriter();
        port.write(up);
        ports.setLink(port, false);
        final var down = new MessageWriter();
        port.write(down);
        // ofp_port: port_no, pad, hw_addr, pad, name[16], config, state at offset 36
        assertEquals(64, up.toBytes().length);
        assertEquals(OfConstants.OFPPS_LIVE, up.toBytes()[39]);
        assertEquals(OfConstants.OFPPS_LINK_DOWN, down.toBytes()[39]);
    }
}
