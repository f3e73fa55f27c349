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
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.LongSupplier;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.exec.FlowKey;
import org.openpath.openflow.MoveFailure;
import org.openpath.openflow.MoveFrame;
import org.openpath.openflow.MoveGuarantee;
import org.openpath.openflow.MoveMessage;
import org.openpath.openflow.MoveMode;
import org.openpath.openflow.MoveOptimisation;
import org.openpath.openflow.MoveSpec;
import org.openpath.refswitch.state.MalformedStateException;
import org.openpath.refswitch.state.StateChunk;
import org.openpath.refswitch.state.StateChunkCodec;
import org.openpath.refswitch.state.StateImport;
import org.openpath.refswitch.state.StateScope;
import org.openpath.refswitch.state.StateStore;

/**
 * The destination NF manager's side of one state move (docs/state-move.md sections 4, 6 and 8): it checks the
 * source's HELLO, imports the chunks (each as it comes with PZ, all at RELEASE without), processes the redirected
 * packets whose state is there and buffers the others (until RELEASE, or per key with ER), holds the packets of the
 * move's flows that reach it from its own switch while the guarantee needs it (OP: until END), and reports
 * MOVE_COMPLETE at END. A copy first empties the state its scope covers here, so the source's state replaces it. A
 * move that fails before its state is all here reverts every chunk it imported (and what a copy emptied).
 * Single-threaded.
 *
 * @param <P> the NF manager's packet handle
 */
public final class DestinationMove<P> {
    /**
     * Where the move stands.
     */
    public enum Phase {
        /** MOVE_READY sent, waiting for the source's HELLO. */
        PREPARED,
        /** Receiving chunks and packets. */
        RECEIVING,
        /** Every chunk imported, RELEASED sent; waiting for END. */
        RELEASED,
        /** MOVE_COMPLETE sent. */
        COMPLETE,
        /** Failed. */
        FAILED
    }

    /** Packets processed between two PACKET_ACKs. */
    static final int ACK_EVERY = 64;

    private record Waiting<P>(P packet, @Nullable FlowKey key, boolean direct) {
    }

    private static final Object ALL = new Object();

    private final MoveSpec spec;
    private final long token;
    private final StateStore store;
    private final MoveHost<P> host;
    private final LongSupplier clock;
    private final boolean earlyRelease;
    private final boolean relay;
    private final StateImport imported;
    private final Set<FlowKey> importedKeys = new HashSet<>();
    private final List<StateChunk> pending = new ArrayList<>();
    private final Map<Object, ArrayDeque<Waiting<P>>> waiting = new LinkedHashMap<>();
    private final ArrayDeque<P> heldDirect = new ArrayDeque<>();
    private final BitSet relayed = new BitSet();
    private Phase phase = Phase.PREPARED;
    private long chunks;
    private long bytes;
    private long packets;
    private long processed;
    private long buffered;
    private long held;
    private long lost;
    private long lastActivity;

    /**
     * Prepares the move at MOVE_PREPARE and answers MOVE_READY.
     *
     * @param spec the move
     * @param token the move's token (0 in relay mode)
     * @param ready the MOVE_READY to send
     * @param store the NF's state
     * @param host the NF manager
     * @param clock milliseconds, for the timeouts
     */
    public DestinationMove(final MoveSpec spec, final long token, final MoveMessage.Ready ready,
            final StateStore store, final MoveHost<P> host, final LongSupplier clock) {
        this.spec = requireNonNull(spec);
        this.token = token;
        this.store = requireNonNull(store);
        this.host = requireNonNull(host);
        this.clock = requireNonNull(clock);
        this.earlyRelease = spec.has(MoveOptimisation.EARLY_RELEASE);
        this.relay = spec.mode() == MoveMode.RELAY;
        this.imported = store.startImport();
        this.lastActivity = clock.getAsLong();
        host.toController(ready);
    }

    public Phase phase() {
        return phase;
    }

    public MoveSpec spec() {
        return spec;
    }

    public long token() {
        return token;
    }

    /**
     * Handles a frame from the source.
     *
     * @param frame the frame
     */
    public void onFrame(final MoveFrame frame) {
        if (phase == Phase.COMPLETE || phase == Phase.FAILED) {
            return;
        }
        lastActivity = clock.getAsLong();
        switch (frame) {
            case MoveFrame.Hello hello when phase == Phase.PREPARED -> hello(hello);
            case MoveFrame.Chunk chunk when phase == Phase.RECEIVING -> chunk(chunk);
            case MoveFrame.Packet packet when phase == Phase.RECEIVING || phase == Phase.RELEASED -> packet(packet);
            case MoveFrame.Release release when phase == Phase.RECEIVING -> release(release);
            case MoveFrame.End end when phase == Phase.RELEASED -> end(end);
            case MoveFrame.Abort abort -> fail(abort.failure(), "the source aborted: " + abort.reason(), false, true);
            default -> fail(MoveFailure.PROTOCOL, SourceMove.frameName(frame) + " from the source while " + phase,
                true, true);
        }
    }

