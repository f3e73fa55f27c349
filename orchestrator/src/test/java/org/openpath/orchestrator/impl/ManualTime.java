/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.time.Duration;
import java.util.PriorityQueue;

/**
 * Time that moves only when a test moves it, and runs what was scheduled in order of due time (then of scheduling).
 */
final class ManualTime implements LossHoldDown.Scheduler {
    private record Timer(long dueNanos, long sequence, Runnable task, boolean[] cancelled) {
        // Plain data
    }

    private final PriorityQueue<Timer> timers = new PriorityQueue<>((a, b) -> a.dueNanos != b.dueNanos
        ? Long.compare(a.dueNanos, b.dueNanos) : Long.compare(a.sequence, b.sequence));
    private long nowNanos;
    private long sequence;

    long nanoTime() {
        return nowNanos;
    }

    @Override
    public Runnable schedule(final Duration delay, final Runnable task) {
        final var cancelled = new boolean[1];
        timers.add(new Timer(nowNanos + delay.toNanos(), sequence++, task, cancelled));
        return () -> cancelled[0] = true;
    }

    /**
     * Moves time on, running every timer that falls due meanwhile, at its due time.
     *
     * @param duration how far
     */
    void advance(final Duration duration) {
        final long until = nowNanos + duration.toNanos();
        while (!timers.isEmpty() && timers.peek().dueNanos <= until) {
            final var timer = timers.poll();
            nowNanos = timer.dueNanos;
            if (!timer.cancelled[0]) {
                timer.task.run();
            }
        }
        nowNanos = until;
    }

    /**
     * How many timers are still to run.
     *
     * @return the count of timers not cancelled
     */
    long pending() {
        return timers.stream().filter(timer -> !timer.cancelled[0]).count();
    }
}
