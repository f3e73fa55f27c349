/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openpath.southbound.impl.PlacedChains.placed;
import static org.openpath.southbound.impl.PlacedChains.placedOn;
import static org.openpath.southbound.impl.PlacedChains.request;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainStatus;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainStateBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopologyBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Node;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.NodeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.LinkId;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.NodeId;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.link.attributes.DestinationBuilder;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.link.attributes.SourceBuilder;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.network.topology.topology.Link;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.network.topology.topology.LinkBuilder;
import org.opendaylight.yangtools.binding.util.BindingMap;

/**
 * What the renderer's listeners told it: the fabric made again under a new version, the discovered links both ways,
 * the connected switches, requests that go, and the chains that still wait for rendering.
 */
class RenderingInputsTest {
    private final RenderingInputs inputs = new RenderingInputs();

    @Test
    void theFabricIsMadeFromTheTopologyUnderANewVersionEachTime() {
        assertFalse(inputs.fabric().isOpenPath("openflow:1"), "no topology yet");
        final long before = inputs.fabricVersion();
        inputs.topology(Optional.of(new OpenpathTopologyBuilder().setNode(BindingMap.of(
            node("openflow:1", Node.Role.NfHost), node("openflow:2", Node.Role.Transit))).build()));
        assertFalse(inputs.fabric().isOpenPath("openflow:1"), "taken, not made yet");

        final var fabric = inputs.refreshFabric(Set.of("openflow:1"));

        assertSame(fabric, inputs.fabric());
        assertEquals(before + 1, inputs.fabricVersion());
        assertTrue(fabric.isOpenPath("openflow:1"));
        assertFalse(fabric.isOpenPath("openflow:2"), "a transit switch is plain OpenFlow");
        assertTrue(fabric.holdsGraphs("openflow:1"));
        inputs.refreshFabric(Set.of());
        assertEquals(before + 2, inputs.fabricVersion());
        assertFalse(inputs.fabric().holdsGraphs("openflow:1"));
    }

    @Test
    void aDiscoveredLinkCountsBothWaysUntilItGoes() {
        inputs.links(Map.of("l1", Optional.of(link("l1", "openflow:1", "openflow:2")),
            "l2", Optional.of(link("l2", "openflow:2", "openflow:3"))));
        assertEquals(Set.of("openflow:1 openflow:2", "openflow:2 openflow:1", "openflow:2 openflow:3",
            "openflow:3 openflow:2"), inputs.discoveredLinks());

        inputs.links(Map.of("l1", Optional.empty()));
        assertEquals(Set.of("openflow:2 openflow:3", "openflow:3 openflow:2"), inputs.discoveredLinks());
    }

    @Test
    void theConnectedSwitchesFollowWhatAppearsAndGoes() {
        inputs.nodes(List.of("openflow:1", "openflow:2"), List.of());
        inputs.nodes(List.of("openflow:3"), List.of("openflow:1"));
        assertEquals(Set.of("openflow:2", "openflow:3"), inputs.connected());
        assertThrows(UnsupportedOperationException.class, () -> inputs.connected().add("openflow:4"));
    }

    @Test
    void onlyARequestThatWasThereCanGo() {
        assertFalse(inputs.takeRequest("c", Optional.empty()), "never had one");
        assertFalse(inputs.takeRequest("c", Optional.of(request("c"))));
        assertTrue(inputs.configured("c"));
        assertTrue(inputs.takeRequest("c", Optional.empty()));
        assertFalse(inputs.configured("c"));
        assertNull(inputs.request("c"));
    }

    @Test
    void theChainsAwaitingRenderingAreTheConfiguredOnesNotPlacedOrNotDecided() {
        // configured, no state yet: waits for the orchestrator
        inputs.takeRequest("new", Optional.of(request("new")));
        // placed, rendered
        inputs.takeRequest("done", Optional.of(request("done")));
        inputs.takeState("done", Optional.of(placed("done", 1)));
        // placed, not rendered yet
        inputs.takeRequest("placed", Optional.of(request("placed")));
        inputs.takeState("placed", Optional.of(placed("placed", 2)));
        // rejected: there is nothing to render
        inputs.takeRequest("rejected", Optional.of(request("rejected")));
        inputs.takeState("rejected", Optional.of(new ServiceChainStateBuilder(placed("rejected", 3))
            .setStatus(ChainStatus.Rejected).setPlacement(null).build()));
        // a state without a request (deleted meanwhile) is not the operator's any more
        inputs.takeState("deleted", Optional.of(placed("deleted", 4)));

        assertEquals(2, inputs.awaitingRendering(Set.of("done")::contains), "new and placed");
        assertEquals(1, inputs.awaitingRendering(Set.of("done", "placed")::contains));
        assertEquals(Set.of("done", "placed", "rejected", "deleted"), inputs.chainsWithState());
        inputs.takeState("placed", Optional.empty());
        assertEquals(Set.of("done", "rejected", "deleted"), inputs.chainsWithState());
    }

    @Test
    void aPlacementReadWithItsStateStaysForTheReportsThatFollowAndGoesWithTheNextState() {
        final var readThere = ChainViews.placement(placedOn("c", "openflow:9", 7, 1, 1));
        inputs.takeState("c", Optional.of(placed("c", 7)), readThere);
        assertSame(readThere, inputs.placement("c"), "the one read where the state was heard");
        // a report coming back: the placement is the previous state's
        inputs.takeReport("c", new ServiceChainStateBuilder(placed("c", 7)).setStatus(ChainStatus.Rendered).build());
        assertSame(readThere, inputs.placement("c"));
        assertEquals(ChainStatus.Rendered, inputs.state("c").getStatus());
        // a state taken without one: read from that state when asked
        inputs.takeState("c", Optional.of(placed("c", 7)));
        assertEquals(ChainViews.placement(placed("c", 7)), inputs.placement("c"));
        inputs.takeState("c", Optional.of(new ServiceChainStateBuilder(placed("c", 7)).setPlacement(null).build()),
            ChainViews.NotPlaced.INSTANCE);
        assertSame(ChainViews.NotPlaced.INSTANCE, inputs.placement("c"));
        inputs.takeState("c", Optional.empty(), null);
        assertSame(ChainViews.NotPlaced.INSTANCE, inputs.placement("c"), "gone");
        assertNull(inputs.state("c"));
    }

    @Test
    void theStartVersionsAreReadOnce() {
        assertFalse(inputs.startVersionsRead());
        assertSame(InventoryVersions.NONE, inputs.startVersions());
        inputs.takeStartVersions(InventoryVersions.NONE);
        assertTrue(inputs.startVersionsRead());
    }

    private static Node node(final String id, final Node.Role role) {
        return new NodeBuilder().setNodeId(new NodeRef(id)).setRole(role).build();
    }

    private static Link link(final String id, final String from, final String to) {
        return new LinkBuilder().setLinkId(new LinkId(id))
            .setSource(new SourceBuilder().setSourceNode(new NodeId(from)).build())
            .setDestination(new DestinationBuilder().setDestNode(new NodeId(to)).build()).build();
    }
}
