/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.refswitch.impl.OfConstants.ControllerRole;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The controller connection: a virtual thread that connects (and reconnects with exponential backoff), reads
 * messages and hands them to the datapath thread, and a writer virtual thread per session draining a queue. Idle
 * sessions send ECHO_REQUEST; three silent intervals end the session. Flow and group tables survive reconnects; each
 * session starts a fresh handshake.
 */
final class Connection {
    private static final Logger LOG = LoggerFactory.getLogger(Connection.class);
    private static final byte[] POISON = new byte[0];

    private final SwitchCore core;
    private final String host;
    private final int port;
    // null: plain TCP
    private final @Nullable SSLSocketFactory tls;
    private @Nullable String lastTlsFailure;
    private final AtomicInteger sessions = new AtomicInteger();
    // how long the next reconnect waits at least, set by dropSession(Duration)
    private volatile long awayMillis;
    private volatile boolean running = true;
    private volatile boolean handshaken;
    // this session's role (section 6.3.6); EQUAL when a session starts
    private volatile ControllerRole role = ControllerRole.EQUAL;
    private volatile @Nullable Socket socket;
    private volatile LinkedBlockingQueue<byte[]> queue = new LinkedBlockingQueue<>();
    private volatile long lastReceived;
    private @Nullable Thread thread;

    Connection(final SwitchCore core, final String host, final int port, final @Nullable SSLContext tls) {
        this.core = core;
        this.host = host;
        this.port = port;
        this.tls = tls == null ? null : tls.getSocketFactory();
    }

    void start() {
        thread = Thread.ofVirtual().name("refswitch-" + core.name() + "-conn")
            .start(this::run);
    }

    boolean isHandshaken() {
        return handshaken && socket != null;
    }

    void setHandshaken() {
        handshaken = true;
    }

    ControllerRole role() {
        return role;
    }

    void setRole(final ControllerRole value) {
        role = value;
    }

    /**
     * Tells whether this session is handshaken and its controller may modify the switch and receives PACKET_IN and
     * FLOW_REMOVED: its role is MASTER or EQUAL.
     *
     * @return whether it controls the switch
     */
    boolean controls() {
        return isHandshaken() && role != ControllerRole.SLAVE;
    }

    String peer() {
        return host + ":" + port;
    }

    int sessions() {
        return sessions.get();
    }

    void send(final byte[] message) {
        queue.add(message);
    }

    /**
     * Queues a switch-initiated message if this session is handshaken.
     *
     * @param message the message
     * @return whether it was queued
     */
    boolean sendAsync(final byte[] message) {
        if (isHandshaken()) {
            queue.add(message);
            return true;
        }
        return false;
    }

    /**
     * Ends the current session; the connector reconnects once {@code away} has passed (and its backoff).
     *
     * @param away how long the switch stays away at least
     */
    void dropSession(final Duration away) {
        awayMillis = away.toMillis();
        dropSession();
    }

    /**
     * Ends the current session (the connector reconnects).
     */
    void dropSession() {
        final var sock = socket;
        if (sock != null) {
            try {
                sock.close();
            } catch (IOException e) {
                LOG.trace("Close failed", e);
            }
        }
    }

    void close() {
        running = false;
        dropSession();
        final var thr = thread;
        if (thr != null) {
            thr.interrupt();
        }
    }

