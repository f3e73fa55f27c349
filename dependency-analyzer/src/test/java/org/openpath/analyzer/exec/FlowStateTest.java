/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.NfType;
import org.openpath.analyzer.PacketField;

/**
 * The keyed NF state of the stateful built-in NFs: what each keeps per flow, that it changes their packets (so state
 * lost in a move shows in the packets), and that state copied into a fresh instance continues the flows.
 */
class FlowStateTest {
    private static final long TCP = 6;
    private static final long UDP = 17;
    private static final long SYN = 2;
    private static final long ACK = 16;

    @Test
    void firewallDropsAMidConnectionPacketOfAnUnknownConnection() {
        final var state = new NfState();
        assertEquals(Effect.DROP, run("firewall", tcp(1, 10, 20, 1000, 80, ACK), state));
        assertEquals(0, state.flowCount(), "a dropped packet leaves no state");
        assertEquals(Effect.FORWARD, run("firewall", tcp(2, 10, 20, 1000, 80, SYN), state));
        assertEquals(Effect.FORWARD, run("firewall", tcp(3, 10, 20, 1000, 80, ACK), state));
        // Another connection (other source port) is unknown
        assertEquals(Effect.DROP, run("firewall", tcp(4, 10, 20, 1001, 80, ACK), state));
        // UDP is admitted and tracked from its first packet
        assertEquals(Effect.FORWARD, run("firewall", packet(5, 10, 20, UDP, 53, 53, 0), state));
        final var key = new FlowKey(FlowKey.FIVE_TUPLE, 10, 20, TCP, 1000, 80);
        assertEquals(new FlowRecord(1, 2, false), state.flow(key));
        assertEquals(2, state.flowCount());
    }

    @Test
    void firewallStateCopiedToAFreshInstanceKeepsTheConnectionOpen() {
        final var source = new NfState();
        run("firewall", tcp(1, 10, 20, 1000, 80, SYN), source);
        final var lost = new NfState();
        assertEquals(Effect.DROP, run("firewall", tcp(2, 10, 20, 1000, 80, ACK), lost), "state lost: dropped");
        final var moved = new NfState();
        for (var key : source.flowKeys()) {
            moved.putFlow(key, source.flow(key));
        }
        assertEquals(Effect.FORWARD, run("firewall", tcp(2, 10, 20, 1000, 80, ACK), moved), "state moved: admitted");
    }

    @Test
    void natBindsEachConnectionToTheLowestFreePort() {
        final var state = new NfState();
        assertEquals(5000, natPort(tcp(1, 10, 20, 1000, 80, 0), state));
        assertEquals(5001, natPort(tcp(2, 10, 21, 1000, 80, 0), state), "same endpoint, other peer: new binding");
        assertEquals(5000, natPort(tcp(3, 10, 20, 1000, 80, 0), state), "known connection: same binding");
        final var first = new FlowKey(FlowKey.FOUR_TUPLE, 10, 20, 0, 1000, 80);
        assertEquals(new FlowRecord(5000, 2, true), state.flow(first));
        state.removeFlow(first);
        assertEquals(5000, natPort(tcp(4, 11, 20, 1000, 80, 0), state), "a released port is reused");
        assertEquals(5002, natPort(tcp(5, 12, 20, 1000, 80, 0), state));
    }

    @Test
    void natBindingImportedIntoAnotherInstanceKeepsItsPortAndIsNotHandedOutAgain() {
        final var source = new NfState();
        natPort(tcp(1, 10, 20, 1000, 80, 0), source);
        natPort(tcp(2, 11, 20, 1000, 80, 0), source);
        final var key = new FlowKey(FlowKey.FOUR_TUPLE, 11, 20, 0, 1000, 80);
        final var destination = new NfState();
        destination.putFlow(key, source.flow(key));
        assertEquals(5001, natPort(tcp(3, 11, 20, 1000, 80, 0), destination), "moved connection keeps its port");
        assertEquals(5000, natPort(tcp(4, 12, 20, 1000, 80, 0), destination));
        assertEquals(5002, natPort(tcp(5, 13, 20, 1000, 80, 0), destination), "5001 is held by the moved binding");
    }

