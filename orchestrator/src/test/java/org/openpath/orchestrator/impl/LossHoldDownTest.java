/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.junit.jupiter.api.Test;
import org.openpath.placement.Link;

class LossHoldDownTest {
    private static final Duration GRACE = Duration.ofSeconds(5);
    private static final Duration REDISCOVERY = Duration.ofSeconds(12);
    private static final Link A_B = new Link("openflow:1", "openflow:2", 1, 0);
    private static final Link B_C = new Link("openflow:2", "openflow:3", 1, 0);

    /** What the orchestrator was told, in words. */
    static final class Told implements LossHoldDown.Target {
        final List<String> events = new ArrayList<>();

        @Override
        public void nodeChanged(final String nodeId, final boolean isConnected) {
            events.add(nodeId + (isConnected ? " connected" : " lost"));
        }

        @Override
        public void linkChanged(final String linkId, final @Nullable Link link) {
            events.add(linkId + (link == null ? " lost" : " up"));
        }

        @Override
        public void nodeUnreachable(final String nodeId, final boolean unreachable) {
            events.add(nodeId + (unreachable ? " unreachable" : " reachable"));
        }

        List<String> take() {
            final var taken = List.copyOf(events);
            events.clear();
            return taken;
        }
    }

    private final ManualTime time = new ManualTime();
    private final Told told = new Told();
    private final LossHoldDown holdDown = new LossHoldDown(told, time, time::nanoTime,
        new LossHoldDown.Settings(GRACE, REDISCOVERY));

    @Test
    void aNodeBackWithinTheGraceIsNeverReportedLost() {
        holdDown.nodeChanged("openflow:1", true);
        assertEquals(List.of("openflow:1 connected"), told.take());
        holdDown.nodeChanged("openflow:1", false);
        assertEquals(List.of("openflow:1 unreachable"), told.take());
        assertTrue(holdDown.unreachable("openflow:1"));
        time.advance(GRACE.minusMillis(1));
        holdDown.nodeChanged("openflow:1", true);
        assertEquals(List.of("openflow:1 reachable"), told.take());
        assertFalse(holdDown.unreachable("openflow:1"));
        time.advance(Duration.ofMinutes(1));
        assertEquals(List.of(), told.take(), "its timer was cancelled");
        assertEquals(0, time.pending());
    }

    @Test
    void aNodeAwayForTheWholeGraceIsLostThenAndConnectedWhenBack() {
        holdDown.nodeChanged("openflow:1", false);
        holdDown.nodeChanged("openflow:1", false);
        assertEquals(List.of("openflow:1 unreachable"), told.take(), "a repeated loss is one");
        time.advance(GRACE.minusMillis(1));
        assertEquals(List.of(), told.take());
        time.advance(Duration.ofMillis(1));
        assertEquals(List.of("openflow:1 reachable", "openflow:1 lost"), told.take());
        holdDown.nodeChanged("openflow:1", true);
        assertEquals(List.of("openflow:1 connected"), told.take());
    }

    @Test
    void withoutAGraceEveryLossIsReportedAtOnce() {
        holdDown.settings(LossHoldDown.Settings.NONE);
        holdDown.linkUp("l1", A_B);
        holdDown.nodeChanged("openflow:1", false);
        holdDown.linkDown("l1", false);
        assertEquals(List.of("l1 up", "openflow:1 lost", "l1 lost"), told.take());
        assertEquals(0, time.pending());
    }

    @Test
    void aLinkThatWentWithAFlappingNodeIsJudgedOnlyOnceLldpHadTimeToSeeItAgain() {
        holdDown.linkUp("l1", A_B);
        told.take();
        holdDown.nodeChanged("openflow:2", false);
        holdDown.linkDown("l1", false);
        time.advance(Duration.ofSeconds(3));
        holdDown.nodeChanged("openflow:2", true);
        assertEquals(List.of("openflow:2 unreachable", "openflow:2 reachable"), told.take());
        // the link's wait starts again when its end is back: the grace plus the rediscovery time
        time.advance(GRACE.plus(REDISCOVERY).minusMillis(1));
        assertEquals(List.of(), told.take());
        holdDown.linkUp("l1", A_B);
        assertEquals(List.of("l1 up"), told.take());
        time.advance(Duration.ofMinutes(1));
        assertEquals(List.of(), told.take());
    }

    @Test
    void aLinkNotDiscoveredAgainAfterItsEndCameBackIsLost() {
        holdDown.linkUp("l1", A_B);
        told.take();
        holdDown.nodeChanged("openflow:1", false);
        holdDown.linkDown("l1", false);
        time.advance(Duration.ofSeconds(4));
        holdDown.nodeChanged("openflow:1", true);
        told.take();
        time.advance(GRACE.plus(REDISCOVERY));
        assertEquals(List.of("l1 lost"), told.take());
    }

