/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The switch sweep against a switch that holds flows by cookie and an inventory of cookies.
 */
class SwitchFlowSweepTest {
    private static final String NODE = "openflow:7";
    private static final long CHAIN_V1 = 0x4F50_0000_0003_0001L;
    private static final long CHAIN_V2 = 0x4F50_0000_0003_0002L;
    private static final long OTHER_CHAIN = 0x4F50_0000_0009_0001L;
    private static final long ROUTE_V1 = 0x4F52_0000_0004_0001L;
    private static final long ROUTE_V2 = 0x4F52_0000_0004_0002L;
    // not OpenPATH's: another application's flows, and LLDP's punt flow (cookie 0x2b...)
    private static final long FOREIGN = 0x2B00_0000_0000_0001L;
    private static final long NEAR_MARK = 0x4F51_0000_0000_0001L;
    // the sweeps called directly do not schedule anything on it
    private static final RendererExecutor UNUSED = new RendererExecutor("sweep-test-%d");

    /** A switch's table 0: flows per cookie; removing a cookie removes its flows. */
    private static final class Switch implements FlowCounts, SwitchFlowSweep.Removal {
        final Map<Long, Integer> flows = new ConcurrentHashMap<>();
        final List<Long> removals = new CopyOnWriteArrayList<>();
        final Set<Long> refusing = ConcurrentHashMap.newKeySet();

        @Override
        public ListenableFuture<Map<String, Map<Long, Integer>>> flowsPerCookie(final Collection<String> nodes) {
            assertEquals(List.of(NODE), List.copyOf(nodes));
            return Futures.immediateFuture(Map.of(NODE, Map.copyOf(flows)));
        }

        @Override
        public ListenableFuture<String> removeCookie(final String node, final long cookie) {
            assertEquals(NODE, node);
            removals.add(cookie);
            if (refusing.contains(cookie)) {
                return Futures.immediateFuture("Device disconnected");
            }
            flows.remove(cookie);
            return Futures.immediateFuture("");
        }
    }

    @Test
    void removesTheOpenPathCookiesTheInventoryNoLongerHoldsAndNothingElse() throws Exception {
        final var sw = new Switch();
        sw.flows.putAll(Map.of(CHAIN_V1, 3, CHAIN_V2, 3, OTHER_CHAIN, 2, ROUTE_V1, 1, ROUTE_V2, 1, FOREIGN, 4,
            NEAR_MARK, 1));
        // chain 3 went on to version 2 and chain 9 was deleted while the switch was away; the route is at version 2
        final var sweep = new SwitchFlowSweep(sw, node -> Futures.immediateFuture(Set.of(CHAIN_V2, ROUTE_V2)), sw,
            UNUSED, Duration.ofSeconds(1));

        assertEquals(Set.of(CHAIN_V1, OTHER_CHAIN, ROUTE_V1), sweep.sweep(NODE).get(5, TimeUnit.SECONDS));
        assertEquals(Map.of(CHAIN_V2, 3, ROUTE_V2, 1, FOREIGN, 4, NEAR_MARK, 1), sw.flows);
        // a second sweep finds nothing more to do
        assertEquals(Set.of(), sweep.sweep(NODE).get(5, TimeUnit.SECONDS));
        assertEquals(3, sw.removals.size());
    }

    @Test
    void anInventoryThatCannotBeReadRemovesNothing() {
        final var sw = new Switch();
        sw.flows.put(CHAIN_V1, 3);
        final var sweep = new SwitchFlowSweep(sw, node -> Futures.immediateFailedFuture(
            new IllegalStateException("shard unavailable")), sw, UNUSED, Duration.ofSeconds(1));

        final var failure = assertThrows(ExecutionException.class, () -> sweep.sweep(NODE).get(5, TimeUnit.SECONDS));
        assertEquals("shard unavailable", failure.getCause().getMessage());
        assertEquals(List.of(), sw.removals);
        assertEquals(Map.of(CHAIN_V1, 3), sw.flows);
    }

    @Test
    void aSwitchWithoutOpenPathFlowsIsNotCompared() throws Exception {
        final var sw = new Switch();
        sw.flows.put(FOREIGN, 2);
        final var sweep = new SwitchFlowSweep(sw, node -> {
            throw new AssertionError("the inventory is read only for a switch with OpenPATH flows");
        }, sw, UNUSED, Duration.ofSeconds(1));

        assertEquals(Set.of(), sweep.sweep(NODE).get(5, TimeUnit.SECONDS));
        assertEquals(List.of(), sw.removals);
    }

