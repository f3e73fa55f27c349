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
 * {@code openpath:nf-type-delete}: deletes NF types, all or none; the commit-time validation refuses to delete one a
 * chain uses, naming the chain.
 */
@Service
@Command(scope = "openpath", name = "nf-type-delete", description = "Deletes NF types from the catalog (all or"
    + " none); refused for a type a chain uses")
public final class NfTypeDeleteCommand extends DeleteCommand {
    /**
     * Creates the command.
     */
    public NfTypeDeleteCommand() {
        super("NF type", ConfigWrites::deleteNfTypes);
    }
}
