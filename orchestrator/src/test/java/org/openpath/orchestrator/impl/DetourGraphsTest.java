/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.Branch;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DynamicRule;
import org.openpath.analyzer.Order;
import org.openpath.analyzer.PacketCopy;
import org.openpath.analyzer.ServiceGraph;
import org.openpath.analyzer.Stage;
import org.openpath.analyzer.Vertex;

/**
 * Placing a graph with inserted NFs (OpenPATH paper section 7.9): each inserted vertex gets a stage of its own right
 * after the stage of the NF whose alert inserted it, and stays off the default path.
 */
class DetourGraphsTest {
    private static final Instant AT = Instant.parse("2026-11-22T10:00:00Z");

    /** ids, then a firewall and a nat; the ids inserts a sandbox on 'suspicious' and a honeypot on 'malicious'. */
    private static ServiceGraph analysed() throws ChainValidationException {
        return Fixtures.analyzer().analyze(ChainRequest.builder()
            .nf("ids").nf("fw", "firewall").nf("nat")
            .template(Order.before("ids", "fw"), Order.before("fw", "nat"))
            .rule(DynamicRule.insert("ids", "suspicious", "sandbox"),
                DynamicRule.insert("ids", "malicious", "honeypot"))
            .build()).graph();
    }

    private static InsertedNf inserted(final String name, final String type, final String result) {
        return new InsertedNf(name, type, "ids", result, AT, 1);
    }

    @Test
    void withoutInsertionsTheGraphIsPlacedAsAnalysed() throws ChainValidationException {
        final var graph = analysed();
        assertSame(graph, DetourGraphs.withInsertions(graph, List.of()));
    }

    @Test
    void anInsertedNfGetsAStageOfItsOwnRightAfterTheAlertingNf() throws ChainValidationException {
        final var graph = analysed();
        final int ids = graph.stageOf("ids");
        final var placed = DetourGraphs.withInsertions(graph, List.of(inserted("ids.suspicious", "sandbox",
            "suspicious")));

        assertEquals(graph.stages().size() + 1, placed.stages().size());
        assertEquals(graph.metrics().stageCount() + 1, placed.metrics().stageCount());
        // the stages up to the alerting NF's stay as they were
        assertEquals(graph.stages().subList(0, ids + 1), placed.stages().subList(0, ids + 1));
        // then the inserted NF alone, on the original packet, nothing to merge
        final Stage detour = placed.stages().get(ids + 1);
        assertEquals(ids + 1, detour.index());
        assertEquals(List.of("ids.suspicious"), detour.nfs());
        final Branch branch = detour.branches().getFirst();
        assertEquals(PacketCopy.ORIGINAL, branch.packet());
        assertFalse(detour.merge().needed());
        assertEquals(List.of("ids.suspicious"), detour.merge().priorityOrder());
        // every later stage moves one further, unchanged otherwise
        for (int i = ids + 1; i < graph.stages().size(); i++) {
            final var before = graph.stages().get(i);
            final var after = placed.stages().get(i + 1);
            assertEquals(i + 1, after.index());
            assertEquals(before.branches(), after.branches());
            assertEquals(before.merge(), after.merge());
        }
        for (int i = 0; i < placed.stages().size(); i++) {
            assertEquals(i, placed.stages().get(i).index(), "stages stay numbered in order");
        }
    }

    @Test
    void theInsertedVertexStaysOffTheDefaultPath() throws ChainValidationException {
        final var graph = analysed();
        final int ids = graph.stageOf("ids");
        final var placed = DetourGraphs.withInsertions(graph, List.of(inserted("ids.suspicious", "sandbox",
            "suspicious")));

        final Vertex sandbox = placed.vertex("ids.suspicious").orElseThrow();
        assertEquals(ids + 1, sandbox.stage());
        assertFalse(sandbox.onDefaultPath());
        assertEquals("sandbox", sandbox.nfType());
        // the alerting NF still hands packets to the same next NFs: only flagged flows take the detour
        assertEquals(graph.vertex("ids").orElseThrow().defaultNext(),
            placed.vertex("ids").orElseThrow().defaultNext());
        for (var name : List.of("fw", "nat")) {
            final var before = graph.vertex(name).orElseThrow();
            final var after = placed.vertex(name).orElseThrow();
            assertEquals(before.stage() + 1, after.stage(), name);
            assertTrue(after.onDefaultPath(), name);
            assertEquals(before.defaultNext(), after.defaultNext(), name);
        }
        // the NF not inserted yet stays where the analysis put it
        assertEquals(graph.vertex("ids.malicious"), placed.vertex("ids.malicious"));
        assertEquals(graph.vertices().size(), placed.vertices().size());
    }

    @Test
    void twoInsertionsAfterOneNfEachGetAStage() throws ChainValidationException {
        final var graph = analysed();
        final int ids = graph.stageOf("ids");
        final var placed = DetourGraphs.withInsertions(graph, List.of(
            inserted("ids.suspicious", "sandbox", "suspicious"), inserted("ids.malicious", "honeypot", "malicious")));

        assertEquals(graph.stages().size() + 2, placed.stages().size());
        final var detours = placed.stages().subList(ids + 1, ids + 3).stream().map(Stage::nfs).toList();
        assertTrue(detours.contains(List.of("ids.suspicious")), detours::toString);
        assertTrue(detours.contains(List.of("ids.malicious")), detours::toString);
        assertEquals(graph.vertex("fw").orElseThrow().stage() + 2, placed.vertex("fw").orElseThrow().stage());
    }

    @Test
    void onlyOffPathVerticesOfTheGraphCanBeInserted() throws ChainValidationException {
        final var graph = analysed();
        assertThrows(IllegalArgumentException.class, () -> DetourGraphs.withInsertions(graph,
            List.of(inserted("ids.unknown", "sandbox", "unknown"))));
        assertThrows(IllegalArgumentException.class, () -> DetourGraphs.withInsertions(graph,
            List.of(new InsertedNf("fw", "firewall", "ids", "suspicious", AT, 1))));
    }
}
