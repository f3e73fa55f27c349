/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.move;

import static java.util.Objects.requireNonNull;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.LongSupplier;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.exec.FlowKey;
import org.openpath.openflow.MoveFailure;
import org.openpath.openflow.MoveFrame;
import org.openpath.openflow.MoveMessage;
import org.openpath.openflow.MoveMode;
import org.openpath.openflow.MoveOptimisation;
import org.openpath.openflow.MoveSpec;
import org.openpath.refswitch.state.StateChunk;
import org.openpath.refswitch.state.StateChunkCodec;
import org.openpath.refswitch.state.StateScope;
import org.openpath.refswitch.state.StateStore;

/**
 * The source NF manager's side of one state move (docs/state-move.md sections 4, 6 and 8): it locks the move's
 * flows (all at MOVE_START, or one key at a time with LL), sends the selected chunks (slice by slice between packets
 * with PZ, in one step without), redirects the locked flows' packets to the destination and keeps them until they
 * are acknowledged, reports MOVE_DONE when the destination imported everything, and on MOVE_FINISH sends END and
 * deletes the moved state (a copy keeps it: it locks nothing, redirects nothing and deletes nothing). A move that
 * fails before that leaves the source serving: it unlocks and processes the packets the destination did not
 * acknowledge, with the state it never deleted. Single-threaded.
 *
 * @param <P> the NF manager's packet handle
 */
public final class SourceMove<P> {
    /**
     * Where the move stands.
     */
    public enum Phase {
        /** HELLO sent, waiting for ACCEPT. */
        CONNECTING,
        /** Sending chunks. */
        TRANSFERRING,
        /** RELEASE sent, waiting for RELEASED. */
        RELEASING,
        /** MOVE_DONE sent; redirecting until MOVE_FINISH. */
        TRANSFERRED,
        /** END sent, state deleted. */
        FINISHED,
        /** Failed; the source serves the flows. */
        FAILED
    }

    /** Chunks sent per datapath task with PZ. */
    static final int SLICE = 64;
    /** The largest peer frame a MOVE_RELAY can carry. */
    private static final int MAX_RELAYED_FRAME = 0xFFFF - 24;

    private final MoveSpec spec;
    private final String nfType;
    private final StateStore store;
    private final MoveHost<P> host;
    private final LongSupplier clock;
    private final StateScope scope;
    private final boolean locks;
    private final boolean lateLocking;
    private final List<FlowKey> toSend;
    private final Set<FlowKey> toSendSet;
    private final Set<FlowKey> sent = new HashSet<>();
    private final boolean sharedToSend;
    private final ArrayDeque<P> retained = new ArrayDeque<>();
    private Phase phase = Phase.CONNECTING;
    private int next;
    private boolean sharedSent;
    private long chunks;
    private long bytes;
    private long redirected;
    private long acknowledged;
    private long lastActivity;

    /**
     * Starts the move at MOVE_START: snapshots the keys the scope selects, locks the flows unless LL, and sends HELLO.
     *
     * @param spec the move
     * @param token the destination's token (0 in relay mode)
     * @param store the moved NF's state
     * @param host the NF manager
     * @param clock milliseconds, for the timeouts
     */
    public SourceMove(final MoveSpec spec, final long token, final StateStore store, final MoveHost<P> host,
            final LongSupplier clock) {
        this.spec = requireNonNull(spec);
        this.store = requireNonNull(store);
        this.nfType = store.nfType();
        this.host = requireNonNull(host);
        this.clock = requireNonNull(clock);
        this.scope = new StateScope(spec.filter(), StateScope.kinds(spec.scope()));
        this.locks = spec.guarantee().locks();
        this.lateLocking = spec.has(MoveOptimisation.LATE_LOCKING);
        this.toSend = store.keys(scope);
        this.toSendSet = new HashSet<>(toSend);
        this.sharedToSend = scope.kinds().contains(org.openpath.refswitch.state.StateKind.ALL_FLOWS)
            && store.sharedChunk() != null;
        this.lastActivity = clock.getAsLong();
        host.toPeer(new MoveFrame.Hello(spec.moveId(), token, nfType));
    }

    public Phase phase() {
        return phase;
    }

    public MoveSpec spec() {
        return spec;
    }

    public long redirected() {
        return redirected;
    }

    public long chunksSent() {
        return chunks;
    }

