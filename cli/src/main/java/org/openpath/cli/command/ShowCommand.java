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
import org.apache.karaf.shell.api.action.Completion;
import org.apache.karaf.shell.api.action.Option;
import org.apache.karaf.shell.api.action.lifecycle.Reference;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.RestconfJson;
import org.openpath.cli.completer.EntryNameCompleter;

/**
 * What the commands that show one named entry share: the entry as text, or with {@code --json} its resources as
 * RESTCONF answers for them; an entry that does not exist is an error either way.
 */
abstract class ShowCommand extends ConsoleAction {
    @Option(name = "--json", description = "Print its configuration (and state, where it has one) as RESTCONF does"
        + " (RFC 7951)")
    boolean json;

    @Argument(index = 0, name = "name", required = true, description = "What to show: the chain of chain-show, the"
        + " NF type of nf-type-show")
    @Completion(EntryNameCompleter.class)
    String name;

    @Reference
    RestconfJson restconfJson;

    @Override
    final void run() throws ConsoleException {
        if (json) {
            print(restconfJson.get(resources()).orElseThrow(this::notFound));
        } else {
            print(text());
        }
    }

    /**
     * The entry's RESTCONF resources, for {@code --json}.
     *
     * @return the resources, in the order they are printed
     * @throws ConsoleException if the name is no valid key
     */
    abstract List<RestconfJson.Resource> resources() throws ConsoleException;

    /**
     * The entry as text.
     *
     * @return the lines
     * @throws ConsoleException {@link #notFound()} if the entry does not exist, or if it cannot be read
     */
    abstract List<String> text() throws ConsoleException;

    /**
     * The error for an entry that does not exist.
     *
     * @return the error, naming the entry
     */
    abstract ConsoleException notFound();
}
