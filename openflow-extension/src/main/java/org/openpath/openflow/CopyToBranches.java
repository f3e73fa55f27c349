/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * COPY_TO_BRANCHES(kind, s1..sn) (subtype 2, 12 + 4n bytes rounded up to a multiple of 8): the packet becomes the
 * merge baseline and leaves the action list; instance k gets COPY = k and SERVICE_ID = sk and is re-submitted to
 * table 0.
 *
 * @param kind how the instances are made
 * @param serviceIds the branches' first service ids s1..sn, 2 to 32 of them, each 1 to 2^32 - 1
 */
public record CopyToBranches(CopyKind kind, List<Long> serviceIds) implements OpenPathAction {
    /** The subtype. */
    public static final int SUBTYPE = 2;

    /**
     * Validates and copies the components.
     *
     * @throws IllegalArgumentException if the number of branches or a service id is out of range
     */
    public CopyToBranches {
        requireNonNull(kind, "kind");
        serviceIds = List.copyOf(serviceIds);
        final int count = serviceIds.size();
        if (count < OpenPathConstants.MIN_BRANCHES || count > OpenPathConstants.MAX_BRANCHES) {
            throw new IllegalArgumentException("COPY_TO_BRANCHES needs 2..32 branches, got " + count);
        }
        for (int i = 0; i < count; i++) {
            Checks.nonZeroUint32("COPY_TO_BRANCHES service id of branch " + (i + 1), serviceIds.get(i));
        }
    }

    /**
     * Returns the number of branches n.
     *
     * @return 2 to 32
     */
    public int count() {
        return serviceIds.size();
    }
}
