/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.FlowCapableNodeBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.FlowId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.TableBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.FlowBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainStatus;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.RenderingResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainStateBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.service.chain.state.Rendering;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.service.chain.state.RenderingBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopology;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopologyBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Node;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.NodeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.LinkId;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.NetworkTopology;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.NodeId;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.TopologyId;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.TpId;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.link.attributes.DestinationBuilder;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.link.attributes.SourceBuilder;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.network.topology.Topology;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.network.topology.TopologyKey;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.network.topology.topology.Link;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.network.topology.topology.LinkBuilder;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.network.topology.topology.LinkKey;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.concepts.Registration;
import org.opendaylight.yangtools.yang.common.Uint8;
import org.openpath.openflow.FlowSpec;
import org.openpath.southbound.render.ChainView;
import org.openpath.southbound.render.Redirect;

class RendererInputsTest extends RendererDataBrokerTest {
    private final RendererExecutor executor = new RendererExecutor("inputs-test-%d");
    private final List<String> heard = new CopyOnWriteArrayList<>();
    // the placements read with the states, per chain
    private final List<String> placementsRead = new CopyOnWriteArrayList<>();
    private Registration inputs;

    @BeforeEach
    void register() throws Exception {
        setup();
        inputs = RendererInputs.register(getDataBroker(), executor, new RendererInputs.Receiver() {
            @Override
            public void states(final Map<String, Optional<ServiceChainState>> after,
                    final Map<String, ChainViews.Placement> placements, final Set<String> reportsOnly) {
                // before what was heard: a test that waits for that reads these
                placements.forEach((name, placement) -> placementsRead.add(name + " " + switch (placement) {
                    case ChainViews.Placed placed -> "placed on " + placed.subSfcs().stream()
                        .map(ChainView.SubSfcView::node).toList();
                    case ChainViews.NotPlaced notPlaced -> "not placed";
                    case ChainViews.Inconsistent inconsistent -> inconsistent.reason();
                }));
                after.forEach((name, state) -> heard.add("state " + name + " " + state.isPresent()
                    + (reportsOnly.contains(name) ? " report only" : "")));
            }

            @Override
            public void requests(final Map<String, Optional<ServiceChain>> after) {
                after.forEach((name, request) -> heard.add("request " + name + " " + request.isPresent()));
            }

            @Override
            public void recordedRedirects(final Map<String, Map<Redirect, FlowSpec>> after) {
                after.forEach((name, targets) -> heard.add("redirects " + name + " " + targets.keySet()));
            }

            @Override
            public void topology(final Optional<OpenpathTopology> after) {
                heard.add("topology " + after.isPresent());
            }

            @Override
            public void links(final Map<String, Optional<Link>> after) {
                after.forEach((id, link) -> heard.add("link " + id + " " + link.isPresent()));
            }

            @Override
            public void nodes(final List<String> appeared, final List<String> gone) {
                heard.add("nodes +" + appeared + " -" + gone);
            }
        });
    }

    @AfterEach
    void close() {
        inputs.close();
        executor.close();
    }

    @Test
    void eachChangeReachesTheRendererOnItsThreadConverted() throws Exception {
        write(LogicalDatastoreType.OPERATIONAL, statePath("c"), new ServiceChainStateBuilder()
            .setName(new ChainName("c")).build());
        awaitHeard("state c true");
        delete(LogicalDatastoreType.OPERATIONAL, statePath("c"));
        awaitHeard("state c false");

        write(LogicalDatastoreType.CONFIGURATION, requestPath("c"), new ServiceChainBuilder()
            .setName(new ChainName("c")).build());
        awaitHeard("request c true");

        write(LogicalDatastoreType.CONFIGURATION, DataObjectIdentifier.builder(OpenpathTopology.class).build(),
            new OpenpathTopologyBuilder().setNode(BindingMap.of(new NodeBuilder().setNodeId(new NodeRef("openflow:1"))
                .setRole(Node.Role.Transit).build())).build());
        awaitHeard("topology true");

        final var fwToNat = new Redirect("fw", "nat");
        write(LogicalDatastoreType.CONFIGURATION, RecordedRedirects.targetPath("c", fwToNat),
            RecordedRedirects.target(fwToNat, null));
        awaitHeard("redirects c [" + fwToNat + "]");

        final var linkPath = DataObjectIdentifier.builder(NetworkTopology.class)
            .child(Topology.class, new TopologyKey(new TopologyId("flow:1")))
            .child(Link.class, new LinkKey(new LinkId("openflow:1:2"))).build();
        write(LogicalDatastoreType.OPERATIONAL, linkPath, new LinkBuilder().setLinkId(new LinkId("openflow:1:2"))
            .setSource(new SourceBuilder().setSourceNode(new NodeId("openflow:1"))
                .setSourceTp(new TpId("openflow:1:2")).build())
            .setDestination(new DestinationBuilder().setDestNode(new NodeId("openflow:2"))
                .setDestTp(new TpId("openflow:2:1")).build())
            .build());
        awaitHeard("link openflow:1:2 true");
    }

