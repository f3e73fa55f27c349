/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainStatus;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChainStates;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChainStatesBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChains;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChainsBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.ServiceGraphBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.Vertex;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.VertexBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.SubSfc;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.SubSfcBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainStateBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.service.chain.state.AnalysisBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.service.chain.state.PlacementBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalog;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalogBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfTypeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.nf.type.ActionProfileBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfTypeName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.SubSfcId;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.statesync.Replicator.Twin;

/**
 * Which NF instances are replicated, from chain states, requests and catalog written here as the orchestrator and an
 * operator would write them: stateful NFs only, from the active sub-SFC to the inactive backup that protects it, only
 * for rendered chains that asked for backup, at the chain's interval (the YANG default when absent).
 */
class ReplicationTwinsTest {
    private static final NfCatalog CATALOG = new NfCatalogBuilder().setNfType(BindingMap.of(
        type("nat", true), type("firewall", true), type("monitor", false))).build();

    private static NfType type(final String name, final boolean stateful) {
        return new NfTypeBuilder().setName(new NfTypeName(name))
            .setActionProfile(new ActionProfileBuilder().setStateful(stateful).build()).build();
    }

    private static Vertex vertex(final String nf, final String type, final long serviceId) {
        return new VertexBuilder().setNf(new NfInstanceName(nf)).setNfType(new NfTypeName(type))
            .setServiceId(Uint32.valueOf(serviceId)).build();
    }

    private static SubSfc sub(final String id, final SubSfc.Role role, final String protects, final String node,
            final boolean active, final String... nfs) {
        final var builder = new SubSfcBuilder().setId(new SubSfcId(id)).setRole(role).setNode(new NodeRef(node))
            .setActive(active);
        if (protects != null) {
            builder.setProtects(new SubSfcId(protects));
        }
        final List<NfInstanceName> names = new ArrayList<>();
        for (var nf : nfs) {
            names.add(new NfInstanceName(nf));
        }
        return builder.setNf(names).build();
    }

    private static ServiceChainState state(final String name, final ChainStatus status, final SubSfc... subs) {
        return new ServiceChainStateBuilder().setName(new ChainName(name)).setSfcId(Uint32.valueOf(3))
            .setStatus(status)
            .setAnalysis(new AnalysisBuilder().setServiceGraph(new ServiceGraphBuilder().setVertex(BindingMap.of(
                vertex("nat", "nat", 1), vertex("fw", "firewall", 2), vertex("mon", "monitor", 4))).build())
                .build())
            .setPlacement(new PlacementBuilder().setSubSfc(BindingMap.of(List.of(subs))).build())
            .build();
    }

    private static ServiceChain request(final String name, final boolean backup, final Long interval) {
        final var builder = new ServiceChainBuilder().setName(new ChainName(name)).setBackup(backup);
        if (interval != null) {
            builder.setStateReportInterval(Uint32.valueOf(interval));
        }
        return builder.build();
    }

    private static ServiceChainStates states(final ServiceChainState... states) {
        return new ServiceChainStatesBuilder().setServiceChainState(BindingMap.of(List.of(states))).build();
    }

    private static ServiceChains chains(final ServiceChain... chains) {
        return new ServiceChainsBuilder().setServiceChain(BindingMap.of(List.of(chains))).build();
    }

    @Test
    void statefulNfsOfTheActiveSubSfcHaveTheirBackupAsTwin() {
        final var twins = ReplicationTwins.of(states(state("web", ChainStatus.Rendered,
                sub("web/w0", SubSfc.Role.Working, null, "openflow:1", true, "nat", "mon"),
                sub("web/w1", SubSfc.Role.Working, null, "openflow:2", true, "fw"),
                sub("web/b0", SubSfc.Role.Backup, "web/w0", "openflow:3", false, "nat", "mon"),
                sub("web/b1", SubSfc.Role.Backup, "web/w1", "openflow:4", false, "fw"))),
            chains(request("web", true, 250L)), CATALOG);
        assertEquals(List.of(new Twin("web", "nat", 3, 1, "openflow:1", "openflow:3", 250),
            new Twin("web", "fw", 3, 2, "openflow:2", "openflow:4", 250)),
            twins.stream().sorted((a, b) -> a.source().compareTo(b.source())).toList(),
            "the monitor keeps no state: no twin");
    }

    @Test
    void noTwinWithoutBackupBeforeRenderingOrAfterFailover() {
        final var placed = state("web", ChainStatus.Placed,
            sub("web/w0", SubSfc.Role.Working, null, "openflow:1", true, "nat"),
            sub("web/b0", SubSfc.Role.Backup, "web/w0", "openflow:3", false, "nat"));
        assertEquals(List.of(), ReplicationTwins.of(states(placed), chains(request("web", true, null)), CATALOG),
            "placed, not rendered: the backup's NF is not bound yet");
        final var rendered = state("web", ChainStatus.Rendered,
            sub("web/w0", SubSfc.Role.Working, null, "openflow:1", true, "nat"),
            sub("web/b0", SubSfc.Role.Backup, "web/w0", "openflow:3", false, "nat"));
        assertEquals(List.of(), ReplicationTwins.of(states(rendered), chains(request("web", false, null)), CATALOG),
            "the request asks for no backup");
        assertEquals(List.of(new Twin("web", "nat", 3, 1, "openflow:1", "openflow:3",
            ReplicationTwins.DEFAULT_INTERVAL_MILLIS)),
            ReplicationTwins.of(states(rendered), chains(request("web", true, null)), CATALOG),
            "no interval given: the YANG default");
        final var failedOver = state("web", ChainStatus.Rendered,
            sub("web/w0", SubSfc.Role.Working, null, "openflow:1", false, "nat"),
            sub("web/b0", SubSfc.Role.Backup, "web/w0", "openflow:3", true, "nat"));
        assertEquals(List.of(), ReplicationTwins.of(states(failedOver), chains(request("web", true, null)), CATALOG),
            "the backup carries the traffic: nothing to copy to it");
        assertEquals(List.of(), ReplicationTwins.of(null, chains(request("web", true, null)), CATALOG));
    }
}