    /**
     * Decides about a packet of the move's flows that reached the NF (the NF manager asks only for those).
     *
     * @param packet the packet
     * @param key the NF's key of the packet, {@code null} when the NF keeps no keyed state
     * @return {@link MoveVerdict#TAKEN} when the packet is redirected, {@link MoveVerdict#PROCESS} otherwise
     */
    public MoveVerdict onPacket(final P packet, final @Nullable FlowKey key) {
        if (!locks || phase == Phase.FAILED || phase == Phase.FINISHED) {
            return MoveVerdict.PROCESS;
        }
        final boolean hasState = key == null ? sharedToSend : toSendSet.contains(key);
        if (lateLocking && hasState && !(key == null ? sharedSent : sent.contains(key))) {
            return MoveVerdict.PROCESS;
        }
        redirected++;
        retained.add(packet);
        host.toPeer(host.encode(packet, redirected, !hasState, MoveKeys.of(key)));
        return MoveVerdict.TAKEN;
    }

    /**
     * Handles a frame from the destination.
     *
     * @param frame the frame
     */
    public void onFrame(final MoveFrame frame) {
        if (phase == Phase.FAILED || phase == Phase.FINISHED) {
            return;
        }
        lastActivity = clock.getAsLong();
        switch (frame) {
            case MoveFrame.Accept accept when phase == Phase.CONNECTING && accept.moveId() == spec.moveId() -> {
                phase = Phase.TRANSFERRING;
                if (spec.has(MoveOptimisation.PARALLELIZE)) {
                    exportSlice();
                } else {
                    exportAll();
                }
            }
            case MoveFrame.ChunkAck ack -> {
                // relay mode: the relay needs them, the source does not
            }
            case MoveFrame.PacketAck ack -> acknowledge(ack.count());
            case MoveFrame.Released released when phase == Phase.RELEASING -> {
                if (released.chunks() != chunks) {
                    fail(MoveFailure.PROTOCOL, "RELEASED says " + released.chunks() + " chunks, " + chunks
                        + " were sent", true);
                    return;
                }
                phase = Phase.TRANSFERRED;
                host.toController(new MoveMessage.Done(spec.moveId(), chunks, bytes, redirected));
            }
            case MoveFrame.Abort abort -> fail(abort.failure(), "the destination aborted: " + abort.reason(), false);
            default -> fail(MoveFailure.PROTOCOL, frameName(frame) + " from the destination while " + phase, true);
        }
    }

    private void acknowledge(final long count) {
        if (count > redirected || count < acknowledged) {
            fail(MoveFailure.PROTOCOL, "PACKET_ACK of " + count + " packets; " + acknowledged
                + " were acknowledged of " + redirected + " sent", true);
            return;
        }
        for (; acknowledged < count; acknowledged++) {
            retained.poll();
        }
    }

    private void exportSlice() {
        if (phase != Phase.TRANSFERRING) {
            return;
        }
        final int end = Math.min(toSend.size(), next + SLICE);
        for (; next < end; next++) {
            if (!sendKey(toSend.get(next))) {
                return;
            }
        }
        if (next < toSend.size()) {
            host.schedule(this::exportSlice);
        } else {
            release();
        }
    }

    private void exportAll() {
        for (; next < toSend.size(); next++) {
            if (!sendKey(toSend.get(next))) {
                return;
            }
        }
        release();
    }

    private boolean sendKey(final FlowKey key) {
        final StateChunk chunk = store.chunk(key);
        sent.add(key);
        return chunk == null || send(chunk, key);
    }

    private boolean send(final StateChunk chunk, final @Nullable FlowKey key) {
        final byte[] encoded = StateChunkCodec.encode(chunk);
        if (spec.mode() == MoveMode.RELAY && encoded.length + 64 > MAX_RELAYED_FRAME) {
            fail(MoveFailure.STATE_REFUSED, "a chunk of " + encoded.length + " bytes does not fit a MOVE_RELAY", true);
            return false;
        }
        chunks++;
        bytes += encoded.length;
        lastActivity = clock.getAsLong();
        host.toPeer(new MoveFrame.Chunk(chunks, MoveKeys.of(key), encoded));
        return true;
    }

    private void release() {
        if (sharedToSend && !sharedSent) {
            final var shared = store.sharedChunk();
            sharedSent = true;
            if (shared != null && !send(shared, null)) {
                return;
            }
        }
        phase = Phase.RELEASING;
        host.toPeer(new MoveFrame.Release(chunks));
    }

