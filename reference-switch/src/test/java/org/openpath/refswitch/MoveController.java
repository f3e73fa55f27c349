/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.MalformedOpenPathException;
import org.openpath.openflow.MoveCodec;
import org.openpath.openflow.MoveEndpoint;
import org.openpath.openflow.MoveFrame;
import org.openpath.openflow.MoveMessage;
import org.openpath.openflow.MoveMode;
import org.openpath.openflow.MoveSpec;
import org.openpath.statesync.RelayEndpoint;

/**
 * The controller's side of one state move, as a test controller plays it over real OpenFlow connections, as
 * state-sync's MoveCoordinator does: MOVE_PREPARE to the destination, MOVE_START to the source with the destination's
 * token and endpoint, the forwarding update on MOVE_DONE, MOVE_FINISH, and MOVE_COMPLETE from the destination. When
 * the destination's endpoint is known ({@link #learnEndpoint}), MOVE_EXPECT and MOVE_START go out together; in relay
 * mode MOVE_START follows MOVE_PREPARE at once and every frame passes through a {@link RelayEndpoint} here. It counts
 * every OpenFlow message it sends or receives for the move.
 */
final class MoveController {
    /**
     * What a move took.
     *
     * @param moveNanos from MOVE_PREPARE to the forwarding update confirmed (the paper's MoveTime)
     * @param totalNanos from MOVE_PREPARE to MOVE_COMPLETE
     * @param controllerMessages OpenFlow messages the controller sent or received for the move
     * @param done the source's MOVE_DONE
     * @param complete the destination's MOVE_COMPLETE
     * @param failed the first MOVE_FAILED, if any
     * @param relayBuffered packets the relay held (relay mode)
     */
    record Result(long moveNanos, long totalNanos, long controllerMessages, MoveMessage.@Nullable Done done,
            MoveMessage.@Nullable Complete complete, MoveMessage.@Nullable Failed failed, long relayBuffered) {
    }

    /** The forwarding update: returns the OpenFlow messages it took. */
    @FunctionalInterface
    interface ForwardingUpdate {
        int run() throws InterruptedException;
    }

    private record Event(boolean fromSource, MoveMessage message) {
    }

    /**
     * The links of the emulated testbed: the control links' and the data link's one-way delay and bandwidth.
     *
     * @param control control links (controller to each switch)
     * @param controlBits their bandwidth
     * @param data the link between the NF hosts
     * @param dataBits its bandwidth
     */
    record Testbed(Duration control, long controlBits, Duration data, long dataBits) {
        /** The distributed state-transfer paper's testbed: control 10 ms / 10 Mbit/s, data 1 ms / 100 Mbit/s. */
        static final Testbed PAPER = new Testbed(Duration.ofMillis(10), 10_000_000, Duration.ofMillis(1),
            100_000_000);
    }

    private final TestController.Session source;
    private final TestController.Session destination;
    private final LinkedBlockingQueue<Event> events = new LinkedBlockingQueue<>();
    private final AtomicLong messages = new AtomicLong();
    private final @Nullable Testbed testbed;
    private final java.util.Map<TestController.Session, EmulatedLink[]> links = new java.util.HashMap<>();
    private @Nullable DelayProxy proxy;
    private @Nullable MoveEndpoint known;
    private long expectDelayMillis;

    MoveController(final TestController.Session source, final TestController.Session destination) {
        this(source, destination, null);
    }

    /**
     * Plays the controller, over the emulated testbed's links when one is given.
     */
    MoveController(final TestController.Session source, final TestController.Session destination,
            final @Nullable Testbed testbed) {
        this.source = source;
        this.destination = destination;
        this.testbed = testbed;
        if (testbed != null) {
            for (var session : java.util.List.of(source, destination)) {
                links.put(session, new EmulatedLink[] {
                    new EmulatedLink("control-up", testbed.control(), testbed.controlBits()),
                    new EmulatedLink("control-down", testbed.control(), testbed.controlBits())});
            }
        }
        source.divert(MoveController::isMoveMessage, bytes -> arrive(source, new Event(true, decode(bytes)),
            bytes.length));
        destination.divert(MoveController::isMoveMessage, bytes -> arrive(destination, new Event(false,
            decode(bytes)), bytes.length));
    }

    private void arrive(final TestController.Session session, final Event event, final int length) {
        final var link = links.get(session);
        if (link == null) {
            events.add(event);
        } else {
            link[0].send(length, () -> events.add(event));
        }
    }

    private static boolean isMoveMessage(final byte[] message) {
        return message[1] == 4 && message.length >= 16 && ByteBuffer.wrap(message).getInt(8) == 0x50
            && MoveCodec.isMoveExpType(ByteBuffer.wrap(message).getInt(12) & 0xFFFFFFFFL);
    }

    private static MoveMessage decode(final byte[] bytes) {
        try {
            return MoveCodec.decodeMessage(ByteBuffer.wrap(bytes)).message();
        } catch (MalformedOpenPathException e) {
            throw new IllegalStateException("A switch sent a malformed state-move message", e);
        }
    }

    private void send(final TestController.Session session, final MoveMessage message) {
        messages.incrementAndGet();
        final byte[] bytes = MoveCodec.encodeMessage(message, session.nextXid());
        final var link = links.get(session);
        if (link == null) {
            session.send(bytes);
        } else {
            link[1].send(bytes.length, () -> session.send(bytes));
        }
    }

