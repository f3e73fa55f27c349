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
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ChangeDefault;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ChangeDefaultInputBuilder;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.completer.ChainNfCompleter;
import org.openpath.cli.impl.Names;

/**
 * {@code openpath:change-default}: the {@code change-default} RPC, ChangeDefault(F,N,S).
 */
@Service
@Command(scope = "openpath", name = "change-default", description = "ChangeDefault(F,N,S) (RPC change-default):"
    + " the flows leave the NF towards another NF of the chain; answers once its flow is in place")
public final class ChangeDefaultCommand extends NfControlOptions {
    @Argument(index = 2, name = "new-default", required = true, description = "S: the NF the flows go to next")
    @Completion(ChainNfCompleter.class)
    String newDefault;

    @Override
    void run() throws ConsoleException {
        final var output = datastore.invoke(ChangeDefault.class, new ChangeDefaultInputBuilder()
            .setChain(chainName()).setNf(nfName()).setNewDefault(Names.nf(newDefault)).setNode(nodeRef())
            .setFlows(flows()).build());
        signalled("change-default", output.getSwitchesSignalled());
    }
}
