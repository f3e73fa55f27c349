/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.command;

import java.util.List;
import org.apache.karaf.shell.api.action.Argument;
import org.apache.karaf.shell.api.action.Command;
import org.apache.karaf.shell.api.action.Completion;
import org.apache.karaf.shell.api.action.Option;
import org.apache.karaf.shell.api.action.lifecycle.Reference;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.RestconfJson;
import org.openpath.cli.completer.MoveIdCompleter;
import org.openpath.cli.impl.MoveQueries;
import org.openpath.cli.view.MoveText;

/**
 * {@code openpath:move-show}: one state move, with its phases and counters.
 */
@Service
@Command(scope = "openpath", name = "move-show", description = "Shows a state move: what moves where and how, its"
    + " outcome, every phase with when it was entered, and the counters")
public final class MoveShowCommand extends ConsoleAction {
    @Argument(index = 0, name = "move-id", required = true, description = "The move")
    @Completion(MoveIdCompleter.class)
    String moveId;

    @Option(name = "--json", description = "Print the move as RESTCONF's GET of it does (RFC 7951)")
    boolean json;

    @Reference
    RestconfJson restconfJson;

    @Override
    void run() throws ConsoleException {
        if (json) {
            print(restconfJson.get(List.of(new RestconfJson.Resource(LogicalDatastoreType.OPERATIONAL,
                MoveQueries.movePath(moveId)))).orElseThrow(() -> noMove(moveId)));
            return;
        }
        print(MoveText.show(new MoveQueries(datastore).move(moveId).orElseThrow(() -> noMove(moveId)), WIDTH));
    }

    private static ConsoleException noMove(final String moveId) {
        return new ConsoleException("No state move '" + moveId + "' in state-moves");
    }
}
