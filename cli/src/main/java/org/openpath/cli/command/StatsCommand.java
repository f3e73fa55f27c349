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
import org.openpath.cli.impl.StatsQueries;
import org.openpath.cli.view.StatsText;
import org.openpath.cli.view.ViewJson;

/**
 * {@code openpath:stats}: the counters the suite keeps in the operational datastore.
 */
@Service
@Command(scope = "openpath", name = "stats", description = "Shows the suite's counters: the orchestrator's request"
    + " queue, chains and nodes by status, and what OpenPATH switches sent (southbound statistics)")
public final class StatsCommand extends ConsoleAction {
    @Option(name = "--json", description = "Print JSON for scripts")
    boolean json;

    @Override
    void run() throws ConsoleException {
        final var stats = new StatsQueries(datastore).stats();
        if (json) {
            print(ViewJson.of(stats));
        } else {
            print(StatsText.show(stats, WIDTH));
        }
    }
}
