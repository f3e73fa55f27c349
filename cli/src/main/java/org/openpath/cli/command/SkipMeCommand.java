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
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.SkipMe;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.SkipMeInputBuilder;
import org.openpath.cli.ConsoleException;

/**
 * {@code openpath:skip-me}: the {@code skip-me} RPC, SkipMe(F,N).
 */
@Service
@Command(scope = "openpath", name = "skip-me", description = "SkipMe(F,N) (RPC skip-me): the NF is bypassed for the"
    + " flows; packets take its default edge")
public final class SkipMeCommand extends NfControlOptions {
    @Override
    void run() throws ConsoleException {
        final var output = datastore.invoke(SkipMe.class, new SkipMeInputBuilder().setChain(chainName())
            .setNf(nfName()).setNode(nodeRef()).setFlows(flows()).build());
        signalled("skip-me", output.getSwitchesSignalled());
    }
}
