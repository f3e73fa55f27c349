/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import org.openpath.southbound.render.FlowSlots;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The confirmation loop: while a chain waits, a round one confirm period after it was asked for reads the flow
 * statistics of the switches the waiting chains still need, then takes each waiting chain's next step
 * ({@link ConfirmationRound}): it waits, its relocated NFs' state is carried or its traffic switches over
 * ({@link SwitchOverSteps}), or it is confirmed, reported and what its earlier renderings left retires. A chain that
 * takes long is logged once with what it misses, and one whose flows quiet switches do not show may be written again
 * ({@link LostFlowRewrites}); shared route flows whose new version the switches show let their earlier versions go.
 * One round at a time: a round in flight asks for the next once it is answered. Runs on the renderer's thread only.
 */
final class ConfirmationLoop {
    /**
     * What the loop needs of the renderer.
     */
    interface Renderer {
        /**
         * The chains' current renderings.
         *
         * @return per chain, its rendering
         */
        Map<String, RenderedChain> rendered();

        /**
         * The switches connected now.
         *
         * @return them
         */
        Set<String> connected();

        /**
         * Reports the chain's rendering: it is confirmed.
         *
         * @param name the chain
         * @param chain the rendering
         */
        void report(String name, RenderedChain chain);

        /**
         * Renders a chain again: it is due for a rewrite under a new version ({@link LostFlowRewrites}).
         *
         * @param name the chain
         */
        void rewrite(String name);

        /**
         * Deletes the earlier versions of shared route flows whose new version the switches show.
         */
        void retireRouteVersions();

        /**
         * Carries the state of the NFs the chain runs on other nodes now, before its traffic switches over.
         *
         * @param name the chain
         * @param chain its current rendering
         */
        void carryState(String name, RenderedChain chain);

        /**
         * Writes the held-back flows that switch the chain's traffic over to its new rules.
         *
         * @param name the chain
         * @param chain its current rendering
         */
        void switchOver(String name, RenderedChain chain);

        /**
         * Retires what the chain's earlier renderings left, now that it is confirmed.
         *
         * @param name the chain
         * @param chain its current rendering, confirmed
         */
        void retire(String name, RenderedChain chain);

        /**
         * Lets the change-default RPCs that waited for the chain's rendering go on, now that it is confirmed.
         *
         * @param name the chain
         * @param chain its current rendering, confirmed
         */
        void settle(String name, RenderedChain chain);
    }

    private static final Logger LOG = LoggerFactory.getLogger(ConfirmationLoop.class);

    private final FlowCounts statistics;
    private final SharedRouteFlows routeFlows;
    private final LostFlowRewrites rewrites;
    private final RendererTimings timings;
    private final RendererExecutor executor;
    private final Renderer renderer;
    private final ChainLogLines confirmedLines = new ChainLogLines(LOG);
    private final List<Long> confirmedMillis = new ArrayList<>();
    private boolean scheduled;
    private boolean confirming;

    ConfirmationLoop(final FlowCounts statistics, final SharedRouteFlows routeFlows, final LostFlowRewrites rewrites,
            final RendererTimings timings, final RendererExecutor executor, final Renderer renderer) {
        this.statistics = requireNonNull(statistics);
        this.routeFlows = requireNonNull(routeFlows);
        this.rewrites = requireNonNull(rewrites);
        this.timings = requireNonNull(timings);
        this.executor = requireNonNull(executor);
        this.renderer = requireNonNull(renderer);
    }

    /**
     * Asks for a round one confirm period from now, unless one is asked for already.
     */
    void schedule() {
        if (!scheduled) {
            scheduled = true;
            executor.submitLater(this::round, timings.confirmPeriod());
        }
    }

    /**
     * Goes on with a chain whose NF messages were all answered now. One whose flows (and shared route flows) an
     * earlier round already showed needs no further round: it takes its next step at once — confirmed, its state
     * carried or its traffic switched over — instead of one confirm period and a read of the switches later; over a
     * thousand chains a third were waiting only for their acknowledgements when a round saw their flows (2026-11-29).
     * Any other chain waits for the next round, which is asked for.
     *
     * @param name the chain
     * @param chain its current rendering
     */
    void messagesAnswered(final String name, final RenderedChain chain) {
        if (chain.state == RenderedChain.State.PENDING && chain.messagesInFlight == 0
                && ConfirmationRound.fullyConfirmed(chain, routeFlows)) {
            if (next(name, chain, ConfirmationRound.observe(chain, Map.of(), routeFlows))) {
                schedule();
            }
            return;
        }
        schedule();
    }

    private void round() {
        scheduled = false;
        final var chains = renderer.rendered().values();
        if (confirming || !ConfirmationRound.anyWaiting(chains)) {
            // a round in flight schedules the next one when it is answered
            return;
        }
        confirming = true;
        final var counts = statistics.flowsPerCookie(ConfirmationRound.nodesToRead(chains, routeFlows));
        counts.addListener(() -> executor.submit(() -> answered(counts)), MoreExecutors.directExecutor());
    }

