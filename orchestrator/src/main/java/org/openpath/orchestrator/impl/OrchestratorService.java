/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import com.google.common.util.concurrent.ThreadFactoryBuilder;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.binding.api.DataObjectModification.ModificationType;
import org.opendaylight.mdsal.binding.api.DataTreeModification;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.FlowCapableNodeConnector;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.NodeConnectorId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.NodeId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.Nodes;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.node.NodeConnector;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.node.NodeConnectorKey;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.Node;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.NodeKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainRenderings;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainRequest;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChains;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.renderings.ChainRendering;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalog;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopology;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.NetworkTopology;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.TopologyId;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.network.topology.Topology;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.network.topology.TopologyKey;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.network.topology.topology.Link;
import org.opendaylight.yangtools.binding.DataObject;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.DataObjectReference;
import org.opendaylight.yangtools.concepts.Registration;
import org.openpath.analyzer.AnalysisResult;
import org.openpath.placement.Admission;
import org.openpath.placement.Algorithm;
import org.openpath.placement.SubSfc;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The orchestrator at run time: listens to chain requests, the NF catalog and the topology configuration (config
 * datastore), to OpenFlow nodes in the inventory and to links of the LLDP topology {@code flow:1} (operational), and
 * hands every change to one thread that owns the {@link ChainOrchestrator} and the {@link StateWriter}. Listeners
 * only enqueue; nothing blocks them.
 */
public final class OrchestratorService implements AutoCloseable {
    /** How long a node whose control channel dropped may be away before it counts as lost, by default (ms). */
    public static final long DEFAULT_NODE_LOSS_GRACE_MS = 5000;
    /** How long a link that went with an unreachable end may take to be discovered again, by default (ms). */
    public static final long DEFAULT_LINK_REDISCOVERY_MS = 12000;
    /** The default least time between two changes of one NF's instances (report-nf-load), 5 s. */
    public static final long DEFAULT_NF_SCALE_COOL_DOWN_MS = InstanceScaler.Settings.DEFAULT_COOL_DOWN_MS;
    /** The default number of quiet load reports in a row that take an added NF instance away, 3. */
    public static final int DEFAULT_NF_SCALE_QUIET_REPORTS = InstanceScaler.Settings.DEFAULT_QUIET_REPORTS;
    /** The default most instances of one NF when its load reports ask for more, 16. */
    public static final int DEFAULT_NF_SCALE_MAX_INSTANCES = InstanceScaler.Settings.DEFAULT_MOST;
    /** The most instances of one NF there can be (the OpenPATH extension's NF_SCALE limit), 64. */
    public static final int MAX_NF_INSTANCES = SubSfc.MAX_INSTANCES;

    private static final Logger LOG = LoggerFactory.getLogger(OrchestratorService.class);
    private static final long STARTUP_READ_SECONDS = 30;
    private static final DataObjectIdentifier<NfCatalog> CATALOG = DataObjectIdentifier.builder(NfCatalog.class)
        .build();
    private static final DataObjectIdentifier<OpenpathTopology> TOPOLOGY =
        DataObjectIdentifier.builder(OpenpathTopology.class).build();
    private static final TopologyId FLOW_TOPOLOGY = new TopologyId("flow:1");

    private final DataBroker broker;
    private final ScheduledExecutorService executor;
    private final StateWriter writer;
    private final ChainOrchestrator orchestrator;
    private final LossHoldDown holdDown;
    // the last batch of link changes, which the next waits for; only the link listener's callbacks use it
    private ListenableFuture<?> linkBatches = Futures.immediateVoidFuture();
    private final List<Registration> registrations = new ArrayList<>();
    // the last topology configuration handed to the orchestrator; only its thread uses it
    private @Nullable OpenpathTopology topologyConfig;
    private volatile boolean closed;

    /**
     * Creates the service and starts it: the first task reads the catalog and topology, then registers the
     * listeners.
     *
     * @param broker the data broker
     */
    public OrchestratorService(final DataBroker broker) {
        this(broker, StateCarrier.NONE);
    }

    /**
     * Creates the service and starts it, carrying NF state off the nodes the operator disables before their chains
     * switch to backups, with the default hold-down of lost nodes and links.
     *
     * @param broker the data broker
     * @param carrier carries NF state off a node (state-sync)
     */
    public OrchestratorService(final DataBroker broker, final StateCarrier carrier) {
        this(broker, carrier, Duration.ofMillis(DEFAULT_NODE_LOSS_GRACE_MS),
            Duration.ofMillis(DEFAULT_LINK_REDISCOVERY_MS));
    }

