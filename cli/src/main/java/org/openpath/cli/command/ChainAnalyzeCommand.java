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
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.AnalyzeChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.AnalyzeChainInput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.AnalyzeChainOutput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.openpath.cli.impl.AnalysisViews;
import org.openpath.cli.impl.ChainRequests;
import org.openpath.cli.view.ChainText;

/**
 * {@code openpath:chain-analyze}: the {@code analyze-chain} dry run; nothing is stored.
 */
@Service
@Command(scope = "openpath", name = "chain-analyze", description = "Dry run of the analysis (RPC analyze-chain):"
    + " the service graph and the dependency of every NF pair of a request; nothing is stored")
public final class ChainAnalyzeCommand extends DryRunCommand<AnalyzeChainInput, AnalyzeChainOutput> {
    /**
     * Creates the command.
     */
    public ChainAnalyzeCommand() {
        super(AnalyzeChain.class, AnalyzeChain.QNAME);
    }

    @Override
    AnalyzeChainInput input(final ServiceChain request) {
        return ChainRequests.analyzeInput(request);
    }

    @Override
    List<String> text(final AnalyzeChainOutput output, final List<String> nfOrder) {
        return ChainText.analyzed(AnalysisViews.analysis(output, nfOrder), WIDTH);
    }
}
