/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openpath.orchestrator.impl.ChainRequestBindingsTest.insert;
import static org.openpath.orchestrator.impl.ChainRequestBindingsTest.nf;
import static org.openpath.orchestrator.impl.ChainRequestBindingsTest.order;
import static org.openpath.orchestrator.impl.ChainRequestBindingsTest.rule;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.binding.api.NotificationPublishService;
import org.opendaylight.mdsal.binding.dom.adapter.test.AbstractConcurrentDataBrokerTest;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.NodeId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.Nodes;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.Node;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.NodeBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.NodeKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.AnalyzeChainInputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainStatus;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ComputePlacementInputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChainStates;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChains;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.SlaBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainStateKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalog;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.NfAlert;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ReportNfAlertInput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ReportNfAlertInputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ReportNfAlertOutput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.NodeStatus;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopology;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopologyBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopologyState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.node.CapacityBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.PlacementAlgorithm;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.Notification;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Decimal64;
import org.opendaylight.yangtools.yang.common.ErrorTag;
import org.opendaylight.yangtools.yang.common.ErrorType;
import org.opendaylight.yangtools.yang.common.RpcResult;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint32;

/**
 * The RPCs of {@code openpath-chains} and {@code openpath-nf-control} against an orchestrator on mdsal's in-memory
 * data broker, with the built-in catalog and one connected node {@code openflow:1} (16 cores, 16 GiB, 40 Gbit/s).
 * Expected answers follow the YANG contract (defaults, enumerations) and the refusal wording of
 * {@code docs/restconf-cookbook.md}.
 */
