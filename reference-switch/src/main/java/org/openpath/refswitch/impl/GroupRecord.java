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

/**
 * An installed group (OpenFlow 1.3.5 section 5.6) with its raw bucket bytes and counters.
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

    final long groupId;
    final int type;
    final List<Bucket> buckets;
    final byte[] rawBuckets;
    final long[] bucketPackets;
    final long[] bucketBytes;
    long packets;
    long bytes;
    final long createdNanos = System.nanoTime();

    GroupRecord(final long groupId, final int type, final List<Bucket> buckets, final byte[] rawBuckets) {
        this.groupId = groupId;
        this.type = type;
        this.buckets = List.copyOf(buckets);
        this.rawBuckets = rawBuckets.clone();
        bucketPackets = new long[buckets.size()];
        bucketBytes = new long[buckets.size()];
    }
}
