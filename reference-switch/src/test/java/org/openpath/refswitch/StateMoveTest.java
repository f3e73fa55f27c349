/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.Packet;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.IpPrefix;
import org.openpath.openflow.MoveCodec;
import org.openpath.openflow.MoveFailure;
import org.openpath.openflow.MoveGuarantee;
import org.openpath.openflow.MoveMessage;
import org.openpath.openflow.MoveMode;
import org.openpath.openflow.MoveOperation;
import org.openpath.openflow.MoveOptimisation;
import org.openpath.openflow.MoveSpec;
import org.openpath.refswitch.state.StateChunkCodec;
import org.openpath.refswitch.state.StateScope;

/**
 * State moves between two reference switches under traffic, driven by a test controller over real OpenFlow
 * connections, with the NF managers' peer channel on 127.0.0.1 (or the relay through the controller): no packet lost
 * or reordered when the guarantee says so, connections keep working after the move, a fixed number of controller
 * messages peer to peer, and a source that keeps serving when the destination is gone.
 */
class StateMoveTest {
    private static final int CONNECTIONS = 300;
    private static final FlowSpec ALL = new FlowSpec(IpPrefix.parse("10.0.0.0/16"), null, null, null, null);

    private MoveBed bed;

    @AfterEach
    void tearDown() throws Exception {
        if (bed != null) {
            bed.close();
        }
    }

    private static MoveSpec spec(final long id, final MoveMode mode, final MoveGuarantee guarantee,
            final Set<MoveOptimisation> optimisations) {
        return new MoveSpec(id, MoveBed.SFC, MoveBed.FW, mode, guarantee, optimisations, 1, 5000, ALL);
    }

    private static List<Packet> concat(final List<Packet> first, final List<Packet> second) {
        final var all = new ArrayList<>(first);
        all.addAll(second);
        return all;
    }

    private MoveRun move(final MoveSpec spec) throws Exception {
        bed = new MoveBed(CONNECTIONS);
        return MoveRun.on(bed, spec, 1000);
    }

    /**
     * Runs a move that must succeed and lose no packet.
     */
    private MoveRun lossless(final MoveSpec spec) throws Exception {
        final MoveRun outcome = move(spec);
        assertNull(outcome.result().failed());
        assertEquals(0, outcome.lost(), outcome::describe);
        return outcome;
    }

    @Test
    void lossFreePeerToPeerLosesNoPacketAndKeepsEveryConnection() throws Exception {
        final MoveRun outcome = lossless(spec(1, MoveMode.PEER_TO_PEER, MoveGuarantee.LOSS_FREE,
            EnumSet.allOf(MoveOptimisation.class)));
        final var result = outcome.result();
        assertEquals(outcome.injected().size(), concat(outcome.atSource(), outcome.atDestination()).stream()
            .map(Packet::id).distinct().count(), "every packet once");
        assertTrue(outcome.atDestination().size() > 0, "traffic reached the destination after the move");
        assertTrue(result.done().chunks() >= CONNECTIONS, "one chunk per connection open at MOVE_START");
        // PREPARE, READY, START, DONE, FLOW_MOD + BARRIER + its reply, FINISH, COMPLETE: whatever the size
        assertEquals(9, result.controllerMessages());
        // every connection goes on at B, none at A
        for (int c = 0; c < CONNECTIONS; c += 37) {
            bed.upstream.sw.inject(1, MoveBed.packet(1_000_000 + c, c, MoveBed.ACK));
        }
        bed.stopTraffic();
        assertEquals(9, MoveBed.delivered(bed.destination).size());
        assertTrue(StateChunkCodec.decodeExport(bed.source.sw.exportState(MoveBed.SFC, MoveBed.FW,
            StateScope.flows(ALL))).chunks().isEmpty(), "the source deleted the moved state");
    }

    /**
     * SERVICE-IDs are numbered per chain: a packet the source redirects goes on at the destination after the NF on
     * its own chain's flow, never on another chain's flow that invokes the same service number (here one of higher
     * priority that leads out of an unlinked port).
     */
    @Test
    void aRedirectedPacketGoesOnAlongItsOwnChain() throws Exception {
        bed = new MoveBed(CONNECTIONS);
        final var other = bed.destination.session;
        assertNull(other.errorOf(Msgs.flowMod(other.nextXid(), 0, 0, 20, 0, Msgs.match(Msgs.inPort(1),
            Msgs.opOxm(0, MoveBed.SFC + 1)), Msgs.apply(Msgs.invokeNf(MoveBed.FW, 0), Msgs.output(3)))));
        final MoveRun outcome = MoveRun.on(bed, spec(8, MoveMode.PEER_TO_PEER, MoveGuarantee.LOSS_FREE,
            EnumSet.noneOf(MoveOptimisation.class)), 1000);
        assertNull(outcome.result().failed());
        assertTrue(outcome.result().complete().fromSource() > 0, "the source redirected packets: " + outcome
            .describe());
        assertEquals(0, outcome.lost(), outcome::describe);
    }

