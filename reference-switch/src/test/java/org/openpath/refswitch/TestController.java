/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;

/**
 * A small OpenFlow 1.3 controller for tests: accepts switches on an ephemeral port, answers ECHO_REQUEST, and lets a
 * test send messages and wait for replies by type and xid. {@link Session#handshake()} does what OpenFlowPlugin
 * 0.20.1 does on connect.
 */
final class TestController implements AutoCloseable {
    static final Duration TIMEOUT = Duration.ofSeconds(10);

    private final ServerSocket server;
    private final LinkedBlockingQueue<Session> accepted = new LinkedBlockingQueue<>();
    private final List<Session> sessions = new CopyOnWriteArrayList<>();

    TestController() throws IOException {
        server = new ServerSocket(0, 200);
        Thread.ofVirtual().start(this::accept);
    }

    int port() {
        return server.getLocalPort();
    }

    private void accept() {
        try {
            while (true) {
                final var session = new Session(server.accept());
                sessions.add(session);
                accepted.add(session);
            }
        } catch (IOException e) {
            // closed
        }
    }

    /**
     * Starts a reference switch, connects it to this controller and performs OpenFlowPlugin's handshake with it.
     *
     * @param dpid the switch's datapath id
     * @param ports how many ports it has
     * @return the switch and its session, handshake done
     */
    Connected connect(final long dpid, final int ports) throws InterruptedException {
        final var sw = ReferenceSwitch.create(SwitchConfig.of(dpid, ports)).connect("127.0.0.1", port());
        final var session = nextSession();
        session.handshake();
        return new Connected(sw, session);
    }

    /**
     * A switch connected to this controller, and the controller's session with it.
     *
     * @param sw the switch
     * @param session the session, handshake done
     */
    record Connected(ReferenceSwitch sw, Session session) {
    }

