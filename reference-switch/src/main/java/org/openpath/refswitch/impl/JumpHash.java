/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

/**
 * Jump consistent hashing (Lamping and Veach, "A Fast, Minimal Memory, Consistent Hash Algorithm", 2014): maps a
 * 64-bit key to one of {@code n} buckets so that going from {@code n} to {@code n + 1} buckets moves a key only to
 * the new bucket (about one key in {@code n + 1}), and going back moves only the keys of the bucket that goes. The
 * keys should be well mixed (a hash), not raw values.
 */
final class JumpHash {
    /** The multiplier of the 64-bit linear congruential generator that drives the jumps. */
    private static final long LCG_MULTIPLIER = 2862933555777941757L;
    private static final double TWO_TO_THE_31 = 1L << 31;

    private JumpHash() {
        // Utility
    }

    /**
     * Returns a key's bucket. The key seeds a pseudo-random sequence of jumps forward from bucket 0; the last bucket
     * reached below {@code buckets} is the key's, so that with one more bucket the key either stays or jumps to the
     * new one.
     *
     * @param key the key, a 64-bit hash
     * @param buckets the number of buckets, at least 1
     * @return the bucket, 0 to {@code buckets - 1}
     * @throws IllegalArgumentException if there is no bucket
     */
    static int bucket(final long key, final int buckets) {
        if (buckets < 1) {
            throw new IllegalArgumentException("No bucket among " + buckets);
        }
        long state = key;
        long bucket = -1;
        long next = 0;
        while (next < buckets) {
            bucket = next;
            state = state * LCG_MULTIPLIER + 1;
            // the next jump: (bucket + 1) / r with r uniform in (0, 1], taken from the generator's top 31 bits
            next = (long) ((bucket + 1) * (TWO_TO_THE_31 / ((state >>> 33) + 1)));
        }
        return (int) bucket;
    }
}
