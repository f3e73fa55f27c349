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
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openpath.orchestrator.impl.InstanceScaler.Decision;
import org.openpath.orchestrator.impl.InstanceScaler.Status;

class InstanceScalerTest {
    private static final Instant T0 = Instant.parse("2026-11-28T12:00:00Z");

    private final InstanceScaler scaler = new InstanceScaler(InstanceScaler.Settings.DEFAULT);
    private long packets;

    /** A report {@code seconds} after T0, the counter grown by {@code rate} packets/s since the previous one. */
    private Decision report(final Status status, final double seconds, final long rate, final double previous,
            final int current, final int placed) {
        packets += (long) (rate * (seconds - previous));
        return scaler.report("c", "fw", status, packets, T0.plusMillis((long) (seconds * 1000)), current, placed);
    }

    @Test
    void overloadAddsOneInstanceThenWaitsForTheCoolDown() {
        assertFalse(report(Status.UP, 0, 0, 0, 1, 1).change());
        final var out = report(Status.OVERLOADED, 1, 1000, 0, 1, 1);
        assertEquals(new Decision(2, true, "overloaded at 1000 packets/s on 1 instance(s)"), out);
        scaler.changed("c", "fw", T0.plusSeconds(1));
        // still overloaded one report later: the switch has not measured the new count yet
        final var early = report(Status.OVERLOADED, 2, 1000, 1, 2, 1);
        assertFalse(early.change(), early::why);
        assertTrue(early.why().contains("less than PT5S ago"), early::why);
        // after the cool-down it goes on
        assertEquals(3, report(Status.OVERLOADED, 7, 2000, 2, 2, 1).instances());
    }

    @Test
    void idleForThreeReportsRemovesOneAddedInstanceButNeverGoesBelowThePlacement() {
        report(Status.UP, 0, 0, 0, 1, 1);
        // overloaded at 1000 packets/s on 1: one instance sustains 1000
        assertTrue(report(Status.OVERLOADED, 1, 1000, 0, 1, 1).change());
        scaler.changed("c", "fw", T0.plusSeconds(1));
        // on 2, 600 packets/s is above half of what 1 sustains (500): not quiet
        for (int s = 2; s < 12; s++) {
            assertFalse(report(Status.UP, s, 600, s - 1, 2, 1).change());
        }
        // 400 packets/s: quiet; the third quiet report in a row takes one away
        assertFalse(report(Status.UP, 12, 400, 11, 2, 1).change());
        assertFalse(report(Status.UP, 13, 400, 12, 2, 1).change());
        final var in = report(Status.UP, 14, 400, 13, 2, 1);
        assertEquals(1, in.instances(), in::why);
        assertTrue(in.change());
        assertTrue(in.why().startsWith("idle: 400 packets/s for 3 reports, below 50% of what 1 instance(s) sustain"),
            in::why);
        scaler.changed("c", "fw", T0.plusSeconds(14));
        // at the placement's count nothing more goes, however quiet
        for (int s = 15; s < 40; s++) {
            assertFalse(report(Status.UP, s, 0, s - 1, 1, 1).change());
        }
    }

    @Test
    void aBusyReportBreaksTheQuietRunAndDownOrUnboundChangesNothing() {
        report(Status.UP, 0, 0, 0, 1, 1);
        report(Status.OVERLOADED, 1, 1000, 0, 1, 1);
        scaler.changed("c", "fw", T0.plusSeconds(1));
        report(Status.UP, 10, 100, 1, 2, 1);
        report(Status.UP, 11, 100, 10, 2, 1);
        report(Status.UP, 12, 900, 11, 2, 1);
        assertFalse(report(Status.UP, 13, 100, 12, 2, 1).change());
        assertFalse(report(Status.DOWN, 14, 0, 13, 2, 1).change());
        assertFalse(report(Status.UP, 15, 100, 14, 2, 1).change());
        assertFalse(report(Status.UNBOUND, 16, 0, 15, 2, 1).change());
        assertFalse(report(Status.UP, 17, 100, 16, 2, 1).change());
        assertFalse(report(Status.UP, 18, 100, 17, 2, 1).change());
        assertTrue(report(Status.UP, 19, 100, 18, 2, 1).change());
    }

