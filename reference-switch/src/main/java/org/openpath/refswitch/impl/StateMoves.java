/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.MalformedOpenPathException;
import org.openpath.openflow.MoveCodec;
import org.openpath.openflow.MoveEndpoint;
import org.openpath.openflow.MoveExpType;
import org.openpath.openflow.MoveFailure;
import org.openpath.openflow.MoveFrame;
import org.openpath.openflow.MoveMessage;
import org.openpath.openflow.MoveMode;
import org.openpath.openflow.MoveSpec;
import org.openpath.refswitch.Action;
import org.openpath.refswitch.state.MalformedStateException;
import org.openpath.refswitch.state.StateChunkCodec;
import org.openpath.refswitch.state.StateScope;
import org.openpath.refswitch.state.StateStore;

/**
 * The NF manager's state operations and state moves (docs/state-move.md): export, import and delete of a bound NF's
 * state by scope; the move messages from the controller; the peer channels (accepted on a loopback listener
 * started by the first move); the packets reaching a moving NF; the moves' timeouts. Everything runs on the
 * datapath thread except the public state operations, which hand their work to it.
 */
public final class StateMoves implements MoveInterceptor, PeerLink.Listener, AutoCloseable {
    private static final long TICK_MILLIS = 50;

    private final SwitchCore core;
    private final Map<Long, NfMoveHost> moves = new HashMap<>();
    private final Map<PeerLink, NfMoveHost> links = new IdentityHashMap<>();
    private final Set<PeerLink> open = ConcurrentHashMap.newKeySet();
    private final SecureRandom random = new SecureRandom();
    private final EarlyChannels<PeerLink> early = new EarlyChannels<>();
    private @Nullable PeerServer server;
    private @Nullable Thread ticker;
    private volatile boolean closed;

    StateMoves(final SwitchCore core) {
        this.core = core;
    }

    /**
     * Exports the state of a bound NF that a scope selects.
     *
     * @param sfc the chain
     * @param service the NF's service id
     * @param scope the scope
     * @return the export, encoded (docs/state-move.md section 2)
     * @throws IllegalArgumentException if no NF is bound as (sfc, service)
     */
    public byte[] exportState(final long sfc, final long service, final StateScope scope) {
        final var export = core.call(() -> {
            final var store = store(sfc, service);
            return store == null ? null : store.export(scope);
        });
        if (export == null) {
            throw unbound(sfc, service);
        }
        return StateChunkCodec.encodeExport(export);
    }

    /**
     * Imports an export into a bound NF, all or nothing.
     *
     * @param sfc the chain
     * @param service the NF's service id
     * @param export the export, encoded
     * @return the number of chunks imported
     * @throws MalformedStateException if the bytes are not an export, it is of another NF type or a chunk cannot be
     *         imported; nothing was imported then
     * @throws IllegalArgumentException if no NF is bound as (sfc, service)
     */
    public int importState(final long sfc, final long service, final byte[] export) throws MalformedStateException {
        final var decoded = StateChunkCodec.decodeExport(export);
        final Object result = core.call(() -> {
            final var store = store(sfc, service);
            if (store == null) {
                return unbound(sfc, service);
            }
            try {
                return store.importAll(decoded);
            } catch (MalformedStateException e) {
                return e;
            }
        });
        return switch (result) {
            case MalformedStateException e -> throw new MalformedStateException(e.getMessage(), e);
            case IllegalArgumentException e -> throw e;
            default -> (Integer) result;
        };
    }

    /**
     * Deletes the state of a bound NF that a scope covers (docs/state-move.md section 1).
     *
     * @param sfc the chain
     * @param service the NF's service id
     * @param scope the scope
     * @return the number of chunks deleted
     * @throws IllegalArgumentException if no NF is bound as (sfc, service)
     */
    public int deleteState(final long sfc, final long service, final StateScope scope) {
        final Integer deleted = core.call(() -> {
            final var store = store(sfc, service);
            return store == null ? null : store.delete(scope);
        });
        if (deleted == null) {
            throw unbound(sfc, service);
        }
        return deleted;
    }

    // ---- state moves (datapath thread)

    /**
     * Handles a state-move message from the controller (docs/openpath-openflow.md section 7). A move this NF manager
     * cannot run is answered with MOVE_FAILED; a malformed message is refused as spec section 5 says.
     *
     * @param expType the exp_type, one {@link MoveCodec#isMoveExpType(long)} knows
     * @param body the body
     * @throws OfError BAD_EXP_TYPE for a switch-to-controller message, BAD_LEN, or the experimenter BAD_VALUE
     */
    void handle(final long expType, final ByteBuffer body) throws OfError {
        final MoveMessage message = decode(expType, body);
        switch (message) {
            case MoveMessage.Prepare prepare -> prepare(prepare.spec(), 0);
            case MoveMessage.Expect expect -> prepare(expect.spec(), expect.token());
            case MoveMessage.Start start -> start(start);
            case MoveMessage.Finish finish -> {
                final var host = moves.get(finish.moveId());
                if (host != null) {
                    host.onFinish();
                }
            }
            case MoveMessage.Abort abort -> {
                final var host = moves.get(abort.moveId());
                if (host != null) {
                    host.onAbort();
                }
            }
            case MoveMessage.Relay relay -> {
                final var host = moves.get(relay.moveId());
                if (host != null) {
                    host.onFrame(relay.frame());
                }
            }
            default -> throw new OfError(OfError.OFPET_BAD_REQUEST, OfError.OFPBRC_BAD_EXP_TYPE);
        }
    }

