/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ConfirmationTimelineTest {
    private static final long START = 5_000_000_000L;

    private static long at(final long millis) {
        return START + millis * 1_000_000;
    }

    @Test
    void saysWhenEachStepWasDoneSinceThePass() {
        final var timeline = new ConfirmationTimeline(START);
        assertEquals("not written, flows not seen, 0 rounds", timeline.describe());
        timeline.written(at(12));
        // a second commit (the switch-over's) does not move the first
        timeline.written(at(400));
        timeline.round();
        timeline.acknowledged(at(80));
        timeline.round();
        timeline.flowsSeen(at(310));
        timeline.flowsSeen(at(500));
        timeline.round();
        assertEquals("written after 12 ms, NF messages acknowledged after 80 ms, flows seen after 310 ms, 3 rounds",
            timeline.describe());
    }

    @Test
    void theLastAcknowledgementCountsAndOneRoundIsSingular() {
        final var timeline = new ConfirmationTimeline(START);
        timeline.written(at(3));
        timeline.acknowledged(at(40));
        timeline.acknowledged(at(90));
        timeline.round();
        assertEquals("written after 3 ms, NF messages acknowledged after 90 ms, flows not seen, 1 round",
            timeline.describe());
    }
}