    @Test
    void withoutAnOverloadOnRecordNothingIsIdleAndAForgottenChainStartsAgain() {
        // 3 instances from the placement's demand, never overloaded: nothing to compare a quiet rate with
        for (int s = 0; s < 10; s++) {
            assertFalse(report(Status.UP, s, 0, Math.max(0, s - 1), 3, 2).change());
        }
        report(Status.OVERLOADED, 10, 3000, 9, 3, 2);
        scaler.forget("c");
        // forgotten: the next report is a first report again, with no rate and no cool-down
        final var first = report(Status.OVERLOADED, 11, 0, 10, 3, 2);
        assertEquals(new Decision(4, true, "overloaded on 3 instance(s)"), first);
    }

    @Test
    void otherSettingsApplyFromTheNextReport() {
        report(Status.UP, 0, 0, 0, 1, 1);
        assertTrue(report(Status.OVERLOADED, 1, 1000, 0, 1, 1).change());
        scaler.changed("c", "fw", T0.plusSeconds(1));
        assertFalse(report(Status.OVERLOADED, 2, 1000, 1, 2, 1).change(), "the default cool-down: 5 s");
        // no cool-down, one quiet report is enough
        scaler.settings(InstanceScaler.Settings.of(Duration.ZERO, 1, 16));
        assertEquals(3, report(Status.OVERLOADED, 3, 1000, 2, 2, 1).instances());
        scaler.changed("c", "fw", T0.plusSeconds(3));
        // 1000 packets/s on 2: one sustains 500; 100 packets/s is below half of what 2 sustain
        assertEquals(2, report(Status.UP, 4, 100, 3, 3, 1).instances());
        assertThrows(IllegalArgumentException.class, () -> InstanceScaler.Settings.of(Duration.ofMillis(-1), 3, 16));
    }

    @Test
    void aCounterThatWentBackGivesNoRateAndTheMostIsTheMost() {
        final var small = new InstanceScaler(new InstanceScaler.Settings(Duration.ZERO, 1, 0.5, 2));
        small.report("c", "fw", Status.UP, 5000, T0, 1, 1);
        // bound afresh: the counter restarted
        final var reset = small.report("c", "fw", Status.OVERLOADED, 10, T0.plusSeconds(1), 1, 1);
        assertEquals(new Decision(2, true, "overloaded on 1 instance(s)"), reset);
        final var most = small.report("c", "fw", Status.OVERLOADED, 2010, T0.plusSeconds(2), 2, 1);
        assertEquals(new Decision(2, false, "overloaded at the most instances (2)"), most);
        assertThrows(IllegalArgumentException.class, () -> new InstanceScaler.Settings(Duration.ZERO, 0, 0.5, 2));
        assertThrows(IllegalArgumentException.class, () -> new InstanceScaler.Settings(Duration.ZERO, 1, 1.0, 2));
    }

    @Test
    void anNfOverloadedWhateverItRunsOnStopsAtTheOperatorsMost() {
        final var capped = new InstanceScaler(InstanceScaler.Settings.of(Duration.ZERO, 3, 4));
        int instances = 1;
        final var counts = new ArrayList<Integer>();
        // it says overloaded without a packet, every second, whatever it runs on
        for (int second = 0; second < 8; second++) {
            final var decision = capped.report("c", "fw", Status.OVERLOADED, 0, T0.plusSeconds(second), instances, 1);
            if (decision.change()) {
                capped.changed("c", "fw", T0.plusSeconds(second));
            }
            instances = decision.instances();
            counts.add(instances);
        }
        assertEquals(List.of(2, 3, 4, 4, 4, 4, 4, 4), counts);
        assertEquals("overloaded at the most instances (4)",
            capped.report("c", "fw", Status.OVERLOADED, 0, T0.plusSeconds(9), 4, 1).why());
        assertEquals(16, InstanceScaler.Settings.DEFAULT.most(), "the default most");
        assertEquals(64, InstanceScaler.Settings.of(Duration.ZERO, 1, 64).most(), "the extension's limit");
        assertThrows(IllegalArgumentException.class, () -> InstanceScaler.Settings.of(Duration.ZERO, 1, 0));
        assertThrows(IllegalArgumentException.class, () -> InstanceScaler.Settings.of(Duration.ZERO, 1, 65));
    }
}