    @Test
    void aLinkWhoseEndStaysAwayIsLostWithIt() {
        holdDown.linkUp("l1", A_B);
        holdDown.linkUp("l2", B_C);
        told.take();
        holdDown.nodeChanged("openflow:1", false);
        holdDown.linkDown("l1", false);
        time.advance(Duration.ofMillis(GRACE.toMillis() - 1));
        assertEquals(List.of("openflow:1 unreachable"), told.take());
        time.advance(Duration.ofMillis(1));
        assertEquals(List.of("openflow:1 reachable", "openflow:1 lost", "l1 lost"), told.take());
        time.advance(Duration.ofMinutes(1));
        assertEquals(List.of(), told.take(), "l2 was never lost");
    }

    @Test
    void aLinkCutWhileItsEndsAreConnectedIsLostAtOnce() {
        holdDown.linkUp("l1", A_B);
        told.take();
        holdDown.linkDown("l1", true);
        assertEquals(List.of("l1 lost"), told.take());
        holdDown.linkUp("l1", A_B);
        assertEquals(List.of("l1 up"), told.take());
        assertEquals(0, time.pending());
    }

    @Test
    void aNodeWhoseControlChannelDropsRightAfterItsLinkWasCutIsLostAtOnce() {
        holdDown.linkUp("l1", A_B);
        holdDown.linkUp("l2", B_C);
        told.take();
        // a switch that dies: its neighbours see the port go down first, its control channel times out later
        holdDown.linkDown("l2", true);
        time.advance(GRACE);
        holdDown.nodeChanged("openflow:3", false);
        assertEquals(List.of("l2 lost", "openflow:3 lost"), told.take());
        // the other end of a link cut longer ago than the grace flaps as any node does
        time.advance(Duration.ofMillis(1));
        holdDown.nodeChanged("openflow:2", false);
        assertEquals(List.of("openflow:2 unreachable"), told.take());
        holdDown.nodeChanged("openflow:2", true);
        assertEquals(List.of("openflow:2 reachable"), told.take());
    }

    @Test
    void aLinkCutAndBackDoesNotMakeTheNextFlapAFailure() {
        holdDown.linkUp("l1", A_B);
        holdDown.linkDown("l1", true);
        holdDown.linkUp("l1", A_B);
        told.take();
        holdDown.nodeChanged("openflow:1", false);
        assertEquals(List.of("openflow:1 unreachable"), told.take());
    }

    @Test
    void aLinkThatVanishesBeforeItsNodeIsSeenGoingGoesWithTheNode() {
        holdDown.linkUp("l1", A_B);
        told.take();
        // OpenFlowPlugin's topology may drop the link before the inventory's loss of its node reaches here
        holdDown.linkDown("l1", false);
        time.advance(Duration.ofMillis(10));
        holdDown.nodeChanged("openflow:1", false);
        assertEquals(List.of("openflow:1 unreachable"), told.take(), "a flap, not a failure");
        time.advance(Duration.ofSeconds(1));
        holdDown.nodeChanged("openflow:1", true);
        time.advance(GRACE.plus(REDISCOVERY).minusMillis(1));
        holdDown.linkUp("l1", A_B);
        assertEquals(List.of("openflow:1 reachable", "l1 up"), told.take());
        time.advance(Duration.ofMinutes(1));
        assertEquals(List.of(), told.take());
    }

    @Test
    void aLinkThatVanishesWhileItsEndsStayIsACutAfterASecond() {
        holdDown.linkUp("l1", A_B);
        told.take();
        // its port's state had not reached the inventory when the link vanished
        holdDown.linkDown("l1", false);
        time.advance(Duration.ofMillis(999));
        assertEquals(List.of(), told.take());
        time.advance(Duration.ofMillis(1));
        assertEquals(List.of("l1 lost"), told.take());
        // and counts as a cut: its end's control channel dropping now is a failure at once
        holdDown.nodeChanged("openflow:2", false);
        assertEquals(List.of("openflow:2 lost"), told.take());
    }

    @Test
    void aLinkNeverSeenBeforeIsPassedOnAsItComes() {
        holdDown.linkDown("l9", false);
        assertEquals(List.of("l9 lost"), told.take());
    }

    @Test
    void negativeSettingsAreRefusedNamingThem() {
        assertEquals("node-loss-grace must not be negative: -1", assertThrows(IllegalArgumentException.class,
            () -> new LossHoldDown.Settings(Duration.ofMillis(-1), REDISCOVERY)).getMessage());
        assertEquals("link-rediscovery must not be negative: -2", assertThrows(IllegalArgumentException.class,
            () -> new LossHoldDown.Settings(GRACE, Duration.ofMillis(-2))).getMessage());
    }

    @Test
    void newSettingsApplyToTheNextLoss() {
        holdDown.nodeChanged("openflow:1", false);
        holdDown.settings(new LossHoldDown.Settings(Duration.ofSeconds(1), REDISCOVERY));
        holdDown.nodeChanged("openflow:2", false);
        time.advance(Duration.ofSeconds(1));
        assertEquals(List.of("openflow:1 unreachable", "openflow:2 unreachable", "openflow:2 reachable",
            "openflow:2 lost"), told.take());
        time.advance(Duration.ofSeconds(4));
        assertEquals(List.of("openflow:1 reachable", "openflow:1 lost"), told.take());
    }
}
