/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * Traffic steered between two working sub-SFCs on different nodes ({@code placement-result/hop}).
 *
 * @param fromSubSfc the sending sub-SFC
 * @param toSubSfc the receiving sub-SFC
 * @param path the node path, both hosts included
 * @param bandwidthGbps bandwidth reserved on every link of the path
 * @param latencyMicros the path's latency
 */
public record Hop(String fromSubSfc, String toSubSfc, List<String> path, double bandwidthGbps,
        double latencyMicros) {
    /**
     * Validates the components and copies the list.
     */
    public Hop {
        requireNonNull(fromSubSfc);
        requireNonNull(toSubSfc);
        path = List.copyOf(path);
        if (path.size() < 2 || !(bandwidthGbps > 0) || latencyMicros < 0) {
            throw new IllegalArgumentException("Hop " + fromSubSfc + "->" + toSubSfc + " needs a path and bandwidth");
        }
    }

    /**
     * Returns the number of links the hop crosses.
     *
     * @return the path length in links
     */
    public int links() {
        return path.size() - 1;
    }
}
