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
 * {@code openpath:link-list}: links between OpenPATH nodes, configured or discovered.
 */
@Service
@Command(scope = "openpath", name = "link-list", description = "Lists the links between OpenPATH nodes: ends,"
    + " origin, whether up, bandwidth in use, latency")
public final class LinkListCommand extends ConsoleAction {
    @Option(name = "--json", description = "Print JSON for scripts")
    boolean json;

    @Override
    void run() throws ConsoleException {
        final var links = new TopologyQueries(datastore).links();
        if (json) {
            print(ViewJson.of(links));
        } else {
            print(TopologyText.links(links, WIDTH));
        }
    }
}
