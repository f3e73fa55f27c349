/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.exec.Packet;
import org.openpath.fixtures.TestPackets;

/**
 * The OpenFlow 1.3 switch side against a test controller that behaves like OpenFlowPlugin 0.20.1.
 */
class ProtocolTest {
    private final List<ReferenceSwitch> switches = new ArrayList<>();
    private TestController controller;

    @BeforeEach
    void setUp() throws Exception {
        controller = new TestController();
    }

    @AfterEach
    void tearDown() throws Exception {
        switches.forEach(ReferenceSwitch::close);
        controller.close();
    }

    private ReferenceSwitch start(final long dpid, final int ports) {
        final var sw = ReferenceSwitch.create(SwitchConfig.of(dpid, ports));
        switches.add(sw);
        return sw.connect("127.0.0.1", controller.port());
    }

    private TestController.Session connected(final long dpid) throws Exception {
        start(dpid, 4);
        final var session = controller.nextSession();
        session.handshake();
        assertEquals(dpid, session.datapathId);
        return session;
    }

    static Packet packet(final long id, final long src, final long dst, final long proto, final long sport,
            final long dport, final long payload) {
        return TestPackets.packet().eth(0x0A0000000001L, 0x0A0000000002L).ip(src, dst, proto).ttlDscp(64, 0)
            .ports(sport, dport).tcpFlags(2).payload(payload).build(id);
    }

    @Test
    void handshakeLikeOpenFlowPlugin() throws Exception {
        final var session = connected(0x42);
        final var desc = session.multipart(13, new byte[0]);
        assertEquals(16 + 4 * 64, desc.get(0).length);
        final byte[] role = session.role(0, 0);
        assertEquals(25, role[1]);
        assertEquals(2, ByteBuffer.wrap(role).getInt(8));
        await().until(switches.get(0)::isConnected);
    }

