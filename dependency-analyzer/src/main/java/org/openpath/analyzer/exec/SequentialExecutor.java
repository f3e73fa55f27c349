/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.exec;

import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.Vertex;

/**
 * Runs packets through the NFs one after the other, in the sequential order, applying the request's dynamic rules:
 * the reference the parallel graph must match. {@link #run(ExecutableChain, List)} runs a batch of packets with fresh
 * NF states; {@link #start(ExecutableChain, Tracing)} starts a run that processes packets one at a time.
 */
public final class SequentialExecutor {
    private SequentialExecutor() {
        // Utility class
    }

    /**
     * Runs the chain on a batch of packets with fresh NF states.
     *
     * @param chain the chain
     * @param packets input packets (not modified)
     * @return outcomes and observations
     */
    public static Trace run(final ExecutableChain chain, final List<Packet> packets) {
        final var run = start(chain, Tracing.ON);
        for (var input : packets) {
            run.process(input);
        }
        return run.trace();
    }

    /**
     * Starts a sequential run of the chain with fresh NF states, to process packets one at a time.
     *
     * @param chain the chain
     * @param tracing whether the run records a trace
     * @return the run
     */
    public static ExecutableChain.Run start(final ExecutableChain chain, final Tracing tracing) {
        final List<String> order = chain.order();
        return chain.newRun((run, packet) -> {
            Outcome outcome = null;
            int next = 0;
            while (outcome == null && next < order.size()) {
                final String nf = order.get(next);
                final Effect effect = run.runNf(nf, packet, null);
                outcome = fate(effect, nf);
                if (outcome != null) {
                    break;
                }
                final var rule = chain.rule(nf, effect.result());
                next++;
                if (rule != null) {
                    switch (rule.action()) {
                        case DISCARD -> outcome = new Outcome(Outcome.Kind.DISCARDED, nf, null);
                        case SEND_TO_NF -> next = chain.seqIndex(rule.target());
                        case INSERT_NF -> outcome = fate(run.runNf(rule.detourName(), packet, null),
                            rule.detourName());
                        case USE_DEFAULT -> {
                            // Stay on the default path
                        }
                        default -> throw new IllegalStateException();
                    }
                }
            }
            return outcome != null ? outcome : new Outcome(Outcome.Kind.DELIVERED, Vertex.EGRESS, packet);
        }, tracing);
    }

    static @Nullable Outcome fate(final Effect effect, final String nf) {
        return switch (effect.fate()) {
            case FORWARD -> null;
            case DROP -> new Outcome(Outcome.Kind.DROPPED, nf, null);
            case TERMINATE -> new Outcome(Outcome.Kind.TERMINATED, nf, null);
        };
    }
}
