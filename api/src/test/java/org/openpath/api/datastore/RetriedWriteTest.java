/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.api.datastore;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class RetriedWriteTest {
    private static final Duration PAUSE = Duration.ofMillis(10);

    @Test
    void aWriteFailingTwiceIsAttemptedUntilItSucceedsAndGivesWhatTheSuccessGave() throws Exception {
        final var calls = new AtomicInteger();
        final var write = RetriedWrite.start("test data", () -> calls.incrementAndGet() <= 2
            ? Futures.<String>immediateFailedFuture(new IllegalStateException("no shard leader"))
            : Futures.immediateFuture("written at " + calls.get()), PAUSE, PAUSE.multipliedBy(4));
        assertEquals("written at 3", write.result().get(5, TimeUnit.SECONDS));
        assertEquals(3, write.attempts());
        // no attempt after the success: the count stays 3 for 10 pauses
        await("no attempt after the success").during(PAUSE.multipliedBy(10)).atMost(Duration.ofSeconds(5))
            .until(calls::get, count -> count == 3);
    }

    @Test
    void anAttemptThatThrowsCountsAsAFailedAttempt() throws Exception {
        final var calls = new AtomicInteger();
        final var write = RetriedWrite.<Integer>start("test data", () -> {
            if (calls.incrementAndGet() == 1) {
                throw new IllegalStateException("broker closed");
            }
            return Futures.immediateFuture(calls.get());
        }, PAUSE, PAUSE);
        assertEquals(2, write.result().get(5, TimeUnit.SECONDS));
    }

    @Test
    void pausesDoubleUpToTheLongest() throws Exception {
        final var starts = new ArrayList<Long>();
        final var write = RetriedWrite.start("test data", () -> {
            synchronized (starts) {
                starts.add(System.nanoTime());
                return starts.size() < 6 ? Futures.<Boolean>immediateFailedFuture(new IllegalStateException("busy"))
                    : Futures.immediateFuture(Boolean.TRUE);
            }
        }, Duration.ofMillis(20), Duration.ofMillis(80));
        write.result().get(5, TimeUnit.SECONDS);
        final List<Long> gaps = new ArrayList<>();
        for (int i = 1; i < starts.size(); i++) {
            gaps.add(TimeUnit.NANOSECONDS.toMillis(starts.get(i) - starts.get(i - 1)));
        }
        // waits of at least 20, 40, 80, 80, 80 ms (a scheduler never fires early)
        final long[] least = { 20, 40, 80, 80, 80 };
        for (int i = 0; i < least.length; i++) {
            assertTrue(gaps.get(i) >= least[i], "gap " + i + " of " + gaps + " shorter than " + least[i] + " ms");
        }
    }

    @Test
    void closingStopsTheAttemptsAndCancelsTheResult() throws Exception {
        final var calls = new AtomicInteger();
        final var write = RetriedWrite.start("test data",
            () -> {
                calls.incrementAndGet();
                return Futures.<String>immediateFailedFuture(new IllegalStateException("no shard leader"));
            }, PAUSE, PAUSE);
        await("a second attempt").atMost(Duration.ofSeconds(5)).until(calls::get, count -> count >= 2);
        write.close();
        final int atClose = calls.get();
        // at most an attempt already under way completes; none starts for 10 pauses after the close
        await("no attempt after the close").during(PAUSE.multipliedBy(10)).atMost(Duration.ofSeconds(5))
            .until(calls::get, count -> count <= atClose + 1);
        assertThrows(CancellationException.class, () -> write.result().get());
    }

    @Test
    void pausesMustBePositiveAndTheFirstNoLongerThanTheLongest() {
        final ListenableFuture<String> never = Futures.immediateFuture("x");
        assertThrows(IllegalArgumentException.class,
            () -> RetriedWrite.start("test data", () -> never, Duration.ZERO, PAUSE));
        assertThrows(IllegalArgumentException.class,
            () -> RetriedWrite.start("test data", () -> never, PAUSE.multipliedBy(2), PAUSE));
    }
}
