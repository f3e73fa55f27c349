/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.function.Function;
import java.util.function.Supplier;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.binding.api.RpcService;
import org.opendaylight.mdsal.binding.api.WriteTransaction;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.Nodes;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopology;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.network.topology.topology.Link;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.concepts.Registration;
import org.openpath.api.datastore.CommitLogging;
import org.openpath.openflow.ControllerMessage;
import org.openpath.openflow.FlowSpec;
import org.openpath.southbound.render.ChainRenderer;
import org.openpath.southbound.render.ChainRules;
import org.openpath.southbound.render.PathTags;
import org.openpath.southbound.render.Redirect;
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
    private final DataBroker broker;
    private final RendererTimings timings;
    private final RendererExecutor executor;
    private final NfMessageSender sender;
    private final ChainMessages messages;
    private final ConfirmationLoop confirmation;
    private final SwitchFlowSweep switchSweep;
    private final RenderingReportWriter reports;
    private final PassWriter passWriter;
    private final SwitchOverSteps switchOverSteps;
    private final Registration listeners;
    private final RedirectRequests redirectRequests;
    private final RedirectCoordinator redirectCoordinator;
    private final RenderingInputs inputs = new RenderingInputs();
    // chains rendered again under a new version because switches did not get their flows
    private final LostFlowRewrites rewrites;
    // which OpenPATH switches hold the chains' service graphs (extension revision 3), and the chains waiting for an
    // answer; probing is off when the renderer is configured without service graphs
    private final GraphSwitches graphSwitches = new GraphSwitches();
    private final boolean serviceGraphs;
    private final PathTags tags = new PathTags();
    private final SharedRouteFlows routeFlows = new SharedRouteFlows();
    private final ChainRedirects redirects = new ChainRedirects();
    private final ChainStep steps;
    private final RenderingPass passes;

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
        requireNonNull(attempts);
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
        final var pendingReportDelay = timings.pendingReportDelay();
        steps = new ChainStep(inputs, attempts, tags, redirects, rewrites, graphSwitches,
            new ShownReports(reports, pendingReportDelay.isZero() ? Runnable::run
                : task -> executor.submitLater(task, pendingReportDelay)), confirmation::schedule);
        passWriter = new PassWriter(broker::newWriteOnlyTransaction);
        passes = new RenderingPass(passWriter::newTransaction, executor, timings.passDelay(),
            RenderingPass.PASS_WRITES, new PassChains());
        switchOverSteps = new SwitchOverSteps(broker, executor, relocation, timings, parts);
        redirectCoordinator = new RedirectCoordinator(broker, executor, timings, redirects,
            new RedirectCoordinator.Chains() {
                @Override
                public boolean configured(final String chain) {
                    return inputs.configured(chain);
                }

                @Override
                public @Nullable String failure(final String chain) {
                    return steps.failure(chain);
                }

                @Override
                public @Nullable RenderedChain rendered(final String chain) {
                    return steps.rendered().get(chain);
                }

                @Override
                public boolean renderingPending(final String chain) {
                    return passes.pending(chain);
                }
            });
        readStartVersions();
        listeners = RendererInputs.register(broker, executor, new Listeners());
        new StaleRuleSweep(broker, executor, timings, new StaleRuleSweep.Owner() {
            @Override
            public long chainsAwaitingRendering() {
                return inputs.awaitingRendering(steps::decided);
            }

            @Override
            public List<ChainRules> ownedRules() {
                // the current renderings, what earlier ones still have to retire (a re-rendering's earlier version
                // is under other flow ids, FlowSlots) and every shared route flow's versions in the inventory
                final var owned = new ArrayList<ChainRules>();
                steps.rendered().values().forEach(chain -> {
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
                redirects.chains().stream().filter(chain -> !inputs.configured(chain))
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
        listeners.close();
        executor.close();
        passWriter.close();
        reports.close();
        LOG.info("OpenPATH renderer stopped");
    }

    /**
     * What the renderer's parts ask of it, on its thread.
     */
    private final class Parts implements ChainMessages.Renderer, SwitchOverSteps.Renderer, ConfirmationLoop.Renderer {
        @Override
        public boolean isCurrent(final String name, final RenderedChain chain) {
            return steps.rendered().get(name) == chain;
        }

        @Override
        public void report(final String name, final RenderedChain chain) {
            steps.report(name, chain);
        }

        @Override
        public void confirmSoon() {
            confirmation.schedule();
        }

        @Override
        public void messagesAnswered(final String name, final RenderedChain chain) {
            confirmation.messagesAnswered(name, chain);
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
            return steps.rendered();
        }

        @Override
        public Set<String> connected() {
            return inputs.connected();
        }

        @Override
        public void rewrite(final String name) {
            markDirty(name);
        }

        @Override
        public void retireRouteVersions() {
            // after the passes' writes, as theirs: the versions retired here are the ones the passes replaced
            final var tx = passWriter.newTransaction();
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
    private final class Listeners implements RendererInputs.Receiver {
        @Override
        public void states(final Map<String, Optional<ServiceChainState>> after,
                final Map<String, ChainViews.Placement> placements, final Set<String> reportsOnly) {
            after.forEach((name, state) -> {
                if (reportsOnly.contains(name) && state.isPresent()) {
                    inputs.takeReport(name, state.orElseThrow());
                } else {
                    inputs.takeState(name, state, placements.get(name));
                    markDirty(name);
                }
            });
        }

        @Override
        public void requests(final Map<String, Optional<ServiceChain>> after) {
            after.forEach((name, request) -> {
                if (inputs.takeRequest(name, request) && !redirects.of(name).isEmpty()) {
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
            inputs.topology(after);
            fabricChanged();
        }

        @Override
        public void links(final Map<String, Optional<Link>> after) {
            inputs.links(after);
            fabricChanged();
        }

        @Override
        public void nodes(final List<String> appeared, final List<String> gone) {
            inputs.nodes(appeared, gone);
            rewrites.gone(gone);
            appeared.forEach(RenderingService.this::nodeConnected);
            appeared.forEach(RenderingService.this::probe);
        }
    }

    /**
     * What the renderer's passes do with the chains.
     */
    private final class PassChains implements RenderingPass.Chains {
        @Override
        public boolean ready() {
            // no pass runs before the config inventory's cookie versions are read
            return inputs.startVersionsRead();
        }

        @Override
        public ChainStep.Result step(final String chain) {
            return steps.run(chain);
        }

        @Override
        public int finish(final WriteTransaction tx) {
            final int writes = syncRoutes(tx);
            // a redirect whose target already had its flow changes nothing: its RPC may go on now
            redirects.awaited().forEach(chain -> redirects.settle(chain, steps.rendered().get(chain)));
            return writes;
        }

        @Override
        public void stepped(final Supplier<String> summary) {
            steps.passStepped(summary);
        }

        @Override
        public void committed(final List<ChainStep.Installation> installed) {
            installed.forEach(RenderingService.this::afterCommit);
        }

        @Override
        public void notCommitted(final List<ChainStep.Installation> installed) {
            routeFlows.forget();
            steps.notCommitted(installed);
        }
    }

    // --- rendering -----------------------------------------------------------------------------------------------

    private void fabricChanged() {
        inputs.refreshFabric(graphSwitches.graphNodes());
        // every chain is rendered again and claims its shared routes afresh
        tags.resetRoutes();
        inputs.chainsWithState().forEach(this::markDirty);
        // OpenPATH switches the topology names only now
        inputs.connected().stream().filter(node -> !graphSwitches.known(node)).sorted().forEach(this::probe);
    }

    /**
     * Asks an OpenPATH switch that connected whether it holds service graphs (extension revision 3): it takes a
     * GRAPH_SET of no vertex for an SFC-ID no chain has, or refuses it.
     */
    private void probe(final String node) {
        if (!serviceGraphs || !inputs.fabric().isOpenPath(node) || !graphSwitches.start(node)) {
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
        steps.takeAwaitingProbe().forEach(this::markDirty);
    }

    private void markDirty(final String chain) {
        passes.markDirty(chain);
    }

    private void readStartVersions() {
        final ListenableFuture<Optional<Nodes>> read;
        try (var tx = broker.newReadOnlyTransaction()) {
            read = tx.read(LogicalDatastoreType.CONFIGURATION, DataObjectIdentifier.builder(Nodes.class).build());
        }
        read.addListener(() -> executor.submit(() -> {
            var versions = InventoryVersions.NONE;
            try {
                versions = InventoryVersions.of(Futures.getDone(read).orElse(null));
                routeFlows.startFrom(versions.routeVersions());
                if (!versions.lastVersions().isEmpty()) {
                    LOG.info("The config inventory holds chain flows of {} SFC-IDs from before this start: their "
                        + "chains render under later cookie versions", versions.lastVersions().size());
                }
            } catch (ExecutionException e) {
                LOG.warn("Could not read the config inventory's cookie versions: chains render from version 1", e);
            }
            inputs.takeStartVersions(versions);
            passes.resume();
        }), MoreExecutors.directExecutor());
    }

    /**
     * Writes the shared route flows the rendered chains ride on and deletes those none uses any more.
     */
    private int syncRoutes(final WriteTransaction tx) {
        final var rendered = steps.rendered().values();
        final var changes = routeFlows.sync(rendered.stream().map(chain -> chain.rules).toList(),
            rendered.stream().flatMap(chain -> chain.heldRoutes.stream()).toList());
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

    // --- NF manager messages -------------------------------------------------------------------------------------

    private void afterCommit(final ChainStep.Installation installation) {
        final var current = installation.rendered();
        if (current != null && steps.rendered().get(installation.chain()) != current) {
            // superseded while the write was in flight
            return;
        }
        if (current != null) {
            current.timeline.written(System.nanoTime());
            steps.report(installation.chain(), current);
        }
        installation.phases().forEach((node, phases) -> messages.send(installation.chain(), current, node, phases));
        confirmation.schedule();
    }

    private void nodeConnected(final String node) {
        routeFlows.unconfirm(node);
        // what was deleted while it was away is still on it
        switchSweep.connected(node);
        for (var entry : steps.rendered().entrySet()) {
            final var chain = entry.getValue();
            if (chain.state == RenderedChain.State.CONFIRMED && (chain.rules.nodes().contains(node)
                    || chain.rules.routes().stream().anyMatch(route -> route.node().equals(node)))) {
                // a switch that (re)connects may have lost its tables: the chain is rendered again only once its
                // statistics show the rules back (the forwarding rules manager reconciles them)
                chain.state = RenderedChain.State.PENDING;
                chain.confirmedNodes.remove(node);
                LOG.info("Switch {} connected: chain {} waits for its rules there to be confirmed again", node,
                    entry.getKey());
                steps.report(entry.getKey(), chain);
                confirmation.schedule();
            }
            messages.sendAgain(entry.getKey(), chain, node);
        }
    }

    private static void commit(final WriteTransaction tx, final String what) {
        CommitLogging.log(tx.commit(), LOG, what);
    }
}
