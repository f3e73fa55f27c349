/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync;

import static java.util.Objects.requireNonNull;

import java.security.SecureRandom;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.MoveEndpoint;
import org.openpath.openflow.MoveFailure;
import org.openpath.openflow.MoveFrame;
import org.openpath.openflow.MoveMessage;
import org.openpath.openflow.MoveMode;
import org.openpath.openflow.MoveOperation;
import org.openpath.openflow.MoveSpec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.event.Level;

/**
 * The controller's side of state moves (docs/state-move.md section 4): MOVE_PREPARE to the destination, MOVE_START
 * to the source with the destination's token and endpoint once it is READY, MOVE_FINISH once the source reported
 * DONE (at once, or when asked), and the destination's COMPLETE ends the move. When the destination's peer endpoint
 * is known from an earlier MOVE_READY, MOVE_EXPECT (with a token chosen here) and MOVE_START go out together instead,
 * saving the READY round trip; should the endpoint have gone stale, MOVE_START is sent once more with the one the
 * destination's READY names. In relay mode MOVE_START follows MOVE_PREPARE at once (the relay, this controller,
 * passes the source's HELLO on to the destination after the PREPARE), and the MOVE_RELAY messages of both sides go
 * through a {@link RelayEndpoint}. Every wait for a switch's answer lasts at most the move's
 * timeout. A move that fails — a switch's MOVE_FAILED, a message a switch did not take, a timeout — ends with the
 * failure and a reason; before MOVE_DONE the controller sends MOVE_ABORT to both sides, and the source keeps serving
 * the flows with its own state (section 8).
 *
 * <p>Single-threaded: every method, and the tasks given to the timers, run on the executor passed in, which also
 * completes the sends.
 */
public final class MoveCoordinator {
    /**
     * Runs a task after a delay.
     */
    @FunctionalInterface
    public interface Timers {
        /**
         * Schedules a task.
         *
         * @param delayMillis the delay
         * @param task the task, to run on the coordinator's executor
         * @return cancels the task
         */
        Runnable schedule(long delayMillis, Runnable task);
    }

    /** The failure name of a message a switch did not take. */
    public static final String SIGNALLING = "SIGNALLING";
    /** The failure name of a controller-side timeout, as the wire's. */
    public static final String TIMEOUT = "TIMEOUT";

    private static final Logger LOG = LoggerFactory.getLogger(MoveCoordinator.class);
    private static final long MAX_ID = 0xFFFF_FFFFL;
    private static final Runnable NO_WAIT = () -> { };
    // what a source reports when the endpoint it was given no longer is the destination's
    private static final Set<MoveFailure> STALE_ENDPOINT = EnumSet.of(MoveFailure.PEER_UNREACHABLE,
        MoveFailure.PEER_REFUSED, MoveFailure.UNKNOWN_MOVE);

    private final MoveSignalling signalling;
    private final Executor serial;
    private final Timers timers;
    private final InstantSource clock;
    private final Consumer<MoveProgress> progress;
    private final Map<Long, Move> moves = new HashMap<>();
    // the peer endpoint each node named in its last MOVE_READY
    private final Map<String, MoveEndpoint> endpoints = new HashMap<>();
    private final SecureRandom random = new SecureRandom();
    private long lastId;

    /**
     * Creates the coordinator.
     *
     * @param signalling how messages reach the switches
     * @param serial the executor every event runs on
     * @param timers the timers
     * @param clock the clock of the phases' times
     * @param progress where every change of a move goes (its single writer)
     * @param firstId the first move id to use, 1..2^32-1; ids then count up and wrap
     */
    public MoveCoordinator(final MoveSignalling signalling, final Executor serial, final Timers timers,
            final InstantSource clock, final Consumer<MoveProgress> progress, final long firstId) {
        this.signalling = requireNonNull(signalling);
        this.serial = requireNonNull(serial);
        this.timers = requireNonNull(timers);
        this.clock = requireNonNull(clock);
        this.progress = requireNonNull(progress);
        if (firstId < 1 || firstId > MAX_ID) {
            throw new IllegalArgumentException("first move id " + firstId + " is outside 1..2^32-1");
        }
        lastId = firstId - 1;
    }

