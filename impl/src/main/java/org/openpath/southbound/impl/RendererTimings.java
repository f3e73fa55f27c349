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

/**
 * How long the renderer waits for what, and how often it tries again. The defaults are what the suite is tested
 * with; an operator changes them in {@code etc/org.openpath.renderer.cfg} (docs/rendering.md, "Timings").
 *
 * @param passDelay how long changes gather before a render pass writes them
 * @param confirmPeriod how long after a confirmation round the next one starts while a chain waits
 * @param slowConfirmation after how long a chain still not confirmed is logged with what is missing
 * @param sweepDelay how long after start the stale-rule sweep runs
 * @param sweepRetry how long the sweep waits again while chains are still to be rendered, and how long after a
 *     switch (re)connects its own flows are swept (SwitchFlowSweep)
 * @param sweepMaxPostpones how many times the sweep waits at most
 * @param carryWait how long a chain's switch-over waits at most for its relocated NFs' state
 * @param sendTimeout how long an NF message waits for its answer before it is sent again
 * @param sendAttempts how many times an unanswered NF message is sent
 * @param connectAttempts how many times (a second apart) a message to a switch that is connecting is tried
 * @param redirectTimeout how long a change-default waits at most for its target's flows
 * @param rewriteAfter after how long a chain still not confirmed is written again under a new version where connected
 *     switches do not show its flows ({@link LostFlowRewrites})
 * @param rewriteQuiet how long such a switch's count of OpenPATH flows must have held first (a switch still working
 *     through a large batch is left to finish)
 * @param rewriteAttempts how many times in a row a chain is written again at most (0: never)
 * @param pendingReportDelay how long a chain rendered for the first time shows {@code placed} before its pending
 *     report is shown, if it is not confirmed by then (0: at once)
 */
public record RendererTimings(Duration passDelay, Duration confirmPeriod, Duration slowConfirmation,
        Duration sweepDelay, Duration sweepRetry, int sweepMaxPostpones, Duration carryWait, Duration sendTimeout,
        int sendAttempts, int connectAttempts, Duration redirectTimeout, Duration rewriteAfter, Duration rewriteQuiet,
        int rewriteAttempts, Duration pendingReportDelay) {
    /**
     * The defaults.
     */
    public static final RendererTimings DEFAULT = new RendererTimings(Duration.ofMillis(20), Duration.ofMillis(100),
        Duration.ofSeconds(10), Duration.ofSeconds(20), Duration.ofSeconds(5), 60, Duration.ofSeconds(30),
        Duration.ofSeconds(5), 3, 30, Duration.ofSeconds(30), Duration.ofSeconds(3), Duration.ofSeconds(2), 3,
        Duration.ofSeconds(1));

    /**
     * Checks every setting.
     *
     * @throws IllegalArgumentException naming the setting that is out of range
     */
    public RendererTimings {
        positive("pass-delay", passDelay, true);
        positive("confirm-period", confirmPeriod, false);
        positive("slow-confirmation", slowConfirmation, false);
        positive("sweep-delay", sweepDelay, true);
        positive("sweep-retry", sweepRetry, false);
        atLeast("sweep-max-postpones", sweepMaxPostpones, 0);
        positive("carry-wait", carryWait, false);
        positive("send-timeout", sendTimeout, false);
        atLeast("send-attempts", sendAttempts, 1);
        atLeast("connect-attempts", connectAttempts, 1);
        positive("redirect-timeout", redirectTimeout, false);
        positive("rewrite-after", rewriteAfter, false);
        positive("rewrite-quiet", rewriteQuiet, true);
        atLeast("rewrite-attempts", rewriteAttempts, 0);
        positive("pending-report-delay", pendingReportDelay, true);
    }

    /**
     * The timings with every other setting given and the default pending-report delay (not for {@link #DEFAULT}
     * itself, which it reads).
     *
     * @param passDelay see the record
     * @param confirmPeriod see the record
     * @param slowConfirmation see the record
     * @param sweepDelay see the record
     * @param sweepRetry see the record
     * @param sweepMaxPostpones see the record
     * @param carryWait see the record
     * @param sendTimeout see the record
     * @param sendAttempts see the record
     * @param connectAttempts see the record
     * @param redirectTimeout see the record
     * @param rewriteAfter see the record
     * @param rewriteQuiet see the record
     * @param rewriteAttempts see the record
     */
    @SuppressWarnings("checkstyle:ParameterNumber")
    public RendererTimings(final Duration passDelay, final Duration confirmPeriod, final Duration slowConfirmation,
            final Duration sweepDelay, final Duration sweepRetry, final int sweepMaxPostpones, final Duration carryWait,
            final Duration sendTimeout, final int sendAttempts, final int connectAttempts,
            final Duration redirectTimeout, final Duration rewriteAfter, final Duration rewriteQuiet,
            final int rewriteAttempts) {
        this(passDelay, confirmPeriod, slowConfirmation, sweepDelay, sweepRetry, sweepMaxPostpones, carryWait,
            sendTimeout, sendAttempts, connectAttempts, redirectTimeout, rewriteAfter, rewriteQuiet, rewriteAttempts,
            DEFAULT.pendingReportDelay());
    }

    private static void positive(final String name, final Duration value, final boolean zeroAllowed) {
        requireNonNull(value, name);
        if (value.isNegative() || !zeroAllowed && value.isZero()) {
            throw new IllegalArgumentException("renderer setting " + name + " must be " + (zeroAllowed
                ? "0 or more" : "more than 0") + ", not " + value.toMillis() + " ms");
        }
    }

    private static void atLeast(final String name, final int value, final int least) {
        if (value < least) {
            throw new IllegalArgumentException("renderer setting " + name + " must be at least " + least + ", not "
                + value);
        }
    }
}
