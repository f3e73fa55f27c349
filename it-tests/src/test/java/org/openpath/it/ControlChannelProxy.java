/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import java.io.Closeable;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A TCP relay on 127.0.0.1 between switches and the controller's OpenFlow port, whose connections a test cuts as a
 * broken control network would: the switch sees its connection end without any change to its own configuration.
 * (Reconfiguring an Open vSwitch bridge's controller with {@code ovs-vsctl} makes the userspace datapath drop packets
 * of every bridge for a moment, which a real control-channel loss does not.)
 */
final class ControlChannelProxy implements AutoCloseable {
    private final int controllerPort;
    private final ServerSocket server;
    private static final int OFPT_ROLE_REPLY = 25;
    private static final int OFPCR_ROLE_MASTER = 2;

    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private final AtomicInteger sessions = new AtomicInteger();
    // the switch-side socket of the session whose switch answered a role request with MASTER
    private volatile @Nullable Socket masterSession;
    private volatile long refuseUntilNanos = System.nanoTime();
    private volatile boolean closed;

    /**
     * Starts relaying to the controller.
     *
     * @param controllerPort the controller's OpenFlow port on 127.0.0.1
     * @throws IOException if no port can be bound
     */
    ControlChannelProxy(final int controllerPort) throws IOException {
        this.controllerPort = controllerPort;
        server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread.ofVirtual().name("control-proxy-" + server.getLocalPort()).start(this::accept);
    }

    /**
     * The port switches connect to.
     *
     * @return the port on 127.0.0.1
     */
    int port() {
        return server.getLocalPort();
    }

    /**
     * How many sessions were relayed so far.
     *
     * @return the count
     */
    int sessions() {
        return sessions.get();
    }

    /**
     * Whether the current session is up and its switch took the MASTER role in it (it answered the controller's role
     * request so, which OpenFlowPlugin sends once it has set the session up).
     *
     * @return whether so
     */
    boolean isMaster() {
        final var session = masterSession;
        return session != null && !session.isClosed();
    }

    /**
     * Cuts every relayed connection, and closes the connections switches open during {@code away} at once.
     *
     * @param away how long the control network stays broken
     */
    void cut(final Duration away) {
        refuseUntilNanos = System.nanoTime() + away.toNanos();
        masterSession = null;
        for (var socket : open) {
            closeQuietly(socket);
        }
    }

    @Override
    public void close() {
        closed = true;
        closeQuietly(server);
        open.forEach(ControlChannelProxy::closeQuietly);
    }

    private void accept() {
        while (!closed) {
            final Socket switchSide;
            try {
                switchSide = server.accept();
            } catch (IOException e) {
                return;
            }
            if (System.nanoTime() - refuseUntilNanos < 0) {
                closeQuietly(switchSide);
                continue;
            }
            final var controllerSide = new Socket();
            try {
                controllerSide.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), controllerPort), 5000);
                switchSide.setTcpNoDelay(true);
                controllerSide.setTcpNoDelay(true);
            } catch (IOException e) {
                closeQuietly(switchSide);
                closeQuietly(controllerSide);
                continue;
            }
            open.add(switchSide);
            open.add(controllerSide);
            sessions.incrementAndGet();
            Thread.ofVirtual().start(() -> pump(switchSide, controllerSide, true));
            Thread.ofVirtual().start(() -> pump(controllerSide, switchSide, false));
        }
    }

    // copies one direction until either side ends, then ends both; watches the switch's messages for a MASTER role
    // reply
    private void pump(final Socket from, final Socket to, final boolean fromSwitch) {
        try (var in = new DataInputStream(from.getInputStream()); OutputStream out = to.getOutputStream()) {
            final byte[] header = new byte[8];
            while (true) {
                in.readFully(header);
                final int length = (header[2] & 0xFF) << 8 | header[3] & 0xFF;
                final byte[] body = new byte[Math.max(0, length - 8)];
                in.readFully(body);
                out.write(header);
                out.write(body);
                out.flush();
                if (fromSwitch && (header[1] & 0xFF) == OFPT_ROLE_REPLY && body.length >= 4
                        && ((body[0] & 0xFF) << 24 | (body[1] & 0xFF) << 16 | (body[2] & 0xFF) << 8
                            | body[3] & 0xFF) == OFPCR_ROLE_MASTER) {
                    masterSession = from;
                }
            }
        } catch (IOException e) {
            // the connection ended or was cut
        } finally {
            closeQuietly(from);
            closeQuietly(to);
            open.remove(from);
            open.remove(to);
        }
    }

    private static void closeQuietly(final Closeable closeable) {
        try {
            closeable.close();
        } catch (IOException e) {
            // already closed
        }
    }
}
