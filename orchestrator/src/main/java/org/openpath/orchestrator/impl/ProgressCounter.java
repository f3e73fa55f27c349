/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Counts chain requests on their way through the orchestrator ({@code service-chain-states/processing}) and logs the
 * progress of large batches: a line every {@value #LOG_EVERY} requests, and a summary of a batch of at least as many.
 * {@link #enqueued} is thread-safe; everything else is called from the orchestrator's thread.
 */
final class ProgressCounter {
    /** A batch logs a line every this many requests, and a summary if it has at least this many. */
    static final int LOG_EVERY = 100;

    private static final Logger LOG = LoggerFactory.getLogger(ProgressCounter.class);

    private final AtomicLong queued = new AtomicLong();
    private long processed;
    private long rejected;
    private long failed;

    /**
     * Counts requests handed to the orchestrator's thread. Thread-safe.
     *
     * @param count how many
     */
    void enqueued(final long count) {
        queued.addAndGet(count);
    }

    /**
     * Counts a request taken off the queue, whether it is processed (written) or only forgotten (deleted).
     */
    void dequeued() {
        queued.decrementAndGet();
    }

    /**
     * Counts a request analysed (and placed, if it could be).
     */
    void processed() {
        processed++;
    }

    /**
     * Counts a processed request that was rejected.
     */
    void rejected() {
        rejected++;
    }

    /**
     * Counts a processed request that failed.
     */
    void failed() {
        failed++;
    }

    /**
     * The counters now.
     *
     * @param now the time to stamp them with
     * @return the counters; {@code queued} never below 0
     */
    Progress progress(final Instant now) {
        return new Progress(Math.max(0, queued.get()), processed, rejected, failed, now);
    }

    /**
     * Logs a line every {@value #LOG_EVERY} requests of a batch.
     *
     * @param done requests of the batch done so far
     * @param size the batch's size
     * @param placed counts the chains placed now, asked only when a line is logged
     */
    void logProgress(final int done, final int size, final LongSupplier placed) {
        if (done % LOG_EVERY == 0) {
            LOG.info("Processed {} of {} chain requests ({} placed in total, {} rejected, {} failed)", done, size,
                placed.getAsLong(), rejected, failed);
        }
    }

    /**
     * Logs a batch's summary, if it had at least {@value #LOG_EVERY} requests: its time and the heap used after it.
     *
     * @param size the batch's size
     * @param startNanos {@link System#nanoTime()} when the batch started
     * @param placed counts the chains placed now, asked only when the summary is logged
     */
    void logBatch(final int size, final long startNanos, final LongSupplier placed) {
        if (size >= LOG_EVERY) {
            final var runtime = Runtime.getRuntime();
            LOG.info("Processed a batch of {} chain requests in {} ms: {} chains placed, {} rejected and {} failed "
                + "since start; heap used {} MiB", size, (System.nanoTime() - startNanos) / 1_000_000,
                placed.getAsLong(), rejected, failed, (runtime.totalMemory() - runtime.freeMemory()) >> 20);
        }
    }
}
