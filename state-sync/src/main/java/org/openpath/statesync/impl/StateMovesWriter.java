/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync.impl;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Locale;
import java.util.function.Supplier;
import org.opendaylight.mdsal.binding.api.TransactionChain;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.yang.types.rev130715.DateAndTime;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.MoveId;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.Phase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.StateMoves;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.state.moves.Move;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.state.moves.MoveBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.state.moves.MoveKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.state.moves.move.PhaseChange;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.state.moves.move.PhaseChangeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.openpath.api.datastore.WriteChain;
import org.openpath.openflow.MoveMode;
import org.openpath.statesync.MovePhase;
import org.openpath.statesync.MoveProgress;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The single writer of the operational {@code state-moves}: each move's entry, replaced whole at every change the
 * coordinator reports. The coordinator calls from its one thread and the writes go on one {@link WriteChain}, so the
 * entries are committed in the order of the changes; a write that is lost with a failed chain is logged with the
 * move id and phase.
 */
final class StateMovesWriter implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(StateMovesWriter.class);

    private final WriteChain chain;

    /**
     * Creates the writer.
     *
     * @param chains opens a transaction chain, e.g. {@code dataBroker::createMergingTransactionChain}
     */
    StateMovesWriter(final Supplier<TransactionChain> chains) {
        chain = new WriteChain(chains, LOG, "state-moves");
    }

    void write(final MoveProgress progress) {
        final var entry = entry(progress);
        chain.write("state move " + progress.moveId() + " " + progress.phase(),
            tx -> tx.put(LogicalDatastoreType.OPERATIONAL, DataObjectIdentifier.builder(StateMoves.class)
                .child(Move.class, entry.key()).build(), entry));
    }

    @Override
    public void close() {
        chain.close();
    }

    static Move entry(final MoveProgress progress) {
        final var request = progress.request();
        final var phases = new ArrayList<PhaseChange>();
        for (var change : progress.phases()) {
            phases.add(new PhaseChangeBuilder().setPhase(phase(change.phase())).setAt(dateAndTime(change.at()))
                .build());
        }
        final var builder = new MoveBuilder()
            .withKey(new MoveKey(new MoveId(Long.toString(progress.moveId()))))
            .setChain(new ChainName(request.chain()))
            .setNf(new NfInstanceName(request.nf()))
            .setSourceNode(new NodeRef(request.sourceNode()))
            .setDestinationNode(new NodeRef(request.destinationNode()))
            .setMode(request.mode() == MoveMode.RELAY ? "relay" : "peer-to-peer")
            .setGuarantee(request.guarantee().name().toLowerCase(Locale.ROOT).replace('_', '-'))
            .setStatus(status(progress.phase()))
            .setPhase(phase(progress.phase()))
            .setPhaseChange(phases)
            .setReason(progress.reason())
            .setFailure(progress.failure())
            .setStarted(dateAndTime(progress.started()))
            .setStateChunks(Uint64.valueOf(progress.chunks()))
            .setStateBytes(Uint64.valueOf(progress.bytes()))
            .setRedirectedPackets(Uint64.valueOf(progress.redirected()))
            .setForwardedPackets(Uint64.valueOf(progress.forwarded()))
            .setBufferedPackets(Uint64.valueOf(progress.buffered()))
            .setHeldPackets(Uint64.valueOf(progress.held()))
            .setDroppedPackets(Uint64.valueOf(progress.dropped()))
            .setControllerMessages(Uint64.valueOf(progress.messages()));
        final var reordered = progress.reordered();
        if (reordered != null) {
            builder.setReorderedPackets(Uint64.valueOf(reordered));
        }
        final var finished = progress.finished();
        if (finished != null) {
            builder.setFinished(dateAndTime(finished))
                .setMoveTime(Uint64.valueOf(Duration.between(progress.started(), finished).toMillis()));
        }
        return builder.build();
    }

    private static Phase phase(final MovePhase phase) {
        return switch (phase) {
            case PREPARING -> Phase.Preparing;
            case TRANSFERRING -> Phase.Transferring;
            case REDIRECTING -> Phase.Redirecting;
            case FINISHING -> Phase.Finishing;
            case COMPLETED -> Phase.Completed;
            case FAILED -> Phase.Failed;
        };
    }

    private static Move.Status status(final MovePhase phase) {
        return switch (phase) {
            case PREPARING -> Move.Status.Signalling;
            case TRANSFERRING, REDIRECTING, FINISHING -> Move.Status.Transferring;
            case COMPLETED -> Move.Status.Completed;
            case FAILED -> Move.Status.Failed;
        };
    }

    private static DateAndTime dateAndTime(final Instant instant) {
        return new DateAndTime(instant.toString());
    }
}