    /**
     * Creates the service and starts it, carrying NF state off the nodes the operator disables before their chains
     * switch to backups.
     *
     * @param broker the data broker
     * @param carrier carries NF state off a node (state-sync)
     * @param nodeLossGrace how long a node whose control channel dropped may be away before it counts as lost
     *     ({@link LossHoldDown}); zero: at once
     * @param linkRediscovery how long a link that went with an unreachable end may take to be discovered again
     * @throws IllegalArgumentException if a duration is negative
     */
    public OrchestratorService(final DataBroker broker, final StateCarrier carrier, final Duration nodeLossGrace,
            final Duration linkRediscovery) {
        this.broker = requireNonNull(broker);
        final var settings = new LossHoldDown.Settings(nodeLossGrace, linkRediscovery);
        executor = Executors.newSingleThreadScheduledExecutor(new ThreadFactoryBuilder()
            .setNameFormat("openpath-orchestrator-%d").setDaemon(true).build());
        writer = new StateWriter(broker);
        orchestrator = new ChainOrchestrator(writer, Clock.systemUTC(), carrier, task -> submit(0, task));
        holdDown = new LossHoldDown(new LossHoldDown.Target() {
            @Override
            public void nodeChanged(final String nodeId, final boolean isConnected) {
                orchestrator.nodeChanged(nodeId, isConnected);
            }

            @Override
            public void linkChanged(final String linkId, final org.openpath.placement.@Nullable Link link) {
                orchestrator.discoveredLinkChanged(linkId, link);
            }

            @Override
            public void nodeUnreachable(final String nodeId, final boolean unreachable) {
                orchestrator.nodeUnreachable(nodeId, unreachable);
            }
        }, this::schedule, System::nanoTime, settings);
        executor.execute(this::start);
    }

    /**
     * Changes how long lost nodes and links are held before they count as lost; losses held now keep their timers.
     *
     * @param nodeLossGrace how long a node may be away
     * @param linkRediscovery how long a link may take to be discovered again once its ends are back
     * @throws IllegalArgumentException if a duration is negative
     */
    public void holdDown(final Duration nodeLossGrace, final Duration linkRediscovery) {
        final var settings = new LossHoldDown.Settings(nodeLossGrace, linkRediscovery);
        submit(0, () -> {
            holdDown.settings(settings);
            LOG.info("Lost nodes are held {} ms, lost links {} ms more once their ends are back",
                nodeLossGrace.toMillis(), linkRediscovery.toMillis());
        });
    }

    /**
     * Applies NF scaling settings in place, from the next load report on.
     *
     * @param coolDown the least time between two changes of one NF's instances
     * @param quietReports how many quiet reports in a row take an added instance away
     * @param maxInstances the most instances of one NF
     * @throws IllegalArgumentException if the cool-down is negative, fewer than 1 quiet report, or the most
     *     instances not between 1 and 64
     */
    public void scaling(final Duration coolDown, final int quietReports, final int maxInstances) {
        final var settings = InstanceScaler.Settings.of(coolDown, quietReports, maxInstances);
        submit(0, () -> {
            orchestrator.scaling(settings);
            LOG.info("NF instances change at most every {} ms, up to {} per NF; {} quiet reports in a row take one "
                + "away", coolDown.toMillis(), maxInstances, quietReports);
        });
    }

    /**
     * Sets which chains that fit start running, in place: chains that run keep running.
     *
     * @param admission all that fit, or priced
     */
    public void admission(final Admission admission) {
        requireNonNull(admission);
        submit(0, () -> {
            orchestrator.admission(admission);
            LOG.info("Chain admission: {}", admission instanceof Admission.Priced priced ? String.format(Locale.ROOT,
                "priced, base %s, budget %s cores at full price", priced.base(), priced.budgetCores())
                : "all that fit");
        });
    }

