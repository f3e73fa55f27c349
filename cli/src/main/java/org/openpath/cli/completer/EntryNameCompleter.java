/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.completer;

import java.util.List;
import org.apache.karaf.shell.api.action.lifecycle.Reference;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.apache.karaf.shell.api.console.CommandLine;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.Datastore;
import org.openpath.cli.impl.CatalogQueries;
import org.openpath.cli.impl.ChainQueries;

/**
 * Completes the entries that the show and delete commands name. The commands are named {@code <noun>-<verb>}, and the
 * noun says what an entry is: chain names for {@code chain-show} and {@code chain-delete}, NF types for
 * {@code nf-type-show} and {@code nf-type-delete}.
 */
@Service
public final class EntryNameCompleter extends ValuesCompleter {
    @Reference
    Datastore datastore;

    @Override
    List<String> values(final CommandLine commandLine) throws ConsoleException {
        final var command = commandName(commandLine.getArguments()[0]);
        if (command.startsWith("chain-")) {
            return new ChainQueries(datastore).names();
        }
        if (command.startsWith("nf-type-")) {
            return new CatalogQueries(datastore).names();
        }
        return List.of();
    }

    /**
     * A command's name without its scope.
     *
     * @param word the first word of the line, e.g. {@code openpath:chain-show} or {@code chain-show}
     * @return the name, e.g. {@code chain-show}
     */
    static String commandName(final String word) {
        return word.substring(word.indexOf(':') + 1);
    }
}
