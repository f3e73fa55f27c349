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
import org.apache.karaf.shell.api.action.Option;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ComputePlacement;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.completer.AlgorithmCompleter;
import org.openpath.cli.impl.AnalysisViews;
import org.openpath.cli.impl.ChainRequests;
import org.openpath.cli.impl.ChainViews;
import org.openpath.cli.view.ChainText;

/**
 * {@code openpath:chain-place}: the {@code compute-placement} dry run, with a placement algorithm of choice; nothing
 * is stored or reserved.
 */
@Service
@Command(scope = "openpath", name = "chain-place", description = "Dry run of analysis and placement (RPC"
    + " compute-placement) on the current topology and load, with any algorithm; nothing is stored or reserved")
public final class ChainPlaceCommand extends ChainRequestOptions {
    @Argument(index = 0, name = "name", description = "A name for the request (default dry-run; with --file: picks"
        + " one of its chains)")
    String name;

    @Option(name = "--algorithm", description = "openpath (default), strawman-simple, nfp-packing, parabox-naive or"
        + " first-fit")
    @Completion(AlgorithmCompleter.class)
    String algorithm;

    @Option(name = "--json", description = "Print the RPC's output as RESTCONF does (RFC 7951)")
    boolean json;

    @Override
    void run() throws ConsoleException {
        final var request = requests(name, "dry-run").getFirst();
        final var output = datastore.invoke(ComputePlacement.class, ChainRequests.placeInput(request, algorithm));
        if (json) {
            print(restconfJson.writeOutput(ComputePlacement.QNAME, output));
            return;
        }
        final var analysis = output.getAnalysis();
        final var placement = output.getPlacement();
        print(ChainText.placed(Boolean.TRUE.equals(output.getAccepted()), output.getReason(),
            analysis == null ? null : AnalysisViews.analysis(analysis, ChainViews.nfNames(request)),
            placement == null ? null : AnalysisViews.placement(placement), WIDTH));
    }
}
