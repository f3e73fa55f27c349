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
import org.apache.karaf.shell.api.action.Option;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.AnalyzeChain;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.impl.AnalysisViews;
import org.openpath.cli.impl.ChainRequests;
import org.openpath.cli.impl.ChainViews;
import org.openpath.cli.view.ChainText;

/**
 * {@code openpath:chain-analyze}: the {@code analyze-chain} dry run; nothing is stored.
 */
@Service
@Command(scope = "openpath", name = "chain-analyze", description = "Dry run of the analysis (RPC analyze-chain):"
    + " the service graph and the dependency of every NF pair of a request; nothing is stored")
public final class ChainAnalyzeCommand extends ChainRequestOptions {
    @Argument(index = 0, name = "name", description = "A name for the request (default dry-run; with --file: picks"
        + " one of its chains)")
    String name;

    @Option(name = "--json", description = "Print the RPC's output as RESTCONF does (RFC 7951)")
    boolean json;

    @Override
    void run() throws ConsoleException {
        final var request = requests(name, "dry-run").getFirst();
        final var output = datastore.invoke(AnalyzeChain.class, ChainRequests.analyzeInput(request));
        if (json) {
            print(restconfJson.writeOutput(AnalyzeChain.QNAME, output));
        } else {
            print(ChainText.analyzed(AnalysisViews.analysis(output, ChainViews.nfNames(request)), WIDTH));
        }
    }
}