    private void start() {
        writer.clearAll();
        writer.progress(orchestrator.progress());
        try (var tx = broker.newReadOnlyTransaction()) {
            final var catalog = tx.read(LogicalDatastoreType.CONFIGURATION, CATALOG);
            final var topology = tx.read(LogicalDatastoreType.CONFIGURATION, TOPOLOGY);
            catalogChanged(catalog.get(STARTUP_READ_SECONDS, TimeUnit.SECONDS).orElse(null));
            topologyChanged(topology.get(STARTUP_READ_SECONDS, TimeUnit.SECONDS).orElse(null));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            LOG.warn("Interrupted while reading the NF catalog and topology at start");
        } catch (ExecutionException | TimeoutException e) {
            LOG.warn("Could not read the NF catalog and topology at start; waiting for their notifications", e);
        }
        writer.flush();
        synchronized (registrations) {
            // close() may have run meanwhile: it closes what is registered, under this lock
            if (closed) {
                return;
            }
            registrations.add(broker.registerTreeChangeListener(LogicalDatastoreType.CONFIGURATION,
                CATALOG, changes -> submit(0, () -> catalogChanged(last(changes)))));
            registrations.add(broker.registerTreeChangeListener(LogicalDatastoreType.CONFIGURATION,
                TOPOLOGY, changes -> submit(0, () -> topologyChanged(last(changes)))));
            registrations.add(broker.registerTreeChangeListener(LogicalDatastoreType.OPERATIONAL,
                DataObjectReference.builder(Nodes.class).child(Node.class).build(), this::onNodes));
            registrations.add(broker.registerTreeChangeListener(LogicalDatastoreType.OPERATIONAL,
                DataObjectReference.builder(NetworkTopology.class).child(Topology.class, new TopologyKey(FLOW_TOPOLOGY))
                    .child(Link.class).build(), this::onLinks));
            registrations.add(broker.registerTreeChangeListener(LogicalDatastoreType.CONFIGURATION,
                DataObjectReference.builder(ServiceChains.class).child(ServiceChain.class).build(), this::onChains));
            registrations.add(broker.registerTreeChangeListener(LogicalDatastoreType.OPERATIONAL,
                DataObjectReference.builder(ChainRenderings.class).child(ChainRendering.class).build(),
                this::onRenderings));
        }
        LOG.info("OpenPATH orchestrator started");
    }

    /**
     * Applies an NF alert on the orchestrator's thread.
     *
     * @param chain the chain
     * @param nf the reporting NF
     * @param result the reported result
     * @return the outcome, failing with {@link InvalidRequestException} for an unknown chain or NF
     */
    public ListenableFuture<AlertOutcome> nfAlert(final String chain, final String nf, final String result) {
        return call(() -> orchestrator.nfAlert(chain, nf, result));
    }

    /**
     * Applies an NF load report on the orchestrator's thread.
     *
     * @param chain the chain
     * @param nf the reporting NF
     * @param status its status
     * @param packetsIn its packet counter
     * @return the outcome, failing with {@link InvalidRequestException} for an unknown chain or NF
     */
    public ListenableFuture<LoadOutcome> nfLoad(final String chain, final String nf, final InstanceScaler.Status status,
            final long packetsIn) {
        return call(() -> orchestrator.nfLoad(chain, nf, status, packetsIn));
    }

    /**
     * Dry-runs a placement on the orchestrator's thread.
     *
     * @param name the name to use in the results
     * @param request the request
     * @param algorithm the algorithm
     * @return the analysis and outcome, failing with {@link InvalidRequestException} for an invalid request
     */
    public ListenableFuture<DryRun> dryRun(final String name, final ChainRequest request, final Algorithm algorithm) {
        return call(() -> orchestrator.dryRun(name, ChainRequestBindings.toRequested(request), algorithm));
    }

    /**
     * Analyses a request with the current catalog on the orchestrator's thread.
     *
     * @param name the name to use in the results
     * @param request the request
     * @return the analysis, failing with {@link InvalidRequestException} for an invalid request
     */
    public ListenableFuture<AnalysisResult> analyze(final String name, final ChainRequest request) {
        return call(() -> orchestrator.analyze(name, ChainRequestBindings.toRequested(request)));
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        synchronized (registrations) {
            registrations.forEach(Registration::close);
            registrations.clear();
        }
        executor.execute(writer::close);
        executor.shutdown();
        LOG.info("OpenPATH orchestrator stopped");
    }

    private void onChains(final List<DataTreeModification<ServiceChain>> changes) {
        final var byName = new LinkedHashMap<String, @Nullable ChainRequest>();
        for (var change : changes) {
            final var name = change.path().firstKeyOf(ServiceChain.class).getName().getValue();
            final var root = change.getRootNode();
            byName.remove(name);
            byName.put(name, root.modificationType() == ModificationType.DELETE ? null : root.dataAfter());
        }
        submit(byName.size(), () -> orchestrator.chainsChanged(ChainRequestBindings.toRequested(byName)));
    }

