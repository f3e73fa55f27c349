/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.opendaylight.mdsal.binding.dom.adapter.test.AbstractConcurrentDataBrokerTest;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.FlowCapableNode;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.Table;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.Flow;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.FlowBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.NodeId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.Nodes;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.Node;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.NodeKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainRenderings;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.RenderingResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChainStates;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChains;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.renderings.ChainRendering;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.renderings.ChainRenderingKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainStateKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yangtools.binding.DataObject;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.DataObjectReference;
import org.opendaylight.yangtools.concepts.Registration;

/**
 * The renderer's parts on mdsal's in-memory data broker: reading and writing the subtrees they use, and playing the
 * switches' statistics.
 */
abstract class RendererDataBrokerTest extends AbstractConcurrentDataBrokerTest {
    static final Duration TIMEOUT = Duration.ofSeconds(20);

    /** Flows the config inventory saw rewritten with another cookie, once {@link #watchFlowRewrites} runs. */
    final List<String> rewrittenInPlace = new CopyOnWriteArrayList<>();

    RendererDataBrokerTest() {
        super(true);
    }

    /**
     * Watches the config inventory for flows rewritten in place with another cookie: OpenFlowPlugin sends those as
     * DELETE_STRICT and then ADD, a moment in which packets miss the switch's table (FlowSlots). The renderer never
     * does that; a test asserts {@link #rewrittenInPlace} is empty.
     *
     * @return the watch, to close
     */
    final Registration watchFlowRewrites() {
        return getDataBroker().registerTreeChangeListener(LogicalDatastoreType.CONFIGURATION,
            DataObjectReference.builder(Nodes.class).child(Node.class).augmentation(FlowCapableNode.class)
                .child(Table.class).child(Flow.class).build(), changes -> changes.forEach(change -> {
                    final var root = change.getRootNode();
                    final var before = root.dataBefore();
                    final var after = root.dataAfter();
                    if (before != null && after != null && !Objects.equals(before.getCookie(), after.getCookie())) {
                        rewrittenInPlace.add(before.getId().getValue() + " (cookie "
                            + Long.toHexString(before.getCookie().getValue().longValue()) + " -> "
                            + Long.toHexString(after.getCookie().getValue().longValue()) + ")");
                    }
                }));
    }

    final <T extends DataObject> Optional<T> read(final LogicalDatastoreType store,
            final DataObjectIdentifier<T> path) throws Exception {
        try (var tx = getDataBroker().newReadOnlyTransaction()) {
            return tx.read(store, path).get(10, TimeUnit.SECONDS);
        }
    }

    final <T extends DataObject> void write(final LogicalDatastoreType store, final DataObjectIdentifier<T> path,
            final T data) throws Exception {
        final var tx = getDataBroker().newWriteOnlyTransaction();
        tx.mergeParentStructurePut(store, path, data);
        tx.commit().get(10, TimeUnit.SECONDS);
    }

    final void delete(final LogicalDatastoreType store, final DataObjectIdentifier<?> path) throws Exception {
        final var tx = getDataBroker().newWriteOnlyTransaction();
        tx.delete(store, path);
        tx.commit().get(10, TimeUnit.SECONDS);
    }

    final Optional<Flow> readFlow(final String node, final String id) throws Exception {
        return read(LogicalDatastoreType.CONFIGURATION, InventoryRules.flowPath(node, id));
    }

    final Optional<ChainRendering> readReport(final String chain) throws Exception {
        return read(LogicalDatastoreType.OPERATIONAL, reportPath(chain));
    }

    final ChainRendering awaitReport(final String chain, final RenderingResult.State state) {
        return await().atMost(TIMEOUT).until(() -> readReport(chain),
            report -> report.isPresent() && report.orElseThrow().getState() == state).orElseThrow();
    }

    /**
     * Shows every flow the config inventory has for the switches in the operational one, as their statistics would.
     */
    final void showFlows(final String... nodes) throws Exception {
        for (var node : nodes) {
            final var flowCapable = read(LogicalDatastoreType.CONFIGURATION, inventoryNode(node)
                .toBuilder().augmentation(FlowCapableNode.class).build());
            if (flowCapable.isEmpty()) {
                continue;
            }
            for (var table : flowCapable.orElseThrow().nonnullTable().values()) {
                for (var flow : table.nonnullFlow().values()) {
                    write(LogicalDatastoreType.OPERATIONAL, InventoryRules.flowPath(node, flow.getId().getValue()),
                        new FlowBuilder(flow).build());
                }
            }
        }
    }

    static DataObjectIdentifier<Node> inventoryNode(final String node) {
        return DataObjectIdentifier.builder(Nodes.class).child(Node.class, new NodeKey(new NodeId(node))).build();
    }

    static DataObjectIdentifier<ChainRendering> reportPath(final String chain) {
        return DataObjectIdentifier.builder(ChainRenderings.class)
            .child(ChainRendering.class, new ChainRenderingKey(new ChainName(chain))).build();
    }

    static DataObjectIdentifier<ServiceChain> requestPath(final String name) {
        return DataObjectIdentifier.builder(ServiceChains.class)
            .child(ServiceChain.class, new ServiceChainKey(new ChainName(name))).build();
    }

    static DataObjectIdentifier<ServiceChainState> statePath(final String name) {
        return DataObjectIdentifier.builder(ServiceChainStates.class)
            .child(ServiceChainState.class, new ServiceChainStateKey(new ChainName(name))).build();
    }
}
