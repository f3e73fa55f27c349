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
import org.openpath.cli.impl.MoveQueries;

/**
 * Completes the ids of the state moves in the operational state-moves list.
 */
@Service
public final class MoveIdCompleter extends ValuesCompleter {
    @Reference
    Datastore datastore;

    @Override
    List<String> values(final CommandLine commandLine) throws ConsoleException {
        return new MoveQueries(datastore).ids();
    }
}
