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
import java.time.Instant;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.AnalysisResult;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.DynamicRule;
import org.openpath.analyzer.NfInstance;
import org.openpath.orchestrator.impl.ChainState.RunningOn;
import org.openpath.orchestrator.impl.ChainState.Status;
import org.openpath.placement.Algorithm;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Failure;
import org.openpath.placement.Link;
import org.openpath.placement.Placed;
import org.openpath.placement.Placement;
import org.openpath.placement.PlacementOutcome;
import org.openpath.placement.PlacementRequest;
import org.openpath.placement.Placer;
import org.openpath.placement.Rejected;
import org.openpath.placement.Role;
import org.openpath.placement.SubSfc;
import org.openpath.placement.Topology;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The orchestrator's state machine: chain requests, the NF catalog and the topology go in; analysed and placed
 * chains, node and link state come out through a {@link StateSink}. Not thread-safe: one thread (the single writer
 * of {@link OrchestratorService}) calls everything.
 *
 * <p>Placement follows the topology: a configured node is usable while it is connected to the controller (and not
 * administratively disabled); losing a node or a link applies the placement's failure plan (chains switch to their
 * backups), then restores protection (fresh backups, or re-placement); a returning node is used again, and rejected
 * chains are retried whenever capacity appears.
 *
 * <p>Every chain has an SFC-ID from when its request first appears until it is deleted, and every vertex of its
 * service graph a SERVICE-ID ({@link ChainIds}); {@link #ids(String)}, {@link #chainOf(long)} and
 * {@link #nfOf(long, long)} look them up from any thread.
 */
public final class ChainOrchestrator {
    private static final Logger LOG = LoggerFactory.getLogger(ChainOrchestrator.class);
    private static final int PROGRESS_EVERY = 100;
    private static final double DISCOVERED_LINK_GBPS = 10;
    private static final double DISCOVERED_LINK_MICROS = 5;

    private final StateSink sink;
    private final Clock clock;
    private final AtomicLong queued = new AtomicLong();
    private final Map<String, Chain> chains = new LinkedHashMap<>();
    private final Set<String> connected = new HashSet<>();
    private final Set<String> downNodes = new HashSet<>();
    private final Map<String, Link> discoveredLinks = new TreeMap<>();
    private final Set<String> downLinks = new HashSet<>();
    private final Map<String, NodeState> nodeStates = new TreeMap<>();
    /** The SFC-IDs chains have: bit i set = SFC-ID i taken. */
    private final BitSet sfcIds = new BitSet();
    /** For the lookups from other threads: chain name to its ids, SFC-ID to chain name. */
    private final Map<String, ChainIds> idsByChain = new ConcurrentHashMap<>();
    private final Map<Long, String> chainBySfcId = new ConcurrentHashMap<>();

    private final Function<org.openpath.analyzer.NfCatalog, DependencyAnalyzer> analyzers;
    private final BiFunction<Topology, DemandTable, Placer> placers;
    private DependencyAnalyzer analyzer;
    private DemandTable demands = new DemandTable(Map.of());
    private TopologySpec topologyConfig = TopologySpec.EMPTY;
    private Topology topology = new Topology("openpath", List.of(), List.of());
    private Placer placer;
    private long processed;
    private long rejected;
    private long failed;

    /**
     * A chain request and what became of it.
     */
    private static final class Chain {
        final String name;
        final long sfcId;
        ChainIds ids;
        RequestedChain request;
        @Nullable ChainSpec spec;
        @Nullable AnalysisResult analysis;
        @Nullable Placement placement;
        Status status = Status.ACCEPTED;
        String reason = "Validated and queued";
        RunningOn runningOn = RunningOn.NONE;
        @Nullable Instant lastChange;
        final Map<String, InsertedNf> inserted = new LinkedHashMap<>();

        Chain(final String name, final long sfcId, final RequestedChain request) {
            this.name = name;
            this.sfcId = sfcId;
            ids = new ChainIds(sfcId, Map.of());
            this.request = request;
        }
    }

    /**
     * Creates an orchestrator with an empty catalog and topology.
     *
     * @param sink where results go
     * @param clock the time source for status timestamps
     */
    public ChainOrchestrator(final StateSink sink, final Clock clock) {
        this(sink, clock, DependencyAnalyzer::of,
            (graph, table) -> Placer.create(Algorithm.OPENPATH, graph, table));
    }

    /**
     * Creates an orchestrator with an empty catalog and topology and the given cores (tests substitute failing ones).
     *
     * @param sink where results go
     * @param clock the time source for status timestamps
     * @param analyzers the dependency analyzer for a catalog
     * @param placers the OpenPATH placer for a topology and demand table
     */
    ChainOrchestrator(final StateSink sink, final Clock clock,
            final Function<org.openpath.analyzer.NfCatalog, DependencyAnalyzer> analyzers,
            final BiFunction<Topology, DemandTable, Placer> placers) {
        this.sink = requireNonNull(sink);
        this.clock = requireNonNull(clock);
        this.analyzers = requireNonNull(analyzers);
        this.placers = requireNonNull(placers);
        analyzer = analyzers.apply(org.openpath.analyzer.NfCatalog.of(List.of()));
        placer = placers.apply(topology, demands);
    }

    /**
     * Counts requests handed to the orchestrator's thread but not processed yet. Thread-safe.
     *
     * @param count how many were queued
     */
    public void enqueued(final long count) {
        queued.addAndGet(count);
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
                    placer.release(name);
                    releaseIds(removed);
                    released = true;
                    sink.chainRemoved(name);
                    LOG.debug("Chain {} deleted, its capacity released", name);
                }
            } else {
                var chain = chains.get(name);
                if (chain == null) {
                    chain = new Chain(name, allocateSfcId(), request);
                    chains.put(name, chain);
                    publishIds(chain);
                } else {
                    chain.request = request;
                    // a rewritten chain may need less than before
                    released = true;
                }
                process(chain);
            }
            queued.decrementAndGet();
            done++;
            if (done % PROGRESS_EVERY == 0) {
                LOG.info("Processed {} of {} chain requests ({} placed in total, {} rejected, {} failed)", done,
                    changes.size(), placedCount(), rejected, failed);
            }
            sink.progress(progress());
        }
        if (changes.size() >= PROGRESS_EVERY) {
            final var runtime = Runtime.getRuntime();
            LOG.info("Processed a batch of {} chain requests in {} ms: {} chains placed, {} rejected and {} failed "
                + "since start; heap used {} MiB", changes.size(), (System.nanoTime() - start) / 1_000_000,
                placedCount(), rejected, failed, (runtime.totalMemory() - runtime.freeMemory()) >> 20);
        }
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
     * @param spec the new catalog ({@link CatalogSpec#EMPTY} if deleted)
     */
    public void catalogChanged(final CatalogSpec spec) {
        final var newCatalog = spec.types();
        final var newDemands = spec.demands();
        final var changedTypes = spec.typesChangedSince(analyzer.catalog());
        final boolean demandsChanged = !newDemands.equals(demands);
        analyzer = analyzers.apply(newCatalog);
        demands = newDemands;
        if (demandsChanged) {
            LOG.debug("Resource demands changed: re-placing every chain, re-analysing those using {}", changedTypes);
            for (var chain : chains.values()) {
                if (usesAny(chain, changedTypes)) {
                    // rebuildPlacer() processes a chain without an analysis from scratch
                    chain.analysis = null;
                }
            }
            rebuildPlacer();
            return;
        }
        if (!changedTypes.isEmpty()) {
            LOG.debug("NF types {} changed: re-analysing the chains that use them", changedTypes);
            for (var chain : List.copyOf(chains.values())) {
                if (usesAny(chain, changedTypes)) {
                    process(chain);
                }
            }
            publishTopology();
        }
    }

    /**
     * The operator's node and link configuration changed: the placement topology is rebuilt and every chain placed
     * again.
     *
     * @param spec the new configuration ({@link TopologySpec#EMPTY} if deleted)
     */
    public void topologyChanged(final TopologySpec spec) {
        topologyConfig = spec;
        rebuildPlacer();
    }

    /**
     * An inventory node connected to or disconnected from the controller.
     *
     * @param nodeId the inventory node id
     * @param isConnected whether it is connected now
     */
    public void nodeChanged(final String nodeId, final boolean isConnected) {
        if (isConnected ? !connected.add(nodeId) : !connected.remove(nodeId)) {
            return;
        }
        if (!configured(nodeId)) {
            publishTopology();
            return;
        }
        if (isConnected) {
            if (!adminDisabled(nodeId) && downNodes.remove(nodeId)) {
                placer.repair(new Failure.NodeDown(nodeId));
                LOG.info("Node {} connected: placement may use it", nodeId);
                retryRejected();
            }
        } else if (downNodes.add(nodeId)) {
            applyFailure(new Failure.NodeDown(nodeId), "node " + nodeId + " disconnected");
        }
        publishTopology();
    }

    /**
     * A link of the LLDP topology appeared or disappeared.
     *
     * @param linkId the discovered link's id
     * @param link its ends, {@code null} when it disappeared
     */
    public void discoveredLinkChanged(final String linkId, final @Nullable Link link) {
        final var before = discoveredPairs();
        if (link == null) {
            if (discoveredLinks.remove(linkId) == null) {
                return;
            }
        } else {
            discoveredLinks.put(linkId, new Link(link.a(), link.b(), DISCOVERED_LINK_GBPS, DISCOVERED_LINK_MICROS));
        }
        final var after = discoveredPairs();
        if (before.equals(after)) {
            return;
        }
        for (var entry : after.entrySet()) {
            if (!before.containsKey(entry.getKey())) {
                final var up = entry.getValue();
                if (downLinks.remove(entry.getKey())) {
                    placer.repair(new Failure.LinkDown(up.a(), up.b()));
                    retryRejected();
                } else if (inTopology(up) == null) {
                    rebuildPlacer();
                    return;
                }
            }
        }
        for (var entry : before.entrySet()) {
            if (!after.containsKey(entry.getKey())) {
                final var lost = inTopology(entry.getValue());
                if (lost != null && downLinks.add(entry.getKey())) {
                    applyFailure(new Failure.LinkDown(lost.a(), lost.b()),
                        "link " + lost.a() + " - " + lost.b() + " lost");
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
        final var chain = chains.get(chainName);
        if (chain == null) {
            throw new InvalidRequestException("report-nf-alert/chain", "There is no chain '" + chainName + "'");
        }
        final var spec = chain.spec;
        final var analysis = chain.analysis;
        if (spec == null || analysis == null) {
            throw new InvalidRequestException("report-nf-alert/chain",
                "Chain '" + chainName + "' is not running: " + chain.reason);
        }
        if (spec.request().nfs().stream().noneMatch(instance -> instance.name().equals(nf))) {
            throw new InvalidRequestException("report-nf-alert/nf", "Chain '" + chainName + "' has no NF '" + nf
                + "'");
        }
        final var rule = spec.request().dynamicRules().stream()
            .filter(candidate -> candidate.nf().equals(nf) && candidate.result().equals(result))
            .findFirst();
        if (rule.isEmpty()) {
            return new AlertOutcome(AlertOutcome.Action.NO_RULE, null, null);
        }
        return switch (rule.orElseThrow().action()) {
            case DISCARD -> new AlertOutcome(AlertOutcome.Action.DISCARD, null, null);
            case SEND_TO_NF -> new AlertOutcome(AlertOutcome.Action.SEND_TO, null, null);
            case USE_DEFAULT -> new AlertOutcome(AlertOutcome.Action.DEFAULT, null, null);
            case INSERT_NF -> insert(chain, rule.orElseThrow());
        };
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
        final var checked = ChainRequestChecker.check(name, request, analyzer);
        final var spec = checked.spec();
        final var analysis = checked.analysis();
        final String id = chains.containsKey(name) ? name + "#dry-run" : name;
        final var placementRequest = new PlacementRequest(id, analysis.graph(), spec.rateGbps(),
            spec.maxLatencyMicros(), spec.affinity(), spec.backup());
        if (algorithm == Algorithm.OPENPATH) {
            final var outcome = placer.place(placementRequest);
            placer.release(id);
            return new DryRun(analysis, outcome);
        }
        // Other algorithms see the same load: replay the placed chains, in their order, with that algorithm
        final var other = Placer.create(algorithm, topology, demands);
        markDown(other);
        for (var chain : chains.values()) {
            final var placed = placementRequestOf(chain);
            if (placed != null && chain.placement != null) {
                other.place(placed);
            }
        }
        return new DryRun(analysis, other.place(placementRequest));
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
        return ChainRequestChecker.check(name, request, analyzer).analysis();
    }

    /**
     * The queue counters now.
     *
     * @return the counters
     */
    public Progress progress() {
        return new Progress(Math.max(0, queued.get()), processed, rejected, failed, clock.instant());
    }

    /**
     * The wire identifiers of a chain. Thread-safe; a lookup concurrent with a change of the chain sees the ids before
     * or after it.
     *
     * @param chain the chain's name
     * @return its SFC-ID and SERVICE-IDs (none while its request fails), empty if there is no such chain
     */
    public Optional<ChainIds> ids(final String chain) {
        return Optional.ofNullable(idsByChain.get(chain));
    }

    /**
     * The chain that has an SFC-ID. Thread-safe.
     *
     * @param sfcId the SFC-ID, e.g. of an NF_ALERT
     * @return the chain's name, empty if no chain has the id
     */
    public Optional<String> chainOf(final long sfcId) {
        return Optional.ofNullable(chainBySfcId.get(sfcId));
    }

    /**
     * The vertex that has a SERVICE-ID in the chain that has an SFC-ID. Thread-safe.
     *
     * @param sfcId the SFC-ID
     * @param serviceId the SERVICE-ID
     * @return the NF's name ({@code <nf>.<result>} for an inserted NF), empty if there is no such chain or vertex
     */
    public Optional<String> nfOf(final long sfcId, final long serviceId) {
        return chainOf(sfcId).flatMap(this::ids).filter(ids -> ids.sfcId() == sfcId)
            .flatMap(ids -> ids.nf(serviceId));
    }

    private long allocateSfcId() {
        final int id = sfcIds.nextClearBit(1);
        if (id < 1) {
            throw new IllegalStateException("No SFC-ID left");
        }
        sfcIds.set(id);
        return id;
    }

    private void publishIds(final Chain chain) {
        idsByChain.put(chain.name, chain.ids);
        chainBySfcId.put(chain.sfcId, chain.name);
    }

    private void releaseIds(final Chain chain) {
        chainBySfcId.remove(chain.sfcId);
        idsByChain.remove(chain.name);
        sfcIds.clear((int) chain.sfcId);
    }

    @SuppressWarnings("checkstyle:IllegalCatch")
    private void process(final Chain chain) {
        processed++;
        final ChainSpec spec;
        final AnalysisResult analysis;
        try {
            final var checked = ChainRequestChecker.check(chain.name, chain.request, analyzer);
            spec = checked.spec();
            analysis = checked.analysis();
        } catch (InvalidRequestException e) {
            analysisFailed(chain, e.getMessage());
            return;
        } catch (RuntimeException e) {
            // a defect, not the request's fault: the chain says so, and the rest of the batch goes on
            LOG.error("Analysing chain {} failed", chain.name, e);
            analysisFailed(chain, "Analysis failed: internal error (" + errorText(e) + "); the request is kept as "
                + "it is: edit or delete it, and report the error in the controller's karaf.log");
            return;
        }
        chain.spec = spec;
        chain.analysis = analysis;
        chain.ids = new ChainIds(chain.sfcId, ChainIds.serviceIds(
            spec.request().nfs().stream().map(NfInstance::name).toList(), analysis.graph()));
        publishIds(chain);
        // insertions whose rule went away with the edit are dropped
        chain.inserted.values().removeIf(nf -> spec.request().dynamicRules().stream()
            .noneMatch(rule -> rule.action() == DynamicRule.Action.INSERT_NF && rule.detourName().equals(nf.name())
                && Objects.equals(rule.target(), nf.nfType())));
        place(chain, "Placed");
        // the counters count requests processed, not retries or re-placements of the same request
        if (chain.status == Status.REJECTED) {
            rejected++;
        } else if (chain.status == Status.FAILED) {
            failed++;
        }
    }

    private void analysisFailed(final Chain chain, final String reason) {
        placer.release(chain.name);
        chain.spec = null;
        chain.analysis = null;
        chain.placement = null;
        chain.ids = new ChainIds(chain.sfcId, Map.of());
        publishIds(chain);
        failed++;
        emit(chain, Status.FAILED, reason, RunningOn.NONE);
    }

    private static String errorText(final RuntimeException error) {
        return error.getClass().getSimpleName() + (error.getMessage() == null ? "" : ": " + error.getMessage());
    }

    @SuppressWarnings("checkstyle:IllegalCatch")
    private void place(final Chain chain, final String why) {
        placer.release(chain.name);
        final var request = placementRequestOf(chain);
        if (request == null) {
            return;
        }
        final PlacementOutcome outcome;
        try {
            outcome = placer.place(request);
        } catch (IllegalArgumentException e) {
            chain.placement = null;
            emit(chain, Status.FAILED, "Placement failed: " + e.getMessage(), RunningOn.NONE);
            return;
        } catch (RuntimeException e) {
            LOG.error("Placing chain {} failed", chain.name, e);
            chain.placement = null;
            emit(chain, Status.FAILED, "Placement failed: internal error (" + errorText(e) + "); the chain is not "
                + "placed, and is placed again when the topology or the request changes; report the error in the "
                + "controller's karaf.log", RunningOn.NONE);
            return;
        }
        switch (outcome) {
            case Placed placed -> {
                chain.placement = placed.placement();
                emit(chain, Status.PLACED, why + " on " + describe(placed.placement()), RunningOn.WORKING);
            }
            case Rejected rejection -> {
                chain.placement = null;
                emit(chain, Status.REJECTED, rejectionText(rejection), RunningOn.NONE);
            }
        }
    }

    private @Nullable PlacementRequest placementRequestOf(final Chain chain) {
        final var spec = chain.spec;
        final var analysis = chain.analysis;
        if (spec == null || analysis == null) {
            return null;
        }
        return new PlacementRequest(chain.name, DetourGraphs.withInsertions(analysis.graph(),
            chain.inserted.values()), spec.rateGbps(), spec.maxLatencyMicros(), spec.affinity(), spec.backup());
    }

    private AlertOutcome insert(final Chain chain, final DynamicRule rule) throws InvalidRequestException {
        final var name = rule.detourName();
        final var existing = chain.inserted.get(name);
        if (existing != null) {
            chain.inserted.put(name, existing.alerted());
            emit(chain, chain.status, chain.reason, chain.runningOn);
            return new AlertOutcome(AlertOutcome.Action.ALREADY_INSERTED, name, nodeOf(chain, name));
        }
        chain.inserted.put(name, new InsertedNf(name, requireNonNull(rule.target()), rule.nf(), rule.result(),
            clock.instant(), 1));
        final var before = chain.placement;
        place(chain, "Placed with " + name + " inserted after " + rule.nf());
        if (chain.placement == null) {
            final var why = chain.reason;
            chain.inserted.remove(name);
            place(chain, "Placed");
            if (before != null && chain.placement == null) {
                LOG.warn("Chain {} lost its placement while trying to insert {}", chain.name, name);
            }
            throw new InvalidRequestException("report-nf-alert/result", "Cannot insert " + name + " (type "
                + rule.target() + ") into chain '" + chain.name + "': " + why);
        }
        publishTopology();
        return new AlertOutcome(AlertOutcome.Action.INSERTED, name, nodeOf(chain, name));
    }

    private static @Nullable String nodeOf(final Chain chain, final String nf) {
        final var placement = chain.placement;
        if (placement == null) {
            return null;
        }
        return placement.working().stream().filter(sub -> sub.nfs().contains(nf)).map(SubSfc::node).findFirst()
            .orElse(null);
    }

    private void applyFailure(final Failure failure, final String what) {
        // Phase 1: the failure plan switches the affected chains to their backups
        final var plan = placer.plan(failure);
        final var activated = new HashMap<String, List<String>>();
        for (var activation : plan.activations()) {
            final var chain = chains.get(activation.requestId());
            if (chain == null || chain.placement == null) {
                continue;
            }
            chain.placement = activate(chain.placement, activation.failed(), activation.backup());
            activated.computeIfAbsent(chain.name, k -> new ArrayList<>()).add(activation.failed() + " -> backup "
                + activation.backup() + " on " + activation.node());
        }
        for (var entry : activated.entrySet()) {
            final var chain = chains.get(entry.getKey());
            emit(chain, Status.PLACED, what + ": running on backups (" + String.join(", ", entry.getValue()) + ")",
                RunningOn.BACKUP);
        }
        for (var lost : plan.lost()) {
            final var chain = chains.get(lost.requestId());
            if (chain != null) {
                emit(chain, chain.status, what + ": traffic lost (" + lost.why() + "), re-placing", RunningOn.NONE);
            }
        }
        sink.flush();
        LOG.info("{}: {} sub-SFCs switched to backups, {} hops re-routed, {} chains lost traffic", what,
            plan.activations().size(), plan.reroutedHops().size(), plan.lost().size());

        // Phase 2: restore protection (fresh backups) or re-place what lost its traffic
        final var report = placer.restore(failure);
        final var unprotected = new HashMap<String, Rejected>();
        report.unprotected().forEach(why -> unprotected.put(why.requestId(), why));
        for (var placed : report.replaced()) {
            final var chain = chains.get(placed.requestId());
            if (chain == null) {
                continue;
            }
            chain.placement = placed.placement();
            final boolean onBackup = activated.containsKey(chain.name);
            final var noBackup = unprotected.get(chain.name);
            final String how;
            if (noBackup != null) {
                how = (onBackup ? ": running on former backups" : ": re-placed") + " WITHOUT protection (no fresh "
                    + "backup fits: " + rejectionText(noBackup) + "); ";
                LOG.warn("Chain {} runs unprotected after {}: {}", chain.name, what, rejectionText(noBackup));
            } else {
                how = onBackup ? ": running on former backups, protection restored; " : ": re-placed; ";
            }
            emit(chain, Status.PLACED, what + how + describe(placed.placement()),
                onBackup ? RunningOn.BACKUP : RunningOn.WORKING);
        }
        for (var dropped : report.dropped()) {
            final var chain = chains.get(dropped.requestId());
            if (chain == null) {
                continue;
            }
            chain.placement = null;
            emit(chain, Status.REJECTED, what + " and the chain could not be placed again: "
                + rejectionText(dropped), RunningOn.NONE);
        }
    }

    private static Placement activate(final Placement placement, final String failed, final String backup) {
        final var subs = placement.subSfcs().stream().map(sub -> {
            if (sub.id().equals(failed)) {
                return new SubSfc(sub.id(), sub.role(), sub.protects(), sub.node(), false, sub.nfs(), sub.cpuCores(),
                    sub.memoryMib());
            }
            if (sub.id().equals(backup)) {
                return new SubSfc(sub.id(), sub.role(), sub.protects(), sub.node(), true, sub.nfs(), sub.cpuCores(),
                    sub.memoryMib());
            }
            return sub;
        }).toList();
        return new Placement(placement.requestId(), placement.algorithm(), placement.rateGbps(), subs,
            placement.hops(), placement.latencyMicros(), placement.interNodeGbps(), placement.pathLength());
    }

    private void rebuildPlacer() {
        topology = topologyConfig.withDiscovered(discoveredLinks.values());
        placer = placers.apply(topology, demands);
        downNodes.clear();
        for (var node : topology.nodes()) {
            if (!connected.contains(node.id()) || adminDisabled(node.id())) {
                downNodes.add(node.id());
            }
        }
        // a lost LLDP link that is not configured is simply absent from the new topology
        downLinks.removeIf(key -> topology.links().stream().noneMatch(link -> pairKey(link.a(), link.b()).equals(key)));
        markDown(placer);
        LOG.info("Topology: {} nodes ({} usable), {} links; placing {} chains again", topology.nodes().size(),
            topology.nodes().size() - downNodes.size(), topology.links().size(), chains.size());
        for (var chain : chains.values()) {
            if (chain.analysis != null) {
                place(chain, "Placed");
            } else {
                process(chain);
            }
        }
        publishTopology();
    }

    private void markDown(final Placer target) {
        for (var node : downNodes) {
            target.restore(new Failure.NodeDown(node));
        }
        for (var link : topology.links()) {
            if (downLinks.contains(pairKey(link.a(), link.b()))) {
                target.restore(new Failure.LinkDown(link.a(), link.b()));
            }
        }
    }

    private void retryRejected() {
        for (var chain : chains.values()) {
            if (chain.status == Status.REJECTED && chain.analysis != null) {
                place(chain, "Placed after capacity appeared");
            }
        }
        reprotect();
    }

    /** Chains that run without the backups they asked for (after a failure) get them once there is room. */
    private void reprotect() {
        for (var chain : chains.values()) {
            final var placement = chain.placement;
            final var spec = chain.spec;
            if (placement == null || spec == null || !spec.backup() || !placement.backups().isEmpty()) {
                continue;
            }
            final var reprotected = placer.reprotect(chain.name);
            if (reprotected.isPresent()) {
                final var now = reprotected.orElseThrow();
                chain.placement = now;
                LOG.info("Chain {} is protected again", chain.name);
                emit(chain, Status.PLACED, "Protection restored: " + describe(now), chain.runningOn);
            }
        }
    }

    private Map<String, Link> discoveredPairs() {
        final var pairs = new TreeMap<String, Link>();
        for (var link : discoveredLinks.values()) {
            pairs.putIfAbsent(pairKey(link.a(), link.b()), link);
        }
        return pairs;
    }

    private @Nullable Link inTopology(final Link link) {
        final var key = pairKey(link.a(), link.b());
        return topology.links().stream().filter(candidate -> pairKey(candidate.a(), candidate.b()).equals(key))
            .findFirst().orElse(null);
    }

    private static String pairKey(final String one, final String other) {
        return one.compareTo(other) < 0 ? one + ' ' + other : other + ' ' + one;
    }

    private boolean configured(final String nodeId) {
        return topology.nodes().stream().anyMatch(node -> node.id().equals(nodeId));
    }

    private boolean adminDisabled(final String nodeId) {
        return topologyConfig.disabledNodes().contains(nodeId);
    }

    private static boolean usesAny(final Chain chain, final Set<String> types) {
        final var spec = chain.spec;
        if (spec == null) {
            return true;
        }
        return spec.request().nfs().stream().anyMatch(nf -> types.contains(nf.type()))
            || spec.request().dynamicRules().stream().anyMatch(rule -> rule.action() == DynamicRule.Action.INSERT_NF
                && types.contains(rule.target()));
    }

    private long placedCount() {
        return chains.values().stream().filter(chain -> chain.status == Status.PLACED).count();
    }

    private void emit(final Chain chain, final Status status, final String reason, final RunningOn runningOn) {
        // last-change is when the status (or what runs) last changed, not the last write
        var changed = chain.lastChange;
        if (changed == null || chain.status != status || chain.runningOn != runningOn) {
            changed = clock.instant();
            chain.lastChange = changed;
        }
        chain.status = status;
        chain.reason = reason;
        chain.runningOn = runningOn;
        sink.chainState(new ChainState(chain.name, chain.ids, status, reason, changed, runningOn, chain.analysis,
            chain.placement, List.copyOf(chain.inserted.values())));
    }

    private static String describe(final Placement placement) {
        final var working = placement.working();
        final var nodes = working.stream().map(SubSfc::node).distinct().toList();
        final var text = new StringBuilder().append(nodes.size() == 1 ? "node " : "nodes ")
            .append(String.join(", ", nodes)).append(" (").append(working.size()).append(" working sub-SFC")
            .append(working.size() == 1 ? "" : "s");
        final var backups = placement.backups();
        if (!backups.isEmpty()) {
            text.append(", ").append(backups.size()).append(" backup").append(backups.size() == 1 ? "" : "s")
                .append(" on ").append(backups.stream().map(SubSfc::node).distinct()
                    .collect(Collectors.joining(", ")));
        }
        return text.append(')').toString();
    }

    private static String rejectionText(final Rejected rejection) {
        return switch (rejection.reason()) {
            case DUPLICATE_REQUEST -> "Already placed: ";
            case NO_NODE_CAPACITY -> "No node has the capacity: ";
            case NO_BANDWIDTH -> "No path has the bandwidth: ";
            case LATENCY_SLA -> "The latency SLA cannot be met: ";
            case NO_BACKUP_DOMAIN -> "No room for a backup outside the working sub-SFC's failure domain: ";
        } + rejection.detail();
    }

    private void publishTopology() {
        final var now = clock.instant();
        final var cpu = new HashMap<String, Double>();
        final var memory = new HashMap<String, Long>();
        final var nic = new HashMap<String, Double>();
        final var working = new HashMap<String, Integer>();
        final var backup = new HashMap<String, Integer>();
        final var linkUse = new HashMap<String, Double>();
        for (var chain : chains.values()) {
            final var placement = chain.placement;
            if (placement == null) {
                continue;
            }
            for (var sub : placement.subSfcs()) {
                cpu.merge(sub.node(), sub.cpuCores(), Double::sum);
                memory.merge(sub.node(), sub.memoryMib(), Long::sum);
                if (sub.role() == Role.WORKING) {
                    working.merge(sub.node(), 1, Integer::sum);
                    nic.merge(sub.node(), placement.rateGbps(), Double::sum);
                } else {
                    backup.merge(sub.node(), 1, Integer::sum);
                }
            }
            for (var hop : placement.hops()) {
                for (int i = 1; i < hop.path().size(); i++) {
                    linkUse.merge(pairKey(hop.path().get(i - 1), hop.path().get(i)), hop.bandwidthGbps(),
                        Double::sum);
                }
            }
        }
        final var ids = new TreeMap<String, Boolean>();
        topology.nodes().forEach(node -> ids.put(node.id(), true));
        connected.forEach(id -> ids.putIfAbsent(id, false));
        final var nodes = new ArrayList<NodeState>();
        for (var entry : ids.entrySet()) {
            final var id = entry.getKey();
            final NodeState.Status status;
            final String reason;
            if (!entry.getValue()) {
                status = NodeState.Status.UNCONFIGURED;
                reason = "Connected, but no capacity is configured in openpath-topology";
            } else if (!connected.contains(id)) {
                final var previous = nodeStates.get(id);
                final boolean hosted = previous != null && (previous.status() == NodeState.Status.FAILED
                    || previous.status() == NodeState.Status.CONNECTED && previous.working() + previous.backup() > 0);
                status = hosted ? NodeState.Status.FAILED : NodeState.Status.DISCONNECTED;
                reason = hosted ? "Lost while hosting sub-SFCs; their backups took over"
                    : "Configured, not connected to the controller";
            } else if (adminDisabled(id)) {
                status = NodeState.Status.CONNECTED;
                reason = "Connected; administratively disabled, so placement does not use it";
            } else {
                status = NodeState.Status.CONNECTED;
                reason = "Connected and used by placement";
            }
            final var previous = nodeStates.get(id);
            final var changed = previous == null || previous.status() != status ? now : previous.lastChange();
            nodes.add(new NodeState(id, status, reason, changed, cpu.getOrDefault(id, 0.0),
                memory.getOrDefault(id, 0L), nic.getOrDefault(id, 0.0), working.getOrDefault(id, 0),
                backup.getOrDefault(id, 0)));
        }
        nodeStates.clear();
        nodes.forEach(node -> nodeStates.put(node.nodeId(), node));
        final var links = new ArrayList<LinkState>();
        for (var link : topology.links()) {
            final var key = pairKey(link.a(), link.b());
            links.add(new LinkState(link.a() + "--" + link.b(), link.a(), link.b(), isConfigured(link),
                !downLinks.contains(key), linkUse.getOrDefault(key, 0.0)));
        }
        sink.topologyState(nodes, links);
    }

    private boolean isConfigured(final Link link) {
        return topologyConfig.isConfigured(link);
    }
}
