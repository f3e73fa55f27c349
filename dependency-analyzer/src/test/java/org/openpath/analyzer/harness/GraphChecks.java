/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.openpath.analyzer.AnalysisResult;
import org.openpath.analyzer.Branch;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.NfInstance;
import org.openpath.analyzer.Order;
import org.openpath.analyzer.PacketCopy;
import org.openpath.analyzer.Position;
import org.openpath.analyzer.Priority;
import org.openpath.analyzer.Stage;
import org.openpath.analyzer.Verdict;
import org.openpath.analyzer.Vertex;

/**
 * Structural checks of an analysis: the graph is well formed and every template of the request holds in it.
 */
public final class GraphChecks {
    private GraphChecks() {
        // Utility class
    }

    /**
     * Checks that every template of the request holds in the sequential order and in the graph: Order and Priority
     * pairs keep their order and never run the later NF in an earlier stage, a Priority's higher NF wins the merge
     * when both share a stage, and Position-pinned NFs are first (last) in the order and in the first (last) stage.
     *
     * @param request the request
     * @param result its analysis
     */
    public static void assertTemplatesHold(final ChainRequest request, final AnalysisResult result) {
        final List<String> order = result.sequentialOrder();
        final var graph = result.graph();
        for (var template : request.templates()) {
            switch (template) {
                case Order ord -> {
                    assertTrue(order.indexOf(ord.earlier()) < order.indexOf(ord.later()), () -> ord + " in " + order);
                    assertTrue(graph.stageOf(ord.earlier()) <= graph.stageOf(ord.later()), ord::toString);
                }
                case Priority priority -> {
                    assertTrue(order.indexOf(priority.lower()) < order.indexOf(priority.higher()),
                        () -> priority + " in " + order);
                    final int lowerStage = graph.stageOf(priority.lower());
                    final int higherStage = graph.stageOf(priority.higher());
                    assertTrue(lowerStage <= higherStage, priority::toString);
                    if (lowerStage == higherStage) {
                        final var merge = graph.stages().get(lowerStage).merge().priorityOrder();
                        assertTrue(merge.indexOf(priority.higher()) < merge.indexOf(priority.lower()),
                            () -> priority + " merge " + merge);
                    }
                }
                case Position position -> {
                    if (position.place() == Position.Place.FIRST) {
                        assertEquals(position.nf(), order.get(0), position::toString);
                        assertEquals(0, graph.stageOf(position.nf()), position::toString);
                    } else {
                        assertEquals(position.nf(), order.get(order.size() - 1), position::toString);
                        assertEquals(graph.stages().size() - 1, graph.stageOf(position.nf()), position::toString);
                    }
                }
            }
        }
    }

    /**
     * Checks the graph's structure: every NF in exactly one stage, only parallel pairs share a stage, a sequential
     * pair's stages keep its order, the copy plan and merge are consistent, metrics add up and default edges lead to
     * the next stage.
     *
     * @param request the request
     * @param result its analysis
     */
    public static void assertWellFormed(final ChainRequest request, final AnalysisResult result) {
        final var graph = result.graph();
        final var matrix = result.matrix();
        final List<String> order = result.sequentialOrder();
        assertEquals(request.nfs().stream().map(NfInstance::name).sorted().toList(),
            order.stream().sorted().toList());
        final Map<String, Integer> stageOf = new HashMap<>();
        int copies = 0;
        for (int s = 0; s < graph.stages().size(); s++) {
            final Stage stage = graph.stages().get(s);
            assertEquals(s, stage.index());
            final var names = stage.nfs();
            for (var branch : stage.branches()) {
                assertEquals(null, stageOf.put(branch.nf(), s), branch.nf() + " twice");
                if (branch.packet().isCopy()) {
                    copies++;
                }
                if (branch.packet() == PacketCopy.HEADER_COPY) {
                    assertTrue(branch.contributes().stream().allMatch(field -> field.isHeader()), branch::toString);
                }
                if (branch.packet() == PacketCopy.SHARED) {
                    assertTrue(branch.contributes().isEmpty(), branch::toString);
                }
            }
            for (int i = 0; i < names.size(); i++) {
                for (int j = i + 1; j < names.size(); j++) {
                    final var verdict = matrix.verdict(names.get(i), names.get(j));
                    assertTrue(verdict.verdict().isParallel(), () -> "same stage: " + verdict);
                }
            }
            final var sorted = new ArrayList<>(names);
            sorted.sort((one, other) -> Integer.compare(order.indexOf(other), order.indexOf(one)));
            assertEquals(sorted, stage.merge().priorityOrder());
            assertEquals(names.size() > 1, stage.merge().needed());
            for (var owner : stage.merge().fieldOwners().entrySet()) {
                final Branch first = stage.branches().stream()
                    .filter(branch -> branch.contributes().contains(owner.getKey()))
                    .max((one, other) -> Integer.compare(order.indexOf(one.nf()), order.indexOf(other.nf())))
                    .orElseThrow();
                assertEquals(first.nf(), owner.getValue());
            }
        }
        assertEquals(order.size(), stageOf.size());
        for (var pair : matrix.pairs()) {
            if (pair.verdict() == Verdict.SEQUENTIAL) {
                assertTrue(stageOf.get(pair.first()) < stageOf.get(pair.second()), pair::toString);
            }
        }
        final var metrics = graph.metrics();
        assertEquals(graph.stages().size(), metrics.stageCount());
        assertEquals(order.size(), metrics.nfCount());
        assertEquals(copies, metrics.copiesPerPacket());
        for (var vertex : graph.vertices()) {
            if (vertex.onDefaultPath()) {
                assertEquals(stageOf.get(vertex.nf()), vertex.stage());
                final int next = vertex.stage() + 1;
                assertEquals(next < graph.stages().size() ? graph.stages().get(next).nfs() : List.of(Vertex.EGRESS),
                    vertex.defaultNext());
            }
        }
    }
}
