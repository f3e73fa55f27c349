/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.MoveId;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.Phase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.StateMoves;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.state.moves.Move;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.state.moves.MoveKey;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.MoveGuarantee;
import org.openpath.openflow.MoveMode;
import org.openpath.statesync.MovePhase;
import org.openpath.statesync.MoveProgress;
import org.openpath.statesync.MoveRequest;

/**
 * The state-moves writer puts a move's phase changes on one transaction chain, in the order they happen, so a later
 * phase is never committed before (or instead of) an earlier one; after the chain fails, the next change of the move
 * goes on a new chain.
 */
class StateMovesWriterTest {
    private static final Instant STARTED = Instant.parse("2026-11-26T01:00:00Z");
    private static final DataObjectIdentifier<Move> MOVE_42 = DataObjectIdentifier.builder(StateMoves.class)
        .child(Move.class, new MoveKey(new MoveId("42"))).build();

    private final FakeChains chains = new FakeChains();
    private final StateMovesWriter writer = new StateMovesWriter(chains);

    private static MoveProgress progress(final MovePhase... entered) {
        final var phases = Arrays.stream(entered)
            .map(phase -> new MoveProgress.PhaseChange(phase, STARTED)).toList();
        final var last = entered[entered.length - 1];
        final boolean ended = last == MovePhase.COMPLETED || last == MovePhase.FAILED;
        return new MoveProgress(42, new MoveRequest("web", "nat", "openflow:1", "openflow:2", 3, 2,
            MoveMode.PEER_TO_PEER, MoveGuarantee.LOSS_FREE, Set.of(), 1, 5000, FlowSpec.ANY, true), last, phases,
            null, null, STARTED, ended ? STARTED.plusMillis(80) : null, 0, 0, 0, 0, 0, 0, 0, null, 6);
    }

    private static Phase writtenPhase(final FakeChains.Tx tx) {
        assertEquals(1, tx.ops.size());
        final var op = tx.ops.getFirst();
        assertEquals("put", op.kind());
        assertEquals(LogicalDatastoreType.OPERATIONAL, op.store());
        assertEquals(MOVE_42, op.path());
        return assertInstanceOf(Move.class, op.data()).getPhase();
    }

    @Test
    void successivePhasesOfAMoveGoOnOneChainInTheirOrder() {
        writer.write(progress(MovePhase.PREPARING));
        writer.write(progress(MovePhase.PREPARING, MovePhase.TRANSFERRING, MovePhase.REDIRECTING,
            MovePhase.FINISHING));
        writer.write(progress(MovePhase.PREPARING, MovePhase.TRANSFERRING, MovePhase.REDIRECTING,
            MovePhase.FINISHING, MovePhase.COMPLETED));
        assertEquals(1, chains.opened.size());
        assertEquals(List.of(Phase.Preparing, Phase.Finishing, Phase.Completed),
            chains.opened.getFirst().committed.stream().map(StateMovesWriterTest::writtenPhase).toList());
    }

    @Test
    void afterTheChainFailsTheNextPhaseGoesOnANewChain() {
        writer.write(progress(MovePhase.PREPARING, MovePhase.TRANSFERRING, MovePhase.REDIRECTING,
            MovePhase.FINISHING));
        final var failed = chains.opened.getFirst();
        failed.fail();
        assertTrue(failed.isClosed(), "the failed chain is closed");
        writer.write(progress(MovePhase.PREPARING, MovePhase.TRANSFERRING, MovePhase.REDIRECTING,
            MovePhase.FINISHING, MovePhase.COMPLETED));
        assertEquals(2, chains.opened.size());
        assertEquals(List.of(Phase.Completed),
            chains.opened.get(1).committed.stream().map(StateMovesWriterTest::writtenPhase).toList());
    }

    @Test
    void closingTheWriterClosesItsChain() {
        writer.write(progress(MovePhase.PREPARING));
        writer.close();
        assertTrue(chains.opened.getFirst().isClosed());
    }
}
