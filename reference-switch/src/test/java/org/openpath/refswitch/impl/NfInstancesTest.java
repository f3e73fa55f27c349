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
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.NfType;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.Effect;
import org.openpath.analyzer.exec.FlowKey;
import org.openpath.analyzer.exec.FlowRecord;
import org.openpath.analyzer.exec.NfState;
import org.openpath.analyzer.exec.Packet;
import org.openpath.analyzer.exec.Semantics;
import org.openpath.fixtures.TestPackets;
import org.openpath.refswitch.state.MalformedStateException;
import org.openpath.refswitch.state.StateScope;
import org.openpath.refswitch.state.StateStore;

/**
 * The instances of one NF with the analyser's real semantics: every flow's state is in the instance its packets
 * meet, in both directions; a rescale moves exactly the state of the flows whose instance changes, so a firewall's
 * connections stay open; a NAT's ports stay unique across instances and rescales; the state store sees all
 * instances.
 */
class NfInstancesTest {
    private static final NfRunner EXEC = new ExecNfRunner();
    private static final long TCP = 6;
    private static final long SYN = 2;
    private static final long ACK = 16;
    private static final long CLIENTS = 0x0A00_0000L;
    private static final long SERVER = 0x0A00_0101L;

    private static NfType type(final String name) {
        return BuiltInCatalog.catalog().get(name);
    }

    private static NfInstances of(final String name) {
        return new NfInstances(Semantics.flowKeyFields(type(name)));
    }

    private static Packet tcp(final long id, final long src, final long dst, final long sport, final long dport,
            final long flags) {
        return TestPackets.packet().ip(src, dst, TCP).ports(sport, dport).tcpFlags(flags).payload(id).build(id);
    }

    /** A packet from client host {@code host} port 1000 + host to the server's port 80. */
    private static Packet out(final long id, final int host, final long flags) {
        return tcp(id, CLIENTS + host, SERVER, 1000 + host, 80, flags);
    }

    /** A packet from the server back to client host {@code host}. */
    private static Packet back(final long id, final int host, final long flags) {
        return tcp(id, SERVER, CLIENTS + host, 80, 1000 + host, flags);
    }

    private static Effect run(final String name, final NfInstances instances, final Packet packet) {
        return EXEC.run(type(name), name, packet, null, instances.of(packet).state());
    }

    private static void open(final NfInstances firewall, final int connections) {
        for (int host = 0; host < connections; host++) {
            assertEquals(Effect.FORWARD, run("firewall", firewall, out(host, host, SYN)));
            assertEquals(Effect.FORWARD, run("firewall", firewall, back(host, host, SYN | ACK)));
            assertEquals(Effect.FORWARD, run("firewall", firewall, out(host, host, ACK)));
        }
    }

    /** Where every key's state is: its instance, each key in one instance only. */
    private static Map<FlowKey, Integer> placement(final NfInstances instances) {
        final Map<FlowKey, Integer> where = new HashMap<>();
        final var states = instances.states();
        for (int i = 0; i < states.size(); i++) {
            for (var key : states.get(i).flowKeys()) {
                assertNull(where.put(key, i), () -> key + " is in two instances");
                assertSame(states.get(i), instances.stateOf(key), () -> key + " is not where stateOf says");
            }
        }
        return where;
    }

    private static Map<FlowKey, FlowRecord> records(final NfInstances instances) {
        final Map<FlowKey, FlowRecord> records = new HashMap<>();
        for (var state : instances.states()) {
            state.flowKeys().forEach(key -> records.put(key, state.flow(key)));
        }
        return records;
    }

    @Test
    void bothDirectionsOfAConnectionMeetTheInstanceWithItsState() {
        final var firewall = of("firewall");
        firewall.rescale(4);
        open(firewall, 200);
        final var where = placement(firewall);
        assertEquals(400, where.size(), "a key per direction of each connection");
        for (int host = 0; host < 200; host++) {
            final var outbound = out(1000 + host, host, ACK);
            final var inbound = back(2000 + host, host, ACK);
            assertSame(firewall.of(outbound), firewall.of(inbound), "connection " + host);
            assertSame(firewall.of(outbound).state(), firewall.stateOf(FlowKey.of(outbound, FlowKey.FIVE_TUPLE)));
        }
        assertEquals(4, new HashSet<>(where.values()).size(), "every instance has connections");
    }

    @Test
    void aRescaleMovesExactlyTheFlowsWhoseInstanceChanges() {
        final var firewall = of("firewall");
        firewall.rescale(4);
        open(firewall, 300);
        final var records = records(firewall);
        final var atFour = placement(firewall);

        assertTrue(firewall.rescale(3));
        final var atThree = placement(firewall);
        assertEquals(records.size(), atThree.size(), "every record is kept, once");
        assertEquals(records, records(firewall));
        int moved = 0;
        for (var entry : atFour.entrySet()) {
            if (entry.getValue() < 3) {
                assertEquals(entry.getValue(), atThree.get(entry.getKey()), "only the going instance's keys move");
            } else {
                moved++;
            }
        }
        assertTrue(moved > 100, moved + " keys were in the fourth instance");

        assertTrue(firewall.rescale(5));
        final var atFive = placement(firewall);
        assertEquals(records.size(), atFive.size(), "every record is kept, once");
        assertEquals(records, records(firewall));
        moved = 0;
        for (var entry : atThree.entrySet()) {
            final int now = atFive.get(entry.getKey());
            if (now != entry.getValue()) {
                assertTrue(now >= 3, "a key moves only to a new instance, not from " + entry.getValue() + " to " + now);
                moved++;
            }
        }
        assertTrue(moved > 150, moved + " of 600 keys moved to the two new instances");
        for (int host = 0; host < 300; host++) {
            assertEquals(Effect.FORWARD, run("firewall", firewall, out(5000 + host, host, ACK)), "out " + host);
            assertEquals(Effect.FORWARD, run("firewall", firewall, back(6000 + host, host, ACK)), "back " + host);
        }
        assertEquals(Effect.DROP, run("firewall", firewall, out(7000, 999, ACK)), "an unknown connection still");
    }