    private static MoveMessage decode(final long expType, final ByteBuffer body) throws OfError {
        if (!MoveExpType.ofCode(expType).map(MoveExpType::fromController).orElse(false)) {
            throw new OfError(OfError.OFPET_BAD_REQUEST, OfError.OFPBRC_BAD_EXP_TYPE);
        }
        try {
            return MoveCodec.decodeBody(expType, body);
        } catch (MalformedOpenPathException e) {
            throw switch (e.problem()) {
                case BAD_LENGTH -> new OfError(OfError.OFPET_BAD_REQUEST, OfError.OFPBRC_BAD_LEN, e);
                case UNKNOWN_TYPE -> new OfError(OfError.OFPET_BAD_REQUEST, OfError.OFPBRC_BAD_EXP_TYPE, e);
                default -> OfError.openPath(org.openpath.openflow.ExperimenterErrorCode.BAD_VALUE, e);
            };
        }
    }

    /**
     * Prepares the destination's side of a move: MOVE_PREPARE, or MOVE_EXPECT with the token the controller chose.
     */
    private void prepare(final MoveSpec spec, final long chosenToken) {
        final var existing = moves.get(spec.moveId());
        if (existing != null) {
            final var ready = existing.ready();
            if (ready != null && existing.spec().equals(spec) && (chosenToken == 0 || ready.token() == chosenToken)) {
                existing.toController(ready);
            } else {
                refuse(spec, MoveFailure.MOVE_EXISTS, "move " + spec.moveId() + " is already running here");
            }
            return;
        }
        final var store = storeFor(spec);
        if (store == null || busy(spec)) {
            return;
        }
        long token = 0;
        MoveEndpoint endpoint = null;
        if (spec.mode() == MoveMode.PEER_TO_PEER) {
            try {
                endpoint = server().endpoint();
            } catch (IOException e) {
                refuse(spec, MoveFailure.PEER_UNREACHABLE, "cannot listen for the source: " + e.getMessage());
                return;
            }
            token = chosenToken;
            while (token == 0) {
                token = random.nextLong();
            }
        }
        final var host = NfMoveHost.destination(core, this, spec, store, token, endpoint);
        moves.put(spec.moveId(), host);
        startTicker();
        final var waiting = early.take(spec.moveId());
        if (waiting != null) {
            // the source's channel overtook the MOVE_EXPECT: what it sent is taken, in order, as if it arrived now
            peerFrame(waiting.link(), waiting.hello());
            waiting.frames().forEach(frame -> peerFrame(waiting.link(), frame));
        }
    }

    private void start(final MoveMessage.Start start) {
        final var spec = start.spec();
        final var existing = moves.get(spec.moveId());
        if (existing != null) {
            if (!existing.isSource() || !existing.spec().equals(spec)) {
                refuse(spec, MoveFailure.MOVE_EXISTS, "move " + spec.moveId() + " is already running here");
            }
            return;
        }
        final var store = storeFor(spec);
        if (store == null || busy(spec)) {
            return;
        }
        moves.put(spec.moveId(), NfMoveHost.source(core, this, start, store));
        startTicker();
    }

    private @Nullable StateStore storeFor(final MoveSpec spec) {
        final var store = store(spec.sfcId(), spec.serviceId());
        if (store == null) {
            refuse(spec, MoveFailure.UNKNOWN_SERVICE, "No NF is bound as service " + spec.serviceId() + " of chain "
                + spec.sfcId() + " on switch " + core.config().nodeId());
        }
        return store;
    }

    private boolean busy(final MoveSpec spec) {
        for (var host : moves.values()) {
            if (host.spec().sfcId() == spec.sfcId() && host.spec().serviceId() == spec.serviceId()) {
                refuse(spec, MoveFailure.MOVE_EXISTS, "service " + spec.serviceId() + " of chain " + spec.sfcId()
                    + " is already in move " + host.spec().moveId());
                return true;
            }
        }
        return false;
    }

    private void refuse(final MoveSpec spec, final MoveFailure failure, final String reason) {
        final var outbound = core.outbound();
        outbound.send(MoveCodec.encodeMessage(new MoveMessage.Failed(spec.moveId(), failure, reason),
            outbound.nextXid()), Outbound.Recipients.REPORTS);
    }

    private PeerServer server() throws IOException {
        var current = server;
        if (current == null) {
            current = new PeerServer(core.name(), this);
            server = current;
        }
        return current;
    }

