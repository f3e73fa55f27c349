/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.command;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.apache.karaf.shell.api.action.Argument;
import org.apache.karaf.shell.api.action.Option;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yangtools.binding.Rpc;
import org.opendaylight.yangtools.binding.RpcInput;
import org.opendaylight.yangtools.binding.RpcOutput;
import org.opendaylight.yangtools.yang.common.QName;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.impl.ChainViews;

/**
 * A dry run of a chain request: the request the flags or {@code --file} state goes to an RPC, whose output is printed
 * as RESTCONF would answer it ({@code --json}) or as text. Nothing is stored.
 *
 * @param <I> the RPC's input
 * @param <O> the RPC's output
 */
abstract class DryRunCommand<I extends RpcInput, O extends RpcOutput> extends ChainRequestOptions {
    @Argument(index = 0, name = "name", description = "A name for the request (default dry-run; with --file: picks"
        + " one of its chains)")
    String name;

    @Option(name = "--json", description = "Print the RPC's output as RESTCONF does (RFC 7951)")
    boolean json;

    private final Class<? extends Rpc<I, O>> rpc;
    private final QName rpcName;

    /**
     * Creates the command.
     *
     * @param rpc the RPC it invokes
     * @param rpcName the RPC's name, to print its output as RESTCONF does
     */
    DryRunCommand(final Class<? extends Rpc<I, O>> rpc, final QName rpcName) {
        this.rpc = requireNonNull(rpc);
        this.rpcName = requireNonNull(rpcName);
    }

    @Override
    final void run() throws ConsoleException {
        final var request = requests(name, "dry-run").getFirst();
        final var output = datastore.invoke(rpc, input(request));
        if (json) {
            print(restconfJson.writeOutput(rpcName, output));
        } else {
            print(text(output, ChainViews.nfNames(request)));
        }
    }

    /**
     * Builds the RPC's input.
     *
     * @param request the request
     * @return the input
     * @throws ConsoleException if a flag of the dry run is malformed
     */
    abstract I input(ServiceChain request) throws ConsoleException;

    /**
     * Lays the RPC's output out as text.
     *
     * @param output the output
     * @param nfOrder the request's NFs in their sequential order
     * @return the lines
     */
    abstract List<String> text(O output, List<String> nfOrder);
}
