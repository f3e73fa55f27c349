/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * Barriers after messages that have no reply of their own, at most one in flight per switch. OpenFlowPlugin completes
 * such a message once a barrier sent after it is answered; a barrier per message made a burst of N messages to one
 * switch cost N barriers (2,000 for 1,000 chains' NF_BINDs). Here the first message of a burst sends a barrier at
 * once; messages sent while it is in flight only note that another is due, and one barrier goes when the first is
 * answered (or failed). Every message is thus followed by a barrier sent after it, within two round trips, and a
 * burst costs two barriers. A barrier still unanswered after {@link #LOST} counts as lost: the next message sends
 * another, so a lost answer never holds a switch's barriers back for good.
 */
final class BarrierCoalescer {
    /**
     * After how long an unanswered barrier no longer holds the next one back.
     */
    static final Duration LOST = Duration.ofSeconds(2);
    // no barrier awaited
    private static final ListenableFuture<?> NONE = Futures.immediateVoidFuture();

    private final Function<String, ListenableFuture<?>> sendBarrier;
    private final LongSupplier nanoTime;
    private final Map<String, SwitchBarrier> switches = new ConcurrentHashMap<>();

    /**
     * Creates the coalescer.
     *
     * @param sendBarrier sends a barrier to a switch (inventory node id); its future completes with the answer
     */
    BarrierCoalescer(final Function<String, ListenableFuture<?>> sendBarrier) {
        this(sendBarrier, System::nanoTime);
    }

    /**
     * Creates the coalescer with a clock.
     *
     * @param sendBarrier sends a barrier to a switch (inventory node id); its future completes with the answer
     * @param nanoTime the clock, in nanoseconds
     */
    BarrierCoalescer(final Function<String, ListenableFuture<?>> sendBarrier, final LongSupplier nanoTime) {
        this.sendBarrier = requireNonNull(sendBarrier);
        this.nanoTime = requireNonNull(nanoTime);
    }

    /**
     * Notes that a message was sent to a switch: a barrier follows it.
     *
     * @param node the switch's inventory node id
     */
    void sent(final String node) {
        switches.computeIfAbsent(node, SwitchBarrier::new).sent();
    }

    private final class SwitchBarrier {
        private final String node;
        private boolean inFlight;
        private boolean due;
        private long sentAt;
        // the barrier whose answer this switch waits for: the answer of one given up as lost changes nothing
        private ListenableFuture<?> awaited = NONE;

        SwitchBarrier(final String node) {
            this.node = node;
        }

        synchronized void sent() {
            if (inFlight && nanoTime.getAsLong() - sentAt < LOST.toNanos()) {
                due = true;
            } else {
                // nothing in flight, or the one in flight is lost: this barrier covers every message sent so far
                due = false;
                inFlight = true;
                send();
            }
        }

        private synchronized void answered(final ListenableFuture<?> answer) {
            if (answer != awaited) {
                return;
            }
            if (due) {
                due = false;
                send();
            } else {
                inFlight = false;
            }
        }

        private void send() {
            ListenableFuture<?> answer;
            try {
                answer = sendBarrier.apply(node);
            } catch (IllegalStateException | IllegalArgumentException e) {
                // the switch's RPCs are gone (it disconnected): nothing is in flight, the next message tries again
                inFlight = false;
                due = false;
                awaited = NONE;
                return;
            }
            sentAt = nanoTime.getAsLong();
            awaited = answer;
            answer.addListener(() -> answered(answer), MoreExecutors.directExecutor());
        }
    }
}