    @Test
    void statesSharingClaimsNeverHoldTheSameExclusiveValue() {
        final var first = new NfState();
        final var second = first.sharingClaims();
        final var third = second.sharingClaims();
        assertEquals(5000, natPort(tcp(1, 10, 20, 1000, 80, 0), first));
        assertEquals(5001, natPort(tcp(2, 11, 20, 1000, 80, 0), second), "5000 is held in the first state");
        assertEquals(5002, natPort(tcp(3, 12, 20, 1000, 80, 0), third));
        assertEquals(List.of(1, 1, 1), List.of(first.flowCount(), second.flowCount(), third.flowCount()),
            "the states share the claims, not the flows");
        final var held = new FlowKey(FlowKey.FOUR_TUPLE, 10, 20, 0, 1000, 80);
        final var other = new FlowKey(FlowKey.FOUR_TUPLE, 13, 20, 0, 1000, 80);
        assertEquals(held, third.exclusiveHolder(other, new FlowRecord(5000, 1, true)));
        assertThrows(StateConflictException.class, () -> second.putFlow(other, new FlowRecord(5000, 1, true)));
        // a record moved from one state to another keeps its value, which stays taken for the others
        final var moved = first.removeFlow(held);
        third.putFlow(held, moved);
        assertEquals(5000, third.flow(held).value());
        assertEquals(5003, natPort(tcp(4, 13, 20, 1000, 80, 0), first));
        third.removeFlow(held);
        assertEquals(5000, natPort(tcp(5, 14, 20, 1000, 80, 0), second), "a released value is free for all");
        assertEquals(5000, natPort(tcp(6, 15, 20, 1000, 80, 0), new NfState()), "a fresh state has its own claims");
    }

    @Test
    void anExclusiveValueHeldByAnotherFlowIsRefusedNamingBoth() {
        final var state = new NfState();
        final var held = new FlowKey(FlowKey.FOUR_TUPLE, 1, 2, 0, 3, 4);
        final var other = new FlowKey(FlowKey.FOUR_TUPLE, 5, 6, 0, 7, 8);
        state.putFlow(held, new FlowRecord(5000, 1, true));
        assertEquals(held, state.exclusiveHolder(other, new FlowRecord(5000, 1, true)));
        assertNull(state.exclusiveHolder(held, new FlowRecord(5000, 9, true)), "a key may keep its own value");
        assertNull(state.exclusiveHolder(other, new FlowRecord(5000, 1, false)));
        final var e = assertThrows(StateConflictException.class,
            () -> state.putFlow(other, new FlowRecord(5000, 1, true)));
        assertEquals("Value 5000 of flow {ip-src=5, ip-dst=6, l4-src=7, l4-dst=8} is already held by flow "
            + "{ip-src=1, ip-dst=2, l4-src=3, l4-dst=4}", e.getMessage());
        assertNull(state.flow(other), "nothing was put");
        state.putFlow(held, new FlowRecord(5001, 1, true));
        state.putFlow(other, new FlowRecord(5000, 1, true));
        assertEquals(List.of(held, other), state.flowKeys());
    }

    @Test
    void loadBalancerKeepsAConnectionOnItsBackendAfterAMove() {
        final var source = new NfState();
        final var packets = new java.util.ArrayList<Packet>();
        for (int i = 0; i < 12; i++) {
            packets.add(tcp(i, 10 + i, 20, 1000 + i, 80, 0));
        }
        final long[] backends = new long[packets.size()];
        for (int i = 0; i < packets.size(); i++) {
            final var copy = packets.get(i).copy();
            run("load-balancer", copy, source);
            backends[i] = copy.get(PacketField.IP_DST);
        }
        final var destination = new NfState();
        for (var key : source.flowKeys()) {
            destination.putFlow(key, source.flow(key));
        }
        final var fresh = new NfState();
        int differ = 0;
        for (int i = packets.size() - 1; i >= 0; i--) {
            final var moved = packets.get(i).copy();
            run("load-balancer", moved, destination);
            assertEquals(backends[i], moved.get(PacketField.IP_DST), "sticky backend of connection " + i);
            final var lost = packets.get(i).copy();
            run("load-balancer", lost, fresh);
            differ += lost.get(PacketField.IP_DST) != backends[i] ? 1 : 0;
        }
        assertTrue(differ > 0, "without the state some connections land on another backend");
    }

