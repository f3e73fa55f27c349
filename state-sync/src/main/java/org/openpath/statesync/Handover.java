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
 * Carries NF state along before a chain's traffic switches (docs/state-move.md section 10): off a node the operator
 * takes out of service — for every stateful NF instance on the node that has a backup twin on another node, a
 * loss-free move to the twin — and along with the NFs a new placement runs on other nodes ({@link #carry}, asked by
 * the renderer once the new nodes have the NFs bound). The moves are finished on request and started downstream NF
 * first; what they carry completes once every move redirects (the state is at the destination and the source
 * forwards the moved flows' packets there) or has failed, and the suite then switches the traffic. A move finishes
 * when the chains' rendered state no longer runs its NF on the node it leaves (the switched forwarding is confirmed,
 * so no packet of a moved flow still heads there), or at the latest after the finish deadline.
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
    private Set<String> statefulTypes = Set.of();
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
        final var seen = new LinkedHashMap<String, Leg>();
        for (var twin : twins) {
            if (twin.source().equals(node)) {
                seen.putIfAbsent(twin.chain() + '/' + twin.nf(), new Leg(twin.chain(), twin.nf(), twin.sfcId(),
                    twin.serviceId(), twin.source(), twin.destination()));
            }
        }
        if (!seen.isEmpty()) {
            LOG.info("Node {} leaves: carrying the state of {} NF instances to their backups", node, seen.size());
        }
        return start("node " + node, List.copyOf(seen.values()));
    }

    /**
     * Starts carrying the state of a chain's stateful NFs that a new placement runs on other nodes.
     *
     * @param chain the chain
     * @param sfcId its SFC-ID
     * @param relocations its NFs that run on other nodes now
     * @return completes once every move redirects or has failed, with what was carried, in words; at once, empty,
     *     when no relocated NF has state, or when its state is already on its way there (a node's hand-over)
     */
    public CompletionStage<String> carry(final String chain, final long sfcId,
            final List<StateRelocation.Relocation> relocations) {
        final var legs = new ArrayList<Leg>();
        for (var relocation : relocations) {
            final var leg = new Leg(chain, relocation.nf(), sfcId, relocation.serviceId(), relocation.source(),
                relocation.destination());
            if (statefulTypes.contains(relocation.nfType()) && carried.values().stream()
                    .noneMatch(move -> move.leg.equals(leg))) {
                legs.add(leg);
            }
        }
        if (!legs.isEmpty()) {
            LOG.info("Chain {} moves {} stateful NFs to other nodes: carrying their state first", chain,
                legs.size());
        }
        return start("chain " + chain, legs).thenApply(words -> words.getOrDefault(chain, ""));
    }

    /**
     * The NF types whose instances keep state, from the catalog.
     *
     * @param types their names
     */
    public void statefulTypes(final Set<String> types) {
        statefulTypes = Set.copyOf(types);
    }

    private CompletionStage<Map<String, String>> start(final String what, final List<Leg> legs) {
        final var result = new CompletableFuture<Map<String, String>>();
        final var batch = new Batch(what, result);
        // downstream NFs first: the packets an upstream NF's move redirects go on at the destination's next NF,
        // which must hold them (its move prepared there) rather than run them without their state
        final var ordered = new ArrayList<>(legs);
        Collections.reverse(ordered);
        for (var leg : ordered) {
            final var request = new MoveRequest(leg.chain(), leg.nf(), leg.source(), leg.destination(), leg.sfcId(),
                leg.serviceId(), MoveMode.PEER_TO_PEER, MoveGuarantee.LOSS_FREE, Set.of(MoveOptimisation.PARALLELIZE),
                MoveRequest.ALL_KINDS, moveTimeoutMillis, FlowSpec.ANY, true);
            try {
                final long id = starter.apply(request);
                final var move = new Carried(id, leg, batch);
                carried.put(id, move);
                batch.waiting.add(move);
            } catch (IllegalStateException e) {
                batch.notCarried(leg, e.getMessage());
            }
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
                    move.batch.notCarried(move.leg, progress.reason());
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
            final var activity = chains.get(move.leg.chain());
            if (activity == null || activity.rendered() && !activity.nodesOfNf()
                    .getOrDefault(move.leg.nf(), Set.of()).contains(move.leg.source())) {
                finish(move, "the forwarding to " + move.leg.destination() + " is in place");
            }
        }
    }

    private void finishLate(final Carried late) {
        if (carried.get(late.id) == late && !late.finishing) {
            LOG.warn("Move {} of {}/{}: the switched forwarding was not confirmed within {} ms, finishing anyway",
                late.id, late.leg.chain(), late.leg.nf(), finishDeadlineMillis);
            finish(late, "deadline");
        }
    }

    private void finish(final Carried move, final String why) {
        move.finishing = true;
        move.deadline.run();
        LOG.debug("Move {} of {}/{} finishes: {}", move.id, move.leg.chain(), move.leg.nf(), why);
        try {
            finisher.accept(move.id);
        } catch (IllegalArgumentException | IllegalStateException e) {
            LOG.warn("Move {} of {}/{} could not finish: {}", move.id, move.leg.chain(), move.leg.nf(),
                e.getMessage());
        }
    }

    /**
     * One NF instance's state from one node to another.
     */
    private record Leg(String chain, String nf, long sfcId, long serviceId, String source, String destination) {
    }

    private static final class Carried {
        final long id;
        final Leg leg;
        final Batch batch;
        boolean redirecting;
        boolean finishing;
        long chunks;
        Runnable deadline = () -> { };

        Carried(final long id, final Leg leg, final Batch batch) {
            this.id = id;
            this.leg = leg;
            this.batch = batch;
        }
    }

    private static final class Batch {
        final String what;
        final CompletableFuture<Map<String, String>> result;
        final List<Carried> waiting = new ArrayList<>();
        // by chain: what was carried, what was not
        final Map<String, List<String>> carried = new LinkedHashMap<>();
        final Map<String, List<String>> notCarried = new LinkedHashMap<>();

        Batch(final String what, final CompletableFuture<Map<String, String>> result) {
            this.what = what;
            this.result = result;
        }

        void notCarried(final Leg leg, final @Nullable String why) {
            if (!result.isDone()) {
                notCarried.computeIfAbsent(leg.chain(), k -> new ArrayList<>()).add(leg.nf() + " (" + why + ")");
            }
        }

        void ready(final Carried move) {
            if (waiting.remove(move) && move.redirecting) {
                carried.computeIfAbsent(move.leg.chain(), k -> new ArrayList<>()).add(move.leg.nf() + " to "
                    + move.leg.destination() + " (" + move.chunks + " chunks)");
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
                LOG.info("State carried for {}: {}", what, words);
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
