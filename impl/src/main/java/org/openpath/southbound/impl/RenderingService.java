/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.function.Function;
import java.util.stream.Stream;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.binding.api.RpcService;
import org.opendaylight.mdsal.binding.api.WriteTransaction;
import org.opendaylight.mdsal.common.api.CommitInfo;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.yang.types.rev130715.DateAndTime;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.Nodes;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainStatus;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.renderings.ChainRenderingBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopology;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.network.topology.topology.Link;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.concepts.Registration;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.openpath.api.datastore.CommitLogging;
import org.openpath.openflow.ControllerMessage;
import org.openpath.openflow.FlowSpec;
import org.openpath.southbound.render.ChainRenderer;
import org.openpath.southbound.render.ChainRules;
import org.openpath.southbound.render.Fabric;
import org.openpath.southbound.render.FlowSlots;
import org.openpath.southbound.render.NfMessagePhases;
import org.openpath.southbound.render.PathTags;
import org.openpath.southbound.render.Redirect;
import org.openpath.southbound.render.Relocations;
import org.openpath.southbound.render.Retirement;
import org.openpath.statesync.StateRelocation;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The renderer's MD-SAL side: placed chains ({@code service-chain-states}) become flows and groups in the config
 * inventory (OpenFlowPlugin's forwarding rules manager pushes and reconciles them) and NF_BIND / NF-handler rules
 * sent as OpenPATH experimenter messages; once the switches' flow statistics show every flow of the chain's current
 * cookie and every message was acknowledged, the chain's status becomes {@code rendered} with its rule counts.
 *
 * <p>Listeners only enqueue; one thread owns all state. NF messages are sent again to a switch that (re)connects;
 * its flows are reconciled by the forwarding rules manager. Changing a chain rewrites exactly the rules that
 * changed; a changed rule set gets a new cookie version (the low 16 bits), so confirmation never counts stale flows.
 *
 * <p>A chain whose rendering fails (the renderer throws, or a rule does not fit the model it is written in) is
 * reported {@code failed} with the reason, and nothing of that rendering is written: every rule is converted before
 * any goes into the pass's transaction ({@link ChainRenderAttempt}), and each chain's writes join it only once the
 * chain's step completed, so the other chains of the pass still commit. It is tried again when its state, request,
 * the fabric or its redirects change.
 */
public final class RenderingService implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(RenderingService.class);
    // the inventory writes one pass puts in its transaction, about: a transaction of some megabytes breaks the
    // datastore's journal (docs/upstream-issues.md, "A large transaction breaks the shard's journal")
    private static final int PASS_WRITES = 500;
    private static final long MAX_RETRY_PAUSE_S = 30;
    private final DataBroker broker;
    private final RendererTimings timings;
    private final RendererExecutor executor;
    private final NfMessageSender sender;
    private final ChainMessages messages;
    private final ConfirmationLoop confirmation;
    private final SwitchFlowSweep switchSweep;
    private final RenderingReportWriter reports;
    private final SwitchOverSteps switchOverSteps;
    private final Registration inputs;
    private final RedirectRequests redirectRequests;
    private final RedirectCoordinator redirectCoordinator;
    private final Map<String, ServiceChainState> states = new HashMap<>();
    private final Map<String, ServiceChain> requests = new HashMap<>();
    private final Map<String, Link> links = new HashMap<>();
    private final Map<String, RenderedChain> rendered = new HashMap<>();
    private final Map<String, String> notRendered = new HashMap<>();
    // chains whose rendering stays while the orchestrator processes their unchanged request again
    private final Set<String> heldForReprocessing = new HashSet<>();
    private final Map<String, FailedRendering> failed = new HashMap<>();
    private final Set<String> dirty = new LinkedHashSet<>();
    // chains rendered again under a new version because switches did not get their flows
    private final LostFlowRewrites rewrites;
    // the switches connected now (operational inventory)
    private final Set<String> connected = new HashSet<>();
    // which OpenPATH switches hold the chains' service graphs (extension revision 3), and the chains waiting for an
    // answer; probing is off when the renderer is configured without service graphs
    private final GraphSwitches graphSwitches = new GraphSwitches();
    private final Set<String> awaitingProbe = new HashSet<>();
    private final boolean serviceGraphs;
    // the links LLDP discovered, as "a b" both ways, computed again when they change
    private Set<String> linkPairs = Set.of();
    // the last cookie version each SFC-ID was rendered under: a chain that takes a freed SFC-ID goes on from there, so
    // flows an earlier chain left on a switch that was away never pass for its own
    private final Map<Long, Integer> lastVersions = new HashMap<>();
    // what the renderings before the start left in the config inventory; no pass runs before it is read
    private InventoryVersions startVersions = InventoryVersions.NONE;
    private boolean startVersionsRead;
    private final PathTags tags = new PathTags();
    private final SharedRouteFlows routeFlows = new SharedRouteFlows();
    private final ChainRedirects redirects = new ChainRedirects();
    private final ChainRenderAttempt attempts;
    private Optional<OpenpathTopology> topology = Optional.empty();
    private Fabric fabric = FabricBindings.toFabric(null, List.of());
    private long fabricVersion;
    private final Map<String, Long> renderedWithFabric = new HashMap<>();
    private boolean passScheduled;
    private int commitFailures;

    /**
     * Creates the renderer, carrying the state of the NFs a new placement moves through state-sync, and registers
     * its listeners.
     *
     * @param broker the data broker
     * @param nfControl sends OpenPATH messages to switches
     * @param redirectRequests where change-default RPCs ask for their targets' flows
     * @param relocation carries the state of relocated NFs before the traffic switches
     * @param timings how long the renderer waits for what
     * @param rpcs where the switches are asked for their flows (OpenFlowPlugin's direct statistics) and stale flows
     *     are removed from them
     * @param confirmFromSwitches whether the switches are asked for their flows; if not, confirmation reads the flow
     *     statistics OpenFlowPlugin polls into the operational inventory only
     * @param serviceGraphs whether OpenPATH switches that hold service graphs (extension revision 3) get them instead
     *     of flows between a chain's NFs
     */
    @SuppressWarnings("checkstyle:ParameterNumber")
    public RenderingService(final DataBroker broker, final NfControlRpcs nfControl,
            final RedirectRequests redirectRequests, final StateRelocation relocation, final RendererTimings timings,
            final RpcService rpcs, final boolean confirmFromSwitches, final boolean serviceGraphs) {
        this(broker, nfControl, redirectRequests, new ChainRenderAttempt(ChainRenderer::render), relocation, timings,
            confirmFromSwitches ? thread -> new DirectFlowStatistics(rpcs, new FlowStatistics(broker),
                thread.scheduler(), timings.sendTimeout()) : thread -> new FlowStatistics(broker),
            new SwitchFlowRemoval(rpcs), serviceGraphs);
    }

    /**
     * Creates the renderer with its rendering step, state carrier and timings, confirming from the operational
     * inventory's flow statistics, and registers its listeners.
     *
     * @param broker the data broker
     * @param nfControl sends OpenPATH messages to switches
     * @param redirectRequests where change-default RPCs ask for their targets' flows
     * @param attempts renders and converts one chain
     * @param relocation carries the state of relocated NFs before the traffic switches
     * @param timings how long the renderer waits for what
     * @param rpcs where stale flows are removed from the switches
     */
    RenderingService(final DataBroker broker, final NfControlRpcs nfControl, final RedirectRequests redirectRequests,
            final ChainRenderAttempt attempts, final StateRelocation relocation, final RendererTimings timings,
            final RpcService rpcs) {
        this(broker, nfControl, redirectRequests, attempts, relocation, timings,
            thread -> new FlowStatistics(broker), new SwitchFlowRemoval(rpcs), false);
    }

    /**
     * Creates the renderer with its rendering step, state carrier and timings and registers its listeners.
     *
     * @param broker the data broker
     * @param nfControl sends OpenPATH messages to switches
     * @param redirectRequests where change-default RPCs ask for their targets' flows
     * @param attempts renders and converts one chain
     * @param relocation carries the state of relocated NFs before the traffic switches
     * @param timings how long the renderer waits for what
     * @param flowCounts where confirmation learns the switches' flows, made on the renderer's thread
     * @param removal removes stale flows from the switches
     * @param serviceGraphs whether switches that hold service graphs get them
     */
    @SuppressWarnings("checkstyle:ParameterNumber")
    private RenderingService(final DataBroker broker, final NfControlRpcs nfControl,
            final RedirectRequests redirectRequests, final ChainRenderAttempt attempts,
            final StateRelocation relocation, final RendererTimings timings,
            final Function<RendererExecutor, FlowCounts> flowCounts, final SwitchFlowSweep.Removal removal,
            final boolean serviceGraphs) {
        this.serviceGraphs = serviceGraphs;
        this.broker = requireNonNull(broker);
        this.timings = requireNonNull(timings);
        this.attempts = requireNonNull(attempts);
        requireNonNull(nfControl);
        rewrites = new LostFlowRewrites(timings.rewriteQuiet(), timings.rewriteAttempts());
        executor = new RendererExecutor("openpath-renderer-%d");
        sender = new NfMessageSender((node, message) -> nfControl.send(List.of(node), message), executor.scheduler(),
            timings);
        final var parts = new Parts();
        messages = new ChainMessages(sender, executor, parts);
        final var statistics = flowCounts.apply(executor);
        confirmation = new ConfirmationLoop(statistics, routeFlows, rewrites, timings, executor, parts);
        switchSweep = new SwitchFlowSweep(statistics, new ConfiguredFlowCookies(broker), removal, executor,
            timings.sweepRetry());
        reports = new RenderingReportWriter(broker);
        switchOverSteps = new SwitchOverSteps(broker, executor, relocation, timings, parts);
        redirectCoordinator = new RedirectCoordinator(broker, executor, timings, redirects,
            new RedirectCoordinator.Chains() {
                @Override
                public boolean configured(final String chain) {
                    return requests.containsKey(chain);
                }

                @Override
                public @Nullable String failure(final String chain) {
                    final var failure = failed.get(chain);
                    return failure == null ? null : failure.reason();
                }

                @Override
                public @Nullable RenderedChain rendered(final String chain) {
                    return rendered.get(chain);
                }

                @Override
                public boolean renderingPending(final String chain) {
                    return dirty.contains(chain);
                }
            });
        readStartVersions();
        inputs = RendererInputs.register(broker, executor, new Inputs());
        new StaleRuleSweep(broker, executor, timings, new StaleRuleSweep.Owner() {
            @Override
            public long chainsAwaitingRendering() {
                return RenderingService.this.chainsAwaitingRendering();
            }

            @Override
            public List<ChainRules> ownedRules() {
                // the current renderings, what earlier ones still have to retire (a re-rendering's earlier version
                // is under other flow ids, FlowSlots) and every shared route flow's versions in the inventory
                final var owned = new ArrayList<ChainRules>();
                rendered.values().forEach(chain -> {
                    owned.add(chain.rules);
                    owned.add(new ChainRules(chain.rules.chain(), chain.rules.sfcId(), chain.rules.cookie(),
                        chain.retirement.flows(), chain.retirement.groups(), Map.of(), List.of(), List.of()));
                });
                owned.add(new ChainRules("", 0, 0, List.of(), List.of(), Map.of(), List.of(), routeFlows.inConfig()));
                return owned;
            }

            @Override
            public void sweeping() {
                // redirects recorded for chains deleted while the controller was down
                redirects.chains().stream().filter(chain -> !requests.containsKey(chain))
                    .forEach(redirectCoordinator::forget);
            }
        }).start();
        this.redirectRequests = redirectRequests;
        redirectRequests.serve(redirectCoordinator::ensure);
        LOG.info("OpenPATH renderer started");
    }

    @Override
    public void close() {
        redirectRequests.stopServing();
        inputs.close();
        executor.close();
        reports.close();
        LOG.info("OpenPATH renderer stopped");
    }

    /**
     * What the renderer's parts ask of it, on its thread.
     */
    private final class Parts implements ChainMessages.Renderer, SwitchOverSteps.Renderer, ConfirmationLoop.Renderer {
        @Override
        public boolean isCurrent(final String name, final RenderedChain chain) {
            return rendered.get(name) == chain;
        }

        @Override
        public void report(final String name, final RenderedChain chain) {
            writeStatus(name, chain);
        }

        @Override
        public void confirmSoon() {
            confirmation.schedule();
        }

        @Override
        public Map<Redirect, FlowSpec> changeDefaults(final String name, final RenderedChain chain) {
            return redirects.changeDefaults(name, chain.redirects);
        }

        @Override
        public int syncRoutes(final WriteTransaction tx) {
            return RenderingService.this.syncRoutes(tx);
        }

        @Override
        public void send(final String name, final String node, final List<List<ControllerMessage>> phases) {
            messages.send(name, null, node, phases);
        }

        @Override
        public Map<String, RenderedChain> rendered() {
            return Collections.unmodifiableMap(rendered);
        }

        @Override
        public Set<String> connected() {
            return Collections.unmodifiableSet(connected);
        }

        @Override
        public void rewrite(final String name) {
            markDirty(name);
        }

        @Override
        public void retireRouteVersions() {
            final var tx = broker.newWriteOnlyTransaction();
            if (syncRoutes(tx) > 0) {
                commit(tx, "earlier versions of shared route flows");
            } else {
                tx.cancel();
            }
        }

        @Override
        public void carryState(final String name, final RenderedChain chain) {
            switchOverSteps.carryState(name, chain);
        }

        @Override
        public void switchOver(final String name, final RenderedChain chain) {
            switchOverSteps.switchOver(name, chain);
        }

        @Override
        public void retire(final String name, final RenderedChain chain) {
            switchOverSteps.retire(name, chain);
        }

        @Override
        public void settle(final String name, final RenderedChain chain) {
            redirects.settle(name, chain);
        }
    }

    /**
     * What the listeners deliver, applied on the renderer's thread.
     */
    private final class Inputs implements RendererInputs.Receiver {
        @Override
        public void states(final Map<String, Optional<ServiceChainState>> after) {
            after.forEach((name, state) -> {
                if (state.isPresent()) {
                    RenderingService.this.states.put(name, state.orElseThrow());
                } else {
                    RenderingService.this.states.remove(name);
                }
                markDirty(name);
            });
        }

        @Override
        public void requests(final Map<String, Optional<ServiceChain>> after) {
            after.forEach((name, request) -> {
                if (request.isPresent()) {
                    RenderingService.this.requests.put(name, request.orElseThrow());
                } else if (RenderingService.this.requests.remove(name) != null && !redirects.of(name).isEmpty()) {
                    // a chain created again under this name starts without them
                    redirectCoordinator.forget(name);
                }
                markDirty(name);
            });
        }

        @Override
        public void recordedRedirects(final Map<String, Map<Redirect, FlowSpec>> after) {
            after.forEach((name, recorded) -> {
                if (redirects.replace(name, recorded)) {
                    LOG.info("Chain {}: redirect targets {}", name, recorded.keySet());
                    markDirty(name);
                }
            });
        }

        @Override
        public void topology(final Optional<OpenpathTopology> after) {
            RenderingService.this.topology = after;
            fabricChanged();
        }

        @Override
        public void links(final Map<String, Optional<Link>> after) {
            after.forEach((id, link) -> {
                if (link.isPresent()) {
                    RenderingService.this.links.put(id, link.orElseThrow());
                } else {
                    RenderingService.this.links.remove(id);
                }
            });
            linkPairs = RenderingDiff.discoveredLinks(RenderingService.this.links.values());
            fabricChanged();
        }

        @Override
        public void nodes(final List<String> appeared, final List<String> gone) {
            connected.removeAll(gone);
            connected.addAll(appeared);
            rewrites.gone(gone);
            appeared.forEach(RenderingService.this::nodeConnected);
            appeared.forEach(RenderingService.this::probe);
        }
    }

    // --- rendering -----------------------------------------------------------------------------------------------

    private void fabricChanged() {
        final var next = FabricBindings.toFabric(topology.orElse(null), links.values())
            .withGraphNodes(graphSwitches.graphNodes());
        fabricVersion++;
        fabric = next;
        // every chain is rendered again and claims its shared routes afresh
        tags.resetRoutes();
        states.keySet().forEach(this::markDirty);
        // OpenPATH switches the topology names only now
        connected.stream().filter(node -> !graphSwitches.known(node)).sorted().forEach(this::probe);
    }

    /**
     * Asks an OpenPATH switch that connected whether it holds service graphs (extension revision 3): it takes a
     * GRAPH_SET of no vertex for an SFC-ID no chain has, or refuses it.
     */
    private void probe(final String node) {
        if (!serviceGraphs || !fabric.isOpenPath(node) || !graphSwitches.start(node)) {
            return;
        }
        final var answer = sender.sendPhases(node, List.of(List.of(GraphSwitches.PROBE)));
        answer.addListener(() -> executor.submit(() -> probed(node, Futures.getUnchecked(answer))),
            MoreExecutors.directExecutor());
    }

    private void probed(final String node, final List<String> refusals) {
        if (graphSwitches.answered(node, refusals)) {
            if (refusals.isEmpty()) {
                LOG.info("Switch {} holds the chains' service graphs (OpenPATH extension revision 3): its NF handler "
                    + "steers between the NFs of the chains on it", node);
            } else {
                LOG.info("Switch {} does not hold service graphs ({}): flows steer between the NFs of the chains on "
                    + "it (revision 1)", node, refusals);
            }
            fabricChanged();
        }
        awaitingProbe.forEach(this::markDirty);
        awaitingProbe.clear();
    }

    private void markDirty(final String chain) {
        dirty.add(chain);
        if (!passScheduled) {
            passScheduled = true;
            executor.submitLater(this::pass, timings.passDelay());
        }
    }

    private void readStartVersions() {
        final ListenableFuture<Optional<Nodes>> read;
        try (var tx = broker.newReadOnlyTransaction()) {
            read = tx.read(LogicalDatastoreType.CONFIGURATION, DataObjectIdentifier.builder(Nodes.class).build());
        }
        read.addListener(() -> executor.submit(() -> {
            try {
                startVersions = InventoryVersions.of(Futures.getDone(read).orElse(null));
                routeFlows.startFrom(startVersions.routeVersions());
                if (!startVersions.lastVersions().isEmpty()) {
                    LOG.info("The config inventory holds chain flows of {} SFC-IDs from before this start: their "
                        + "chains render under later cookie versions", startVersions.lastVersions().size());
                }
            } catch (ExecutionException e) {
                LOG.warn("Could not read the config inventory's cookie versions: chains render from version 1", e);
            }
            startVersionsRead = true;
            if (!dirty.isEmpty() && !passScheduled) {
                passScheduled = true;
                executor.submitLater(this::pass, timings.passDelay());
            }
        }), MoreExecutors.directExecutor());
    }

    @SuppressWarnings("checkstyle:IllegalCatch")
    private void pass() {
        passScheduled = false;
        if (!startVersionsRead) {
            // the chains stay dirty: the pass runs once the versions are read
            return;
        }
        final var chains = new ArrayList<String>();
        final var tx = broker.newWriteOnlyTransaction();
        final var installed = new ArrayList<Installation>();
        int writes = 0;
        // at most about PASS_WRITES per transaction: the rest waits for the next pass, right after this one
        for (var iterator = dirty.iterator(); iterator.hasNext() && writes < PASS_WRITES; ) {
            final var chain = iterator.next();
            iterator.remove();
            chains.add(chain);
            // a chain's writes and messages join the pass only once its step completed
            var chainWrites = new ChainWrites();
            final var chainInstalled = new ArrayList<Installation>();
            final var before = rendered.get(chain);
            try {
                renderOne(chain, chainWrites, chainInstalled);
            } catch (RuntimeException e) {
                // a defect outside the rendering step: nothing of this step is written, the chain is reported failed
                LOG.error("Rendering chain {} failed", chain, e);
                chainWrites = new ChainWrites();
                chainInstalled.clear();
                try {
                    failedUnexpectedly(chain, before, e, chainWrites, chainInstalled);
                } catch (RuntimeException again) {
                    // the other chains of the pass are still written
                    LOG.error("Reporting the failure of chain {} failed too", chain, again);
                    chainWrites = new ChainWrites();
                    chainInstalled.clear();
                }
            }
            chainWrites.applyTo(tx);
            writes += chainWrites.size();
            installed.addAll(chainInstalled);
        }
        if (!dirty.isEmpty() && !passScheduled) {
            passScheduled = true;
            executor.submitLater(this::pass, timings.passDelay());
        }
        writes += syncRoutes(tx);
        // a redirect whose target already had its flow changes nothing: its RPC may go on now
        redirects.awaited().forEach(chain -> redirects.settle(chain, rendered.get(chain)));
        if (writes == 0) {
            tx.cancel();
            installed.forEach(this::afterCommit);
            return;
        }
        final long start = System.nanoTime();
        final int count = writes;
        tx.commit().addCallback(new FutureCallback<CommitInfo>() {
            @Override
            public void onSuccess(final CommitInfo result) {
                final long millis = (System.nanoTime() - start) / 1_000_000;
                if (millis > 1_000) {
                    LOG.info("Writing {} inventory changes for {} chains took {} ms", count, installed.size(),
                        millis);
                } else {
                    LOG.debug("Rendering wrote {} inventory changes for {} chains in {} ms", count,
                        installed.size(), millis);
                }
                executor.submit(() -> {
                    commitFailures = 0;
                    installed.forEach(RenderingService.this::afterCommit);
                });
            }

            @Override
            public void onFailure(final Throwable cause) {
                executor.submit(() -> {
                    // written again, after a pause that doubles with every failure in a row (the datastore may
                    // refuse every write for a while: no loop of passes that fail at once)
                    commitFailures++;
                    final var pause = Duration.ofSeconds(Math.min(MAX_RETRY_PAUSE_S,
                        1L << Math.min(commitFailures - 1, 5)));
                    LOG.error("Writing {} inventory changes for {} chains failed ({} in a row); rendering them again "
                        + "in {} s", count, installed.size(), commitFailures, pause.toSeconds(), cause);
                    routeFlows.forget();
                    installed.forEach(installation -> {
                        if (rendered.get(installation.chain()) == installation.rendered()) {
                            rendered.remove(installation.chain());
                        }
                    });
                    executor.submitLater(() -> installed.forEach(installation -> markDirty(installation.chain())),
                        pause);
                });
            }
        }, MoreExecutors.directExecutor());
        if (chains.size() > 1) {
            LOG.info("Rendered a batch of {} chain changes ({} inventory writes)", chains.size(), writes);
        }
    }

    /**
     * Writes the shared route flows the rendered chains ride on and deletes those none uses any more.
     */
    private int syncRoutes(final WriteTransaction tx) {
        final var changes = routeFlows.sync(rendered.values().stream().map(chain -> chain.rules).toList(),
            rendered.values().stream().flatMap(chain -> chain.heldRoutes.stream()).toList());
        for (var flow : changes.written()) {
            tx.mergeParentStructurePut(LogicalDatastoreType.CONFIGURATION,
                InventoryRules.flowPath(flow.rule().node(), flow.rule().id()),
                InventoryRules.flow(flow.rule(), flow.cookie()));
        }
        for (var rule : changes.deleted()) {
            tx.delete(LogicalDatastoreType.CONFIGURATION, InventoryRules.flowPath(rule.node(), rule.id()));
        }
        if (changes.size() > 0) {
            LOG.info("Shared routes: {} flows written, {} deleted; {} in use on {} switches", changes.written().size(),
                changes.deleted().size(), routeFlows.size(), routeFlows.countsByNode().size());
        }
        return changes.size();
    }

    /**
     * A chain whose rules were written in this pass, and the NF messages to send once they are committed.
     */
    private record Installation(String chain, @Nullable RenderedChain rendered,
            Map<String, List<List<ControllerMessage>>> phases) {
    }

    private void renderOne(final String name, final ChainWrites writes, final List<Installation> installed) {
        final var state = states.get(name);
        final var previous = rendered.get(name);
        if (previous != null && reprocessed(name, state, previous)) {
            if (heldForReprocessing.add(name)) {
                LOG.info("Chain {}: the orchestrator is processing its unchanged request again ({}); its {} flows and "
                    + "{} groups stay until it is placed again", name, state == null ? "no state yet"
                    : "status " + state.getStatus().getName(), previous.rules.flows().size(),
                    previous.rules.groups().size());
            }
            return;
        }
        heldForReprocessing.remove(name);
        if (state == null) {
            final boolean reported = notRendered.remove(name) != null | failed.remove(name) != null;
            renderedWithFabric.remove(name);
            redirects.fail(name, "chain '" + name + "' is gone");
            rewrites.forget(name);
            if (previous == null) {
                if (reported) {
                    removeRendering(name);
                }
                return;
            }
            removeRendering(name);
            rendered.remove(name);
            tags.release(name);
            LOG.info("Chain {} is gone: removing its {} flows and {} groups", name, previous.rules.flows().size(),
                previous.rules.groups().size());
            installed.add(new Installation(name, null, RenderingDiff.unbindEverything(previous)));
            RenderingDiff.removals(previous).forEach(writes::delete);
            return;
        }
        final var failure = failed.get(name);
        if (failure != null && failure.sameInputs(state, requests.get(name), fabricVersion, redirects.of(name))) {
            // reported; our report coming back in the chain's state must not make us fail (and report) again
            return;
        }
        final Optional<org.openpath.southbound.render.ChainView> view;
        try {
            view = ChainViews.of(state, requests.get(name));
        } catch (IllegalArgumentException e) {
            notRenderable(name, state, previous, writes, installed, e.getMessage());
            return;
        }
        if (view.isEmpty()) {
            // not placed (rejected, failed, or being processed): nothing of it may stay on the switches
            notRenderable(name, state, previous, writes, installed, null);
            return;
        }
        if (previous != null && !rewrites.isDue(name) && previous.view.equals(view.orElseThrow())
                && renderedWithFabric.getOrDefault(name, -1L) == fabricVersion
                && previous.redirects.equals(redirects.of(name))) {
            // the orchestrator rewrote the state (dropping 'rendering'), or our own status write came back
            if (state.getRendering() == null) {
                writeStatus(name, previous);
            }
            return;
        }
        if (graphSwitches.awaiting(view.orElseThrow().subSfcs().stream().map(sub -> sub.node()).toList())) {
            // rendered once the switch says whether it holds service graphs, not with flows first
            awaitingProbe.add(name);
            return;
        }
        final var result = attempts.attempt(view.orElseThrow(), fabric, tags, redirects.of(name),
            previous == null ? null : previous.rules,
            previous == null ? startVersions.goOnFrom(name, view.orElseThrow().sfcId(),
                lastVersions.getOrDefault(view.orElseThrow().sfcId(), 0)) : previous.version(),
            rewrites.take(name), previous == null ? Set.of() : FlowSlots.slotsOf(previous.retirement.flows()));
        renderedWithFabric.put(name, fabricVersion);
        switch (result) {
            case ChainRenderAttempt.NotRenderable why ->
                notRenderable(name, state, previous, writes, installed, why.reason());
            case ChainRenderAttempt.Failed why -> failed(name, state, previous, writes, installed, why);
            case ChainRenderAttempt.Ready ready -> install(name, view.orElseThrow(), ready, previous, writes,
                installed);
        }
    }

    /**
     * Tells whether a rendered chain's request is unchanged while the orchestrator processes it again: its state is
     * gone or not placed yet (accepted, analysed). That happens when the orchestrator takes over after a controller
     * restart or a cluster member's loss and rebuilds every chain's state; removing the chain's rules meanwhile would
     * cut its traffic for nothing. A changed or deleted request, or a state that is rejected or failed, ends the hold.
     */
    private boolean reprocessed(final String name, final @Nullable ServiceChainState state,
            final RenderedChain previous) {
        final var request = requests.get(name);
        if (request == null || !previous.request.equals(Optional.of(request))) {
            return false;
        }
        return state == null || state.getStatus() == ChainStatus.Accepted || state.getStatus() == ChainStatus.Analysed;
    }

    private void notRenderable(final String name, final ServiceChainState state,
            final @Nullable RenderedChain previous, final ChainWrites writes, final List<Installation> installed,
            final @Nullable String reason) {
        redirects.release(name);
        final boolean wasFailed = failed.remove(name) != null;
        if (previous != null) {
            rendered.remove(name);
            tags.release(name);
            installed.add(new Installation(name, null, RenderingDiff.unbindEverything(previous)));
            RenderingDiff.removals(previous).forEach(writes::delete);
        }
        if (reason != null && ChainViews.isPlaced(state)) {
            if (!reason.equals(notRendered.put(name, reason))) {
                LOG.info("Chain {} is placed but not rendered: {}", name, reason);
            }
            final var rendering = RenderingReports.notRendered(reason, now());
            if (!reason.equals(state.getRendering() == null ? null : state.getRendering().getReason())) {
                writeRendering(name, state, rendering);
            }
        } else if (notRendered.remove(name) != null || previous != null || wasFailed) {
            removeRendering(name);
        }
    }

    /**
     * A chain whose rendering failed: its previous rules (if any) are removed, nothing of the failed rendering is
     * written, and the failure is reported until its inputs change.
     */
    private void failed(final String name, final ServiceChainState state, final @Nullable RenderedChain previous,
            final ChainWrites writes, final List<Installation> installed, final ChainRenderAttempt.Failed failure) {
        notRendered.remove(name);
        if (previous != null) {
            rendered.remove(name);
            installed.add(new Installation(name, null, RenderingDiff.unbindEverything(previous)));
            RenderingDiff.removals(previous).forEach(writes::delete);
        }
        // the attempt released them already; this also covers a failure outside it
        tags.release(name);
        final var reason = failure.reason(previous != null);
        LOG.error("Chain {}: rendering failed: {}", name, reason, failure.cause());
        redirects.fail(name, "chain '" + name + "' could not be rendered: " + reason);
        failed.put(name, new FailedRendering(state.getGeneration(), requests.get(name), fabricVersion,
            redirects.of(name), reason));
        writeRendering(name, state, RenderingReports.failed(reason, now()));
    }

    /**
     * A chain whose step threw outside {@link ChainRenderAttempt} (a defect): what the renderer held of it, before
     * the step and after, is removed from the switches, and the chain is reported failed.
     */
    private void failedUnexpectedly(final String name, final @Nullable RenderedChain before,
            final RuntimeException cause, final ChainWrites writes, final List<Installation> installed) {
        final var after = rendered.remove(name);
        if (after != null && after != before) {
            installed.add(new Installation(name, null, RenderingDiff.unbindEverything(after)));
            RenderingDiff.removals(after).forEach(writes::delete);
        }
        final var state = states.get(name);
        if (state == null) {
            // gone meanwhile: what it held goes, and so does its report
            if (before != null) {
                installed.add(new Installation(name, null, RenderingDiff.unbindEverything(before)));
                RenderingDiff.removals(before).forEach(writes::delete);
            }
            tags.release(name);
            failed.remove(name);
            notRendered.remove(name);
            removeRendering(name);
            return;
        }
        failed(name, state, before, writes, installed, new ChainRenderAttempt.Failed("rendering chain '" + name
            + "' failed", cause));
    }

    private void install(final String name, final org.openpath.southbound.render.ChainView view,
            final ChainRenderAttempt.Ready ready, final @Nullable RenderedChain previous, final ChainWrites writes,
            final List<Installation> installed) {
        notRendered.remove(name);
        failed.remove(name);
        final var rules = ready.rules();
        final long cookie = ready.cookie();
        if (previous != null && previous.rules.equals(rules)) {
            // e.g. the fabric changed but not this chain's rules: keep what is installed and being confirmed
            previous.view = view;
            previous.redirects = redirects.of(name);
            previous.request = Optional.ofNullable(requests.get(name));
            writeStatus(name, previous);
            confirmation.schedule();
            return;
        }
        final var current = new RenderedChain(view, rules, cookie, System.nanoTime());
        current.redirects = redirects.of(name);
        current.request = Optional.ofNullable(requests.get(name));
        rendered.put(name, current);
        lastVersions.put(view.sfcId(), current.version());
        // make-before-break: what the earlier renderings have and this one has not stays until this one is confirmed
        final var pending = previous == null ? Retirement.NONE : previous.retirement;
        current.retirement = Retirement.between(previous == null ? null : previous.rules, pending, rules);
        if (previous != null) {
            current.heldRoutes = Stream.concat(previous.heldRoutes.stream(), previous.rules.routes().stream())
                .distinct().toList();
        }
        final var discovered = linkPairs;
        current.linksUsed = RenderingDiff.linksOf(rules, discovered);
        final boolean oldPathUp = previous != null && RenderingDiff.pathUp(previous.rules, previous.linksUsed,
            connected, discovered);
        // a protected rendering's fast-failover groups carry its packets over the detour when its path breaks: the new
        // path still goes in before the traffic is switched over to it
        final boolean oldPathCarries = oldPathUp || previous != null && RenderingDiff.protectedAround(previous.rules);
        final var plan = RenderingDiff.plan(previous == null ? null : previous.rules, pending, rules,
            oldPathCarries);
        plan.groups().forEach(i -> writes.put(InventoryRules.groupPath(rules.groups().get(i).node(),
            rules.groups().get(i).groupId()), ready.groups().get(i)));
        plan.flows().forEach(i -> writes.put(InventoryRules.flowPath(rules.flows().get(i).node(),
            rules.flows().get(i).id()), ready.flows().get(i)));
        final var heldBack = plan.heldBack().stream().map(i -> new RenderedChain.SwitchOverFlow(rules.flows().get(i),
            ready.flows().get(i))).toList();
        if (!heldBack.isEmpty()) {
            current.holdBack(heldBack);
        }
        if (previous != null) {
            final var relocated = Relocations.between(previous.view, view);
            if (!heldBack.isEmpty() && oldPathUp) {
                // their state goes along once the new nodes have them bound, before the traffic switches
                current.relocations = relocated;
            } else if (!relocated.isEmpty()) {
                final var nfs = relocated.stream().map(StateRelocation.Relocation::nf).toList();
                final var why = oldPathUp ? "the traffic switches in one step" : "the old path is broken";
                LOG.info("Chain {}: {} run on other nodes now, but {}: their state is not carried", name, nfs, why);
            }
        }
        installed.add(new Installation(name, current, RenderingDiff.unbindFirst(pending.rebound(rules),
            NfMessagePhases.between(previous == null ? null : previous.rules, rules))));
        LOG.info("Rendering chain {} (SFC-ID {}, cookie {}): {} flows and {} groups on {}, {} NF-handler rules, "
            + "{} path tags", name, rules.sfcId(), Long.toHexString(cookie), rules.flows().size(),
            rules.groups().size(), rules.nodes(), rules.nodes().stream().mapToInt(rules::handlerRulesOf).sum(),
            rules.segments().size());
    }

    /**
     * A failed rendering and what it was made from: the chain's state generation, its request, the fabric and its
     * redirects. While they stay the same the chain is not rendered again (it would fail the same way, and its report
     * coming back in the chain's state would start it over).
     */
    private record FailedRendering(@Nullable Uint64 generation, @Nullable ServiceChain request, long fabricVersion,
            Set<Redirect> redirects, String reason) {
        boolean sameInputs(final ServiceChainState state, final @Nullable ServiceChain currentRequest,
                final long currentFabric, final Set<Redirect> currentRedirects) {
            return Objects.equals(generation, state.getGeneration()) && Objects.equals(request, currentRequest)
                && fabricVersion == currentFabric && redirects.equals(currentRedirects);
        }
    }

    // --- NF manager messages -------------------------------------------------------------------------------------

    private void afterCommit(final Installation installation) {
        final var current = installation.rendered();
        if (current != null && rendered.get(installation.chain()) != current) {
            // superseded while the write was in flight
            return;
        }
        if (current != null) {
            current.timeline.written(System.nanoTime());
            writeStatus(installation.chain(), current);
        }
        installation.phases().forEach((node, phases) -> messages.send(installation.chain(), current, node, phases));
        confirmation.schedule();
    }

    private void nodeConnected(final String node) {
        routeFlows.unconfirm(node);
        // what was deleted while it was away is still on it
        switchSweep.connected(node);
        for (var entry : rendered.entrySet()) {
            final var chain = entry.getValue();
            if (chain.state == RenderedChain.State.CONFIRMED && (chain.rules.nodes().contains(node)
                    || chain.rules.routes().stream().anyMatch(route -> route.node().equals(node)))) {
                // a switch that (re)connects may have lost its tables: the chain is rendered again only once its
                // statistics show the rules back (the forwarding rules manager reconciles them)
                chain.state = RenderedChain.State.PENDING;
                chain.confirmedNodes.remove(node);
                LOG.info("Switch {} connected: chain {} waits for its rules there to be confirmed again", node,
                    entry.getKey());
                writeStatus(entry.getKey(), chain);
                confirmation.schedule();
            }
            messages.sendAgain(entry.getKey(), chain, node);
        }
    }

    // --- status --------------------------------------------------------------------------------------------------

    private void writeStatus(final String name, final RenderedChain chain) {
        final var state = states.get(name);
        if (state == null) {
            return;
        }
        final var rendering = RenderingReports.of(chain, now());
        writeRendering(name, state, rendering);
    }

    private void writeRendering(final String name, final ServiceChainState basis, final ChainRenderingBuilder report) {
        reports.write(name, basis, report);
    }

    private void removeRendering(final String name) {
        reports.remove(name);
    }

    private static void commit(final WriteTransaction tx, final String what) {
        CommitLogging.log(tx.commit(), LOG, what);
    }

    private static DateAndTime now() {
        return RenderingReportWriter.now();
    }

    // --- stale rules ---------------------------------------------------------------------------------------------

    /**
     * Chains the orchestrator has not placed yet, or placed ones this renderer has not rendered (or refused, or failed
     * to render).
     */
    private long chainsAwaitingRendering() {
        return requests.keySet().stream().filter(name -> {
            final var state = states.get(name);
            return state == null || state.getPlacement() != null && !rendered.containsKey(name)
                && !notRendered.containsKey(name) && !failed.containsKey(name);
        }).count();
    }
}
