/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainStatus;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.renderings.ChainRenderingBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.openpath.openflow.ControllerMessage;
import org.openpath.southbound.render.ChainView;
import org.openpath.southbound.render.Fabric;
import org.openpath.southbound.render.FlowSlots;
import org.openpath.southbound.render.PathTags;
import org.openpath.southbound.render.Redirect;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One chain's step in a rendering pass, and the books of what the steps decided: which chains are rendered (and
 * with what), which are placed but cannot be rendered, which failed. A step holds a chain's rules while the
 * orchestrator processes its unchanged request again, removes what a gone or unplaced chain had, reports a chain that
 * cannot be rendered or whose rendering failed, and otherwise installs the chain's new rules make-before-break: the
 * config inventory writes of the rules that changed, what stays until the new rules are confirmed, and the NF
 * messages to send once the writes are committed. Nothing of a step is written unless it completed; one that throws
 * (a defect) leaves the chain reported failed and removes what the renderer held of it.
 *
 * <p>Runs on the renderer's thread only; it is the one writer of these books.
 */
final class ChainStep {
    private static final Logger LOG = LoggerFactory.getLogger(ChainStep.class);

    /**
     * What the renderer's inputs say now.
     */
    interface Inputs {
        /**
         * The chain's state, as the orchestrator wrote it.
         *
         * @param name the chain
         * @return its state, or null if there is none
         */
        @Nullable ServiceChainState state(String name);

        /**
         * What the chain's state says of its placement.
         *
         * @param name the chain
         * @return its placement, read from its state (not placed without a state)
         */
        default ChainViews.Placement placement(final String name) {
            final var state = state(name);
            return state == null ? ChainViews.NotPlaced.INSTANCE : ChainViews.placement(state);
        }

        /**
         * The chain's request, as the operator wrote it.
         *
         * @param name the chain
         * @return its request, or null if there is none
         */
        @Nullable ServiceChain request(String name);

        /**
         * The fabric chains are rendered on.
         *
         * @return the fabric
         */
        Fabric fabric();

        /**
         * A number that changes whenever the fabric does.
         *
         * @return the fabric's version
         */
        long fabricVersion();

        /**
         * The links LLDP discovered, as "a b" both ways.
         *
         * @return the links
         */
        Set<String> discoveredLinks();

        /**
         * The switches connected now.
         *
         * @return their node ids
         */
        Set<String> connected();

        /**
         * What renderings before the renderer's start left in the config inventory.
         *
         * @return their cookie versions
         */
        InventoryVersions startVersions();
    }

    /**
     * Where the reports on chains go.
     */
    interface Reports {
        /**
         * Publishes a report on a chain.
         *
         * @param name the chain
         * @param basis the chain state the report is about
         * @param report the report, without name and generation
         */
        void write(String name, ServiceChainState basis, ChainRenderingBuilder report);

        /**
         * Removes the report on a chain.
         *
         * @param name the chain
         */
        void remove(String name);
    }

    /**
     * A chain whose rules were written in a pass, and the NF messages to send once they are committed.
     *
     * @param chain the chain
     * @param rendered its new rendering, or null if its rules were removed
     * @param phases the NF messages by node, phase after phase
     */
    record Installation(String chain, @Nullable RenderedChain rendered,
            Map<String, List<List<ControllerMessage>>> phases) {
    }

    /**
     * What one step produced: the config inventory writes and the installations to complete once they are committed.
     *
     * @param writes the writes, in order
     * @param installed the installations
     */
    record Result(ChainWrites writes, List<Installation> installed) {
    }

    private final Inputs inputs;
    private final ChainRenderAttempt attempts;
    private final PathTags tags;
    private final ChainRedirects redirects;
    private final LostFlowRewrites rewrites;
    private final GraphSwitches graphSwitches;
    private final ShownReports reports;
    private final Runnable confirmSoon;
    private final Map<String, RenderedChain> rendered = new HashMap<>();
    private final Map<String, String> notRendered = new HashMap<>();
    // chains whose rendering stays while the orchestrator processes their unchanged request again
    private final Set<String> heldForReprocessing = new HashSet<>();
    private final Map<String, FailedRendering> failed = new HashMap<>();
    // the last cookie version each SFC-ID was rendered under: a chain that takes a freed SFC-ID goes on from there, so
    // flows an earlier chain left on a switch that was away never pass for its own
    private final Map<Long, Integer> lastVersions = new HashMap<>();
    private final Map<String, Long> renderedWithFabric = new HashMap<>();
    // chains waiting for a switch to say whether it holds service graphs
    private final Set<String> awaitingProbe = new HashSet<>();
    // the pass's lines on chains rendered and removed
    private final ChainLogLines passLines = new ChainLogLines(LOG);

