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
import org.openpath.orchestrator.impl.ChainState.RunningOn;
import org.openpath.orchestrator.impl.ChainState.Status;
import org.openpath.placement.Placed;
import org.openpath.placement.PlacementOutcome;
import org.openpath.placement.Placer;
import org.openpath.placement.Rejected;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Takes one chain through the cores: {@link #process} checks and analyses its request with the analyser in use, then
 * {@link #place}s it with the placer in use, and the outcome is emitted. A refused request fails the chain with the
 * checker's message; a defect in a core fails that chain with a reason an operator can act on, and the caller goes on
 * with the next chain. Holds the analyser and the placer, which the orchestrator replaces when the catalog or the
 * topology changes. Only the orchestrator's thread uses it.
 */
final class ChainPipeline {
    private static final Logger LOG = LoggerFactory.getLogger(ChainPipeline.class);

    private final ChainTable chains;
    private final ChainIdAllocator ids;
    private final ProgressCounter counter;
    private DependencyAnalyzer analyzer;
    private Placer placer;

    /**
     * Creates the pipeline.
     *
     * @param chains the chains, to emit their states
     * @param ids where the chains' SERVICE-IDs are published
     * @param counter counts processed, rejected and failed requests
     * @param analyzer the analyser to use
     * @param placer the placer to use
     */
    ChainPipeline(final ChainTable chains, final ChainIdAllocator ids, final ProgressCounter counter,
            final DependencyAnalyzer analyzer, final Placer placer) {
        this.chains = requireNonNull(chains);
        this.ids = requireNonNull(ids);
        this.counter = requireNonNull(counter);
        this.analyzer = requireNonNull(analyzer);
        this.placer = requireNonNull(placer);
    }

    DependencyAnalyzer analyzer() {
        return analyzer;
    }

    void setAnalyzer(final DependencyAnalyzer analyzer) {
        this.analyzer = requireNonNull(analyzer);
    }

    Placer placer() {
        return placer;
    }

    void setPlacer(final Placer placer) {
        this.placer = requireNonNull(placer);
    }

    /**
     * Checks and analyses a chain's request, then places it. Counts as one request processed (and rejected or failed,
     * if it ends so); retries and re-placements use {@link #place} and are not counted.
     *
     * @param chain the chain
     */
    @SuppressWarnings("checkstyle:IllegalCatch")
    void process(final TrackedChain chain) {
        counter.processed();
        final ChainSpec spec;
        final AnalysisResult analysis;
        try {
            final var checked = ChainRequestChecker.check(chain.name, chain.request, analyzer);
            spec = checked.spec();
            analysis = checked.analysis();
        } catch (InvalidRequestException e) {
            analysisFailed(chain, e.getMessage());
            return;
        } catch (RuntimeException e) {
            // a defect, not the request's fault: the chain says so, and the rest of the batch goes on
            LOG.error("Analysing chain {} failed", chain.name, e);
            analysisFailed(chain, Reasons.analysisDefect(e));
            return;
        }
        chain.analysed(spec, analysis);
        ids.publish(chain.name, chain.ids);
        place(chain, Reasons.PLACED);
        if (chain.status == Status.REJECTED) {
            counter.rejected();
        } else if (chain.status == Status.FAILED) {
            counter.failed();
        }
    }

    /**
     * Places an analysed chain afresh: what it held is released first. Does nothing to a chain without an analysis.
     * A chain that runs (it has a placement) was admitted before: it is placed again without priced admission's say,
     * so that a changed topology, an inserted NF or a changed request never stops it for its price.
     *
     * @param chain the chain
     * @param why why it is placed, the start of its reason when placed, e.g. {@link Reasons#PLACED}
     */
    @SuppressWarnings("checkstyle:IllegalCatch")
    void place(final TrackedChain chain, final String why) {
        final boolean running = chain.placement != null;
        placer.release(chain.name);
        final var request = chain.placementRequest();
        if (request == null) {
            return;
        }
        final PlacementOutcome outcome;
        try {
            outcome = running ? placer.placeAgain(request) : placer.place(request);
        } catch (IllegalArgumentException e) {
            chain.placement = null;
            chains.emit(chain, Status.FAILED, Reasons.placementRefused(e), RunningOn.NONE);
            return;
        } catch (RuntimeException e) {
            LOG.error("Placing chain {} failed", chain.name, e);
            chain.placement = null;
            chains.emit(chain, Status.FAILED, Reasons.placementDefect(e), RunningOn.NONE);
            return;
        }
        switch (outcome) {
            case Placed placed -> {
                chain.placement = placed.placement();
                chains.emit(chain, Status.PLACED, Reasons.placed(why, placed.placement()), RunningOn.WORKING);
            }
            case Rejected rejection -> {
                chain.placement = null;
                chains.emit(chain, Status.REJECTED, Reasons.rejected(rejection), RunningOn.NONE);
            }
        }
    }

    private void analysisFailed(final TrackedChain chain, final String reason) {
        placer.release(chain.name);
        chain.analysisFailed();
        ids.publish(chain.name, chain.ids);
        counter.failed();
        chains.emit(chain, Status.FAILED, reason, RunningOn.NONE);
    }
}
