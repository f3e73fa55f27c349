/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import org.junit.jupiter.api.Test;

/**
 * A source's peer channel must not take a socket connected to itself for the destination.
 */
class PeerLinkTest {
    @Test
    void aSocketConnectedToItsOwnPortLoopsBack() throws IOException {
        // what the kernel may do when the destination's port is free again: connect the socket to itself
        try (var socket = new Socket()) {
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), socket.getLocalPort()), 2000);
            assertTrue(PeerLink.loopsBack(socket));
        }
    }

    @Test
    void aSocketConnectedToAListenerDoesNotLoopBack() throws IOException {
        try (var server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
             var socket = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort());
             var accepted = server.accept()) {
            assertFalse(PeerLink.loopsBack(socket));
            assertFalse(PeerLink.loopsBack(accepted));
        }
    }
}
