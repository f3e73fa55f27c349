/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.command;

import org.apache.karaf.shell.api.action.Command;
import org.apache.karaf.shell.api.action.Option;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.impl.MoveQueries;
import org.openpath.cli.view.MoveText;
import org.openpath.cli.view.ViewJson;

/**
 * {@code openpath:move-list}: the state moves of the operational {@code state-moves} list.
 */
@Service
@Command(scope = "openpath", name = "move-list", description = "Lists the state moves, running and finished: chain,"
    + " NF, nodes, mode, guarantee, phase and duration")
public final class MoveListCommand extends ConsoleAction {
    @Option(name = "--json", description = "Print JSON for scripts")
    boolean json;

    @Override
    void run() throws ConsoleException {
        final var moves = new MoveQueries(datastore).moves();
        if (json) {
            print(ViewJson.of(moves));
        } else {
            print(MoveText.moves(moves, WIDTH));
        }
    }
}
