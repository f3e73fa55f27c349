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
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openpath.placement.Link;
import org.openpath.placement.Node;
import org.openpath.placement.Topology;

/**
 * The configured topology joined with the links LLDP discovers: configuration wins, one link per node pair.
 */
class TopologySpecTest {
    private static final TopologySpec SPEC = new TopologySpec(new Topology(TopologySpec.NAME,
        List.of(Node.host("openflow:1", 16, 16384, 40), Node.host("openflow:2", 16, 16384, 40), Node.sw("openflow:3")),
        List.of(new Link("openflow:1", "openflow:2", 40, 2))), Set.of("openflow:2"));

    @Test
    void discoveredLinksJoinConfiguredNodesOncePerPair() {
        final var topology = SPEC.withDiscovered(List.of(
            new Link("openflow:2", "openflow:1", 10, 5),
            new Link("openflow:2", "openflow:3", 10, 5),
            new Link("openflow:3", "openflow:2", 10, 5),
            new Link("openflow:3", "openflow:9", 10, 5)));
        assertEquals(TopologySpec.NAME, topology.name());
        assertEquals(SPEC.configured().nodes(), topology.nodes());
        assertEquals(List.of(new Link("openflow:1", "openflow:2", 40, 2), new Link("openflow:2", "openflow:3", 10, 5)),
            topology.links(), "configuration wins, the first direction stays, unknown ends are dropped");
    }

    @Test
    void aLinkIsConfiguredInEitherDirection() {
        assertTrue(SPEC.isConfigured(new Link("openflow:2", "openflow:1", 10, 5)));
        assertFalse(SPEC.isConfigured(new Link("openflow:2", "openflow:3", 10, 5)));
    }

    @Test
    void theEmptySpecHasNothing() {
        assertEquals(new Topology(TopologySpec.NAME, List.of(), List.of()),
            TopologySpec.EMPTY.withDiscovered(List.of(new Link("openflow:1", "openflow:2", 10, 5))));
        assertEquals(Set.of(), TopologySpec.EMPTY.disabledNodes());
    }
}
