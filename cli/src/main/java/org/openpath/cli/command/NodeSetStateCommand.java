/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.command;

import org.apache.karaf.shell.api.action.Argument;
import org.apache.karaf.shell.api.action.Command;
import org.apache.karaf.shell.api.action.Completion;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Node;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.completer.AdminStateCompleter;
import org.openpath.cli.impl.ConfigWrites;
import org.openpath.cli.impl.Flags;

/**
 * {@code openpath:node-set-state}: the operator's intent for a configured node ({@code admin-state}).
 */
@Service
@Command(scope = "openpath", name = "node-set-state", description = "Sets a configured node's admin state: enabled,"
    + " draining (today the same as enabled) or disabled (placement moves everything away)")
public final class NodeSetStateCommand extends NodeCommand {
    @Argument(index = 1, name = "state", required = true, description = "enabled, draining or disabled")
    @Completion(AdminStateCompleter.class)
    String state;

    @Override
    void run() throws ConsoleException {
        final var adminState = Flags.choice("state", state, Node.AdminState.class);
        new ConfigWrites(datastore).setAdminState(node, adminState);
        print("Node " + node + " is " + adminState.getName());
    }
}
