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
import org.apache.karaf.shell.api.action.Option;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.completer.ChainNameCompleter;
import org.openpath.cli.impl.MoveQueries;
import org.openpath.cli.view.MoveText;
import org.openpath.cli.view.ViewJson;

/**
 * {@code openpath:move-list}: the state moves of the operational {@code state-moves} list, all or one chain's.
 */
@Service
@Command(scope = "openpath", name = "move-list", description = "Lists the state moves, running and finished, all or"
    + " one chain's: chain, NF, nodes, mode, guarantee, phase and duration")
public final class MoveListCommand extends ConsoleAction {
    @Option(name = "--json", description = "Print JSON for scripts")
    boolean json;

    @Argument(index = 0, name = "chain", required = false, description = "Only this chain's moves")
    @Completion(ChainNameCompleter.class)
    @Nullable String chain;

    @Override
    void run() throws ConsoleException {
        final var only = chain;
        final var moves = new MoveQueries(datastore).moves().stream()
            .filter(move -> only == null || only.equals(move.chain())).toList();
        if (json) {
            print(ViewJson.of(moves));
        } else {
            print(MoveText.moves(moves, WIDTH));
        }
    }
}
