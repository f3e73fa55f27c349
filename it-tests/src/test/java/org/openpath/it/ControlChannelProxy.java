/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A TCP relay on 127.0.0.1 between switches and the controller's OpenFlow port, whose connections a test cuts as a
 * broken control network would: the switch sees its connection end without any change to its own configuration.
 * (Reconfiguring an Open vSwitch bridge's controller with {@code ovs-vsctl} makes the userspace datapath drop packets
 * of every bridge for a moment, which a real control-channel loss does not.)
 */
final class ControlChannelProxy implements AutoCloseable {
    private final int controllerPort;
    private final ServerSocket server;
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
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
     * Cuts every relayed connection, and closes the connections switches open during {@code away} at once.
     *
     * @param away how long the control network stays broken
     */
    void cut(final Duration away) {
        refuseUntilNanos = System.nanoTime() + away.toNanos();
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
            Thread.ofVirtual().start(() -> pump(switchSide, controllerSide));
            Thread.ofVirtual().start(() -> pump(controllerSide, switchSide));
        }
    }

    // copies one direction until either side ends, then ends both
    private void pump(final Socket from, final Socket to) {
        final byte[] buffer = new byte[16_384];
        try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
            int read;
            while ((read = in.read(buffer)) >= 0) {
                out.write(buffer, 0, read);
                out.flush();
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
