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
import org.openpath.cli.impl.TopologyQueries;
import org.openpath.cli.view.TopologyText;
import org.openpath.cli.view.ViewJson;

/**
 * {@code openpath:node-list}: the OpenPATH nodes, configured or observed.
 */
@Service
@Command(scope = "openpath", name = "node-list", description = "Lists the OpenPATH nodes: status, admin state, role,"
    + " capacity in use and sub-SFCs")
public final class NodeListCommand extends ConsoleAction {
    @Option(name = "--json", description = "Print JSON for scripts")
    boolean json;

    @Override
    void run() throws ConsoleException {
        final var nodes = new TopologyQueries(datastore).nodes();
        if (json) {
            print(ViewJson.of(nodes));
        } else {
            print(TopologyText.nodes(nodes, WIDTH));
        }
    }
}
