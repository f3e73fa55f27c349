/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import java.util.HashSet;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.renderings.ChainRenderingBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;

/**
 * The renderer's reports on its chains, knowing which chains a report shows. A chain no report shows yet (rendered for
 * the first time) keeps the orchestrator's {@code placed} until it is confirmed, and is shown pending only if the
 * pending-report delay passes first: most chains are confirmed within it, and a thousand new chains' pending reports
 * were a thousand report writes and state updates more on the datastore while the CPU was what the batch waited for
 * (2026-11-29). A chain a report shows already is shown pending at once: its state must not go on saying it is
 * rendered while it waits for its new rules. Every other report goes out at once.
 *
 * <p>Runs on the renderer's thread only.
 */
final class ShownReports implements ChainStep.Reports {
    private final ChainStep.Reports reports;
    private final Consumer<Runnable> pendingReportDelay;
    private final Set<String> shown = new HashSet<>();

    /**
     * Creates the reports.
     *
     * @param reports where they are written
     * @param pendingReportDelay runs a task on the renderer's thread once the pending-report delay has passed (or at
     *     once, without a delay)
     */
    ShownReports(final ChainStep.Reports reports, final Consumer<Runnable> pendingReportDelay) {
        this.reports = requireNonNull(reports);
        this.pendingReportDelay = requireNonNull(pendingReportDelay);
    }

    /**
     * Shows a chain's rendering: at once, or, if it is pending and no report shows the chain yet, once the delay has
     * passed, if it is still the chain's rendering and still pending then.
     *
     * @param name the chain
     * @param chain its rendering
     * @param state the chain's state now, {@code null} without one (asked again after the delay)
     * @param current tells whether a rendering is still the chain's (asked after the delay)
     */
    void show(final String name, final RenderedChain chain, final Supplier<@Nullable ServiceChainState> state,
            final Predicate<RenderedChain> current) {
        final var now = state.get();
        if (now == null) {
            return;
        }
        if (chain.state != RenderedChain.State.PENDING || shown.contains(name)) {
            write(name, now, RenderingReports.of(chain, RenderingReportWriter.now()));
            return;
        }
        if (!chain.pendingReportDelayed) {
            chain.pendingReportDelayed = true;
            pendingReportDelay.accept(() -> {
                chain.pendingReportDelayed = false;
                final var later = state.get();
                if (later != null && current.test(chain) && chain.state == RenderedChain.State.PENDING) {
                    write(name, later, RenderingReports.of(chain, RenderingReportWriter.now()));
                }
            });
        }
    }

    @Override
    public void write(final String name, final ServiceChainState basis, final ChainRenderingBuilder report) {
        shown.add(name);
        reports.write(name, basis, report);
    }

    @Override
    public void remove(final String name) {
        shown.remove(name);
        reports.remove(name);
    }
}
