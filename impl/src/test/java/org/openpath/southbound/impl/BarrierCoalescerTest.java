/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.SettableFuture;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link BarrierCoalescer}: every message is followed by a barrier sent after it, and a burst to one switch costs two
 * barriers, not one per message.
 */
class BarrierCoalescerTest {
    // the barriers sent, in order, each with its answer still to come
    private final List<String> sentTo = new ArrayList<>();
    private final List<SettableFuture<Object>> answers = new ArrayList<>();
    private final BarrierCoalescer barriers = new BarrierCoalescer(node -> {
        final var answer = SettableFuture.<Object>create();
        sentTo.add(node);
        answers.add(answer);
        return answer;
    });

    @Test
    void aBurstToOneSwitchCostsTwoBarriersEachMessageOneSentAfterIt() {
        barriers.sent("openflow:1");
        assertEquals(List.of("openflow:1"), sentTo, "the first message's barrier goes at once");
        for (int i = 0; i < 199; i++) {
            barriers.sent("openflow:1");
        }
        assertEquals(1, sentTo.size(), "messages sent while a barrier is in flight wait for it");

        answers.get(0).set(new Object());
        assertEquals(List.of("openflow:1", "openflow:1"), sentTo, "one barrier for the 199 sent after the first");
        answers.get(1).set(new Object());
        assertEquals(2, sentTo.size(), "nothing was sent after the second: no third");

        barriers.sent("openflow:1");
        assertEquals(3, sentTo.size(), "with nothing in flight, a message's barrier goes at once");
    }

    @Test
    void switchesHaveTheirOwnBarriers() {
        barriers.sent("openflow:1");
        barriers.sent("openflow:2");
        barriers.sent("openflow:1");
        assertEquals(List.of("openflow:1", "openflow:2"), sentTo);
        answers.get(1).set(new Object());
        assertEquals(2, sentTo.size(), "openflow:2 had nothing more");
        answers.get(0).set(new Object());
        assertEquals(List.of("openflow:1", "openflow:2", "openflow:1"), sentTo);
    }

    @Test
    void aFailedBarrierStillLetsTheDueOneGo() {
        barriers.sent("openflow:1");
        barriers.sent("openflow:1");
        answers.get(0).setException(new IllegalStateException("Device disconnected"));
        assertEquals(2, sentTo.size(), "the message sent after the failed barrier gets one of its own");
        answers.get(1).set(new Object());
        barriers.sent("openflow:1");
        assertEquals(3, sentTo.size());
    }

    @Test
    void aBarrierTheSwitchCannotTakeLeavesNothingInFlight() {
        final var refused = new ArrayList<String>();
        final var coalescer = new BarrierCoalescer(node -> {
            refused.add(node);
            if (refused.size() == 1) {
                throw new IllegalStateException("No implementation of RPC SendBarrier available");
            }
            return Futures.immediateFuture(null);
        });
        coalescer.sent("openflow:1");
        coalescer.sent("openflow:1");
        assertEquals(2, refused.size(), "the next message tried again at once");
    }

    @Test
    void anAnswerThatIsAlreadyThereFreesTheSwitchAtOnce() {
        final var count = new int[1];
        final var coalescer = new BarrierCoalescer(node -> {
            count[0]++;
            final ListenableFuture<?> done = Futures.immediateFuture(null);
            return done;
        });
        for (int i = 0; i < 3; i++) {
            coalescer.sent("openflow:1");
        }
        assertEquals(3, count[0], "each answered before the next message: each message its own barrier");
    }

    @Test
    void aBarrierUnansweredForTooLongNoLongerHoldsTheNextOneBack() {
        final var now = new long[1];
        final var sent = new ArrayList<SettableFuture<Object>>();
        final var coalescer = new BarrierCoalescer(node -> {
            final var answer = SettableFuture.<Object>create();
            sent.add(answer);
            return answer;
        }, () -> now[0]);
        coalescer.sent("openflow:1");
        now[0] = BarrierCoalescer.LOST.toNanos() - 1;
        coalescer.sent("openflow:1");
        assertEquals(1, sent.size(), "still waiting for the first");

        now[0] = BarrierCoalescer.LOST.toNanos();
        coalescer.sent("openflow:1");
        assertEquals(2, sent.size(), "the first counts as lost: a barrier for everything sent so far");
        sent.get(0).set(new Object());
        assertEquals(2, sent.size(), "the lost one's late answer sends nothing");
        sent.get(1).set(new Object());
        assertEquals(2, sent.size(), "the second covered every message: none due");
        coalescer.sent("openflow:1");
        assertEquals(3, sent.size(), "nothing in flight: at once");
    }
}
