/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import org.junit.jupiter.api.Test;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.MoveEndpoint;
import org.openpath.openflow.MoveFailure;
import org.openpath.openflow.MoveGuarantee;
import org.openpath.openflow.MoveMessage;
import org.openpath.openflow.MoveMode;
import org.openpath.openflow.MoveOperation;
import org.openpath.statesync.Handover.ChainActivity;
import org.openpath.statesync.Replicator.Twin;

/**
 * A node that leaves hands its NF state over, through a real {@link MoveCoordinator} to switches played by the test:
 * a loss-free move per stateful NF instance with a backup twin, finished on request; the hand-over completes when
 * every move redirects or failed, and each move finishes once the chains' rendered state no longer runs its NF on the
 * node, or at the deadline.
 */
class HandoverTest {
    private static final String LEAVING = "openflow:1";
    private static final String BACKUP = "openflow:2";
    private static final String OTHER = "openflow:3";
    private static final Twin NAT = new Twin("web", "nat", 3, 2, LEAVING, BACKUP, 1_000);
    private static final Twin FW = new Twin("web", "fw", 3, 1, LEAVING, BACKUP, 1_000);
    private static final Twin ELSEWHERE = new Twin("db", "nat", 4, 1, OTHER, BACKUP, 1_000);

    private record Timer(long delay, Runnable task) {
    }

    private final PlayedSwitches switches = new PlayedSwitches();
    private final List<Timer> deadlines = new ArrayList<>();
    private final List<MoveProgress> reported = new ArrayList<>();
    private Handover handover;
    private final MoveCoordinator coordinator = new MoveCoordinator(switches, Runnable::run, (delay, task) -> () -> { },
        (InstantSource) () -> Instant.parse("2026-11-26T10:00:00Z"), progress -> {
            reported.add(progress);
            handover.onProgress(progress);
        }, 90);

    HandoverTest() {
        handover = new Handover(coordinator::start, coordinator::finish, (delay, task) -> {
            final var timer = new Timer(delay, task);
            deadlines.add(timer);
            return () -> deadlines.remove(timer);
        }, 4_000, 30_000);
        handover.twins(List.of(NAT, FW, ELSEWHERE));
    }

    private List<MoveMessage.Prepare> prepared() {
        return switches.messages.stream().filter(MoveMessage.Prepare.class::isInstance)
            .map(MoveMessage.Prepare.class::cast).toList();
    }

    private void redirects(final long moveId, final long chunks) throws Exception {
        redirects(moveId, chunks, BACKUP);
    }

    private void redirects(final long moveId, final long chunks, final String destination) throws Exception {
        coordinator.onMessage(destination, new MoveMessage.Ready(moveId, 77, new MoveEndpoint(
            InetAddress.getByName("127.0.0.1"), 40000)));
        coordinator.onMessage(LEAVING, new MoveMessage.Done(moveId, chunks, chunks * 72, 5));
    }

    @Test
    void theStateOfEveryTwinOnTheNodeMovesLossFreeAndTheHandoverCompletesWhenAllRedirect() throws Exception {
        final CompletionStage<Map<String, String>> carried = handover.carryOff(LEAVING);
        final var prepares = prepared();
        assertEquals(List.of(BACKUP + " MOVE_PREPARE", BACKUP + " MOVE_PREPARE"), switches.sent,
            "one move per NF instance on the node, none for the other node's");
        assertEquals(List.of(1L, 2L), prepares.stream().map(prepare -> prepare.spec().serviceId()).toList(),
            "the downstream NF (fw, after nat in the chain) first");
        for (var prepare : prepares) {
            final var spec = prepare.spec();
            assertEquals(MoveGuarantee.LOSS_FREE, spec.guarantee());
            assertEquals(MoveMode.PEER_TO_PEER, spec.mode());
            assertEquals(MoveOperation.MOVE, spec.operation());
            assertEquals(7, spec.scope(), "every kind of state leaves the node");
            assertEquals(FlowSpec.ANY, spec.filter());
            assertEquals(3, spec.sfcId());
            assertEquals(4_000, spec.timeoutMillis());
        }

        redirects(prepares.get(0).spec().moveId(), 12);
        assertFalse(carried.toCompletableFuture().isDone(), "one move still transfers");
        redirects(prepares.get(1).spec().moveId(), 9);
        assertEquals(Map.of("web", "state carried: fw to openflow:2 (12 chunks), nat to openflow:2 (9 chunks)"),
            carried.toCompletableFuture().getNow(Map.of()), "what each chain had carried, in the moves' order");
        assertFalse(switches.sent.contains(LEAVING + " MOVE_FINISH"), "the source redirects until the switch");
    }

    @Test
    void aMoveFinishesOnceTheRenderedChainNoLongerRunsItsNfOnTheNode() throws Exception {
        handover.twins(List.of(NAT));
        handover.carryOff(LEAVING);
        final long moveId = prepared().getFirst().spec().moveId();
        redirects(moveId, 3);

        handover.chains(Map.of("web", new ChainActivity(true, Map.of("nat", Set.of(LEAVING)))));
        handover.chains(Map.of("web", new ChainActivity(false, Map.of("nat", Set.of(BACKUP)))));
        assertFalse(switches.sent.contains(LEAVING + " MOVE_FINISH"),
            "still running there, or switched but not confirmed on the switches: keep redirecting");

        handover.chains(Map.of("web", new ChainActivity(true, Map.of("nat", Set.of(BACKUP)))));
        assertEquals(LEAVING + " MOVE_FINISH", switches.sent.getLast());
        final var finish = assertInstanceOf(MoveMessage.Finish.class, switches.messages.getLast());
        assertEquals(moveId, finish.moveId());
        assertTrue(deadlines.isEmpty(), "the deadline is cancelled");

        handover.chains(Map.of("web", new ChainActivity(true, Map.of("nat", Set.of(BACKUP)))));
        assertEquals(1, switches.sent.stream().filter((LEAVING + " MOVE_FINISH")::equals).count(), "finished once");
        coordinator.onMessage(BACKUP, new MoveMessage.Complete(moveId, 3, 216, 5, 0, 0));
        assertEquals(MovePhase.COMPLETED, reported.getLast().phase());
    }

