/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.NfType;

class TopologyTest {
    @Test
    void fatTreeK4HasThePapersTwentySwitchesAndSixteenHosts() {
        final var topology = Topology.fatTree(4, Capacities.DEFAULT);
        assertEquals(16, topology.hosts().size());
        assertEquals(20, topology.nodes().size() - topology.hosts().size());
        assertEquals(48, topology.links().size());
        assertEquals("fat-tree-k4", topology.name());
    }

    @Test
    void fatTreeK8() {
        final var topology = Topology.fatTree(8, Capacities.DEFAULT);
        assertEquals(128, topology.hosts().size());
        assertEquals(80, topology.nodes().size() - 128);
        assertThrows(IllegalArgumentException.class, () -> Topology.fatTree(3, Capacities.DEFAULT));
    }

    @Test
    void thePapersSettingIsACoreSwitchWithTwoEdgeNodes() throws Exception {
        final var topology = Topology.coreAndEdges(2, Capacities.PAPER_TESTBED);
        assertEquals("core-2-edges", topology.name());
        assertEquals(List.of("edge-0", "edge-1"), topology.hosts().stream().map(Node::id).toList());
        assertEquals(2, topology.links().size());
        assertTrue(topology.links().stream().allMatch(link -> link.a().equals("core") || link.b().equals("core")));
        // both edges hang off the core alone: no backup survives a core failure, so the backup goes on the other
        // edge, which survives the rest of its twin's failure domain (the edge and its link)
        final var graph = DependencyAnalyzer.builtIn().analyze(ChainRequest.builder().nf("firewall").build()).graph();
        final var outcome = Placer.create(Algorithm.OPENPATH, topology, DemandTable.builtIn())
            .place(new PlacementRequest("c", graph, 1, 10_000, Affinity.HIGH, true));
        final var placement = assertInstanceOf(Placed.class, outcome).placement();
        assertEquals("edge-0", placement.working().get(0).node());
        assertEquals("edge-1", placement.backups().get(0).node());
    }

    @Test
    void leafSpine() {
        final var topology = Topology.leafSpine(2, 3, 4, Capacities.DEFAULT);
        assertEquals(12, topology.hosts().size());
        assertEquals(5, topology.nodes().size() - 12);
        assertEquals(2 * 3 + 12, topology.links().size());
    }

    @Test
    void textFormatRoundTrips() {
        final var topology = Topology.leafSpine(2, 2, 2, new Capacities(8.5, 4096, 25, 40, 2.5));
        assertEquals(topology, Topology.parse(topology.format()));
        final var parsed = Topology.parse("""
            # two hosts
            topology lab
            host a 4 1024 10
            switch s
            host b 4 1024 10
            link a s 10 5
            link s b 10 5
            """);
        assertEquals("lab", parsed.name());
        assertEquals(List.of("a", "b"), parsed.hosts().stream().map(Node::id).toList());
    }

    @Test
    void parseErrorsNameTheLine() {
        final var error = assertThrows(IllegalArgumentException.class, () -> Topology.parse("host a 4 x 10\n"));
        assertTrue(error.getMessage().startsWith("Line 1 'host a 4 x 10'"), error.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Topology.parse("switch a\nswitch a\n"));
        assertThrows(IllegalArgumentException.class, () -> Topology.parse("switch a\nlink a b 1 1\n"));
        assertThrows(IllegalArgumentException.class, () -> Topology.parse("frobnicate\n"));
    }

    @Test
    void demandScalesWithRate() {
        final var ids = DemandTable.builtIn().demand("ids");
        assertEquals(1, ids.instances(5));
        assertEquals(2, ids.instances(5.5));
        assertEquals(0.5 + 1.5 * 2, ids.cpu(2), 1e-9);
        assertEquals(1024 + 512, ids.memory(2));
        assertEquals(2 * 0.5 + 1.5 * 6, ids.cpu(6), 1e-9);
    }

    @Test
    void builtInDemandsCoverTheCatalog() {
        for (var type : BuiltInCatalog.nfTypes().stream().map(NfType::name).toList()) {
            DemandTable.builtIn().demand(type);
        }
        assertEquals(BuiltInCatalog.nfTypes().size(), DemandTable.builtIn().demands().size());
        assertThrows(IllegalArgumentException.class, () -> DemandTable.builtIn().demand("teleporter"));
    }
}
