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

/**
 * Completes the type of {@code --nf <nf>:<type>}: once the NF's name and the colon are typed, the NF types of the
 * catalog (the name itself is the operator's choice).
 */
@Service
public final class NfSpecCompleter extends ValuesCompleter {
    @Reference
    Datastore datastore;

    @Override
    List<String> values(final CommandLine commandLine) throws ConsoleException {
        final var word = commandLine.getCursorArgument();
        final var typed = word == null ? "" : word.substring(0, Math.min(word.length(),
            commandLine.getArgumentPosition()));
        final var colon = typed.indexOf(':');
        if (colon < 1) {
            return List.of();
        }
        final var nf = typed.substring(0, colon + 1);
        return new CatalogQueries(datastore).names().stream().map(type -> nf + type).toList();
    }
}
