/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openpath.southbound.impl.PlacedChains.NODE;
import static org.openpath.southbound.impl.PlacedChains.placed;
import static org.openpath.southbound.impl.PlacedChains.request;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jdt.annotation.Nullable;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainStatus;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.renderings.ChainRenderingBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.EgressBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainStateBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainBuilder;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.openpath.openflow.NfBind;
import org.openpath.southbound.render.ChainRenderer;
import org.openpath.southbound.render.Fabric;
import org.openpath.southbound.render.PathTags;

/**
 * One chain's step in a rendering pass, alone: what it writes, installs and reports for a chain that is placed,
 * unchanged, gone, processed again, failing, or whose step throws; and how it forgets a rendering that was not
 * committed. The chain is a firewall on {@value PlacedChains#NODE}; its flow ids start with its name.
 */
class ChainStepTest {
    private static final String CHAIN = "good";
    private static final Fabric FABRIC = new Fabric(Set.of(NODE), Map.of());

    private final Map<String, ServiceChainState> states = new HashMap<>();
    private final Map<String, ServiceChain> requests = new HashMap<>();
    // "write <chain> <state>" and "remove <chain>", in order
    private final List<String> reports = new ArrayList<>();
    private final AtomicInteger renderings = new AtomicInteger();
    private final AtomicInteger confirmations = new AtomicInteger();
    // the tasks waiting for the pending-report delay, run by the test
    private final List<Runnable> delayed = new ArrayList<>();
    private final PathTags tags = new PathTags();
    private boolean rendererFails;
    private @Nullable RuntimeException linksFailure;

    private final ChainStep step = new ChainStep(new ChainStep.Inputs() {
        @Override
        public @Nullable ServiceChainState state(final String name) {
            return states.get(name);
        }

        @Override
        public @Nullable ServiceChain request(final String name) {
            return requests.get(name);
        }

        @Override
        public Fabric fabric() {
            return FABRIC;
        }

        @Override
        public long fabricVersion() {
            return 1;
        }

        @Override
        public Set<String> discoveredLinks() {
            final var failure = linksFailure;
            if (failure != null) {
                linksFailure = null;
                throw failure;
            }
            return Set.of();
        }

        @Override
        public Set<String> connected() {
            return Set.of(NODE);
        }

        @Override
        public InventoryVersions startVersions() {
            return InventoryVersions.NONE;
        }
    }, new ChainRenderAttempt((chain, fabric, pathTags, redirects) -> {
        renderings.incrementAndGet();
        if (rendererFails) {
            throw new IllegalStateException("renderer defect (test)");
        }
        return ChainRenderer.render(chain, fabric, pathTags, redirects);
    }), tags, new ChainRedirects(), new LostFlowRewrites(Duration.ofSeconds(5), 3), new GraphSwitches(),
        new ShownReports(new ChainStep.Reports() {
            @Override
            public void write(final String name, final ServiceChainState basis, final ChainRenderingBuilder report) {
                reports.add("write " + name + " " + report.getState().getName());
            }

            @Override
            public void remove(final String name) {
                reports.add("remove " + name);
            }
        }, delayed::add), confirmations::incrementAndGet);

    @Test
    void aPlacedChainHasEveryRuleWrittenAndItsNfBoundOnceTheWritesAreCommitted() {
        place(placed(CHAIN, 1));
        final var result = step.run(CHAIN);
        final var writes = applied(result);

        final var rendered = step.rendered().get(CHAIN);
        assertNotNull(rendered);
        assertTrue(rendered.rules.flows().stream().anyMatch(flow -> flow.node().equals(NODE)
            && flow.id().equals(CHAIN + ":classifier")), () -> "the classifier: " + rendered.rules.flows());
        assertEquals(rendered.rules.flows().size() + rendered.rules.groups().size(), writes.puts().size(),
            "every flow and group of the rendering is written, once");
        assertTrue(writes.puts().stream().allMatch(path -> path.contains(NODE)), () -> writes.puts().toString());
        assertEquals(List.of(), writes.deletes());
        assertEquals(1, result.installed().size());
        final var installation = result.installed().get(0);
        assertSame(rendered, installation.rendered());
        assertTrue(installation.phases().get(NODE).stream().flatMap(List::stream)
            .anyMatch(message -> message instanceof NfBind bind && bind.nfName().equals("fw") && bind.sfcId() == 1),
            () -> "the firewall is bound: " + installation.phases());
        assertEquals(List.of(), reports, "nothing is reported before the writes are committed");
        assertTrue(step.decided(CHAIN));
    }

