/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.orchestrator.impl.ChainState.RunningOn;
import org.openpath.orchestrator.impl.ChainState.Status;
import org.openpath.placement.Placer;

/**
 * One chain through checker, analyser and placer: each outcome is emitted with its reason, counted once, and a defect
 * fails only the chain it hit.
 */
class ChainPipelineTest {
    private final Fixtures.RecordingSink sink = new Fixtures.RecordingSink();
    private final ChainTable chains = new ChainTable(sink, new Fixtures.TestClock());
    private final ChainIdAllocator ids = new ChainIdAllocator();
    private final ProgressCounter counter = new ProgressCounter();
    private final Placer placer = Fixtures.placer(Fixtures.triangle().configured());
    private final ChainPipeline pipeline = new ChainPipeline(chains, ids, counter, Fixtures.analyzer(), placer);

    @Test
    void aValidRequestIsAnalysedPlacedAndCounted() {
        final var chain = track("web", Fixtures.chain("fw", "firewall", "nat", "nat", "lb", "load-balancer"));
        pipeline.process(chain);

        final var state = sink.last();
        assertNotNull(state);
        assertEquals(Status.PLACED, state.status());
        assertEquals(RunningOn.WORKING, state.runningOn());
        assertEquals("Placed on node openflow:1 (1 working sub-SFC)", state.reason());
        assertNotNull(state.analysis());
        assertNotNull(state.placement());
        final var webIds = new ChainIds(1, Map.of("fw", 1L, "nat", 2L, "lb", 3L));
        assertEquals(webIds, state.ids());
        assertEquals(Optional.of(webIds), ids.ids("web"), "the service ids are published");
        assertEquals(new Progress(0, 1, 0, 0, Fixtures.START), counter.progress(Fixtures.START));
    }

    @Test
    void anInvalidRequestFailsWithTheCheckersMessage() {
        final var chain = track("bad", Fixtures.chain("x", "no-such-type"));
        pipeline.process(chain);

        final var state = sink.last();
        assertNotNull(state);
        assertEquals(Status.FAILED, state.status());
        assertEquals("NF 'x' of chain 'bad' has type 'no-such-type', which is not in the NF catalog", state.reason());
        assertNull(state.analysis());
        assertEquals(new ChainIds(1, Map.of()), state.ids());
        assertEquals(new Progress(0, 1, 0, 1, Fixtures.START), counter.progress(Fixtures.START));
    }

    @Test
    void aRequestNoNodeCanHostIsRejected() {
        // 400 Gbit/s exceed every node's 40 Gbit/s NIC
        pipeline.process(track("huge", Fixtures.chain(400, false, List.of(), "lb", "load-balancer")));
        final var state = sink.last();
        assertNotNull(state);
        assertEquals(Status.REJECTED, state.status());
        assertTrue(state.reason().startsWith("No node has the capacity: "), state.reason());
        assertNotNull(state.analysis(), "the analysis succeeded");
        assertEquals(new Progress(0, 1, 1, 0, Fixtures.START), counter.progress(Fixtures.START));
    }

    @Test
    void aDefectInTheAnalyserFailsTheChainWithAReason() {
        pipeline.setAnalyzer(Fixtures.failingOn(DependencyAnalyzer.class, Fixtures.analyzer(), "analyze",
            new IllegalStateException("defect under test")));
        pipeline.process(track("web", Fixtures.chain("fw", "firewall")));
        final var state = sink.last();
        assertNotNull(state);
        assertEquals(Status.FAILED, state.status());
        assertEquals("Analysis failed: internal error (IllegalStateException: defect under test); the request is "
            + "kept as it is: edit or delete it, and report the error in the controller's karaf.log", state.reason());
    }

    @Test
    void aPlacerRefusalOrDefectFailsTheChainAndHoldsNothing() {
        pipeline.setPlacer(Fixtures.failingOn(Placer.class, placer, "place",
            new IllegalArgumentException("no demand for type firewall")));
        final var web = track("web", Fixtures.chain("fw", "firewall"));
        pipeline.process(web);
        assertEquals("Placement failed: no demand for type firewall", web.reason);
        assertEquals(Status.FAILED, web.status);
        assertNull(web.placement);
        assertEquals(new Progress(0, 1, 0, 1, Fixtures.START), counter.progress(Fixtures.START));

        pipeline.setPlacer(Fixtures.failingOn(Placer.class, placer, "place", new IllegalStateException("boom")));
        pipeline.place(web, Reasons.PLACED);
        assertEquals("Placement failed: internal error (IllegalStateException: boom); the chain is not placed, and is "
            + "placed again when the topology or the request changes; report the error in the controller's "
            + "karaf.log", web.reason);
        assertEquals(List.of(), placer.placements());
    }

    @Test
    void placingAChainWithoutAnalysisDoesNothing() {
        final var chain = track("web", Fixtures.chain("fw", "firewall"));
        pipeline.place(chain, Reasons.PLACED);
        assertEquals(List.of(), sink.events);
        assertEquals(Status.ACCEPTED, chain.status);
    }

    @Test
    void placingAgainReleasesWhatTheChainHeld() {
        final var chain = track("web", Fixtures.chain("fw", "firewall"));
        pipeline.process(chain);
        pipeline.place(chain, Reasons.PLACED_AFTER_CAPACITY_APPEARED);
        assertEquals(1, placer.placements().size());
        assertEquals("Placed after capacity appeared on node openflow:1 (1 working sub-SFC)", chain.reason);
        assertEquals(new Progress(0, 1, 0, 0, Fixtures.START), counter.progress(Fixtures.START),
            "a re-placement is not a request processed");
    }

    private TrackedChain track(final String name, final RequestedChain request) {
        final var chain = new TrackedChain(name, ids.register(name), request);
        chains.add(chain);
        return chain;
    }
}
