/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.completer;

import java.util.List;
import org.apache.karaf.shell.api.console.CommandLine;
import org.apache.karaf.shell.api.console.Completer;
import org.apache.karaf.shell.api.console.Session;
import org.apache.karaf.shell.support.completers.StringsCompleter;
import org.openpath.cli.ConsoleException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Completes the word at the cursor from a list of values; when the values cannot be read, nothing is offered (and
 * the reason is logged at debug level).
 */
abstract class ValuesCompleter implements Completer {
    private static final Logger LOG = LoggerFactory.getLogger(ValuesCompleter.class);

    @Override
    public final int complete(final Session session, final CommandLine commandLine, final List<String> candidates) {
        final List<String> values;
        try {
            values = values(commandLine);
        } catch (ConsoleException e) {
            LOG.debug("No completion for {}", commandLine.getBuffer(), e);
            return -1;
        }
        return new StringsCompleter(values).complete(session, commandLine, candidates);
    }

    /**
     * The values to complete from.
     *
     * @param commandLine the line being completed
     * @return the values
     * @throws ConsoleException if they cannot be read
     */
    abstract List<String> values(CommandLine commandLine) throws ConsoleException;
}
