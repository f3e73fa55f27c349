/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import java.util.List;

/**
 * MERGE(n, flags, next, p1..pn) (subtype 3, 16 + n bytes rounded up to a multiple of 8), applied to a copy: hold it
 * until all n copies of its baseline arrived or were dropped, then make one packet from the baseline, each field
 * taking the value of the highest-priority branch (p1 first) that changed it.
 *
 * @param dropWins flags bit 0: any dropped copy drops the merged packet (always set by the OpenPATH controller)
 * @param nextServiceId the merged packet's SERVICE_ID, 0 to continue with the rest of the action list
 * @param priority the branch indexes in priority order, a permutation of 1..n with 2 &le; n &le; 32
 */
public record Merge(boolean dropWins, long nextServiceId, List<Integer> priority) implements OpenPathAction {
    /** The subtype. */
    public static final int SUBTYPE = 3;

    /**
     * Validates and copies the components.
     *
     * @throws IllegalArgumentException if the id is out of range or the priority list is not a permutation of 1..n
     *                                  with 2 &le; n &le; 32
     */
    public Merge {
        Checks.uint32("MERGE next service id", nextServiceId);
        priority = List.copyOf(priority);
        final int count = priority.size();
        if (count < OpenPathConstants.MIN_BRANCHES || count > OpenPathConstants.MAX_BRANCHES) {
            throw new IllegalArgumentException("MERGE needs 2..32 branches, got " + count);
        }
        final boolean[] seen = new boolean[count + 1];
        for (int index : priority) {
            if (index < 1 || index > count || seen[index]) {
                throw new IllegalArgumentException("MERGE priority " + priority + " is not a permutation of 1.."
                    + count);
            }
            seen[index] = true;
        }
    }

    /**
     * Returns the number of branches n.
     *
     * @return 2 to 32
     */
    public int count() {
        return priority.size();
    }
}