    @Test
    void onlyASwitchAppearingOrLeavingIsHeardNotItsStatistics() throws Exception {
        write(LogicalDatastoreType.OPERATIONAL, inventoryNode("openflow:1"),
            new org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.NodeBuilder()
                .setId(new org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.NodeId("openflow:1"))
                .addAugmentation(new FlowCapableNodeBuilder().setTable(BindingMap.of(new TableBuilder()
                    .setId(Uint8.ZERO).build()))
                    .build())
                .build());
        awaitHeard("nodes +[openflow:1] -[]");
        // statistics put flows below the node: nothing to hear
        final var tx = getDataBroker().newWriteOnlyTransaction();
        tx.put(LogicalDatastoreType.OPERATIONAL, InventoryRules.flowPath("openflow:1", "f"), new FlowBuilder()
            .setId(new FlowId("f")).setTableId(Uint8.ZERO).build());
        tx.commit().get(10, TimeUnit.SECONDS);
        delete(LogicalDatastoreType.OPERATIONAL, inventoryNode("openflow:1"));
        awaitHeard("nodes +[] -[openflow:1]");
        assertEquals(List.of("nodes +[openflow:1] -[]", "nodes +[] -[openflow:1]"), heard);
    }

    /**
     * The orchestrator lays a renderer report over a chain's state (status, reason, last change merged, rendering
     * put): the renderer takes the state without rendering it again. A state written whole, a rendering removed,
     * another status or a changed placement is a change to render.
     */
    @Test
    void aReportWrittenBackIsTakenWithoutRenderingAgain() throws Exception {
        final var state = PlacedChains.placed("c", 7);
        write(LogicalDatastoreType.OPERATIONAL, statePath("c"), state);
        awaitHeard("state c true");

        // as StateWriter writes a confirmed report
        final var report = new RenderingBuilder().setState(RenderingResult.State.Confirmed).setReason("3 flows")
            .build();
        var tx = getDataBroker().newWriteOnlyTransaction();
        tx.merge(LogicalDatastoreType.OPERATIONAL, statePath("c"), new ServiceChainStateBuilder()
            .setName(new ChainName("c")).setStatus(ChainStatus.Rendered).setReason("Rendered: 3 flows").build());
        tx.put(LogicalDatastoreType.OPERATIONAL, statePath("c").toBuilder().child(Rendering.class).build(), report);
        tx.commit().get(10, TimeUnit.SECONDS);
        awaitHeard("state c true report only");

        // the rendering dropped: the renderer reports again
        delete(LogicalDatastoreType.OPERATIONAL, statePath("c").toBuilder().child(Rendering.class).build());
        awaitHeard(3, "state c true");

        // a status the renderer acts on
        tx = getDataBroker().newWriteOnlyTransaction();
        tx.merge(LogicalDatastoreType.OPERATIONAL, statePath("c"), new ServiceChainStateBuilder()
            .setName(new ChainName("c")).setStatus(ChainStatus.Failed).build());
        tx.commit().get(10, TimeUnit.SECONDS);
        awaitHeard(4, "state c true");

        // placed again whole, then its placement changed with the report's leaves
        write(LogicalDatastoreType.OPERATIONAL, statePath("c"), state);
        awaitHeard(5, "state c true");
        tx = getDataBroker().newWriteOnlyTransaction();
        tx.merge(LogicalDatastoreType.OPERATIONAL, statePath("c"), new ServiceChainStateBuilder(
            PlacedChains.placedOn("c", "openflow:9", 7, state.getGeneration().longValue(), 1))
            .setStatus(ChainStatus.Rendered).setRendering(report).build());
        tx.commit().get(10, TimeUnit.SECONDS);
        awaitHeard(6, "state c true");
        assertEquals(List.of("state c true", "state c true report only", "state c true", "state c true",
            "state c true", "state c true"), heard);
        // read on the listener's thread for every change but the report's, which leaves the placement as it was
        final var first = "c placed on [" + PlacedChains.NODE + "]";
        assertEquals(List.of(first, first, first, first, "c placed on [openflow:9]"), placementsRead);
    }

    // the count-th thing heard is what
    private void awaitHeard(final int count, final String what) {
        await().atMost(TIMEOUT).until(() -> heard.size() >= count);
        assertEquals(what, heard.get(count - 1), () -> "heard " + heard);
    }

    private void awaitHeard(final String what) {
        await().atMost(TIMEOUT).until(() -> heard.contains(what));
    }
}
