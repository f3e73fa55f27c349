/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.openpath.southbound.impl.PlacedChains.placedOn;
import static org.openpath.southbound.impl.PlacedChains.request;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainStatus;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.ServiceGraphBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.VertexBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainStateBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.service.chain.state.AnalysisBuilder;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.openpath.southbound.render.ChainView;

/**
 * The renderer's view of a chain read in its two parts, the state's placement and the request's part, against the
 * view read in one go: the same view, and the same refusals of a state it cannot render.
 */
class ChainViewsTest {
    private static final ServiceChainState PLACED = placedOn("c", "openflow:9", 7, 1, 3);

    @Test
    void thePlacementAndTheRequestMakeTheChainsView() {
        final var placed = assertInstanceOf(ChainViews.Placed.class, ChainViews.placement(PLACED));
        assertEquals("c", placed.name());
        assertEquals(7, placed.sfcId());
        assertEquals(List.of("openflow:9"), placed.subSfcs().stream().map(ChainView.SubSfcView::node).toList());
        assertEquals(List.of(3L), placed.vertices().stream().map(ChainView.VertexView::serviceId).toList());
        final var view = ChainViews.of(placed, request("c")).orElseThrow();
        assertEquals(ChainViews.of(PLACED, request("c")), Optional.of(view));
        assertEquals(placed.stages(), view.stages());
        assertEquals(placed.hops(), view.hops());
        assertEquals(Optional.empty(), ChainViews.of(placed, null), "no request, nothing to render");
    }

    @Test
    void aStateWithoutPlacementOrSfcIdIsNotPlaced() {
        assertSame(ChainViews.NotPlaced.INSTANCE, ChainViews.placement(new ServiceChainStateBuilder(PLACED)
            .setPlacement(null).build()));
        assertSame(ChainViews.NotPlaced.INSTANCE, ChainViews.placement(new ServiceChainStateBuilder(PLACED)
            .setSfcId(null).setStatus(ChainStatus.Rejected).build()));
        assertSame(ChainViews.NotPlaced.INSTANCE, ChainViews.placement(new ServiceChainStateBuilder(PLACED)
            .setAnalysis(null).build()));
        assertEquals(Optional.empty(), ChainViews.of(new ServiceChainStateBuilder(PLACED).setPlacement(null).build(),
            request("c")));
    }

    @Test
    void aVertexWithoutItsServiceIdIsToldNotThrownUntilTheViewIsAskedFor() {
        final var graph = PLACED.getAnalysis().getServiceGraph();
        final var vertex = graph.nonnullVertex().values().iterator().next();
        final var broken = new ServiceChainStateBuilder(PLACED).setAnalysis(new AnalysisBuilder(PLACED.getAnalysis())
            .setServiceGraph(new ServiceGraphBuilder(graph).setVertex(BindingMap.of(new VertexBuilder(vertex)
                .setServiceId(null).build())).build()).build()).build();
        final var reason = "NF 'fw' of chain 'c' has no service-id";
        assertEquals(new ChainViews.Inconsistent(reason), ChainViews.placement(broken));
        assertEquals(reason, assertThrows(IllegalArgumentException.class, () -> ChainViews.of(broken, request("c")))
            .getMessage());
        assertEquals(Optional.empty(), ChainViews.of(broken, null), "without a request it is not rendered at all");
    }
}