    @Test
    void aMoveWhoseSwitchIsNeverConfirmedFinishesAtTheDeadline() throws Exception {
        handover.twins(List.of(NAT));
        handover.carryOff(LEAVING);
        redirects(prepared().getFirst().spec().moveId(), 3);
        assertEquals(1, deadlines.size());
        assertEquals(30_000, deadlines.getFirst().delay());
        assertFalse(switches.sent.contains(LEAVING + " MOVE_FINISH"));
        deadlines.removeFirst().task().run();
        assertEquals(LEAVING + " MOVE_FINISH", switches.sent.getLast());
    }

    @Test
    void aChainThatIsGoneFinishesItsMoves() throws Exception {
        handover.twins(List.of(NAT));
        handover.carryOff(LEAVING);
        redirects(prepared().getFirst().spec().moveId(), 3);
        handover.chains(Map.of());
        assertEquals(LEAVING + " MOVE_FINISH", switches.sent.getLast());
    }

    @Test
    void aFailedMoveIsReportedAndDoesNotHoldTheHandover() throws Exception {
        final var carried = handover.carryOff(LEAVING);
        final var prepares = prepared();
        redirects(prepares.get(0).spec().moveId(), 4);
        coordinator.onMessage(BACKUP, new MoveMessage.Failed(prepares.get(1).spec().moveId(),
            MoveFailure.UNKNOWN_SERVICE, "service 2 of chain 3 is not bound on switch openflow:2"));
        final var summary = carried.toCompletableFuture().getNow(Map.of()).get("web");
        assertTrue(summary.startsWith("state carried: fw to openflow:2 (4 chunks); state not carried: nat ("),
            summary);
        assertTrue(summary.contains("is not bound on switch openflow:2"), summary);
    }

    @Test
    void aNodeWithoutStateToCarryHandsOverAtOnce() {
        final var carried = handover.carryOff("openflow:9");
        assertEquals(Map.of(), carried.toCompletableFuture().getNow(Map.of("not", "done")));
        assertEquals(List.of(), switches.sent);
    }

    @Test
    void anNfAlreadyMovingIsNotCarriedAndSaysWhy() {
        handover.twins(List.of(NAT));
        coordinator.start(new MoveRequest("web", "nat", LEAVING, OTHER, 3, 2, MoveMode.PEER_TO_PEER,
            MoveGuarantee.LOSS_FREE, Set.of(), 1, 4_000, FlowSpec.ANY, true));
        final var summary = handover.carryOff(LEAVING).toCompletableFuture().getNow(Map.of()).get("web");
        assertTrue(summary.startsWith("state not carried: nat (NF 'nat' of chain 'web' is already moving"),
            summary);
    }

    @Test
    void aRelocatedStatefulNfCarriesItsStateBeforeTheSwitchAndAStatelessOneDoesNot() throws Exception {
        handover.statefulTypes(Set.of("nat", "firewall"));
        final var carried = handover.carry("web", 3, List.of(
            new StateRelocation.Relocation("nat", 2, "nat", LEAVING, OTHER),
            new StateRelocation.Relocation("mon", 3, "traffic-monitor", LEAVING, OTHER)));
        assertEquals(List.of(OTHER + " MOVE_PREPARE"), switches.sent, "the monitor keeps no state");
        final var spec = prepared().getFirst().spec();
        assertEquals(2, spec.serviceId());
        assertEquals(3, spec.sfcId());
        assertEquals(MoveGuarantee.LOSS_FREE, spec.guarantee());
        assertEquals(7, spec.scope(), "every kind of state goes along");
        assertFalse(carried.toCompletableFuture().isDone(), "the state is on its way");

        redirects(spec.moveId(), 4, OTHER);
        assertEquals("state carried: nat to openflow:3 (4 chunks)", carried.toCompletableFuture().getNow("?"));
        assertFalse(switches.sent.contains(LEAVING + " MOVE_FINISH"), "the source redirects until the switch");
        handover.chains(Map.of("web", new ChainActivity(true, Map.of("nat", Set.of(OTHER)))));
        assertEquals(LEAVING + " MOVE_FINISH", switches.sent.getLast(), "the switched chain is confirmed");
    }

    @Test
    void aRelocationOfStatelessNfsCompletesAtOnceWithNothingToSay() {
        handover.statefulTypes(Set.of("nat"));
        final var carried = handover.carry("web", 3, List.of(
            new StateRelocation.Relocation("mon", 3, "traffic-monitor", LEAVING, OTHER)));
        assertEquals("", carried.toCompletableFuture().getNow("?"));
        assertTrue(switches.sent.isEmpty());
    }

    @Test
    void anNfWhoseStateAHandoverCarriesAlreadyIsNotMovedTwice() {
        handover.statefulTypes(Set.of("nat", "firewall"));
        handover.twins(List.of(NAT));
        handover.carryOff(LEAVING);
        assertEquals(1, switches.sent.size());
        // the renderer switches the chain to the backup the hand-over carries the state to
        final var carried = handover.carry("web", 3, List.of(
            new StateRelocation.Relocation("nat", 2, "nat", LEAVING, BACKUP)));
        assertEquals("", carried.toCompletableFuture().getNow("?"));
        assertEquals(1, switches.sent.size(), "no second move of the same NF");
    }
}
