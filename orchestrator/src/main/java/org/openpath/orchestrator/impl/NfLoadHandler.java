/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import java.time.Clock;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.openpath.placement.Placed;
import org.openpath.placement.Placement;
import org.openpath.placement.Rejected;
import org.openpath.placement.SubSfc;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Applies NF load reports to the running chains: asks the {@link InstanceScaler} how many instances an NF should run
 * and has the placer reserve them where it runs ({@link org.openpath.placement.Placer#scale}); a changed placement
 * is published with the chain's state, from which the renderer sends NF_SCALE. A chain placed anew (a failure, an
 * inserted NF) runs the counts of its new placement and its NFs' history starts again.
 */
final class NfLoadHandler {
    private static final Logger LOG = LoggerFactory.getLogger(NfLoadHandler.class);

    private final ChainTable chains;
    private final ChainPipeline pipeline;
    private final Clock clock;
    private final InstanceScaler scaler;
    // per chain, the placement its counts were last learned from or scaled to, and the counts it was placed with
    private final Map<String, Placement> known = new HashMap<>();
    private final Map<String, Placement> asPlaced = new HashMap<>();

    /**
     * Creates the handler.
     *
     * @param chains the chains
     * @param pipeline holds the placer
     * @param clock when reports arrive
     * @param scaler decides the counts
     */
    NfLoadHandler(final ChainTable chains, final ChainPipeline pipeline, final Clock clock,
            final InstanceScaler scaler) {
        this.chains = requireNonNull(chains);
        this.pipeline = requireNonNull(pipeline);
        this.clock = requireNonNull(clock);
        this.scaler = requireNonNull(scaler);
    }

    /**
     * Applies one report.
     *
     * @param chainName the chain
     * @param nf the NF
     * @param status its status
     * @param packetsIn its packet counter
     * @return what changed
     * @throws InvalidRequestException if the chain is unknown or not running, or the NF runs nowhere in it
     */
    LoadOutcome apply(final String chainName, final String nf, final InstanceScaler.Status status,
            final long packetsIn) throws InvalidRequestException {
        final var chain = chains.get(chainName);
        if (chain == null) {
            throw new InvalidRequestException("report-nf-load/chain", "There is no chain '" + chainName + "'");
        }
        final var placement = chain.placement;
        if (placement == null) {
            throw new InvalidRequestException("report-nf-load/chain",
                "Chain '" + chainName + "' is not running: " + chain.reason);
        }
        final var active = activeHolding(placement, nf);
        if (active.isEmpty()) {
            throw new InvalidRequestException("report-nf-load/nf", "NF '" + nf + "' runs nowhere in chain '"
                + chainName + "'");
        }
        if (known.get(chainName) != placement) {
            scaler.forget(chainName);
            known.put(chainName, placement);
            asPlaced.put(chainName, placement);
        }
        final var now = clock.instant();
        final int current = active.orElseThrow().instancesOf(nf);
        final int placed = placedCount(asPlaced.get(chainName), nf);
        final var decision = scaler.report(chainName, nf, status, packetsIn, now, current, placed);
        if (!decision.change()) {
            return new LoadOutcome(LoadOutcome.Action.KEPT, current, decision.why());
        }
        scaler.changed(chainName, nf, now);
        final var node = active.orElseThrow().node();
        return switch (pipeline.placer().scale(chainName, nf, decision.instances())) {
            case Placed scaled -> {
                chain.placement = scaled.placement();
                known.put(chainName, scaled.placement());
                final var reason = "NF " + nf + " runs " + decision.instances() + " instance(s) on " + node + ": "
                    + decision.why();
                LOG.info("Chain {}: {}", chainName, reason);
                chains.emit(chain, chain.status, reason, chain.runningOn);
                yield new LoadOutcome(decision.instances() > current ? LoadOutcome.Action.SCALED_OUT
                    : LoadOutcome.Action.SCALED_IN, decision.instances(), reason);
            }
            case Rejected refused -> {
                final var reason = "NF " + nf + " stays at " + current + " instance(s) on " + node + " ("
                    + decision.why() + "): " + Reasons.rejected(refused);
                LOG.info("Chain {}: {}", chainName, reason);
                yield new LoadOutcome(LoadOutcome.Action.REFUSED, current, reason);
            }
        };
    }

    private static int placedCount(final Placement placement, final String nf) {
        return activeHolding(placement, nf).map(sub -> sub.instancesOf(nf)).orElse(1);
    }

    /**
     * The active sub-SFC that runs an NF: the one whose instances follow its load.
     */
    private static Optional<SubSfc> activeHolding(final Placement placement, final String nf) {
        return placement.subSfcs().stream().filter(sub -> sub.active() && sub.nfs().contains(nf)).findFirst();
    }
}
