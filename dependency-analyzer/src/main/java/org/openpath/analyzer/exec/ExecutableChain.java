/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.exec;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.AnalysisResult;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.DynamicRule;
import org.openpath.analyzer.NfCatalog;
import org.openpath.analyzer.NfType;
import org.openpath.analyzer.ServiceGraph;

/**
 * A chain ready to execute: the sequential order of an analysis, every NF's type and semantics (inserted NFs
 * included), and the request's dynamic rules. Immutable; {@link SequentialExecutor#start(ExecutableChain, Tracing)}
 * and {@link ParallelExecutor#start(ExecutableChain, ServiceGraph, Tracing)} start a {@link Run}, an execution with
 * fresh NF states that processes packets one at a time.
 */
public final class ExecutableChain {
    private final List<String> order;
    private final Map<String, Integer> seqIndex = new HashMap<>();
    private final Map<String, NfType> types = new LinkedHashMap<>();
    private final Map<String, NfSemantics> semantics = new HashMap<>();
    private final Map<String, DynamicRule> rules = new HashMap<>();

    private ExecutableChain(final NfCatalog catalog, final ChainRequest request, final List<String> order) {
        this.order = List.copyOf(order);
        final Map<String, String> typeOf = new HashMap<>();
        request.nfs().forEach(nf -> typeOf.put(nf.name(), nf.type()));
        for (int i = 0; i < order.size(); i++) {
            seqIndex.put(order.get(i), i);
            types.put(order.get(i), catalog.get(typeOf.get(order.get(i))));
        }
        for (var rule : request.dynamicRules()) {
            rules.put(rule.nf() + "/" + rule.result(), rule);
            if (rule.action() == DynamicRule.Action.INSERT_NF) {
                types.put(rule.detourName(), catalog.get(rule.target()));
            }
        }
        types.forEach((name, type) -> semantics.put(name, Semantics.of(type)));
    }

    /**
     * Returns the executable form of an analysed request.
     *
     * @param catalog the catalog the analysis used
     * @param request the request
     * @param result its analysis (for the sequential order)
     * @return the chain
     */
    public static ExecutableChain of(final NfCatalog catalog, final ChainRequest request,
            final AnalysisResult result) {
        return new ExecutableChain(catalog, request, result.sequentialOrder());
    }

    /**
     * Returns the executable form of a request in a given sequential order, for forged graphs.
     *
     * @param catalog the catalog
     * @param request the request
     * @param order the sequential order
     * @return the chain
     */
    public static ExecutableChain of(final NfCatalog catalog, final ChainRequest request, final List<String> order) {
        return new ExecutableChain(catalog, request, order);
    }

    /**
     * Returns the sequential order of the chain's NFs.
     *
     * @return the NF names, in sequential order
     */
    public List<String> order() {
        return order;
    }

    int seqIndex(final String nf) {
        return seqIndex.get(nf);
    }

    boolean has(final String nf) {
        return types.containsKey(nf);
    }

    NfType type(final String nf) {
        return types.get(nf);
    }

    @Nullable DynamicRule rule(final String nf, final @Nullable String result) {
        return result == null ? null : rules.get(nf + "/" + result);
    }

    Run newRun(final Step step, final Tracing tracing) {
        return new Run(step, tracing);
    }

    /**
     * An executor's per-packet algorithm: takes one packet (the run's own copy of the input) to its outcome, running
     * the NFs with {@link Run#runNf(String, Packet, Packet)}.
     */
    @FunctionalInterface
    interface Step {
        Outcome process(Run run, Packet packet);
    }

    /**
     * One execution of the chain, sequential ({@link SequentialExecutor#start(ExecutableChain, Tracing)}) or on a
     * service graph ({@link ParallelExecutor#start(ExecutableChain, ServiceGraph, Tracing)}): every NF's state, which
     * starts fresh and is kept from one packet to the next, and, when traced, the outcomes and observations so far.
     * Packets are processed one at a time, in the order {@link #process(Packet)} is called; a run is not thread-safe.
     */
    public final class Run {
        private final Step step;
        private final boolean traced;
        private final Map<String, NfState> states = new HashMap<>();
        private final Map<String, List<Observation>> observations = new LinkedHashMap<>();
        private final List<Outcome> outcomes = new ArrayList<>();

        private Run(final Step step, final Tracing tracing) {
            this.step = step;
            this.traced = tracing == Tracing.ON;
            for (var name : types.keySet()) {
                states.put(name, new NfState());
                observations.put(name, new ArrayList<>());
            }
        }

        /**
         * Returns the chain this run executes.
         *
         * @return the chain
         */
        public ExecutableChain chain() {
            return ExecutableChain.this;
        }

        /**
         * Processes the next packet with the NF states the previous packets left, and updates them.
         *
         * @param packet the input packet (not modified: the run processes a copy)
         * @return its outcome; a delivered outcome carries the processed copy
         * @throws ProfileViolation if an NF's semantics touch more than its profile declares, or the graph's copy plan
         *     lets an NF write the payload of a header copy
         */
        public Outcome process(final Packet packet) {
            final Outcome outcome = step.process(this, packet.copy());
            if (traced) {
                outcomes.add(outcome);
            }
            return outcome;
        }

        /**
         * Returns whether this run records a trace.
         *
         * @return whether it was started with {@link Tracing#ON}
         */
        public boolean traced() {
            return traced;
        }

        /**
         * Runs one NF on a packet.
         *
         * @param nf the NF
         * @param packet the packet it processes
         * @param headerCopyOf the original packet when {@code packet} is a header-only copy of it, else {@code null}
         * @return the NF's effect
         */
        Effect runNf(final String nf, final Packet packet, final @Nullable Packet headerCopyOf) {
            final var access = new FieldAccess(nf, packet, types.get(nf).profile(), headerCopyOf);
            if (traced) {
                observations.get(nf).add(access.observe());
            }
            return semantics.get(nf).process(access, states.get(nf));
        }

        /**
         * Returns the trace so far: every processed packet's outcome and every NF's observations.
         *
         * @return the trace
         * @throws IllegalStateException if the run was started with {@link Tracing#OFF}
         */
        public Trace trace() {
            if (!traced) {
                throw new IllegalStateException("This run records no trace");
            }
            final var copy = new LinkedHashMap<String, List<Observation>>();
            observations.forEach((nf, list) -> copy.put(nf, List.copyOf(list)));
            return new Trace(List.copyOf(outcomes), copy);
        }
    }
}
