/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The queue counters of {@code service-chain-states/processing}, and the progress lines of large batches.
 */
class ProgressCounterTest {
    private final ProgressCounter counter = new ProgressCounter();

    @Test
    void countsRequestsThroughTheQueue() {
        counter.enqueued(3);
        assertEquals(new Progress(3, 0, 0, 0, Fixtures.START), counter.progress(Fixtures.START));
        counter.dequeued();
        counter.processed();
        counter.dequeued();
        counter.processed();
        counter.rejected();
        counter.dequeued();
        counter.processed();
        counter.failed();
        assertEquals(new Progress(0, 3, 1, 1, Fixtures.START), counter.progress(Fixtures.START));
    }

    @Test
    void queuedNeverShowsBelowZero() {
        // a deletion queued before the orchestrator started counting is still taken off the queue
        counter.dequeued();
        assertEquals(0, counter.progress(Fixtures.START).queued());
        counter.enqueued(1);
        assertEquals(0, counter.progress(Fixtures.START).queued());
    }

    @Test
    void theChainsPlacedAreCountedOnlyForALogLine() {
        final var asked = new AtomicInteger();
        for (int done = 1; done <= 250; done++) {
            counter.logProgress(done, 250, asked::incrementAndGet);
        }
        assertEquals(2, asked.get(), "a line at 100 and at 200");
        counter.logBatch(99, System.nanoTime(), asked::incrementAndGet);
        assertEquals(2, asked.get(), "no summary of a small batch");
        counter.logBatch(ProgressCounter.LOG_EVERY, System.nanoTime(), asked::incrementAndGet);
        assertEquals(3, asked.get());
    }
}