    Session nextSession() throws InterruptedException {
        final var session = accepted.poll(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        assertNotNull(session, "no switch connected");
        return session;
    }

    @Override
    public void close() throws IOException {
        server.close();
        for (var session : sessions) {
            session.close();
        }
    }

    /**
     * One switch connection.
     */
    static final class Session implements AutoCloseable {
        private final Socket socket;
        private final OutputStream out;
        private final LinkedBlockingQueue<byte[]> inbox = new LinkedBlockingQueue<>();
        final List<byte[]> seen = new CopyOnWriteArrayList<>();
        private final AtomicLong xids = new AtomicLong(100);
        private volatile Predicate<byte[]> divertWhen = message -> false;
        private volatile java.util.function.Consumer<byte[]> divertTo = message -> { };
        volatile boolean closed;
        long datapathId;

        Session(final Socket socket) throws IOException {
            this.socket = socket;
            // as OpenFlowPlugin's netty channels: no Nagle delay on small request/reply messages
            socket.setTcpNoDelay(true);
            this.out = socket.getOutputStream();
            Thread.ofVirtual().start(this::read);
        }

        private void read() {
            try (var in = new DataInputStream(socket.getInputStream())) {
                while (true) {
                    final byte[] header = new byte[8];
                    in.readFully(header);
                    final int len = ByteBuffer.wrap(header).getShort(2) & 0xFFFF;
                    final byte[] message = new byte[len];
                    System.arraycopy(header, 0, message, 0, 8);
                    in.readFully(message, 8, len - 8);
                    if (message[1] == 2) {
                        final byte[] reply = message.clone();
                        reply[1] = 3;
                        send(reply);
                    } else if (divertWhen.test(message)) {
                        divertTo.accept(message);
                    } else {
                        inbox.add(message);
                    }
                }
            } catch (IOException e) {
                closed = true;
            }
        }

        /**
         * Hands the messages a predicate selects to a consumer, on the reader thread, instead of the inbox.
         */
        void divert(final Predicate<byte[]> when, final java.util.function.Consumer<byte[]> to) {
            divertTo = to;
            divertWhen = when;
        }

        long nextXid() {
            return xids.incrementAndGet();
        }

        synchronized void send(final byte[] message) {
            try {
                out.write(message);
                out.flush();
            } catch (IOException e) {
                closed = true;
            }
        }

        /**
         * Waits for a message satisfying a predicate; others are kept in {@link #seen}.
         */
        byte[] await(final Predicate<byte[]> wanted) throws InterruptedException {
            for (var old : seen) {
                if (wanted.test(old)) {
                    seen.remove(old);
                    return old;
                }
            }
            final long deadline = System.nanoTime() + TIMEOUT.toNanos();
            while (true) {
                final byte[] message = inbox.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                assertNotNull(message, "timed out waiting for a message");
                if (wanted.test(message)) {
                    return message;
                }
                seen.add(message);
            }
        }

        byte[] await(final int type, final long xid) throws InterruptedException {
            return await(message -> message[1] == type && xid(message) == xid);
        }

        /**
         * Waits for the reply to xid, whatever its type (a reply or an error).
         */
        byte[] reply(final long xid) throws InterruptedException {
            return await(message -> xid(message) == xid && message[1] != 10 && message[1] != 12);
        }

        static long xid(final byte[] message) {
            return ByteBuffer.wrap(message).getInt(4) & 0xFFFFFFFFL;
        }

        /**
         * Sends a request and returns all multipart replies (following REPLY_MORE).
         */
        List<byte[]> multipart(final int mpType, final byte[] body) throws InterruptedException {
            final long xid = nextXid();
            send(Msgs.multipart(xid, mpType, body));
            final List<byte[]> replies = new ArrayList<>();
            while (true) {
                final byte[] reply = reply(xid);
                assertEquals(19, reply[1], () -> "expected a multipart reply, got " + Msgs.hex(reply));
                assertEquals(mpType, ByteBuffer.wrap(reply).getShort(8));
                replies.add(reply);
                if ((reply[11] & 1) == 0) {
                    return replies;
                }
            }
        }

        /**
         * The handshake OpenFlowPlugin 0.20.1 performs: HELLO, FEATURES, DESC, METER_FEATURES, GROUP_FEATURES,
         * TABLE_FEATURES, PORT_DESC, ROLE (NOCHANGE, then MASTER), then the statistics it polls.
         */
        void handshake() throws InterruptedException {
            send(Msgs.hello(nextXid()));
            await(message -> message[1] == 0);
            final long features = nextXid();
            send(Msgs.header(5, features, 8).array());
            final byte[] reply = await(6, features);
            datapathId = ByteBuffer.wrap(reply).getLong(8);
            multipart(0, new byte[0]);
            multipart(11, new byte[0]);
            multipart(8, new byte[0]);
            multipart(12, new byte[0]);
            multipart(13, new byte[0]);
            role(0, 0);
            role(2, 1);
            multipart(1, Msgs.flowStatsRequest(0xFF, Msgs.match()));
            multipart(3, new byte[0]);
            multipart(4, Msgs.portStatsRequest(0xFFFFFFFFL));
            multipart(6, Msgs.groupStatsRequest(0xFFFFFFFCL));
            multipart(7, new byte[0]);
        }

        byte[] role(final int role, final long generation) throws InterruptedException {
            final long xid = nextXid();
            send(Msgs.role(xid, role, generation));
            return reply(xid);
        }

        /**
         * Sends a message and a barrier; returns the error the message caused, or null.
         */
        byte[] errorOf(final byte[] message) throws InterruptedException {
            final long xid = xid(message);
            send(message);
            final long barrier = nextXid();
            send(Msgs.header(20, barrier, 8).array());
            await(21, barrier);
            for (var old : seen) {
                if (old[1] == 1 && xid(old) == xid) {
                    seen.remove(old);
                    return old;
                }
            }
            return null;
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}
