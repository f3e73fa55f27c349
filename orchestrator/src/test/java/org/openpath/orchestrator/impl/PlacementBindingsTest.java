/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.PlacementResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.HopKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.SubSfc;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.SubSfcKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.sub.sfc.ScaledNfKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopology;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopologyBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.Gbps;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.PlacementAlgorithm;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.SubSfcId;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Decimal64;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.placement.Affinity;
import org.openpath.placement.Algorithm;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Hop;
import org.openpath.placement.Placed;
import org.openpath.placement.Placement;
import org.openpath.placement.PlacementRequest;
import org.openpath.placement.Placer;
import org.openpath.placement.Role;

/**
 * Placements fill the {@code placement-result} grouping of the operational state and of {@code compute-placement}'s
 * output.
 */
class PlacementBindingsTest {
    private static final Placement PLACEMENT = new Placement("web", Algorithm.OPENPATH, 2.0,
        List.of(
            new org.openpath.placement.SubSfc("web-w1", Role.WORKING, "", "openflow:1", true, List.of("fw1", "mon"),
                1.25, 640, Map.of("fw1", 3)),
            new org.openpath.placement.SubSfc("web-w2", Role.WORKING, "", "openflow:2", true, List.of("ids1"),
                1.0 / 3, 1536),
            new org.openpath.placement.SubSfc("web-b1", Role.BACKUP, "web-w1", "openflow:3", false,
                List.of("fw1", "mon"), 1.25, 640)),
        List.of(new Hop("web-w1", "web-w2", List.of("openflow:1", "openflow:10", "openflow:2"), 2.0, 10.0)),
        123.4567, 2.0, 2);

    @Test
    void subSfcsWithTheirRoleNodeNfsAndResources() {
        final var result = PlacementBindings.toPlacementRpc(PLACEMENT);
        final var subs = result.nonnullSubSfc();

        assertEquals(3, subs.size());
        final SubSfc w1 = subs.get(new SubSfcKey(new SubSfcId("web-w1")));
        assertAll("web-w1",
            () -> assertEquals(SubSfc.Role.Working, w1.getRole()),
            () -> assertNull(w1.getProtects()),
            () -> assertEquals(new NodeRef("openflow:1"), w1.getNode()),
            () -> assertTrue(w1.getActive()),
            () -> assertEquals(List.of(new NfInstanceName("fw1"), new NfInstanceName("mon")), w1.getNf()),
            () -> assertEquals(Decimal64.of(3, 1250), w1.getCpuCores()),
            () -> assertEquals(3, w1.getCpuCores().scale(), "fraction-digits 3"),
            () -> assertEquals(Uint32.valueOf(640), w1.getMemory()),
            () -> assertEquals(1, w1.nonnullScaledNf().size(), "only the NF that runs more than one instance"),
            () -> assertEquals(Uint16.valueOf(3), w1.nonnullScaledNf().get(new ScaledNfKey(new NfInstanceName("fw1")))
                .getInstances()));
        final SubSfc w2 = subs.get(new SubSfcKey(new SubSfcId("web-w2")));
        assertAll("web-w2",
            () -> assertEquals("0.333", w2.getCpuCores().toString()),
            () -> assertEquals(Uint32.valueOf(1536), w2.getMemory()),
            () -> assertEquals(List.of(new NfInstanceName("ids1")), w2.getNf()),
            () -> assertNull(w2.getScaledNf(), "one instance each: no scaled-nf"));
        final SubSfc b1 = subs.get(new SubSfcKey(new SubSfcId("web-b1")));
        assertAll("web-b1",
            () -> assertEquals(SubSfc.Role.Backup, b1.getRole()),
            () -> assertEquals(new SubSfcId("web-w1"), b1.getProtects()),
            () -> assertEquals(new NodeRef("openflow:3"), b1.getNode()),
            () -> assertFalse(b1.getActive()));
    }

