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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.util.concurrent.SettableFuture;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openpath.openflow.FlowSpec;
import org.openpath.southbound.render.ChainRules;
import org.openpath.southbound.render.ChainView;
import org.openpath.southbound.render.FlowRule;
import org.openpath.southbound.render.Retirement;
import org.openpath.southbound.render.RuleAction;
import org.openpath.southbound.render.RuleMatch;
import org.openpath.statesync.StateRelocation;

/**
 * The confirmation loop on the renderer's thread, with switches whose flow statistics each test answers by hand: a
 * chain of cookie version 2 (flow ids {@code ~2}) with a classifier on "in" and the firewall's service flow on "a".
 */
class ConfirmationLoopTest {
    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final Duration QUIET_FOR = Duration.ofMillis(300);
    private static final long SFC = 7;
    private static final long COOKIE = 0x4F50_0000_0007_0002L;
    private static final long OLD_COOKIE = 0x4F50_0000_0007_0001L;
    private static final FlowRule CLASSIFIER = new FlowRule("in", "c:classifier~2", 200, RuleMatch.tag(11),
        List.of(new RuleAction.Output(2)));
    private static final FlowRule SERVICE = new FlowRule("a", "c:fw~2", 300, RuleMatch.service(SFC, 1),
        List.of(new RuleAction.Output(3)));
    private static final FlowRule ROUTE = new FlowRule("t", "route:7:b", 300, RuleMatch.tag(7),
        List.of(new RuleAction.Output(3)));
    private static final FlowRule MOVED_ROUTE = new FlowRule("t", "route:7:b", 300, RuleMatch.tag(7),
        List.of(new RuleAction.Output(4)));
    private static final Map<String, Map<Long, Integer>> ALL_SHOWN = Map.of("in", Map.of(COOKIE, 1), "a",
        Map.of(COOKIE, 1));
    // "a" answers but does not show the firewall's flow
    private static final Map<String, Map<Long, Integer>> SHORT_ON_A = Map.of("in", Map.of(COOKIE, 1), "a",
        Map.of(OLD_COOKIE, 1));
    // a round every 5 ms; a chain is slow, and may be written again, after 30 s
    private static final RendererTimings QUICK = new RendererTimings(RendererTimings.DEFAULT.passDelay(),
        Duration.ofMillis(5), Duration.ofSeconds(30), RendererTimings.DEFAULT.sweepDelay(),
        RendererTimings.DEFAULT.sweepRetry(), RendererTimings.DEFAULT.sweepMaxPostpones(),
        RendererTimings.DEFAULT.carryWait(), RendererTimings.DEFAULT.sendTimeout(),
        RendererTimings.DEFAULT.sendAttempts(), RendererTimings.DEFAULT.connectAttempts(),
        RendererTimings.DEFAULT.redirectTimeout(), Duration.ofSeconds(30), Duration.ZERO, 3);

    /** One read of the switches' flows, answered by the test. */
    private record Read(Set<String> nodes, SettableFuture<Map<String, Map<Long, Integer>>> answer) {
    }

    private final RendererExecutor executor = new RendererExecutor("confirmation-test-%d");
    // the renderer's state: touched on its thread only
    private final Map<String, RenderedChain> rendered = new LinkedHashMap<>();
    private final SharedRouteFlows routes = new SharedRouteFlows();
    private final LostFlowRewrites rewrites = new LostFlowRewrites(QUICK.rewriteQuiet(), QUICK.rewriteAttempts());
    private final List<Read> reads = new CopyOnWriteArrayList<>();
    // what the loop asked of the renderer, in order
    private final List<String> asked = new CopyOnWriteArrayList<>();
    private final ConfirmationLoop loop = new ConfirmationLoop(nodes -> {
        final var answer = SettableFuture.<Map<String, Map<Long, Integer>>>create();
        reads.add(new Read(Set.copyOf(nodes), answer));
        return answer;
    }, routes, rewrites, QUICK, executor, new ConfirmationLoop.Renderer() {
        @Override
        public Map<String, RenderedChain> rendered() {
            return rendered;
        }

        @Override
        public Set<String> connected() {
            return Set.of("in", "a", "t");
        }

        @Override
        public void report(final String name, final RenderedChain chain) {
            asked.add("report " + name + " " + chain.state);
        }

        @Override
        public void rewrite(final String name) {
            asked.add("rewrite " + name);
        }

        @Override
        public void retireRouteVersions() {
            asked.add("retire route versions");
        }

        @Override
        public void carryState(final String name, final RenderedChain chain) {
            asked.add("carry state " + name);
        }

        @Override
        public void switchOver(final String name, final RenderedChain chain) {
            asked.add("switch over " + name);
        }

        @Override
        public void retire(final String name, final RenderedChain chain) {
            asked.add("retire " + name);
        }

        @Override
        public void settle(final String name, final RenderedChain chain) {
            asked.add("settle " + name);
        }
    });

