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
import org.apache.karaf.shell.api.action.Option;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.impl.ConfigWrites;

/**
 * {@code openpath:chain-add}: stores chain requests, as a RESTCONF PUT would; the commit-time validation refuses a bad
 * one with RESTCONF's message and nothing is stored.
 */
@Service
@Command(scope = "openpath", name = "chain-add", description = "Adds a service chain request from flags, or the"
    + " chains of a JSON file in the RESTCONF body format; validated when committed, then analysed, placed and"
    + " rendered")
public final class ChainAddCommand extends ChainRequestOptions {
    @Argument(index = 0, name = "name", description = "The chain (optional with --file: picks one of its chains)")
    String name;

    @Option(name = "--replace", description = "Replace a chain of the same name instead of refusing")
    boolean replace;

    @Override
    void run() throws ConsoleException {
        final var writes = new ConfigWrites(datastore);
        final List<String> stored;
        if (file != null) {
            final var chains = fromFile(name);
            writes.addParsedChains(chains, replace);
            stored = chains.stream().map(chain -> chain.binding().getName().getValue()).toList();
        } else {
            final var chains = requests(name, null);
            writes.addChains(chains, replace);
            stored = chains.stream().map(chain -> chain.getName().getValue()).toList();
        }
        for (var chain : stored) {
            print("Chain " + chain + " stored; the controller processes it now: openpath:chain-show " + chain);
        }
    }
}
