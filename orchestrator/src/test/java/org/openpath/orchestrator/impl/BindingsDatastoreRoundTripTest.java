/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.binding.dom.adapter.test.AbstractConcurrentDataBrokerTest;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainStatus;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChainStates;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChainStatesBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChains;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChainsBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainStateBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainStateKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yangtools.binding.DataObject;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.NfInstance;
import org.openpath.placement.Affinity;
import org.openpath.placement.Algorithm;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Placed;
import org.openpath.placement.PlacementRequest;
import org.openpath.placement.Placer;

/**
 * What the bindings classes produce is valid for the schema (patterns, ranges, decimal fraction digits, keys) and
 * survives the datastore unchanged; what they read keeps the operator's NF order.
 */
class BindingsDatastoreRoundTripTest extends AbstractConcurrentDataBrokerTest {
    private static final DataObjectIdentifier<ServiceChain> CHAIN = DataObjectIdentifier.builder(ServiceChains.class)
        .child(ServiceChain.class, new ServiceChainKey(new ChainName("web")))
        .build();
    private static final DataObjectIdentifier<ServiceChainState> STATE = DataObjectIdentifier
        .builder(ServiceChainStates.class)
        .child(ServiceChainState.class, new ServiceChainStateKey(new ChainName("web")))
        .build();

    BindingsDatastoreRoundTripTest() {
        super(true);
    }

    @BeforeEach
    void startBroker() throws Exception {
        setup();
    }

    @Test
    void aStoredChainKeepsItsNfOrder() throws Exception {
        final var chain = new ServiceChainBuilder()
            .setName(new ChainName("web"))
            .setNf(List.of(ChainRequestBindingsTest.nf("nat1", "nat"), ChainRequestBindingsTest.nf("fw1", "firewall"),
                ChainRequestBindingsTest.nf("mon", "traffic-monitor"), ChainRequestBindingsTest.nf("ids1", "ids")))
            .setOrder(BindingMap.of(ChainRequestBindingsTest.order("fw1", true, "nat1")))
            .setDynamicRule(BindingMap.of(ChainRequestBindingsTest.rule("ids1", "suspicious",
                ChainRequestBindingsTest.insert("sandbox"))))
            .build();
        write(LogicalDatastoreType.CONFIGURATION, DataObjectIdentifier.builder(ServiceChains.class).build(),
            new ServiceChainsBuilder().setServiceChain(BindingMap.of(chain)).build());

        final var spec = ChainRequestBindings.toSpec("web", read(LogicalDatastoreType.CONFIGURATION, CHAIN),
            BuiltInCatalog.catalog());

        assertEquals(List.of(new NfInstance("nat1", "nat"), new NfInstance("fw1", "firewall"),
            new NfInstance("mon", "traffic-monitor"), new NfInstance("ids1", "ids")), spec.request().nfs());
        assertEquals(ChainRequestBindings.toSpec("web", chain, BuiltInCatalog.catalog()), spec);
    }

    @Test
    void analysisAndPlacementStateSurviveTheDatastore() throws Exception {
        final var catalog = BuiltInCatalog.catalog();
        final var chain = new ServiceChainBuilder()
            .setName(new ChainName("web"))
            .setNf(List.of(ChainRequestBindingsTest.nf("fw1", "firewall"), ChainRequestBindingsTest.nf("mon",
                "traffic-monitor"), ChainRequestBindingsTest.nf("nat1", "nat"), ChainRequestBindingsTest.nf("ids1",
                "ids")))
            .setDynamicRule(BindingMap.of(
                ChainRequestBindingsTest.rule("ids1", "suspicious", ChainRequestBindingsTest.insert("sandbox")),
                ChainRequestBindingsTest.rule("ids1", "malicious", ChainRequestBindingsTest.discard())))
            .build();
        final var spec = ChainRequestBindings.toSpec("web", chain, catalog);
        final var analysis = ChainRequestBindings.analyze(spec, DependencyAnalyzer.of(catalog));
        final var topology = TopologyBindings.toTopology(PlacementBindingsTest.twoRacks(), List.of());
        final var placement = ((Placed) Placer.create(Algorithm.OPENPATH, topology, DemandTable.builtIn())
            .place(new PlacementRequest(spec.name(), analysis.graph(), 1.5, spec.maxLatencyMicros(), Affinity.LOW,
                true))).placement();
        final var state = new ServiceChainStateBuilder()
            .setName(new ChainName("web"))
            .setStatus(ChainStatus.Placed)
            .setAnalysis(AnalysisBindings.toState(analysis, Map.of()))
            .setPlacement(PlacementBindings.toState(placement))
            .build();

        write(LogicalDatastoreType.OPERATIONAL, DataObjectIdentifier.builder(ServiceChainStates.class).build(),
            new ServiceChainStatesBuilder().setServiceChainState(BindingMap.of(state)).build());

        assertEquals(state, read(LogicalDatastoreType.OPERATIONAL, STATE));
    }

    @Test
    void wireIdsSurviveTheDatastoreUpToTheLargestUint32() throws Exception {
        final var catalog = BuiltInCatalog.catalog();
        final var chain = new ServiceChainBuilder()
            .setName(new ChainName("web"))
            .setNf(List.of(ChainRequestBindingsTest.nf("ids1", "ids"), ChainRequestBindingsTest.nf("fw1",
                "firewall")))
            .setDynamicRule(BindingMap.of(
                ChainRequestBindingsTest.rule("ids1", "suspicious", ChainRequestBindingsTest.insert("sandbox"))))
            .build();
        final var spec = ChainRequestBindings.toSpec("web", chain, catalog);
        final var analysis = ChainRequestBindings.analyze(spec, DependencyAnalyzer.of(catalog));
        final var ids = new ChainIds(ChainIds.MAX_ID, ChainIds.serviceIds(List.of("ids1", "fw1"), analysis.graph()));
        final var state = StateWriter.toBinding(new ChainState("web", ids, ChainState.Status.ANALYSED, "Analysed",
            Instant.parse("2026-11-22T10:00:00Z"), ChainState.RunningOn.NONE, analysis, null, List.of()));

        write(LogicalDatastoreType.OPERATIONAL, DataObjectIdentifier.builder(ServiceChainStates.class).build(),
            new ServiceChainStatesBuilder().setServiceChainState(BindingMap.of(state)).build());

        final var read = read(LogicalDatastoreType.OPERATIONAL, STATE);
        assertEquals(state, read);
        assertEquals(Uint32.MAX_VALUE, read.getSfcId());
        assertEquals(Map.of("ids1", Uint32.ONE, "fw1", Uint32.valueOf(2), "ids1.suspicious", Uint32.valueOf(3)),
            read.getAnalysis().nonnullServiceGraph().nonnullVertex().values().stream()
                .collect(Collectors.toMap(vertex -> vertex.getNf().getValue(), vertex -> vertex.getServiceId())));
    }

    private <T extends DataObject> void write(final LogicalDatastoreType store, final DataObjectIdentifier<T> path,
            final T data) throws Exception {
        final var tx = getDataBroker().newWriteOnlyTransaction();
        tx.put(store, path, data);
        tx.commit().get(10, TimeUnit.SECONDS);
    }

    private <T extends DataObject> T read(final LogicalDatastoreType store, final DataObjectIdentifier<T> path)
            throws Exception {
        try (var tx = getDataBroker().newReadOnlyTransaction()) {
            return tx.read(store, path).get(10, TimeUnit.SECONDS).orElseThrow();
        }
    }
}
