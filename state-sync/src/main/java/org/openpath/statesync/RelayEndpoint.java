/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync;

import static java.util.Objects.requireNonNull;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.openpath.openflow.MoveFrame;
import org.openpath.openflow.MoveKey;
import org.openpath.openflow.MoveOptimisation;
import org.openpath.openflow.MoveSpec;

/**
 * The controller's side of a relay-mode state move (docs/state-move.md section 7), as OpenNF's controller does it:
 * every frame of the source reaches the destination through here and the other way, chunks are forwarded at once
 * (PZ) or all at RELEASE, and redirected packets are buffered here until the destination can process them — until its
 * RELEASED, or with ER until it acknowledged the chunk of the packet's key (at once with NO_STATE) — then forwarded
 * in order. Single-threaded: the caller serialises {@link #fromSource} and {@link #fromDestination}.
 */
public final class RelayEndpoint {
    /**
     * Where the relay sends frames: MOVE_RELAY messages to the source's and the destination's switch.
     */
    public interface Sink {
        /**
         * Sends a frame to the source.
         *
         * @param frame the frame
         */
        void toSource(MoveFrame frame);

        /**
         * Sends a frame to the destination.
         *
         * @param frame the frame
         */
        void toDestination(MoveFrame frame);
    }

    private static final Object ALL = new Object();

    private final Sink sink;
    private final boolean parallelize;
    private final boolean earlyRelease;
    private final List<MoveFrame.Chunk> chunks = new ArrayList<>();
    private final Map<Long, MoveKey> chunkKeys = new HashMap<>();
    private final Set<MoveKey> acknowledged = new HashSet<>();
    private final Map<Object, ArrayDeque<MoveFrame.Packet>> buffered = new LinkedHashMap<>();
    private boolean released;
    private long packetsBuffered;
    private long framesIn;
    private long framesOut;

    /**
     * Creates the relay of one move.
     *
     * @param spec the move (relay mode)
     * @param sink where frames go
     */
    public RelayEndpoint(final MoveSpec spec, final Sink sink) {
        this.sink = requireNonNull(sink);
        this.parallelize = spec.has(MoveOptimisation.PARALLELIZE);
        this.earlyRelease = spec.has(MoveOptimisation.EARLY_RELEASE);
    }

    /**
     * Handles a frame the source sent.
     *
     * @param frame the frame
     */
    public void fromSource(final MoveFrame frame) {
        framesIn++;
        switch (frame) {
            case MoveFrame.Chunk chunk -> {
                chunkKeys.put(chunk.seq(), chunk.key());
                if (parallelize) {
                    toDestination(chunk);
                } else {
                    chunks.add(chunk);
                }
            }
            case MoveFrame.Release release -> {
                chunks.forEach(this::toDestination);
                chunks.clear();
                toDestination(release);
            }
            case MoveFrame.Packet packet -> packet(packet);
            case MoveFrame.End last -> {
                for (var queue : new ArrayList<>(buffered.keySet())) {
                    flush(queue);
                }
                toDestination(last);
            }
            default -> toDestination(frame);
        }
    }

    private void packet(final MoveFrame.Packet packet) {
        final Object queue = earlyRelease && packet.key().fields() != 0 ? packet.key() : ALL;
        final boolean ready = released || earlyRelease && (packet.noState() || acknowledged.contains(packet.key()));
        if (ready && !buffered.containsKey(queue)) {
            toDestination(packet);
        } else {
            packetsBuffered++;
            buffered.computeIfAbsent(queue, key -> new ArrayDeque<>()).add(packet);
        }
    }

    /**
     * Handles a frame the destination sent.
     *
     * @param frame the frame
     */
    public void fromDestination(final MoveFrame frame) {
        framesIn++;
        switch (frame) {
            case MoveFrame.ChunkAck ack -> {
                final var key = chunkKeys.get(ack.seq());
                if (key != null && key.fields() != 0) {
                    acknowledged.add(key);
                    if (earlyRelease) {
                        flush(key);
                    }
                }
            }
            case MoveFrame.Released done -> {
                released = true;
                for (var queue : new ArrayList<>(buffered.keySet())) {
                    flush(queue);
                }
                toSource(done);
            }
            default -> toSource(frame);
        }
    }

    private void flush(final Object queue) {
        final var packets = buffered.remove(queue);
        if (packets != null) {
            packets.forEach(this::toDestination);
        }
    }

    private void toDestination(final MoveFrame frame) {
        framesOut++;
        sink.toDestination(frame);
    }

    private void toSource(final MoveFrame frame) {
        framesOut++;
        sink.toSource(frame);
    }

    /**
     * Returns how many redirected packets had to wait here.
     *
     * @return the count
     */
    public long packetsBuffered() {
        return packetsBuffered;
    }

    /**
     * Returns the frames received from either end.
     *
     * @return the count
     */
    public long framesIn() {
        return framesIn;
    }

    /**
     * Returns the frames sent to either end.
     *
     * @return the count
     */
    public long framesOut() {
        return framesOut;
    }
}