    @Test
    void natPortsStayUniqueAcrossInstancesAndRescales() {
        final var nat = of("nat");
        nat.rescale(3);
        final Map<Integer, Long> ports = new HashMap<>();
        int hosts = 0;
        for (int count : new int[] {3, 2, 5, 1}) {
            nat.rescale(count);
            for (var entry : ports.entrySet()) {
                final var again = out(10_000 + entry.getKey(), entry.getKey(), ACK);
                run("nat", nat, again);
                assertEquals(entry.getValue(), again.get(PacketField.L4_SRC), "host " + entry.getKey()
                    + " keeps its port at " + count + " instances");
            }
            for (int i = 0; i < 150; i++) {
                final var first = out(hosts, hosts, SYN);
                run("nat", nat, first);
                ports.put(hosts, first.get(PacketField.L4_SRC));
                hosts++;
            }
            assertEquals(ports.size(), new HashSet<>(ports.values()).size(), "no port twice at " + count);
            placement(nat);
        }
        assertEquals(600, ports.size());
    }

    @Test
    void anNfWithoutStateSpreadsByTheFiveTupleBothWaysAlike() {
        final var gateway = of("gateway");
        assertTrue(NfInstances.scalable(type("gateway")));
        gateway.rescale(4);
        final var used = new HashSet<NfInstance>();
        for (int host = 0; host < 100; host++) {
            final var instance = gateway.of(out(host, host, SYN));
            assertSame(instance, gateway.of(back(host, host, ACK)));
            used.add(instance);
        }
        assertEquals(4, used.size());
        assertTrue(gateway.states().stream().allMatch(state -> state.flowCount() == 0));
    }

    @Test
    void nfsWithStateOfNoFlowAreNotScalable() {
        for (var name : List.of("firewall", "nat", "ids", "traffic-monitor", "load-balancer", "ddos-scrubber",
                "gateway", "shaper", "compression", "probe")) {
            assertTrue(NfInstances.scalable(type(name)), name);
        }
        for (var name : List.of("vpn", "wan-optimizer", "voc", "netcache", "cache", "proxy", "sandbox", "dpi",
                "honeypot")) {
            assertFalse(NfInstances.scalable(type(name)), name);
        }
    }

    @Test
    void theSameCountChangesNothingAndThereIsAlwaysOneInstance() {
        final var firewall = of("firewall");
        assertEquals(1, firewall.count());
        assertFalse(firewall.rescale(1));
        assertTrue(firewall.rescale(2));
        assertFalse(firewall.rescale(2));
        assertThrows(IllegalArgumentException.class, () -> firewall.rescale(0));
        assertEquals(2, firewall.count());
    }

    @Test
    void theStateStoreSeesEveryInstance() throws MalformedStateException {
        final int keyFields = Semantics.flowKeyFields(type("firewall"));
        final var source = of("firewall");
        source.rescale(4);
        open(source, 100);
        final var store = new StateStore("firewall", keyFields, source);
        final var export = store.export(StateScope.allFlows());
        assertEquals(200, export.chunks().size(), "all instances' keys");

        final var destination = of("firewall");
        destination.rescale(3);
        final var imported = new StateStore("firewall", keyFields, destination);
        assertEquals(200, imported.importAll(export));
        assertEquals(records(source), records(destination));
        placement(destination);
        for (int host = 0; host < 100; host++) {
            assertEquals(Effect.FORWARD, run("firewall", destination, out(500 + host, host, ACK)));
            assertNotNull(imported.chunk(FlowKey.of(back(0, host, ACK), keyFields)));
        }

        assertEquals(200, store.delete(StateScope.allFlows()));
        assertTrue(source.states().stream().allMatch(state -> state.flowCount() == 0));
        assertEquals(Effect.DROP, run("firewall", source, out(900, 1, ACK)));
    }

    @Test
    void anImportThatConflictsWithAnotherInstancesValueImportsNothing() {
        final int keyFields = Semantics.flowKeyFields(type("nat"));
        final var nat = of("nat");
        nat.rescale(3);
        for (int host = 0; host < 30; host++) {
            run("nat", nat, out(host, host, SYN));
        }
        final var holder = FlowKey.of(out(0, 500, SYN), keyFields);
        nat.stateOf(holder).putFlow(holder, new FlowRecord(7777, 1, true));
        int host = 501;
        while (nat.stateOf(FlowKey.of(out(0, host, SYN), keyFields)) == nat.stateOf(holder)) {
            host++;
        }
        final var before = records(nat);
        final var other = new NfState();
        // a binding whose instance is not the holder's, to the port the holder has
        other.putFlow(FlowKey.of(out(0, host, SYN), keyFields), new FlowRecord(7777, 1, true));
        other.putFlow(FlowKey.of(out(0, 999, SYN), keyFields), new FlowRecord(8888, 1, true));
        final var export = new StateStore("nat", keyFields, other).export(StateScope.allFlows());
        assertThrows(MalformedStateException.class,
            () -> new StateStore("nat", keyFields, nat).importAll(export));
        assertEquals(before, records(nat), "nothing was imported");
    }
}
