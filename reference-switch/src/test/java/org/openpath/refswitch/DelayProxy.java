/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.openpath.openflow.MoveEndpoint;

/**
 * A TCP relay on 127.0.0.1 that shapes the NF managers' peer channel like the benchmark's emulated data link:
 * every byte it forwards goes through an {@link EmulatedLink} each way.
 */
final class DelayProxy implements AutoCloseable {
    private final ServerSocket server;
    private final List<Object> open = new CopyOnWriteArrayList<>();

    /**
     * Starts relaying connections to a target.
     *
     * @param target where connections go
     * @param latency one-way delay
     * @param bitsPerSecond bandwidth
     */
    DelayProxy(final InetSocketAddress target, final Duration latency, final long bitsPerSecond) throws IOException {
        server = new ServerSocket(0, 10, InetAddress.getLoopbackAddress());
        Thread.ofVirtual().start(() -> {
            while (!server.isClosed()) {
                try {
                    final Socket inbound = server.accept();
                    final Socket outbound = new Socket();
                    inbound.setTcpNoDelay(true);
                    outbound.setTcpNoDelay(true);
                    outbound.connect(target);
                    open.add(inbound);
                    open.add(outbound);
                    pump(inbound, outbound, new EmulatedLink("proxy-up", latency, bitsPerSecond));
                    pump(outbound, inbound, new EmulatedLink("proxy-down", latency, bitsPerSecond));
                } catch (IOException e) {
                    return;
                }
            }
        });
    }

    MoveEndpoint endpoint() {
        return new MoveEndpoint(server.getInetAddress(), server.getLocalPort());
    }

    private void pump(final Socket from, final Socket to, final EmulatedLink link) {
        open.add(link);
        Thread.ofVirtual().start(() -> {
            try {
                final InputStream in = from.getInputStream();
                final OutputStream out = to.getOutputStream();
                final byte[] buffer = new byte[16 * 1024];
                for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
                    final byte[] bytes = Arrays.copyOf(buffer, read);
                    link.send(read, () -> write(out, bytes));
                }
                link.send(0, () -> shutdown(to));
            } catch (IOException e) {
                link.send(0, () -> shutdown(to));
            }
        });
    }

    private static void write(final OutputStream out, final byte[] bytes) {
        try {
            out.write(bytes);
            out.flush();
        } catch (IOException e) {
            // the other side is gone; its reader sees it
        }
    }

    private static void shutdown(final Socket socket) {
        try {
            socket.shutdownOutput();
        } catch (IOException e) {
            // closed already
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
        for (var resource : open) {
            switch (resource) {
                case Socket socket -> socket.close();
                case EmulatedLink link -> link.close();
                default -> throw new IllegalStateException("unknown resource " + resource);
            }
        }
    }
}
