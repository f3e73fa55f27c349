/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;
import java.util.function.LongConsumer;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.MoveGuarantee;
import org.openpath.openflow.MoveMode;
import org.openpath.openflow.MoveOptimisation;
import org.openpath.statesync.Replicator.Twin;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Carries NF state off a node the operator takes out of service before its traffic switches (docs/state-move.md
 * section 10): for every stateful NF instance on the node that has a backup twin on another node, a loss-free move
 * to the twin, finished on request, started downstream NF first. {@link #carryOff} completes once every move
 * redirects (the state is at the backup and the node forwards the moved flows' packets there) or has failed; the
 * suite then switches the chains to their backups. A move finishes when the chains' rendered state no longer runs
 * its NF on the node (the switched forwarding is confirmed, so no packet of a moved flow still heads for the node),
 * or at the latest after the finish deadline.
 *
 * <p>Single-threaded: every method runs on the state-sync thread, the coordinator's.
 */
public final class Handover {
    /**
     * What the chains run now, from their rendered state.
     *
     * @param rendered whether the chain's state is confirmed on the switches
     * @param nodesOfNf for each NF, the nodes where an active sub-SFC runs it
     */
    public record ChainActivity(boolean rendered, Map<String, Set<String>> nodesOfNf) {
        /**
         * Copies the components.
         */
        public ChainActivity {
            nodesOfNf = Map.copyOf(nodesOfNf);
        }
    }

    private static final Logger LOG = LoggerFactory.getLogger(Handover.class);

    private final Function<MoveRequest, Long> starter;
    private final LongConsumer finisher;
    private final MoveCoordinator.Timers timers;
    private final long moveTimeoutMillis;
    private final long finishDeadlineMillis;
    private List<Twin> twins = List.of();
    private final Map<Long, Carried> carried = new HashMap<>();

    /**
     * Creates the handover.
     *
     * @param starter starts a move, returns its id (the coordinator's {@code start})
     * @param finisher sends MOVE_FINISH for a redirecting move (the coordinator's {@code finish})
     * @param timers the timers
     * @param moveTimeoutMillis each move's timeout
     * @param finishDeadlineMillis how long a move redirects at most, waiting for the switched forwarding
     */
    public Handover(final Function<MoveRequest, Long> starter, final LongConsumer finisher,
            final MoveCoordinator.Timers timers, final long moveTimeoutMillis, final long finishDeadlineMillis) {
        this.starter = requireNonNull(starter);
        this.finisher = requireNonNull(finisher);
        this.timers = requireNonNull(timers);
        this.moveTimeoutMillis = moveTimeoutMillis;
        this.finishDeadlineMillis = finishDeadlineMillis;
    }

    /**
     * The NF instances with a backup twin, as the replicator has them.
     *
     * @param current the twins
     */
    public void twins(final Collection<Twin> current) {
        twins = List.copyOf(current);
    }

    /**
     * Starts carrying the state of the node's NF instances to their backup twins.
     *
     * @param node the node
     * @return completes once every move redirects or has failed, with what was carried for each chain, in words;
     *     at once, empty, when nothing on the node has state to carry
     */
    public CompletionStage<Map<String, String>> carryOff(final String node) {
        final var result = new CompletableFuture<Map<String, String>>();
        final var batch = new Batch(node, result);
        final var seen = new LinkedHashMap<String, Twin>();
        for (var twin : twins) {
            if (twin.source().equals(node)) {
                seen.putIfAbsent(twin.chain() + '/' + twin.nf(), twin);
            }
        }
        // downstream NFs first: the packets an upstream NF's move redirects go on at the destination's next NF,
        // which must hold them (its move prepared there) rather than run them without their state
        final var ordered = new ArrayList<>(seen.values());
        Collections.reverse(ordered);
        for (var twin : ordered) {
            final var request = new MoveRequest(twin.chain(), twin.nf(), node, twin.destination(), twin.sfcId(),
                twin.serviceId(), MoveMode.PEER_TO_PEER, MoveGuarantee.LOSS_FREE, Set.of(MoveOptimisation.PARALLELIZE),
                MoveRequest.ALL_KINDS, moveTimeoutMillis, FlowSpec.ANY, true);
            try {
                final long id = starter.apply(request);
                final var move = new Carried(id, twin, batch);
                carried.put(id, move);
                batch.waiting.add(move);
            } catch (IllegalStateException e) {
                batch.notCarried(twin, e.getMessage());
            }
        }
        if (!seen.isEmpty()) {
            LOG.info("Node {} leaves: carrying the state of {} NF instances to their backups", node,
                batch.waiting.size());
        }
        batch.completeIfDone();
        return result;
    }

    /**
     * Follows the carried moves.
     *
     * @param progress a move's progress
     */
    public void onProgress(final MoveProgress progress) {
        final var move = carried.get(progress.moveId());
        if (move == null) {
            return;
        }
        switch (progress.phase()) {
            case REDIRECTING -> {
                move.redirecting = true;
                move.chunks = progress.chunks();
                move.deadline = timers.schedule(finishDeadlineMillis, () -> finishLate(move));
                move.batch.ready(move);
            }
            case COMPLETED, FAILED -> {
                carried.remove(move.id);
                move.deadline.run();
                if (progress.phase() == MovePhase.FAILED) {
                    move.batch.notCarried(move.twin, progress.reason());
                    move.batch.ready(move);
                }
            }
            default -> {
                // still on its way
            }
        }
    }

    /**
     * The chains' rendered state changed: the redirecting moves whose chain no longer runs their NF on the node they
     * leave, or is gone, finish.
     *
     * @param chains what each chain runs now
     */
    public void chains(final Map<String, ChainActivity> chains) {
        for (var move : List.copyOf(carried.values())) {
            if (!move.redirecting || move.finishing) {
                continue;
            }
            final var activity = chains.get(move.twin.chain());
            if (activity == null || activity.rendered() && !activity.nodesOfNf()
                    .getOrDefault(move.twin.nf(), Set.of()).contains(move.twin.source())) {
                finish(move, "the forwarding to " + move.twin.destination() + " is in place");
            }
        }
    }

    private void finishLate(final Carried late) {
        if (carried.get(late.id) == late && !late.finishing) {
            LOG.warn("Move {} of {}/{}: the switched forwarding was not confirmed within {} ms, finishing anyway",
                late.id, late.twin.chain(), late.twin.nf(), finishDeadlineMillis);
            finish(late, "deadline");
        }
    }

    private void finish(final Carried move, final String why) {
        move.finishing = true;
        move.deadline.run();
        LOG.debug("Move {} of {}/{} finishes: {}", move.id, move.twin.chain(), move.twin.nf(), why);
        try {
            finisher.accept(move.id);
        } catch (IllegalArgumentException | IllegalStateException e) {
            LOG.warn("Move {} of {}/{} could not finish: {}", move.id, move.twin.chain(), move.twin.nf(),
                e.getMessage());
        }
    }

    private static final class Carried {
        final long id;
        final Twin twin;
        final Batch batch;
        boolean redirecting;
        boolean finishing;
        long chunks;
        Runnable deadline = () -> { };

        Carried(final long id, final Twin twin, final Batch batch) {
            this.id = id;
            this.twin = twin;
            this.batch = batch;
        }
    }

    private static final class Batch {
        final String node;
        final CompletableFuture<Map<String, String>> result;
        final List<Carried> waiting = new ArrayList<>();
        // by chain: what was carried, what was not
        final Map<String, List<String>> carried = new LinkedHashMap<>();
        final Map<String, List<String>> notCarried = new LinkedHashMap<>();

        Batch(final String node, final CompletableFuture<Map<String, String>> result) {
            this.node = node;
            this.result = result;
        }

        void notCarried(final Twin twin, final @Nullable String why) {
            if (!result.isDone()) {
                notCarried.computeIfAbsent(twin.chain(), k -> new ArrayList<>()).add(twin.nf() + " (" + why + ")");
            }
        }

        void ready(final Carried move) {
            if (waiting.remove(move) && move.redirecting) {
                carried.computeIfAbsent(move.twin.chain(), k -> new ArrayList<>()).add(move.twin.nf() + " to "
                    + move.twin.destination() + " (" + move.chunks + " chunks)");
            }
            completeIfDone();
        }

        void completeIfDone() {
            if (!waiting.isEmpty() || result.isDone()) {
                return;
            }
            final var words = new LinkedHashMap<String, String>();
            for (var chain : union(carried.keySet(), notCarried.keySet())) {
                final var parts = new ArrayList<String>();
                final var done = carried.get(chain);
                if (done != null) {
                    parts.add("state carried: " + String.join(", ", done));
                }
                final var failed = notCarried.get(chain);
                if (failed != null) {
                    parts.add("state not carried: " + String.join(", ", failed));
                }
                words.put(chain, String.join("; ", parts));
            }
            if (!words.isEmpty()) {
                LOG.info("Node {}: {}", node, words);
            }
            result.complete(Collections.unmodifiableMap(words));
        }

        private static List<String> union(final Collection<String> first, final Collection<String> second) {
            final var all = new ArrayList<>(first);
            second.stream().filter(chain -> !all.contains(chain)).forEach(all::add);
            return all;
        }
    }
}
