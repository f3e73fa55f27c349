/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class RendererExecutorTest {
    private final RendererExecutor executor = new RendererExecutor("renderer-test-%d");

    @AfterEach
    void close() {
        executor.close();
    }

    @Test
    void tasksRunInSubmissionOrderOnOneThread() throws InterruptedException {
        final var ran = new CopyOnWriteArrayList<String>();
        final var done = new CountDownLatch(1);
        for (int i = 0; i < 100; i++) {
            final int task = i;
            executor.submit(() -> ran.add(task + "@" + Thread.currentThread().getName()));
        }
        executor.submit(done::countDown);
        assertTrue(done.await(10, TimeUnit.SECONDS));
        for (int i = 0; i < 100; i++) {
            assertEquals(i + "@renderer-test-0", ran.get(i));
        }
    }

    @Test
    void aTaskThatThrowsDoesNotStopTheThread() throws InterruptedException {
        final var done = new CountDownLatch(1);
        executor.submit(() -> {
            throw new IllegalStateException("a defect in one change");
        });
        executor.submit(done::countDown);
        assertTrue(done.await(10, TimeUnit.SECONDS));
    }

    @Test
    void aDelayedTaskRunsAfterItsDelayBehindWhatWasSubmitted() throws InterruptedException {
        final var ran = new CopyOnWriteArrayList<String>();
        final var done = new CountDownLatch(1);
        final long start = System.nanoTime();
        executor.submitLater(() -> {
            ran.add("later after " + (System.nanoTime() - start >= TimeUnit.MILLISECONDS.toNanos(200)));
            done.countDown();
        }, Duration.ofMillis(200));
        executor.submit(() -> ran.add("now"));
        assertTrue(done.await(10, TimeUnit.SECONDS));
        assertEquals(List.of("now", "later after true"), ran);
    }

    @Test
    void onceClosedTasksAreDropped() throws InterruptedException {
        final var ran = new CopyOnWriteArrayList<String>();
        executor.submitLater(() -> ran.add("scheduled before close"), Duration.ofMillis(100));
        executor.close();
        executor.submit(() -> ran.add("after close"));
        executor.submitLater(() -> ran.add("later after close"), Duration.ZERO);
        assertTrue(executor.isClosed());
        assertTrue(executor.scheduler().awaitTermination(10, TimeUnit.SECONDS));
        // what was scheduled before the close comes due after it: dropped too
        assertEquals(List.of(), ran);
    }
}
