/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.api.datastore;

import static java.util.Objects.requireNonNull;

import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A write that has to happen once the datastore can take it, such as the defaults a component writes when it starts:
 * attempted at once, and while it fails again after a pause that doubles from {@code firstPause} up to
 * {@code maxPause}. A cluster member that starts before its shards have leaders sees the first attempts fail (no
 * leader, timeouts); without the retries the write would be lost until the next start. Each failure is logged with
 * its attempt number; {@link #close()} stops further attempts.
 *
 * @param <T> what a successful attempt gives
 */
public final class RetriedWrite<T> implements AutoCloseable {
    /** The pause after the first failure. */
    public static final Duration FIRST_PAUSE = Duration.ofSeconds(1);
    /** The longest pause between attempts. */
    public static final Duration MAX_PAUSE = Duration.ofSeconds(30);

    private static final Logger LOG = LoggerFactory.getLogger(RetriedWrite.class);

    private final String what;
    private final Supplier<? extends ListenableFuture<T>> attempt;
    private final Duration maxPause;
    private final SettableFuture<T> result = SettableFuture.create();
    private final ScheduledExecutorService timer;
    private Duration pause;
    private int attempts;

    private RetriedWrite(final String what, final Supplier<? extends ListenableFuture<T>> attempt,
            final Duration firstPause, final Duration maxPause) {
        this.what = requireNonNull(what);
        this.attempt = requireNonNull(attempt);
        if (firstPause.isNegative() || firstPause.isZero() || maxPause.compareTo(firstPause) < 0) {
            throw new IllegalArgumentException("pauses must be positive, the first no longer than the longest: "
                + firstPause + ", " + maxPause);
        }
        this.maxPause = maxPause;
        pause = firstPause;
        timer = Executors.newSingleThreadScheduledExecutor(runnable -> {
            final var thread = new Thread(runnable, "openpath-retried-write");
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * Starts a write retried with the default pauses ({@link #FIRST_PAUSE} doubling up to {@link #MAX_PAUSE}).
     *
     * @param <T> what a successful attempt gives
     * @param what what is written, for the log ("the built-in NF catalog")
     * @param attempt makes one attempt; called again after each failure
     * @return the running write
     */
    public static <T> RetriedWrite<T> start(final String what, final Supplier<? extends ListenableFuture<T>> attempt) {
        return start(what, attempt, FIRST_PAUSE, MAX_PAUSE);
    }

    /**
     * Starts a write retried with the given pauses.
     *
     * @param <T> what a successful attempt gives
     * @param what what is written, for the log
     * @param attempt makes one attempt; called again after each failure
     * @param firstPause the pause after the first failure
     * @param maxPause the longest pause
     * @return the running write
     * @throws IllegalArgumentException if a pause is not positive or the first is longer than the longest
     */
    public static <T> RetriedWrite<T> start(final String what, final Supplier<? extends ListenableFuture<T>> attempt,
            final Duration firstPause, final Duration maxPause) {
        final var write = new RetriedWrite<>(what, attempt, firstPause, maxPause);
        write.timer.execute(write::run);
        return write;
    }

    /**
     * Returns what the successful attempt gave; cancelled if closed before one succeeded.
     *
     * @return the outcome
     */
    public ListenableFuture<T> result() {
        return result;
    }

    /**
     * Returns how many attempts were started so far.
     *
     * @return the count
     */
    public synchronized int attempts() {
        return attempts;
    }

    // an attempt that throws counts as a failed attempt: the write must go on being tried
    @SuppressWarnings("checkstyle:IllegalCatch")
    private void run() {
        if (result.isDone()) {
            return;
        }
        final ListenableFuture<T> future;
        final int number;
        synchronized (this) {
            number = ++attempts;
        }
        try {
            future = attempt.get();
        } catch (RuntimeException e) {
            failed(number, e);
            return;
        }
        Futures.addCallback(future, new FutureCallback<T>() {
            @Override
            public void onSuccess(final T value) {
                if (number > 1) {
                    LOG.info("Wrote {} at attempt {}", what, number);
                }
                result.set(value);
                timer.shutdown();
            }

            @Override
            public void onFailure(final Throwable cause) {
                failed(number, cause);
            }
        }, MoreExecutors.directExecutor());
    }

    private void failed(final int number, final Throwable cause) {
        if (result.isDone()) {
            return;
        }
        final Duration wait;
        synchronized (this) {
            wait = pause;
            pause = pause.multipliedBy(2).compareTo(maxPause) > 0 ? maxPause : pause.multipliedBy(2);
        }
        LOG.warn("Could not write {} (attempt {}), trying again in {} ms: {}", what, number, wait.toMillis(),
            cause.toString());
        try {
            timer.schedule(this::run, wait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException closed) {
            LOG.debug("{}: closed, no further attempt", what, closed);
        }
    }

    /**
     * Stops: no further attempt starts; an attempt under way completes, but its outcome is not used.
     */
    @Override
    public void close() {
        result.cancel(false);
        timer.shutdownNow();
    }
}
