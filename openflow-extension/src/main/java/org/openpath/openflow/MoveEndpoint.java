/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static java.util.Objects.requireNonNull;

import java.net.InetAddress;

/**
 * Where a destination NF manager accepts the peer channel of a move.
 *
 * @param address a literal IPv4 or IPv6 address
 * @param port the TCP port, 1 to 65535
 */
public record MoveEndpoint(InetAddress address, int port) {
    /**
     * Validates the components.
     *
     * @throws IllegalArgumentException if the port is out of range
     */
    public MoveEndpoint {
        requireNonNull(address, "address");
        if (port < 1 || port > 0xFFFF) {
            throw new IllegalArgumentException("Peer port " + port + " is outside 1..65535");
        }
    }

    @Override
    public String toString() {
        return address.getHostAddress() + ":" + port;
    }
}