    /**
     * Creates the step.
     *
     * @param inputs what the renderer's inputs say
     * @param attempts renders and converts one chain
     * @param tags the path tags the chains hold
     * @param redirects the chains' redirects
     * @param rewrites the chains rendered again because switches did not get their flows
     * @param graphSwitches which switches hold service graphs
     * @param reports where reports on chains go
     * @param confirmSoon asks for a confirmation round soon
     */
    @SuppressWarnings("checkstyle:ParameterNumber")
    ChainStep(final Inputs inputs, final ChainRenderAttempt attempts, final PathTags tags,
            final ChainRedirects redirects, final LostFlowRewrites rewrites, final GraphSwitches graphSwitches,
            final ShownReports reports, final Runnable confirmSoon) {
        this.inputs = requireNonNull(inputs);
        this.attempts = requireNonNull(attempts);
        this.tags = requireNonNull(tags);
        this.redirects = requireNonNull(redirects);
        this.rewrites = requireNonNull(rewrites);
        this.graphSwitches = requireNonNull(graphSwitches);
        this.reports = requireNonNull(reports);
        this.confirmSoon = requireNonNull(confirmSoon);
    }

    /**
     * Logs what the steps of a pass did to their chains ({@link ChainLogLines}).
     *
     * @param summary the pass summed up, written instead of the chains' lines when they are many
     */
    void passStepped(final Supplier<String> summary) {
        passLines.flush(summary);
    }

    /**
     * Runs a chain's step. A step that throws (a defect outside the rendering itself) writes nothing of what it did;
     * the chain is reported failed instead, and what the renderer held of it is removed.
     *
     * @param name the chain
     * @return its writes and installations
     */
    @SuppressWarnings("checkstyle:IllegalCatch")
    Result run(final String name) {
        final var before = rendered.get(name);
        try {
            final var writes = new ChainWrites();
            final var installed = new ArrayList<Installation>();
            renderOne(name, writes, installed);
            return new Result(writes, installed);
        } catch (RuntimeException e) {
            LOG.error("Rendering chain {} failed", name, e);
            try {
                final var writes = new ChainWrites();
                final var installed = new ArrayList<Installation>();
                failedUnexpectedly(name, before, e, writes, installed);
                return new Result(writes, installed);
            } catch (RuntimeException again) {
                // the other chains of the pass are still written
                LOG.error("Reporting the failure of chain {} failed too", name, again);
                return new Result(new ChainWrites(), List.of());
            }
        }
    }

    /**
     * The rendered chains.
     *
     * @return an unmodifiable view, by chain name
     */
    Map<String, RenderedChain> rendered() {
        return Collections.unmodifiableMap(rendered);
    }

    /**
     * Why a chain's rendering failed.
     *
     * @param name the chain
     * @return the reason, or null if it did not fail
     */
    @Nullable String failure(final String name) {
        final var failure = failed.get(name);
        return failure == null ? null : failure.reason();
    }

    /**
     * Tells whether a step decided what becomes of a placed chain: rendered, not renderable or failed.
     *
     * @param name the chain
     * @return whether it did
     */
    boolean decided(final String name) {
        return rendered.containsKey(name) || notRendered.containsKey(name) || failed.containsKey(name);
    }

    /**
     * Forgets the renderings of installations whose writes were not committed (they are rendered again from
     * scratch), unless a later step replaced them meanwhile.
     *
     * @param installations the installations
     */
    void notCommitted(final List<Installation> installations) {
        installations.forEach(installation -> rendered.remove(installation.chain(), installation.rendered()));
    }

    /**
     * Takes the chains that waited for a switch to say whether it holds service graphs.
     *
     * @return the chains; none wait any more
     */
    List<String> takeAwaitingProbe() {
        final var chains = List.copyOf(awaitingProbe);
        awaitingProbe.clear();
        return chains;
    }

    /**
     * Reports a rendered chain's status, if the chain still has a state.
     *
     * @param name the chain
     * @param chain its rendering
     */
    void report(final String name, final RenderedChain chain) {
        reports.show(name, chain, () -> inputs.state(name), rendering -> rendered.get(name) == rendering);
    }