    // the renderer's reports: shown in service-chain-states by this, their only writer
    private void onRenderings(final List<DataTreeModification<ChainRendering>> changes) {
        final var reports = new LinkedHashMap<String, @Nullable ChainRendering>();
        for (var change : changes) {
            reports.put(change.path().firstKeyOf(ChainRendering.class).getName().getValue(),
                change.getRootNode().dataAfter());
        }
        submit(0, () -> reports.forEach(writer::rendering));
    }

    private void onNodes(final List<DataTreeModification<Node>> changes) {
        // in order: a flap (removed, then written again) must be seen as one, to be held down as one
        final var state = new ArrayList<Map.Entry<String, Boolean>>();
        for (var change : changes) {
            // statistics keep modifying connected nodes: only appearance and removal matter
            final var type = change.getRootNode().modificationType();
            if (type != ModificationType.SUBTREE_MODIFIED) {
                state.add(Map.entry(change.path().firstKeyOf(Node.class).getId().getValue(),
                    type == ModificationType.WRITE));
            }
        }
        if (state.isEmpty()) {
            return;
        }
        submit(0, () -> state.forEach(entry -> holdDown.nodeChanged(entry.getKey(), entry.getValue())));
    }

    private void onLinks(final List<DataTreeModification<Link>> changes) {
        // a vanished link is a cut when a port at its ends is down now; that takes a read, and the batches keep
        // their order (listener callbacks come one at a time)
        final var batch = new LinkedHashMap<String, Optional<org.openpath.placement.Link>>();
        final var cuts = new LinkedHashMap<String, ListenableFuture<Boolean>>();
        for (var change : changes) {
            final var id = change.path().firstKeyOf(Link.class).getLinkId().getValue();
            final var after = toLink(change.getRootNode().dataAfter());
            batch.remove(id);
            batch.put(id, Optional.ofNullable(after));
            if (after == null) {
                cuts.put(id, portDown(change.getRootNode().dataBefore()));
            } else {
                cuts.remove(id);
            }
        }
        final var previous = linkBatches;
        final var waitFor = new ArrayList<ListenableFuture<?>>(cuts.values());
        waitFor.add(previous);
        linkBatches = Futures.whenAllComplete(waitFor).call(() -> {
            submit(0, () -> batch.forEach((id, link) -> {
                if (link.isPresent()) {
                    holdDown.linkUp(id, link.orElseThrow());
                } else {
                    final var cut = cuts.get(id);
                    holdDown.linkDown(id, cut != null && cut.isDone() && !cut.isCancelled() && cutRead(cut));
                }
            }));
            return null;
        }, MoreExecutors.directExecutor());
    }

    private static org.openpath.placement.@Nullable Link toLink(final @Nullable Link link) {
        return link == null || link.getSource() == null || link.getDestination() == null
            || link.getSource().getSourceNode() == null || link.getDestination().getDestNode() == null
            || link.getSource().getSourceNode().equals(link.getDestination().getDestNode()) ? null
            : new org.openpath.placement.Link(link.getSource().getSourceNode().getValue(),
                link.getDestination().getDestNode().getValue(), 1, 0);
    }

    // whether a port at either end of a link that vanished is down (or administratively down) now
    private ListenableFuture<Boolean> portDown(final @Nullable Link before) {
        if (before == null || before.getSource() == null || before.getDestination() == null) {
            return Futures.immediateFuture(false);
        }
        final var ends = new ArrayList<ListenableFuture<Optional<FlowCapableNodeConnector>>>();
        try (var tx = broker.newReadOnlyTransaction()) {
            final var source = before.getSource();
            final var destination = before.getDestination();
            if (source.getSourceNode() != null && source.getSourceTp() != null) {
                ends.add(tx.read(LogicalDatastoreType.OPERATIONAL, connector(source.getSourceNode().getValue(),
                    source.getSourceTp().getValue())));
            }
            if (destination.getDestNode() != null && destination.getDestTp() != null) {
                ends.add(tx.read(LogicalDatastoreType.OPERATIONAL, connector(destination.getDestNode().getValue(),
                    destination.getDestTp().getValue())));
            }
        }
        return Futures.transform(Futures.successfulAsList(ends), found -> found.stream().anyMatch(end -> end != null
            && end.isPresent() && isDown(end.orElseThrow())), MoreExecutors.directExecutor());
    }

