/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.ServiceGraphBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.VertexBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainStateBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.service.chain.state.AnalysisBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.southbound.impl.SwitchMessageHandler.ChainAndNf;

/**
 * The wire-id index follows chain states: written, rewritten with another SFC-ID, deleted.
 */
class ChainIdIndexTest {
    private final ChainIdIndex index = new ChainIdIndex();

    @Test
    void namesFollowTheChainStates() {
        index.update("web", state("web", 3, "fw", "ids"));
        assertEquals(Optional.of(new ChainAndNf("web", "ids")), index.names(3, 2));
        assertEquals(Optional.empty(), index.names(3, 3), "no third NF");
        assertEquals(Optional.empty(), index.names(4, 1), "no chain 4");

        // a new owner re-allocated the ids: the old SFC-ID no longer names the chain
        index.update("web", state("web", 7, "fw", "ids"));
        assertEquals(Optional.empty(), index.names(3, 1));
        assertEquals(Optional.of(new ChainAndNf("web", "fw")), index.names(7, 1));

        index.update("web", null);
        assertEquals(Optional.empty(), index.names(7, 1));
    }

    @Test
    void aChainWithoutGraphIsKnownButHasNoNfs() {
        index.update("bad", new ServiceChainStateBuilder().setName(new ChainName("bad"))
            .setSfcId(Uint32.valueOf(5)).build());
        assertEquals(Optional.empty(), index.names(5, 1));
        index.update("other", state("other", 5, "mon"));
        assertEquals(Optional.of(new ChainAndNf("other", "mon")), index.names(5, 1));
    }

    private static ServiceChainState state(final String name, final long sfcId, final String... nfs) {
        final var vertices = new java.util.ArrayList<org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122
            .analysis.result.service.graph.Vertex>();
        for (int i = 0; i < nfs.length; i++) {
            vertices.add(new VertexBuilder().setNf(new NfInstanceName(nfs[i])).setServiceId(Uint32.valueOf(i + 1))
                .build());
        }
        return new ServiceChainStateBuilder().setName(new ChainName(name)).setSfcId(Uint32.valueOf(sfcId))
            .setAnalysis(new AnalysisBuilder().setServiceGraph(new ServiceGraphBuilder()
                .setVertex(BindingMap.of(vertices)).build()).build())
            .build();
    }
}
