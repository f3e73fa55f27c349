/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Jump consistent hashing: the paper's algorithm bit for bit (values of its C code with unsigned 64-bit arithmetic),
 * one bucket takes every key, one more bucket takes keys only into itself (about its share), and the spread is even.
 */
class JumpHashTest {
    private static final int KEYS = 20_000;

    @Test
    void bucketsAreThoseOfThePapersCode() {
        // computed with the C function of Lamping and Veach (uint64_t key, int64_t b and j, double division)
        final int[] buckets = {1, 2, 3, 5, 10, 64, 1000};
        final long[] keys = {1, 42, -1L, Long.MIN_VALUE, 0x0123456789ABCDEFL, 0xDEADBEEFCAFEBABEL};
        final int[][] expected = {
            {0, 0, 0, 0, 6, 55, 549},
            {0, 1, 2, 2, 2, 43, 571},
            {0, 1, 2, 2, 9, 10, 313},
            {0, 1, 1, 4, 5, 27, 453},
            {0, 0, 0, 0, 0, 57, 194},
            {0, 1, 1, 4, 4, 35, 144},
        };
        for (int k = 0; k < keys.length; k++) {
            for (int n = 0; n < buckets.length; n++) {
                assertEquals(expected[k][n], JumpHash.bucket(keys[k], buckets[n]),
                    "key " + Long.toHexString(keys[k]) + " in " + buckets[n] + " buckets");
            }
        }
    }

    @Test
    void oneBucketTakesEveryKey() {
        final var random = new SplittableRandom(1);
        for (int i = 0; i < KEYS; i++) {
            assertEquals(0, JumpHash.bucket(random.nextLong(), 1));
        }
    }

    @Test
    void oneMoreBucketTakesKeysOnlyIntoItselfAboutItsShare() {
        final var random = new SplittableRandom(2);
        final long[] keys = random.longs(KEYS).toArray();
        for (int n = 1; n < 64; n++) {
            int moved = 0;
            for (long key : keys) {
                final int before = JumpHash.bucket(key, n);
                final int after = JumpHash.bucket(key, n + 1);
                assertTrue(before < n && after <= n, "in range");
                if (after != before) {
                    assertEquals(n, after, "key " + key + " moved from " + before + " to an old bucket at " + (n + 1));
                    moved++;
                }
            }
            final double share = (double) KEYS / (n + 1);
            assertTrue(Math.abs(moved - share) < 0.2 * share + 50,
                moved + " of " + KEYS + " keys moved to bucket " + n + ", expected about " + share);
        }
    }

    @Test
    void keysSpreadEvenly() {
        final var random = new SplittableRandom(3);
        for (int n : new int[] {3, 4, 5, 10, 64}) {
            final int[] counts = new int[n];
            final int keys = 1000 * n;
            for (int i = 0; i < keys; i++) {
                counts[JumpHash.bucket(random.nextLong(), n)]++;
            }
            for (int bucket = 0; bucket < n; bucket++) {
                // 1000 expected per bucket, standard deviation about 31: 20 % is more than 6 deviations
                assertTrue(counts[bucket] > 800 && counts[bucket] < 1200,
                    "bucket " + bucket + " of " + n + " took " + counts[bucket] + " of " + keys + " keys");
            }
        }
    }

    @Test
    void thereIsNoBucketAmongNone() {
        assertThrows(IllegalArgumentException.class, () -> JumpHash.bucket(1, 0));
    }
}
