/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import com.google.common.util.concurrent.ThreadFactoryBuilder;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The renderer's single writer: one thread runs every task in the order it was submitted, so the renderer's state
 * needs no lock. Listeners and callbacks only submit. A task that throws is logged and the thread goes on; once
 * closed, tasks are dropped.
 */
final class RendererExecutor implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(RendererExecutor.class);

    private final ScheduledExecutorService executor;
    private volatile boolean closed;

    /**
     * Starts the thread.
     *
     * @param name the thread's name, a {@code %d} in it numbered
     */
    RendererExecutor(final String name) {
        executor = Executors.newSingleThreadScheduledExecutor(new ThreadFactoryBuilder().setNameFormat(name)
            .setDaemon(true).build());
    }

    /**
     * The thread as a scheduler, for timeouts and retries of futures whose callbacks submit here.
     *
     * @return the scheduler
     */
    ScheduledExecutorService scheduler() {
        return executor;
    }

    /**
     * Runs a task on the thread, after those submitted before it.
     *
     * @param task the task
     */
    @SuppressWarnings("checkstyle:IllegalCatch")
    void submit(final Runnable task) {
        if (closed) {
            return;
        }
        try {
            executor.execute(() -> {
                try {
                    task.run();
                } catch (RuntimeException e) {
                    LOG.error("The renderer failed to apply a change", e);
                }
            });
        } catch (RejectedExecutionException e) {
            LOG.debug("Renderer stopped, change ignored", e);
        }
    }

    /**
     * Runs a task on the thread once the delay passed.
     *
     * @param task the task
     * @param delay the delay
     */
    void submitLater(final Runnable task, final Duration delay) {
        if (closed) {
            return;
        }
        try {
            executor.schedule(() -> submit(task), delay.toNanos(), TimeUnit.NANOSECONDS);
        } catch (RejectedExecutionException e) {
            LOG.debug("Renderer stopped, task ignored", e);
        }
    }

    /**
     * Whether the thread was stopped.
     *
     * @return {@code true} once closed
     */
    boolean isClosed() {
        return closed;
    }

    @Override
    public void close() {
        closed = true;
        executor.shutdown();
    }
}