    private void hello(final MoveFrame.Hello hello) {
        if (hello.moveId() != spec.moveId() || hello.token() != token) {
            fail(MoveFailure.PEER_REFUSED, "HELLO for move " + hello.moveId() + " with a wrong token", true, true);
        } else if (!hello.nfType().equals(store.nfType())) {
            fail(MoveFailure.PEER_REFUSED, "the source's NF is a " + hello.nfType() + ", this one a "
                + store.nfType(), true, true);
        } else {
            phase = Phase.RECEIVING;
            if (spec.isCopy()) {
                // a copy replaces this instance's state of the scope: what the source no longer has goes too
                imported.clear(new StateScope(spec.filter(), StateScope.kinds(spec.scope())));
            }
            host.toPeer(new MoveFrame.Accept(spec.moveId()));
        }
    }

    private void chunk(final MoveFrame.Chunk frame) {
        if (frame.seq() != chunks + 1) {
            fail(MoveFailure.PROTOCOL, "CHUNK " + frame.seq() + " after CHUNK " + chunks, true, true);
            return;
        }
        final StateChunk chunk;
        try {
            chunk = StateChunkCodec.decode(frame.chunk());
        } catch (MalformedStateException e) {
            fail(MoveFailure.STATE_REFUSED, "chunk " + frame.seq() + ": " + e.getMessage(), true, true);
            return;
        }
        chunks++;
        bytes += frame.chunk().length;
        if (!spec.has(MoveOptimisation.PARALLELIZE)) {
            pending.add(chunk);
            return;
        }
        try {
            imported.apply(chunk);
        } catch (MalformedStateException e) {
            fail(MoveFailure.STATE_REFUSED, "chunk " + frame.seq() + ": " + e.getMessage(), true, true);
            return;
        }
        if (relay) {
            host.toPeer(new MoveFrame.ChunkAck(frame.seq()));
        }
        if (chunk instanceof StateChunk.Flow flow) {
            importedKeys.add(flow.key());
            if (earlyRelease) {
                drain(flow.key());
            }
        }
    }

    private void release(final MoveFrame.Release release) {
        if (release.chunks() != chunks) {
            fail(MoveFailure.PROTOCOL, "RELEASE says " + release.chunks() + " chunks, " + chunks + " came", true,
                true);
            return;
        }
        if (!pending.isEmpty()) {
            try {
                imported.applyAll(pending);
            } catch (MalformedStateException e) {
                fail(MoveFailure.STATE_REFUSED, e.getMessage(), true, true);
                return;
            }
            if (relay) {
                for (long seq = 1; seq <= chunks; seq++) {
                    host.toPeer(new MoveFrame.ChunkAck(seq));
                }
            }
            pending.clear();
        }
        phase = Phase.RELEASED;
        for (var key : new ArrayList<>(waiting.keySet())) {
            drain(key);
        }
        // RELEASED first: once the source has it, the move can no longer be aborted, so what is acknowledged
        // from here on is never processed again by the source
        host.toPeer(new MoveFrame.Released(chunks));
        host.toPeer(new MoveFrame.PacketAck(processed));
    }

    private void packet(final MoveFrame.Packet frame) {
        if (relay) {
            // the relay releases packets per key with ER, so they come in order per flow only
            if (frame.seq() > Integer.MAX_VALUE || relayed.get((int) frame.seq())) {
                fail(MoveFailure.PROTOCOL, "PACKET " + frame.seq() + " twice", true, true);
                return;
            }
            relayed.set((int) frame.seq());
        } else if (frame.seq() != packets + 1) {
            fail(MoveFailure.PROTOCOL, "PACKET " + frame.seq() + " after PACKET " + packets, true, true);
            return;
        }
        packets++;
        final P packet = host.decode(frame);
        if (packet == null) {
            lost++;
            processed++;
            return;
        }
        final FlowKey key = MoveKeys.of(frame.key());
        final Object queue = queueOf(key);
        if (ready(key, frame.noState()) && !waiting.containsKey(queue)) {
            process(packet, key);
        } else {
            buffered++;
            waiting.computeIfAbsent(queue, k -> new ArrayDeque<>()).add(new Waiting<>(packet, key, false));
        }
    }

    /**
     * Decides about a packet of the move's flows that reached the NF from this node's own switch.
     *
     * @param packet the packet
     * @param key the NF's key of the packet, {@code null} when the NF keeps no keyed state
     * @return {@link MoveVerdict#TAKEN} when it is held, {@link MoveVerdict#PROCESS} otherwise
     */
    public MoveVerdict onDirectPacket(final P packet, final @Nullable FlowKey key) {
        if (phase == Phase.COMPLETE || phase == Phase.FAILED || spec.guarantee() == MoveGuarantee.NO_GUARANTEE) {
            return MoveVerdict.PROCESS;
        }
        if (spec.guarantee() == MoveGuarantee.ORDER_PRESERVING) {
            held++;
            heldDirect.add(packet);
            return MoveVerdict.TAKEN;
        }
        final Object queue = queueOf(key);
        if (ready(key, false) && key != null && store.chunk(key) == null) {
            // a flow without state here may have started at the source: its first packets (a SYN) can still be
            // on their way from there, so it waits for END rather than run before them
            held++;
            heldDirect.add(packet);
            return MoveVerdict.TAKEN;
        }
        if (ready(key, false) && !waiting.containsKey(queue)) {
            return MoveVerdict.PROCESS;
        }
        held++;
        waiting.computeIfAbsent(queue, k -> new ArrayDeque<>()).add(new Waiting<>(packet, key, true));
        return MoveVerdict.TAKEN;
    }