    @AfterEach
    void stop() {
        executor.close();
    }

    @Test
    void aRoundWithNoChainWaitingReadsNothing() {
        final var chain = rendering(System.nanoTime());
        chain.state = RenderedChain.State.CONFIRMED;
        waiting("c", chain);
        await().during(QUIET_FOR).atMost(WAIT).until(reads::isEmpty);
        assertEquals(List.of(), asked);
        // the loop still asks once a chain waits
        onThread(() -> {
            chain.state = RenderedChain.State.PENDING;
            loop.schedule();
        });
        assertEquals(Set.of("in", "a"), read(0).nodes());
    }

    @Test
    void aChainWhoseFlowsAreSeenAndMessagesAcknowledgedIsConfirmedReportedSettledAndRetired() {
        final var chain = rendering(System.nanoTime());
        waiting("c", chain);
        assertEquals(Set.of("in", "a"), read(0).nodes());
        read(0).answer().set(ALL_SHOWN);
        await().atMost(WAIT).until(() -> asked.size() == 3);
        assertEquals(List.of("retire c", "report c CONFIRMED", "settle c"), asked);
        assertEquals(RenderedChain.State.CONFIRMED, ask(() -> chain.state));
        // nothing waits any more: no next round
        await().during(QUIET_FOR).atMost(WAIT).until(() -> reads.size() == 1);
    }

    @Test
    void aChainWaitsForItsNfMessagesToBeAcknowledged() {
        final var chain = rendering(System.nanoTime());
        chain.messagesInFlight = 1;
        waiting("c", chain);
        read(0).answer().set(ALL_SHOWN);
        assertEquals(Set.of(), read(1).nodes(), "every flow seen: the next round reads no switch");
        assertEquals(List.of(), asked);
        onThread(() -> chain.messagesInFlight = 0);
        read(1).answer().set(Map.of());
        await().atMost(WAIT).until(() -> asked.size() == 3);
        assertEquals(List.of("retire c", "report c CONFIRMED", "settle c"), asked);
    }

    @Test
    void aChainWhoseFlowsWereSeenIsConfirmedOnItsLastAcknowledgementWithoutAnotherRound() {
        final var chain = rendering(System.nanoTime());
        chain.messagesInFlight = 2;
        waiting("c", chain);
        read(0).answer().set(ALL_SHOWN);
        // the next round is asked for; the test never answers it
        assertEquals(Set.of(), read(1).nodes());
        onThread(() -> {
            chain.messagesInFlight--;
            loop.messagesAnswered("c", chain);
        });
        assertEquals(List.of(), asked, "a message still in flight");
        assertEquals(RenderedChain.State.PENDING, ask(() -> chain.state));
        onThread(() -> {
            chain.messagesInFlight--;
            loop.messagesAnswered("c", chain);
        });
        await().atMost(WAIT).until(() -> asked.size() == 3);
        assertEquals(List.of("retire c", "report c CONFIRMED", "settle c"), asked);
        assertEquals(1, ask(() -> chain.timeline.rounds()), "confirmed by the round that saw the flows");
    }

