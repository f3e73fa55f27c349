/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.DynamicRule;
import org.openpath.analyzer.Order;
import org.openpath.analyzer.ServiceGraph;
import org.openpath.analyzer.Vertex;

/**
 * SFC-ID and SERVICE-IDs of a chain: ranges, the reverse lookup, and service ids derived from the request alone.
 */
class ChainIdsTest {
    private static final DependencyAnalyzer ANALYZER = DependencyAnalyzer.builtIn();

    @Test
    void nfsAreNumberedByTheirPositionInTheRequestNotInTheGraph() throws Exception {
        final var graph = graph(ChainRequest.builder().nf("nat", "nat").nf("fw", "firewall").nf("mon",
            "traffic-monitor").template(Order.before("fw", "nat")).build());
        // the template puts fw first in the graph; the ids follow the request
        assertEquals("fw", graph.vertices().getFirst().nf());

        final var ids = ChainIds.serviceIds(List.of("nat", "fw", "mon"), graph);

        assertEquals(Map.of("nat", 1L, "fw", 2L, "mon", 3L), ids);
        assertEquals(List.of("nat", "fw", "mon"), List.copyOf(ids.keySet()), "in id order");
    }

    @Test
    void insertedVerticesFollowByTheirNfsPositionThenResultWhateverTheRuleOrder() throws Exception {
        final var rules = List.of(
            DynamicRule.insert("i", "suspicious", "sandbox"),
            DynamicRule.insert("d", "video", "shaper"),
            DynamicRule.discard("d", "malicious"),
            DynamicRule.insert("i", "malicious", "honeypot"),
            DynamicRule.insert("d", "p2p", "honeypot"));
        final var expected = new LinkedHashMap<String, Long>();
        expected.put("d", 1L);
        expected.put("i", 2L);
        expected.put("f", 3L);
        expected.put("d.p2p", 4L);
        expected.put("d.video", 5L);
        expected.put("i.malicious", 6L);
        expected.put("i.suspicious", 7L);

        final var reversed = new ArrayList<>(rules);
        Collections.reverse(reversed);
        for (var order : List.of(rules, reversed)) {
            final var graph = graph(ChainRequest.builder().nf("d", "dpi").nf("i", "ids").nf("f", "firewall")
                .rule(order.toArray(DynamicRule[]::new)).build());
            final var ids = ChainIds.serviceIds(List.of("d", "i", "f"), graph);
            assertEquals(List.copyOf(expected.entrySet()), List.copyOf(ids.entrySet()), () -> "rules " + order);
            // every vertex of the graph has an id
            assertEquals(graph.vertices().stream().map(Vertex::nf).sorted().toList(),
                ids.keySet().stream().sorted().toList());
        }
    }

    @Test
    void theReverseLookupFindsTheVertexOfAServiceId() {
        final var ids = new ChainIds(7, Map.of("fw", 1L, "ids", 2L, "ids.suspicious", 3L));

        assertEquals(Optional.of("ids.suspicious"), ids.nf(3));
        assertEquals(Optional.of("fw"), ids.nf(1));
        assertEquals(Optional.empty(), ids.nf(4));
        assertEquals(Optional.empty(), ids.nf(0));
        assertEquals(Optional.empty(), new ChainIds(1, Map.of()).nf(1));
    }

    @Test
    void idsMustFitTheWiresThirtyTwoBitsAndNotBeZero() {
        assertEquals(ChainIds.MAX_ID, new ChainIds(ChainIds.MAX_ID, Map.of("fw", ChainIds.MAX_ID)).sfcId());
        assertThrows(IllegalArgumentException.class, () -> new ChainIds(0, Map.of()));
        assertThrows(IllegalArgumentException.class, () -> new ChainIds(ChainIds.MAX_ID + 1, Map.of()));
        assertThrows(IllegalArgumentException.class, () -> new ChainIds(1, Map.of("fw", 0L)));
        assertThrows(IllegalArgumentException.class, () -> new ChainIds(1, Map.of("fw", ChainIds.MAX_ID + 1)));
        final var duplicate = assertThrows(IllegalArgumentException.class,
            () -> new ChainIds(1, Map.of("fw", 1L, "nat", 1L)));
        assertTrue(duplicate.getMessage().contains("unique"), duplicate.getMessage());
    }

    @Test
    void theServiceIdsAreACopyInIdOrder() {
        final var source = new LinkedHashMap<String, Long>();
        source.put("b", 1L);
        source.put("a", 2L);
        final var ids = new ChainIds(1, source);
        source.put("c", 3L);

        assertEquals(List.of("b", "a"), List.copyOf(ids.serviceIds().keySet()));
        assertThrows(UnsupportedOperationException.class, () -> ids.serviceIds().put("c", 3L));
        assertEquals(new ChainIds(1, Map.of("a", 2L, "b", 1L)), ids);
    }

    private static ServiceGraph graph(final ChainRequest request) throws ChainValidationException {
        return ANALYZER.analyze(request).graph();
    }
}
