/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.atomic.AtomicInteger;
import org.openpath.openflow.MoveEndpoint;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Where a destination NF manager accepts the peer channels of its moves: a TCP listener on the loopback address and
 * an ephemeral port, started by the first move. Each accepted connection becomes a {@link PeerLink} whose first
 * frame must be a HELLO naming a prepared move.
 */
final class PeerServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(PeerServer.class);

    private final ServerSocket server;
    private final String name;
    private final PeerLink.Listener listener;
    private final AtomicInteger accepted = new AtomicInteger();
    private boolean closed;

    /**
     * Binds 127.0.0.1 on an ephemeral port and starts accepting.
     *
     * @param name the switch's name, for thread names
     * @param listener receives every accepted link's frames
     * @throws IOException if the port cannot be bound
     */
    PeerServer(final String name, final PeerLink.Listener listener) throws IOException {
        this.name = name;
        this.listener = listener;
        this.server = new ServerSocket();
        server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 50);
        Thread.ofVirtual().name("refswitch-" + name + "-peers").start(this::accept);
    }

    /**
     * Returns where peers connect.
     *
     * @return the endpoint
     */
    MoveEndpoint endpoint() {
        return new MoveEndpoint(server.getInetAddress(), server.getLocalPort());
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                final Socket socket = server.accept();
                synchronized (this) {
                    if (closed) {
                        // accepted while the switch closed: the peer must see the channel drop, not wait on it
                        socket.close();
                        return;
                    }
                    socket.setTcpNoDelay(true);
                    PeerLink.accepted("refswitch-" + name + "-peer-" + accepted.incrementAndGet(), socket, listener);
                }
            } catch (IOException e) {
                if (!server.isClosed()) {
                    LOG.warn("Switch {}: accepting a peer channel failed", name, e);
                }
            }
        }
    }

    @Override
    public void close() {
        synchronized (this) {
            closed = true;
        }
        try {
            server.close();
        } catch (IOException e) {
            LOG.debug("Switch {}: closing the peer listener failed", name, e);
        }
    }
}
