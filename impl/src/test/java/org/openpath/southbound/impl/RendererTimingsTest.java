/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class RendererTimingsTest {
    private static final RendererTimings D = RendererTimings.DEFAULT;

    @Test
    void aNegativeOrZeroDurationIsRefusedNamingTheSetting() {
        final var zeroPeriod = assertThrows(IllegalArgumentException.class, () -> new RendererTimings(D.passDelay(),
            Duration.ZERO, D.slowConfirmation(), D.sweepDelay(), D.sweepRetry(), D.sweepMaxPostpones(), D.carryWait(),
            D.sendTimeout(), D.sendAttempts(), D.connectAttempts(), D.redirectTimeout(),
            D.rewriteAfter(), D.rewriteQuiet(), D.rewriteAttempts()));
        assertEquals("renderer setting confirm-period must be more than 0, not 0 ms", zeroPeriod.getMessage());
        final var negativeDelay = assertThrows(IllegalArgumentException.class, () -> new RendererTimings(
            Duration.ofMillis(-1), D.confirmPeriod(), D.slowConfirmation(), D.sweepDelay(), D.sweepRetry(),
            D.sweepMaxPostpones(), D.carryWait(), D.sendTimeout(), D.sendAttempts(), D.connectAttempts(),
            D.redirectTimeout(),
            D.rewriteAfter(), D.rewriteQuiet(), D.rewriteAttempts()));
        assertEquals("renderer setting pass-delay must be 0 or more, not -1 ms", negativeDelay.getMessage());
        final var negativeReportDelay = assertThrows(IllegalArgumentException.class, () -> new RendererTimings(
            D.passDelay(), D.confirmPeriod(), D.slowConfirmation(), D.sweepDelay(), D.sweepRetry(),
            D.sweepMaxPostpones(), D.carryWait(), D.sendTimeout(), D.sendAttempts(), D.connectAttempts(),
            D.redirectTimeout(), D.rewriteAfter(), D.rewriteQuiet(), D.rewriteAttempts(), Duration.ofMillis(-5)));
        assertEquals("renderer setting pending-report-delay must be 0 or more, not -5 ms",
            negativeReportDelay.getMessage());
    }

    @Test
    void aZeroPassDelayIsAllowed() {
        assertEquals(Duration.ZERO, new RendererTimings(Duration.ZERO, D.confirmPeriod(), D.slowConfirmation(),
            D.sweepDelay(), D.sweepRetry(), D.sweepMaxPostpones(), D.carryWait(), D.sendTimeout(), D.sendAttempts(),
            D.connectAttempts(), D.redirectTimeout(),
            D.rewriteAfter(), D.rewriteQuiet(), D.rewriteAttempts()).passDelay());
    }

    @Test
    void aCountBelowItsLeastIsRefusedNamingTheSetting() {
        final var noAttempt = assertThrows(IllegalArgumentException.class, () -> new RendererTimings(D.passDelay(),
            D.confirmPeriod(), D.slowConfirmation(), D.sweepDelay(), D.sweepRetry(), D.sweepMaxPostpones(),
            D.carryWait(), D.sendTimeout(), 0, D.connectAttempts(), D.redirectTimeout(),
            D.rewriteAfter(), D.rewriteQuiet(), D.rewriteAttempts()));
        assertEquals("renderer setting send-attempts must be at least 1, not 0", noAttempt.getMessage());
        final var negativePostpones = assertThrows(IllegalArgumentException.class, () -> new RendererTimings(
            D.passDelay(), D.confirmPeriod(), D.slowConfirmation(), D.sweepDelay(), D.sweepRetry(), -1, D.carryWait(),
            D.sendTimeout(), D.sendAttempts(), D.connectAttempts(), D.redirectTimeout(),
            D.rewriteAfter(), D.rewriteQuiet(), D.rewriteAttempts()));
        assertEquals("renderer setting sweep-max-postpones must be at least 0, not -1",
            negativePostpones.getMessage());
        final var negativeRewrites = assertThrows(IllegalArgumentException.class, () -> new RendererTimings(
            D.passDelay(), D.confirmPeriod(), D.slowConfirmation(), D.sweepDelay(), D.sweepRetry(),
            D.sweepMaxPostpones(), D.carryWait(), D.sendTimeout(), D.sendAttempts(), D.connectAttempts(),
            D.redirectTimeout(), D.rewriteAfter(), D.rewriteQuiet(), -1));
        assertEquals("renderer setting rewrite-attempts must be at least 0, not -1", negativeRewrites.getMessage());
        final var noRewriteTime = assertThrows(IllegalArgumentException.class, () -> new RendererTimings(
            D.passDelay(), D.confirmPeriod(), D.slowConfirmation(), D.sweepDelay(), D.sweepRetry(),
            D.sweepMaxPostpones(), D.carryWait(), D.sendTimeout(), D.sendAttempts(), D.connectAttempts(),
            D.redirectTimeout(), Duration.ZERO, D.rewriteQuiet(), D.rewriteAttempts()));
        assertEquals("renderer setting rewrite-after must be more than 0, not 0 ms", noRewriteTime.getMessage());
    }
}
