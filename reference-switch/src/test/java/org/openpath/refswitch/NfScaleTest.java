/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openpath.refswitch.NfNode.ACK;
import static org.openpath.refswitch.NfNode.SYN;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.Packet;
import org.openpath.fixtures.TestPackets;
import org.openpath.openflow.MalformedOpenPathException;
import org.openpath.openflow.NfScale;
import org.openpath.openflow.NfUpdate;
import org.openpath.openflow.OpenPathCodec;
import org.openpath.openflow.SetStateReportInterval;
import org.openpath.refswitch.state.StateScope;

/**
 * NF_SCALE (revision 4, docs/openpath-openflow.md section 9) through a switch connected to a controller: a firewall's
 * connections spread over its instances with both directions in one, established connections survive rescales whose
 * instance changes (the firewall would drop them without their state), a NAT's public ports stay unique across its
 * instances, the refusals, and overload detection on a clock the test advances.
 */
class NfScaleTest {
    private static final long SFC = 7;
    private static final long NAT = 2;
    private static final long FW = 3;
    private static final long SECOND = 1_000_000_000L;
    private static final int NF_SCALE = 0x0B;

    private TestController controller;
    private NfNode node;

    @BeforeEach
    void setUp() throws Exception {
        controller = new TestController();
    }

    @AfterEach
    void tearDown() throws Exception {
        if (node != null) {
            node.close();
        }
        controller.close();
    }

    /** A firewall between port 1 (clients) and port 2 (the server), both ways. */
    private NfNode firewall(final ReferenceSwitch sw) throws InterruptedException {
        node = NfNode.start(controller, sw);
        node.bind(FW, SFC, "firewall", "fw");
        node.flow(1, Msgs.setPathTag(SFC, 1), Msgs.invokeNf(FW, 0), Msgs.output(2));
        node.flow(2, Msgs.setPathTag(SFC, 1), Msgs.invokeNf(FW, 0), Msgs.output(1));
        return node;
    }

    private void scale(final long service, final int instances) throws InterruptedException {
        final byte[] error = node.session.errorOf(OpenPathCodec.encodeMessage(new NfScale(service, SFC, instances),
            node.session.nextXid()));
        assertNull(error, () -> "NF_SCALE refused: " + Msgs.hex(error));
        assertEquals(instances, node.sw.nfInstances(SFC, service));
    }

    /** A packet of client 10.0.0.{host}:{1000 + host} to the server 10.0.1.1:80. */
    private static Packet out(final long id, final int host, final long flags) {
        return NfNode.tcp(id, host, 1000 + host, flags);
    }

    /** A packet of the server back to client {@code host}. */
    private static Packet back(final long id, final int host, final long flags) {
        return TestPackets.packet().eth(0x0200_0000_0002L, 0x0200_0000_0001L).ip(0x0A00_0101L, 0x0A00_0000L + host, 6)
            .ttlDscp(64, 0).ports(80, 1000 + host).tcpFlags(flags).payload(id).build(id);
    }

    /**
     * Sends a packet through the firewall, checks that it passed, and returns the instance that took it in.
     */
    private int passes(final long inPort, final Packet packet) throws InterruptedException {
        final List<Long> before = node.sw.nfInstancePackets(SFC, FW);
        node.sw.inject(inPort, packet);
        final var left = node.sw.poll(3 - inPort, Duration.ofSeconds(5));
        assertNotNull(left, () -> "packet " + packet.id() + " did not pass: " + node.sw.counters());
        final List<Long> after = node.sw.nfInstancePackets(SFC, FW);
        int took = -1;
        for (int i = 0; i < after.size(); i++) {
            final long grew = after.get(i) - before.get(i);
            if (grew != 0) {
                assertEquals(-1, took, "two instances took packet " + packet.id());
                assertEquals(1, grew);
                took = i;
            }
        }
        assertTrue(took >= 0, "no instance took packet " + packet.id());
        return took;
    }

    private void dropped(final long inPort, final Packet packet) throws InterruptedException {
        node.sw.inject(inPort, packet);
        node.sw.flows();
        assertTrue(node.sw.received(3 - inPort).isEmpty(), () -> "packet " + packet.id() + " passed");
    }

    /** Opens a connection (SYN, SYN-ACK, ACK); returns its instance, the same for the three packets. */
    private int open(final int host) throws InterruptedException {
        final int instance = passes(1, out(host * 10, host, SYN));
        assertEquals(instance, passes(2, back(host * 10 + 1, host, SYN | ACK)), "the answer of connection " + host);
        assertEquals(instance, passes(1, out(host * 10 + 2, host, ACK)));
        return instance;
    }