    @Test
    void fiftySwitchesCompleteTheHandshake() throws Exception {
        for (int i = 0; i < 50; i++) {
            start(0x1000 + i, 4);
        }
        final List<Thread> threads = new ArrayList<>();
        final List<Long> dpids = java.util.Collections.synchronizedList(new ArrayList<>());
        for (int i = 0; i < 50; i++) {
            final var session = controller.nextSession();
            threads.add(Thread.ofVirtual().start(() -> {
                try {
                    session.handshake();
                    dpids.add(session.datapathId);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }));
        }
        for (var thread : threads) {
            thread.join(Duration.ofSeconds(30));
        }
        assertEquals(50, dpids.stream().distinct().count());
        await().until(() -> switches.stream().allMatch(ReferenceSwitch::isConnected));
    }

    @Test
    void flowStatsEchoTheInstalledBytes() throws Exception {
        final var session = connected(1);
        final byte[] match = Msgs.match(Msgs.inPort(1), Msgs.opOxm(0, 7), Msgs.opOxm(1, 1),
            Msgs.opOxmMasked(2, 0x12, 0xFF), Msgs.opOxm(3, 2), Msgs.opOxm(4, 1));
        final byte[] instructions = Msgs.apply(Msgs.invokeNf(2, 3), Msgs.copyToBranches(1, 5, 6),
            Msgs.merge(9, 2, 1), Msgs.setPathTag(7, 1), Msgs.setField(Msgs.opOxm(2, 5)), Msgs.output(2));
        assertNull(session.errorOf(Msgs.flowMod(session.nextXid(), 0, 0, 100, 0xC0FFEE, match, instructions)));
        final byte[] reply = session.multipart(1, Msgs.flowStatsRequest(0xFF, Msgs.match())).get(0);
        final var buf = ByteBuffer.wrap(reply);
        final int len = buf.getShort(16) & 0xFFFF;
        assertEquals(16 + len, reply.length);
        assertEquals(100, buf.getShort(16 + 12));
        assertEquals(0xC0FFEE, buf.getLong(16 + 24));
        assertArrayEquals(Msgs.concat(match, instructions), Arrays.copyOfRange(reply, 16 + 48, reply.length));
        final var flow = switches.get(0).flows().get(0);
        assertArrayEquals(match, flow.matchBytes());
        assertArrayEquals(instructions, flow.instructionBytes());
        assertEquals(MatchField.masked(OxmField.TAG, 0x12, 0xFF), flow.match().get(3));
        assertEquals(new Instruction.ApplyActions(List.of(new Action.InvokeNf(2, 3),
            new Action.CopyToBranches(1, List.of(5L, 6L)), new Action.Merge(1, 9, List.of(2, 1)),
            new Action.SetPathTag(7, 1), new Action.SetField(MatchField.exact(OxmField.TAG, 5)),
            new Action.Output(2, 0xFFFF))), flow.instructions().get(0));
        // filtered by an OpenPATH match field
        final byte[] filtered = session.multipart(1, Msgs.flowStatsRequest(0xFF, Msgs.match(Msgs.opOxm(0, 8))))
            .get(0);
        assertEquals(16, filtered.length);
    }

    @Test
    void largeFlowStatsAreSplitWithReplyMore() throws Exception {
        final var session = connected(2);
        for (int i = 0; i < 1500; i++) {
            session.send(Msgs.flowMod(session.nextXid(), 0, 0, 10, i, Msgs.match(Msgs.opOxm(0, i), Msgs.opOxm(3, 1)),
                Msgs.apply(Msgs.invokeNf(1, 2), Msgs.output(1))));
        }
        final var replies = session.multipart(1, Msgs.flowStatsRequest(0xFF, Msgs.match()));
        assertTrue(replies.size() > 1);
        int entries = 0;
        for (var reply : replies) {
            assertTrue(reply.length <= 0xFFFF);
            final var buf = ByteBuffer.wrap(reply);
            for (int at = 16; at < reply.length; at += buf.getShort(at) & 0xFFFF) {
                entries++;
            }
        }
        assertEquals(1500, entries);
    }

    @Test
    void barrierAndEcho() throws Exception {
        final var session = connected(3);
        final long echo = session.nextXid();
        session.send(Msgs.message(2, echo, new byte[] {1, 2, 3}));
        final byte[] reply = session.await(3, echo);
        assertArrayEquals(new byte[] {1, 2, 3}, Arrays.copyOfRange(reply, 8, 11));
        final long flow = session.nextXid();
        session.send(Msgs.flowMod(flow, 0, 0, 1, 0, Msgs.match(), Msgs.apply(Msgs.output(1))));
        final long barrier = session.nextXid();
        session.send(Msgs.header(20, barrier, 8).array());
        session.await(21, barrier);
        assertEquals(1, switches.get(0).flows().size());
    }

    @Test
    void refusalsCarryXidAndKeepTheConnection() throws Exception {
        final var session = connected(4);
        assertError(session, Msgs.experimenter(session.nextXid(), 0x1234, 1, new byte[0]), 1, 3);
        assertError(session, Msgs.experimenter(session.nextXid(), Msgs.OPAT, 77, new byte[0]), 1, 4);
        assertError(session, Msgs.experimenter(session.nextXid(), Msgs.OPAT, 2, new byte[3]), 1, 6);
        assertError(session, Msgs.experimenter(session.nextXid(), Msgs.OPAT, 2, new byte[8]), 0xFFFF, 2);
        assertError(session, Msgs.nfBind(session.nextXid(), 1, 7, "no-such-nf", "x"), 0xFFFF, 6);
        assertError(session, Msgs.flowMod(session.nextXid(), 0, 0, 1, 0, Msgs.match(Msgs.opOxm(9, 1)),
            Msgs.apply()), 4, 6);
        assertError(session, Msgs.flowMod(session.nextXid(), 0, 0, 1, 0, Msgs.match(Msgs.oxm(40, 2, 1)),
            Msgs.apply()), 4, 6);
        assertError(session, Msgs.flowMod(session.nextXid(), 0, 0, 1, 0, Msgs.match(Msgs.opOxm(0, 1),
            Msgs.opOxm(0, 2)), Msgs.apply()), 4, 10);
        final byte[] badSubtype = Msgs.invokeNf(1, 2);
        badSubtype[9] = 9;
        assertError(session, Msgs.flowMod(session.nextXid(), 0, 0, 1, 0, Msgs.match(), Msgs.apply(badSubtype)), 2, 3);
        assertError(session, Msgs.flowMod(session.nextXid(), 0, 0, 1, 0, Msgs.match(), Msgs.apply(Msgs.invokeNf(0, 2))),
            2, 5);
        assertError(session, Msgs.multipart(session.nextXid(), 5000, new byte[0]), 1, 2);
        assertEquals(0, switches.get(0).flows().size());
        final byte[] bind = Msgs.nfBind(session.nextXid(), 1, 7, "firewall", "fw");
        assertNull(session.errorOf(bind));
        assertError(session, Msgs.nfBind(session.nextXid(), 1, 7, "ids", "fw"), 0xFFFF, 3);
        assertNull(session.errorOf(Msgs.handlerRule(session.nextXid(), 3, 7, 1, 0, 0, "bad")));
        assertError(session, Msgs.handlerRule(session.nextXid(), 3, 7, 1, 0, 0, "bad"), 0xFFFF, 4);
        assertError(session, Msgs.handlerRule(session.nextXid(), 4, 7, 1, 0, 0, "other"), 0xFFFF, 5);
        assertEquals(1, switches.get(0).sessions());
    }

    private static void assertError(final TestController.Session session, final byte[] message, final int type,
            final int code) throws InterruptedException {
        final byte[] error = session.errorOf(message);
        assertNotNull(error, "no error for " + Msgs.hex(message));
        assertEquals(type, Msgs.errorType(error));
        assertEquals(code, Msgs.errorCode(error));
        final int dataAt = type == 0xFFFF ? 16 : 12;
        assertArrayEquals(Arrays.copyOf(message, Math.min(64, message.length)),
            Arrays.copyOfRange(error, dataAt, error.length));
    }

    @Test
    void malformedMessagesNeverKillTheSwitch() throws Exception {
        final var session = connected(5);
        final var random = new Random(42);
        final byte[] valid = Msgs.flowMod(1, 0, 0, 1, 0, Msgs.match(Msgs.opOxm(0, 7), Msgs.inPort(1)),
            Msgs.apply(Msgs.invokeNf(1, 2), Msgs.output(1)));
        for (int i = 0; i < 3000; i++) {
            final byte[] message;
            if (i % 2 == 0) {
                message = Arrays.copyOf(valid, 8 + random.nextInt(valid.length - 8));
            } else {
                message = valid.clone();
                for (int flips = 0; flips < 3; flips++) {
                    message[8 + random.nextInt(message.length - 8)] = (byte) random.nextInt();
                }
                message[1] = (byte) new int[] {4, 14, 15, 18, 13}[random.nextInt(5)];
            }
            ByteBuffer.wrap(message).putShort(2, (short) message.length).putInt(4, 1000 + i);
            session.send(message);
        }
        final long barrier = session.nextXid();
        session.send(Msgs.header(20, barrier, 8).array());
        session.await(21, barrier);
        assertEquals(1, switches.get(0).sessions());
        // an unrecoverable framing error closes the session; the switch reconnects with a fresh handshake
        session.send(Msgs.header(2, 1, 8).putShort(2, (short) 4).array());
        final var again = controller.nextSession();
        again.handshake();
        await().until(() -> switches.get(0).sessions() == 2);
    }

    @Test
    void slaveRefusesWrites() throws Exception {
        final var session = connected(6);
        assertEquals(3, ByteBuffer.wrap(session.role(3, 2)).getInt(8));
        assertError(session, Msgs.flowMod(session.nextXid(), 0, 0, 1, 0, Msgs.match(), Msgs.apply()), 1, 10);
        assertError(session, Msgs.groupMod(session.nextXid(), 0, 0, 1, Msgs.bucket(-1, Msgs.output(1))), 1, 10);
        assertError(session, Msgs.nfBind(session.nextXid(), 1, 7, "firewall", "fw"), 1, 10);
        final byte[] stale = session.role(2, 1);
        assertEquals(1, stale[1]);
        assertEquals(11, Msgs.errorType(stale));
    }

    @Test
    void portStatusAndFastFailover() throws Exception {
        final var session = connected(7);
        final var sw = switches.get(0);
        assertNull(session.errorOf(Msgs.groupMod(session.nextXid(), 0, 3, 1, Msgs.bucket(2, Msgs.output(2)),
            Msgs.bucket(3, Msgs.output(3)))));
        assertNull(session.errorOf(Msgs.flowMod(session.nextXid(), 0, 0, 1, 0, Msgs.match(Msgs.inPort(1)),
            Msgs.apply(Msgs.groupAction(1)))));
        final var first = packet(1, 10, 20, 6, 1000, 80, 5);
        sw.inject(1, first);
        assertEquals(ChainPacket.untagged(first), sw.poll(2, TestController.TIMEOUT));
        sw.port(2).setLinkDown();
        final byte[] status = session.await(message -> message[1] == 12);
        assertEquals(2, status[8]);
        assertEquals(2, ByteBuffer.wrap(status).getInt(16));
        assertEquals(1, ByteBuffer.wrap(status).getInt(16 + 36));
        sw.inject(1, packet(2, 10, 20, 6, 1000, 80, 5));
        assertInstanceOf(ChainPacket.class, sw.poll(3, TestController.TIMEOUT));
        assertTrue(sw.received(2).isEmpty());
    }

    @Test
    void linkedSwitchesCarryTheTagAndLldpReachesTheController() throws Exception {
        final var session = connected(8);
        final var one = switches.get(0);
        final var two = start(9, 4);
        final var second = controller.nextSession();
        second.handshake();
        one.port(2).linkTo(two.port(1));
        assertNull(session.errorOf(Msgs.flowMod(session.nextXid(), 0, 0, 1, 0, Msgs.match(Msgs.inPort(1)),
            Msgs.apply(Msgs.setPathTag(7, 2), Msgs.setField(Msgs.opOxm(2, 0x55)), Msgs.setField(Msgs.opOxm(3, 9)),
                Msgs.output(2)))));
        assertNull(second.errorOf(Msgs.flowMod(second.nextXid(), 0, 0, 1, 0, Msgs.match(Msgs.opOxm(0, 7),
            Msgs.opOxm(1, 2), Msgs.opOxm(2, 0x55), Msgs.opOxm(3, 0)), Msgs.apply(Msgs.output(3)))));
        final var packet = packet(1, 10, 20, 17, 53, 53, 1);
        one.inject(1, packet);
        assertEquals(new ChainPacket(packet, 7, 2, 0x55), two.poll(3, TestController.TIMEOUT));
        // LLDP: PACKET_OUT on switch one leaves port 2 and comes in as PACKET_IN on switch two
        final byte[] lldp = new byte[60];
        lldp[0] = 1;
        lldp[1] = (byte) 0x80;
        lldp[2] = (byte) 0xC2;
        lldp[5] = 0x0E;
        lldp[12] = (byte) 0x88;
        lldp[13] = (byte) 0xCC;
        session.send(Msgs.message(13, session.nextXid(), Msgs.concat(ByteBuffer.allocate(16).putInt(-1)
            .putInt(0xFFFFFFFD).putShort((short) 16).array(), Msgs.output(2), lldp)));
        final byte[] packetIn = second.await(message -> message[1] == 10);
        assertArrayEquals(lldp, Arrays.copyOfRange(packetIn, packetIn.length - 60, packetIn.length));
        assertEquals(1, ByteBuffer.wrap(packetIn).getInt(32));
    }
}
