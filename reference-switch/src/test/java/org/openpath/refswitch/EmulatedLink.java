/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import java.time.Duration;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.locks.LockSupport;

/**
 * One direction of a network link for the benchmark's testbed emulation (as the distributed state-transfer paper's
 * testbed shapes its links): a message leaves after the ones before it have been serialised at the link's bandwidth
 * and arrives one propagation delay later, in order. Delivery runs on the link's own thread.
 */
final class EmulatedLink implements AutoCloseable {
    private record Pending(long dueNanos, Runnable delivery) {
    }

    private static final Pending STOP = new Pending(0, () -> { });

    private final long latencyNanos;
    private final double nanosPerByte;
    private final LinkedBlockingQueue<Pending> queue = new LinkedBlockingQueue<>();
    private final Thread thread;
    private long freeAtNanos;

    /**
     * Starts a link.
     *
     * @param name the thread's name
     * @param latency the one-way propagation delay
     * @param bitsPerSecond the bandwidth
     */
    EmulatedLink(final String name, final Duration latency, final long bitsPerSecond) {
        this.latencyNanos = latency.toNanos();
        this.nanosPerByte = 8e9 / bitsPerSecond;
        this.thread = Thread.ofPlatform().daemon().name(name).start(this::run);
    }

    /**
     * Sends a message of a size; the delivery runs when it arrives.
     *
     * @param bytes the message's size on the wire
     * @param delivery what its arrival does
     */
    synchronized void send(final int bytes, final Runnable delivery) {
        final long now = System.nanoTime();
        freeAtNanos = Math.max(now, freeAtNanos) + (long) (bytes * nanosPerByte);
        queue.add(new Pending(freeAtNanos + latencyNanos, delivery));
    }

    private void run() {
        try {
            while (true) {
                final var next = queue.take();
                if (next == STOP) {
                    return;
                }
                for (long wait = next.dueNanos() - System.nanoTime(); wait > 0;
                        wait = next.dueNanos() - System.nanoTime()) {
                    LockSupport.parkNanos(wait);
                }
                next.delivery().run();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        queue.add(STOP);
    }
}
