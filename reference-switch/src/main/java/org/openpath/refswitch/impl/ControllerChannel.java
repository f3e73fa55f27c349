/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import javax.net.ssl.SSLContext;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The switch's way to its controller: the current {@link Connection}, if any, and the xids of switch-initiated
 * messages. What the datapath sends while no controller is connected is dropped.
 */
final class ControllerChannel implements Outbound {
    private static final long FIRST_XID = 0x10000000L;

    private final AtomicLong xids = new AtomicLong(FIRST_XID);
    private volatile @Nullable Connection connection;

    /**
     * Starts connecting to a controller (and reconnecting whenever the connection drops).
     *
     * @param core the switch
     * @param host the controller host
     * @param port the controller port
     * @param tls the switch's TLS context, null for plain TCP
     */
    void connect(final SwitchCore core, final String host, final int port, final @Nullable SSLContext tls) {
        final var conn = new Connection(core, host, port, tls);
        connection = conn;
        conn.start();
    }

    /**
     * Tells whether a controller is connected and answered FEATURES_REQUEST.
     *
     * @return whether handshaken
     */
    boolean isConnected() {
        final var conn = connection;
        return conn != null && conn.isHandshaken();
    }

    /**
     * Returns how many sessions were opened so far.
     *
     * @return the count, reconnects included
     */
    int sessions() {
        final var conn = connection;
        return conn == null ? 0 : conn.sessions();
    }

    /**
     * Ends the current session, if any; the connection reconnects as after a lost connection, once {@code away} has
     * passed.
     *
     * @param away how long the switch stays away at least
     */
    void dropSession(final Duration away) {
        final var conn = connection;
        if (conn != null) {
            conn.dropSession(away);
        }
    }

    @Override
    public void send(final byte[] message, final boolean toSlave) {
        final var conn = connection;
        if (conn != null) {
            conn.sendAsync(message, toSlave);
        }
    }

    @Override
    public long nextXid() {
        return xids.incrementAndGet();
    }

    /**
     * Closes the connection, if any; the switch does not reconnect.
     */
    void close() {
        final var conn = connection;
        if (conn != null) {
            conn.close();
        }
    }
}
