/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.command;

import org.apache.karaf.shell.api.action.Command;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.openpath.cli.impl.ConfigWrites;

/**
 * {@code openpath:chain-delete}: deletes chain requests, all or none; their capacity is released and their rules
 * leave the switches.
 */
@Service
@Command(scope = "openpath", name = "chain-delete", description = "Deletes service chains (all or none)",
    detailedDescription = "Their capacity is released, their rules leave the switches and their state leaves the"
        + " operational datastore. An unknown name deletes nothing.")
public final class ChainDeleteCommand extends DeleteCommand {
    /**
     * Creates the command.
     */
    public ChainDeleteCommand() {
        super("Chain", ConfigWrites::deleteChains);
    }
}