    private static DataObjectIdentifier<FlowCapableNodeConnector> connector(final String node, final String tp) {
        return DataObjectIdentifier.builder(Nodes.class).child(Node.class, new NodeKey(new NodeId(node)))
            .child(NodeConnector.class, new NodeConnectorKey(new NodeConnectorId(tp)))
            .augmentation(FlowCapableNodeConnector.class).build();
    }

    private static boolean isDown(final FlowCapableNodeConnector port) {
        final var state = port.getState();
        final var config = port.getConfiguration();
        return state != null && Boolean.TRUE.equals(state.getLinkDown())
            || config != null && Boolean.TRUE.equals(config.getPORTDOWN());
    }

    private static boolean cutRead(final ListenableFuture<Boolean> cut) {
        try {
            return Boolean.TRUE.equals(Futures.getDone(cut));
        } catch (ExecutionException e) {
            LOG.debug("Could not read the ports of a vanished link", e);
            return false;
        }
    }

    // bindings become records here, on the orchestrator's thread; a catalog the orchestrator cannot use is ignored
    private void catalogChanged(final @Nullable NfCatalog catalog) {
        final CatalogSpec spec;
        try {
            spec = CatalogBindings.toSpec(catalog);
        } catch (InvalidRequestException e) {
            LOG.warn("Ignoring an NF catalog the orchestrator cannot use: {}", e.getMessage());
            return;
        }
        orchestrator.catalogChanged(spec);
    }

    // a topology configuration the orchestrator cannot use leaves it without nodes; an unchanged one changes nothing
    private void topologyChanged(final @Nullable OpenpathTopology topology) {
        if (Objects.equals(topology, topologyConfig)) {
            return;
        }
        topologyConfig = topology;
        TopologySpec spec;
        try {
            spec = TopologyBindings.toSpec(topology);
        } catch (InvalidRequestException e) {
            LOG.warn("Ignoring a topology configuration the orchestrator cannot use: {}", e.getMessage());
            spec = TopologySpec.EMPTY;
        }
        orchestrator.topologyChanged(spec);
    }

    private static <T extends DataObject> @Nullable T last(final List<DataTreeModification<T>> changes) {
        return changes.getLast().getRootNode().dataAfter();
    }

    // one bad change must not stop the orchestrator's thread
    @SuppressWarnings("checkstyle:IllegalCatch")
    private void submit(final long requests, final Runnable task) {
        if (closed) {
            return;
        }
        orchestrator.enqueued(requests);
        try {
            executor.execute(() -> {
                try {
                    task.run();
                } catch (RuntimeException e) {
                    LOG.error("The orchestrator failed to apply a change", e);
                } finally {
                    writer.flush();
                }
            });
        } catch (RejectedExecutionException e) {
            LOG.debug("Orchestrator stopped, change ignored", e);
        }
    }

    // the hold-down's timers: run on the orchestrator's thread like every change
    @SuppressWarnings("checkstyle:IllegalCatch")
    private Runnable schedule(final Duration delay, final Runnable task) {
        if (closed) {
            return () -> { };
        }
        try {
            final var future = executor.schedule(() -> {
                try {
                    task.run();
                } catch (RuntimeException e) {
                    LOG.error("The orchestrator failed to apply a held-down loss", e);
                } finally {
                    writer.flush();
                }
            }, delay.toNanos(), TimeUnit.NANOSECONDS);
            return () -> future.cancel(false);
        } catch (RejectedExecutionException e) {
            LOG.debug("Orchestrator stopped, timer ignored", e);
            return () -> { };
        }
    }

    @FunctionalInterface
    private interface Task<T> {
        T run() throws InvalidRequestException;
    }

    @SuppressWarnings("checkstyle:IllegalCatch")
    private <T> ListenableFuture<T> call(final Task<T> task) {
        final var future = SettableFuture.<T>create();
        if (closed) {
            future.setException(new IllegalStateException("The orchestrator is stopped"));
            return future;
        }
        try {
            executor.execute(() -> {
                try {
                    future.set(task.run());
                } catch (InvalidRequestException | RuntimeException e) {
                    future.setException(e);
                } finally {
                    writer.flush();
                }
            });
        } catch (RejectedExecutionException e) {
            future.setException(new IllegalStateException("The orchestrator is stopped", e));
        }
        return future;
    }
}
