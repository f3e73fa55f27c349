/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.command;

import org.apache.karaf.shell.api.action.Argument;
import org.apache.karaf.shell.api.action.Command;
import org.apache.karaf.shell.api.action.Completion;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.FinishStateMove;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.FinishStateMoveInputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.MoveId;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.completer.MoveIdCompleter;

/**
 * {@code openpath:finish-state-move}: the {@code finish-state-move} RPC, which ends the redirection of a move started
 * with {@code --finish on-request}.
 */
@Service
@Command(scope = "openpath", name = "finish-state-move", description = "Ends the redirection of a state move"
    + " waiting in phase redirecting (RPC finish-state-move): the source gets MOVE_FINISH")
public final class FinishStateMoveCommand extends ConsoleAction {
    @Argument(index = 0, name = "move-id", required = true, description = "The move, as move-state printed it")
    @Completion(MoveIdCompleter.class)
    String moveId;

    @Override
    void run() throws ConsoleException {
        final MoveId id;
        try {
            id = new MoveId(moveId);
        } catch (IllegalArgumentException e) {
            throw new ConsoleException("'" + moveId + "' is no move id (1 to 64 characters)", e);
        }
        datastore.invoke(FinishStateMove.class, new FinishStateMoveInputBuilder().setMoveId(id).build());
        print("State move " + moveId + " finishing: MOVE_FINISH sent to the source; openpath:move-show " + moveId);
    }
}
