/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.DatagramChannel;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.openpath.refswitch.Wire;
import org.openpath.refswitch.WireFormat;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The UDP socket of a wire port and its receiver (a virtual thread that decodes datagrams and hands them to the
 * datapath thread); sending happens on the datapath thread.
 */
final class WireEndpoint implements Wire {
    private static final Logger LOG = LoggerFactory.getLogger(WireEndpoint.class);
    private static final byte[] LINK_PREFIX = LINK_STATE_PREFIX.getBytes(StandardCharsets.US_ASCII);
    private static final int MAX_DATAGRAM = 65_535;

    private final SwitchCore core;
    private final long port;
    private final DatagramChannel channel;
    private final InetSocketAddress local;
    private final InetSocketAddress peer;
    private volatile boolean closed;

    private WireEndpoint(final SwitchCore core, final long port, final DatagramChannel channel,
            final InetSocketAddress local, final InetSocketAddress peer) {
        this.core = core;
        this.port = port;
        this.channel = channel;
        this.local = local;
        this.peer = peer;
    }

    static WireEndpoint open(final SwitchCore core, final long port, final InetSocketAddress local,
            final InetSocketAddress peer) throws IOException {
        final var channel = DatagramChannel.open();
        try {
            channel.bind(local);
            return new WireEndpoint(core, port, channel, (InetSocketAddress) channel.getLocalAddress(), peer);
        } catch (IOException e) {
            channel.close();
            throw e;
        }
    }

    void start() {
        Thread.ofVirtual().name("refswitch-" + core.name() + "-wire" + port)
            .start(this::receive);
    }

    private void receive() {
        final var buffer = ByteBuffer.allocate(MAX_DATAGRAM);
        while (!closed) {
            buffer.clear();
            try {
                channel.receive(buffer);
            } catch (ClosedChannelException e) {
                return;
            } catch (IOException e) {
                if (!closed) {
                    LOG.warn("Wire on port {} of {} failed to receive", port, core, e);
                }
                return;
            }
            buffer.flip();
            final byte[] datagram = new byte[buffer.remaining()];
            buffer.get(datagram);
            if (datagram.length == LINK_PREFIX.length + 1
                    && Arrays.equals(datagram, 0, LINK_PREFIX.length, LINK_PREFIX, 0, LINK_PREFIX.length)) {
                core.links().wireLinkState(port, this, datagram[LINK_PREFIX.length] != 0);
            } else {
                core.links().wireReceive(port, this, WireFormat.decode(datagram));
            }
        }
    }

    /**
     * Sends a frame (on the datapath thread).
     *
     * @param frame the frame
     * @return whether it was sent
     */
    boolean send(final byte[] frame) {
        try {
            channel.send(ByteBuffer.wrap(frame), peer);
            return true;
        } catch (IOException e) {
            if (!closed) {
                LOG.debug("Wire on port {} of {} failed to send {} bytes", port, core, frame.length, e);
            }
            return false;
        }
    }

    @Override
    public InetSocketAddress localAddress() {
        return local;
    }

    @Override
    public InetSocketAddress peerAddress() {
        return peer;
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            channel.close();
        } catch (IOException e) {
            LOG.debug("Closing the wire on port {} failed", port, e);
        }
        core.links().wireDetached(port, this);
    }

    @Override
    public String toString() {
        return "Wire{port=" + port + ", local=" + local + ", peer=" + peer + "}";
    }
}
