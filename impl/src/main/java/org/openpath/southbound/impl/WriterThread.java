/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One daemon thread that runs a writer's tasks in the order they were handed over; closing it lets the tasks already
 * handed over finish (10 s at most) and refuses later ones with {@link RejectedExecutionException}.
 */
final class WriterThread implements Executor, AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(WriterThread.class);

    private final String name;
    private final ExecutorService thread;

    /**
     * Starts the thread.
     *
     * @param name the thread's name
     */
    WriterThread(final String name) {
        this.name = requireNonNull(name);
        thread = Executors.newSingleThreadExecutor(Thread.ofPlatform().daemon().name(name).factory());
    }

    @Override
    public void execute(final Runnable task) {
        thread.execute(task);
    }

    @Override
    public void close() {
        thread.shutdown();
        try {
            if (!thread.awaitTermination(10, TimeUnit.SECONDS)) {
                LOG.warn("{} still writing after 10 s; going on without it", name);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