    @Test
    void aRemovalTheSwitchRefusesIsNotCountedAsRemoved() throws Exception {
        final var sw = new Switch();
        sw.flows.putAll(Map.of(CHAIN_V1, 3, OTHER_CHAIN, 2));
        sw.refusing.add(OTHER_CHAIN);
        final var sweep = new SwitchFlowSweep(sw, node -> Futures.immediateFuture(Set.of()), sw,
            UNUSED, Duration.ofSeconds(1));

        assertEquals(Set.of(CHAIN_V1), sweep.sweep(NODE).get(5, TimeUnit.SECONDS));
        assertEquals(Map.of(OTHER_CHAIN, 2), sw.flows);
    }

    @Test
    void aSwitchIsSweptOnceAfterTheDelayFromItsLastConnection() throws Exception {
        final var sw = new Switch();
        sw.flows.put(CHAIN_V1, 3);
        final var reads = new CopyOnWriteArrayList<Long>();
        final var executor = new RendererExecutor("sweep-test-%d");
        final var sweep = new SwitchFlowSweep(sw, node -> {
            reads.add(System.nanoTime());
            return Futures.immediateFuture(Set.of());
        }, sw, executor, Duration.ofMillis(300));
        try {
            executor.submit(() -> sweep.connected(NODE));
            // the second connection half-way through the first one's delay (paces the scenario, waits for nothing)
            Thread.sleep(150);
            final long second = System.nanoTime();
            executor.submit(() -> sweep.connected(NODE));
            await().atMost(Duration.ofSeconds(5)).until(() -> !sw.removals.isEmpty());
            assertEquals(1, reads.size(), "one sweep for the two connections");
            assertTrue(reads.getFirst() - second >= Duration.ofMillis(300).toNanos(),
                "the sweep waited the delay from the second connection");
            assertEquals(List.of(CHAIN_V1), sw.removals);
            // nothing else runs later
            await().during(Duration.ofMillis(400)).atMost(Duration.ofSeconds(2)).until(() -> reads.size() == 1);
        } finally {
            executor.close();
        }
    }

    /**
     * Whatever a switch holds and the inventory has: afterwards every OpenPATH flow left on the switch is one the
     * inventory holds, and every flow the inventory holds or that is not OpenPATH's is still there.
     */
    @Property(tries = 300)
    void afterASweepTheSwitchHoldsOnlyWhatTheInventoryHoldsOfOpenPath(
            @ForAll("tables") final Map<Long, Integer> table, @ForAll("cookies") final Set<Long> held)
            throws Exception {
        final var sw = new Switch();
        sw.flows.putAll(table);
        final var sweep = new SwitchFlowSweep(sw, node -> Futures.immediateFuture(held), sw,
            UNUSED, Duration.ofSeconds(1));
        sweep.sweep(NODE).get(5, TimeUnit.SECONDS);

        sw.flows.keySet().forEach(cookie -> assertTrue(!isOpenPath(cookie) || held.contains(cookie),
            () -> Long.toHexString(cookie) + " left on the switch"));
        table.forEach((cookie, count) -> {
            if (!isOpenPath(cookie) || held.contains(cookie)) {
                assertEquals(count, sw.flows.get(cookie), () -> Long.toHexString(cookie) + " kept");
            }
        });
        // every removal named a cookie the switch had
        sw.removals.forEach(cookie -> assertTrue(table.containsKey(cookie)));
    }

    private static boolean isOpenPath(final long cookie) {
        final long top = cookie >>> 48;
        return top == 0x4F50 || top == 0x4F52;
    }

    @Provide
    Arbitrary<Map<Long, Integer>> tables() {
        return Arbitraries.maps(cookie(), Arbitraries.integers().between(1, 5)).ofMaxSize(12);
    }

    @Provide
    Arbitrary<Set<Long>> cookies() {
        return cookie().set().ofMaxSize(8);
    }

    private static Arbitrary<Long> cookie() {
        // marks: a chain's, a route's, a near miss, another application's; few SFC-IDs and versions, so that sets meet
        return Arbitraries.of(0x4F50L, 0x4F52L, 0x4F51L, 0x2BL).flatMap(mark -> Arbitraries.integers().between(1, 3)
            .flatMap(id -> Arbitraries.integers().between(1, 3).map(version -> mark << 48 | (long) id << 16
                | version)));
    }
}
