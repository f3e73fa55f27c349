/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.command;

import java.util.List;
import org.apache.karaf.shell.api.action.Command;
import org.apache.karaf.shell.api.action.Completion;
import org.apache.karaf.shell.api.action.Option;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ComputePlacement;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ComputePlacementInput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ComputePlacementOutput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.completer.AlgorithmCompleter;
import org.openpath.cli.impl.AnalysisViews;
import org.openpath.cli.impl.ChainRequests;
import org.openpath.cli.view.ChainText;

/**
 * {@code openpath:chain-place}: the {@code compute-placement} dry run, with a placement algorithm of choice; nothing
 * is stored or reserved.
 */
@Service
@Command(scope = "openpath", name = "chain-place", description = "Dry run of analysis and placement (RPC"
    + " compute-placement) on the current topology and load, with any algorithm; nothing is stored or reserved")
public final class ChainPlaceCommand extends DryRunCommand<ComputePlacementInput, ComputePlacementOutput> {
    @Option(name = "--algorithm", description = "openpath (default), strawman-simple, nfp-packing, parabox-naive,"
        + " first-fit or flexchain")
    @Completion(AlgorithmCompleter.class)
    String algorithm;

    /**
     * Creates the command.
     */
    public ChainPlaceCommand() {
        super(ComputePlacement.class, ComputePlacement.QNAME);
    }

    @Override
    ComputePlacementInput input(final ServiceChain request) throws ConsoleException {
        return ChainRequests.placeInput(request, algorithm);
    }

    @Override
    List<String> text(final ComputePlacementOutput output, final List<String> nfOrder) {
        final var analysis = output.getAnalysis();
        final var placement = output.getPlacement();
        return ChainText.placed(Boolean.TRUE.equals(output.getAccepted()), output.getReason(),
            analysis == null ? null : AnalysisViews.analysis(analysis, nfOrder),
            placement == null ? null : AnalysisViews.placement(placement), WIDTH);
    }
}
