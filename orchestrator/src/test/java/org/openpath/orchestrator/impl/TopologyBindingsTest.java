/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopology;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopologyBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.LinkBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Node.AdminState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.NodeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.node.CapacityBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Decimal64;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.placement.Link;
import org.openpath.placement.Node;
import org.openpath.placement.Topology;

/**
 * The configured {@code openpath-topology} and the discovered links become the placement's topology; configurations
 * the placement cannot use are rejected naming the node or link.
 */
class TopologyBindingsTest {
    @Test
    void nodesByDatapathIdConfiguredLinksThenDiscoveredOnes() throws Exception {
        final var config = new OpenpathTopologyBuilder()
            .setNode(BindingMap.of(
                host("openflow:10", 16, 32768, 25),
                transit("openflow:2"),
                new NodeBuilder().setNodeId(new NodeRef("openflow:1")).setCapacity(new CapacityBuilder()
                    .setCpuCores(Uint16.valueOf(8)).setMemory(Uint32.valueOf(16384))
                    .setNicBandwidth(Decimal64.of(3, 10_500)).build()).build()))
            .setLink(BindingMap.of(
                link("l2", "openflow:2", "openflow:10", 40, 2.5),
                new LinkBuilder().setLinkId("l1").setSourceNode(new NodeRef("openflow:1"))
                    .setDestinationNode(new NodeRef("openflow:2")).setBandwidth(Decimal64.of(3, 10_000)).build()))
            .build();
        final var discovered = List.of(
            // Same pair as the configured l1, reversed: configuration wins
            new Link("openflow:2", "openflow:1", 100, 1),
            new Link("openflow:1", "openflow:10", 10, 3),
            // LLDP's report of the other direction
            new Link("openflow:10", "openflow:1", 10, 3),
            // An end that is not configured
            new Link("openflow:1", "openflow:99", 10, 3));

        final var topology = TopologyBindings.toTopology(config, discovered);

        assertEquals(new Topology("openpath",
            List.of(Node.host("openflow:1", 8, 16384, 10.5), Node.sw("openflow:2"),
                Node.host("openflow:10", 16, 32768, 25)),
            List.of(new Link("openflow:1", "openflow:2", 10, 5), new Link("openflow:2", "openflow:10", 40, 2.5),
                new Link("openflow:1", "openflow:10", 10, 3))), topology);
    }

    @Test
    void disabledAndDrainingNodesAreListedApart() throws Exception {
        final var config = new OpenpathTopologyBuilder()
            .setNode(BindingMap.of(
                new NodeBuilder(host("openflow:1", 16, 16384, 40)).setAdminState(AdminState.Enabled).build(),
                new NodeBuilder(host("openflow:2", 16, 16384, 40)).setAdminState(AdminState.Draining).build(),
                new NodeBuilder(host("openflow:3", 16, 16384, 40)).setAdminState(AdminState.Disabled).build(),
                host("openflow:4", 16, 16384, 40)))
            .build();

        final var spec = TopologyBindings.toSpec(config);

        assertEquals(Set.of("openflow:3"), spec.disabledNodes());
        assertEquals(Set.of("openflow:2"), spec.drainingNodes());
        assertEquals(List.of("openflow:1", "openflow:2", "openflow:3", "openflow:4"),
            spec.configured().nodes().stream().map(Node::id).toList(), "they stay in the topology");
    }

    @Test
    void noConfigurationIsAnEmptyTopology() throws Exception {
        final var empty = new Topology("openpath", List.of(), List.of());

        assertEquals(empty, TopologyBindings.toTopology(null, List.of()));
        assertEquals(empty, TopologyBindings.toTopology(null, List.of(new Link("openflow:1", "openflow:2", 10, 1))));
        assertEquals(empty, TopologyBindings.toTopology(new OpenpathTopologyBuilder().build(), List.of()));
        assertDoesNotThrow(() -> TopologyBindings.validate(null));
    }

    @Test
    void aLinkToAnUnconfiguredNodeIsRejected() {
        assertRejected(config(link("l1", "openflow:1", "openflow:9", 10, 5)), "openpath-topology/link[l1]",
            "'l1'", "openflow:9 is not a configured node");
        assertRejected(config(link("l1", "openflow:9", "openflow:2", 10, 5)), "openpath-topology/link[l1]",
            "'l1'", "openflow:9 is not a configured node");
    }

    @Test
    void aSelfLoopIsRejected() {
        assertRejected(config(link("loop", "openflow:1", "openflow:1", 10, 5)), "openpath-topology/link[loop]",
            "'loop'", "openflow:1 to itself");
    }

    @Test
    void twoLinksBetweenTheSameNodesAreRejected() {
        assertRejected(config(link("a", "openflow:1", "openflow:2", 10, 5), link("b", "openflow:1", "openflow:2",
            40, 5)), "openpath-topology/link[b]", "'a'", "'b'", "openflow:1", "openflow:2");
        assertRejected(config(link("a", "openflow:1", "openflow:2", 10, 5), link("b", "openflow:2", "openflow:1",
            40, 5)), "openpath-topology/link[b]", "Links 'a' and 'b' both join openflow:2 and openflow:1");
    }

