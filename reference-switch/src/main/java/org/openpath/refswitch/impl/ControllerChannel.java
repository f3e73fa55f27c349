/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import javax.net.ssl.SSLContext;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The switch's way to its controllers: one {@link Connection} per controller it was told to connect to (the members
 * of a controller cluster, as OpenFlow 1.3.5's section 6.3.6 has it), and the xids of switch-initiated messages. What
 * the datapath sends while no controller is connected is dropped.
 */
final class ControllerChannel implements Outbound {
    private static final long FIRST_XID = 0x10000000L;

    private final AtomicLong xids = new AtomicLong(FIRST_XID);
    private final List<Connection> connections = new CopyOnWriteArrayList<>();

    /**
     * Starts connecting to one more controller (and reconnecting whenever that connection drops).
     *
     * @param core the switch
     * @param host the controller host
     * @param port the controller port
     * @param tls the switch's TLS context, null for plain TCP
     */
    void connect(final SwitchCore core, final String host, final int port, final @Nullable SSLContext tls) {
        final var conn = new Connection(core, host, port, tls);
        connections.add(conn);
        conn.start();
    }

    /**
     * Tells whether a controller is connected and answered FEATURES_REQUEST.
     *
     * @return whether at least one session is handshaken
     */
    boolean isConnected() {
        return connections.stream().anyMatch(Connection::isHandshaken);
    }

    /**
     * Returns how many sessions were opened so far, with every controller.
     *
     * @return the count, reconnects included
     */
    int sessions() {
        return connections.stream().mapToInt(Connection::sessions).sum();
    }

    /**
     * Ends the current sessions, if any; each connection reconnects as after a lost connection, once {@code away} has
     * passed.
     *
     * @param away how long the switch stays away at least
     */
    void dropSession(final Duration away) {
        connections.forEach(conn -> conn.dropSession(away));
    }

    @Override
    public boolean send(final byte[] message, final Recipients recipients) {
        final boolean anyControls = recipients == Recipients.REPORTS
            && connections.stream().anyMatch(Connection::controls);
        boolean sent = false;
        for (var conn : connections) {
            final boolean wanted = switch (recipients) {
                case EVERY_SESSION -> true;
                case CONTROLLING -> conn.controls();
                case REPORTS -> !anyControls || conn.controls();
            };
            if (wanted && conn.sendAsync(message)) {
                sent = true;
            }
        }
        return sent;
    }

    @Override
    public long nextXid() {
        return xids.incrementAndGet();
    }

    /**
     * Closes every connection; the switch does not reconnect.
     */
    void close() {
        connections.forEach(Connection::close);
    }
}