    /**
     * Starts a move: sends MOVE_PREPARE to the destination.
     *
     * @param request the move
     * @return the move id
     * @throws IllegalStateException if the NF is already moving (a move asked for while a copy of the NF runs starts
     *         when the copy ends)
     */
    public long start(final MoveRequest request) {
        Optional<Move> copyFirst = Optional.empty();
        for (var running : moves.values()) {
            final var other = running.request;
            if (other.sfcId() == request.sfcId() && other.serviceId() == request.serviceId()) {
                if (running.spec.isCopy() && running.after.isPresent()) {
                    // the move that waits for this copy is named instead
                    continue;
                }
                if (running.spec.isCopy() && request.operation() == MoveOperation.MOVE) {
                    // a copy keeping a backup warm lasts a moment: the move starts when it ends
                    copyFirst = Optional.of(running);
                    continue;
                }
                throw new IllegalStateException("NF '" + request.nf() + "' of chain '" + request.chain()
                    + "' is already moving (" + (running.spec.isCopy() ? "copy " : "move ") + running.id + ", "
                    + running.phase.name().toLowerCase(Locale.ROOT) + ")");
            }
        }
        final var move = new Move(nextId(), request, clock.instant());
        moves.put(move.id, move);
        // copies keep backups warm every few seconds: the replicator reports them, the log would drown in them
        LOG.atLevel(move.spec.isCopy() ? Level.DEBUG : Level.INFO).log("{} {}: NF {} of chain {} from {} to {}, {} {}",
            move.spec.isCopy() ? "Copy" : "Move", move.id, request.nf(), request.chain(), request.sourceNode(),
            request.destinationNode(), request.mode(), request.guarantee());
        move.enter(MovePhase.PREPARING);
        if (copyFirst.isPresent()) {
            copyFirst.orElseThrow().after = Optional.of(move);
            LOG.debug("Move {} starts when copy {} of the same NF ends", move.id, copyFirst.orElseThrow().id);
        } else {
            prepare(move);
        }
        return move.id;
    }

    private void prepare(final Move move) {
        final var destination = move.request.destinationNode();
        if (move.request.mode() == MoveMode.RELAY) {
            send(move, destination, new MoveMessage.Prepare(move.spec));
            startSource(move, 0, null);
            return;
        }
        final var known = endpoints.get(destination);
        if (known == null) {
            send(move, destination, new MoveMessage.Prepare(move.spec));
            move.await("MOVE_READY", destination);
            return;
        }
        long token = 0;
        while (token == 0) {
            token = random.nextLong();
        }
        move.early = true;
        move.remembered = Optional.of(known);
        send(move, destination, new MoveMessage.Expect(move.spec, token));
        startSource(move, token, known);
    }

    private void startSource(final Move move, final long token, final @Nullable MoveEndpoint destination) {
        move.enter(MovePhase.TRANSFERRING);
        if (move.request.mode() == MoveMode.RELAY) {
            move.relay = Optional.of(new RelayEndpoint(move.spec, move.relaySink()));
        }
        send(move, move.request.sourceNode(), new MoveMessage.Start(move.spec, token, destination));
        move.await("MOVE_DONE", move.request.sourceNode());
    }

    /**
     * Returns the peer endpoint a node named in its last MOVE_READY, with which the next move to it starts early.
     *
     * @param node the node
     * @return its endpoint, empty when none is known
     */
    public Optional<MoveEndpoint> knownEndpoint(final String node) {
        return Optional.ofNullable(endpoints.get(node));
    }

    private void ended(final Move move) {
        move.after.ifPresent(next -> {
            if (moves.get(next.id) == next) {
                prepare(next);
            }
        });
    }

    /**
     * Ends the redirection of a move waiting in {@link MovePhase#REDIRECTING}: sends MOVE_FINISH to the source.
     *
     * @param moveId the move
     * @throws IllegalArgumentException if no such move is running
     * @throws IllegalStateException if it is in another phase
     */
    public void finish(final long moveId) {
        final var move = moves.get(moveId);
        if (move == null) {
            throw new IllegalArgumentException("move " + moveId + " is not running");
        }
        if (move.phase != MovePhase.REDIRECTING) {
            throw new IllegalStateException("move " + moveId + " is "
                + move.phase.name().toLowerCase(Locale.ROOT) + ", not redirecting");
        }
        sendFinish(move);
    }

    /**
     * Returns the moves running now.
     *
     * @return their progress
     */
    public List<MoveProgress> running() {
        return moves.values().stream().map(Move::snapshot).toList();
    }

