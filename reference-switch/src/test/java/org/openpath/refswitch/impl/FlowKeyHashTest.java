/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.exec.FlowKey;

/**
 * A flow key's hash is the same in both directions and tells keys apart, in all of its bits.
 */
class FlowKeyHashTest {
    private static final int HOSTS = FlowKey.IP_SRC | FlowKey.IP_DST | FlowKey.IP_PROTO;

    @Test
    void bothDirectionsHashAlike() {
        final var random = new SplittableRandom(4);
        for (int i = 0; i < 10_000; i++) {
            final long a = random.nextLong(1L << 32);
            final long b = random.nextLong(1L << 32);
            final long pa = random.nextInt(1 << 16);
            final long pb = random.nextInt(1 << 16);
            assertEquals(FlowKeyHash.of(new FlowKey(FlowKey.FIVE_TUPLE, a, b, 6, pa, pb)),
                FlowKeyHash.of(new FlowKey(FlowKey.FIVE_TUPLE, b, a, 6, pb, pa)));
            assertEquals(FlowKeyHash.of(new FlowKey(FlowKey.FOUR_TUPLE, a, b, 0, pa, pb)),
                FlowKeyHash.of(new FlowKey(FlowKey.FOUR_TUPLE, b, a, 0, pb, pa)));
            assertEquals(FlowKeyHash.of(new FlowKey(HOSTS, a, b, 17, 0, 0)),
                FlowKeyHash.of(new FlowKey(HOSTS, b, a, 17, 0, 0)));
        }
        // one host talking to itself: the ends differ by port only
        assertEquals(FlowKeyHash.of(new FlowKey(FlowKey.FIVE_TUPLE, 7, 7, 6, 1000, 80)),
            FlowKeyHash.of(new FlowKey(FlowKey.FIVE_TUPLE, 7, 7, 6, 80, 1000)));
    }

    @Test
    void differentFlowsHashApart() {
        final var hashes = new HashSet<Long>();
        for (long host = 0; host < 100; host++) {
            for (long port = 1000; port < 1100; port++) {
                assertTrue(hashes.add(FlowKeyHash.of(new FlowKey(FlowKey.FIVE_TUPLE, host, 500, 6, port, 80))));
            }
        }
        final var key = new FlowKey(FlowKey.FIVE_TUPLE, 1, 2, 6, 1000, 80);
        assertNotEquals(FlowKeyHash.of(key), FlowKeyHash.of(new FlowKey(FlowKey.FIVE_TUPLE, 1, 2, 17, 1000, 80)));
        assertNotEquals(FlowKeyHash.of(key), FlowKeyHash.of(new FlowKey(FlowKey.FIVE_TUPLE, 1, 2, 6, 80, 1000)),
            "swapping only the ports is another flow");
    }

    @Test
    void neighbouringFlowsDifferInHalfTheBits() {
        // sequential ports and addresses must not give sequential hashes: jump hashing wants mixed keys
        long total = 0;
        final int pairs = 2000;
        for (int i = 0; i < pairs; i++) {
            final long a = FlowKeyHash.of(new FlowKey(FlowKey.FIVE_TUPLE, 10, 20, 6, 1000 + i, 80));
            final long b = FlowKeyHash.of(new FlowKey(FlowKey.FIVE_TUPLE, 10, 20, 6, 1001 + i, 80));
            total += Long.bitCount(a ^ b);
        }
        final double mean = (double) total / pairs;
        assertTrue(mean > 30 && mean < 34, "mean differing bits " + mean);
    }
}