    /** Sends an ACK each way on an open connection; returns its instance, the same both ways. */
    private int exchange(final int host, final long id) throws InterruptedException {
        final int instance = passes(1, out(id, host, ACK));
        assertEquals(instance, passes(2, back(id + 1, host, ACK)), "the answer of connection " + host);
        return instance;
    }

    @Test
    void aFirewallOnFourInstancesSpreadsConnectionsAndMeetsBothDirectionsInOne() throws Exception {
        firewall(ReferenceSwitch.create(SwitchConfig.of(0x61, 4)));
        assertEquals(1, node.sw.nfInstances(SFC, FW), "one instance from NF_BIND");
        scale(FW, 4);
        final var used = new HashSet<Integer>();
        for (int host = 1; host <= 80; host++) {
            used.add(open(host));
        }
        assertEquals(4, used.size());
        final var spread = node.sw.nfInstancePackets(SFC, FW);
        assertEquals(240, spread.stream().mapToLong(Long::longValue).sum());
        assertTrue(spread.stream().allMatch(packets -> packets >= 15), "every instance took a share: " + spread);
        assertEquals(1, node.sw.sessions());
    }

    @Test
    void establishedConnectionsKeepPassingWhenTheirInstanceChanges() throws Exception {
        firewall(ReferenceSwitch.create(SwitchConfig.of(0x62, 4)));
        scale(FW, 4);
        final Map<Integer, Integer> instances = new HashMap<>();
        for (int host = 1; host <= 60; host++) {
            instances.put(host, open(host));
        }
        long id = 10_000;
        for (int count : new int[] {3, 5}) {
            scale(FW, count);
            int moved = 0;
            for (int host = 1; host <= 60; host++) {
                final int now = exchange(host, id);
                id += 2;
                if (now != instances.get(host)) {
                    moved++;
                }
                instances.put(host, now);
            }
            assertTrue(moved > 0, "no connection changed its instance at " + count + " instances");
        }
        dropped(1, out(id, 200, ACK));
        dropped(2, back(id + 1, 200, ACK));
    }

    @Test
    void aNatOnThreeInstancesNeverHandsOutAPortTwiceAlsoAcrossRescales() throws Exception {
        node = NfNode.start(controller, 0x63);
        node.bind(NAT, SFC, "nat", "nat");
        node.flow(1, Msgs.setPathTag(SFC, 1), Msgs.invokeNf(NAT, 0), Msgs.output(2));
        final Map<Integer, Long> ports = new HashMap<>();
        int host = 1;
        for (int count : new int[] {3, 2, 5}) {
            scale(NAT, count);
            for (var known : ports.entrySet()) {
                assertEquals(known.getValue(), natPort(out(host * 10 + count, known.getKey(), ACK)),
                    "client " + known.getKey() + " keeps its port at " + count + " instances");
            }
            for (int i = 0; i < 60; i++) {
                ports.put(host, natPort(out(host * 10, host, SYN)));
                host++;
            }
            assertEquals(ports.size(), new HashSet<>(ports.values()).size(), "a port twice: " + ports);
        }
        assertEquals(180, ports.size());
        final var spread = node.sw.nfInstancePackets(SFC, NAT);
        assertTrue(spread.stream().allMatch(packets -> packets > 0), "every instance took packets: " + spread);
    }

    private long natPort(final Packet packet) throws InterruptedException {
        node.sw.inject(1, packet);
        final var left = node.sw.poll(2, Duration.ofSeconds(5));
        assertNotNull(left, () -> "packet " + packet.id() + " did not pass the NAT");
        return ((ChainPacket) left).packet().get(PacketField.L4_SRC);
    }

    @Test
    void theStateOperationsSeeEveryInstance() throws Exception {
        firewall(ReferenceSwitch.create(SwitchConfig.of(0x64, 4)));
        scale(FW, 4);
        for (int host = 1; host <= 30; host++) {
            open(host);
        }
        final byte[] export = node.sw.exportState(SFC, FW, StateScope.allFlows());
        assertEquals(60, node.sw.deleteState(SFC, FW, StateScope.allFlows()), "both directions of 30 connections");
        dropped(1, out(5000, 1, ACK));
        scale(FW, 3);
        assertEquals(60, node.sw.importState(SFC, FW, export));
        for (int host = 1; host <= 30; host++) {
            exchange(host, 6000 + 2L * host);
        }
    }

