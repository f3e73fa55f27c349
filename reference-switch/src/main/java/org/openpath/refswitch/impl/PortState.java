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
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.refswitch.Delivered;

/**
 * One port (OpenFlow 1.3.5 section 7.2.1): number, name, MAC, link state, counters, what it is attached to (the peer
 * switch's port it is linked to, or a UDP wire) and the queue of what left it while it was attached to nothing.
 * Written on the datapath thread; link state and attachments are volatile so other threads may read them.
 */
final class PortState {
    private static final long LOCALLY_ADMINISTERED_MAC = 0x020000000000L;
    private static final int SPEED_KBPS = 10_000_000;

    private final long number;
    private final String name;
    private final long mac;
    private final long createdNanos = System.nanoTime();
    private final LinkedBlockingQueue<Delivered> egress = new LinkedBlockingQueue<>();
    private volatile boolean linkUp = true;
    private volatile @Nullable SwitchCore peer;
    private volatile long peerPort;
    private volatile @Nullable WireEndpoint wire;
    private long rxPackets;
    private long txPackets;
    private long rxBytes;
    private long txBytes;
    private long txDropped;

    PortState(final long datapathId, final long number) {
        this.number = number;
        this.name = "s" + Long.toHexString(datapathId) + "-eth" + number;
        this.mac = LOCALLY_ADMINISTERED_MAC | (datapathId & 0xFFFFFF) << 16 & 0xFFFFFF0000L | number & 0xFFFF;
    }

    long number() {
        return number;
    }

    String name() {
        return name;
    }

    long mac() {
        return mac;
    }

    boolean isLinkUp() {
        return linkUp;
    }

    /**
     * Sets the link state.
     *
     * @param up the new state
     * @return whether it changed
     */
    boolean setLinkUp(final boolean up) {
        if (linkUp == up) {
            return false;
        }
        linkUp = up;
        return true;
    }

    /**
     * Tells whether the port is live for fast-failover groups (OpenFlow 1.3.5 section 6.5): its link is up.
     *
     * @return whether it is live
     */
    boolean isLive() {
        return linkUp;
    }

    @Nullable SwitchCore peer() {
        return peer;
    }

    long peerPort() {
        return peerPort;
    }

    void linkTo(final SwitchCore newPeer, final long newPeerPort) {
        peerPort = newPeerPort;
        peer = newPeer;
    }

    /**
     * Forgets the peer, if it is the given switch.
     *
     * @param expected the peer to forget
     */
    void unlinkFrom(final SwitchCore expected) {
        if (peer == expected) {
            peer = null;
        }
    }

    void unlink() {
        peer = null;
    }

    @Nullable WireEndpoint wire() {
        return wire;
    }

    void attach(final WireEndpoint newWire) {
        wire = newWire;
    }

    /**
     * Forgets the wire, if it is the given one.
     *
     * @param expected the wire to forget
     */
    void detach(final WireEndpoint expected) {
        if (wire == expected) {
            wire = null;
        }
    }

    /**
     * Tells whether a wire is the one attached.
     *
     * @param candidate the wire
     * @return whether it is attached here
     */
    boolean hasWire(final WireEndpoint candidate) {
        return wire == candidate;
    }

    void countReceived(final int length) {
        rxPackets++;
        rxBytes += length;
    }

    void countTransmitted(final int length) {
        txPackets++;
        txBytes += length;
    }

    void countTransmitDropped() {
        txDropped++;
    }

    /**
     * Queues what left the port while it was attached to nothing.
     *
     * @param delivered the packet
     */
    void queue(final Delivered delivered) {
        egress.add(delivered);
    }

    /**
     * Waits for the next queued packet (any thread).
     *
     * @param timeout how long to wait
     * @return the packet, or {@code null} on timeout
     * @throws InterruptedException when interrupted
     */
    @Nullable Delivered poll(final Duration timeout) throws InterruptedException {
        return egress.poll(timeout.toNanos(), TimeUnit.NANOSECONDS);
    }

    /**
     * Moves every queued packet to a list (any thread).
     *
     * @param into the list
     */
    void drainTo(final List<Delivered> into) {
        egress.drainTo(into);
    }

    /**
     * Writes the {@code ofp_port} structure (section 7.2.1) of PORT_DESC and PORT_STATUS.
     *
     * @param out the writer
     */
    void write(final MessageWriter out) {
        out.u32(number).zeros(4).uN(mac, 6).zeros(2).string(name, 16);
        out.u32(0).u32(linkUp ? OfConstants.OFPPS_LIVE : OfConstants.OFPPS_LINK_DOWN);
        final int features = OfConstants.OFPPF_10GB_FD | OfConstants.OFPPF_COPPER;
        // curr, advertised, supported, peer; current and maximum speed
        out.u32(features).u32(features).u32(features).u32(0).u32(SPEED_KBPS).u32(SPEED_KBPS);
    }

    /**
     * Writes the {@code ofp_port_stats} structure (section 7.3.5.6).
     *
     * @param out the writer
     */
    void writeStats(final MessageWriter out) {
        final long nanos = System.nanoTime() - createdNanos;
        out.u32(number).zeros(4).u64(rxPackets).u64(txPackets).u64(rxBytes).u64(txBytes).u64(0).u64(txDropped)
            .u64(0).u64(0).u64(0).u64(0).u64(0).u64(0).u32(nanos / 1_000_000_000L).u32(nanos % 1_000_000_000L);
    }
}
