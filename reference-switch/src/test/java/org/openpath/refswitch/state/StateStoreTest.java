/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.exec.FlowKey;
import org.openpath.analyzer.exec.FlowRecord;
import org.openpath.analyzer.exec.NfState;
import org.openpath.analyzer.exec.SharedState;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.IpPrefix;
import org.openpath.openflow.PortRange;

/**
 * Export, delete and import by scope: one flow, a filter of prefixes and port ranges, all flows; imports all or
 * nothing, with refusals that name the chunk and the conflict.
 */
class StateStoreTest {
    private static final long NET = 0x0A000000L;
    private static final int NAT_KEY = FlowKey.FOUR_TUPLE;
    private static final int HOSTS = FlowKey.IP_SRC | FlowKey.IP_DST | FlowKey.IP_PROTO;

    private static FlowKey nat(final int host, final int sport) {
        return new FlowKey(NAT_KEY, NET + host, NET + 0x100 + 1, 0, sport, 80);
    }

    private static StateStore natStore(final NfState state) {
        return new StateStore("nat", NAT_KEY, state);
    }

    private static NfState natState(final int flows) {
        final var state = new NfState();
        for (int i = 0; i < flows; i++) {
            state.putFlow(nat(1 + i % 4, 1000 + i), new FlowRecord(5000 + i, 1 + i, true));
        }
        return state;
    }

    @Test
    void oneFlowSelectsExactlyItsKey() {
        final var store = natStore(natState(8));
        final var scope = StateScope.flow(NET + 2, NET + 0x101, 6, 1001, 80);
        assertEquals(List.of(nat(2, 1001)), store.keys(scope), "the NAT keys without the protocol: selected");
        final var export = store.export(scope);
        assertEquals(new StateExport("nat", List.of(new StateChunk.Flow(nat(2, 1001),
            new FlowRecord(5001, 2, true)))), export);
        assertFalse(scope.covers(nat(2, 1001)), "the key without protocol is also used by a UDP flow");
        assertTrue(StateScope.flows(new FlowSpec(IpPrefix.parse("10.0.0.2/32"), null, null, null, null))
            .covers(nat(2, 1001)));
    }

    @Test
    void aFilterOfPrefixAndPortRangeSelectsItsFlows() {
        final var store = natStore(natState(8));
        // hosts .1 and .2 of the /31 at .0 -> only .1 (the /31 is .0-.1), source ports 1000..1004
        final var filter = new FlowSpec(IpPrefix.parse("10.0.0.0/31"), null, null, new PortRange(1000, 1004), null);
        assertEquals(List.of(nat(1, 1000), nat(1, 1004)), store.keys(StateScope.flows(filter)));
        final var wide = new FlowSpec(IpPrefix.parse("10.0.0.0/24"), IpPrefix.parse("10.0.1.0/24"), null, null,
            PortRange.single(80));
        assertEquals(8, store.keys(StateScope.flows(wide)).size());
        final var otherPort = new FlowSpec(null, null, null, null, PortRange.single(443));
        assertTrue(store.keys(StateScope.flows(otherPort)).isEmpty());
    }

    @Test
    void deleteRemovesCoveredKeysAndKeepsSharedOnes() {
        final var state = new NfState();
        final var hosts = new FlowKey(HOSTS, NET + 1, NET + 2, 6, 0, 0);
        state.putFlow(hosts, new FlowRecord(0, 5, false));
        final var store = new StateStore("ddos-scrubber", HOSTS, state);
        final var oneConnection = StateScope.flow(NET + 1, NET + 2, 6, 1000, 80);
        assertEquals(List.of(hosts), store.keys(oneConnection), "the connection uses the address pair's counter");
        assertEquals(StateKind.MULTI_FLOW, new StateChunk.Flow(hosts, new FlowRecord(0, 5, false)).kind());
        assertFalse(oneConnection.covers(hosts), "other connections of the pair use it too");
        assertEquals(0, store.delete(oneConnection));
        assertEquals(1, state.flowCount());
        final var pair = StateScope.flows(new FlowSpec(IpPrefix.parse("10.0.0.1/32"), IpPrefix.parse("10.0.0.2/32"),
            6, null, null));
        assertTrue(pair.covers(hosts));
        assertEquals(1, store.delete(pair));
        assertEquals(0, state.flowCount());
        final var perFlowOnly = new StateScope(FlowSpec.ANY, EnumSet.of(StateKind.PER_FLOW));
        state.putFlow(hosts, new FlowRecord(0, 5, false));
        assertTrue(store.keys(perFlowOnly).isEmpty(), "multi-flow state is not per-flow state");
    }

    @Test
    void allFlowsExportsKeyedAndSharedStateAndDeletesBoth() {
        final var state = natState(3);
        state.replaceShared(new SharedState(1, 2, Map.of(3L, 4L)));
        final var store = natStore(state);
        final var export = store.export(StateScope.allFlows());
        assertEquals(4, export.chunks().size());
        assertEquals(new StateChunk.Shared(new SharedState(1, 2, Map.of(3L, 4L))), export.chunks().get(3));
        assertEquals(3, store.export(StateScope.flows(FlowSpec.ANY)).chunks().size(), "keyed kinds only");
        assertEquals(4, store.delete(StateScope.allFlows()));
        assertEquals(0, state.flowCount());
        assertTrue(state.shared().isEmpty());
        assertNull(store.sharedChunk());
    }

