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
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.util.concurrent.ListenableFuture;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
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
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.ServiceGraph;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.NfBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.SubSfc;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.Processing;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainStateKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalog;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.NodeStatus;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopology;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopologyBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopologyState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.node.CapacityBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfTypeName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yangtools.binding.DataObject;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.Notification;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Decimal64;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.openpath.placement.Algorithm;
import org.openpath.placement.Placed;

/**
 * The orchestrator service on mdsal's in-memory data broker: chain requests, the NF catalog and the topology in the
 * config datastore and an OpenFlow inventory node in the operational datastore go in; chain, progress and topology
 * state come out in the operational datastore.
 */
class OrchestratorServiceTest extends AbstractConcurrentDataBrokerTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(15);
    private static final String NODE = "openflow:1";
    private static final DataObjectIdentifier<NfCatalog> CATALOG = DataObjectIdentifier.builder(NfCatalog.class)
        .build();
    private static final DataObjectIdentifier<OpenpathTopology> TOPOLOGY =
        DataObjectIdentifier.builder(OpenpathTopology.class).build();
    private static final DataObjectIdentifier<Node> INVENTORY_NODE = DataObjectIdentifier.builder(Nodes.class)
        .child(Node.class, new NodeKey(new NodeId(NODE))).build();
    private static final DataObjectIdentifier<Processing> PROCESSING =
        DataObjectIdentifier.builder(ServiceChainStates.class).child(Processing.class).build();
    private static final DataObjectIdentifier<org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122
        .openpath.topology.state.Node> NODE_STATE = DataObjectIdentifier.builder(OpenpathTopologyState.class)
            .child(org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.state.Node.class,
                new org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.state.NodeKey(
                    new NodeRef(NODE)))
            .build();

    /** ChainRpcs publishes nf-alert notifications; the dry runs publish none. */
    private static final NotificationPublishService NO_NOTIFICATIONS = new NotificationPublishService() {
        @Override
        public void putNotification(final Notification<?> notification) {
            throw new UnsupportedOperationException();
        }

        @Override
        public ListenableFuture<? extends Object> offerNotification(final Notification<?> notification) {
            throw new UnsupportedOperationException();
        }

        @Override
        public ListenableFuture<? extends Object> offerNotification(final Notification<?> notification,
                final int timeout, final TimeUnit unit) {
            throw new UnsupportedOperationException();
        }
    };

    private OrchestratorService service;

    OrchestratorServiceTest() {
        super(true);
    }

    @BeforeEach
    void startBrokerAndService() throws Exception {
        setup();
        final var tx = getDataBroker().newWriteOnlyTransaction();
        tx.put(LogicalDatastoreType.CONFIGURATION, CATALOG, BuiltInNfCatalog.catalog());
        tx.put(LogicalDatastoreType.CONFIGURATION, TOPOLOGY, new OpenpathTopologyBuilder()
            .setNode(BindingMap.of(new org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath
                .topology.NodeBuilder()
                .setNodeId(new NodeRef(NODE))
                .setCapacity(new CapacityBuilder()
                    .setCpuCores(Uint16.valueOf(16))
                    .setMemory(Uint32.valueOf(16384))
                    .setNicBandwidth(Decimal64.valueOf("40.000"))
                    .build())
                .build()))
            .build());
        tx.commit().get(10, TimeUnit.SECONDS);
        final var inventory = getDataBroker().newWriteOnlyTransaction();
        inventory.mergeParentStructurePut(LogicalDatastoreType.OPERATIONAL, INVENTORY_NODE, new NodeBuilder()
            .setId(new NodeId(NODE))
            .build());
        inventory.commit().get(10, TimeUnit.SECONDS);
        service = new OrchestratorService(getDataBroker());
    }

    @AfterEach
    void stopService() {
        if (service != null) {
            service.close();
        }
    }

    @Test
    void placesAChainOnTheConnectedNodeAndFollowsTheNodeAndTheChain() throws Exception {
        // the service started and saw the inventory node
        await().atMost(TIMEOUT).untilAsserted(() -> {
            final var node = readPresent(NODE_STATE);
            assertEquals(NodeStatus.Connected, node.getStatus());
        });

        writeChain(chain("web", "fw", "firewall", "nat", "nat", "lb", "load-balancer"));
        final var placed = awaitChainState("web", ChainStatus.Placed);
        assertEquals(ServiceChainState.RunningOn.Working, placed.getRunningOn());
        assertEquals("Placed on node openflow:1 (1 working sub-SFC)", placed.getReason());
        assertNotNull(placed.getLastChange());
        final var graph = placed.getAnalysis().getServiceGraph();
        assertEquals(Uint16.valueOf(3), graph.getStageCount());
        assertEquals(3, graph.nonnullStage().size());
        assertEquals(3, placed.getAnalysis().getDependencyMatrix().nonnullPair().size());
        final var subSfcs = List.copyOf(placed.getPlacement().nonnullSubSfc().values());
        assertEquals(1, subSfcs.size());
        final var sub = subSfcs.getFirst();
        assertEquals("web-w1", sub.getId().getValue());
        assertEquals(SubSfc.Role.Working, sub.getRole());
        assertEquals(new NodeRef(NODE), sub.getNode());
        assertEquals(Boolean.TRUE, sub.getActive());
        assertEquals(List.of("fw", "nat", "lb"), sub.getNf().stream().map(NfInstanceName::getValue).toList());
        assertNumber("2.250", sub.getCpuCores());
        assertEquals(Uint32.valueOf(1088), sub.getMemory());

        await().atMost(TIMEOUT).untilAsserted(() -> {
            final var processing = readPresent(PROCESSING);
            assertEquals(Uint64.ONE, processing.getProcessed());
            assertEquals(Uint64.ZERO, processing.getRejected());
            assertEquals(Uint64.ZERO, processing.getFailed());
            assertEquals(Uint32.ZERO, processing.getQueued());
        });
        final var connected = readPresent(NODE_STATE);
        assertEquals(NodeStatus.Connected, connected.getStatus());
        assertEquals("Connected and used by placement", connected.getReason());
        assertTrue(connected.getUsed().getCpuCores().doubleValue() > 0, connected.toString());
        assertNumber("2.250", connected.getUsed().getCpuCores());
        assertEquals(Uint32.valueOf(1088), connected.getUsed().getMemory());
        assertEquals(Uint32.ONE, connected.getWorkingSubSfcs());
        assertEquals(Uint32.ZERO, connected.getBackupSubSfcs());

        // the only node disconnects: no capacity elsewhere, the chain is rejected
        final var tx = getDataBroker().newWriteOnlyTransaction();
        tx.delete(LogicalDatastoreType.OPERATIONAL, INVENTORY_NODE);
        tx.commit().get(10, TimeUnit.SECONDS);
        final var rejected = awaitChainState("web", ChainStatus.Rejected);
        assertEquals(ServiceChainState.RunningOn.None, rejected.getRunningOn());
        assertTrue(rejected.getReason().startsWith("node openflow:1 disconnected and the chain could not be placed "
            + "again: No node has the capacity: "), rejected.getReason());
        assertNull(rejected.getPlacement());
        assertNotNull(rejected.getAnalysis());
        await().atMost(TIMEOUT).untilAsserted(() -> {
            final var failed = readPresent(NODE_STATE);
            assertEquals(NodeStatus.Failed, failed.getStatus());
            assertEquals("Lost while hosting sub-SFCs; their backups took over", failed.getReason());
            assertNumber("0.000", failed.getUsed().getCpuCores());
        });

        // the chain is deleted: its state goes
        final var delete = getDataBroker().newWriteOnlyTransaction();
        delete.delete(LogicalDatastoreType.CONFIGURATION, chainPath("web"));
        delete.commit().get(10, TimeUnit.SECONDS);
        await().atMost(TIMEOUT).untilAsserted(() -> assertFalse(readOperational(statePath("web")).isPresent()));
    }

    @Test
    void reportsAChainItCannotAnalyse() throws Exception {
        writeChain(chain("bad", "x", "no-such-type"));
        final var failed = awaitChainState("bad", ChainStatus.Failed);
        assertEquals(ServiceChainState.RunningOn.None, failed.getRunningOn());
        assertEquals("NF 'x' of chain 'bad' has type 'no-such-type', which is not in the NF catalog",
            failed.getReason());
        assertNull(failed.getAnalysis());
        assertNull(failed.getPlacement());
        await().atMost(TIMEOUT).untilAsserted(() -> {
            final var processing = readPresent(PROCESSING);
            assertEquals(Uint64.ONE, processing.getProcessed());
            assertEquals(Uint64.ONE, processing.getFailed());
        });
    }

    @Test
    void answersDryRunsAndAlertsOnItsThread() throws Exception {
        await().atMost(TIMEOUT).untilAsserted(() -> assertEquals(NodeStatus.Connected,
            readPresent(NODE_STATE).getStatus()));
        final var request = chain("probe", "mon", "traffic-monitor");

        final var analysis = service.analyze("probe", request).get(10, TimeUnit.SECONDS);
        assertEquals(1, analysis.graph().metrics().stageCount());
        final var dryRun = service.dryRun("probe", request, Algorithm.OPENPATH).get(10, TimeUnit.SECONDS);
        final var placed = assertInstanceOf(Placed.class, dryRun.outcome());
        assertEquals(NODE, placed.placement().working().getFirst().node());
        // nothing was stored
        assertFalse(readOperational(statePath("probe")).isPresent());

        final var unknown = assertThrows(ExecutionException.class,
            () -> service.nfAlert("probe", "mon", "anything").get(10, TimeUnit.SECONDS));
        final var cause = assertInstanceOf(InvalidRequestException.class, unknown.getCause());
        assertEquals("report-nf-alert/chain", cause.element());

        service.close();
        final var stopped = assertThrows(ExecutionException.class,
            () -> service.analyze("probe", request).get(10, TimeUnit.SECONDS));
        assertInstanceOf(IllegalStateException.class, stopped.getCause());
    }

    @Test
    void writesTheChainsWireIdsToTheOperationalState() throws Exception {
        await().atMost(TIMEOUT).untilAsserted(() -> assertEquals(NodeStatus.Connected,
            readPresent(NODE_STATE).getStatus()));

        writeChain(chain("web", "fw", "firewall", "nat", "nat", "lb", "load-balancer"));
        final var web = awaitChainState("web", ChainStatus.Placed);
        assertEquals(Uint32.ONE, web.getSfcId());
        assertEquals(Map.of("fw", 1L, "nat", 2L, "lb", 3L), serviceIds(web.getAnalysis().getServiceGraph()));
        writeChain(chain("mon", "mon", "traffic-monitor"));
        final var mon = awaitChainState("mon", ChainStatus.Placed);
        assertEquals(Uint32.valueOf(2), mon.getSfcId());
        assertEquals(Map.of("mon", 1L), serviceIds(mon.getAnalysis().getServiceGraph()));
        // a request that fails has an SFC-ID, and no graph
        writeChain(chain("bad", "x", "no-such-type"));
        final var bad = awaitChainState("bad", ChainStatus.Failed);
        assertEquals(Uint32.valueOf(3), bad.getSfcId());
        assertNull(bad.getAnalysis());

        // deleted: the next new chain gets its SFC-ID
        final var delete = getDataBroker().newWriteOnlyTransaction();
        delete.delete(LogicalDatastoreType.CONFIGURATION, chainPath("web"));
        delete.commit().get(10, TimeUnit.SECONDS);
        await().atMost(TIMEOUT).untilAsserted(() -> assertFalse(readOperational(statePath("web")).isPresent()));
        writeChain(chain("nat", "n", "nat"));
        assertEquals(Uint32.ONE, awaitChainState("nat", ChainStatus.Placed).getSfcId());
        assertEquals(Uint32.valueOf(2), readPresent(statePath("mon")).getSfcId());
    }

    @Test
    void dryRunsShowTheServiceIdsTheRequestWouldGet() throws Exception {
        await().atMost(TIMEOUT).untilAsserted(() -> assertEquals(NodeStatus.Connected,
            readPresent(NODE_STATE).getStatus()));
        final var rpcs = new ChainRpcs(service, NO_NOTIFICATIONS);
        final var request = new ServiceChainBuilder(chain("probe", "nat", "nat", "fw", "firewall", "ids", "ids"))
            .setOrder(BindingMap.of(ChainRequestBindingsTest.order("fw", true, "nat")))
            .setDynamicRule(BindingMap.of(ChainRequestBindingsTest.rule("ids", "suspicious",
                ChainRequestBindingsTest.insert("sandbox"))))
            .build();
        final var expected = Map.of("nat", 1L, "fw", 2L, "ids", 3L, "ids.suspicious", 4L);

        final var analysed = rpcs.analyzeChain(new AnalyzeChainInputBuilder(request).setName(new ChainName("probe"))
            .build()).get(10, TimeUnit.SECONDS);
        assertTrue(analysed.isSuccessful(), () -> analysed.getErrors().toString());
        final var graph = analysed.getResult().getServiceGraph();
        assertEquals("fw", graph.nonnullVertex().values().stream().filter(vertex -> vertex.getStage().intValue() == 0)
            .map(vertex -> vertex.getNf().getValue()).findFirst().orElseThrow(), "the template puts fw first");
        assertEquals(expected, serviceIds(graph));

        final var placed = rpcs.computePlacement(new ComputePlacementInputBuilder(request)
            .setName(new ChainName("probe")).build()).get(10, TimeUnit.SECONDS);
        assertTrue(placed.isSuccessful(), () -> placed.getErrors().toString());
        assertEquals(Boolean.TRUE, placed.getResult().getAccepted());
        assertEquals(expected, serviceIds(placed.getResult().getAnalysis().getServiceGraph()));
        assertFalse(readOperational(statePath("probe")).isPresent());
    }

    private static Map<String, Long> serviceIds(final ServiceGraph graph) {
        final var ids = new HashMap<String, Long>();
        for (var vertex : graph.nonnullVertex().values()) {
            final var id = vertex.getServiceId();
            assertNotNull(id, () -> "no service-id on " + vertex);
            ids.put(vertex.getNf().getValue(), id.toJava());
        }
        return ids;
    }

    private ServiceChainState awaitChainState(final String name, final ChainStatus status) {
        return await().atMost(TIMEOUT).until(() -> readOperational(statePath(name)),
            state -> state.isPresent() && state.orElseThrow().getStatus() == status).orElseThrow();
    }

    private void writeChain(final ServiceChain chain) throws Exception {
        final var tx = getDataBroker().newWriteOnlyTransaction();
        tx.mergeParentStructurePut(LogicalDatastoreType.CONFIGURATION, chainPath(chain.getName().getValue()), chain);
        tx.commit().get(10, TimeUnit.SECONDS);
    }

    private <T extends DataObject> T readPresent(final DataObjectIdentifier<T> path) throws Exception {
        final var value = readOperational(path);
        assertTrue(value.isPresent(), () -> "nothing in the operational datastore at " + path);
        return value.orElseThrow();
    }

    private <T extends DataObject> Optional<T> readOperational(final DataObjectIdentifier<T> path) throws Exception {
        try (var tx = getDataBroker().newReadOnlyTransaction()) {
            return tx.read(LogicalDatastoreType.OPERATIONAL, path).get(10, TimeUnit.SECONDS);
        }
    }

    private static DataObjectIdentifier<ServiceChain> chainPath(final String name) {
        return DataObjectIdentifier.builder(ServiceChains.class)
            .child(ServiceChain.class, new ServiceChainKey(new ChainName(name))).build();
    }

    private static DataObjectIdentifier<ServiceChainState> statePath(final String name) {
        return DataObjectIdentifier.builder(ServiceChainStates.class)
            .child(ServiceChainState.class, new ServiceChainStateKey(new ChainName(name))).build();
    }

    private static ServiceChain chain(final String name, final String... nfNameAndType) {
        final var nfs = new java.util.ArrayList<org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122
            .chain.request.Nf>();
        for (int i = 0; i < nfNameAndType.length; i += 2) {
            nfs.add(new NfBuilder()
                .setName(new NfInstanceName(nfNameAndType[i]))
                .setType(new NfTypeName(nfNameAndType[i + 1]))
                .build());
        }
        return new ServiceChainBuilder().setName(new ChainName(name)).setNf(nfs).build();
    }

    /**
     * Compares a decimal by value: Decimal64 equality also compares the scale, which the datastore round trip
     * does not keep.
     */
    private static void assertNumber(final String expected, final Decimal64 actual) {
        assertEquals(0, new java.math.BigDecimal(expected).compareTo(actual.decimalValue()),
            () -> "expected " + expected + ", got " + actual);
    }
}
