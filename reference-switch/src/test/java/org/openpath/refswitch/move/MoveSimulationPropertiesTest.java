/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.move;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.exec.FlowKey;
import org.openpath.analyzer.exec.FlowRecord;
import org.openpath.analyzer.exec.NfState;
import org.openpath.openflow.MoveFailure;
import org.openpath.openflow.MoveFrame;
import org.openpath.openflow.MoveGuarantee;
import org.openpath.openflow.MoveKey;
import org.openpath.openflow.MoveMessage;
import org.openpath.openflow.MoveOptimisation;
import org.openpath.openflow.MoveSpec;

/**
 * Both state machines wired through in-order channels, with packets of the moved flows arriving at the source until
 * the forwarding update and at the destination after it, and every event interleaved at random: for LF and OP under
 * every combination of PZ, LL and ER, every packet is processed exactly once and the destination's state counts
 * every packet of every flow (no update lost); under OP each flow's packets are processed in their arrival order.
 * A channel that dies before MOVE_DONE leaves the source with state that counts every packet, and the destination as
 * it was unless it had already imported everything (it cannot know whether the source got that far).
 */
class MoveSimulationPropertiesTest {
    private record Pkt(int id, int host) {
    }

    private static final long NOW = 0;

    /** One side: its state, what it processed, its outbox. */
    private static final class Side implements MoveHost<Pkt> {
        final NfState state;
        final List<Pkt> processed = new ArrayList<>();
        final List<Pkt> global;
        final ArrayDeque<MoveFrame> outbox = new ArrayDeque<>();
        final ArrayDeque<Runnable> tasks = new ArrayDeque<>();
        final List<MoveMessage> messages = new ArrayList<>();
        boolean ended;

        Side(final NfState state, final List<Pkt> global) {
            this.state = state;
            this.global = global;
        }

        @Override
        public void toPeer(final MoveFrame frame) {
            outbox.add(frame);
        }

        @Override
        public void toController(final MoveMessage message) {
            messages.add(message);
        }

        @Override
        public void closePeer() {
            // the channel stays until drained: frames already sent still arrive
        }

        @Override
        public void process(final Pkt packet) {
            processed.add(packet);
            global.add(packet);
            final var key = Moves.key(packet.host());
            final var known = state.flow(key);
            state.putFlow(key, new FlowRecord(1, known == null ? 1 : known.count() + 1, false));
        }

        @Override
        public MoveFrame.Packet encode(final Pkt packet, final long seq, final boolean noState, final MoveKey key) {
            return new MoveFrame.Packet(seq, noState, 7, 1, 0, key, ByteBuffer.allocate(8).putInt(packet.id())
                .putInt(packet.host()).array());
        }

        @Override
        public @Nullable Pkt decode(final MoveFrame.Packet frame) {
            final var bytes = ByteBuffer.wrap(frame.packet());
            return new Pkt(bytes.getInt(), bytes.getInt());
        }

        @Override
        public void schedule(final Runnable task) {
            tasks.add(task);
        }

        @Override
        public void ended() {
            ended = true;
        }
    }

    @Property(tries = 400)
    void lossFreeAndOrderPreservingMovesLoseNothing(@ForAll("guarantees") final MoveGuarantee guarantee,
            @ForAll @IntRange(max = 7) final int optimisations, @ForAll @IntRange(min = 1, max = 150) final int flows,
            @ForAll @IntRange(max = 300) final int packets, @ForAll final long seed) {
        final var run = new Simulation(guarantee, optimisations, flows, packets, seed, -1);
        run.run();
        final var all = new ArrayList<Pkt>(run.src.processed);
        all.addAll(run.dst.processed);
        assertEquals(packets, all.size(), "every packet processed once: " + all.size());
        assertEquals(packets, all.stream().map(Pkt::id).distinct().count());
        for (int host = 1; host <= flows + 2; host++) {
            final long expected = (host <= flows ? host : 0) + run.sent[host];
            final var record = run.dst.state.flow(Moves.key(host));
            assertEquals(expected, record == null ? 0 : record.count(), "updates of host " + host);
            assertNull(run.src.state.flow(Moves.key(host)), "moved away from the source");
        }
        if (guarantee == MoveGuarantee.ORDER_PRESERVING) {
            final Map<Integer, Integer> last = new HashMap<>();
            for (var packet : run.log) {
                last.merge(packet.host(), packet.id(), (previous, id) -> {
                    assertTrue(id > previous, "host " + packet.host() + ": " + id + " after " + previous);
                    return id;
                });
            }
        }
        Statistics.label("redirected").collect(run.srcMove.redirected() > 0);
        Statistics.label("buffered at the destination").collect(((MoveMessage.Complete) run.dst.messages.get(
            run.dst.messages.size() - 1)).buffered() > 0);
        Statistics.label("redirected").coverage(coverage -> coverage.check(true).percentage(p -> p > 30));
        Statistics.label("buffered at the destination").coverage(coverage -> coverage.check(true)
            .percentage(p -> p > 5));
        assertInstanceOf(MoveMessage.Done.class, run.src.messages.get(0));
        final var complete = (MoveMessage.Complete) run.dst.messages.get(run.dst.messages.size() - 1);
        assertEquals(run.srcMove.redirected(), complete.fromSource());
    }

