/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.util.concurrent.LinkedBlockingQueue;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.MalformedOpenPathException;
import org.openpath.openflow.MoveCodec;
import org.openpath.openflow.MoveFailure;
import org.openpath.openflow.MoveFrame;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One peer channel of a state move (docs/state-move.md section 3): a TCP connection carrying peer frames, with a
 * writer virtual thread draining a queue (so the datapath thread never blocks on it, and frames sent before the
 * connection is up wait in order) and a reader virtual thread handing each frame to a listener. Closing is graceful:
 * the queued frames go out, then the write side is shut and the reader waits for the peer's end.
 */
final class PeerLink {
    /**
     * Receives what the reader finds, on the reader thread.
     */
    interface Listener {
        /**
         * A frame arrived.
         *
         * @param link the link
         * @param frame the frame
         */
        void frame(PeerLink link, MoveFrame frame);

        /**
         * The link failed or the peer closed it without this side closing first.
         *
         * @param link the link
         * @param failure {@link MoveFailure#PEER_UNREACHABLE}, {@link MoveFailure#PEER_LOST} or
         *                {@link MoveFailure#PROTOCOL}
         * @param reason what happened
         */
        void failed(PeerLink link, MoveFailure failure, String reason);
    }

    private static final Logger LOG = LoggerFactory.getLogger(PeerLink.class);
    private static final byte[] CLOSE = new byte[0];
    private static final int LINGER_MILLIS = 5000;

    private final LinkedBlockingQueue<byte[]> queue = new LinkedBlockingQueue<>();
    private final Listener listener;
    private final String name;
    private volatile @Nullable Socket socket;
    private volatile boolean closing;

    private PeerLink(final String name, final Listener listener) {
        this.name = name;
        this.listener = listener;
    }

    /**
     * Connects to a destination in the background; frames sent meanwhile wait.
     *
     * @param name the link's name in logs and thread names
     * @param address the destination's endpoint
     * @param timeoutMillis the connect timeout
     * @param listener the listener
     * @return the link
     */
    static PeerLink connect(final String name, final InetSocketAddress address, final int timeoutMillis,
            final Listener listener) {
        final var link = new PeerLink(name, listener);
        Thread.ofVirtual().name(name + "-connect").start(() -> {
            final var connected = new Socket();
            try {
                connected.setTcpNoDelay(true);
                connected.connect(address, timeoutMillis);
                if (loopsBack(connected)) {
                    throw new IOException("nothing listens there (the connection looped back to itself)");
                }
            } catch (IOException e) {
                closeQuietly(connected);
                listener.failed(link, MoveFailure.PEER_UNREACHABLE, "cannot connect to " + address.getHostString()
                    + ":" + address.getPort() + ": " + e.getMessage());
                return;
            }
            link.run(connected);
        });
        return link;
    }

    /**
     * Whether a connected socket is connected to itself: TCP's simultaneous open lets a connection to a loopback
     * port nothing listens on succeed when the kernel hands that same port to the connecting socket.
     *
     * @param connected the socket
     * @return whether its two ends are one
     */
    static boolean loopsBack(final Socket connected) {
        return connected.getLocalPort() == connected.getPort()
            && connected.getLocalAddress().equals(connected.getInetAddress());
    }

    /**
     * Serves an accepted connection.
     *
     * @param name the link's name
     * @param accepted the socket
     * @param listener the listener
     * @return the link
     */
    static PeerLink accepted(final String name, final Socket accepted, final Listener listener) {
        final var link = new PeerLink(name, listener);
        link.run(accepted);
        return link;
    }

    private void run(final Socket connected) {
        socket = connected;
        Thread.ofVirtual().name(name + "-write").start(() -> write(connected));
        Thread.ofVirtual().name(name + "-read").start(() -> read(connected));
    }

    /**
     * Sends a frame after those already queued.
     *
     * @param frame the frame
     */
    void send(final MoveFrame frame) {
        if (!closing) {
            queue.add(MoveCodec.encodeFrame(frame));
        }
    }

    /**
     * Closes the link once the queued frames have left.
     */
    void close() {
        if (!closing) {
            closing = true;
            queue.add(CLOSE);
        }
    }

    private void write(final Socket connected) {
        try {
            final OutputStream out = new BufferedOutputStream(connected.getOutputStream(), 64 * 1024);
            while (true) {
                final byte[] frame = queue.take();
                if (frame == CLOSE) {
                    out.flush();
                    connected.shutdownOutput();
                    connected.setSoTimeout(LINGER_MILLIS);
                    return;
                }
                out.write(frame);
                if (queue.isEmpty()) {
                    out.flush();
                }
            }
        } catch (IOException e) {
            LOG.debug("Peer link {}: write failed", name, e);
            closeQuietly(connected);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            closeQuietly(connected);
        }
    }

    private void read(final Socket connected) {
        final byte[] header = new byte[MoveCodec.FRAME_HEADER_BYTES];
        try (var in = new DataInputStream(new BufferedInputStream(connected.getInputStream(), 64 * 1024))) {
            while (true) {
                try {
                    in.readFully(header);
                } catch (EOFException e) {
                    if (!closing) {
                        listener.failed(this, MoveFailure.PEER_LOST, "the peer closed the channel");
                    }
                    return;
                }
                final int length = MoveCodec.frameLength(ByteBuffer.wrap(header));
                final byte[] frame = new byte[length];
                System.arraycopy(header, 0, frame, 0, header.length);
                in.readFully(frame, header.length, length - header.length);
                listener.frame(this, MoveCodec.decodeFrame(ByteBuffer.wrap(frame)));
            }
        } catch (MalformedOpenPathException e) {
            listener.failed(this, MoveFailure.PROTOCOL, "malformed frame: " + e.getMessage());
        } catch (IOException e) {
            if (!closing) {
                listener.failed(this, MoveFailure.PEER_LOST, "the channel failed: " + e.getMessage());
            }
        } finally {
            closing = true;
            queue.add(CLOSE);
            closeQuietly(connected);
        }
    }

    /**
     * Closes the connection at once, without sending what is queued.
     */
    void abort() {
        closing = true;
        final var current = socket;
        if (current != null) {
            closeQuietly(current);
        }
        queue.add(CLOSE);
    }

    private static void closeQuietly(final Socket toClose) {
        try {
            toClose.close();
        } catch (IOException e) {
            LOG.debug("Closing a peer socket failed", e);
        }
    }
}
