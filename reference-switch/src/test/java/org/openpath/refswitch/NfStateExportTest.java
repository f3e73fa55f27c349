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
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openpath.refswitch.NfNode.ACK;
import static org.openpath.refswitch.NfNode.SYN;
import static org.openpath.refswitch.NfNode.tcp;

import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.Packet;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.IpPrefix;
import org.openpath.refswitch.state.MalformedStateException;
import org.openpath.refswitch.state.StateChunkCodec;
import org.openpath.refswitch.state.StateScope;

/**
 * NF state of a firewall and a NAT on two switches, through the switch's export, import and delete: state that stays
 * behind shows in the packets (the firewall drops the next packet of the connection), state carried over keeps the
 * connection working with the same NAT mapping.
 */
class NfStateExportTest {
    private static final long SFC = 7;
    private static final long NAT = 2;
    private static final long FW = 3;

    private TestController controller;
    private NfNode nodeA;
    private NfNode nodeB;

    @BeforeEach
    void setUp() throws Exception {
        controller = new TestController();
        nodeA = NfNode.start(controller, 0x51);
        nodeB = NfNode.start(controller, 0x52);
        for (var node : new NfNode[] {nodeA, nodeB}) {
            node.bind(FW, SFC, "firewall", "fw");
            node.bind(NAT, SFC, "nat", "nat");
            node.flow(1, Msgs.setPathTag(SFC, 1), Msgs.invokeNf(FW, 0), Msgs.invokeNf(NAT, 0), Msgs.output(2));
        }
    }

    @AfterEach
    void tearDown() throws Exception {
        nodeA.close();
        nodeB.close();
        controller.close();
    }

    private static Packet through(final NfNode node, final Packet packet) throws InterruptedException {
        node.sw.inject(1, packet);
        final var out = node.sw.poll(2, Duration.ofSeconds(5));
        assertNotNull(out, () -> "packet " + packet.id() + " did not leave " + node.sw + ": " + node.sw.counters());
        return ((ChainPacket) out).packet();
    }

    private static void dropped(final NfNode node, final Packet packet) throws InterruptedException {
        node.sw.inject(1, packet);
        node.sw.flows();
        assertTrue(node.sw.received(2).isEmpty(), () -> "packet " + packet.id() + " left " + node.sw);
    }

    @Test
    void movedConnectionKeepsItsMappingAndOneLeftBehindIsDropped() throws Exception {
        assertEquals(5000, through(nodeA, tcp(1, 1, 1000, SYN)).get(PacketField.L4_SRC));
        assertEquals(5001, through(nodeA, tcp(2, 2, 2000, SYN)).get(PacketField.L4_SRC));
        assertEquals(5001, through(nodeA, tcp(3, 2, 2000, ACK)).get(PacketField.L4_SRC));

        final var connection = StateScope.flow(0x0A000002L, 0x0A000101L, 6, 2000, 80);
        for (long service : new long[] {FW, NAT}) {
            final byte[] export = nodeA.sw.exportState(SFC, service, connection);
            assertEquals(1, StateChunkCodec.decodeExport(export).chunks().size());
            assertEquals(1, nodeB.sw.importState(SFC, service, export));
        }
        final var moved = through(nodeB, tcp(4, 2, 2000, ACK));
        assertEquals(5001, moved.get(PacketField.L4_SRC), "same NAT mapping after the move");
        assertEquals(50, moved.get(PacketField.IP_SRC));
        dropped(nodeB, tcp(5, 1, 1000, ACK));
        // A new connection at B does not take the moved connection's port
        assertEquals(5000, through(nodeB, tcp(6, 3, 3000, SYN)).get(PacketField.L4_SRC));
        assertEquals(5002, through(nodeB, tcp(7, 4, 4000, SYN)).get(PacketField.L4_SRC));
    }

    @Test
    void aFilterMovesItsFlowsAndDeleteForgetsThem() throws Exception {
        for (int host = 1; host <= 6; host++) {
            through(nodeA, tcp(host, host, 1000 + host, SYN));
        }
        final var scope = StateScope.flows(new FlowSpec(IpPrefix.parse("10.0.0.0/30"), null, null, null, null));
        for (long service : new long[] {FW, NAT}) {
            assertEquals(3, nodeB.sw.importState(SFC, service, nodeA.sw.exportState(SFC, service, scope)), "hosts 1-3");
            assertEquals(3, nodeA.sw.deleteState(SFC, service, scope));
        }
        for (int host = 1; host <= 3; host++) {
            assertEquals(4999 + host, through(nodeB, tcp(10 + host, host, 1000 + host, ACK)).get(PacketField.L4_SRC));
            dropped(nodeA, tcp(20 + host, host, 1000 + host, ACK));
        }
        through(nodeA, tcp(30, 5, 1005, ACK));
        dropped(nodeB, tcp(31, 5, 1005, ACK));
    }

    @Test
    void aConflictingImportImportsNothingAndSaysWhy() throws Exception {
        through(nodeA, tcp(1, 1, 1000, SYN));
        through(nodeB, tcp(2, 9, 9000, SYN));
        final byte[] all = nodeA.sw.exportState(SFC, NAT, StateScope.allFlows());
        final var e = assertThrows(MalformedStateException.class, () -> nodeB.sw.importState(SFC, NAT, all));
        assertEquals("Chunk 1 of 1: Cannot import into nat: Value 5000 of flow {ip-src=167772161, ip-dst=167772417, "
            + "l4-src=1000, l4-dst=80} is already held by flow {ip-src=167772169, ip-dst=167772417, l4-src=9000, "
            + "l4-dst=80}; nothing of the 1 chunks was imported", e.getMessage());
        assertEquals(1, StateChunkCodec.decodeExport(nodeB.sw.exportState(SFC, NAT, StateScope.allFlows())).chunks()
            .size());
        assertEquals("State of a nat cannot be imported into a firewall", assertThrows(MalformedStateException.class,
            () -> nodeB.sw.importState(SFC, FW, all)).getMessage());
        assertEquals("No NF is bound as service 9 of chain 7", assertThrows(IllegalArgumentException.class,
            () -> nodeA.sw.exportState(SFC, 9, StateScope.allFlows())).getMessage());
    }
}