    @Test
    void hopsAndTotals() {
        final var result = PlacementBindings.toPlacementRpc(PLACEMENT);

        assertEquals(PlacementAlgorithm.Openpath, result.getAlgorithm());
        assertEquals(1, result.nonnullHop().size());
        final var hop = result.nonnullHop().get(new HopKey(new SubSfcId("web-w1"), new SubSfcId("web-w2")));
        assertNotNull(hop);
        assertEquals(List.of(new NodeRef("openflow:1"), new NodeRef("openflow:10"), new NodeRef("openflow:2")),
            hop.getPath());
        assertEquals(new Gbps(Decimal64.of(3, 2000)), hop.getBandwidth());
        assertEquals(3, hop.getBandwidth().getValue().scale(), "fraction-digits 3");
        assertEquals("123.457", result.getEndToEndLatency().toString());
        assertEquals(new Gbps(Decimal64.of(3, 2000)), result.getInterNodeTraffic());
        assertEquals(Uint16.TWO, result.getPathLength());
    }

    @Test
    void aPlacementWithoutHopsHasNoHopList() {
        final var local = new Placement("web", Algorithm.NFP_PACKING, 1.0,
            List.of(new org.openpath.placement.SubSfc("web-w1", Role.WORKING, "", "openflow:7", true,
                List.of("fw1"), 0.75, 288)),
            List.of(), 15.0, 0.0, 0);

        final var result = PlacementBindings.toPlacementRpc(local);

        assertEquals(PlacementAlgorithm.NfpPacking, result.getAlgorithm());
        assertNull(result.getHop());
        assertEquals(new Gbps(Decimal64.of(3, 0)), result.getInterNodeTraffic());
        assertEquals(Uint16.ZERO, result.getPathLength());
        assertEquals(Decimal64.of(3, 15000), result.getEndToEndLatency());
    }

    @Test
    void stateAndRpcCarryTheSameGrouping() {
        final PlacementResult rpc = PlacementBindings.toPlacementRpc(PLACEMENT);
        final PlacementResult state = PlacementBindings.toState(PLACEMENT);

        assertEquals(rpc.getAlgorithm(), state.getAlgorithm());
        assertEquals(rpc.getSubSfc(), state.getSubSfc());
        assertEquals(rpc.getHop(), state.getHop());
        assertEquals(rpc.getEndToEndLatency(), state.getEndToEndLatency());
        assertEquals(rpc.getInterNodeTraffic(), state.getInterNodeTraffic());
        assertEquals(rpc.getPathLength(), state.getPathLength());
        assertEquals(3, state.nonnullSubSfc().size());
    }

    @Test
    void aRealPlacementOnTheConfiguredTopologyConverts() throws Exception {
        final var graph = DependencyAnalyzer.builtIn().analyze(ChainRequest.builder()
            .nf("fw1", "firewall").nf("nat1", "nat").nf("ids1", "ids").build()).graph();
        final var topology = TopologyBindings.toTopology(twoRacks(), List.of());
        final var outcome = Placer.create(Algorithm.OPENPATH, topology, DemandTable.builtIn())
            .place(new PlacementRequest("web", graph, 1.5, Double.POSITIVE_INFINITY, Affinity.LOW, true));
        final var placement = assertInstanceOf(Placed.class, outcome, outcome::toString).placement();
        assertFalse(placement.backups().isEmpty(), "the example should exercise backups");
        assertFalse(placement.hops().isEmpty(), "the example should exercise hops");

        final var state = PlacementBindings.toState(placement);

        assertEquals(placement.subSfcs().size(), state.nonnullSubSfc().size());
        for (var sub : placement.subSfcs()) {
            final var binding = state.nonnullSubSfc().get(new SubSfcKey(new SubSfcId(sub.id())));
            assertNotNull(binding, sub::toString);
            assertAll(sub.id(),
                () -> assertEquals(sub.role().yangName(), binding.getRole().getName()),
                () -> assertEquals(sub.protects().isEmpty() ? null : new SubSfcId(sub.protects()),
                    binding.getProtects()),
                () -> assertEquals(sub.node(), binding.getNode().getValue()),
                () -> assertEquals(sub.active(), binding.getActive()),
                () -> assertEquals(sub.nfs(), binding.getNf().stream().map(NfInstanceName::getValue).toList()),
                () -> assertEquals(sub.cpuCores(), binding.getCpuCores().doubleValue(), 0.0005),
                () -> assertEquals(sub.memoryMib(), binding.getMemory().toJava()));
        }
        assertEquals(placement.hops().size(), state.nonnullHop().size());
        for (var hop : placement.hops()) {
            final var binding = state.nonnullHop().get(new HopKey(new SubSfcId(hop.fromSubSfc()),
                new SubSfcId(hop.toSubSfc())));
            assertNotNull(binding, hop::toString);
            assertEquals(hop.path(), binding.getPath().stream().map(NodeRef::getValue).toList());
            assertEquals(hop.bandwidthGbps(), binding.getBandwidth().getValue().doubleValue(), 0.0005);
        }
        assertEquals(placement.latencyMicros(), state.getEndToEndLatency().doubleValue(), 0.0005);
        assertEquals(placement.interNodeGbps(), state.getInterNodeTraffic().getValue().doubleValue(), 0.0005);
        assertEquals(placement.pathLength(), state.getPathLength().intValue());
    }

