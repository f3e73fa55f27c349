/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.MoveFrame;

/**
 * Peer channels that reached the destination before the controller's MOVE_EXPECT (docs/state-move.md section 4):
 * the controller sends MOVE_EXPECT and MOVE_START at once, so the source's HELLO — and what the source sends right
 * after it, chunks and redirected packets — may overtake the MOVE_EXPECT it belongs to. Such a channel's frames wait
 * here, in order, for at most {@link #WAIT_MILLIS}; then the channel is refused as UNKNOWN_MOVE, as one of a move that
 * never comes. At most {@link #MAX_HELD} channels wait at once and their frames hold at most {@link #MAX_BYTES}, so a
 * peer cannot fill the switch. Datapath thread only.
 *
 * @param <L> the channel: a {@link PeerLink} on the switch
 */
final class EarlyChannels<L> {
    /** How long a channel waits for its move's MOVE_EXPECT. */
    static final long WAIT_MILLIS = 2_000;
    /** How many channels may wait at once. */
    static final int MAX_HELD = 64;
    /** How many bytes of frames, roughly as on the wire, the waiting channels may hold together. */
    static final long MAX_BYTES = 32L << 20;

    /**
     * A channel waiting for its move.
     *
     * @param link the channel
     * @param hello its HELLO
     * @param arrivedNanos when the HELLO arrived
     * @param frames what came after the HELLO, in order
     * @param <L> the channel
     */
    record Held<L>(L link, MoveFrame.Hello hello, long arrivedNanos, List<MoveFrame> frames) {
    }

    private final Map<Long, Held<L>> held = new LinkedHashMap<>();
    private long bytes;

    /**
     * Holds a channel whose HELLO names a move not prepared yet.
     *
     * @param link the channel
     * @param hello the HELLO
     * @param nowNanos now
     * @return whether it is held; not when a channel of that move waits already or {@link #MAX_HELD} wait
     */
    boolean hold(final L link, final MoveFrame.Hello hello, final long nowNanos) {
        if (held.size() >= MAX_HELD || held.containsKey(hello.moveId())) {
            return false;
        }
        held.put(hello.moveId(), new Held<>(link, hello, nowNanos, new ArrayList<>()));
        bytes += size(hello);
        return true;
    }

    /**
     * Keeps a frame a waiting channel sent after its HELLO.
     *
     * @param link the channel
     * @param frame the frame
     * @return whether it is kept; not when the channel does not wait here or the frames would exceed
     *     {@link #MAX_BYTES} (the caller refuses the channel then)
     */
    boolean add(final L link, final MoveFrame frame) {
        final var waiting = find(link);
        if (waiting == null || bytes + size(frame) > MAX_BYTES) {
            return false;
        }
        waiting.frames().add(frame);
        bytes += size(frame);
        return true;
    }

    /**
     * Takes the channel waiting for a move, now that the move is prepared.
     *
     * @param moveId the move
     * @return the channel, its HELLO and what followed, or {@code null} if none waits
     */
    @Nullable Held<L> take(final long moveId) {
        final var taken = held.remove(moveId);
        if (taken != null) {
            release(taken);
        }
        return taken;
    }

    /**
     * Tells whether a channel waits here.
     *
     * @param link the channel
     * @return whether it does
     */
    boolean holds(final L link) {
        return find(link) != null;
    }

    /**
     * Forgets a channel: it failed, or sent what could not be kept.
     *
     * @param link the channel
     */
    void drop(final L link) {
        final var waiting = find(link);
        if (waiting != null) {
            held.remove(waiting.hello().moveId());
            release(waiting);
        }
    }

    /**
     * Removes the channels that waited too long.
     *
     * @param nowNanos now
     * @return them, oldest first, for the caller to refuse
     */
    List<Held<L>> expire(final long nowNanos) {
        final List<Held<L>> expired = new ArrayList<>();
        final var it = held.values().iterator();
        while (it.hasNext()) {
            final var waiting = it.next();
            if (nowNanos - waiting.arrivedNanos() >= WAIT_MILLIS * 1_000_000L) {
                expired.add(waiting);
                it.remove();
                release(waiting);
            }
        }
        return expired;
    }

    /**
     * Returns the bytes the waiting channels' frames hold.
     *
     * @return the bytes, roughly as on the wire
     */
    long bytes() {
        return bytes;
    }

    private @Nullable Held<L> find(final L link) {
        return held.values().stream().filter(waiting -> waiting.link().equals(link)).findFirst().orElse(null);
    }

    private void release(final Held<L> waiting) {
        bytes -= size(waiting.hello());
        waiting.frames().forEach(frame -> bytes -= size(frame));
    }

    // the frame lengths of docs/state-move.md section 5, the variable parts included
    private static long size(final MoveFrame frame) {
        return switch (frame) {
            case MoveFrame.Hello hello -> 24 + hello.nfType().length();
            case MoveFrame.Chunk chunk -> 64 + chunk.chunk().length;
            case MoveFrame.Packet packet -> 72 + packet.packet().length;
            case MoveFrame.Abort abort -> 16 + abort.reason().length();
            default -> 16;
        };
    }
}
