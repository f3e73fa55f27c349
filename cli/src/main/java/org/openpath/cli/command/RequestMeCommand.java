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
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.RequestMe;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.RequestMeInputBuilder;
import org.openpath.cli.ConsoleException;

/**
 * {@code openpath:request-me}: the {@code request-me} RPC, RequestMe(F,N).
 */
@Service
@Command(scope = "openpath", name = "request-me", description = "RequestMe(F,N) (RPC request-me): the NF sees the"
    + " flows again (undoes skip-me)")
public final class RequestMeCommand extends NfControlOptions {
    @Override
    void run() throws ConsoleException {
        final var output = datastore.invoke(RequestMe.class, new RequestMeInputBuilder().setChain(chainName())
            .setNf(nfName()).setNode(nodeRef()).setFlows(flows()).build());
        signalled("request-me", output.getSwitchesSignalled());
    }
}
