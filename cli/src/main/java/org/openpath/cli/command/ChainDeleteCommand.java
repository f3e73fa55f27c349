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
import org.apache.karaf.shell.api.action.Completion;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.completer.ChainNameCompleter;
import org.openpath.cli.impl.ConfigWrites;

/**
 * {@code openpath:chain-delete}: deletes chain requests, all or none; their capacity is released and their rules
 * leave the switches.
 */
@Service
@Command(scope = "openpath", name = "chain-delete", description = "Deletes service chains (all or none); their"
    + " capacity is released and their rules leave the switches")
public final class ChainDeleteCommand extends DeleteCommand {
    @Argument(index = 0, name = "names", required = true, multiValued = true, description = "The chains")
    @Completion(ChainNameCompleter.class)
    List<String> names;

    @Override
    void run() throws ConsoleException {
        deleteAll("Chain", ConfigWrites::deleteChains, names);
    }
}