    /**
     * Handles a state-move message a switch sent.
     *
     * @param node the switch
     * @param message the message
     */
    public void onMessage(final String node, final MoveMessage message) {
        final var move = moves.get(message.moveId());
        if (move == null) {
            LOG.debug("{} from {} for move {}, which is not running: ignored", message.type(), node,
                message.moveId());
            return;
        }
        final boolean fromSource = node.equals(move.request.sourceNode());
        final boolean fromDestination = node.equals(move.request.destinationNode());
        if (!fromSource && !fromDestination) {
            LOG.warn("{} for move {} from {}, which is not part of it: ignored", message.type(), move.id, node);
            return;
        }
        move.messages++;
        switch (message) {
            case MoveMessage.Ready ready when fromDestination && move.phase == MovePhase.PREPARING -> {
                move.cancelWait();
                remember(node, ready);
                startSource(move, ready.token(), ready.endpoint());
            }
            case MoveMessage.Ready ready when fromDestination && move.early -> {
                remember(node, ready);
                move.ready = Optional.of(ready);
                if (move.restartWhenReady) {
                    restartSource(move);
                }
            }
            case MoveMessage.Failed failed when fromSource && move.early && !move.restarted
                    && move.phase == MovePhase.TRANSFERRING && STALE_ENDPOINT.contains(failed.failure()) -> {
                // the endpoint remembered for the destination is stale: start again with the one its READY names
                LOG.info("Move {}: source {} reported {} ({}); the endpoint {} remembered for {} is stale", move.id,
                    node, failed.failure(), failed.reason(), move.remembered.orElseThrow(),
                    move.request.destinationNode());
                // unless the destination's READY named another one meanwhile
                endpoints.remove(move.request.destinationNode(), move.remembered.orElseThrow());
                move.restarted = true;
                move.cancelWait();
                if (move.ready.isPresent()) {
                    restartSource(move);
                } else {
                    move.restartWhenReady = true;
                    move.await("MOVE_READY", move.request.destinationNode());
                }
            }
            case MoveMessage.Done done when fromSource && move.phase == MovePhase.TRANSFERRING -> {
                move.cancelWait();
                move.chunks = done.chunks();
                move.bytes = done.bytes();
                move.redirected = done.redirected();
                move.enter(MovePhase.REDIRECTING);
                if (!move.request.finishOnRequest()) {
                    sendFinish(move);
                }
            }
            case MoveMessage.Complete complete when fromDestination && move.phase == MovePhase.FINISHING -> {
                move.cancelWait();
                move.chunks = complete.chunks();
                move.bytes = complete.bytes();
                move.forwarded = complete.fromSource();
                move.buffered += complete.buffered();
                move.held = complete.held();
                move.dropped = Math.max(0, move.redirected - complete.fromSource());
                move.finished = Optional.of(clock.instant());
                moves.remove(move.id);
                LOG.atLevel(move.spec.isCopy() ? Level.DEBUG : Level.INFO).log(
                    "Move {} completed: {} chunks, {} packets redirected", move.id, move.chunks, move.forwarded);
                move.enter(MovePhase.COMPLETED);
                ended(move);
            }
            case MoveMessage.Failed failed -> fail(move, failed.failure().name(),
                (fromSource ? "source " : "destination ") + node + " reported " + failed.failure() + ": "
                    + failed.reason());
            case MoveMessage.Relay relay when move.relay.isPresent() -> {
                // the wait for MOVE_DONE lasts from the last sign of progress
                if (move.phase == MovePhase.TRANSFERRING) {
                    move.cancelWait();
                    move.await("MOVE_DONE", move.request.sourceNode());
                }
                if (fromSource) {
                    move.relay.orElseThrow().fromSource(relay.frame());
                } else {
                    move.relay.orElseThrow().fromDestination(relay.frame());
                }
            }
            default -> LOG.debug("{} from {} for move {} in phase {}: ignored", message.type(), node, move.id,
                move.phase);
        }
    }

    private void remember(final String node, final MoveMessage.Ready ready) {
        final var endpoint = ready.endpoint();
        if (endpoint != null) {
            endpoints.put(node, endpoint);
        }
    }

    private void restartSource(final Move move) {
        move.restartWhenReady = false;
        move.cancelWait();
        final var ready = move.ready.orElseThrow();
        send(move, move.request.sourceNode(), new MoveMessage.Start(move.spec, ready.token(), ready.endpoint()));
        move.await("MOVE_DONE", move.request.sourceNode());
    }

    private void sendFinish(final Move move) {
        move.enter(MovePhase.FINISHING);
        send(move, move.request.sourceNode(), new MoveMessage.Finish(move.id));
        move.await("MOVE_COMPLETE", move.request.destinationNode());
    }

