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
 * A topology node ({@code openpath-topology.yang}): a host that runs NFs, or a switch that only forwards.
 *
 * @param id the node id
 * @param kind host or switch
 * @param cpuCores CPU cores available to NFs (0 for a switch)
 * @param memoryMib memory available to NFs, MiB (0 for a switch)
 * @param nicGbps NIC capacity in Gbps, full duplex (0 for a switch)
 */
public record Node(String id, Kind kind, double cpuCores, long memoryMib, double nicGbps) {
    /** What a node does. */
    public enum Kind {
        /** Runs NFs. */
        HOST,
        /** Forwards only. */
        SWITCH
    }

    /**
     * Validates the components.
     */
    public Node {
        requireNonNull(id);
        requireNonNull(kind);
        if (id.isBlank() || id.chars().anyMatch(Character::isWhitespace)) {
            throw new IllegalArgumentException("Node id must be non-empty without whitespace: '" + id + "'");
        }
        if (cpuCores < 0 || memoryMib < 0 || nicGbps < 0 || Double.isNaN(cpuCores) || Double.isNaN(nicGbps)) {
            throw new IllegalArgumentException("Node " + id + " has a negative capacity");
        }
    }

    /**
     * Returns a host.
     *
     * @param id the id
     * @param cpuCores CPU cores
     * @param memoryMib memory, MiB
     * @param nicGbps NIC, Gbps
     * @return the host
     */
    public static Node host(final String id, final double cpuCores, final long memoryMib, final double nicGbps) {
        return new Node(id, Kind.HOST, cpuCores, memoryMib, nicGbps);
    }

    /**
     * Returns a switch.
     *
     * @param id the id
     * @return the switch
     */
    public static Node sw(final String id) {
        return new Node(id, Kind.SWITCH, 0, 0, 0);
    }

    /**
     * Returns whether this node runs NFs.
     *
     * @return {@code true} for a host
     */
    public boolean isHost() {
        return kind == Kind.HOST;
    }
}
