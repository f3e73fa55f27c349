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
import org.openpath.cli.impl.ChainQueries;
import org.openpath.cli.view.ChainText;
import org.openpath.cli.view.ViewJson;

/**
 * {@code openpath:chain-list}: every chain with its status, where it runs and its rules.
 */
@Service
@Command(scope = "openpath", name = "chain-list", description = "Lists the service chains: status, running-on,"
    + " the nodes of their sub-SFCs and the rules installed for them")
public final class ChainListCommand extends ConsoleAction {
    @Option(name = "--json", description = "Print JSON for scripts")
    boolean json;

    @Override
    void run() throws ConsoleException {
        final var rows = new ChainQueries(datastore).rows();
        if (json) {
            print(ViewJson.of(rows));
        } else {
            print(ChainText.list(rows, WIDTH));
        }
    }
}
