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
 * {@code openpath:node-show}: one node, with the sub-SFCs placed on it.
 */
@Service
@Command(scope = "openpath", name = "node-show", description = "Shows an OpenPATH node: configuration, observed"
    + " state, capacity in use and the sub-SFCs placed on it")
public final class NodeShowCommand extends NodeCommand {
    @Option(name = "--json", description = "Print JSON for scripts")
    boolean json;

    @Override
    void run() throws ConsoleException {
        final var found = new TopologyQueries(datastore).node(node)
            .orElseThrow(() -> new ConsoleException("No node '" + node + "': neither configured nor observed"));
        if (json) {
            print(ViewJson.of(found));
        } else {
            print(TopologyText.node(found, WIDTH));
        }
    }
}
