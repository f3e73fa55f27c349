/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import org.openpath.analyzer.AnalysisResult;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.placement.Algorithm;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Placer;

/**
 * The dry runs {@code analyze-chain} and {@code compute-placement}: a request is checked, analysed and placed on the
 * current topology and load as a stored one would be, and nothing is kept. Another algorithm than OpenPATH sees the
 * same load: the placed chains are replayed with it first, in their order. Only the orchestrator's thread uses it.
 */
final class DryRuns {
    /** What a dry run named like a tracked chain is placed as, so that the chain keeps its reservation. */
    static final String RENAMED_SUFFIX = "#dry-run";

    private final ChainTable chains;
    private final TopologyTracker topology;

    /**
     * Creates the dry runs.
     *
     * @param chains the chains, whose load the dry runs see
     * @param topology the topology, with its down nodes and links
     */
    DryRuns(final ChainTable chains, final TopologyTracker topology) {
        this.chains = requireNonNull(chains);
        this.topology = requireNonNull(topology);
    }

    /**
     * Checks and analyses a request.
     *
     * @param name the name to use in the results
     * @param request the request
     * @param analyzer the analyser in use, with the current catalog
     * @return the analysis
     * @throws InvalidRequestException if the request is invalid
     */
    AnalysisResult analyze(final String name, final RequestedChain request, final DependencyAnalyzer analyzer)
            throws InvalidRequestException {
        return ChainRequestChecker.check(name, request, analyzer).analysis();
    }

    /**
     * Checks, analyses and places a request, reserving nothing.
     *
     * @param name the name to use in the results
     * @param request the request
     * @param algorithm the algorithm to place it with
     * @param analyzer the analyser in use
     * @param placer the OpenPATH placer in use, holding the placed chains
     * @param demands the NF types' resource demands, for another algorithm's placer
     * @return the analysis and the outcome
     * @throws InvalidRequestException if the request is invalid
     */
    DryRun place(final String name, final RequestedChain request, final Algorithm algorithm,
            final DependencyAnalyzer analyzer, final Placer placer, final DemandTable demands)
            throws InvalidRequestException {
        final var checked = ChainRequestChecker.check(name, request, analyzer);
        final var spec = checked.spec();
        final var analysis = checked.analysis();
        final String id = chains.contains(name) ? name + RENAMED_SUFFIX : name;
        final var placementRequest = spec.placementRequest(id, analysis.graph());
        if (algorithm == Algorithm.OPENPATH) {
            final var outcome = placer.place(placementRequest);
            placer.release(id);
            return new DryRun(analysis, outcome);
        }
        // Other algorithms see the same load: replay the placed chains, in their order, with that algorithm
        final var other = Placer.create(algorithm, topology.topology(), demands);
        topology.markDown(other);
        for (var chain : chains.all()) {
            final var placed = chain.placementRequest();
            if (placed != null && chain.placement != null) {
                other.place(placed);
            }
        }
        return new DryRun(analysis, other.place(placementRequest));
    }
}
