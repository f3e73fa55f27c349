/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.Collection;
import java.util.function.LongSupplier;

/**
 * Overload detection at the state-report ticks (docs/openpath-openflow.md section 9): a bound NF whose instances took
 * in more packets per second since the previous tick than {@code instances × capacity} becomes OVERLOADED, and goes
 * back to UP at or below that when detection made it OVERLOADED ({@link NfBinding#detected(boolean)}). Off when the
 * capacity is 0. Owned by the datapath thread.
 */
final class OverloadDetection {
    private final long capacity;
    private final LongSupplier clock;

    /**
     * Creates the detection.
     *
     * @param capacity the packets per second one NF instance sustains, 0 for unlimited (no detection)
     * @param clock the time in nanoseconds ({@link System#nanoTime()}, or a test's clock)
     */
    OverloadDetection(final long capacity, final LongSupplier clock) {
        this.capacity = capacity;
        this.clock = clock;
    }

    /**
     * Returns the time now on the detection's clock.
     *
     * @return nanoseconds
     */
    long now() {
        return clock.getAsLong();
    }

    /**
     * Starts new load windows now: the report interval changed, so the previous tick's window is not the next one's.
     *
     * @param bindings the bound NFs
     */
    void restart(final Collection<NfBinding> bindings) {
        final long now = now();
        bindings.forEach(binding -> binding.load().restart(binding.packetsIn(), now));
    }

    /**
     * Judges every bound NF's load window at a state-report tick and starts the next. A window shorter than half the
     * interval (another controller session's tick right after one) is not judged: it goes on to the next tick.
     *
     * @param bindings the bound NFs; their statuses change
     * @param intervalMillis the state report interval, 0 when off (then nothing is judged)
     */
    void tick(final Collection<NfBinding> bindings, final long intervalMillis) {
        if (capacity == 0 || intervalMillis == 0) {
            return;
        }
        final long now = now();
        final long minNanos = intervalMillis * 500_000;
        for (var binding : bindings) {
            final double rate = binding.load().close(binding.packetsIn(), now, minNanos);
            if (!Double.isNaN(rate)) {
                binding.detected(rate > (double) capacity * binding.instanceCount());
            }
        }
    }
}
