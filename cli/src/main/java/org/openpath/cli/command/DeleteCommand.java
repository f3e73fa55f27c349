/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.command;

import java.util.List;
import org.openpath.cli.ConsoleException;
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

    /**
     * Deletes the entries, all or none, then prints {@code <what> <name> deleted} for each.
     *
     * @param what what an entry is, as a line starts, e.g. {@code Chain}
     * @param deletion the deletion
     * @param names the entries
     * @throws ConsoleException if one does not exist, or the commit is refused; nothing is deleted then
     */
    final void deleteAll(final String what, final Deletion deletion, final List<String> names)
            throws ConsoleException {
        deletion.delete(new ConfigWrites(datastore), names);
        names.forEach(deleted -> print(what + " " + deleted + " deleted"));
    }
}