    /**
     * Handles MOVE_FINISH: after MOVE_DONE, sends END, deletes the moved state (not for a copy) and ends; ignored
     * before.
     *
     * @return whether the move finished
     */
    public boolean onFinish() {
        if (phase != Phase.TRANSFERRED) {
            return false;
        }
        phase = Phase.FINISHED;
        host.toPeer(new MoveFrame.End(redirected));
        if (!spec.isCopy()) {
            store.delete(scope);
        }
        retained.clear();
        host.closePeer();
        host.ended();
        return true;
    }

    /**
     * Handles MOVE_ABORT: honoured until MOVE_DONE was sent, ignored after.
     *
     * @return whether the move was aborted
     */
    public boolean onAbort() {
        if (phase == Phase.TRANSFERRED || phase == Phase.FINISHED || phase == Phase.FAILED) {
            return false;
        }
        fail(MoveFailure.ABORTED, "aborted by the controller", true);
        return true;
    }

    /**
     * Handles the loss of the peer channel (or the failure to open it).
     *
     * @param failure {@link MoveFailure#PEER_UNREACHABLE}, {@link MoveFailure#PEER_LOST} or
     *                {@link MoveFailure#PROTOCOL} for a malformed frame
     * @param reason what happened
     */
    public void onPeerFailure(final MoveFailure failure, final String reason) {
        if (phase == Phase.FINISHED || phase == Phase.FAILED) {
            return;
        }
        fail(failure, (phase == Phase.TRANSFERRED ? "after the state transfer: " : "") + reason,
            failure == MoveFailure.PROTOCOL);
    }

    /**
     * Checks the timeout: until MOVE_DONE, the move fails when nothing was sent or received for its timeout.
     */
    public void tick() {
        if ((phase == Phase.CONNECTING || phase == Phase.TRANSFERRING || phase == Phase.RELEASING)
                && clock.getAsLong() - lastActivity > spec.timeoutMillis()) {
            fail(MoveFailure.TIMEOUT, switch (phase) {
                case CONNECTING -> "no ACCEPT from the destination within " + spec.timeoutMillis() + " ms";
                default -> "no RELEASED from the destination within " + spec.timeoutMillis() + " ms";
            }, true);
        }
    }

    private void fail(final MoveFailure failure, final String reason, final boolean tellPeer) {
        phase = Phase.FAILED;
        if (tellPeer) {
            host.toPeer(new MoveFrame.Abort(failure, truncate(reason)));
        }
        host.closePeer();
        // the source serves the flows again: what the destination did not acknowledge runs here, in order
        for (var packet = retained.poll(); packet != null; packet = retained.poll()) {
            host.process(packet);
        }
        host.toController(new MoveMessage.Failed(spec.moveId(), failure, truncate(reason)));
        host.ended();
    }

    /**
     * Shortens a reason to what a frame or MOVE_FAILED carries: at most 1,024 UTF-8 bytes, cut between code points,
     * with "..." when cut.
     *
     * @param reason the reason
     * @return the reason as sent
     */
    static String truncate(final String reason) {
        final var utf8 = java.nio.charset.StandardCharsets.UTF_8;
        if (reason.getBytes(utf8).length <= MoveFrame.MAX_REASON_BYTES) {
            return reason;
        }
        final var cut = new StringBuilder();
        int bytes = 0;
        for (int codePoint : reason.codePoints().toArray()) {
            final int size = Character.toString(codePoint).getBytes(utf8).length;
            if (bytes + size > MoveFrame.MAX_REASON_BYTES - 3) {
                break;
            }
            cut.appendCodePoint(codePoint);
            bytes += size;
        }
        return cut.append("...").toString();
    }

    static String frameName(final MoveFrame frame) {
        return switch (frame) {
            case MoveFrame.Hello hello -> "HELLO";
            case MoveFrame.Accept accept -> "ACCEPT";
            case MoveFrame.Chunk chunk -> "CHUNK " + chunk.seq();
            case MoveFrame.ChunkAck ack -> "CHUNK_ACK " + ack.seq();
            case MoveFrame.Packet packet -> "PACKET " + packet.seq();
            case MoveFrame.PacketAck ack -> "PACKET_ACK";
            case MoveFrame.Release release -> "RELEASE";
            case MoveFrame.Released released -> "RELEASED";
            case MoveFrame.End end -> "END";
            case MoveFrame.Abort abort -> "ABORT";
        };
    }
}
