/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.binding.dom.adapter.test.AbstractConcurrentDataBrokerTest;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.yang.types.rev130715.DateAndTime;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainStatus;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.RenderingResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChainStates;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.renderings.ChainRendering;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.renderings.ChainRenderingBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainStateBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainStateKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.service.chain.state.RenderingBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.DependencyAnalyzer;

/**
 * How {@link StateWriter} shows the renderer's reports in a chain's state, on mdsal's in-memory data broker: a failed
 * rendering makes the chain {@code failed} with a reason that says so, and a later report of the same generation (the
 * rendering succeeds again after a topology change) takes it back to {@code placed} and {@code rendered}.
 */
class StateWriterTest extends AbstractConcurrentDataBrokerTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(10);
    private static final String NAME = "web";
    private static final DataObjectIdentifier<ServiceChainState> STATE = DataObjectIdentifier
        .builder(ServiceChainStates.class)
        .child(ServiceChainState.class, new ServiceChainStateKey(new ChainName(NAME)))
        .build();
    private static final String PLACED_REASON = "Placed on node openflow:1 (1 working sub-SFC)";
    private static final DateAndTime FAILED_AT = new DateAndTime("2026-11-22T10:00:01Z");
    private static final DateAndTime CONFIRMED_AT = new DateAndTime("2026-11-22T10:00:09Z");

    private StateWriter writer;

    StateWriterTest() {
        super(true);
    }

    @BeforeEach
    void startBroker() throws Exception {
        setup();
        writer = new StateWriter(getDataBroker());
    }

    @AfterEach
    void closeWriter() {
        writer.close();
    }

    @Test
    void failedRenderingMakesThePlacedChainFailedUntilALaterReportOfTheSameGeneration() throws Exception {
        writer.chainState(state(ChainState.Status.PLACED, PLACED_REASON));
        writer.flush();
        final var placed = awaitState(state -> state.getStatus() == ChainStatus.Placed);
        final var generation = placed.getGeneration();
        assertNull(placed.getRendering());

        final var why = "flow web:classifier for openflow:1 of chain 'web' does not fit the config inventory model "
            + "(IllegalArgumentException: Invalid range: 0); nothing of the chain was written to the switches";
        writer.rendering(NAME, report(generation, RenderingResult.State.Failed, why, FAILED_AT));
        writer.flush();
        final var failed = awaitState(state -> state.getStatus() == ChainStatus.Failed);
        assertEquals("Rendering failed: " + why, failed.getReason());
        assertEquals(FAILED_AT, failed.getLastChange());
        assertEquals(RenderingResult.State.Failed, failed.getRendering().getState());
        assertEquals(why, failed.getRendering().getReason());
        assertEquals(generation, failed.getGeneration(), "the report does not make a new generation");
        assertEquals(ServiceChainState.RunningOn.Working, failed.getRunningOn(), "placement is untouched");

        // the topology changed and the chain renders now: pending, then confirmed
        writer.rendering(NAME, report(generation, RenderingResult.State.Pending,
            "waiting for the switches to confirm 2 flows", CONFIRMED_AT));
        writer.flush();
        final var pending = awaitState(state -> state.getStatus() == ChainStatus.Placed
            && state.getRendering() != null);
        assertEquals(PLACED_REASON, pending.getReason(), "back to what the orchestrator said");
        assertEquals(RenderingResult.State.Pending, pending.getRendering().getState());

        writer.rendering(NAME, report(generation, RenderingResult.State.Confirmed, "2 flows confirmed",
            CONFIRMED_AT));
        writer.flush();
        final var rendered = awaitState(state -> state.getStatus() == ChainStatus.Rendered);
        assertEquals("Rendered: 2 flows confirmed", rendered.getReason());
    }

    @Test
    void aSwitchRefusingNfMessagesFailsTheChainLikeAnyRenderingFailure() throws Exception {
        writer.chainState(state(ChainState.Status.PLACED, PLACED_REASON));
        writer.flush();
        final var generation = awaitState(state -> state.getStatus() == ChainStatus.Placed).getGeneration();

        writer.rendering(NAME, report(generation, RenderingResult.State.Failed,
            "switches refused NF messages: openflow:9: NF_BIND refused", FAILED_AT));
        writer.flush();
        assertEquals("Rendering failed: switches refused NF messages: openflow:9: NF_BIND refused",
            awaitState(state -> state.getStatus() == ChainStatus.Failed).getReason());
    }

    @Test
    void failedReportsOfAnotherGenerationOrForAChainThatIsNotPlacedAreNotShown() throws Exception {
        writer.chainState(state(ChainState.Status.PLACED, PLACED_REASON));
        writer.flush();
        final var old = awaitState(state -> state.getStatus() == ChainStatus.Placed).getGeneration();

        // the orchestrator re-placed the chain meanwhile: the report is about the previous placement
        writer.chainState(state(ChainState.Status.PLACED, "Re-placed on node openflow:1 (1 working sub-SFC)"));
        writer.rendering(NAME, report(old, RenderingResult.State.Failed, "stale", FAILED_AT));
        writer.flush();
        final var replaced = awaitState(state -> state.getReason().startsWith("Re-placed"));
        assertEquals(ChainStatus.Placed, replaced.getStatus());
        assertNull(replaced.getRendering());

        // rejected (no placement): nothing of the renderer is shown, whatever it says
        writer.chainState(state(ChainState.Status.REJECTED, "No node has capacity"));
        writer.flush();
        final var rejected = awaitState(state -> state.getStatus() == ChainStatus.Rejected);
        writer.rendering(NAME, report(rejected.getGeneration(), RenderingResult.State.Failed, "late", FAILED_AT));
        writer.flush();
        // a marker write after it: once it is visible, the report was dropped
        writer.chainState(state(ChainState.Status.REJECTED, "Still no node has capacity"));
        writer.flush();
        final var after = awaitState(state -> state.getReason().startsWith("Still"));
        assertEquals(ChainStatus.Rejected, after.getStatus());
        assertNull(after.getRendering());
    }

    /**
     * A report on a state already in the datastore writes only what the report changes (status, reason, last change,
     * the rendering): the analysis and everything else the orchestrator wrote stay as they were, and a later report's
     * rendering replaces the earlier one whole. A report in the same flush as its state gives the same state.
     */
    @Test
    void aReportOnAWrittenStateChangesOnlyWhatItReportsAndReplacesTheEarlierRendering() throws Exception {
        final var catalog = BuiltInCatalog.catalog();
        final var spec = ChainRequestBindings.toSpec(NAME, new ServiceChainBuilder().setName(new ChainName(NAME))
            .setNf(List.of(ChainRequestBindingsTest.nf("ids1", "ids"), ChainRequestBindingsTest.nf("fw1",
                "firewall"))).build(), catalog);
        final var analysis = ChainRequestBindings.analyze(spec, DependencyAnalyzer.of(catalog));
        final var analysed = new ChainState(NAME, new ChainIds(7, ChainIds.serviceIds(List.of("ids1", "fw1"),
            analysis.graph())), ChainState.Status.PLACED, PLACED_REASON, Instant.parse("2026-11-22T10:00:00Z"),
            ChainState.RunningOn.WORKING, analysis, null, List.of());
        writer.chainState(analysed);
        writer.flush();
        final var placed = awaitState(state -> state.getStatus() == ChainStatus.Placed);
        assertFalse(placed.getAnalysis().nonnullServiceGraph().nonnullVertex().isEmpty(),
            "the analysis is there, to be kept");

        final var first = new ChainRenderingBuilder(report(placed.getGeneration(), RenderingResult.State.Confirmed,
            "3 flows confirmed", CONFIRMED_AT)).setSharedRouteRules(Uint32.valueOf(4)).build();
        writer.rendering(NAME, first);
        writer.flush();
        final var rendered = awaitState(state -> state.getStatus() == ChainStatus.Rendered);
        assertEquals(new ServiceChainStateBuilder(placed).setStatus(ChainStatus.Rendered)
            .setReason("Rendered: 3 flows confirmed").setLastChange(CONFIRMED_AT)
            .setRendering(new RenderingBuilder(first).build()).build(), rendered);

        final var second = report(placed.getGeneration(), RenderingResult.State.Failed, "openflow:2 refused a flow",
            FAILED_AT);
        writer.rendering(NAME, second);
        writer.flush();
        final var failed = awaitState(state -> state.getStatus() == ChainStatus.Failed);
        assertEquals(new ServiceChainStateBuilder(placed).setStatus(ChainStatus.Failed)
            .setReason("Rendering failed: openflow:2 refused a flow").setLastChange(FAILED_AT)
            .setRendering(new RenderingBuilder(second).build()).build(), failed);
        assertNull(failed.getRendering().getSharedRouteRules(), "the earlier rendering's count is gone");

        // the same state and report in one flush (each state the orchestrator produces is the next generation: a
        // report of any other would be dropped and the chain stay placed)
        writer.chainState(analysed);
        final var again = Uint64.valueOf(placed.getGeneration().longValue() + 1);
        writer.rendering(NAME, new ChainRenderingBuilder(first).setGeneration(again).build());
        writer.flush();
        final var together = awaitState(state -> state.getStatus() == ChainStatus.Rendered);
        assertEquals(new ServiceChainStateBuilder(placed).setGeneration(again).setStatus(ChainStatus.Rendered)
            .setReason("Rendered: 3 flows confirmed").setLastChange(CONFIRMED_AT)
            .setRendering(new RenderingBuilder(first).build()).build(), together);
    }

    @Test
    void aChainRemovedAfterAReportIsGoneWithItsReport() throws Exception {
        writer.chainState(state(ChainState.Status.PLACED, PLACED_REASON));
        writer.flush();
        final var generation = awaitState(state -> state.getStatus() == ChainStatus.Placed).getGeneration();
        writer.rendering(NAME, report(generation, RenderingResult.State.Confirmed, "2 flows confirmed",
            CONFIRMED_AT));
        writer.chainRemoved(NAME);
        writer.flush();
        await().atMost(TIMEOUT).until(() -> readState().isEmpty());
        // a later flush writes nothing of it either
        writer.topologyState(List.of(), List.of());
        writer.flush();
        assertTrue(readState().isEmpty());
    }

    private static ChainState state(final ChainState.Status status, final String reason) {
        return new ChainState(NAME, new ChainIds(7, Map.of()), status, reason, Instant.parse("2026-11-22T10:00:00Z"),
            status == ChainState.Status.PLACED ? ChainState.RunningOn.WORKING : ChainState.RunningOn.NONE, null,
            null, List.of());
    }

    private static ChainRendering report(final Uint64 generation, final RenderingResult.State state,
            final String reason, final DateAndTime at) {
        return new ChainRenderingBuilder()
            .setName(new ChainName(NAME))
            .setGeneration(generation)
            .setState(state)
            .setReason(reason)
            .setLastChange(at)
            .setConfirmed(state == RenderingResult.State.Confirmed)
            .setFlowRules(Uint32.valueOf(state == RenderingResult.State.Failed ? 0 : 2))
            .build();
    }

    private ServiceChainState awaitState(final Predicate<ServiceChainState> wanted) {
        return await().atMost(TIMEOUT).until(this::readState,
            state -> state.isPresent() && wanted.test(state.orElseThrow())).orElseThrow();
    }

    private Optional<ServiceChainState> readState() throws Exception {
        try (var tx = getDataBroker().newReadOnlyTransaction()) {
            return tx.read(LogicalDatastoreType.OPERATIONAL, STATE).get(10, TimeUnit.SECONDS);
        }
    }
}
