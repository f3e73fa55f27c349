/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.exec.FlowKey;
import org.openpath.openflow.MoveCodec;
import org.openpath.openflow.MoveEndpoint;
import org.openpath.openflow.MoveFailure;
import org.openpath.openflow.MoveFrame;
import org.openpath.openflow.MoveKey;
import org.openpath.openflow.MoveMessage;
import org.openpath.openflow.MoveMode;
import org.openpath.openflow.MoveSpec;
import org.openpath.refswitch.Action;
import org.openpath.refswitch.ChainPacket;
import org.openpath.refswitch.FlowEntry;
import org.openpath.refswitch.Instruction;
import org.openpath.refswitch.OxmField;
import org.openpath.refswitch.WireFormat;
import org.openpath.refswitch.move.DestinationMove;
import org.openpath.refswitch.move.MoveHost;
import org.openpath.refswitch.move.MoveVerdict;
import org.openpath.refswitch.move.SourceMove;
import org.openpath.refswitch.state.StateStore;

/**
 * One state move at this switch's NF manager: its state machine (source or destination) and what the machine needs
 * from the switch — the peer channel or, in relay mode, the controller connection; the pipeline to run and continue
 * packets; the datapath thread to schedule on. Used on the datapath thread only.
 */
final class NfMoveHost implements MoveHost<MovedPacket> {
    private record Continuation(Action.InvokeNf invoke, List<Action> rest, int table, long cookie, long inPort,
            PacketContext.@Nullable GraphExit graphExit) {
    }

    private final SwitchCore core;
    private final StateMoves moves;
    private final MoveSpec spec;
    private final StateStore store;
    private final boolean relay;
    private @Nullable InetSocketAddress connectTo;
    private @Nullable PeerLink link;
    private @Nullable SourceMove<MovedPacket> source;
    private @Nullable DestinationMove<MovedPacket> destination;
    private MoveMessage.@Nullable Ready ready;
    private @Nullable Continuation continuation;

    private NfMoveHost(final SwitchCore core, final StateMoves moves, final MoveSpec spec, final StateStore store) {
        this.core = core;
        this.moves = moves;
        this.spec = spec;
        this.store = store;
        this.relay = spec.mode() == MoveMode.RELAY;
    }

    /**
     * Starts the source side at MOVE_START.
     */
    static NfMoveHost source(final SwitchCore core, final StateMoves moves, final MoveMessage.Start start,
            final StateStore store) {
        final var host = new NfMoveHost(core, moves, start.spec(), store);
        final MoveEndpoint destination = start.destination();
        if (destination != null) {
            host.connectTo = new InetSocketAddress(destination.address(), destination.port());
        }
        host.source = new SourceMove<>(start.spec(), start.token(), store, host, System::currentTimeMillis);
        return host;
    }

    /**
     * Prepares the destination side at MOVE_PREPARE; it answers MOVE_READY.
     */
    static NfMoveHost destination(final SwitchCore core, final StateMoves moves, final MoveSpec spec,
            final StateStore store, final long token, final @Nullable MoveEndpoint endpoint) {
        final var host = new NfMoveHost(core, moves, spec, store);
        host.ready = new MoveMessage.Ready(spec.moveId(), token, endpoint);
        host.destination = new DestinationMove<>(spec, token, host.ready, store, host, System::currentTimeMillis);
        return host;
    }

    MoveSpec spec() {
        return spec;
    }

    boolean isSource() {
        return source != null;
    }

    MoveMessage.@Nullable Ready ready() {
        return ready;
    }

    @Nullable PeerLink link() {
        return link;
    }

    /**
     * Attaches the accepted peer channel to the destination side.
     *
     * @param accepted the link
     * @return whether it was attached (the move is a destination without a channel yet)
     */
    boolean attach(final PeerLink accepted) {
        if (destination == null || link != null || relay) {
            return false;
        }
        link = accepted;
        return true;
    }

    void onFrame(final MoveFrame frame) {
        final var src = source;
        if (src != null) {
            src.onFrame(frame);
        }
        final var dst = destination;
        if (dst != null) {
            dst.onFrame(frame);
        }
    }

    void onPeerFailure(final MoveFailure failure, final String reason) {
        final var src = source;
        if (src != null) {
            src.onPeerFailure(failure, reason);
        }
        final var dst = destination;
        if (dst != null) {
            dst.onPeerFailure(failure, reason);
        }
    }

    void onFinish() {
        final var src = source;
        if (src != null) {
            src.onFinish();
        }
    }

    void onAbort() {
        final var src = source;
        if (src != null) {
            src.onAbort();
        }
        final var dst = destination;
        if (dst != null) {
            dst.onAbort();
        }
    }

    void tick() {
        final var src = source;
        if (src != null) {
            src.tick();
        }
        final var dst = destination;
        if (dst != null) {
            dst.tick();
        }
    }

    /**
     * Offers a packet of the move's flows that reached the NF at this switch.
     */
    boolean take(final MovedPacket packet) {
        final FlowKey key = store.keyOf(packet.packet().packet());
        final var src = source;
        if (src != null) {
            return src.onPacket(packet, key) == MoveVerdict.TAKEN;
        }
        final var dst = destination;
        return dst != null && dst.onDirectPacket(packet, key) == MoveVerdict.TAKEN;
    }

    // ---- MoveHost