    private void renderOne(final String name, final ChainWrites writes, final List<Installation> installed) {
        final var state = inputs.state(name);
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
            gone(name, previous, writes, installed);
            return;
        }
        final var failure = failed.get(name);
        final long fabricVersion = inputs.fabricVersion();
        if (failure != null && failure.sameInputs(state, inputs.request(name), fabricVersion, redirects.of(name))) {
            // reported; our report coming back in the chain's state must not make us fail (and report) again
            return;
        }
        final var request = inputs.request(name);
        final var placement = inputs.placement(name);
        if (request != null && placement instanceof ChainViews.Inconsistent inconsistent) {
            notRenderable(name, state, previous, writes, installed, inconsistent.reason());
            return;
        }
        final Optional<ChainView> view;
        try {
            view = placement instanceof ChainViews.Placed placed ? ChainViews.of(placed, request) : Optional.empty();
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
                report(name, previous);
            }
            return;
        }
        if (graphSwitches.awaiting(view.orElseThrow().subSfcs().stream().map(sub -> sub.node()).toList())) {
            // rendered once the switch says whether it holds service graphs, not with flows first
            awaitingProbe.add(name);
            return;
        }
        final var result = attempts.attempt(view.orElseThrow(), inputs.fabric(), tags, redirects.of(name),
            previous == null ? null : previous.rules,
            previous == null ? inputs.startVersions().goOnFrom(name, view.orElseThrow().sfcId(),
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
     * A chain whose state is gone: its rules and its report go.
     */
    private void gone(final String name, final @Nullable RenderedChain previous, final ChainWrites writes,
            final List<Installation> installed) {
        final boolean reported = notRendered.remove(name) != null | failed.remove(name) != null;
        renderedWithFabric.remove(name);
        redirects.fail(name, "chain '" + name + "' is gone");
        rewrites.forget(name);
        if (previous == null) {
            if (reported) {
                reports.remove(name);
            }
            return;
        }
        reports.remove(name);
        rendered.remove(name);
        tags.release(name);
        final int flows = previous.rules.flows().size();
        final int groups = previous.rules.groups().size();
        passLines.add(name, () -> "is gone: removing its %d flows and %d groups".formatted(flows, groups));
        remove(name, previous, writes, installed);
    }

    /**
     * Tells whether a rendered chain's request is unchanged while the orchestrator processes it again: its state is
     * gone or not placed yet (accepted, analysed). That happens when the orchestrator takes over after a controller
     * restart or a cluster member's loss and rebuilds every chain's state; removing the chain's rules meanwhile would
     * cut its traffic for nothing. A changed or deleted request, or a state that is rejected or failed, ends the hold.
     */
    private boolean reprocessed(final String name, final @Nullable ServiceChainState state,
            final RenderedChain previous) {
        final var request = inputs.request(name);
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
            remove(name, previous, writes, installed);
        }
        if (reason != null && ChainViews.isPlaced(state)) {
            if (!reason.equals(notRendered.put(name, reason))) {
                LOG.info("Chain {} is placed but not rendered: {}", name, reason);
            }
            final var rendering = RenderingReports.notRendered(reason, RenderingReportWriter.now());
            if (!reason.equals(state.getRendering() == null ? null : state.getRendering().getReason())) {
                reports.write(name, state, rendering);
            }
        } else if (notRendered.remove(name) != null || previous != null || wasFailed) {
            reports.remove(name);
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
            remove(name, previous, writes, installed);
        }
        // the attempt released them already; this also covers a failure outside it
        tags.release(name);
        final var reason = failure.reason(previous != null);
        LOG.error("Chain {}: rendering failed: {}", name, reason, failure.cause());
        redirects.fail(name, "chain '" + name + "' could not be rendered: " + reason);
        failed.put(name, new FailedRendering(state.getGeneration(), inputs.request(name), inputs.fabricVersion(),
            redirects.of(name), reason));
        reports.write(name, state, RenderingReports.failed(reason, RenderingReportWriter.now()));
    }

    /**
     * A chain whose step threw outside {@link ChainRenderAttempt} (a defect): what the renderer held of it, before
     * the step and after, is removed from the switches, and the chain is reported failed.
     */
    private void failedUnexpectedly(final String name, final @Nullable RenderedChain before,
            final RuntimeException cause, final ChainWrites writes, final List<Installation> installed) {
        final var after = rendered.remove(name);
        if (after != null && after != before) {
            remove(name, after, writes, installed);
        }
        final var state = inputs.state(name);
        if (state == null) {
            // gone meanwhile: what it held goes, and so does its report
            if (before != null) {
                remove(name, before, writes, installed);
            }
            tags.release(name);
            failed.remove(name);
            notRendered.remove(name);
            reports.remove(name);
            return;
        }
        failed(name, state, before, writes, installed, new ChainRenderAttempt.Failed("rendering chain '" + name
            + "' failed", cause));
    }

    private static void remove(final String name, final RenderedChain chain, final ChainWrites writes,
            final List<Installation> installed) {
        installed.add(new Installation(name, null, RenderingDiff.unbindEverything(chain)));
        RenderingDiff.removals(chain).forEach(writes::delete);
    }

    private void install(final String name, final ChainView view, final ChainRenderAttempt.Ready ready,
            final @Nullable RenderedChain previous, final ChainWrites writes, final List<Installation> installed) {
        notRendered.remove(name);
        failed.remove(name);
        if (previous != null && previous.rules.equals(ready.rules())) {
            // e.g. the fabric changed but not this chain's rules: keep what is installed and being confirmed
            previous.view = view;
            previous.redirects = redirects.of(name);
            previous.request = Optional.ofNullable(inputs.request(name));
            report(name, previous);
            confirmSoon.run();
            return;
        }
        final var installation = ChainInstaller.over(name, view, ready, previous, redirects.of(name),
            Optional.ofNullable(inputs.request(name)), inputs.discoveredLinks(), inputs.connected(), writes);
        final var current = requireNonNull(installation.rendered());
        passLines.add(name, () -> ChainInstaller.describe(current));
        rendered.put(name, current);
        lastVersions.put(view.sfcId(), current.version());
        installed.add(installation);
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
}
