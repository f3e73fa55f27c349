/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import com.google.common.util.concurrent.FutureCallback;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.binding.api.TransactionChain;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.yang.types.rev130715.DateAndTime;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainStatus;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.RenderingResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChainStates;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChainStatesBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.renderings.ChainRendering;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.Processing;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ProcessingBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainStateBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainStateKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.service.chain.state.InsertedNfBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.service.chain.state.Rendering;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.service.chain.state.RenderingBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.NodeStatus;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopologyState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopologyStateBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.state.Link;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.state.LinkBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.state.NodeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.state.node.UsedBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfTypeName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.openpath.api.datastore.CommitLogging;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The orchestrator's single writer to the operational datastore: collects chain, progress and topology state and
 * commits it through one transaction chain, at most {@value #BATCH} chains per transaction, so a large request is
 * visible as it progresses. Called from the orchestrator's one thread only; commits are not waited for.
 */
public final class StateWriter implements StateSink, AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(StateWriter.class);
    private static final int BATCH = 100;
    private static final DataObjectIdentifier<ServiceChainStates> STATES =
        DataObjectIdentifier.builder(ServiceChainStates.class).build();
    private static final DataObjectIdentifier<Processing> PROCESSING =
        DataObjectIdentifier.builder(ServiceChainStates.class).child(Processing.class).build();
    private static final DataObjectIdentifier<OpenpathTopologyState> TOPOLOGY =
        DataObjectIdentifier.builder(OpenpathTopologyState.class).build();

    private final DataBroker broker;
    private final Map<String, Optional<ServiceChainState>> pendingChains = new LinkedHashMap<>();
    // renderer reports on states already written: only their status, reason, last-change and rendering are written
    private final Map<String, ServiceChainState> pendingRenderings = new LinkedHashMap<>();
    private volatile TransactionChain txChain;
    private @Nullable Processing pendingProgress;
    private @Nullable OpenpathTopologyState pendingTopology;
    private boolean clear;
    // the last state the orchestrator itself produced per chain, with its generation: renderer reports apply to it
    private final Map<String, ServiceChainState> produced = new HashMap<>();
    private long generation;

    /**
     * Creates a writer.
     *
     * @param broker the data broker
     */
    public StateWriter(final DataBroker broker) {
        this.broker = requireNonNull(broker);
        txChain = newChain();
    }

    /**
     * Empties the operational chain and topology state with the next flush (a new leader starts from scratch).
     */
    public void clearAll() {
        clear = true;
        pendingChains.clear();
        pendingRenderings.clear();
        produced.clear();
    }

    @Override
    public void chainState(final ChainState state) {
        final var binding = new ServiceChainStateBuilder(toBinding(state)).setGeneration(Uint64.valueOf(++generation))
            .build();
        produced.put(state.name(), binding);
        pendingRenderings.remove(state.name());
        pendingChains.put(state.name(), Optional.of(binding));
        if (pendingChains.size() >= BATCH) {
            flush();
        }
    }

    /**
     * Shows the renderer's report on a chain in its state, if the report is about the state's current generation:
     * the rule counts in {@code rendering}; status {@code rendered} once every switch confirmed them, status
     * {@code failed} (reason {@code Rendering failed: ...}) while the rendering failed. The report is always laid over
     * the state the orchestrator produced (status {@code placed}), so a later report of the same generation, e.g. a
     * rendering that succeeds again, takes the chain back to {@code placed} and on to {@code rendered}.
     *
     * @param name the chain
     * @param report the report, {@code null} when the renderer withdrew it
     */
    public void rendering(final String name, final @Nullable ChainRendering report) {
        final var base = produced.get(name);
        if (base == null || report == null || !Objects.equals(report.getGeneration(), base.getGeneration())
                || base.getStatus() != ChainStatus.Placed) {
            return;
        }
        final var builder = new ServiceChainStateBuilder(base).setRendering(new RenderingBuilder(report).build());
        if (report.getState() == RenderingResult.State.Confirmed) {
            builder.setStatus(ChainStatus.Rendered).setReason("Rendered: " + report.getReason())
                .setLastChange(report.getLastChange());
        } else if (report.getState() == RenderingResult.State.Failed) {
            builder.setStatus(ChainStatus.Failed).setReason("Rendering failed: " + report.getReason())
                .setLastChange(report.getLastChange());
        }
        if (pendingChains.containsKey(name)) {
            pendingChains.put(name, Optional.of(builder.build()));
        } else {
            // the state is in the datastore already: writing only what a report changes costs a fraction of the
            // whole state's serialisation (a thousand chains' reports arrive within seconds)
            pendingRenderings.put(name, builder.build());
        }
    }

    @Override
    public void chainRemoved(final String name) {
        pendingChains.put(name, Optional.empty());
        pendingRenderings.remove(name);
        produced.remove(name);
        if (pendingChains.size() >= BATCH) {
            flush();
        }
    }

    @Override
    public void topologyState(final Collection<NodeState> nodes, final Collection<LinkState> links) {
        final var nodeList = new ArrayList<org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122
            .openpath.topology.state.Node>();
        for (var node : nodes) {
            nodeList.add(new NodeBuilder()
                .setNodeId(new NodeRef(node.nodeId()))
                .setStatus(NodeStatus.ofName(node.status().name().toLowerCase(Locale.ROOT)))
                .setReason(node.reason())
                .setLastChange(dateAndTime(node.lastChange()))
                .setUsed(new UsedBuilder()
                    .setCpuCores(Decimals.of(node.cpuUsed()))
                    .setMemory(Uint32.valueOf(Math.min(node.memoryUsed(), Uint32.MAX_VALUE.toJava())))
                    .setNicBandwidth(Decimals.of(node.nicUsed()))
                    .build())
                .setWorkingSubSfcs(Uint32.valueOf(node.working()))
                .setBackupSubSfcs(Uint32.valueOf(node.backup()))
                .build());
        }
        final var linkList = new ArrayList<Link>();
        for (var link : links) {
            linkList.add(new LinkBuilder()
                .setLinkId(link.linkId())
                .setSourceNode(new NodeRef(link.source()))
                .setDestinationNode(new NodeRef(link.destination()))
                .setOrigin(link.configured() ? Link.Origin.Configured : Link.Origin.Discovered)
                .setUp(link.up())
                .setUsedBandwidth(Decimals.of(link.usedGbps()))
                .build());
        }
        pendingTopology = new OpenpathTopologyStateBuilder()
            .setNode(nodeList.isEmpty() ? null : BindingMap.ordered(nodeList))
            .setLink(linkList.isEmpty() ? null : BindingMap.ordered(linkList))
            .build();
    }

    @Override
    public void progress(final Progress progress) {
        pendingProgress = new ProcessingBuilder()
            .setQueued(Uint32.valueOf(Math.min(progress.queued(), Uint32.MAX_VALUE.toJava())))
            .setProcessed(Uint64.valueOf(progress.processed()))
            .setRejected(Uint64.valueOf(progress.rejected()))
            .setFailed(Uint64.valueOf(progress.failed()))
            .setLastChange(dateAndTime(progress.lastChange()))
            .build();
    }

    @Override
    public void flush() {
        if (!clear && pendingChains.isEmpty() && pendingRenderings.isEmpty() && pendingProgress == null
                && pendingTopology == null) {
            return;
        }
        final var tx = txChain.newWriteOnlyTransaction();
        if (clear) {
            tx.put(LogicalDatastoreType.OPERATIONAL, STATES, new ServiceChainStatesBuilder().build());
            tx.put(LogicalDatastoreType.OPERATIONAL, TOPOLOGY, new OpenpathTopologyStateBuilder().build());
            clear = false;
        }
        final int chains = pendingChains.size();
        for (var entry : pendingChains.entrySet()) {
            final var path = STATES.toBuilder().child(ServiceChainState.class,
                new ServiceChainStateKey(new ChainName(entry.getKey()))).build();
            final var state = entry.getValue();
            if (state.isPresent()) {
                tx.put(LogicalDatastoreType.OPERATIONAL, path, state.orElseThrow());
            } else {
                tx.delete(LogicalDatastoreType.OPERATIONAL, path);
            }
        }
        pendingChains.clear();
        for (var state : pendingRenderings.values()) {
            final var path = STATES.toBuilder().child(ServiceChainState.class, state.key()).build();
            tx.merge(LogicalDatastoreType.OPERATIONAL, path, new ServiceChainStateBuilder().setName(state.getName())
                .setStatus(state.getStatus()).setReason(state.getReason()).setLastChange(state.getLastChange())
                .build());
            tx.put(LogicalDatastoreType.OPERATIONAL, path.toBuilder().child(Rendering.class).build(),
                state.getRendering());
        }
        final int renderings = pendingRenderings.size();
        pendingRenderings.clear();
        final var progress = pendingProgress;
        if (progress != null) {
            tx.put(LogicalDatastoreType.OPERATIONAL, PROCESSING, progress);
            pendingProgress = null;
        }
        final var topology = pendingTopology;
        if (topology != null) {
            tx.put(LogicalDatastoreType.OPERATIONAL, TOPOLOGY, topology);
            pendingTopology = null;
        }
        CommitLogging.log(tx.commit(), LOG, "the state of " + chains + " chains and " + renderings
            + " renderer reports to the operational datastore");
    }

    @Override
    public void close() {
        txChain.close();
    }

    private TransactionChain newChain() {
        final var chain = broker.createMergingTransactionChain();
        chain.addCallback(new FutureCallback<>() {
            @Override
            public void onSuccess(final org.opendaylight.yangtools.yang.common.Empty result) {
                LOG.debug("Orchestrator state transaction chain closed");
            }

            @Override
            public void onFailure(final Throwable cause) {
                LOG.error("Orchestrator state transaction chain failed; opening a new one", cause);
                txChain = newChain();
            }
        });
        return chain;
    }

    static ServiceChainState toBinding(final ChainState state) {
        final var analysis = state.analysis();
        final var placement = state.placement();
        final var inserted = state.inserted().stream().map(nf -> new InsertedNfBuilder()
            .setName(new NfInstanceName(nf.name()))
            .setNfType(new NfTypeName(nf.nfType()))
            .setAfterNf(new NfInstanceName(nf.afterNf()))
            .setResult(new NfResult(nf.result()))
            .setInsertedAt(dateAndTime(nf.insertedAt()))
            .setAlerts(Uint32.valueOf(Math.min(nf.alerts(), Uint32.MAX_VALUE.toJava())))
            .build()).toList();
        return new ServiceChainStateBuilder()
            .setName(new ChainName(state.name()))
            .setSfcId(Uint32.valueOf(state.ids().sfcId()))
            .setStatus(ChainStatus.ofName(state.status().name().toLowerCase(Locale.ROOT)))
            .setReason(state.reason())
            .setLastChange(dateAndTime(state.lastChange()))
            .setRunningOn(ServiceChainState.RunningOn.ofName(state.runningOn().name().toLowerCase(Locale.ROOT)))
            .setAnalysis(analysis == null ? null : AnalysisBindings.toState(analysis, state.ids().serviceIds()))
            .setPlacement(placement == null ? null : PlacementBindings.toState(placement))
            .setInsertedNf(inserted.isEmpty() ? null : BindingMap.ordered(List.copyOf(inserted)))
            .build();
    }

    static DateAndTime dateAndTime(final Instant instant) {
        return new DateAndTime(instant.toString());
    }

}