    @Test
    void refusalsChangeNothingAndKeepTheConnection() throws Exception {
        firewall(ReferenceSwitch.create(SwitchConfig.of(0x65, 4)));
        node.bind(4, SFC, "vpn", "vpn");
        node.bind(5, SFC, "wan-optimizer", "wan");
        scale(FW, 2);
        assertRefused(scaleFrame(FW, 8, 3, 0), 0xFFFF, 2);
        assertRefused(scaleFrame(9, SFC, 3, 0), 0xFFFF, 2);
        assertRefused(scaleFrame(FW, SFC, 0, 0), 0xFFFF, 1);
        assertRefused(scaleFrame(FW, SFC, 65, 0), 0xFFFF, 1);
        assertRefused(scaleFrame(FW, SFC, 3, 1), 0xFFFF, 1);
        assertRefused(scaleFrame(FW, SFC, 3, 0x8000), 0xFFFF, 1);
        assertRefused(scaleFrame(4, SFC, 2, 0), 0xFFFF, 7);
        assertRefused(scaleFrame(5, SFC, 2, 0), 0xFFFF, 7);
        assertRefused(Msgs.experimenter(node.session.nextXid(), Msgs.OPAT, NF_SCALE, new byte[11]), 1, 6);
        assertEquals(2, node.sw.nfInstances(SFC, FW));
        assertEquals(1, node.sw.nfInstances(SFC, 4));
        scale(4, 1);
        assertEquals(1, node.sw.nfInstances(SFC, 5));
        assertThrows(IllegalArgumentException.class, () -> new NfScale(FW, SFC, 0));
        assertThrows(IllegalArgumentException.class, () -> new NfScale(FW, SFC, 65));
        assertThrows(IllegalArgumentException.class, () -> node.sw.nfInstances(SFC, 9));
        assertEquals(1, node.sw.sessions());
        open(1);
    }

    private byte[] scaleFrame(final long service, final long sfc, final int instances, final int reserved) {
        return Msgs.experimenter(node.session.nextXid(), Msgs.OPAT, NF_SCALE, ByteBuffer.allocate(12)
            .putInt((int) service).putInt((int) sfc).putShort((short) instances).putShort((short) reserved).array());
    }

    private void assertRefused(final byte[] message, final int type, final int code) throws InterruptedException {
        final byte[] error = node.session.errorOf(message);
        assertNotNull(error, () -> "no error for " + Msgs.hex(message));
        assertEquals(type, Msgs.errorType(error), () -> Msgs.hex(error));
        assertEquals(code, Msgs.errorCode(error), () -> Msgs.hex(error));
    }

    @Test
    void anOverloadedFirewallIsReportedAndUpAgainOnSixInstances() throws Exception {
        final var clock = new AtomicLong(7 * SECOND);
        firewall(ReferenceSwitch.create(SwitchConfig.of(0x66, 4).withNfInstanceCapacity(100), clock::get));
        final var session = node.session;
        assertNull(session.errorOf(OpenPathCodec.encodeMessage(new SetStateReportInterval(100), session.nextXid())));
        for (int i = 0; i < 500; i++) {
            node.sw.inject(1, out(i, 1 + i % 50, SYN));
        }
        node.sw.flows();
        clock.addAndGet(SECOND);
        final NfUpdate overloaded = awaitUpdate(org.openpath.openflow.NfStatus.OVERLOADED);
        assertEquals(500, overloaded.packetsIn());

        scale(FW, 6);
        for (int i = 0; i < 500; i++) {
            node.sw.inject(1, out(1000 + i, 1 + i % 50, SYN));
        }
        node.sw.flows();
        session.seen.removeIf(NfScaleTest::isUpdate);
        clock.addAndGet(SECOND);
        final NfUpdate up = awaitUpdate(org.openpath.openflow.NfStatus.UP);
        assertEquals(1000, up.packetsIn(), "the sums over the six instances");
        assertEquals(1000, node.sw.nfInstancePackets(SFC, FW).stream().mapToLong(Long::longValue).sum());
    }

    private NfUpdate awaitUpdate(final org.openpath.openflow.NfStatus status) throws InterruptedException {
        final byte[] message = node.session.await(bytes -> isUpdate(bytes) && update(bytes).status() == status);
        return update(message);
    }

    private static boolean isUpdate(final byte[] message) {
        if (message[1] != 4) {
            return false;
        }
        try {
            return OpenPathCodec.decodeMessage(ByteBuffer.wrap(message)).message() instanceof NfUpdate update
                && update.serviceId() == FW;
        } catch (MalformedOpenPathException e) {
            return false;
        }
    }

    private static NfUpdate update(final byte[] message) {
        try {
            return (NfUpdate) OpenPathCodec.decodeMessage(ByteBuffer.wrap(message)).message();
        } catch (MalformedOpenPathException e) {
            throw new AssertionError(e);
        }
    }
}