    @Test
    void theHopFromTheIngressNodeIsWrittenWithItsRoute() throws Exception {
        final var graph = DependencyAnalyzer.builtIn().analyze(ChainRequest.builder()
            .nf("fw1", "firewall").nf("nat1", "nat").build()).graph();
        final var topology = TopologyBindings.toTopology(twoRacks(), List.of());
        // traffic enters at the transit switch of the second rack: the chain runs on one of its two hosts
        final var outcome = Placer.create(Algorithm.OPENPATH, topology, DemandTable.builtIn())
            .place(new PlacementRequest("web", graph, 1.5, Double.POSITIVE_INFINITY, Affinity.HIGH, false,
                "openflow:11"));
        final var placement = assertInstanceOf(Placed.class, outcome, outcome::toString).placement();

        final var hop = PlacementBindings.toState(placement).getIngressHop();

        assertNotNull(hop);
        final var node = placement.working().get(0).node();
        assertTrue(node.equals("openflow:3") || node.equals("openflow:4"), node);
        assertEquals("openflow:11", hop.getNode().getValue());
        assertEquals(new SubSfcId("web-w1"), hop.getToSubSfc());
        assertEquals(List.of("openflow:11", node), hop.getPath().stream().map(NodeRef::getValue).toList());
        assertEquals(new Gbps(Decimal64.of(3, 1500)), hop.getBandwidth());
        assertNull(PlacementBindings.toState(PLACEMENT).getIngressHop());
    }

    @Test
    void aNodeThatIsNoOpenflowNodeIsRefused() {
        final var generated = new Placement("web", Algorithm.FIRST_FIT, 1.0,
            List.of(new org.openpath.placement.SubSfc("web-w1", Role.WORKING, "", "host-0-0-0", true,
                List.of("fw1"), 0.75, 288)),
            List.of(), 15.0, 0.0, 0);

        final var ex = assertThrows(IllegalArgumentException.class, () -> PlacementBindings.toState(generated));
        assertTrue(ex.getMessage().contains("'web'"), ex::getMessage);
        assertTrue(ex.getMessage().contains("'host-0-0-0'"), ex::getMessage);
    }

    static OpenpathTopology twoRacks() {
        return new OpenpathTopologyBuilder()
            .setNode(BindingMap.of(
                TopologyBindingsTest.host("openflow:1", 16, 32768, 10),
                TopologyBindingsTest.host("openflow:2", 16, 32768, 10),
                TopologyBindingsTest.host("openflow:3", 16, 32768, 10),
                TopologyBindingsTest.host("openflow:4", 16, 32768, 10),
                TopologyBindingsTest.transit("openflow:10"),
                TopologyBindingsTest.transit("openflow:11")))
            .setLink(BindingMap.of(
                TopologyBindingsTest.link("h1", "openflow:1", "openflow:10", 10, 5),
                TopologyBindingsTest.link("h2", "openflow:2", "openflow:10", 10, 5),
                TopologyBindingsTest.link("h3", "openflow:3", "openflow:11", 10, 5),
                TopologyBindingsTest.link("h4", "openflow:4", "openflow:11", 10, 5),
                TopologyBindingsTest.link("core", "openflow:10", "openflow:11", 40, 2)))
            .build();
    }
}
