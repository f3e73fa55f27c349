/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.Layer;
import org.openpath.analyzer.PacketField;

/**
 * Two reference switches linked by a UDP wire on 127.0.0.1: A pushes VLAN 100 and sends out of its wire port, B
 * matches in_port + vlan_vid, pops the VLAN and delivers the original packet; raw frames pass byte for byte; the
 * wire's link-state datagrams take the port down and up.
 */
class WireTest {
    private static final int VID = 100;
    private static final Duration TIMEOUT = Duration.ofSeconds(5);

    private TestController controller;
    private ReferenceSwitch swA;
    private ReferenceSwitch swB;
    private TestController.Session sessionA;
    private TestController.Session sessionB;

    @BeforeEach
    void setUp() throws Exception {
        controller = new TestController();
        final var a = controller.connect(0xA1, 2);
        final var b = controller.connect(0xB1, 2);
        swA = a.sw();
        swB = b.sw();
        sessionA = a.session();
        sessionB = b.session();
        if (sessionA.datapathId != 0xA1) {
            final var swap = sessionA;
            sessionA = sessionB;
            sessionB = swap;
        }
        // A: from port 1, push VLAN 100 and send out of the wire port 2; LLDP unchanged
        install(sessionA, Msgs.flowMod(sessionA.nextXid(), 0, 0, 10, 1, Msgs.match(Msgs.inPort(1)),
            Msgs.apply(Msgs.pushVlan(), Msgs.setField(Msgs.vlanVid(VID)), Msgs.output(2))));
        install(sessionA, Msgs.flowMod(sessionA.nextXid(), 0, 0, 20, 2,
            Msgs.match(Msgs.inPort(1), Msgs.ethType(0x88CC)), Msgs.apply(Msgs.output(2))));
        // B: from the wire port 1 with VLAN 100, pop it and deliver on port 2; LLDP unchanged
        install(sessionB, Msgs.flowMod(sessionB.nextXid(), 0, 0, 10, 3,
            Msgs.match(Msgs.inPort(1), Msgs.vlanVid(VID)), Msgs.apply(Msgs.popVlan(), Msgs.output(2))));
        install(sessionB, Msgs.flowMod(sessionB.nextXid(), 0, 0, 20, 4,
            Msgs.match(Msgs.inPort(1), Msgs.ethType(0x88CC)), Msgs.apply(Msgs.output(2))));
        final int portA = freeUdpPort();
        final int portB = freeUdpPort();
        final var loopback = InetAddress.getLoopbackAddress();
        swA.port(2).attachWire(new InetSocketAddress(loopback, portA), new InetSocketAddress(loopback, portB));
        swB.port(1).attachWire(new InetSocketAddress(loopback, portB), new InetSocketAddress(loopback, portA));
    }

    @AfterEach
    void tearDown() throws Exception {
        swA.close();
        swB.close();
        controller.close();
    }

    private static void install(final TestController.Session session, final byte[] message) throws Exception {
        final byte[] error = session.errorOf(message);
        assertNull(error, () -> "flow refused: " + Msgs.hex(error));
    }

    private static int freeUdpPort() throws IOException {
        try (var socket = new DatagramSocket(0, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    @Test
    void chainPacketsCrossTheWireAndComeOutEqual() throws Exception {
        final var random = new Random(99);
        for (int i = 0; i < 300; i++) {
            final var packet = WireFormatTest.random(random, i);
            // what the semantics produce: VLAN stacks the switch can push and pop, any other layer stacks
            packet.setStack(Layer.VLAN, new long[0]);
            if (i % 3 == 0) {
                packet.set(PacketField.VLAN, 0);
            }
            if (i % 2 == 0) {
                swA.inject(1, new ChainPacket(packet, 7, 8, 9));
            } else {
                swA.inject(1, packet);
            }
            final var out = swB.poll(2, TIMEOUT);
            assertNotNull(out, "packet " + i + " did not arrive");
            // SFC_ID, PATH_ID and TAG are not carried on a wire
            assertEquals(ChainPacket.untagged(packet), out);
        }
        assertEquals(List.of(), swA.received(1));
        assertEquals(300L, swB.counters().get("packets-out"));
    }

    @Test
    void rawFramesPassByteForByte() throws Exception {
        final byte[] lldp = HexFormat.of().parseHex("0180c200000e020000000a01" + "88cc"
            + "020704020000000a01" + "0403020002" + "0600780000");
        swA.inject(1, lldp);
        assertEquals(new RawFrame(lldp), swB.poll(2, TIMEOUT));
    }

    @Test
    void wirePortsGoDownAndUp() throws Exception {
        assertTrue(swB.port(1).isUp());
        final var wire = swB.port(1).wire();
        assertNotNull(wire);
        try (var socket = new DatagramSocket(0, InetAddress.getLoopbackAddress())) {
            final byte[] down = linkState(false);
            socket.send(new DatagramPacket(down, down.length, wire.localAddress()));
            await().atMost(TIMEOUT).until(() -> !swB.port(1).isUp());
            // PORT_STATUS MODIFY with OFPPS_LINK_DOWN
            final byte[] status = sessionB.await(message -> message[1] == 12 && message[8] == 2);
            assertEquals(1, ByteBuffer.wrap(status).getInt(16 + 36) & 1);
            final var packet = WireFormatTest.random(new Random(5), 5);
            packet.setStack(Layer.VLAN, new long[0]);
            swA.inject(1, packet);
            assertNull(swB.poll(2, Duration.ofMillis(300)));
            final byte[] up = linkState(true);
            socket.send(new DatagramPacket(up, up.length, wire.localAddress()));
            await().atMost(TIMEOUT).until(() -> swB.port(1).isUp());
            swA.inject(1, packet);
            assertEquals(ChainPacket.untagged(packet), swB.poll(2, TIMEOUT));
        }
        // local link state changes keep working on a wire port
        swA.port(2).setLinkDown();
        assertFalse(swA.port(2).isUp());
        swA.port(2).setLinkUp();
        assertTrue(swA.port(2).isUp());
        // detached: what leaves the port is queued again
        swA.port(2).detachWire();
        assertNull(swA.port(2).wire());
        final var packet = WireFormatTest.random(new Random(6), 6);
        packet.setStack(Layer.VLAN, new long[0]);
        swA.inject(1, packet);
        final var queued = swA.poll(2, TIMEOUT);
        assertNotNull(queued);
        assertEquals(VID, ((ChainPacket) queued).packet().get(PacketField.VLAN));
    }

    private static byte[] linkState(final boolean up) {
        final byte[] prefix = Wire.LINK_STATE_PREFIX.getBytes(StandardCharsets.US_ASCII);
        final byte[] datagram = new byte[prefix.length + 1];
        System.arraycopy(prefix, 0, datagram, 0, prefix.length);
        datagram[prefix.length] = (byte) (up ? 1 : 0);
        return datagram;
    }
}