    @Override
    public void toPeer(final MoveFrame frame) {
        if (relay) {
            final var outbound = core.outbound();
            outbound.send(MoveCodec.encodeMessage(new MoveMessage.Relay(spec.moveId(), false, frame),
                outbound.nextXid()), Outbound.Recipients.REPORTS);
            return;
        }
        var current = link;
        final var address = connectTo;
        if (current == null && address != null) {
            current = PeerLink.connect("refswitch-" + core.name() + "-move-" + spec.moveId(), address,
                (int) spec.timeoutMillis(), moves);
            link = current;
            moves.register(current, this);
        }
        if (current != null) {
            current.send(frame);
        }
    }

    @Override
    public void toController(final MoveMessage message) {
        final var outbound = core.outbound();
        outbound.send(MoveCodec.encodeMessage(message, outbound.nextXid()), Outbound.Recipients.REPORTS);
    }

    @Override
    public void closePeer() {
        final var current = link;
        if (current != null) {
            current.close();
        }
    }

    @Override
    public void process(final MovedPacket packet) {
        core.pipeline().resume(packet);
    }

    @Override
    public MoveFrame.Packet encode(final MovedPacket packet, final long seq, final boolean noState,
            final MoveKey key) {
        final var chain = (ChainPacket) packet.packet().toDelivered();
        return new MoveFrame.Packet(seq, noState, chain.sfcId(), chain.pathId(), chain.tag(), key,
            WireFormat.encode(chain.packet()));
    }

    @Override
    public @Nullable MovedPacket decode(final MoveFrame.Packet frame) {
        final var packet = WireFormat.decodePacket(frame.packet());
        final var next = continuation();
        if (packet == null || next == null) {
            return null;
        }
        final var context = PacketContext.arrived(new ChainPacket(packet, frame.sfcId(), frame.pathId(),
            frame.tag()), next.inPort());
        // a packet that goes on in the chain's service graph here is in the graph, with its entry's exit
        context.setGraphExit(next.graphExit());
        return new MovedPacket(context, next.invoke(), next.rest(), next.table(), next.cookie());
    }

    /**
     * Finds where a packet continues at this switch after the moved NF: the first flow of the move's chain, in table
     * order, whose apply-actions invoke the NF's service; else, where the chain's service graph here invokes it
     * ({@link #graphContinuation}).
     */
    private @Nullable Continuation continuation() {
        final var known = continuation;
        if (known != null) {
            return known;
        }
        final var invoking = firstOfTheChain(action -> action instanceof Action.InvokeNf invoke
            && invoke.serviceId() == spec.serviceId());
        final var found = invoking == null ? graphContinuation() : new Continuation(
            (Action.InvokeNf) invoking.action(), invoking.after(), invoking.entry().tableId(),
            invoking.entry().cookie(), invoking.inPort(), null);
        continuation = found;
        return found;
    }

    /**
     * Finds where a packet continues after the moved NF when the chain's service graph on this switch invokes it
     * (revision 3, docs/openpath-openflow.md section 8): the rest of the NF's vertex, then the exit of the chain's
     * entry flow, the first of the chain's flows that runs the graph.
     */
    private @Nullable Continuation graphContinuation() {
        final var vertex = core.nf().graphVertex(spec.sfcId(), spec.serviceId());
        if (vertex == null || vertex.isEmpty() || !(vertex.getFirst() instanceof Action.InvokeNf invoke)
                || invoke.serviceId() != spec.serviceId()) {
            return null;
        }
        final var entry = firstOfTheChain(Action.RunGraph.class::isInstance);
        if (entry == null) {
            return null;
        }
        final var exit = entry.after();
        final var rest = new ArrayList<Action>(vertex.subList(1, vertex.size()));
        rest.addAll(exit);
        return new Continuation(invoke, List.copyOf(rest), entry.entry().tableId(), entry.entry().cookie(),
            entry.inPort(), new PacketContext.GraphExit(exit, entry.entry().tableId(), entry.entry().cookie()));
    }

    /** An action of a flow's apply-actions, with the actions after it and the port the flow matches (0: any). */
    private record FoundAction(FlowEntry entry, Action action, List<Action> after, long inPort) {
    }

    /**
     * Returns the first action a predicate wants among the apply-actions of the move's chain's flows, in table order.
     * SERVICE-IDs are numbered per chain, so another chain's flow may invoke the same number: a flow that matches
     * another SFC_ID is not the chain's, nor what follows a SET_PATH_TAG of another chain (its arrival or classifier).
     */
    private @Nullable FoundAction firstOfTheChain(final Predicate<Action> wanted) {
        for (var flow : core.tables().all()) {
            final var entry = flow.entry();
            if (entry.match().stream().anyMatch(match -> match.field() == OxmField.SFC_ID
                    && match.value() != spec.sfcId())) {
                continue;
            }
            for (var instruction : entry.instructions()) {
                if (instruction instanceof Instruction.ApplyActions apply) {
                    final var actions = apply.actions();
                    for (int i = 0; i < actions.size(); i++) {
                        final var action = actions.get(i);
                        if (action instanceof Action.SetPathTag tag && tag.sfcId() != spec.sfcId()) {
                            break;
                        }
                        if (wanted.test(action)) {
                            final long inPort = entry.match().stream().filter(match -> match.field()
                                == OxmField.IN_PORT).findFirst().map(match -> match.value()).orElse(0L);
                            return new FoundAction(entry, action, List.copyOf(actions.subList(i + 1,
                                actions.size())), inPort);
                        }
                    }
                }
            }
        }
        return null;
    }

    @Override
    public void schedule(final Runnable task) {
        core.execute(task);
    }

    @Override
    public void ended() {
        moves.ended(this);
    }
}
