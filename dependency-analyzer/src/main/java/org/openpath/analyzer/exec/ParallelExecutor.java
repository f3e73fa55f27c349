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
import java.util.List;
import java.util.Map;
import org.openpath.analyzer.Branch;
import org.openpath.analyzer.HandlerAction;
import org.openpath.analyzer.HandlerRule;
import org.openpath.analyzer.Layer;
import org.openpath.analyzer.PacketCopy;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.ServiceGraph;
import org.openpath.analyzer.Stage;
import org.openpath.analyzer.Vertex;

/**
 * Runs packets through a {@link ServiceGraph} the way a data plane would: per stage, copy the packet for the branches
 * the copy plan says need one, run the branches, merge field-wise by the merge's priority order, apply drops, then the
 * vertices' handler rules. Only what the graph says is used: its stages, branches, copy plan, merge and vertices.
 *
 * <p>Branches that write the original packet in place run first, then the branches sharing it, then those on copies,
 * so a copy plan that lets a shared reader see an in-place write is caught.
 *
 * <p>{@link #run(ExecutableChain, ServiceGraph, List)} runs a batch of packets with fresh NF states;
 * {@link #start(ExecutableChain, ServiceGraph, Tracing)} starts a run that processes packets one at a time, as a
 * switch does.
 */
public final class ParallelExecutor {
    private static final List<PacketCopy> EXECUTION_ORDER = List.of(PacketCopy.ORIGINAL, PacketCopy.SHARED,
        PacketCopy.HEADER_COPY, PacketCopy.FULL_COPY);

    private ParallelExecutor() {
        // Utility class
    }

    /**
     * Runs the graph on a batch of packets with fresh NF states.
     *
     * @param chain the chain (types, semantics, sequential indices)
     * @param graph the service graph
     * @param packets input packets (not modified)
     * @return outcomes and observations
     * @throws IllegalArgumentException if the graph runs an NF the chain does not know or that has no vertex
     */
    public static Trace run(final ExecutableChain chain, final ServiceGraph graph, final List<Packet> packets) {
        final var run = start(chain, graph, Tracing.ON);
        for (var input : packets) {
            run.process(input);
        }
        return run.trace();
    }

    /**
     * Starts a run of the graph with fresh NF states, to process packets one at a time.
     *
     * @param chain the chain (types, semantics, sequential indices)
     * @param graph the service graph, built for that chain
     * @param tracing whether the run records a trace
     * @return the run
     * @throws IllegalArgumentException if the graph runs an NF the chain does not know or that has no vertex
     */
    public static ExecutableChain.Run start(final ExecutableChain chain, final ServiceGraph graph,
            final Tracing tracing) {
        final Map<String, Vertex> vertices = new HashMap<>();
        graph.vertices().forEach(vertex -> vertices.put(vertex.nf(), vertex));
        for (var vertex : graph.vertices()) {
            if (!chain.has(vertex.nf())) {
                throw new IllegalArgumentException("Vertex " + vertex.nf() + " is not an NF of the chain");
            }
        }
        for (var stage : graph.stages()) {
            for (var branch : stage.branches()) {
                if (!chain.order().contains(branch.nf()) || !vertices.containsKey(branch.nf())) {
                    throw new IllegalArgumentException("Stage " + stage.index() + " runs " + branch.nf()
                        + ", which is not a vertex and NF of the chain");
                }
            }
        }
        return chain.newRun((run, packet) -> {
            Outcome outcome = null;
            int skipBelow = 0;
            for (var stage : graph.stages()) {
                final int from = skipBelow;
                final List<Branch> active = stage.branches().stream()
                    .filter(branch -> chain.seqIndex(branch.nf()) >= from).toList();
                if (active.isEmpty()) {
                    continue;
                }
                final Map<String, Packet> buffers = new HashMap<>();
                for (var branch : active) {
                    buffers.put(branch.nf(), branch.packet().isCopy() ? packet.copy() : packet);
                }
                final Map<String, Effect> effects = new HashMap<>();
                for (var kind : EXECUTION_ORDER) {
                    for (var branch : active) {
                        if (branch.packet() == kind) {
                            effects.put(branch.nf(), run.runNf(branch.nf(), buffers.get(branch.nf()),
                                kind == PacketCopy.HEADER_COPY ? packet : null));
                        }
                    }
                }
                for (var branch : active) {
                    outcome = SequentialExecutor.fate(effects.get(branch.nf()), branch.nf());
                    if (outcome != null) {
                        break;
                    }
                }
                if (outcome != null) {
                    break;
                }
                merge(stage, active, buffers, packet, chain);
                for (var branch : active) {
                    final var result = effects.get(branch.nf()).result();
                    final HandlerRule rule = result == null ? null : vertices.get(branch.nf()).handlerRules().stream()
                        .filter(candidate -> candidate.result().equals(result)).findFirst().orElse(null);
                    if (rule == null || rule.action() == HandlerAction.DEFAULT) {
                        continue;
                    }
                    if (rule.action() == HandlerAction.DISCARD) {
                        outcome = new Outcome(Outcome.Kind.DISCARDED, branch.nf(), null);
                        break;
                    }
                    final Vertex target = vertices.get(rule.target());
                    if (target.onDefaultPath()) {
                        skipBelow = Math.max(skipBelow, chain.seqIndex(target.nf()));
                    } else {
                        outcome = SequentialExecutor.fate(run.runNf(target.nf(), packet, null), target.nf());
                        if (outcome != null) {
                            break;
                        }
                    }
                }
                if (outcome != null) {
                    break;
                }
            }
            return outcome != null ? outcome : new Outcome(Outcome.Kind.DELIVERED, Vertex.EGRESS, packet);
        }, tracing);
    }

    private static void merge(final Stage stage, final List<Branch> active, final Map<String, Packet> buffers,
            final Packet original, final ExecutableChain chain) {
        final Map<String, Branch> byName = new HashMap<>();
        active.forEach(branch -> byName.put(branch.nf(), branch));
        final List<Branch> byPriority = new ArrayList<>();
        for (var name : stage.merge().priorityOrder()) {
            final var branch = byName.get(name);
            if (branch != null) {
                byPriority.add(branch);
            }
        }
        for (var field : PacketField.values()) {
            for (var branch : byPriority) {
                if (branch.contributes().contains(field)) {
                    original.set(field, buffers.get(branch.nf()).get(field));
                    break;
                }
            }
        }
        for (var layer : Layer.values()) {
            for (var branch : byPriority) {
                if (chain.type(branch.nf()).profile().headerLayers().contains(layer)) {
                    original.setStack(layer, buffers.get(branch.nf()).stack(layer));
                    break;
                }
            }
        }
    }
}