    /**
     * With service graphs (revision 3) no flow invokes the firewall: a packet the source redirects goes on at the
     * destination from the firewall's vertex of the chain's graph and leaves by the exit of the flow that runs it.
     */
    @Test
    void aRedirectedPacketGoesOnInTheDestinationsServiceGraph() throws Exception {
        bed = new MoveBed(CONNECTIONS, true);
        final MoveRun outcome = MoveRun.on(bed, spec(9, MoveMode.PEER_TO_PEER, MoveGuarantee.LOSS_FREE,
            EnumSet.noneOf(MoveOptimisation.class)), 1000);
        assertNull(outcome.result().failed());
        assertTrue(outcome.result().complete().fromSource() > 0, "the source redirected packets: " + outcome
            .describe());
        assertEquals(0, outcome.lost(), outcome::describe);
        assertEquals(outcome.injected().size(), concat(outcome.atSource(), outcome.atDestination()).stream()
            .map(Packet::id).distinct().count(), "every packet once");
    }

    @Test
    void orderPreservingKeepsEachConnectionsOrder() throws Exception {
        final MoveRun outcome = lossless(spec(2, MoveMode.PEER_TO_PEER, MoveGuarantee.ORDER_PRESERVING,
            EnumSet.noneOf(MoveOptimisation.class)));
        assertEquals(0, outcome.reordered());
        assertEquals(9, outcome.result().controllerMessages());
    }

    @Test
    void aControllerThatKnowsTheDestinationsEndpointStartsBothSidesAtOnce() throws Exception {
        bed = new MoveBed(CONNECTIONS);
        final MoveRun outcome = MoveRun.on(bed, spec(9, MoveMode.PEER_TO_PEER, MoveGuarantee.LOSS_FREE,
            EnumSet.allOf(MoveOptimisation.class)), 1000, null, true);
        assertNull(outcome.result().failed(), outcome::describe);
        assertEquals(0, outcome.lost(), outcome::describe);
        assertTrue(outcome.result().done().chunks() >= CONNECTIONS, outcome::describe);
        // EXPECT, START, READY, DONE, FLOW_MOD + BARRIER + its reply, FINISH, COMPLETE: as many as PREPARE first
        assertEquals(9, outcome.result().controllerMessages());
    }

    /**
     * MOVE_EXPECT and MOVE_START travel on different connections, so the source's HELLO may reach the destination
     * before the MOVE_EXPECT it belongs to: the destination holds it until the MOVE_EXPECT comes (a destination that
     * refused it at once would fail the move with UNKNOWN_MOVE).
     */
    @Test
    void aHelloThatOvertakesItsExpectWaitsForIt() throws Exception {
        bed = new MoveBed(CONNECTIONS);
        final var spec = spec(10, MoveMode.PEER_TO_PEER, MoveGuarantee.ORDER_PRESERVING,
            EnumSet.noneOf(MoveOptimisation.class));
        final var controller = new MoveController(bed.source.session, bed.destination.session);
        controller.learnEndpoint(MoveRun.learning(spec), Duration.ofSeconds(10));
        controller.delayExpect(300);
        final MoveRun outcome = MoveRun.with(controller, bed, spec, 1000);
        assertNull(outcome.result().failed(), outcome::describe);
        assertEquals(0, outcome.lost(), outcome::describe);
        assertEquals(0, outcome.reordered(), outcome::describe);
        assertTrue(outcome.result().complete().chunks() >= CONNECTIONS, outcome::describe);
    }

    @Test
    void relayMovesTheSameStateThroughTheController() throws Exception {
        final MoveRun outcome = lossless(spec(3, MoveMode.RELAY, MoveGuarantee.LOSS_FREE,
            EnumSet.of(MoveOptimisation.PARALLELIZE)));
        final var result = outcome.result();
        assertTrue(result.complete().chunks() >= CONNECTIONS);
        assertTrue(result.controllerMessages() > 3 * CONNECTIONS, "every chunk crosses the controller: "
            + result.controllerMessages());
    }

    @Test
    void noGuaranteeRedirectsNothing() throws Exception {
        final MoveRun outcome = move(spec(4, MoveMode.PEER_TO_PEER, MoveGuarantee.NO_GUARANTEE,
            EnumSet.of(MoveOptimisation.PARALLELIZE)));
        assertNull(outcome.result().failed());
        assertEquals(0, outcome.result().done().redirected());
        assertEquals(0, outcome.result().complete().fromSource());
    }

