/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openpath.openflow.MoveFrame;
import org.openpath.openflow.MoveKey;

/**
 * Peer channels that overtake their MOVE_EXPECT: held with what they send after HELLO, taken by their move, refused
 * when they waited too long or sent too much (docs/state-move.md section 4). Channels are named by strings.
 */
class EarlyChannelsTest {
    private static final long MS = 1_000_000L;

    private final EarlyChannels<String> early = new EarlyChannels<>();

    private static MoveFrame.Hello hello(final long moveId) {
        return new MoveFrame.Hello(moveId, 42, "firewall");
    }

    private static MoveFrame.Chunk chunk(final long seq, final int bytes) {
        return new MoveFrame.Chunk(seq, MoveKey.NONE, new byte[bytes]);
    }

    @Test
    void aChannelWaitsForItsMoveWithWhatFollowedItsHelloInOrder() {
        assertTrue(early.hold("a", hello(7), 0));
        assertTrue(early.holds("a"));
        assertTrue(early.add("a", chunk(1, 100)));
        assertTrue(early.add("a", new MoveFrame.Release(1)));
        assertFalse(early.add("b", chunk(1, 100)), "a channel that does not wait here");
        assertNull(early.take(8), "another move's channel is not taken");
        final var taken = early.take(7);
        assertEquals("a", taken.link());
        assertEquals(hello(7), taken.hello());
        assertEquals(List.of("Chunk", "Release"), taken.frames().stream().map(frame -> frame.getClass()
            .getSimpleName()).toList());
        assertNull(early.take(7));
        assertEquals(0, early.bytes(), "nothing held any more");
    }

    @Test
    void aSecondChannelOfTheSameMoveIsNotHeld() {
        assertTrue(early.hold("a", hello(7), 0));
        assertFalse(early.hold("b", hello(7), 0));
        assertEquals("a", early.take(7).link());
    }

    @Test
    void channelsThatWaitedTooLongAreGivenBackOldestFirst() {
        early.hold("a", hello(1), 0);
        early.hold("b", hello(2), 500 * MS);
        early.hold("c", hello(3), 1_900 * MS);
        assertEquals(List.of(), early.expire((EarlyChannels.WAIT_MILLIS - 1) * MS));
        assertEquals(List.of("a"), early.expire(EarlyChannels.WAIT_MILLIS * MS).stream()
            .map(EarlyChannels.Held::link).toList());
        assertEquals(List.of("b", "c"), early.expire(10_000 * MS).stream().map(EarlyChannels.Held::link).toList());
        assertEquals(0, early.bytes());
    }

    @Test
    void aChannelThatFailsIsDropped() {
        early.hold("a", hello(1), 0);
        early.add("a", chunk(1, 1000));
        early.hold("b", hello(2), 0);
        early.drop("a");
        assertFalse(early.holds("a"));
        assertNull(early.take(1));
        assertEquals("b", early.take(2).link());
        assertEquals(0, early.bytes());
    }

    @Test
    void atMostSoManyChannelsAndSoManyBytesWait() {
        for (int i = 1; i <= EarlyChannels.MAX_HELD; i++) {
            assertTrue(early.hold("link" + i, hello(i), 0));
        }
        assertFalse(early.hold("one more", hello(EarlyChannels.MAX_HELD + 1), 0));
        early.take(1);
        assertTrue(early.hold("one more", hello(EarlyChannels.MAX_HELD + 1), 0));

        final int big = 1 << 20;
        int kept = 0;
        while (early.add("link2", chunk(kept + 1, big))) {
            kept++;
        }
        assertTrue(kept > 0 && early.bytes() <= EarlyChannels.MAX_BYTES, "kept " + kept + ": " + early.bytes());
        assertTrue(early.bytes() + 64 + big > EarlyChannels.MAX_BYTES, "refused only past the limit");
    }
}