class ChainRpcsTest extends AbstractConcurrentDataBrokerTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(15);
    private static final String NODE = "openflow:1";

    private final List<Notification<?>> published = new CopyOnWriteArrayList<>();
    private OrchestratorService service;
    private ChainRpcs rpcs;

    ChainRpcsTest() {
        super(true);
    }

    @BeforeEach
    void startOrchestrator() throws Exception {
        setup();
        final var tx = getDataBroker().newWriteOnlyTransaction();
        tx.put(LogicalDatastoreType.CONFIGURATION, DataObjectIdentifier.builder(NfCatalog.class).build(),
            BuiltInNfCatalog.catalog());
        tx.put(LogicalDatastoreType.CONFIGURATION, DataObjectIdentifier.builder(OpenpathTopology.class).build(),
            new OpenpathTopologyBuilder()
                .setNode(BindingMap.of(new org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122
                    .openpath.topology.NodeBuilder()
                    .setNodeId(new NodeRef(NODE))
                    .setCapacity(new CapacityBuilder().setCpuCores(Uint16.valueOf(16)).setMemory(Uint32.valueOf(16384))
                        .setNicBandwidth(Decimal64.valueOf("40.000")).build())
                    .build()))
                .build());
        tx.commit().get(10, TimeUnit.SECONDS);
        final var inventory = getDataBroker().newWriteOnlyTransaction();
        inventory.mergeParentStructurePut(LogicalDatastoreType.OPERATIONAL, DataObjectIdentifier.builder(Nodes.class)
            .child(Node.class, new NodeKey(new NodeId(NODE))).build(), new NodeBuilder().setId(new NodeId(NODE))
            .build());
        inventory.commit().get(10, TimeUnit.SECONDS);
        service = new OrchestratorService(getDataBroker());
        rpcs = new ChainRpcs(service, new RecordingNotifications(published));
    }

    @AfterEach
    void stopOrchestrator() {
        if (service != null) {
            service.close();
        }
    }

    @Test
    void anInvalidRequestIsAnsweredWithInvalidValueUnderTheDefaultName() throws Exception {
        // YANG: the input's name defaults to "dry-run"; the cookbook's cyclic templates and their wording
        final var answer = rpcs.analyzeChain(new AnalyzeChainInputBuilder()
            .setNf(List.of(nf("a", "firewall"), nf("b", "nat")))
            .setOrder(BindingMap.ordered(order("a", true, "b"),
                order("b", true, "a")))
            .build()).get(10, TimeUnit.SECONDS);

        assertFalse(answer.isSuccessful());
        assertError(answer, ErrorTag.INVALID_VALUE, "Chain 'dry-run' is invalid: Templates form a cycle a -> b -> a "
            + "through Order(a, before, b), Order(b, before, a)");
    }

    @Test
    void anAnalysisNamesTheServiceIdsInRequestOrder() throws Exception {
        final var answer = rpcs.analyzeChain(new AnalyzeChainInputBuilder()
            .setName(new ChainName("probe"))
            .setNf(List.of(nf("nat", "nat"), nf("lb", "load-balancer"),
                nf("mon", "traffic-monitor")))
            .build()).get(10, TimeUnit.SECONDS);

        assertTrue(answer.isSuccessful(), () -> answer.getErrors().toString());
        // the cookbook's dry run: service-ids follow the request's NF list, nothing is stored
        final var ids = answer.getResult().getServiceGraph().nonnullVertex().values().stream()
            .collect(Collectors.toMap(vertex -> vertex.getNf().getValue(), vertex -> vertex.getServiceId().toJava()));
        assertEquals(Map.of("nat", 1L, "lb", 2L, "mon", 3L), ids);
        assertTrue(published.isEmpty(), "a dry run publishes nothing");
    }

    @Test
    void aPlacementRunsTheDefaultAlgorithmOrTheOneAskedFor() throws Exception {
        awaitNodeUsable();
        final var byDefault = rpcs.computePlacement(new ComputePlacementInputBuilder()
            .setNf(List.of(nf("fw", "firewall"), nf("nat", "nat")))
            .build()).get(10, TimeUnit.SECONDS);
        assertTrue(byDefault.isSuccessful(), () -> byDefault.getErrors().toString());
        assertEquals(Boolean.TRUE, byDefault.getResult().getAccepted());
        assertNull(byDefault.getResult().getReason(), "a reason only when not accepted");
        assertEquals(PlacementAlgorithm.Openpath, byDefault.getResult().getPlacement().getAlgorithm());

        final var strawman = rpcs.computePlacement(new ComputePlacementInputBuilder()
            .setAlgorithm(PlacementAlgorithm.StrawmanSimple)
            .setNf(List.of(nf("fw", "firewall"), nf("nat", "nat")))
            .build()).get(10, TimeUnit.SECONDS);
        assertEquals(PlacementAlgorithm.StrawmanSimple, strawman.getResult().getPlacement().getAlgorithm());
        assertFalse(readChainState("dry-run").isPresent(), "a dry run stores nothing");
    }

    @Test
    void aPlacementThatMissesItsLatencyBoundIsNotAcceptedAndSaysWhy() throws Exception {
        awaitNodeUsable();
        // no NF processes a packet within one microsecond
        final var answer = rpcs.computePlacement(new ComputePlacementInputBuilder()
            .setNf(List.of(nf("fw", "firewall")))
            .setSla(new SlaBuilder().setMaxLatency(Uint32.ONE).build())
            .build()).get(10, TimeUnit.SECONDS);

        assertTrue(answer.isSuccessful(), "a placement that fails is an answer, not an RPC error");
        assertEquals(Boolean.FALSE, answer.getResult().getAccepted());
        final var reason = answer.getResult().getReason();
        assertTrue(reason.startsWith("latency-sla: ") && reason.length() > "latency-sla: ".length(), reason);
        assertNull(answer.getResult().getPlacement());
    }

    @Test
    void anAlertIsPublishedAndAnsweredWithWhatTheChainsRuleDid() throws Exception {
        awaitNodeUsable();
        writeChain(new ServiceChainBuilder().setName(new ChainName("web"))
            .setNf(List.of(nf("ids", "ids")))
            .setDynamicRule(BindingMap.of(rule("ids", "suspicious",
                insert("sandbox"))))
            .build());
        await().atMost(TIMEOUT).until(() -> readChainState("web"),
            state -> state.isPresent() && state.orElseThrow().getStatus() == ChainStatus.Placed);

        final var first = alert("web", "ids", "suspicious");
        assertEquals(ReportNfAlertOutput.Action.Inserted, first.getAction());
        assertEquals(new NfInstanceName("ids.suspicious"), first.getInsertedNf());
        assertEquals(new NodeRef(NODE), first.getNode());

        final var again = alert("web", "ids", "suspicious");
        assertEquals(ReportNfAlertOutput.Action.AlreadyInserted, again.getAction());
        assertEquals(new NfInstanceName("ids.suspicious"), again.getInsertedNf());

        // the ids type also reports 'malicious', for which the chain has no rule
        final var noRule = alert("web", "ids", "malicious");
        assertEquals(ReportNfAlertOutput.Action.NoRule, noRule.getAction());
        assertNull(noRule.getInsertedNf());

        assertEquals(3, published.size());
        final var notification = (NfAlert) published.getFirst();
        assertEquals(new ChainName("web"), notification.getChain());
        assertEquals(new NfInstanceName("ids"), notification.getNf());
        assertEquals(new NfResult("suspicious"), notification.getResult());
    }

    @Test
    void anAlertForAnUnknownChainIsAnsweredWithInvalidValueNamingIt() throws Exception {
        final var answer = rpcs.reportNfAlert(alertInput("ghost", "ids", "suspicious")).get(10, TimeUnit.SECONDS);

        assertFalse(answer.isSuccessful());
        final var error = answer.getErrors().getFirst();
        assertEquals(ErrorType.APPLICATION, error.getErrorType());
        assertEquals(ErrorTag.INVALID_VALUE, error.getTag());
        assertTrue(error.getMessage().contains("'ghost'"), error.getMessage());
    }

    private ReportNfAlertOutput alert(final String chain, final String nf, final String result) throws Exception {
        final var answer = rpcs.reportNfAlert(alertInput(chain, nf, result)).get(10, TimeUnit.SECONDS);
        assertTrue(answer.isSuccessful(), () -> answer.getErrors().toString());
        return answer.getResult();
    }

    private static ReportNfAlertInput alertInput(final String chain, final String nf, final String result) {
        return new ReportNfAlertInputBuilder().setChain(new ChainName(chain)).setNf(new NfInstanceName(nf))
            .setResult(new NfResult(result)).build();
    }

    private static void assertError(final RpcResult<?> answer, final ErrorTag tag, final String message) {
        assertEquals(1, answer.getErrors().size(), answer.getErrors()::toString);
        final var error = answer.getErrors().getFirst();
        assertEquals(ErrorType.APPLICATION, error.getErrorType());
        assertEquals(tag, error.getTag());
        assertEquals(message, error.getMessage());
    }

    private void awaitNodeUsable() {
        // the orchestrator reads the topology and the inventory node on its own thread
        final var nodeState = DataObjectIdentifier.builder(OpenpathTopologyState.class)
            .child(org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.state.Node.class,
                new org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.state.NodeKey(
                    new NodeRef(NODE)))
            .build();
        await().atMost(TIMEOUT).untilAsserted(() -> {
            try (var tx = getDataBroker().newReadOnlyTransaction()) {
                final var node = tx.read(LogicalDatastoreType.OPERATIONAL, nodeState).get(10, TimeUnit.SECONDS);
                assertEquals(NodeStatus.Connected, node.map(state -> state.getStatus()).orElse(null));
            }
        });
    }

    private void writeChain(final ServiceChain chain) throws Exception {
        final var tx = getDataBroker().newWriteOnlyTransaction();
        tx.mergeParentStructurePut(LogicalDatastoreType.CONFIGURATION, DataObjectIdentifier.builder(ServiceChains.class)
            .child(ServiceChain.class, new ServiceChainKey(chain.getName())).build(), chain);
        tx.commit().get(10, TimeUnit.SECONDS);
    }

    private Optional<ServiceChainState> readChainState(final String name) throws Exception {
        try (var tx = getDataBroker().newReadOnlyTransaction()) {
            return tx.read(LogicalDatastoreType.OPERATIONAL, DataObjectIdentifier.builder(ServiceChainStates.class)
                .child(ServiceChainState.class, new ServiceChainStateKey(new ChainName(name))).build())
                .get(10, TimeUnit.SECONDS);
        }
    }

    /**
     * Keeps what is offered.
     */
    private record RecordingNotifications(List<Notification<?>> offered) implements NotificationPublishService {
        @Override
        public void putNotification(final Notification<?> notification) {
            offered.add(notification);
        }

        @Override
        public ListenableFuture<? extends Object> offerNotification(final Notification<?> notification) {
            offered.add(notification);
            return Futures.immediateFuture(Boolean.TRUE);
        }

        @Override
        public ListenableFuture<? extends Object> offerNotification(final Notification<?> notification,
                final int timeout, final TimeUnit unit) {
            return offerNotification(notification);
        }
    }
}
