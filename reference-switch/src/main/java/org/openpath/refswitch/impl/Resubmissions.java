/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.ArrayDeque;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.OpenPathConstants;

/**
 * The packets waiting to run through the pipeline from table 0: those re-submitted by the OpenPATH actions (spec
 * section 3; at most {@value OpenPathConstants#MAX_RESUBMITS} times each, the next one is a loop) and those a
 * PACKET_OUT sends to the TABLE port. Owned by the datapath thread.
 */
final class Resubmissions {
    private final ArrayDeque<PacketContext> waiting = new ArrayDeque<>();

    /**
     * Queues a packet without counting it as a re-submission.
     *
     * @param packet the packet
     */
    void add(final PacketContext packet) {
        waiting.add(packet);
    }

    /**
     * Queues a re-submitted packet, unless it was re-submitted too often.
     *
     * @param packet the packet
     * @return whether it was queued; {@code false} for a loop, which the caller drops
     */
    boolean resubmit(final PacketContext packet) {
        if (packet.countResubmit() > OpenPathConstants.MAX_RESUBMITS) {
            return false;
        }
        waiting.add(packet);
        return true;
    }

    /**
     * Takes the next waiting packet.
     *
     * @return the packet, or {@code null} when none waits
     */
    @Nullable PacketContext next() {
        return waiting.poll();
    }

    /**
     * Forgets every waiting packet (after a failure in the datapath).
     */
    void clear() {
        waiting.clear();
    }
}
