/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.command;

import java.util.List;
import org.apache.karaf.shell.api.action.Action;
import org.apache.karaf.shell.api.action.lifecycle.Reference;
import org.apache.karaf.shell.api.console.Session;
import org.apache.karaf.shell.support.CommandException;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.Datastore;

/**
 * What every command shares: the session's console to print on, the datastore, and the one way a failure reaches
 * the operator. A {@link ConsoleException} becomes a Karaf {@link CommandException}, which the console prints as its
 * bare message (the refusal as RESTCONF words it) and which makes {@code bin/client} exit with status 1.
 */
abstract class ConsoleAction implements Action {
    /** The width every line fits. */
    static final int WIDTH = 100;

    @Reference
    Session session;

    @Reference
    Datastore datastore;

    @Override
    public final Object execute() throws CommandException {
        try {
            run();
        } catch (ConsoleException e) {
            throw new CommandException(e.getMessage(), e);
        }
        return null;
    }

    /**
     * Does the command's work.
     *
     * @throws ConsoleException if it cannot
     */
    abstract void run() throws ConsoleException;

    final void print(final List<String> lines) {
        final var console = session.getConsole();
        lines.forEach(console::println);
    }

    final void print(final String text) {
        session.getConsole().println(text);
    }
}
