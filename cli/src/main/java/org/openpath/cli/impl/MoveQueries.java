/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import static java.util.Objects.requireNonNull;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.yang.types.rev130715.DateAndTime;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.MoveId;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.StateMoves;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.state.moves.Move;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.state.moves.MoveKey;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.EnumTypeObject;
import org.opendaylight.yangtools.binding.ScalarTypeObject;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.Datastore;
import org.openpath.cli.view.MoveView;

/**
 * Reads the operational {@code state-moves} list (openpath-state-move) as {@link MoveView}s.
 */
public final class MoveQueries {
    /** The state moves, running and finished. */
    public static final DataObjectIdentifier<StateMoves> STATE_MOVES =
        DataObjectIdentifier.builder(StateMoves.class).build();

    private final Datastore datastore;

    /**
     * Creates the queries.
     *
     * @param datastore where to read
     */
    public MoveQueries(final Datastore datastore) {
        this.datastore = requireNonNull(datastore);
    }

    /**
     * The path of a move.
     *
     * @param moveId the move id
     * @return the path
     * @throws ConsoleException if the text is no move id
     */
    public static DataObjectIdentifier<Move> movePath(final String moveId) throws ConsoleException {
        final MoveId id;
        try {
            id = new MoveId(moveId);
        } catch (IllegalArgumentException e) {
            throw new ConsoleException("'" + moveId + "' is no move id (1 to 64 characters)", e);
        }
        return STATE_MOVES.toBuilder().child(Move.class, new MoveKey(id)).build();
    }

    /**
     * Every move, oldest first (move ids are numbers that grow).
     *
     * @return the moves
     * @throws ConsoleException if the datastore cannot be read
     */
    public List<MoveView> moves() throws ConsoleException {
        return datastore.read(LogicalDatastoreType.OPERATIONAL, STATE_MOVES)
            .map(moves -> moves.nonnullMove().values().stream().map(MoveQueries::view)
                .sorted(Comparator.comparing(MoveView::moveId, MoveQueries::compareIds)).toList())
            .orElse(List.of());
    }

    /**
     * The move ids, for completion.
     *
     * @return the ids, oldest first
     * @throws ConsoleException if the datastore cannot be read
     */
    public List<String> ids() throws ConsoleException {
        return moves().stream().map(MoveView::moveId).toList();
    }

    /**
     * One move.
     *
     * @param moveId the move id
     * @return the move, if the list has it
     * @throws ConsoleException if the text is no move id or the datastore cannot be read
     */
    public Optional<MoveView> move(final String moveId) throws ConsoleException {
        return datastore.read(LogicalDatastoreType.OPERATIONAL, movePath(moveId)).map(MoveQueries::view);
    }

    /**
     * A move entry as a view.
     *
     * @param move the entry
     * @return the view
     */
    public static MoveView view(final Move move) {
        return new MoveView(move.getMoveId().getValue(), value(move.getChain()), value(move.getNf()),
            value(move.getSourceNode()), value(move.getDestinationNode()), move.getMode(), move.getGuarantee(),
            name(move.getStatus()), name(move.getPhase()),
            move.nonnullPhaseChange().stream().map(change -> new MoveView.PhaseChange(
                change.getPhase() == null ? "?" : change.getPhase().getName(), time(change.getAt()))).toList(),
            move.getReason(), move.getFailure(), time(move.getStarted()), time(move.getFinished()),
            number(move.getMoveTime()),
            new MoveView.Counters(number(move.getStateChunks()), number(move.getStateBytes()),
                number(move.getRedirectedPackets()), number(move.getForwardedPackets()),
                number(move.getBufferedPackets()), number(move.getHeldPackets()), number(move.getDroppedPackets()),
                number(move.getReorderedPackets()), number(move.getControllerMessages())));
    }

    private static int compareIds(final String first, final String second) {
        final var numeric = first.chars().allMatch(Character::isDigit) && second.chars().allMatch(Character::isDigit);
        return numeric && first.length() != second.length() ? Integer.compare(first.length(), second.length())
            : first.compareTo(second);
    }

    private static @Nullable String value(final @Nullable ScalarTypeObject<String> value) {
        return value == null ? null : value.getValue();
    }

    private static @Nullable String name(final @Nullable EnumTypeObject value) {
        return value == null ? null : value.getName();
    }

    private static @Nullable String time(final @Nullable DateAndTime value) {
        return value == null ? null : value.getValue();
    }

    private static @Nullable Long number(final @Nullable Uint64 value) {
        return value == null ? null : value.longValue();
    }
}