    @Test
    void aChainWhoseInputsDidNotChangeWritesNothing() {
        place(placed(CHAIN, 1));
        step.run(CHAIN);
        final var first = step.rendered().get(CHAIN);

        final var again = step.run(CHAIN);

        assertEquals(0, again.writes().size());
        assertEquals(List.of(), again.installed());
        assertSame(first, step.rendered().get(CHAIN));
        assertEquals(1, renderings.get(), "not rendered again");
    }

    @Test
    void aGoneChainHasWhatWasWrittenDeletedItsNfUnboundAndItsReportRemoved() {
        place(placed(CHAIN, 1));
        final var written = applied(step.run(CHAIN)).puts();
        // deleted by the operator: request and state go (a state gone alone is the orchestrator processing it again)
        requests.remove(CHAIN);
        states.remove(CHAIN);

        final var result = step.run(CHAIN);
        final var writes = applied(result);

        assertEquals(Set.copyOf(written), Set.copyOf(writes.deletes()), "exactly what was written goes");
        assertEquals(written.size(), writes.deletes().size());
        assertEquals(List.of(), writes.puts());
        assertEquals(1, result.installed().size());
        assertNull(result.installed().get(0).rendered());
        assertFalse(result.installed().get(0).phases().getOrDefault(NODE, List.of()).isEmpty(), "its NF is unbound");
        assertEquals(List.of("remove " + CHAIN), reports);
        assertTrue(step.rendered().isEmpty());
        assertFalse(step.decided(CHAIN));
    }

    @Test
    void aChainTheOrchestratorProcessesAgainKeepsItsRulesUntilItsRequestChanges() {
        place(placed(CHAIN, 1));
        final var written = applied(step.run(CHAIN)).puts();
        final var rendered = step.rendered().get(CHAIN);
        // the orchestrator rebuilds the chain's state after a restart: accepted, not placed yet
        states.put(CHAIN, new ServiceChainStateBuilder(placed(CHAIN, 1)).setStatus(ChainStatus.Accepted)
            .setPlacement(null).setAnalysis(null).build());

        final var held = step.run(CHAIN);
        assertEquals(0, held.writes().size(), "its rules stay");
        assertSame(rendered, step.rendered().get(CHAIN));

        requests.put(CHAIN, new ServiceChainBuilder(request(CHAIN))
            .setEgress(new EgressBuilder().setPort(Uint32.valueOf(3)).build()).build());
        final var changed = applied(step.run(CHAIN));
        assertEquals(Set.copyOf(written), Set.copyOf(changed.deletes()), "a changed request ends the hold");
        assertTrue(step.rendered().isEmpty());
    }

    @Test
    void aFailedRenderingWritesNothingAndIsReportedOnceUntilItsInputsChange() {
        rendererFails = true;
        place(placed(CHAIN, 1));

        final var result = step.run(CHAIN);
        assertEquals(0, result.writes().size());
        assertEquals(List.of(), result.installed());
        assertEquals(List.of("write " + CHAIN + " failed"), reports);
        final var failure = step.failure(CHAIN);
        assertNotNull(failure);
        assertTrue(failure.contains("the renderer failed on chain '" + CHAIN + "'"), failure);
        assertTrue(step.decided(CHAIN));

        // our report coming back in the chain's state changes nothing
        states.put(CHAIN, new ServiceChainStateBuilder(placed(CHAIN, 1)).build());
        assertEquals(0, step.run(CHAIN).writes().size());
        assertEquals(1, renderings.get(), "not tried again on the same inputs");
        assertEquals(1, reports.size());

        // a new generation of its state is tried again, and renders
        rendererFails = false;
        states.put(CHAIN, new ServiceChainStateBuilder(placed(CHAIN, 1)).setGeneration(Uint64.TWO).build());
        final var next = step.run(CHAIN);
        assertEquals(2, renderings.get());
        assertNull(step.failure(CHAIN));
        assertNotNull(step.rendered().get(CHAIN));
        assertTrue(next.writes().size() > 0);
    }

