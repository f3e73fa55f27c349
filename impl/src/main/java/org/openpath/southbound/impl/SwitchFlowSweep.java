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
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Removes from a switch the OpenPATH flows the configuration inventory no longer holds for it. A chain deleted (or
 * a chain's or shared route's earlier version retired) while its switch is away — disconnected, or in the middle of
 * a control-channel flap — leaves its flows on the switch: the forwarding rules manager's deletion never reaches it,
 * and its reconciliation when the switch is back only adds what the inventory holds. So a while after a switch
 * (re)connects, the sweep reads the switch's OpenPATH flows of table 0 (cookie {@code 0x4f50} or {@code 0x4f52} in
 * the top 16 bits), then the cookies the configuration inventory holds for the switch, and removes, by cookie, every
 * OpenPATH cookie the switch shows and the inventory does not hold.
 *
 * <p>The switch is read first: a flow it shows was written to the inventory before, so the inventory read after it
 * still has that flow unless it was deleted meanwhile, and then removing it is what the inventory wants too. A
 * failed inventory read stops the sweep (an empty table is not assumed). Runs on the renderer's thread for the
 * scheduling only; the reads and removals touch no renderer state.
 */
final class SwitchFlowSweep {
    /**
     * Removes flows from a switch.
     */
    @FunctionalInterface
    interface Removal {
        /**
         * Removes every flow of table 0 with this cookie.
         *
         * @param node the switch
         * @param cookie the cookie, matched under a full mask
         * @return empty once removed, else why not
         */
        ListenableFuture<String> removeCookie(String node, long cookie);
    }

    /**
     * What the configuration inventory holds.
     */
    @FunctionalInterface
    interface Configured {
        /**
         * The cookies of a switch's table 0 in the configuration inventory.
         *
         * @param node the switch
         * @return the cookies; fails when the inventory cannot be read
         */
        ListenableFuture<Set<Long>> cookies(String node);
    }

    private static final Logger LOG = LoggerFactory.getLogger(SwitchFlowSweep.class);
    private static final long MARK_MASK = 0xFFFFL << 48;
    private static final long CHAIN_MARK = 0x4F50L << 48;
    private static final long ROUTE_MARK = 0x4F52L << 48;

    private final FlowCounts onSwitches;
    private final Configured configured;
    private final Removal removal;
    private final RendererExecutor executor;
    private final Duration delay;
    // per switch, its latest connection: a sweep scheduled for an earlier one does not run
    private final Map<String, Long> connections = new HashMap<>();

    /**
     * Creates the sweep.
     *
     * @param onSwitches what the switches hold, per cookie
     * @param configured what the configuration inventory holds
     * @param removal removes flows from a switch
     * @param executor the renderer's thread
     * @param delay how long after a switch's connection its sweep runs (the forwarding rules manager's reconciliation
     *     and OpenFlowPlugin's set-up come first)
     */
    SwitchFlowSweep(final FlowCounts onSwitches, final Configured configured, final Removal removal,
            final RendererExecutor executor, final Duration delay) {
        this.onSwitches = requireNonNull(onSwitches);
        this.configured = requireNonNull(configured);
        this.removal = requireNonNull(removal);
        this.executor = requireNonNull(executor);
        this.delay = requireNonNull(delay);
    }

    /**
     * A switch (re)connected: it is swept after the delay, unless it connects again meanwhile (then after the delay
     * from that connection). On the renderer's thread.
     *
     * @param node the switch
     */
    void connected(final String node) {
        final long connection = connections.merge(node, 1L, Long::sum);
        executor.submitLater(() -> {
            if (connections.getOrDefault(node, 0L) == connection) {
                connections.remove(node);
                Futures.catching(sweep(node), Exception.class, failure -> {
                    LOG.warn("Switch {}: its flows could not be swept (tried again when it next connects)", node,
                        failure);
                    return Set.of();
                }, MoreExecutors.directExecutor());
            }
        }, delay);
    }

    /**
     * Sweeps a switch now.
     *
     * @param node the switch
     * @return the cookies removed from it
     */
    ListenableFuture<Set<Long>> sweep(final String node) {
        return Futures.transformAsync(onSwitches.flowsPerCookie(List.of(node)), shown -> {
            final var onSwitch = openPath(shown.getOrDefault(node, Map.of()));
            if (onSwitch.isEmpty()) {
                return Futures.immediateFuture(Set.of());
            }
            return Futures.transformAsync(configured.cookies(node), held -> remove(node, onSwitch, held),
                MoreExecutors.directExecutor());
        }, MoreExecutors.directExecutor());
    }

    private ListenableFuture<Set<Long>> remove(final String node, final Map<Long, Integer> onSwitch,
            final Set<Long> held) {
        final var stale = stale(onSwitch.keySet(), held);
        if (stale.isEmpty()) {
            return Futures.immediateFuture(Set.of());
        }
        final int flows = stale.stream().mapToInt(onSwitch::get).sum();
        LOG.info("Switch {} holds {} OpenPATH flows under {} cookies the configuration inventory no longer holds (a "
            + "chain or version removed while the switch was away, or whose deletion is still on its way): removing "
            + "them ({})", node, flows, stale.size(), stale.stream().map(Long::toHexString).toList());
        final var removals = new ArrayList<ListenableFuture<String>>();
        stale.forEach(cookie -> removals.add(removal.removeCookie(node, cookie)));
        return Futures.transform(Futures.allAsList(removals), answers -> {
            final var removed = new TreeSet<Long>();
            int index = 0;
            for (var cookie : stale) {
                final var refusal = answers.get(index++);
                if (refusal.isEmpty()) {
                    removed.add(cookie);
                } else {
                    LOG.warn("Switch {}: removing its stale flows with cookie {} failed: {} (tried again when it next "
                        + "connects)", node, Long.toHexString(cookie), refusal);
                }
            }
            return removed;
        }, MoreExecutors.directExecutor());
    }

    /**
     * The OpenPATH cookies among a switch's cookies.
     *
     * @param perCookie flows per cookie
     * @return those of chains and shared routes
     */
    static Map<Long, Integer> openPath(final Map<Long, Integer> perCookie) {
        final var openPath = new HashMap<Long, Integer>();
        perCookie.forEach((cookie, count) -> {
            final long mark = cookie & MARK_MASK;
            if ((mark == CHAIN_MARK || mark == ROUTE_MARK) && count > 0) {
                openPath.put(cookie, count);
            }
        });
        return openPath;
    }

    /**
     * The cookies a switch shows that the inventory does not hold.
     *
     * @param onSwitch the switch's OpenPATH cookies
     * @param held the inventory's cookies for it
     * @return the stale ones, in order
     */
    static Set<Long> stale(final Set<Long> onSwitch, final Set<Long> held) {
        final var stale = new TreeSet<>(onSwitch);
        stale.removeAll(held);
        return stale;
    }
}