    @Test
    void monitorIdsAndScrubberCountPerKey() {
        final var monitor = new NfState();
        final var ids = new NfState();
        final var scrubber = new NfState();
        for (int i = 0; i < 3; i++) {
            run("traffic-monitor", tcp(i, 10, 20, 1000, 80, SYN), monitor);
            run("ids", tcp(i, 10, 20, 1000, 80, SYN), ids);
            run("ddos-scrubber", tcp(i, 10, 20, 1000 + i, 80, 0), scrubber);
        }
        final var connection = new FlowKey(FlowKey.FIVE_TUPLE, 10, 20, TCP, 1000, 80);
        assertEquals(new FlowRecord(0, 3, false), monitor.flow(connection));
        assertEquals(3, ids.flow(connection).count());
        final var hosts = new FlowKey(FlowKey.IP_SRC | FlowKey.IP_DST | FlowKey.IP_PROTO, 10, 20, TCP, 0, 0);
        assertEquals(new FlowRecord(0, 3, false), scrubber.flow(hosts));
        assertTrue(!hosts.perFlow() && connection.perFlow());
    }

    @Test
    void typesSayWhatTheyKeyOn() {
        final var catalog = BuiltInCatalog.catalog();
        assertEquals(Map.of("firewall", 31, "ids", 31, "traffic-monitor", 31, "nat", 27, "load-balancer", 27,
            "ddos-scrubber", 7), catalog.types().stream().filter(type -> Semantics.flowKeyFields(type) != 0)
                .collect(java.util.stream.Collectors.toMap(NfType::name, Semantics::flowKeyFields)));
    }

    @Test
    void sharedStateIsReplacedAsAWhole() {
        final var state = new NfState();
        run("wan-optimizer", packet(1, 1, 2, UDP, 1, 2, 0), state);
        final var shared = state.shared();
        assertEquals(1, shared.table().size());
        final var other = new NfState();
        other.replaceShared(shared);
        assertEquals(shared, other.shared());
        other.replaceShared(SharedState.EMPTY);
        assertTrue(other.shared().isEmpty());
    }

    @Test
    void flowKeysRefuseAbsentValuesAndUnknownFields() {
        assertEquals("Flow key fields 0x0 are not a non-empty combination of the 5-tuple bits 0x1f",
            assertThrows(IllegalArgumentException.class, () -> new FlowKey(0, 0, 0, 0, 0, 0)).getMessage());
        assertEquals("Flow key fields 0x20 are not a non-empty combination of the 5-tuple bits 0x1f",
            assertThrows(IllegalArgumentException.class, () -> new FlowKey(32, 0, 0, 0, 0, 0)).getMessage());
        assertEquals("Flow key field ip-proto is absent but 6",
            assertThrows(IllegalArgumentException.class, () -> new FlowKey(FlowKey.FOUR_TUPLE, 1, 2, 6, 3, 4))
                .getMessage());
        assertEquals(new FlowKey(FlowKey.FOUR_TUPLE, 10, 20, 0, 1000, 80),
            FlowKey.of(tcp(1, 10, 20, 1000, 80, 0), FlowKey.FOUR_TUPLE));
    }

    private static long natPort(final Packet packet, final NfState state) {
        run("nat", packet, state);
        return packet.get(PacketField.L4_SRC);
    }

    private static Effect run(final String type, final Packet packet, final NfState state) {
        final NfType nf = BuiltInCatalog.catalog().get(type);
        return Semantics.of(nf).process(FieldAccess.of(type, packet, nf.profile(), null), state);
    }

    private static Packet tcp(final long id, final long src, final long dst, final long sport, final long dport,
            final long flags) {
        return packet(id, src, dst, TCP, sport, dport, flags);
    }

    private static Packet packet(final long id, final long src, final long dst, final long proto, final long sport,
            final long dport, final long flags) {
        return Packet.of(id, 1, 2, 0, src, dst, proto, 64 << 8, sport, dport, flags, 42, 0);
    }
}
