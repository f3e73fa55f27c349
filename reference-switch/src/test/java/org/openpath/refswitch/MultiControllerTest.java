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

import java.nio.ByteBuffer;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A switch connected to two controllers, as to the members of a controller cluster (OpenFlow 1.3.5, section 6.3.6):
 * one MASTER at a time, a SLAVE's writes refused, PORT_STATUS to every session, the OpenPATH reports to the
 * controlling sessions, stale generation ids refused, and a lost controller leaves the switch with the other.
 */
class MultiControllerTest {
    private static final int ROLE_EQUAL = 1;
    private static final int ROLE_MASTER = 2;
    private static final int ROLE_SLAVE = 3;
    private static final int TYPE_EXPERIMENTER = 4;
    private static final int TYPE_PORT_STATUS = 12;

    private TestController first;
    private TestController second;
    private ReferenceSwitch sw;
    private TestController.Session one;
    private TestController.Session two;

    @BeforeEach
    void connectToBoth() throws Exception {
        first = new TestController();
        second = new TestController();
        sw = ReferenceSwitch.create(SwitchConfig.of(0x51, 4)).connect("127.0.0.1", first.port())
            .connect("127.0.0.1", second.port());
        one = first.nextSession();
        two = second.nextSession();
        // both sessions start EQUAL
        one.send(Msgs.hello(one.nextXid()));
        two.send(Msgs.hello(two.nextXid()));
        assertEquals(ROLE_EQUAL, role(one.role(0, 0)));
        assertEquals(ROLE_EQUAL, role(two.role(0, 0)));
        // OpenFlowPlugin's handshake ends with ROLE MASTER, generation 1: the second controller takes it from the first
        one.handshake();
        await().until(sw::isMaster);
        two.handshake();
        assertEquals(2, sw.sessions());
    }

    @AfterEach
    void close() throws Exception {
        sw.close();
        first.close();
        second.close();
    }

    @Test
    void aControllerTakingMasterTurnsTheOtherIntoSlaveWhoseWritesAreRefused() throws Exception {
        assertEquals(ROLE_SLAVE, role(one.role(0, 0)));
        assertEquals(ROLE_MASTER, role(two.role(0, 0)));
        final byte[] refused = one.errorOf(flowMod(one));
        assertNotNull(refused, "a SLAVE's FLOW_MOD was applied");
        assertEquals(List.of(1, 10), List.of(Msgs.errorType(refused), Msgs.errorCode(refused)));
        assertNull(two.errorOf(flowMod(two)));
        assertEquals(1, sw.flows().size());

        // the first takes MASTER back with a newer generation id; the second is SLAVE now
        assertEquals(ROLE_MASTER, role(one.role(2, 2)));
        assertEquals(ROLE_SLAVE, role(two.role(0, 0)));
        assertNotNull(two.errorOf(flowMod(two)));
        // a request with an older generation id is refused as stale, the roles stay
        final byte[] stale = two.role(2, 1);
        assertEquals(List.of(11, 0), List.of(Msgs.errorType(stale), Msgs.errorCode(stale)));
        assertEquals(ROLE_MASTER, role(one.role(0, 0)));
        // EQUAL sessions do not demote the MASTER
        assertEquals(ROLE_EQUAL, role(two.role(1, 0)));
        assertEquals(ROLE_MASTER, role(one.role(0, 0)));
        assertNull(two.errorOf(flowMod(two)));
    }

    @Test
    void reportsGoToTheControllingSessionsAndPortStatusToEvery() throws Exception {
        sw.sendNfMessage(7, 1, "{\"seen\":\"by the master\"}");
        two.await(message -> message[1] == TYPE_EXPERIMENTER);
        assertFalse(received(one, TYPE_EXPERIMENTER), "the SLAVE session got an OpenPATH report");

        sw.removePort(4);
        two.await(message -> message[1] == TYPE_PORT_STATUS);
        one.await(message -> message[1] == TYPE_PORT_STATUS);

        // with no session MASTER or EQUAL, a report still reaches the controllers: every session
        assertEquals(ROLE_SLAVE, role(two.role(3, 2)));
        assertFalse(sw.isMaster());
        sw.sendNfMessage(7, 1, "{\"seen\":\"by both\"}");
        one.await(message -> message[1] == TYPE_EXPERIMENTER);
        two.await(message -> message[1] == TYPE_EXPERIMENTER);
    }

    @Test
    void losingOneControllerLeavesTheSwitchWithTheOther() throws Exception {
        // the master's controller goes away; the switch stays connected through the SLAVE, which can take over
        second.close();
        two.close();
        await().until(() -> !sw.isMaster());
        assertTrue(sw.isConnected());
        assertEquals(ROLE_MASTER, role(one.role(2, 2)));
        assertTrue(sw.isMaster());
        assertNull(one.errorOf(flowMod(one)));
        sw.sendNfMessage(7, 1, "{\"seen\":\"by the new master\"}");
        one.await(message -> message[1] == TYPE_EXPERIMENTER);
    }

    private static byte[] flowMod(final TestController.Session session) {
        return Msgs.flowMod(session.nextXid(), 0, 0, 1, 0, Msgs.match(Msgs.inPort(1)), Msgs.apply(Msgs.output(2)));
    }

    private static int role(final byte[] reply) {
        assertEquals(25, reply[1], () -> "not a ROLE_REPLY: " + Msgs.hex(reply));
        return ByteBuffer.wrap(reply).getInt(8);
    }

    /** Whether the session received a message of the type before the reply to a barrier sent now. */
    private static boolean received(final TestController.Session session, final int type) throws Exception {
        final long barrier = session.nextXid();
        session.send(Msgs.header(20, barrier, 8).array());
        session.await(21, barrier);
        return session.seen.stream().anyMatch(message -> message[1] == type);
    }
}