    @Test
    void importPutsEverythingAndKeepsExclusivePorts() throws MalformedStateException {
        final var source = natStore(natState(5));
        final var destination = new NfState();
        assertEquals(5, natStore(destination).importAll(source.export(StateScope.allFlows())));
        assertEquals(new FlowRecord(5003, 4, true), destination.flow(nat(4, 1003)));
        assertEquals(nat(4, 1003), destination.exclusiveHolder(nat(1, 9999), new FlowRecord(5003, 0, true)));
    }

    @Test
    void aConflictingImportPutsNothingAndNamesTheChunkAndBothFlows() {
        final var destination = new NfState();
        final var mine = new FlowKey(NAT_KEY, NET + 9, NET + 0x101, 0, 7, 80);
        destination.putFlow(mine, new FlowRecord(5002, 1, true));
        destination.replaceShared(new SharedState(7, 7, Map.of()));
        final var before = destination.flowKeys();
        final var source = natStore(natState(4));
        final var chunks = new java.util.ArrayList<>(source.export(StateScope.allFlows()).chunks());
        chunks.add(0, new StateChunk.Shared(new SharedState(1, 1, Map.of())));
        final var e = assertThrows(MalformedStateException.class,
            () -> natStore(destination).importAll(new StateExport("nat", chunks)));
        assertEquals("Chunk 4 of 5: Cannot import into nat: Value 5002 of flow {ip-src=167772163, ip-dst=167772417, "
            + "l4-src=1002, l4-dst=80} is already held by flow {ip-src=167772169, ip-dst=167772417, l4-src=7, "
            + "l4-dst=80}; nothing of the 5 chunks was imported", e.getMessage());
        assertEquals(before, destination.flowKeys());
        assertEquals(new SharedState(7, 7, Map.of()), destination.shared(), "the all-flows state put is reverted");
    }

    @Test
    void importRefusesAnotherTypeAndOtherKeyFields() {
        final var destination = natStore(new NfState());
        assertEquals("State of a firewall cannot be imported into a nat", assertThrows(MalformedStateException.class,
            () -> destination.importAll(new StateExport("firewall", List.of()))).getMessage());
        final var fiveTuple = new StateChunk.Flow(new FlowKey(FlowKey.FIVE_TUPLE, 1, 2, 6, 3, 4),
            new FlowRecord(1, 1, false));
        assertEquals("Chunk 1 of 1: A nat keys its state on fields 0x1b; flow {ip-src=1, ip-dst=2, ip-proto=6, "
            + "l4-src=3, l4-dst=4} has fields 0x1f; nothing of the 1 chunks was imported",
            assertThrows(MalformedStateException.class, () -> destination.importAll(new StateExport("nat",
                List.of(fiveTuple)))).getMessage());
        final var wan = new StateStore("wan-optimizer", 0, new NfState());
        assertEquals("Chunk 1 of 1: A wan-optimizer keeps no per-flow state; flow {ip-src=1, ip-dst=2, ip-proto=6, "
            + "l4-src=3, l4-dst=4} cannot be imported; nothing of the 1 chunks was imported",
            assertThrows(MalformedStateException.class, () -> wan.importAll(new StateExport("wan-optimizer",
                List.of(fiveTuple)))).getMessage());
    }

    @Test
    void revertRestoresWhatAnImportReplaced() throws MalformedStateException {
        final var state = natState(2);
        state.replaceShared(new SharedState(5, 5, Map.of()));
        final var store = natStore(state);
        final var running = store.startImport();
        running.apply(new StateChunk.Flow(nat(1, 1000), new FlowRecord(6000, 99, true)));
        running.apply(new StateChunk.Flow(nat(3, 3000), new FlowRecord(6001, 1, true)));
        running.apply(new StateChunk.Shared(new SharedState(1, 1, Map.of(1L, 1L))));
        running.apply(new StateChunk.Shared(new SharedState(2, 2, Map.of())));
        assertEquals(4, running.applied());
        assertEquals(new FlowRecord(6000, 99, true), state.flow(nat(1, 1000)));
        running.revert();
        assertEquals(new FlowRecord(5000, 1, true), state.flow(nat(1, 1000)));
        assertNull(state.flow(nat(3, 3000)));
        assertEquals(new SharedState(5, 5, Map.of()), state.shared());
        assertEquals(nat(1, 1000), state.exclusiveHolder(nat(3, 3000), new FlowRecord(5000, 1, true)),
            "the port is held by its first owner again");
        assertEquals(0, running.applied());
    }

    @Test
    void scopesNeedAKindAndKnowTheirBits() {
        assertEquals("A state scope needs at least one kind of state", assertThrows(IllegalArgumentException.class,
            () -> new StateScope(FlowSpec.ANY, EnumSet.noneOf(StateKind.class))).getMessage());
        assertEquals(7, StateScope.allFlows().kindBits());
        assertEquals(EnumSet.of(StateKind.PER_FLOW, StateKind.ALL_FLOWS), StateScope.kinds(5));
        assertEquals("State kinds 0x8 are not a non-empty combination of per-flow (1), multi-flow (2) and all-flows "
            + "(4)", assertThrows(IllegalArgumentException.class, () -> StateScope.kinds(8)).getMessage());
    }
}
