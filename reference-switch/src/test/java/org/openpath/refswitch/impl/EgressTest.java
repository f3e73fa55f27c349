/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.openpath.refswitch.impl.TestDatapath.tcp;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openpath.refswitch.ChainPacket;
import org.openpath.refswitch.impl.OfConstants.PacketInReason;

/**
 * Output reaches a port's queue, every other port for FLOOD and ALL, the arrival port for IN_PORT, the controller
 * for CONTROLLER and the pipeline for TABLE; a down port drops what it should send.
 */
class EgressTest {
    private final TestDatapath datapath = new TestDatapath();
    private final Egress egress = datapath.egress();

    @Test
    void portsAndReservedPorts() {
        final var packet = packet(2);
        egress.output(packet, 3, 0, 0, 0);
        egress.output(packet, OfConstants.OFPP_IN_PORT, 0, 0, 0);
        egress.output(packet, OfConstants.OFPP_FLOOD, 0, 0, 0);
        final var sent = ChainPacket.untagged(tcp(1));
        assertEquals(List.of(sent), datapath.leftOn(1));
        assertEquals(List.of(sent), datapath.leftOn(2), "IN_PORT; FLOOD skips the arrival port");
        assertEquals(List.of(sent, sent), datapath.leftOn(3));
        assertEquals(List.of(sent), datapath.leftOn(4));
        assertEquals(5, datapath.counters().get("packets-out"));

        egress.output(packet, 9, 0, 0, 0);
        assertEquals(1, datapath.counters().get("drops"), "no such port");
    }

    @Test
    void aDownPortDropsWhatItShouldSend() {
        datapath.ports().setLink(datapath.ports().require(3), false);
        egress.output(packet(1), 3, 0, 0, 0);
        assertEquals(List.of(), datapath.leftOn(3));
        assertEquals(0, datapath.counters().get("packets-out"));
    }

    @Test
    void controllerAndTable() {
        final var packet = packet(1);
        egress.output(packet, OfConstants.OFPP_CONTROLLER, 128, 2, 0xC0FFEE);
        egress.tableMiss(packet, 3);
        assertEquals(List.of(new TestDatapath.PacketIn(packet, PacketInReason.ACTION, 2, 0xC0FFEE, 128),
            new TestDatapath.PacketIn(packet, PacketInReason.NO_MATCH, 3, 0, OfConstants.OFPCML_NO_BUFFER)),
            datapath.packetIns());

        egress.output(packet, OfConstants.OFPP_TABLE, 0, 0, 0);
        final var queued = datapath.resubmissions().next();
        assertNotNull(queued);
        assertNotSame(packet, queued, "the pipeline gets a copy");
        assertNull(datapath.resubmissions().next());
    }

    private static PacketContext packet(final long inPort) {
        final var packet = PacketContext.chain(tcp(1));
        packet.setInPort(inPort);
        return packet;
    }
}
