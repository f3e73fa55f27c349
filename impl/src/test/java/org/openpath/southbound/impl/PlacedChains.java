/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.util.List;
import java.util.Set;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainStatus;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.ServiceGraphBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.StageBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.VertexBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.stage.BranchBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.EgressBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.NfBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.SubSfc;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.SubSfcBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainStateBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.service.chain.state.AnalysisBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.service.chain.state.PlacementBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfTypeName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.SubSfcId;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.opendaylight.yangtools.yang.common.Uint64;

/**
 * The smallest chain the renderer's tests place: one firewall on {@value #NODE}, leaving on its port 2.
 */
final class PlacedChains {
    static final String NODE = "openflow:1";

    private PlacedChains() {
        // constants and factories only
    }

    /**
     * The chain's request.
     *
     * @param name the chain
     * @return its request
     */
    static ServiceChain request(final String name) {
        return new ServiceChainBuilder()
            .setName(new ChainName(name))
            .setNf(List.of(new NfBuilder().setName(new NfInstanceName("fw")).setType(new NfTypeName("firewall"))
                .build()))
            .setEgress(new EgressBuilder().setPort(Uint32.TWO).build())
            .build();
    }

    /**
     * The chain's state once placed, its firewall under service id 1.
     *
     * @param name the chain
     * @param sfcId its SFC-ID
     * @return its state
     */
    static ServiceChainState placed(final String name, final long sfcId) {
        return placed(name, sfcId, 1);
    }

    /**
     * The chain's state once placed.
     *
     * @param name the chain
     * @param sfcId its SFC-ID
     * @param serviceId the firewall's service id
     * @return its state
     */
    static ServiceChainState placed(final String name, final long sfcId, final long serviceId) {
        return placedOn(name, NODE, sfcId, 1, serviceId);
    }

    /**
     * The chain's state once placed on a node.
     *
     * @param name the chain
     * @param node where its firewall runs
     * @param sfcId its SFC-ID
     * @param generation the state's generation
     * @param serviceId the firewall's service id
     * @return its state
     */
    static ServiceChainState placedOn(final String name, final String node, final long sfcId, final long generation,
            final long serviceId) {
        return new ServiceChainStateBuilder()
            .setName(new ChainName(name))
            .setSfcId(Uint32.valueOf(sfcId))
            .setStatus(ChainStatus.Placed)
            .setReason("Placed on node " + node + " (1 working sub-SFC)")
            .setGeneration(Uint64.valueOf(generation))
            .setAnalysis(new AnalysisBuilder().setServiceGraph(new ServiceGraphBuilder()
                .setStage(BindingMap.of(new StageBuilder().setIndex(Uint16.ZERO)
                    .setBranch(BindingMap.of(new BranchBuilder().setNf(new NfInstanceName("fw")).build())).build()))
                .setVertex(BindingMap.of(new VertexBuilder().setNf(new NfInstanceName("fw"))
                    .setServiceId(Uint32.valueOf(serviceId)).setNfType(new NfTypeName("firewall"))
                    .setOnDefaultPath(true).setDefaultNext(Set.of("egress")).build()))
                .build()).build())
            .setPlacement(new PlacementBuilder().setSubSfc(BindingMap.of(new SubSfcBuilder()
                .setId(new SubSfcId(name + "-w1")).setRole(SubSfc.Role.Working).setNode(new NodeRef(node))
                .setActive(true).setNf(List.of(new NfInstanceName("fw"))).build())).build())
            .build();
    }
}