    @Property(tries = 300)
    void aDestinationThatDiesBeforeDoneLeavesTheSourceWithEveryUpdate(
            @ForAll("guarantees") final MoveGuarantee guarantee, @ForAll @IntRange(max = 7) final int optimisations,
            @ForAll @IntRange(min = 1, max = 100) final int flows, @ForAll @IntRange(max = 200) final int packets,
            @ForAll final long seed, @ForAll @IntRange(max = 400) final int dieAt) {
        final var run = new Simulation(guarantee, optimisations, flows, packets, seed, dieAt);
        run.run();
        Statistics.label("died before MOVE_DONE").collect(run.died);
        Statistics.label("died before MOVE_DONE").coverage(coverage -> coverage.check(true).percentage(p -> p > 30));
        if (!run.died) {
            return;
        }
        for (int host = 1; host <= flows + 2; host++) {
            final long expected = (host <= flows ? host : 0) + run.sent[host];
            final var record = run.src.state.flow(Moves.key(host));
            assertEquals(expected, record == null ? 0 : record.count(), "source's updates of host " + host);
            if (!run.dstReleased) {
                assertNull(run.dst.state.flow(Moves.key(host)), "nothing left at the destination");
            }
        }
        final var failed = (MoveMessage.Failed) run.src.messages.get(run.src.messages.size() - 1);
        assertEquals(MoveFailure.PEER_LOST, failed.failure());
    }

    @Provide
    static Arbitrary<MoveGuarantee> guarantees() {
        return Arbitraries.of(MoveGuarantee.LOSS_FREE, MoveGuarantee.ORDER_PRESERVING);
    }

    /**
     * One move with random interleaving of arrivals, frame deliveries, export slices and the controller's steps.
     */
    private static final class Simulation {
        final List<Pkt> log = new ArrayList<>();
        final Side src;
        final Side dst;
        final SourceMove<Pkt> srcMove;
        final DestinationMove<Pkt> dstMove;
        final int[] sent;
        final int packets;
        final int flows;
        final Random random;
        final int dieAt;
        boolean died;
        boolean dstReleased;
        int arrived;
        boolean switched;
        boolean finished;

        Simulation(final MoveGuarantee guarantee, final int optimisations, final int flows, final int packets,
                final long seed, final int dieAt) {
            final var spec = new MoveSpec(Moves.MOVE, 7, 2, org.openpath.openflow.MoveMode.PEER_TO_PEER, guarantee,
                MoveOptimisation.of(optimisations), 1, Moves.TIMEOUT, Moves.FILTER);
            final var srcState = new NfState();
            for (int host = 1; host <= flows; host++) {
                srcState.putFlow(Moves.key(host), new FlowRecord(1, host, false));
            }
            this.src = new Side(srcState, log);
            this.dst = new Side(new NfState(), log);
            this.dstMove = new DestinationMove<>(spec, Moves.TOKEN, new MoveMessage.Ready(Moves.MOVE, 0, null),
                Moves.store(dst.state), dst, () -> NOW);
            this.srcMove = new SourceMove<>(spec, Moves.TOKEN, Moves.store(srcState), src, () -> NOW);
            this.sent = new int[flows + 3];
            this.packets = packets;
            this.flows = flows;
            this.random = new Random(seed);
            this.dieAt = dieAt;
        }

        void run() {
            for (int step = 0; step < 100_000; step++) {
                if (step == dieAt && !srcMove.phase().equals(SourceMove.Phase.TRANSFERRED)
                        && srcMove.phase() != SourceMove.Phase.FINISHED) {
                    died = true;
                    dstReleased = dstMove.phase() == DestinationMove.Phase.RELEASED;
                    dst.outbox.clear();
                    src.outbox.clear();
                    dstMove.onPeerFailure(MoveFailure.PEER_LOST, "killed");
                    srcMove.onPeerFailure(MoveFailure.PEER_LOST, "killed");
                }
                if (done()) {
                    return;
                }
                switch (random.nextInt(6)) {
                    case 0, 1 -> arrive();
                    case 2 -> deliver(src.outbox, dstMove::onFrame, dst);
                    case 3 -> deliver(dst.outbox, srcMove::onFrame, src);
                    case 4 -> {
                        final var task = src.tasks.poll();
                        if (task != null) {
                            task.run();
                        }
                    }
                    default -> controller();
                }
            }
            throw new AssertionError("the move did not end");
        }

        private boolean done() {
            return arrived == packets && (died ? src.ended : src.ended && dst.ended && src.outbox.isEmpty()
                && dst.outbox.isEmpty());
        }

        private void arrive() {
            if (arrived == packets || died && !src.ended) {
                return;
            }
            final int host = 1 + random.nextInt(flows + 2);
            final var packet = new Pkt(arrived++, host);
            sent[host]++;
            final var key = Moves.key(host);
            if (!switched || died) {
                if (src.ended || srcMove.onPacket(packet, key) == MoveVerdict.PROCESS) {
                    src.process(packet);
                }
            } else if (dst.ended || dstMove.onDirectPacket(packet, key) == MoveVerdict.PROCESS) {
                dst.process(packet);
            }
        }

        private static void deliver(final ArrayDeque<MoveFrame> outbox, final java.util.function.Consumer<MoveFrame>
                to, final Side receiver) {
            final var frame = outbox.poll();
            if (frame != null) {
                to.accept(frame);
            }
        }

        private void controller() {
            if (died) {
                return;
            }
            if (!switched && srcMove.phase() == SourceMove.Phase.TRANSFERRED) {
                switched = true;
            } else if (switched && !finished) {
                finished = true;
                srcMove.onFinish();
            }
        }
    }

    static FlowKey key(final int host) {
        return Moves.key(host);
    }
}
