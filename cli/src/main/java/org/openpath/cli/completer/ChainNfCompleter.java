/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.completer;

import java.util.List;
import java.util.Set;
import org.apache.karaf.shell.api.action.lifecycle.Reference;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.apache.karaf.shell.api.console.CommandLine;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.Datastore;
import org.openpath.cli.impl.ChainQueries;

/**
 * Completes the NFs of the chain named by the command's first argument (the NF-control commands take the chain
 * first): its requested NFs and the vertices dynamic rules insert.
 */
@Service
public final class ChainNfCompleter extends ValuesCompleter {
    private static final Set<String> SWITCHES = Set.of("--wait", "--json");

    @Reference
    Datastore datastore;

    @Override
    List<String> values(final CommandLine commandLine) throws ConsoleException {
        final var chain = firstArgument(commandLine.getArguments(), commandLine.getCursorArgumentIndex());
        return chain == null ? List.of() : new ChainQueries(datastore).nfNames(chain);
    }

    /**
     * The first positional argument before the cursor: the command is word 0, every option of these commands takes a
     * value but the switches {@code --wait} and {@code --json} ({@code move-state}).
     *
     * @param words the words of the line
     * @param cursor the index of the word at the cursor
     * @return the argument, or {@code null} if there is none before the cursor
     */
    static @Nullable String firstArgument(final String[] words, final int cursor) {
        var index = 1;
        while (index < Math.min(cursor, words.length)) {
            if (!words[index].startsWith("-")) {
                return words[index];
            }
            // skip the option and its value
            index += SWITCHES.contains(words[index]) ? 1 : 2;
        }
        return null;
    }
}