    @Test
    void aStepThatThrowsRemovesWhatTheChainHadAndReportsItFailed() {
        place(placed(CHAIN, 1));
        final var written = applied(step.run(CHAIN)).puts();
        // a new SFC-ID renders it again; the step throws half-way through installing it
        states.put(CHAIN, placed(CHAIN, 2));
        linksFailure = new IllegalStateException("defect (test)");

        final var result = step.run(CHAIN);
        final var writes = applied(result);

        assertEquals(List.of(), writes.puts(), "nothing of the rendering that threw");
        assertTrue(writes.deletes().containsAll(written), () -> "what it had before goes: " + writes.deletes());
        assertTrue(result.installed().stream().allMatch(installation -> installation.rendered() == null));
        assertTrue(step.rendered().isEmpty());
        final var failure = step.failure(CHAIN);
        assertNotNull(failure);
        assertTrue(failure.contains("rendering chain '" + CHAIN + "' failed"), failure);
        assertEquals(List.of("write " + CHAIN + " failed"), reports);
    }

    @Test
    void aRenderingThatWasNotCommittedIsForgottenUnlessAnotherReplacedIt() {
        place(placed(CHAIN, 1));
        final var first = step.run(CHAIN);

        step.notCommitted(first.installed());
        assertTrue(step.rendered().isEmpty(), "rendered again from scratch");

        final var second = step.run(CHAIN);
        assertEquals(first.writes().size(), second.writes().size(), "everything is written again");
        final var current = step.rendered().get(CHAIN);
        step.notCommitted(first.installed());
        assertSame(current, step.rendered().get(CHAIN), "the later rendering stays");
    }

    @Test
    void aReportOnARenderedChainNeedsItsState() {
        place(placed(CHAIN, 1));
        step.run(CHAIN);
        final var rendered = step.rendered().get(CHAIN);

        step.report(CHAIN, rendered);
        runDelayed();
        assertEquals(List.of("write " + CHAIN + " pending"), reports);
        states.remove(CHAIN);
        step.report(CHAIN, rendered);
        runDelayed();
        assertEquals(1, reports.size(), "no report on a chain without state");
    }

    @Test
    void aNewChainConfirmedWithinThePendingReportDelayIsNeverShownPending() {
        place(placed(CHAIN, 1));
        step.run(CHAIN);
        final var rendered = step.rendered().get(CHAIN);
        step.report(CHAIN, rendered);
        step.report(CHAIN, rendered);
        assertEquals(List.of(), reports, "placed until the delay has passed");
        assertEquals(1, delayed.size(), "one delay, however often it is reported");
        rendered.state = RenderedChain.State.CONFIRMED;
        step.report(CHAIN, rendered);
        assertEquals(List.of("write " + CHAIN + " confirmed"), reports, "confirmed: shown at once");
        runDelayed();
        assertEquals(List.of("write " + CHAIN + " confirmed"), reports, "no pending report after it");
    }

    @Test
    void aNewChainNotConfirmedWithinThePendingReportDelayIsShownPendingAfterIt() {
        place(placed(CHAIN, 1));
        step.run(CHAIN);
        step.report(CHAIN, step.rendered().get(CHAIN));
        assertEquals(List.of(), reports);
        runDelayed();
        assertEquals(List.of("write " + CHAIN + " pending"), reports);
    }

    @Test
    void aChainAReportShowsAlreadyIsShownPendingAtOnce() {
        place(placed(CHAIN, 1));
        step.run(CHAIN);
        final var rendered = step.rendered().get(CHAIN);
        rendered.state = RenderedChain.State.CONFIRMED;
        step.report(CHAIN, rendered);
        // the switch reconnected: waits for its rules there again, and its state must not say rendered meanwhile
        rendered.state = RenderedChain.State.PENDING;
        step.report(CHAIN, rendered);
        assertEquals(List.of("write " + CHAIN + " confirmed", "write " + CHAIN + " pending"), reports);
        assertEquals(List.of(), delayed);

        // once its report is removed (the chain was deleted), a new rendering is new again
        states.remove(CHAIN);
        requests.remove(CHAIN);
        step.run(CHAIN);
        assertEquals("remove " + CHAIN, reports.getLast());
        place(placed(CHAIN, 1));
        step.run(CHAIN);
        reports.clear();
        step.report(CHAIN, step.rendered().get(CHAIN));
        assertEquals(List.of(), reports);
        assertEquals(1, delayed.size());
    }

    private void runDelayed() {
        final var tasks = List.copyOf(delayed);
        delayed.clear();
        tasks.forEach(Runnable::run);
    }

    private void place(final ServiceChainState state) {
        requests.put(CHAIN, request(CHAIN));
        states.put(CHAIN, state);
    }

    private static RecordingTransaction applied(final ChainStep.Result result) {
        final var tx = new RecordingTransaction();
        result.writes().applyTo(tx);
        return tx;
    }
}
