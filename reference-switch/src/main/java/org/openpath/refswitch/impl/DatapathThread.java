/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A switch's datapath thread: one virtual thread, named {@code refswitch-<switch name>-dp}, that runs the tasks handed
 * to it one after another in the order they came, so what they touch needs no locks. Once closed it takes no more
 * tasks.
 */
final class DatapathThread {
    private static final Logger LOG = LoggerFactory.getLogger(DatapathThread.class);

    private final String name;
    private final long callTimeoutNanos;
    private final ExecutorService executor;

    /**
     * Starts the thread.
     *
     * @param name the switch's name
     * @param callTimeout how long {@link #call(Callable)} waits for a task's result at most
     */
    DatapathThread(final String name, final Duration callTimeout) {
        this.name = name;
        this.callTimeoutNanos = callTimeout.toNanos();
        this.executor = Executors.newSingleThreadExecutor(Thread.ofVirtual().name("refswitch-" + name + "-dp")
            .factory());
    }

    /**
     * Tells whether the thread was closed.
     *
     * @return whether it takes no more tasks
     */
    boolean isClosed() {
        return executor.isShutdown();
    }

    /**
     * Hands a task to the thread without waiting for it; once closed the task is dropped.
     *
     * @param task the task
     */
    void execute(final Runnable task) {
        if (executor.isShutdown()) {
            // closed: a connection still draining its socket has nobody left to hand messages to
            return;
        }
        try {
            executor.execute(task);
        } catch (RejectedExecutionException e) {
            LOG.debug("Switch {} closed while a task was handed over", name, e);
        }
    }

    /**
     * Runs a task on the thread and waits for its result.
     *
     * @param <T> the result type
     * @param task the task
     * @return the result
     * @throws IllegalStateException if the thread is closed, or the task failed or timed out, or the caller was
     *     interrupted while waiting (its interrupt status is then set again)
     */
    <T> T call(final Callable<T> task) {
        final Future<T> future;
        try {
            future = executor.submit(task);
        } catch (RejectedExecutionException e) {
            throw new IllegalStateException("Switch " + name + " is closed", e);
        }
        try {
            return future.get(callTimeoutNanos, TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("Datapath task failed", e);
        }
    }

    /**
     * Closes the thread: it takes no more tasks and the running one is interrupted.
     */
    void close() {
        executor.shutdownNow();
    }
}
