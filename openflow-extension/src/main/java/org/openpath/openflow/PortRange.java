/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

/**
 * An inclusive range of TCP/UDP/SCTP ports of a flow spec (docs/openpath-openflow.md section 4.1).
 *
 * @param lower the lowest port, 0 to 65535
 * @param upper the highest port, {@code lower} to 65535
 */
public record PortRange(int lower, int upper) {
    /**
     * Validates the components.
     *
     * @throws IllegalArgumentException if a port is out of range or lower &gt; upper
     */
    public PortRange {
        if (lower < 0 || lower > 0xFFFF || upper < 0 || upper > 0xFFFF) {
            throw new IllegalArgumentException("Ports are 0..65535, got " + lower + ".." + upper);
        }
        if (lower > upper) {
            throw new IllegalArgumentException("Port range " + lower + ".." + upper + " has lower > upper");
        }
    }

    /**
     * Returns the range of one port.
     *
     * @param port the port
     * @return {@code port..port}
     */
    public static PortRange single(final int port) {
        return new PortRange(port, port);
    }

    /**
     * Tells whether a port lies in the range.
     *
     * @param port the port, negative for "no port"
     * @return whether lower &le; port &le; upper
     */
    public boolean contains(final int port) {
        return port >= lower && port <= upper;
    }

    @Override
    public String toString() {
        return lower + ".." + upper;
    }
}