    /**
     * Learns the destination's peer endpoint as a controller does from any earlier move to it: MOVE_PREPARE of a
     * move that is then aborted, and the endpoint of its MOVE_READY. The next move starts early.
     *
     * @param spec a peer-to-peer move, its id not used by the move that follows
     * @param timeout how long to wait for MOVE_READY
     */
    void learnEndpoint(final MoveSpec spec, final Duration timeout) throws InterruptedException {
        send(destination, new MoveMessage.Prepare(spec));
        final var event = events.poll(timeout.toNanos(), TimeUnit.NANOSECONDS);
        if (event == null || !(event.message() instanceof MoveMessage.Ready ready) || ready.endpoint() == null) {
            throw new AssertionError("no MOVE_READY for move " + spec.moveId() + ": " + event);
        }
        known = peer(ready.endpoint());
        send(destination, new MoveMessage.Abort(spec.moveId()));
        messages.set(0);
    }

    /**
     * Delays MOVE_EXPECT behind MOVE_START, so that the source's HELLO reaches the destination first.
     *
     * @param millis the delay
     */
    void delayExpect(final long millis) {
        expectDelayMillis = millis;
    }

    /**
     * Runs a move to its end (MOVE_COMPLETE) or its first MOVE_FAILED.
     *
     * @param spec the move
     * @param update the forwarding update, run on MOVE_DONE
     * @param timeout how long to wait at most
     * @return what it took
     */
    Result run(final MoveSpec spec, final ForwardingUpdate update, final Duration timeout)
            throws InterruptedException {
        final long moveId = spec.moveId();
        final RelayEndpoint relay = spec.mode() == MoveMode.RELAY ? new RelayEndpoint(spec, new RelayEndpoint.Sink() {
            @Override
            public void toSource(final MoveFrame frame) {
                send(source, new MoveMessage.Relay(moveId, true, frame));
            }

            @Override
            public void toDestination(final MoveFrame frame) {
                send(destination, new MoveMessage.Relay(moveId, true, frame));
            }
        }) : null;
        final long start = System.nanoTime();
        final long deadline = start + timeout.toNanos();
        long moved = 0;
        MoveMessage.Done done = null;
        final var endpoint = known;
        if (spec.mode() == MoveMode.RELAY) {
            send(destination, new MoveMessage.Prepare(spec));
            send(source, new MoveMessage.Start(spec, 0, null));
        } else if (endpoint != null) {
            final long token = ThreadLocalRandom.current().nextLong(1, Long.MAX_VALUE);
            final var expect = new MoveMessage.Expect(spec, token);
            send(source, new MoveMessage.Start(spec, token, endpoint));
            if (expectDelayMillis > 0) {
                Thread.sleep(expectDelayMillis);
            }
            send(destination, expect);
        } else {
            send(destination, new MoveMessage.Prepare(spec));
        }
        while (true) {
            final var event = events.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            if (event == null) {
                throw new AssertionError("move " + moveId + " did not end within " + timeout);
            }
            if (event.message().moveId() != moveId) {
                // the end of the move learnEndpoint aborted
                continue;
            }
            messages.incrementAndGet();
            switch (event.message()) {
                case MoveMessage.Ready ready when !event.fromSource() && endpoint == null
                    && spec.mode() == MoveMode.PEER_TO_PEER ->
                    send(source, new MoveMessage.Start(spec, ready.token(), peer(ready.endpoint())));
                case MoveMessage.Ready ready when !event.fromSource() -> {
                    // the source was started with the destination's PREPARE or EXPECT
                }
                case MoveMessage.Relay frame when relay != null -> {
                    if (event.fromSource()) {
                        relay.fromSource(frame.frame());
                    } else {
                        relay.fromDestination(frame.frame());
                    }
                }
                case MoveMessage.Done sourceDone -> {
                    done = sourceDone;
                    if (testbed != null) {
                        // FLOW_MOD and BARRIER go down the control link, the reply comes back up
                        Thread.sleep(2 * testbed.control().toMillis());
                    }
                    messages.addAndGet(update.run());
                    moved = System.nanoTime() - start;
                    send(source, new MoveMessage.Finish(moveId));
                }
                case MoveMessage.Complete complete -> {
                    close();
                    return new Result(moved, System.nanoTime() - start, messages.get(), done, complete, null,
                        relay == null ? 0 : relay.packetsBuffered());
                }
                case MoveMessage.Failed failed -> {
                    close();
                    return new Result(moved, System.nanoTime() - start, messages.get(), done, null, failed,
                        relay == null ? 0 : relay.packetsBuffered());
                }
                default -> throw new AssertionError("unexpected " + event);
            }
        }
    }

    private @Nullable MoveEndpoint peer(final @Nullable MoveEndpoint endpoint) {
        if (endpoint == null || testbed == null) {
            return endpoint;
        }
        try {
            final var relayed = new DelayProxy(new java.net.InetSocketAddress(endpoint.address(), endpoint.port()),
                testbed.data(), testbed.dataBits());
            proxy = relayed;
            return relayed.endpoint();
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private void close() {
        links.values().forEach(pair -> {
            pair[0].close();
            pair[1].close();
        });
        final var current = proxy;
        if (current != null) {
            try {
                current.close();
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