    private void fail(final Move move, final String failure, final String reason) {
        if (move.phase.isFinal()) {
            return;
        }
        move.cancelWait();
        final boolean abort = move.phase == MovePhase.PREPARING || move.phase == MovePhase.TRANSFERRING;
        final boolean started = move.phase == MovePhase.TRANSFERRING;
        move.failure = failure;
        move.reason = reason;
        move.finished = Optional.of(clock.instant());
        moves.remove(move.id);
        LOG.atLevel(move.spec.isCopy() ? Level.DEBUG : Level.WARN).log("Move {} failed: {}", move.id, reason);
        if (abort) {
            // both sides honour MOVE_ABORT until MOVE_DONE and ignore a move they no longer have
            move.signal(move.request.destinationNode(), new MoveMessage.Abort(move.id));
            if (started) {
                move.signal(move.request.sourceNode(), new MoveMessage.Abort(move.id));
            }
        }
        move.enter(MovePhase.FAILED);
        ended(move);
    }

    private void send(final Move move, final String node, final MoveMessage message) {
        move.messages++;
        final var phase = move.phase;
        signalling.send(node, message).whenCompleteAsync((ignored, error) -> {
            if (error != null && move.phase == phase) {
                final var cause = error instanceof CompletionException && error.getCause() != null
                    ? error.getCause() : error;
                fail(move, SIGNALLING, node + " did not take " + message.type() + ": "
                    + (cause.getMessage() != null ? cause.getMessage() : cause.toString()));
            }
        }, serial);
    }

    private long nextId() {
        do {
            lastId = lastId == MAX_ID ? 1 : lastId + 1;
        } while (moves.containsKey(lastId));
        return lastId;
    }

    private final class Move {
        private final long id;
        private final MoveRequest request;
        private final MoveSpec spec;
        private final Instant started;
        private final List<MoveProgress.PhaseChange> phases = new ArrayList<>();
        private MovePhase phase = MovePhase.PREPARING;
        // no nullable fields: the package is non-null by default
        private Optional<RelayEndpoint> relay = Optional.empty();
        // started with MOVE_EXPECT and MOVE_START together, on a remembered endpoint
        private boolean early;
        // MOVE_START sent again after the remembered endpoint proved stale
        private boolean restarted;
        private boolean restartWhenReady;
        private Optional<MoveMessage.Ready> ready = Optional.empty();
        private Optional<MoveEndpoint> remembered = Optional.empty();
        // a move of the same NF asked for while this copy runs
        private Optional<Move> after = Optional.empty();
        private Runnable cancel = NO_WAIT;
        private String failure = "";
        private String reason = "";
        private Optional<Instant> finished = Optional.empty();
        private long chunks;
        private long bytes;
        private long redirected;
        private long forwarded;
        private long buffered;
        private long held;
        private long dropped;
        private long reordered;
        private long lastForwarded;
        private long messages;

        Move(final long id, final MoveRequest request, final Instant started) {
            this.id = id;
            this.request = request;
            this.spec = request.spec(id);
            this.started = started;
        }

        void enter(final MovePhase entered) {
            phase = entered;
            phases.add(new MoveProgress.PhaseChange(entered, clock.instant()));
            progress.accept(snapshot());
        }

        void await(final String what, final String node) {
            final var phaseNow = phase;
            cancel = timers.schedule(request.timeoutMillis(), () -> {
                if (phase == phaseNow && moves.get(id) == this) {
                    fail(this, TIMEOUT, "no " + what + " from " + node + " within " + request.timeoutMillis()
                        + " ms");
                }
            });
        }

        void cancelWait() {
            cancel.run();
            cancel = NO_WAIT;
        }

        void signal(final String node, final MoveMessage message) {
            messages++;
            signalling.send(node, message).whenComplete((ignored, error) -> {
                if (error != null) {
                    LOG.debug("{} for move {} not taken by {}", message.type(), id, node, error);
                }
            });
        }

        RelayEndpoint.Sink relaySink() {
            return new RelayEndpoint.Sink() {
                @Override
                public void toSource(final MoveFrame frame) {
                    relayed(request.sourceNode(), frame);
                }

                @Override
                public void toDestination(final MoveFrame frame) {
                    if (frame instanceof MoveFrame.Packet packet) {
                        if (packet.seq() < lastForwarded) {
                            reordered++;
                        } else {
                            lastForwarded = packet.seq();
                        }
                    }
                    relayed(request.destinationNode(), frame);
                }
            };
        }

        private void relayed(final String node, final MoveFrame frame) {
            send(this, node, new MoveMessage.Relay(id, true, frame));
        }

        MoveProgress snapshot() {
            final long relayBuffered = relay.map(RelayEndpoint::packetsBuffered).orElse(0L);
            return new MoveProgress(id, request, phase, phases, failure.isEmpty() ? null : failure,
                reason.isEmpty() ? null : reason, started, finished.orElse(null), chunks, bytes,
                redirected, forwarded, buffered + relayBuffered, held, dropped,
                request.mode() == MoveMode.RELAY ? reordered : null, messages);
        }
    }
}