    @Test
    void anAcknowledgementBeforeTheFlowsAreSeenWaitsForTheRound() {
        final var chain = rendering(System.nanoTime());
        chain.messagesInFlight = 1;
        waiting("c", chain);
        onThread(() -> {
            chain.messagesInFlight = 0;
            loop.messagesAnswered("c", chain);
        });
        await().during(QUIET_FOR).atMost(WAIT).until(() -> asked.isEmpty());
        assertEquals(RenderedChain.State.PENDING, ask(() -> chain.state));
        read(0).answer().set(SHORT_ON_A);
        assertEquals(Set.of("a"), read(1).nodes());
        assertEquals(List.of(), asked);
        read(1).answer().set(ALL_SHOWN);
        await().atMost(WAIT).until(() -> asked.size() == 3);
        assertEquals(List.of("retire c", "report c CONFIRMED", "settle c"), asked);
    }

    @Test
    void aChainMissingAFlowWaitsAndTheNextRoundReadsWhereItIsMissing() {
        final var chain = rendering(System.nanoTime());
        waiting("c", chain);
        read(0).answer().set(SHORT_ON_A);
        assertEquals(Set.of("a"), read(1).nodes());
        assertEquals(List.of(), asked);
        assertEquals(RenderedChain.State.PENDING, ask(() -> chain.state));
        read(1).answer().set(Map.of("a", Map.of(COOKIE, 1, OLD_COOKIE, 1)));
        await().atMost(WAIT).until(() -> asked.size() == 3);
        assertEquals(List.of("retire c", "report c CONFIRMED", "settle c"), asked);
    }

    @Test
    void aFailedReadIsReadAgainWithoutConfirmingAnything() {
        final var chain = rendering(System.nanoTime());
        waiting("c", chain);
        read(0).answer().setException(new IllegalStateException("statistics unavailable"));
        assertEquals(Set.of("in", "a"), read(1).nodes(), "read again, all of it");
        assertEquals(List.of(), asked);
        assertEquals(RenderedChain.State.PENDING, ask(() -> chain.state));
        assertEquals(List.of(), ask(() -> List.copyOf(chain.confirmedNodes)));
    }

    @Test
    void aRoundInFlightDoesNotStartASecondOne() {
        onThread(() -> rendered.put("c", rendering(System.nanoTime())));
        onThread(() -> {
            loop.schedule();
            loop.schedule();
        });
        read(0);
        // asked again while the read is in flight
        onThread(loop::schedule);
        await().during(QUIET_FOR).atMost(WAIT).until(() -> reads.size() == 1);
        read(0).answer().set(SHORT_ON_A);
        assertEquals(Set.of("a"), read(1).nodes(), "the answer asks for the next round");
        await().during(QUIET_FOR).atMost(WAIT).until(() -> reads.size() == 2);
    }

    @Test
    void aRewriteIsConsideredOnlyAfterTheRewriteTime() {
        final var late = rendering(System.nanoTime() - Duration.ofSeconds(60).toNanos());
        final var recent = rendering(System.nanoTime());
        onThread(() -> rendered.put("late", late));
        waiting("recent", recent);
        read(0).answer().set(SHORT_ON_A);
        // the round was taken once the next one reads
        read(1);
        assertEquals(List.of("rewrite late"), asked);
        assertTrue(ask(() -> rewrites.isDue("late")));
        assertFalse(ask(() -> rewrites.isDue("recent")));
    }

    @Test
    void aRewriteNeedsASlotNoFlowWaitingToBeRetiredHolds() {
        final long longAgo = System.nanoTime() - Duration.ofSeconds(60).toNanos();
        // version 2 is slot 1: its flows of slots 0 and 2 still wait to be retired, and a rewrite would take one
        final var held = rendering(longAgo);
        held.retirement = new Retirement(List.of(flowInSlot(""), flowInSlot("~3")), List.of(), Map.of());
        final var free = rendering(longAgo);
        free.retirement = new Retirement(List.of(flowInSlot("")), List.of(), Map.of());
        onThread(() -> rendered.put("held", held));
        waiting("free", free);
        read(0).answer().set(SHORT_ON_A);
        read(1);
        assertEquals(List.of("rewrite free"), asked);
        assertFalse(ask(() -> rewrites.isDue("held")));
    }

