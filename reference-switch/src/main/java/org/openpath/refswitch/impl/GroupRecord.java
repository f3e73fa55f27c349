/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.List;
import org.openpath.refswitch.Action;
import org.openpath.refswitch.impl.OfConstants.GroupType;

/**
 * An installed group (OpenFlow 1.3.5 section 5.6): its type and buckets, the raw bucket bytes GROUP_DESC echoes, and
 * its counters. Owned by the datapath thread.
 */
final class GroupRecord {
    /**
     * A bucket.
     *
     * @param weight the weight (select groups)
     * @param watchPort the watched port (fast failover)
     * @param watchGroup the watched group (fast failover)
     * @param actions the actions
     */
    record Bucket(int weight, long watchPort, long watchGroup, List<Action> actions) {
        Bucket {
            actions = List.copyOf(actions);
        }
    }

    private final long groupId;
    private final GroupType type;
    private final List<Bucket> buckets;
    private final byte[] rawBuckets;
    private final long[] bucketPackets;
    private final long[] bucketBytes;
    private final long createdNanos = System.nanoTime();
    private long packets;
    private long bytes;

    GroupRecord(final long groupId, final GroupType type, final List<Bucket> buckets, final byte[] rawBuckets) {
        this.groupId = groupId;
        this.type = type;
        this.buckets = List.copyOf(buckets);
        this.rawBuckets = rawBuckets.clone();
        bucketPackets = new long[buckets.size()];
        bucketBytes = new long[buckets.size()];
    }

    long groupId() {
        return groupId;
    }

    GroupType type() {
        return type;
    }

    List<Bucket> buckets() {
        return buckets;
    }

    /**
     * Counts a packet the group processed.
     *
     * @param length its length
     */
    void count(final int length) {
        packets++;
        bytes += length;
    }

    /**
     * Counts a packet one bucket processed.
     *
     * @param bucket the bucket index
     * @param length its length
     */
    void countBucket(final int bucket, final int length) {
        bucketPackets[bucket]++;
        bucketBytes[bucket] += length;
    }

    /**
     * Writes the {@code ofp_group_stats} structure with its bucket counters (section 7.3.5.9).
     *
     * @param out the writer
     */
    void writeStats(final MessageWriter out) {
        final long nanos = System.nanoTime() - createdNanos;
        out.u16(40 + 16 * buckets.size()).zeros(2).u32(groupId).u32(0).zeros(4).u64(packets).u64(bytes)
            .u32(nanos / 1_000_000_000L).u32(nanos % 1_000_000_000L);
        for (int i = 0; i < buckets.size(); i++) {
            out.u64(bucketPackets[i]).u64(bucketBytes[i]);
        }
    }

    /**
     * Writes the {@code ofp_group_desc} structure with the buckets as installed (section 7.3.5.10).
     *
     * @param out the writer
     */
    void writeDescription(final MessageWriter out) {
        out.u16(8 + rawBuckets.length).u8(type.code()).u8(0).u32(groupId).bytes(rawBuckets);
    }
}
