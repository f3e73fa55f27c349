/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Decides when a chain is rendered again under a new version because switches did not get its flows. The forwarding
 * rules manager can leave a flow of the config inventory off a switch without an error (seen when several chains with
 * fast-failover groups change on one switch at once), and it acts only on changes of the config inventory: writing
 * the chain's rules again, under other flow ids, is what gets them there.
 *
 * <p>A chain is due when it is not confirmed after the rewrite time, and a switch that is connected and answers
 * statistics shows fewer of its flows than were written for it, while that switch's count of OpenPATH flows has not
 * changed for the quiet time (a switch still working through a large batch is left to finish). At most
 * {@code maxInARow} rewrites in a row; a confirmation starts the count again. Runs on the renderer's thread only.
 */
final class LostFlowRewrites {
    private static final Logger LOG = LoggerFactory.getLogger(LostFlowRewrites.class);

    /** How many OpenPATH flows a switch showed, and since when. */
    private record Shown(int total, long sinceNanos) {
    }

    private final Duration quiet;
    private final int maxInARow;
    // per switch, how many OpenPATH flows it showed in the last round, and since when that number holds
    private final Map<String, Shown> shown = new HashMap<>();
    // chains to render again under a new version although nothing changed
    private final Set<String> due = new HashSet<>();
    // per chain, how often in a row it was written afresh without being confirmed
    private final Map<String, Integer> inARow = new HashMap<>();

    /**
     * Creates the decision.
     *
     * @param quiet how long a switch's count of OpenPATH flows must hold before a chain short there is written again
     * @param maxInARow how often in a row a chain is written again at most (0: never)
     */
    LostFlowRewrites(final Duration quiet, final int maxInARow) {
        this.quiet = requireNonNull(quiet);
        if (maxInARow < 0) {
            throw new IllegalArgumentException("maxInARow must be 0 or more, not " + maxInARow);
        }
        this.maxInARow = maxInARow;
    }

    /**
     * Takes note of a confirmation round's answer: a switch whose count of OpenPATH flows changed starts its quiet
     * time again.
     *
     * @param counts per switch, its OpenPATH flows per cookie
     * @param nowNanos when the answer came
     */
    void observe(final Map<String, Map<Long, Integer>> counts, final long nowNanos) {
        counts.forEach((node, perCookie) -> {
            final int total = perCookie.values().stream().mapToInt(Integer::intValue).sum();
            final var before = shown.get(node);
            if (before == null || before.total() != total) {
                shown.put(node, new Shown(total, nowNanos));
            }
        });
    }

    /**
     * Forgets what switches that disconnected showed: they start over when they are back.
     *
     * @param nodes the switches
     */
    void gone(final Collection<String> nodes) {
        nodes.forEach(shown::remove);
    }

    /**
     * Considers a chain that is not confirmed after the rewrite time.
     *
     * @param chain the chain's name
     * @param shortNodes the switches that answer statistics but show fewer of its flows than were written for them
     * @param connected the switches connected now
     * @param nowNanos now
     * @return whether the chain is to be rendered again under a new version (it is then {@link #take(String) due})
     */
    boolean consider(final String chain, final Collection<String> shortNodes, final Set<String> connected,
            final long nowNanos) {
        if (maxInARow == 0 || due.contains(chain) || inARow.getOrDefault(chain, 0) > maxInARow) {
            return false;
        }
        final var quietNodes = shortNodes.stream().filter(connected::contains).filter(node -> {
            final var counted = shown.get(node);
            return counted != null && nowNanos - counted.sinceNanos() >= quiet.toNanos();
        }).sorted().toList();
        if (quietNodes.isEmpty()) {
            return false;
        }
        final int times = inARow.merge(chain, 1, Integer::sum);
        if (times > maxInARow) {
            LOG.warn("Chain {}: switches {} still do not show its flows after {} rewrites; it waits", chain,
                quietNodes, maxInARow);
            return false;
        }
        LOG.warn("Chain {}: switches {} answer but do not show its flows: writing its rules again under a new version "
            + "({} of {})", chain, quietNodes, times, maxInARow);
        due.add(chain);
        return true;
    }

    /**
     * Tells whether a chain is due to be rendered again although its inputs did not change.
     *
     * @param chain the chain's name
     * @return whether it is
     */
    boolean isDue(final String chain) {
        return due.contains(chain);
    }

    /**
     * Takes a chain's rewrite as its rendering starts.
     *
     * @param chain the chain's name
     * @return whether it was due
     */
    boolean take(final String chain) {
        return due.remove(chain);
    }

    /**
     * A chain is confirmed: its count of rewrites in a row starts again.
     *
     * @param chain the chain's name
     */
    void confirmed(final String chain) {
        inARow.remove(chain);
    }

    /**
     * A chain is gone.
     *
     * @param chain the chain's name
     */
    void forget(final String chain) {
        due.remove(chain);
        inARow.remove(chain);
    }

    /**
     * The switches whose count of flows is known, for tests and logs.
     *
     * @return them
     */
    List<String> countedNodes() {
        return shown.keySet().stream().sorted().toList();
    }
}
