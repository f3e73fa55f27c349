/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.command;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.apache.karaf.shell.api.action.Argument;
import org.apache.karaf.shell.api.action.Completion;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.completer.EntryNameCompleter;
import org.openpath.cli.impl.ConfigWrites;

/**
 * What the delete commands share: the entries named go in one transaction, all or none, and each one deleted gets a
 * line.
 */
abstract class DeleteCommand extends ConsoleAction {
    /**
     * One of the {@link ConfigWrites} deletions, e.g. {@link ConfigWrites#deleteChains}.
     */
    @FunctionalInterface
    interface Deletion {
        /**
         * Deletes entries, all or none.
         *
         * @param writes the writes
         * @param names the entries
         * @throws ConsoleException if one does not exist, or the commit is refused
         */
        void delete(ConfigWrites writes, List<String> names) throws ConsoleException;
    }

    @Argument(index = 0, name = "names", required = true, multiValued = true, description = "What to delete: the"
        + " chains of chain-delete, the NF types of nf-type-delete")
    @Completion(EntryNameCompleter.class)
    List<String> names;

    private final String what;
    private final Deletion deletion;

    /**
     * Creates a delete command.
     *
     * @param what what an entry is, as a line starts, e.g. {@code Chain}
     * @param deletion the deletion
     */
    DeleteCommand(final String what, final Deletion deletion) {
        this.what = requireNonNull(what);
        this.deletion = requireNonNull(deletion);
    }

    /**
     * Deletes the entries, all or none, then prints {@code <what> <name> deleted} for each.
     *
     * @throws ConsoleException if one does not exist, or the commit is refused; nothing is deleted then
     */
    @Override
    final void run() throws ConsoleException {
        deletion.delete(new ConfigWrites(datastore), names);
        names.forEach(deleted -> print(what + " " + deleted + " deleted"));
    }
}
