/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The datapath thread: tasks run in order on one named virtual thread; a call returns the task's result or fails with
 * IllegalStateException (task failed, timed out, caller interrupted, thread closed); a closed thread drops tasks.
 */
class DatapathThreadTest {
    private final DatapathThread thread = new DatapathThread("2a", Duration.ofSeconds(30));

    @AfterEach
    void close() {
        thread.close();
    }

    @Test
    void tasksRunOneAfterAnotherInOrderOnOneNamedVirtualThread() {
        final List<Integer> order = new ArrayList<>();
        final Set<String> names = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            final int n = i;
            thread.execute(() -> {
                names.add(Thread.currentThread().getName());
                order.add(n);
            });
        }
        assertEquals(IntStream.range(0, 1000).boxed().toList(), thread.call(() -> List.copyOf(order)));
        assertEquals(Set.of("refswitch-2a-dp"), thread.call(() -> Set.copyOf(names)));
        assertTrue(thread.call(() -> Thread.currentThread().isVirtual()));
    }

    @Test
    void callReturnsTheResultOrWrapsTheFailure() {
        assertEquals(42, thread.call(() -> 6 * 7));
        final var failure = new IOException("disk on fire");
        final var thrown = assertThrows(IllegalStateException.class, () -> thread.call(() -> {
            throw failure;
        }));
        assertEquals("Datapath task failed", thrown.getMessage());
        assertSame(failure, assertInstanceOf(ExecutionException.class, thrown.getCause()).getCause());
        assertEquals("still", thread.call(() -> "still"), "a failed task does not end the thread");
    }

    @Test
    void callGivesUpAfterItsTimeoutAndTheTaskGoesOn() throws InterruptedException {
        final var quick = new DatapathThread("2b", Duration.ofMillis(50));
        try {
            final var release = new CountDownLatch(1);
            final var thrown = assertThrows(IllegalStateException.class, () -> quick.call(() -> {
                release.await();
                return 1;
            }));
            assertInstanceOf(TimeoutException.class, thrown.getCause());
            release.countDown();
            assertEquals(2, quick.call(() -> 2), "the next call waits for the blocked task, then runs");
        } finally {
            quick.close();
        }
    }

    @Test
    void anInterruptedCallerGetsIllegalStateAndKeepsItsInterrupt() {
        final var release = new CountDownLatch(1);
        Thread.currentThread().interrupt();
        final var thrown = assertThrows(IllegalStateException.class, () -> thread.call(() -> {
            release.await();
            return 1;
        }));
        assertTrue(Thread.interrupted(), "the interrupt status is set again (and cleared here)");
        assertInstanceOf(InterruptedException.class, thrown.getCause());
        release.countDown();
    }

    @Test
    void aClosedThreadDropsTasksAndRefusesCalls() {
        assertFalse(thread.isClosed());
        thread.close();
        assertTrue(thread.isClosed());
        final var ran = new AtomicBoolean();
        thread.execute(() -> ran.set(true));
        final var thrown = assertThrows(IllegalStateException.class, () -> thread.call(() -> ran.getAndSet(true)));
        assertEquals("Switch 2a is closed", thrown.getMessage());
        assertInstanceOf(RejectedExecutionException.class, thrown.getCause());
        assertFalse(ran.get());
    }
}
