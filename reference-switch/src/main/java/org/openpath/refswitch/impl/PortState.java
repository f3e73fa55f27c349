/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.concurrent.LinkedBlockingQueue;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.refswitch.Delivered;

/**
 * One port: number, name, MAC, link state, counters, the peer it is linked to and the queue of what left it when
 * it is not linked.
 */
final class PortState {
    final long number;
    final String name;
    final long mac;
    volatile boolean linkUp = true;
    volatile @Nullable SwitchCore peer;
    volatile long peerPort;
    volatile @Nullable WireEndpoint wire;
    long rxPackets;
    long txPackets;
    long rxBytes;
    long txBytes;
    long txDropped;
    final long createdNanos = System.nanoTime();
    final LinkedBlockingQueue<Delivered> egress = new LinkedBlockingQueue<>();

    PortState(final long datapathId, final long number) {
        this.number = number;
        this.name = "s" + Long.toHexString(datapathId) + "-eth" + number;
        this.mac = 0x020000000000L | (datapathId & 0xFFFFFF) << 16 & 0xFFFFFF0000L | number & 0xFFFF;
    }

    boolean live() {
        return linkUp;
    }

    void write(final MessageWriter out) {
        out.u32(number).zeros(4).uN(mac, 6).zeros(2).string(name, 16);
        out.u32(0).u32(linkUp ? 4 : 1);
        // curr, advertised, supported: 10GB_FD (bit 6) + copper (bit 11); peer 0; speeds in kbps
        out.u32(0x840).u32(0x840).u32(0x840).u32(0).u32(10_000_000).u32(10_000_000);
    }
}
