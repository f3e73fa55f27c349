/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

import static java.util.Objects.requireNonNull;

/**
 * An undirected link between two nodes ({@code openpath-topology.yang}); its bandwidth is available in each
 * direction, but placement reserves hop bandwidth against the one figure (a conservative, half-duplex view).
 *
 * @param a one end
 * @param b the other end
 * @param bandwidthGbps bandwidth, Gbps
 * @param latencyMicros one-way latency including the switch traversal, microseconds
 */
public record Link(String a, String b, double bandwidthGbps, double latencyMicros) {
    /**
     * Validates the components.
     */
    public Link {
        requireNonNull(a);
        requireNonNull(b);
        if (a.equals(b)) {
            throw new IllegalArgumentException("Self-loop link on " + a);
        }
        if (!(bandwidthGbps > 0) || !(latencyMicros >= 0)) {
            throw new IllegalArgumentException("Link " + a + "--" + b + " needs bandwidth > 0 and latency >= 0");
        }
    }

    /**
     * Returns the end opposite to a node.
     *
     * @param node one end
     * @return the other end
     */
    public String other(final String node) {
        if (node.equals(a)) {
            return b;
        }
        if (node.equals(b)) {
            return a;
        }
        throw new IllegalArgumentException(node + " is not an end of " + id());
    }

    /**
     * Returns the link's id, {@code a--b}.
     *
     * @return the id
     */
    public String id() {
        return a + "--" + b;
    }
}