    private void startTicker() {
        if (ticker == null) {
            ticker = Thread.ofVirtual().name("refswitch-" + core.name() + "-moves").start(() -> {
                while (!closed) {
                    try {
                        Thread.sleep(TICK_MILLIS);
                    } catch (InterruptedException e) {
                        return;
                    }
                    core.execute(this::tick);
                }
            });
        }
    }

    private void tick() {
        for (var host : new ArrayList<>(moves.values())) {
            host.tick();
        }
        for (var expired : early.expire(System.nanoTime())) {
            refuseChannel(expired.link(), new MoveFrame.Abort(MoveFailure.UNKNOWN_MOVE, "no move "
                + expired.hello().moveId() + " was prepared on switch " + core.config().nodeId() + " within "
                + EarlyChannels.WAIT_MILLIS + " ms of its HELLO"));
        }
    }

    private void refuseChannel(final PeerLink link, final MoveFrame.Abort abort) {
        link.send(abort);
        link.close();
        open.remove(link);
    }

    /**
     * Registers a peer channel the source side opened.
     *
     * @param link the link
     * @param host its move
     */
    void register(final PeerLink link, final NfMoveHost host) {
        links.put(link, host);
        open.add(link);
    }

    /**
     * Forgets a move that ended.
     *
     * @param host the move
     */
    void ended(final NfMoveHost host) {
        moves.remove(host.spec().moveId(), host);
        final var link = host.link();
        if (link != null) {
            links.remove(link);
            open.remove(link);
        }
    }

    @Override
    public void frame(final PeerLink link, final MoveFrame frame) {
        if (closed) {
            // the switch is going: nothing will answer this channel, so its peer must see it drop
            link.abort();
            return;
        }
        core.execute(() -> peerFrame(link, frame));
    }

    @Override
    public void failed(final PeerLink link, final MoveFailure failure, final String reason) {
        core.execute(() -> {
            early.drop(link);
            final var host = links.remove(link);
            if (host != null) {
                host.onPeerFailure(failure, reason);
            }
        });
    }

    private void peerFrame(final PeerLink link, final MoveFrame frame) {
        open.add(link);
        final var host = links.get(link);
        if (host != null) {
            host.onFrame(frame);
            return;
        }
        if (early.holds(link)) {
            if (!(frame instanceof MoveFrame.Hello) && early.add(link, frame)) {
                return;
            }
            early.drop(link);
            refuseChannel(link, new MoveFrame.Abort(frame instanceof MoveFrame.Hello ? MoveFailure.PROTOCOL
                : MoveFailure.UNKNOWN_MOVE, frame instanceof MoveFrame.Hello ? "a second HELLO"
                : "more than " + EarlyChannels.MAX_BYTES + " bytes before the move was prepared on switch "
                    + core.config().nodeId()));
            return;
        }
        if (frame instanceof MoveFrame.Hello hello) {
            final var prepared = moves.get(hello.moveId());
            if (prepared != null && prepared.attach(link)) {
                links.put(link, prepared);
                prepared.onFrame(hello);
                return;
            }
            if (prepared == null && early.hold(link, hello, System.nanoTime())) {
                // MOVE_EXPECT may still be on its way from the controller
                startTicker();
                return;
            }
            refuseChannel(link, new MoveFrame.Abort(MoveFailure.UNKNOWN_MOVE, "no move " + hello.moveId()
                + " is prepared on switch " + core.config().nodeId()));
        } else {
            refuseChannel(link, new MoveFrame.Abort(MoveFailure.PROTOCOL,
                "the first frame of a peer channel must be HELLO"));
        }
    }

    // ---- packets at INVOKE_NF (datapath thread)

    @Override
    public boolean take(final PacketContext packet, final Action.InvokeNf invoke, final List<Action> rest,
            final int table, final long cookie) {
        if (moves.isEmpty() || !packet.isChain() || packet.mergeGroup() != null) {
            return false;
        }
        for (var host : moves.values()) {
            final var spec = host.spec();
            if (spec.serviceId() == invoke.serviceId() && spec.sfcId() == packet.sfcId()) {
                return ChainFlowSpecs.covers(spec.filter(), packet.packet())
                    && host.take(new MovedPacket(packet, invoke, rest, table, cookie));
            }
        }
        return false;
    }

    @Override
    public void close() {
        closed = true;
        final var current = server;
        if (current != null) {
            current.close();
        }
        final var thread = ticker;
        if (thread != null) {
            thread.interrupt();
        }
        // a switch that goes away takes its peer channels with it: the peers see them drop
        open.forEach(PeerLink::abort);
        open.clear();
    }

    private @Nullable StateStore store(final long sfc, final long service) {
        final var binding = core.nf().binding(sfc, service);
        return binding == null ? null : binding.store();
    }

    private static IllegalArgumentException unbound(final long sfc, final long service) {
        return new IllegalArgumentException("No NF is bound as service " + service + " of chain " + sfc);
    }
}