    private void run() {
        long backoff = 50;
        while (running) {
            try (var sock = new Socket()) {
                sock.setTcpNoDelay(true);
                sock.connect(new InetSocketAddress(host, port), 5000);
                if (tls == null) {
                    backoff = 50;
                    session(sock);
                } else {
                    // closing the TLS socket closes the TCP one
                    final var layered = tls.createSocket(sock, host, port, true);
                    if (!(layered instanceof SSLSocket secure)) {
                        layered.close();
                        throw new IOException("The TLS socket factory made no TLS socket");
                    }
                    try (secure) {
                        secure.setUseClientMode(true);
                        secure.setSoTimeout(5000);
                        secure.startHandshake();
                        secure.setSoTimeout(0);
                        lastTlsFailure = null;
                        backoff = 50;
                        session(secure);
                    }
                }
            } catch (SSLException e) {
                // said once per cause: a refused certificate would otherwise fill the log at every retry
                final var cause = e.getMessage();
                if (!Objects.equals(cause, lastTlsFailure)) {
                    LOG.warn("Switch {}: TLS with the controller at {}:{} failed: {}", core.name(), host, port, cause);
                    lastTlsFailure = cause;
                }
            } catch (IOException e) {
                LOG.debug("Switch {}: connection to {}:{} ended: {}", core.name(),
                    host, port, e.toString());
            }
            socket = null;
            handshaken = false;
            role = ControllerRole.EQUAL;
            queue.add(POISON);
            if (!running) {
                return;
            }
            final long wait = Math.max(backoff, awayMillis);
            awayMillis = 0;
            try {
                Thread.sleep(wait);
            } catch (InterruptedException e) {
                return;
            }
            backoff = Math.min(backoff * 2, core.config().maxBackoff().toMillis());
        }
    }

    private void session(final Socket sock) throws IOException {
        final var sessionQueue = new LinkedBlockingQueue<byte[]>();
        queue = sessionQueue;
        socket = sock;
        sessions.incrementAndGet();
        final OutputStream out = sock.getOutputStream();
        final Thread writer = Thread.ofVirtual().start(() -> write(sock, out, sessionQueue));
        lastReceived = System.nanoTime();
        final Thread echo = Thread.ofVirtual().start(() -> echo(sock, sessionQueue));
        core.execute(() -> core.handler().sessionStarted(this));
        final var in = new DataInputStream(sock.getInputStream());
        try {
            while (true) {
                final byte[] header = new byte[OfConstants.OFP_HEADER_BYTES];
                in.readFully(header);
                final int length = ByteBuffer.wrap(header).getShort(2) & 0xFFFF;
                if (length < OfConstants.OFP_HEADER_BYTES) {
                    throw new IOException("Unrecoverable framing error: length " + length);
                }
                final byte[] message = new byte[length];
                System.arraycopy(header, 0, message, 0, OfConstants.OFP_HEADER_BYTES);
                in.readFully(message, OfConstants.OFP_HEADER_BYTES, length - OfConstants.OFP_HEADER_BYTES);
                lastReceived = System.nanoTime();
                core.execute(() -> core.handler().handle(this, message));
            }
        } catch (EOFException e) {
            LOG.debug("Controller closed the connection");
        } finally {
            sessionQueue.add(POISON);
            writer.interrupt();
            echo.interrupt();
            core.execute(() -> core.handler().sessionEnded(this));
        }
    }

    private static void write(final Socket sock, final OutputStream out, final LinkedBlockingQueue<byte[]> messages) {
        try {
            while (true) {
                final byte[] message = messages.take();
                if (message == POISON) {
                    return;
                }
                out.write(message);
                if (messages.isEmpty()) {
                    out.flush();
                }
            }
        } catch (IOException | InterruptedException e) {
            try {
                sock.close();
            } catch (IOException closeFailed) {
                LOG.trace("Close failed", closeFailed);
            }
        }
    }

    private void echo(final Socket sock, final LinkedBlockingQueue<byte[]> messages) {
        final Duration interval = core.config().echoInterval();
        long lastReport = System.nanoTime();
        try {
            while (running && !sock.isClosed()) {
                TimeUnit.MILLISECONDS.sleep(Math.min(interval.toMillis(), 100));
                final long idle = System.nanoTime() - lastReceived;
                if (idle > interval.toNanos() * 3) {
                    LOG.info("Switch {}: controller {} silent, reconnecting", core.name(), peer());
                    sock.close();
                    return;
                }
                if (idle > interval.toNanos() && handshaken) {
                    messages.add(MessageWriter.message(OfConstants.OFPT_ECHO_REQUEST, core.outbound().nextXid())
                        .finish());
                }
                final long report = core.reportIntervalMs();
                if (report > 0 && handshaken && System.nanoTime() - lastReport >= report * 1_000_000) {
                    lastReport = System.nanoTime();
                    core.reportNfs();
                }
            }
        } catch (InterruptedException | IOException e) {
            LOG.trace("Echo loop ended", e);
        }
    }
}