    @Test
    void aChainNotConfirmedAfterTheSlowTimeIsLoggedWithWhatItMisses() {
        final var late = rendering(System.nanoTime() - Duration.ofSeconds(60).toNanos());
        final var recent = rendering(System.nanoTime());
        onThread(() -> rendered.put("late", late));
        waiting("recent", recent);
        read(0).answer().set(SHORT_ON_A);
        read(1);
        assertTrue(ask(() -> late.slowReported));
        assertFalse(ask(() -> recent.slowReported));
    }

    @Test
    void aNewPathInPlaceSwitchesTheTrafficOverAfterCarryingTheMovedNfsState() {
        final var moves = rendering(System.nanoTime());
        moves.holdBack(List.of(new RenderedChain.SwitchOverFlow(CLASSIFIER, InventoryRules.flow(CLASSIFIER,
            COOKIE))));
        moves.relocations = List.of(new StateRelocation.Relocation("fw", 1, "firewall", "z", "a"));
        final var stays = rendering(System.nanoTime());
        stays.holdBack(List.of(new RenderedChain.SwitchOverFlow(CLASSIFIER, InventoryRules.flow(CLASSIFIER,
            COOKIE))));
        onThread(() -> rendered.put("moves", moves));
        waiting("stays", stays);
        // the classifier is held back: "in" is not read
        assertEquals(Set.of("a"), read(0).nodes());
        read(0).answer().set(Map.of("a", Map.of(COOKIE, 1)));
        read(1);
        assertEquals(List.of("carry state moves", "switch over stays"), asked, "both still wait");
    }

    @Test
    void earlierVersionsOfRouteFlowsGoOnceTheSwitchShowsTheNewOne() {
        final long first = routes.sync(List.of(riding(ROUTE))).written().getFirst().cookie();
        routes.observe("t", Map.of(first, 1));
        final long second = routes.sync(List.of(riding(MOVED_ROUTE))).written().getFirst().cookie();
        final var chain = new RenderedChain(view(), riding(MOVED_ROUTE), COOKIE, System.nanoTime());
        waiting("c", chain);
        assertEquals(Set.of("in", "a", "t"), read(0).nodes());
        // "t" still shows the earlier version only: the chain waits for the route flow it rides on
        read(0).answer().set(Map.of("in", Map.of(COOKIE, 1), "a", Map.of(COOKIE, 1), "t", Map.of(first, 1)));
        assertEquals(Set.of("t"), read(1).nodes());
        assertEquals(List.of(), asked);
        read(1).answer().set(Map.of("t", Map.of(second, 1)));
        await().atMost(WAIT).until(() -> asked.size() == 4);
        assertEquals(List.of("retire route versions", "retire c", "report c CONFIRMED", "settle c"), asked);
    }

    private void waiting(final String name, final RenderedChain chain) {
        onThread(() -> {
            rendered.put(name, chain);
            loop.schedule();
        });
    }

    private Read read(final int index) {
        await().atMost(WAIT).until(() -> reads.size() > index);
        return reads.get(index);
    }

    private void onThread(final Runnable step) {
        executor.submit(step);
    }

    private <T> T ask(final Supplier<T> question) {
        final var answer = new CompletableFuture<T>();
        executor.submit(() -> answer.complete(question.get()));
        return answer.orTimeout(WAIT.toSeconds(), TimeUnit.SECONDS).join();
    }

    private static RenderedChain rendering(final long startedNanos) {
        return new RenderedChain(view(), new ChainRules("c", SFC, COOKIE, List.of(CLASSIFIER, SERVICE), List.of(),
            Map.of(), List.of(), List.of()), COOKIE, startedNanos);
    }

    private static ChainRules riding(final FlowRule route) {
        return new ChainRules("c", SFC, COOKIE, List.of(CLASSIFIER, SERVICE), List.of(), Map.of(), List.of(),
            List.of(route));
    }

    private static ChainView view() {
        return new ChainView("c", SFC, FlowSpec.ANY, null, null, null, 2L, List.of(), List.of(), List.of(),
            List.of());
    }

    private static FlowRule flowInSlot(final String suffix) {
        return new FlowRule("a", "c:fw" + suffix, 300, RuleMatch.service(SFC, 1), List.of());
    }
}