    private void answered(final ListenableFuture<Map<String, Map<Long, Integer>>> answer) {
        confirming = false;
        Map<String, Map<Long, Integer>> counts;
        try {
            counts = Futures.getDone(answer);
        } catch (ExecutionException e) {
            LOG.warn("A confirmation round could not read the switches' flows; trying again", e);
            counts = Map.of();
        }
        counts.forEach(routeFlows::observe);
        final long now = System.nanoTime();
        rewrites.observe(counts, now);
        if (routeFlows.hasRetired()) {
            // route flows whose new version the switches show: their earlier versions go
            renderer.retireRouteVersions();
        }
        boolean waiting = false;
        for (var entry : renderer.rendered().entrySet()) {
            final var chain = entry.getValue();
            if (chain.state == RenderedChain.State.PENDING) {
                waiting |= step(entry.getKey(), chain, counts, now);
            }
        }
        if (waiting) {
            schedule();
        }
    }

    /**
     * Takes a waiting chain's next step after a round, and tells whether it still waits.
     */
    private boolean step(final String name, final RenderedChain chain, final Map<String, Map<Long, Integer>> counts,
            final long now) {
        final var next = ConfirmationRound.observe(chain, counts, routeFlows);
        chain.timeline.round();
        if (chain.confirmedNodes.containsAll(chain.expectedFlows.keySet())) {
            chain.timeline.flowsSeen(System.nanoTime());
        }
        if (!ConfirmationRound.fullyConfirmed(chain, routeFlows)) {
            notConfirmedYet(name, chain, counts, now);
        }
        return next(name, chain, next);
    }

    /**
     * Takes a chain's next step, and tells whether it still waits.
     */
    private boolean next(final String name, final RenderedChain chain, final ConfirmationRound.Next next) {
        return switch (next) {
            case WAIT -> true;
            case CARRY_STATE -> {
                renderer.carryState(name, chain);
                yield true;
            }
            case SWITCH_OVER -> {
                renderer.switchOver(name, chain);
                yield true;
            }
            case CONFIRMED -> {
                confirmed(name, chain);
                yield false;
            }
        };
    }

    /**
     * A chain that is still missing something: logged once when it takes long, written again when switches that
     * answer do not show its flows.
     */
    private void notConfirmedYet(final String name, final RenderedChain chain,
            final Map<String, Map<Long, Integer>> counts, final long now) {
        final long waited = now - chain.startedNanos;
        if (!chain.slowReported && waited > timings.slowConfirmation().toNanos()) {
            chain.slowReported = true;
            LOG.info("Chain {} not confirmed after {} s: {}; {} switches still to acknowledge NF messages; "
                + "shared route flows not seen yet on {}", name, timings.slowConfirmation().toSeconds(),
                ConfirmationRound.missing(chain, counts), chain.messagesInFlight,
                routeFlows.unconfirmedNodes(chain.rules.routes()));
        }
        // a rewrite takes a set of ids no flow in the inventory has: never one whose flows still wait to be
        // retired (the live ones among them)
        if (waited > timings.rewriteAfter().toNanos()
                && FlowSlots.anyFree(chain.version(), FlowSlots.slotsOf(chain.retirement.flows()))
                && rewrites.consider(name, ConfirmationRound.shortOnAnsweringSwitches(chain, counts),
                    renderer.connected(), now)) {
            renderer.rewrite(name);
        }
    }

    private void confirmed(final String name, final RenderedChain chain) {
        chain.state = RenderedChain.State.CONFIRMED;
        rewrites.confirmed(name);
        renderer.retire(name, chain);
        final long millis = (System.nanoTime() - chain.startedNanos) / 1_000_000;
        confirmedLines.add(name, () -> "rendered: %d flows, %d groups, %d NF-handler rules on %d switches and %d "
            .formatted(chain.rules.flows().size(), chain.rules.groups().size(), chain.rules.nodes().stream()
                .mapToInt(chain.rules::handlerRulesOf).sum(), chain.rules.nodes().size(), chain.rules.routes().size())
            + "shared route flows confirmed in %d ms (%s)".formatted(millis, chain.timeline.describe()));
        confirmedMillis.add(millis);
        if (confirmedLines.size() == 1) {
            // the chains confirmed meanwhile (this round, acknowledgements queued behind it) are logged together
            executor.submit(this::logConfirmed);
        }
        renderer.report(name, chain);
        renderer.settle(name, chain);
    }

    private void logConfirmed() {
        final var millis = confirmedMillis.stream().mapToLong(Long::longValue).sorted().toArray();
        confirmedMillis.clear();
        confirmedLines.flush(() -> "Confirmed %d chains, %d to %d ms after their render passes (median %d ms)"
            .formatted(millis.length, millis[0], millis[millis.length - 1], millis[millis.length / 2]));
    }
}
