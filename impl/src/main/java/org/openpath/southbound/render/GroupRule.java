/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * A rendered fast-failover group: the first bucket whose watched port is live carries the packet.
 *
 * @param node the switch
 * @param groupId the group id, unique on the switch
 * @param buckets the buckets, preferred first
 */
public record GroupRule(String node, long groupId, List<Bucket> buckets) {
    /**
     * Validates and copies.
     */
    public GroupRule {
        requireNonNull(node);
        buckets = List.copyOf(buckets);
        if (buckets.isEmpty()) {
            throw new IllegalArgumentException("Group " + groupId + " on " + node + " has no bucket");
        }
    }

    /**
     * Returns what identifies the group in the config inventory.
     *
     * @return {@code node + " " + groupId}
     */
    public String key() {
        return node + " " + groupId;
    }

    /**
     * A bucket.
     *
     * @param watchPort the port whose liveness decides
     * @param actions its actions
     */
    public record Bucket(long watchPort, List<RuleAction> actions) {
        /**
         * Copies the actions.
         */
        public Bucket {
            actions = List.copyOf(actions);
        }
    }
}