    @Test
    void aDestinationThatIsGoneLeavesTheSourceServing() throws Exception {
        bed = new MoveBed(CONNECTIONS);
        final var spec = spec(5, MoveMode.PEER_TO_PEER, MoveGuarantee.LOSS_FREE, EnumSet.of(
            MoveOptimisation.PARALLELIZE));
        final var dst = bed.destination.session;
        final long xid = dst.nextXid();
        dst.send(MoveCodec.encodeMessage(new MoveMessage.Prepare(spec), xid));
        final var ready = (MoveMessage.Ready) MoveCodec.decodeMessage(ByteBuffer.wrap(dst.await(message ->
            message[1] == 4 && ByteBuffer.wrap(message).getInt(12) == 0x121))).message();
        bed.destination.sw.close();
        bed.startTraffic(1000, 5);
        final var src = bed.source.session;
        src.send(MoveCodec.encodeMessage(new MoveMessage.Start(spec, ready.token(), ready.endpoint()),
            src.nextXid()));
        final var failed = MoveCodec.decodeMessage(ByteBuffer.wrap(src.await(message -> message[1] == 4
            && ByteBuffer.wrap(message).getInt(12) == 0x124))).message();
        Thread.sleep(100);
        final var injected = bed.stopTraffic();
        final var failure = assertInstanceOf(MoveMessage.Failed.class, failed);
        assertTrue(failure.failure() == MoveFailure.PEER_UNREACHABLE || failure.failure() == MoveFailure.PEER_LOST,
            failure::toString);
        assertNotNull(failure.reason());
        assertEquals(injected.size(), MoveBed.delivered(bed.source).size(), "the source served every packet");
        assertEquals(CONNECTIONS, StateChunkCodec.decodeExport(bed.source.sw.exportState(MoveBed.SFC, MoveBed.FW,
            StateScope.flows(ALL))).chunks().size() - newConnections(injected), "the source kept its state");
    }

    @Test
    void aCopyLeavesTheSourceServingWithItsStateAndGivesTheDestinationTheSame() throws Exception {
        bed = new MoveBed(CONNECTIONS);
        final var spec = new MoveSpec(6, MoveBed.SFC, MoveBed.FW, MoveMode.PEER_TO_PEER, MoveGuarantee.NO_GUARANTEE,
            EnumSet.of(MoveOptimisation.PARALLELIZE), 7, 5000, ALL, MoveOperation.COPY);
        final var dst = bed.destination.session;
        dst.send(MoveCodec.encodeMessage(new MoveMessage.Prepare(spec), dst.nextXid()));
        final var ready = (MoveMessage.Ready) MoveCodec.decodeMessage(ByteBuffer.wrap(dst.await(message ->
            message[1] == 4 && ByteBuffer.wrap(message).getInt(12) == 0x121))).message();
        final var src = bed.source.session;
        src.send(MoveCodec.encodeMessage(new MoveMessage.Start(spec, ready.token(), ready.endpoint()),
            src.nextXid()));
        final var done = assertInstanceOf(MoveMessage.Done.class, MoveCodec.decodeMessage(ByteBuffer.wrap(
            src.await(message -> message[1] == 4 && ByteBuffer.wrap(message).getInt(12) == 0x122))).message());
        assertEquals(CONNECTIONS, done.chunks());
        src.send(MoveCodec.encodeMessage(new MoveMessage.Finish(6), src.nextXid()));
        final var complete = assertInstanceOf(MoveMessage.Complete.class, MoveCodec.decodeMessage(ByteBuffer.wrap(
            dst.await(message -> message[1] == 4 && ByteBuffer.wrap(message).getInt(12) == 0x123))).message());
        assertEquals(CONNECTIONS, complete.chunks());
        final var atSource = StateChunkCodec.decodeExport(bed.source.sw.exportState(MoveBed.SFC, MoveBed.FW,
            StateScope.flows(ALL))).chunks();
        assertEquals(CONNECTIONS, atSource.size(), "the source keeps every connection");
        assertEquals(atSource, StateChunkCodec.decodeExport(bed.destination.sw.exportState(MoveBed.SFC, MoveBed.FW,
            StateScope.flows(ALL))).chunks(), "the destination holds the same state");
    }

    @Test
    void aRefusalNamesTheSwitchByItsNodeIdAsTheControllerKnowsIt() throws Exception {
        try (var controller = new TestController(); var node = NfNode.start(controller, 35)) {
            // nothing is bound on the switch: the destination refuses the move
            final var spec = spec(8, MoveMode.PEER_TO_PEER, MoveGuarantee.LOSS_FREE,
                EnumSet.of(MoveOptimisation.PARALLELIZE));
            node.session.send(MoveCodec.encodeMessage(new MoveMessage.Prepare(spec), node.session.nextXid()));
            final var failed = assertInstanceOf(MoveMessage.Failed.class, MoveCodec.decodeMessage(ByteBuffer.wrap(
                node.session.await(message -> message[1] == 4 && ByteBuffer.wrap(message).getInt(12) == 0x124)))
                .message());
            assertEquals(MoveFailure.UNKNOWN_SERVICE, failed.failure());
            assertTrue(failed.reason().endsWith(" on switch openflow:35"), failed::reason);
        }
    }

    private static long newConnections(final List<Packet> injected) {
        return injected.stream().filter(packet -> packet.get(PacketField.TCP_FLAGS) == MoveBed.SYN)
            .collect(Collectors.counting());
    }
}