    private boolean ready(final @Nullable FlowKey key, final boolean noState) {
        return phase == Phase.RELEASED || earlyRelease && (noState || key != null && importedKeys.contains(key));
    }

    private Object queueOf(final @Nullable FlowKey key) {
        return earlyRelease && key != null ? key : ALL;
    }

    private void drain(final Object queue) {
        final var packetsOfKey = waiting.remove(queue);
        if (packetsOfKey != null) {
            for (var entry : packetsOfKey) {
                if (entry.direct()) {
                    host.process(entry.packet());
                } else {
                    process(entry.packet(), entry.key());
                }
            }
        }
    }

    private void process(final P packet, final @Nullable FlowKey key) {
        // until the move is complete, a failure reverts what redirected packets changed too
        imported.remember(key);
        host.process(packet);
        processed++;
        if (phase == Phase.RELEASED && processed % ACK_EVERY == 0) {
            host.toPeer(new MoveFrame.PacketAck(processed));
        }
    }

    private void end(final MoveFrame.End end) {
        if (end.packets() != packets) {
            fail(MoveFailure.PROTOCOL, "END says " + end.packets() + " packets, " + packets + " came", true, true);
            return;
        }
        phase = Phase.COMPLETE;
        for (var key : new ArrayList<>(waiting.keySet())) {
            drain(key);
        }
        for (var packet = heldDirect.poll(); packet != null; packet = heldDirect.poll()) {
            host.process(packet);
        }
        host.closePeer();
        host.toController(new MoveMessage.Complete(spec.moveId(), chunks, bytes, packets, buffered, held));
        host.ended();
    }

    /**
     * Handles the controller's MOVE_ABORT: honoured until RELEASED (the move cannot have completed before); the
     * destination reverts what it imported and forgets the move, so that the NF can take a new one at once. After
     * RELEASED the source decides: it passes an abort it honours on as ABORT.
     *
     * @return whether the move failed
     */
    public boolean onAbort() {
        if (phase != Phase.PREPARED && phase != Phase.RECEIVING) {
            return false;
        }
        fail(MoveFailure.ABORTED, "aborted by the controller", true, true);
        return true;
    }

    /**
     * Handles the loss of the peer channel, or a malformed frame on it.
     *
     * @param failure {@link MoveFailure#PEER_LOST} or {@link MoveFailure#PROTOCOL}
     * @param reason what happened
     */
    public void onPeerFailure(final MoveFailure failure, final String reason) {
        if (phase == Phase.COMPLETE || phase == Phase.FAILED) {
            return;
        }
        // after RELEASED the state is all here: the destination keeps it and serves what it holds
        fail(failure, (phase == Phase.RELEASED ? "after the state transfer: " : "") + reason,
            failure == MoveFailure.PROTOCOL, phase != Phase.RELEASED);
    }

    /**
     * Checks the timeouts: no HELLO within the move's timeout of MOVE_PREPARE, or no frame for that long until
     * RELEASE.
     */
    public void tick() {
        if ((phase == Phase.PREPARED || phase == Phase.RECEIVING)
                && clock.getAsLong() - lastActivity > spec.timeoutMillis()) {
            fail(MoveFailure.TIMEOUT, phase == Phase.PREPARED ? "no HELLO from the source within "
                + spec.timeoutMillis() + " ms" : "no frame from the source for " + spec.timeoutMillis()
                + " ms before RELEASE", true, true);
        }
    }

    private void fail(final MoveFailure failure, final String reason, final boolean tellPeer,
            final boolean revert) {
        phase = Phase.FAILED;
        if (revert) {
            imported.revert();
        }
        if (tellPeer) {
            host.toPeer(new MoveFrame.Abort(failure, SourceMove.truncate(reason)));
        }
        host.closePeer();
        // redirected packets still buffered are dropped: the source keeps them until acknowledged
        waiting.values().forEach(queue -> queue.stream().filter(Waiting::direct)
            .forEach(entry -> host.process(entry.packet())));
        waiting.clear();
        for (var packet = heldDirect.poll(); packet != null; packet = heldDirect.poll()) {
            host.process(packet);
        }
        host.toController(new MoveMessage.Failed(spec.moveId(), failure, SourceMove.truncate(reason)));
        host.ended();
    }

    /**
     * Returns the redirected packets that could not be continued here.
     *
     * @return the count
     */
    public long lost() {
        return lost;
    }
}