    @Test
    void aLinkWithoutBandwidthIsRejected() {
        assertRejected(config(new LinkBuilder().setLinkId("l1").setSourceNode(new NodeRef("openflow:1"))
            .setDestinationNode(new NodeRef("openflow:2")).build()), "openpath-topology/link[l1]/bandwidth", "'l1'");
    }

    @Test
    void aLinkWithoutAnEndIsRejected() {
        assertRejected(config(new LinkBuilder().setLinkId("l1").setSourceNode(new NodeRef("openflow:1"))
            .setBandwidth(Decimal64.of(3, 1000)).build()), "openpath-topology/link[l1]/destination-node", "'l1'");
        assertRejected(config(new LinkBuilder().setLinkId("l1").setDestinationNode(new NodeRef("openflow:1"))
            .setBandwidth(Decimal64.of(3, 1000)).build()), "openpath-topology/link[l1]/source-node", "'l1'");
    }

    @Test
    void anNfHostWithoutCapacityIsRejected() {
        final var noCapacity = new OpenpathTopologyBuilder()
            .setNode(BindingMap.of(new NodeBuilder().setNodeId(new NodeRef("openflow:5")).build()))
            .build();
        assertRejected(noCapacity, "openpath-topology/node[openflow:5]/capacity", "'openflow:5'",
            "cpu-cores, memory, nic-bandwidth");

        final var noMemory = new OpenpathTopologyBuilder()
            .setNode(BindingMap.of(new NodeBuilder().setNodeId(new NodeRef("openflow:5"))
                .setRole(org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Node.Role
                    .NfHost)
                .setCapacity(new CapacityBuilder().setCpuCores(Uint16.valueOf(4))
                    .setNicBandwidth(Decimal64.of(3, 1000)).build()).build()))
            .build();
        assertRejected(noMemory, "openpath-topology/node[openflow:5]/capacity", "'openflow:5' has no memory");
    }

    @Test
    void aTransitNodeNeedsNoCapacity() throws Exception {
        final var topology = TopologyBindings.toTopology(new OpenpathTopologyBuilder()
            .setNode(BindingMap.of(transit("openflow:5"))).build(), List.of());
        assertEquals(List.of(Node.sw("openflow:5")), topology.nodes());
    }

    @Test
    void validateChecksWhatToTopologyChecks() {
        assertDoesNotThrow(() -> TopologyBindings.validate(config(link("l1", "openflow:1", "openflow:2", 10, 5))));
        final var ex = assertThrows(InvalidRequestException.class,
            () -> TopologyBindings.validate(config(link("l1", "openflow:1", "openflow:3", 10, 5))));
        assertEquals("openpath-topology/link[l1]", ex.element());
        ChainRequestBindingsTest.assertMessage(ex, "openflow:3");
    }

    /**
     * Two hosts, openflow:1 and openflow:2, with the given links.
     */
    private static OpenpathTopology config(
            final org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Link... links) {
        return new OpenpathTopologyBuilder()
            .setNode(BindingMap.of(host("openflow:1", 8, 8192, 10), host("openflow:2", 8, 8192, 10)))
            .setLink(BindingMap.ordered(links))
            .build();
    }

    private static void assertRejected(final OpenpathTopology config, final String element,
            final String... inMessage) {
        final var ex = assertThrows(InvalidRequestException.class, () -> TopologyBindings.toTopology(config,
            List.of()));
        assertEquals(element, ex.element(), ex::getMessage);
        ChainRequestBindingsTest.assertMessage(ex, inMessage);
    }

    static org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Node host(
            final String id, final int cpu, final long memory, final double nic) {
        return new NodeBuilder()
            .setNodeId(new NodeRef(id))
            .setRole(org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Node.Role
                .NfHost)
            .setCapacity(new CapacityBuilder()
                .setCpuCores(Uint16.valueOf(cpu))
                .setMemory(Uint32.valueOf(memory))
                .setNicBandwidth(Decimal64.of(3, Math.round(nic * 1000)))
                .build())
            .build();
    }

    static org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Node transit(
            final String id) {
        return new NodeBuilder()
            .setNodeId(new NodeRef(id))
            .setRole(org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Node.Role
                .Transit)
            .build();
    }

    static org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Link link(
            final String id, final String source, final String destination, final double gbps,
            final double latency) {
        return new LinkBuilder()
            .setLinkId(id)
            .setSourceNode(new NodeRef(source))
            .setDestinationNode(new NodeRef(destination))
            .setBandwidth(Decimal64.of(3, Math.round(gbps * 1000)))
            .setLatency(Decimal64.of(3, Math.round(latency * 1000)))
            .build();
    }
}
