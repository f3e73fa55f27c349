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
import org.openpath.analyzer.DynamicRule;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Applies a chain's dynamic rule to an NF alert (OpenPATH paper section 7.9, {@code report-nf-alert}). An
 * {@code insert-nf} rule inserts its NF type as the vertex {@code <nf>.<result>} and places the chain again with it;
 * if that placement fails, the insertion is undone, the chain is placed as before and the alert is refused. Later
 * alerts for the same rule are counted. {@code discard}, {@code send-to} and {@code default} are handler rules the
 * chain's graph has already: they change nothing here. Only the orchestrator's thread uses it.
 */
final class NfAlertHandler {
    private static final Logger LOG = LoggerFactory.getLogger(NfAlertHandler.class);

    private final ChainTable chains;
    private final ChainPipeline pipeline;
    private final Clock clock;

    /**
     * Creates the handler.
     *
     * @param chains the chains
     * @param pipeline places a chain again with its inserted NFs
     * @param clock the time source for the insertion time
     */
    NfAlertHandler(final ChainTable chains, final ChainPipeline pipeline, final Clock clock) {
        this.chains = requireNonNull(chains);
        this.pipeline = requireNonNull(pipeline);
        this.clock = requireNonNull(clock);
    }

    /**
     * Applies the chain's rule for an NF's result.
     *
     * @param chainName the chain
     * @param nf the reporting NF
     * @param result the result
     * @return what the rule did
     * @throws InvalidRequestException if the chain is unknown or not running, the NF is not in the chain, or an
     *     inserted NF cannot be placed
     */
    AlertOutcome apply(final String chainName, final String nf, final String result) throws InvalidRequestException {
        final var chain = chains.get(chainName);
        if (chain == null) {
            throw new InvalidRequestException("report-nf-alert/chain", "There is no chain '" + chainName + "'");
        }
        final var spec = chain.spec;
        final var analysis = chain.analysis;
        if (spec == null || analysis == null) {
            throw new InvalidRequestException("report-nf-alert/chain",
                "Chain '" + chainName + "' is not running: " + chain.reason);
        }
        if (spec.request().nfs().stream().noneMatch(instance -> instance.name().equals(nf))) {
            throw new InvalidRequestException("report-nf-alert/nf", "Chain '" + chainName + "' has no NF '" + nf
                + "'");
        }
        final var rule = spec.request().dynamicRules().stream()
            .filter(candidate -> candidate.nf().equals(nf) && candidate.result().equals(result))
            .findFirst();
        if (rule.isEmpty()) {
            return new AlertOutcome(AlertOutcome.Action.NO_RULE, null, null);
        }
        return switch (rule.orElseThrow().action()) {
            case DISCARD -> new AlertOutcome(AlertOutcome.Action.DISCARD, null, null);
            case SEND_TO_NF -> new AlertOutcome(AlertOutcome.Action.SEND_TO, null, null);
            case USE_DEFAULT -> new AlertOutcome(AlertOutcome.Action.DEFAULT, null, null);
            case INSERT_NF -> insert(chain, rule.orElseThrow());
        };
    }

    private AlertOutcome insert(final TrackedChain chain, final DynamicRule rule) throws InvalidRequestException {
        final var name = rule.detourName();
        final var existing = chain.inserted.get(name);
        if (existing != null) {
            chain.inserted.put(name, existing.alerted());
            chains.emit(chain, chain.status, chain.reason, chain.runningOn);
            return new AlertOutcome(AlertOutcome.Action.ALREADY_INSERTED, name, chain.nodeOf(name));
        }
        chain.inserted.put(name, new InsertedNf(name, requireNonNull(rule.target()), rule.nf(), rule.result(),
            clock.instant(), 1));
        final var before = chain.placement;
        pipeline.place(chain, Reasons.placedWithInsertion(name, rule.nf()));
        if (chain.placement == null) {
            final var why = chain.reason;
            chain.inserted.remove(name);
            pipeline.place(chain, Reasons.PLACED);
            if (before != null && chain.placement == null) {
                LOG.warn("Chain {} lost its placement while trying to insert {}", chain.name, name);
            }
            throw new InvalidRequestException("report-nf-alert/result", "Cannot insert " + name + " (type "
                + rule.target() + ") into chain '" + chain.name + "': " + why);
        }
        return new AlertOutcome(AlertOutcome.Action.INSERTED, name, chain.nodeOf(name));
    }
}
