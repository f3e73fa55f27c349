/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import java.time.Clock;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.AnalysisResult;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.NfCatalog;
import org.openpath.orchestrator.impl.ChainState.Status;
import org.openpath.placement.Admission;
import org.openpath.placement.Algorithm;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Failure;
import org.openpath.placement.Link;
import org.openpath.placement.Placer;
import org.openpath.placement.Topology;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The orchestrator's state machine: chain requests, the NF catalog and the topology go in, as records; analysed and
 * placed chains, node and link state come out through a {@link StateSink}. It decides which chains to analyse or place
 * again on which event, and hands the work to its parts: {@link ChainPipeline} (analyse and place one chain),
 * {@link TopologyTracker} (nodes and links), {@link FailureHandler} (node and link loss), {@link NfAlertHandler},
 * {@link DryRuns}, {@link ChainIdAllocator} and {@link TopologyStates}. Not thread-safe: one thread (the single writer
 * of {@link OrchestratorService}) calls everything, except {@link #enqueued} and the id lookups.
 *
 * <p>Placement follows the topology: a configured node is usable while it is connected to the controller (and not
 * administratively disabled); losing a node or a link applies the placement's failure plan (chains switch to their
 * backups), then restores protection (fresh backups, or re-placement); a returning node is used again, and rejected
 * chains are retried whenever capacity appears. Disabling a node is a planned loss, handled as losing it; enabling it
 * again is handled as its return; before the chains of a disabled node switch, a {@link StateCarrier} carries the NF
 * state there to the backups ({@link NodeHandovers}). A draining node keeps what runs there but placement puts nothing
 * new on it.
 *
 * <p>Every chain has an SFC-ID from when its request first appears until it is deleted, and every vertex of its
 * service graph a SERVICE-ID ({@link ChainIds}); {@link #ids(String)}, {@link #chainOf(long)} and
 * {@link #nfOf(long, long)} look them up from any thread.
 */
public final class ChainOrchestrator {
    private static final Logger LOG = LoggerFactory.getLogger(ChainOrchestrator.class);

    private final StateSink sink;
    private final Clock clock;
    private final Function<NfCatalog, DependencyAnalyzer> analyzers;
    private final BiFunction<Topology, DemandTable, Placer> placers;
    private final ProgressCounter counter = new ProgressCounter();
    private final ChainIdAllocator ids = new ChainIdAllocator();
    private final TopologyTracker topology = new TopologyTracker();
    private final TopologyStates topologyStates = new TopologyStates();
    private final ChainTable chains;
    private final ChainPipeline pipeline;
    private final FailureHandler failures;
    private final NfAlertHandler alerts;
    private final NfLoadHandler loads;
    private final InstanceScaler scaler = new InstanceScaler(InstanceScaler.Settings.DEFAULT);
    private final DryRuns dryRuns;
    private final NodeHandovers handovers;
    private DemandTable demands = CatalogSpec.EMPTY.demands();
    private Admission admission = Admission.ALL_THAT_FIT;

    /**
     * Creates an orchestrator with an empty catalog and topology.
     *
     * @param sink where results go
     * @param clock the time source for status timestamps
     */
    public ChainOrchestrator(final StateSink sink, final Clock clock) {
        this(sink, clock, StateCarrier.NONE, Runnable::run);
    }

    /**
     * Creates an orchestrator with an empty catalog and topology that carries NF state off the nodes the operator
     * disables before their chains switch.
     *
     * @param sink where results go
     * @param clock the time source for status timestamps
     * @param carrier carries NF state off a node
     * @param orchestratorThread runs a task on the thread that calls everything else
     */
    public ChainOrchestrator(final StateSink sink, final Clock clock, final StateCarrier carrier,
            final Consumer<Runnable> orchestratorThread) {
        this(sink, clock, DependencyAnalyzer::of, (graph, table) -> Placer.create(Algorithm.OPENPATH, graph, table),
            carrier, orchestratorThread);
    }

    /**
     * Creates an orchestrator with an empty catalog and topology and the given cores (tests substitute failing ones).
     *
     * @param sink where results go
     * @param clock the time source for status timestamps
     * @param analyzers the dependency analyzer for a catalog
     * @param placers the OpenPATH placer for a topology and demand table
     */
    ChainOrchestrator(final StateSink sink, final Clock clock, final Function<NfCatalog, DependencyAnalyzer> analyzers,
            final BiFunction<Topology, DemandTable, Placer> placers) {
        this(sink, clock, analyzers, placers, StateCarrier.NONE, Runnable::run);
    }

    private ChainOrchestrator(final StateSink sink, final Clock clock,
            final Function<NfCatalog, DependencyAnalyzer> analyzers,
            final BiFunction<Topology, DemandTable, Placer> placers, final StateCarrier carrier,
            final Consumer<Runnable> orchestratorThread) {
        this.sink = requireNonNull(sink);
        this.clock = requireNonNull(clock);
        this.analyzers = requireNonNull(analyzers);
        this.placers = requireNonNull(placers);
        chains = new ChainTable(sink, clock);
        pipeline = new ChainPipeline(chains, ids, counter, analyzers.apply(CatalogSpec.EMPTY.types()),
            placers.apply(topology.topology(), demands));
        failures = new FailureHandler(chains, sink);
        alerts = new NfAlertHandler(chains, pipeline, clock);
        loads = new NfLoadHandler(chains, pipeline, clock, scaler);
        dryRuns = new DryRuns(chains, topology);
        handovers = new NodeHandovers(carrier, orchestratorThread);
    }

    /**
     * Counts requests handed to the orchestrator's thread but not processed yet. Thread-safe.
     *
     * @param count how many were queued
     */
    public void enqueued(final long count) {
        counter.enqueued(count);
    }

    /**
     * Chain requests were written or deleted.
     *
     * @param changes chain name to its request, or {@code null} when deleted
     */
    public void chainsChanged(final Map<String, @Nullable RequestedChain> changes) {
        final long start = System.nanoTime();
        int done = 0;
        boolean released = false;
        for (var change : changes.entrySet()) {
            final var name = change.getKey();
            final var request = change.getValue();
            if (request == null) {
                final var removed = chains.remove(name);
                if (removed != null) {
                    pipeline.placer().release(name);
                    ids.release(name, removed.sfcId);
                    released = true;
                    sink.chainRemoved(name);
                    LOG.debug("Chain {} deleted, its capacity released", name);
                }
            } else {
                var chain = chains.get(name);
                if (chain == null) {
                    chain = new TrackedChain(name, ids.register(name), request);
                    chains.add(chain);
                } else {
                    chain.request = request;
                    // a rewritten chain may need less than before
                    released = true;
                }
                pipeline.process(chain);
            }
            counter.dequeued();
            done++;
            counter.logProgress(done, changes.size(), chains::placedCount);
            sink.progress(progress());
        }
        counter.logBatch(changes.size(), start, chains::placedCount);
        if (released) {
            // deleted or rewritten chains may have freed capacity
            retryRejected();
        }
        publishTopology();
    }

    /**
     * The NF catalog changed: chains using an edited type are analysed and placed again; a changed resource demand
     * re-places every chain.
     *
     * @param catalog the new catalog ({@link CatalogSpec#EMPTY} if deleted)
     */
    public void catalogChanged(final CatalogSpec catalog) {
        final var changedTypes = catalog.typesChangedSince(pipeline.analyzer().catalog());
        final boolean demandsChanged = !catalog.demands().equals(demands);
        pipeline.setAnalyzer(analyzers.apply(catalog.types()));
        demands = catalog.demands();
        if (demandsChanged) {
            LOG.debug("Resource demands changed: re-placing every chain, re-analysing those using {}", changedTypes);
            for (var chain : chains.all()) {
                if (chain.usesAny(changedTypes)) {
                    // rebuildPlacer() processes a chain without an analysis from scratch
                    chain.analysis = null;
                }
            }
            rebuildPlacer();
            return;
        }
        if (!changedTypes.isEmpty()) {
            LOG.debug("NF types {} changed: re-analysing the chains that use them", changedTypes);
            for (var chain : List.copyOf(chains.all())) {
                if (chain.usesAny(changedTypes)) {
                    pipeline.process(chain);
                }
            }
            publishTopology();
        }
    }

    /**
     * The operator's node and link configuration changed. When only admin-states changed, each change is applied
     * alone: a node that drains takes nothing new; a disabled node is lost as a disconnected node is (its chains
     * switch to their backups, then protection is restored); a node enabled again is used again as a reconnected
     * node is. Otherwise the placement topology is rebuilt and every chain placed again.
     *
     * @param spec the new configuration ({@link TopologySpec#EMPTY} if deleted)
     */
    public void topologyChanged(final TopologySpec spec) {
        final var change = topology.reconfigure(spec);
        if (change == null) {
            rebuildPlacer();
            return;
        }
        final var placer = pipeline.placer();
        change.drained().forEach(node -> placer.drain(node, true));
        change.undrained().forEach(node -> placer.drain(node, false));
        for (var node : change.usable()) {
            if (handovers.enabledAgain(node)) {
                LOG.info("Node {} enabled while its state leaves it: placement may use it once its chains switched",
                    node);
                continue;
            }
            placer.repair(new Failure.NodeDown(node));
            LOG.info("Node {} enabled: placement may use it", node);
        }
        // a planned loss: the NF state goes to the backups first, then the chains switch (disabledNodeCarried)
        change.lost().forEach(node -> handovers.start(node, this::disabledNodeCarried));
        if (!change.usable().isEmpty() || !change.undrained().isEmpty()) {
            retryRejected();
        }
        publishTopology();
    }

    private void disabledNodeCarried(final String node, final Map<String, String> carried,
            final boolean enabledAgain) {
        final var what = Reasons.nodeDisabled(node);
        final var whatOf = new HashMap<String, String>();
        carried.forEach((chain, words) -> whatOf.put(chain, what + " (" + words + ")"));
        final var placer = pipeline.placer();
        failures.apply(new Failure.NodeDown(node), what, whatOf, placer);
        if (enabledAgain) {
            placer.repair(new Failure.NodeDown(node));
            LOG.info("Node {} enabled: placement may use it", node);
            retryRejected();
        }
        publishTopology();
    }

    /**
     * An inventory node connected to or disconnected from the controller.
     *
     * @param nodeId the inventory node id
     * @param isConnected whether it is connected now
     */
    public void nodeChanged(final String nodeId, final boolean isConnected) {
        final var change = topology.nodeChanged(nodeId, isConnected);
        if (change == TopologyTracker.NodeChange.NONE) {
            return;
        }
        if (change == TopologyTracker.NodeChange.USABLE) {
            pipeline.placer().repair(new Failure.NodeDown(nodeId));
            LOG.info("Node {} connected: placement may use it", nodeId);
            retryRejected();
        } else if (change == TopologyTracker.NodeChange.LOST) {
            failures.apply(new Failure.NodeDown(nodeId), Reasons.nodeDisconnected(nodeId), pipeline.placer());
        }
        publishTopology();
    }

    /**
     * A node's control channel dropped and its loss is held ({@link LossHoldDown}), or the hold ended: shown in its
     * state, nothing else changes.
     *
     * @param nodeId the inventory node id
     * @param unreachable whether its loss is held now
     */
    public void nodeUnreachable(final String nodeId, final boolean unreachable) {
        if (topology.unreachable(nodeId, unreachable)) {
            publishTopology();
        }
    }

    /**
     * A link of the LLDP topology appeared or disappeared.
     *
     * @param linkId the discovered link's id
     * @param link its ends, {@code null} when it disappeared
     */
    public void discoveredLinkChanged(final String linkId, final @Nullable Link link) {
        final var update = topology.discoveredLinkChanged(linkId, link);
        if (!update.changed()) {
            return;
        }
        for (var event : update.events()) {
            switch (event) {
                case TopologyTracker.LinkEvent.Repaired repaired -> {
                    pipeline.placer().repair(repaired.link());
                    LOG.info("Link {} - {} discovered again: placement may use it", repaired.link().a(),
                        repaired.link().b());
                    retryRejected();
                }
                case TopologyTracker.LinkEvent.Lost lost -> failures.apply(lost.link(),
                    Reasons.linkLost(lost.link()), pipeline.placer());
                case TopologyTracker.LinkEvent.Unknown unknown -> {
                    rebuildPlacer();
                    return;
                }
            }
        }
        publishTopology();
    }

    /**
     * An NF reported a result: applies the chain's dynamic rule for it.
     *
     * @param chainName the chain
     * @param nf the reporting NF
     * @param result the result
     * @return what the rule did
     * @throws InvalidRequestException if the chain or NF is unknown, or an inserted NF cannot be placed
     */
    public AlertOutcome nfAlert(final String chainName, final String nf, final String result)
            throws InvalidRequestException {
        final var outcome = alerts.apply(chainName, nf, result);
        if (outcome.action() == AlertOutcome.Action.INSERTED) {
            publishTopology();
        }
        return outcome;
    }

    /**
     * Sets which chains that fit start running: all of them, or those priced admission lets in. A change applies to
     * the chains that do not run: those it now lets in are placed (in the order they came), those it now refuses stay
     * refused. Chains that run keep running.
     *
     * @param next the admission
     */
    void admission(final Admission next) {
        if (admission.equals(next)) {
            return;
        }
        admission = requireNonNull(next);
        pipeline.placer().admission(next);
        retryRejected();
        publishTopology();
    }

    /**
     * Applies other NF scaling settings from the next load report on.
     *
     * @param settings the settings
     */
    void scaling(final InstanceScaler.Settings settings) {
        scaler.settings(settings);
    }

    /**
     * An NF reported its load: it may run one more or one fewer instance.
     *
     * @param chainName the chain
     * @param nf the reporting NF
     * @param status its status
     * @param packetsIn its packet counter
     * @return what changed
     * @throws InvalidRequestException if the chain is unknown or not running, or the NF runs nowhere in it
     */
    LoadOutcome nfLoad(final String chainName, final String nf, final InstanceScaler.Status status,
            final long packetsIn) throws InvalidRequestException {
        final var outcome = loads.apply(chainName, nf, status, packetsIn);
        if (outcome.action() == LoadOutcome.Action.SCALED_OUT || outcome.action() == LoadOutcome.Action.SCALED_IN) {
            publishTopology();
        }
        return outcome;
    }

    /**
     * Dry run: analyses and places a request without keeping anything.
     *
     * @param name the name to use in the results
     * @param request the request
     * @param algorithm the algorithm to run
     * @return the analysis and the outcome
     * @throws InvalidRequestException if the request is invalid
     */
    public DryRun dryRun(final String name, final RequestedChain request, final Algorithm algorithm)
            throws InvalidRequestException {
        return dryRuns.place(name, request, algorithm, pipeline.analyzer(), pipeline.placer(), demands);
    }

    /**
     * Analyses a request against the current catalog.
     *
     * @param name the name to use in the results
     * @param request the request
     * @return the analysis
     * @throws InvalidRequestException if the request is invalid
     */
    public AnalysisResult analyze(final String name, final RequestedChain request) throws InvalidRequestException {
        return dryRuns.analyze(name, request, pipeline.analyzer());
    }

    /**
     * The queue counters now.
     *
     * @return the counters
     */
    public Progress progress() {
        return counter.progress(clock.instant());
    }

    /**
     * The wire identifiers of a chain. Thread-safe; a lookup concurrent with a change of the chain sees the ids before
     * or after it.
     *
     * @param chain the chain's name
     * @return its SFC-ID and SERVICE-IDs (none while its request fails), empty if there is no such chain
     */
    public Optional<ChainIds> ids(final String chain) {
        return ids.ids(chain);
    }

    /**
     * The chain that has an SFC-ID. Thread-safe.
     *
     * @param sfcId the SFC-ID, e.g. of an NF_ALERT
     * @return the chain's name, empty if no chain has the id
     */
    public Optional<String> chainOf(final long sfcId) {
        return ids.chainOf(sfcId);
    }

    /**
     * The vertex that has a SERVICE-ID in the chain that has an SFC-ID. Thread-safe.
     *
     * @param sfcId the SFC-ID
     * @param serviceId the SERVICE-ID
     * @return the NF's name ({@code <nf>.<result>} for an inserted NF), empty if there is no such chain or vertex
     */
    public Optional<String> nfOf(final long sfcId, final long serviceId) {
        return ids.nfOf(sfcId, serviceId);
    }

    private void rebuildPlacer() {
        final var rebuilt = topology.rebuild();
        // every chain is placed again, off the disabled nodes: a handover under way switches nothing more
        handovers.forgetAll();
        final var placer = placers.apply(rebuilt, demands);
        placer.admission(admission);
        pipeline.setPlacer(placer);
        topology.markDown(placer);
        LOG.info("Topology: {} nodes ({} usable), {} links; placing {} chains again", rebuilt.nodes().size(),
            topology.usableNodes(), rebuilt.links().size(), chains.size());
        for (var chain : chains.all()) {
            if (chain.analysis != null) {
                pipeline.place(chain, Reasons.PLACED);
            } else {
                pipeline.process(chain);
            }
        }
        publishTopology();
    }

    private void retryRejected() {
        for (var chain : chains.all()) {
            if (chain.status == Status.REJECTED && chain.analysis != null) {
                pipeline.place(chain, Reasons.PLACED_AFTER_CAPACITY_APPEARED);
            }
        }
        failures.reprotect(pipeline.placer());
    }

    private void publishTopology() {
        final var observed = topologyStates.observe(topology, chains.placements(), pipeline.placer(),
            clock.instant());
        sink.topologyState(observed.nodes(), observed.links());
    }
}
