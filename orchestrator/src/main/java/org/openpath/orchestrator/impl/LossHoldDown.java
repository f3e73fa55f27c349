/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.LongSupplier;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.placement.Link;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Tells a lost control channel from a lost switch. A switch whose OpenFlow connection drops keeps its tables and
 * forwards as before; OpenFlowPlugin removes it from the inventory all the same, and the LLDP topology drops its
 * links with it. Taken at face value, each such flap would move the switch's chains to their backups (or leave them
 * without traffic) and re-route their hops, only for the switch to be back a second later. So a loss is held down:
 * <ul>
 *   <li>a node that disconnects becomes <em>unreachable</em>; only if it is not back within the
 *       {@link Settings#nodeGrace() node grace} is it reported lost (its chains then switch as for a failure). Back in
 *       time, nothing is reported: its chains keep their placement and the renderer checks its rules there.</li>
 *   <li>a discovered link that disappears because a port at one of its ends went down was cut: it is reported at
 *       once. Any other link that disappears waits a second for one of its ends to go (a node's own loss may reach
 *       the orchestrator only after its links'); if none does, it was cut after all (its port's state had not reached
 *       the inventory yet). While one of its ends is unreachable it is judged only once both ends are connected
 *       again and LLDP had the {@link Settings#linkRediscovery() rediscovery time} to see it; an end declared lost
 *       takes it with it.</li>
 *   <li>a switch that dies takes its links down before its control channel times out: a node whose control channel
 *       drops within the grace after one of its links was cut counts as lost at once.</li>
 * </ul>
 * Everything else (a node or link that appears, a loss with a zero grace) passes through at once. Only the
 * orchestrator's thread uses it, and the {@link Scheduler} runs what it schedules on that thread.
 */
final class LossHoldDown {
    /**
     * How long losses are held.
     *
     * @param nodeGrace how long a node may be away before it counts as lost; zero reports a loss at once
     * @param linkRediscovery how long a link that went with an unreachable end may take to be discovered again once
     *     both ends are back (LLDP sends every 5 s by default)
     */
    record Settings(Duration nodeGrace, Duration linkRediscovery) {
        /** No hold-down: every loss is reported at once. */
        static final Settings NONE = new Settings(Duration.ZERO, Duration.ZERO);

        /**
         * Checks.
         *
         * @throws IllegalArgumentException naming a negative setting
         */
        Settings {
            if (nodeGrace.isNegative()) {
                throw new IllegalArgumentException("node-loss-grace must not be negative: " + nodeGrace.toMillis());
            }
            if (linkRediscovery.isNegative()) {
                throw new IllegalArgumentException("link-rediscovery must not be negative: "
                    + linkRediscovery.toMillis());
            }
        }
    }

    /**
     * Runs a task later, on the orchestrator's thread.
     */
    @FunctionalInterface
    interface Scheduler {
        /**
         * Schedules a task.
         *
         * @param delay how long from now
         * @param task the task
         * @return cancels the task if it has not run
         */
        Runnable schedule(Duration delay, Runnable task);
    }

    /**
     * Where decided changes go: the orchestrator.
     */
    interface Target {
        /**
         * A node connected, or was lost for good.
         *
         * @param nodeId the node
         * @param isConnected whether it is connected
         */
        void nodeChanged(String nodeId, boolean isConnected);

        /**
         * A discovered link appeared, or was lost for good.
         *
         * @param linkId the link
         * @param link its ends, {@code null} when lost
         */
        void linkChanged(String linkId, @Nullable Link link);

        /**
         * A node's control channel dropped and its loss is held, or the hold ended (it is back, or it was lost).
         *
         * @param nodeId the node
         * @param unreachable whether its loss is held now
         */
        void nodeUnreachable(String nodeId, boolean unreachable);
    }

    private static final Logger LOG = LoggerFactory.getLogger(LossHoldDown.class);
    // how long a vanished link whose ports did not show down waits for one of its ends to go before it counts as cut
    private static final Duration LINK_SETTLE = Duration.ofSeconds(1);

    // a held loss: when it started and what cancels its timer (null while it waits for its ends to come back)
    private static final class Held {
        final long sinceNanos;
        @Nullable Runnable cancel;

        Held(final long sinceNanos) {
            this.sinceNanos = sinceNanos;
        }
    }

    private final Target target;
    private final Scheduler scheduler;
    private final LongSupplier nanoTime;
    private final Map<String, Held> nodes = new TreeMap<>();
    // nodes reported lost and not back since: a repeated loss is no new one
    private final Set<String> lost = new HashSet<>();
    private final Map<String, Held> links = new TreeMap<>();
    // the ends of every discovered link passed on, so that a held link's ends are known
    private final Map<String, Link> known = new HashMap<>();
    // links cut while both their ends were the controller's (a port went down), since when, until they are back
    private final Map<String, Long> cutSince = new HashMap<>();
    private Settings settings;
    private long heldBack;

    /**
     * Creates a hold-down.
     *
     * @param target where decided changes go
     * @param scheduler runs the grace timers on the orchestrator's thread
     * @param nanoTime the monotonic time, for how long a node was away
     * @param settings how long losses are held
     */
    LossHoldDown(final Target target, final Scheduler scheduler, final LongSupplier nanoTime,
            final Settings settings) {
        this.target = requireNonNull(target);
        this.scheduler = requireNonNull(scheduler);
        this.nanoTime = requireNonNull(nanoTime);
        this.settings = requireNonNull(settings);
    }

    /**
     * Takes new settings; losses held now keep their timers.
     *
     * @param newSettings the settings
     */
    void settings(final Settings newSettings) {
        settings = requireNonNull(newSettings);
    }

    /**
     * The settings in use.
     *
     * @return the settings
     */
    Settings settings() {
        return settings;
    }

    /**
     * An inventory node connected or disconnected.
     *
     * @param nodeId the node
     * @param isConnected whether it is connected now
     */
    void nodeChanged(final String nodeId, final boolean isConnected) {
        if (isConnected) {
            final var held = nodes.remove(nodeId);
            if (held == null) {
                lost.remove(nodeId);
                target.nodeChanged(nodeId, true);
                return;
            }
            cancel(held);
            heldBack++;
            LOG.info("Node {} back after {} ms, within the {} ms grace: its chains keep their placement ({} flaps "
                + "held so far)", nodeId, millisSince(held), settings.nodeGrace().toMillis(), heldBack);
            target.nodeUnreachable(nodeId, false);
            // its links are judged once LLDP had time to see them again
            linksOf(nodeId).forEach(this::armLink);
            return;
        }
        if (nodes.containsKey(nodeId) || lost.contains(nodeId)) {
            return;
        }
        if (settings.nodeGrace().isZero()) {
            reportNodeLost(nodeId);
            return;
        }
        final long now = nanoTime.getAsLong();
        final var cut = recentlyCut(nodeId, now);
        if (cut != null) {
            LOG.warn("Node {} lost its control channel {} ms after its link {} went down: it counts as lost at once",
                nodeId, Duration.ofNanos(now - requireNonNull(cutSince.get(cut))).toMillis(), cut);
            reportNodeLost(nodeId);
            return;
        }
        final var held = new Held(now);
        held.cancel = scheduler.schedule(settings.nodeGrace(), () -> nodeGraceOver(nodeId, held));
        nodes.put(nodeId, held);
        LOG.info("Node {} lost its control channel: its chains keep their placement for {} ms, then it counts as "
            + "lost", nodeId, settings.nodeGrace().toMillis());
        target.nodeUnreachable(nodeId, true);
    }

    /**
     * A discovered link appeared.
     *
     * @param linkId the link
     * @param link its ends
     */
    void linkUp(final String linkId, final Link link) {
        final var held = links.remove(linkId);
        if (held != null) {
            cancel(held);
            LOG.debug("Link {} discovered again after {} ms", linkId, millisSince(held));
        }
        cutSince.remove(linkId);
        known.put(linkId, link);
        target.linkChanged(linkId, link);
    }

    /**
     * A discovered link disappeared.
     *
     * @param linkId the link
     * @param cut whether a port at one of its ends is down now: the link was cut (else it went with a node, or the
     *     reason is not known)
     */
    void linkDown(final String linkId, final boolean cut) {
        if (links.containsKey(linkId)) {
            return;
        }
        final var ends = known.get(linkId);
        if (settings.nodeGrace().isZero() || ends == null) {
            known.remove(linkId);
            target.linkChanged(linkId, null);
            return;
        }
        if (cut) {
            LOG.info("Link {} cut (a port at its ends is down): it counts as lost at once", linkId);
            if (!lost.contains(ends.a()) && !lost.contains(ends.b())) {
                cutSince.put(linkId, nanoTime.getAsLong());
            }
            reportLinkLost(linkId);
            return;
        }
        // it went with an end (whose loss may reach here only after it) or its port's state was not in the
        // inventory yet: if both ends are still the controller's after a moment, it was cut
        final var held = new Held(nanoTime.getAsLong());
        links.put(linkId, held);
        if (!endAway(linkId)) {
            final var settle = settings.nodeGrace().compareTo(LINK_SETTLE) < 0 ? settings.nodeGrace() : LINK_SETTLE;
            held.cancel = scheduler.schedule(settle, () -> linkSettled(linkId, held));
        }
    }

    private void linkSettled(final String linkId, final Held held) {
        if (links.get(linkId) != held) {
            return;
        }
        if (endAway(linkId)) {
            // an end went away meanwhile: judged when it is back or lost
            held.cancel = null;
            return;
        }
        LOG.info("Link {} gone for {} ms while both its ends are connected: it was cut, it counts as lost", linkId,
            millisSince(held));
        final var ends = requireNonNull(known.get(linkId));
        if (!lost.contains(ends.a()) && !lost.contains(ends.b())) {
            cutSince.put(linkId, held.sinceNanos);
        }
        reportLinkLost(linkId);
    }

    /**
     * Whether a node's loss is held now.
     *
     * @param nodeId the node
     * @return whether it is unreachable
     */
    boolean unreachable(final String nodeId) {
        return nodes.containsKey(nodeId);
    }

    private void nodeGraceOver(final String nodeId, final Held held) {
        if (nodes.get(nodeId) != held) {
            return;
        }
        LOG.warn("Node {} not back within {} ms: it counts as lost", nodeId, settings.nodeGrace().toMillis());
        nodes.remove(nodeId);
        target.nodeUnreachable(nodeId, false);
        reportNodeLost(nodeId);
    }

    private void reportNodeLost(final String nodeId) {
        lost.add(nodeId);
        target.nodeChanged(nodeId, false);
        // the links it took with it are lost with it
        for (var linkId : linksOf(nodeId)) {
            cancel(requireNonNull(links.get(linkId)));
            reportLinkLost(linkId);
        }
    }

    private void armLink(final String linkId) {
        final var held = links.get(linkId);
        if (held == null || endAway(linkId)) {
            return;
        }
        cancel(held);
        final var wait = settings.nodeGrace().plus(settings.linkRediscovery());
        held.cancel = scheduler.schedule(wait, () -> linkGraceOver(linkId, held));
    }

    private void linkGraceOver(final String linkId, final Held held) {
        if (links.get(linkId) != held) {
            return;
        }
        if (endAway(linkId)) {
            // an end went away meanwhile: judged when it is back or lost
            held.cancel = null;
            return;
        }
        LOG.info("Link {} not discovered again within {} ms: it counts as lost", linkId, millisSince(held));
        reportLinkLost(linkId);
    }

    private void reportLinkLost(final String linkId) {
        links.remove(linkId);
        if (!cutSince.containsKey(linkId)) {
            known.remove(linkId);
        }
        target.linkChanged(linkId, null);
    }

    // a link of the node cut within the grace before now, if any; cuts older than that are forgotten
    private @Nullable String recentlyCut(final String nodeId, final long now) {
        String found = null;
        for (var it = cutSince.entrySet().iterator(); it.hasNext(); ) {
            final var entry = it.next();
            if (now - entry.getValue() > settings.nodeGrace().toNanos()) {
                it.remove();
                if (!links.containsKey(entry.getKey())) {
                    known.remove(entry.getKey());
                }
                continue;
            }
            final var link = known.get(entry.getKey());
            if (found == null && link != null && (link.a().equals(nodeId) || link.b().equals(nodeId))) {
                found = entry.getKey();
            }
        }
        return found;
    }

    private boolean endAway(final String linkId) {
        final var link = known.get(linkId);
        return link != null && (nodes.containsKey(link.a()) || nodes.containsKey(link.b()));
    }

    private List<String> linksOf(final String nodeId) {
        final var of = new ArrayList<String>();
        for (var linkId : links.keySet()) {
            final var link = known.get(linkId);
            if (link != null && (link.a().equals(nodeId) || link.b().equals(nodeId))) {
                of.add(linkId);
            }
        }
        return of;
    }

    private long millisSince(final Held held) {
        return Duration.ofNanos(nanoTime.getAsLong() - held.sinceNanos).toMillis();
    }

    private static void cancel(final Held held) {
        final var cancel = held.cancel;
        if (cancel != null) {
            cancel.run();
            held.cancel = null;
        }
    }
}
