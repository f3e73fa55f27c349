/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

/**
 * The packets a bound NF took in since the previous state-report tick, and when that tick was: what overload
 * detection judges at the next tick ({@link OverloadDetection}). Owned by the datapath thread.
 */
final class LoadWindow {
    private long startPackets;
    private long startNanos;

    /**
     * Starts the first window.
     *
     * @param packetsIn the NF's packets-in counter now
     * @param nowNanos the time now
     */
    LoadWindow(final long packetsIn, final long nowNanos) {
        restart(packetsIn, nowNanos);
    }

    /**
     * Forgets the window so far and starts a new one now.
     *
     * @param packetsIn the NF's packets-in counter now
     * @param nowNanos the time now
     */
    void restart(final long packetsIn, final long nowNanos) {
        startPackets = packetsIn;
        startNanos = nowNanos;
    }

    /**
     * Ends the window, when it lasted long enough, and starts the next one.
     *
     * @param packetsIn the NF's packets-in counter now
     * @param nowNanos the time now
     * @param minNanos the shortest window that is judged: a shorter one goes on
     * @return the packets per second the NF took in over the window; NaN when it was shorter than {@code minNanos}
     *         (or time did not advance) and goes on
     */
    double close(final long packetsIn, final long nowNanos, final long minNanos) {
        final long elapsed = nowNanos - startNanos;
        if (elapsed <= 0 || elapsed < minNanos) {
            return Double.NaN;
        }
        final double rate = (packetsIn - startPackets) * 1e9 / elapsed;
        restart(packetsIn, nowNanos);
        return rate;
    }
}
