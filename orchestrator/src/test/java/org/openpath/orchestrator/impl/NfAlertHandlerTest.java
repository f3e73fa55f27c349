/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openpath.orchestrator.impl.ChainState.Status;
import org.openpath.placement.Node;
import org.openpath.placement.Placer;
import org.openpath.placement.Topology;

/**
 * NF alerts meet the chain's dynamic rules: an inserted NF is placed next to the alerting one, counted on later
 * alerts, and undone when it does not fit.
 */
class NfAlertHandlerTest {
    /** fw, ids; a sandbox after ids when ids reports 'suspicious', discard when it reports 'malicious'. */
    private static final RequestedChain GUARDED = Fixtures.chain(1, false, List.of(
        Fixtures.insert("ids", "suspicious", "sandbox"),
        new RequestedChain.Rule("ids", "malicious", new RequestedChain.Discard())), "fw", "firewall", "ids", "ids");

    private final Fixtures.TestClock clock = new Fixtures.TestClock();
    private final Fixtures.RecordingSink sink = new Fixtures.RecordingSink();
    private final ChainTable chains = new ChainTable(sink, clock);
    private final ChainIdAllocator ids = new ChainIdAllocator();

    @Test
    void anInsertNfRuleInsertsOnceThenCounts() throws Exception {
        final var alerts = handler(Fixtures.placer(Fixtures.triangle().configured()));
        final var chain = chains.get("guarded");
        clock.advance(5);

        assertEquals(new AlertOutcome(AlertOutcome.Action.INSERTED, "ids.suspicious", "openflow:1"),
            alerts.apply("guarded", "ids", "suspicious"));
        assertEquals("Placed with ids.suspicious inserted after ids on node openflow:1 (1 working sub-SFC)",
            chain.reason);
        assertEquals(List.of(new InsertedNf("ids.suspicious", "sandbox", "ids", "suspicious",
            Fixtures.START.plusSeconds(5), 1)), List.copyOf(chain.inserted.values()));

        final int states = sink.states().size();
        assertEquals(new AlertOutcome(AlertOutcome.Action.ALREADY_INSERTED, "ids.suspicious", "openflow:1"),
            alerts.apply("guarded", "ids", "suspicious"));
        assertEquals(2, chain.inserted.get("ids.suspicious").alerts());
        assertEquals(states + 1, sink.states().size(), "the count is published");
    }

    @Test
    void otherRulesAndResultsChangeNothing() throws Exception {
        final var alerts = handler(Fixtures.placer(Fixtures.triangle().configured()));
        final int events = sink.events.size();
        assertEquals(new AlertOutcome(AlertOutcome.Action.DISCARD, null, null),
            alerts.apply("guarded", "ids", "malicious"));
        assertEquals(new AlertOutcome(AlertOutcome.Action.NO_RULE, null, null),
            alerts.apply("guarded", "fw", "suspicious"));
        assertEquals(events, sink.events.size());
    }

    @Test
    void unknownChainsAndNfsAreRefused() {
        final var alerts = handler(Fixtures.placer(Fixtures.triangle().configured()));
        final var chain = assertThrows(InvalidRequestException.class, () -> alerts.apply("nope", "ids", "x"));
        assertEquals("report-nf-alert/chain", chain.element());
        assertEquals("There is no chain 'nope'", chain.getMessage());
        final var nf = assertThrows(InvalidRequestException.class, () -> alerts.apply("guarded", "dpi", "x"));
        assertEquals("report-nf-alert/nf", nf.element());
        assertEquals("Chain 'guarded' has no NF 'dpi'", nf.getMessage());

        final var bad = new TrackedChain("bad", ids.register("bad"), Fixtures.chain("x", "no-such-type"));
        chains.add(bad);
        pipeline(Fixtures.placer(Fixtures.triangle().configured())).process(bad);
        final var notRunning = assertThrows(InvalidRequestException.class, () -> alerts.apply("bad", "x", "y"));
        assertEquals("report-nf-alert/chain", notRunning.element());
        assertTrue(notRunning.getMessage().startsWith("Chain 'bad' is not running: NF 'x' of chain 'bad'"),
            notRunning.getMessage());
    }

    @Test
    void anInsertionThatDoesNotFitIsUndone() {
        // fw and ids take 2.75 of 4 cores; the sandbox's 3 more do not fit
        final var small = new Topology(TopologySpec.NAME, List.of(Node.host("openflow:1", 4, 16384, 40)), List.of());
        final var alerts = handler(Fixtures.placer(small));
        final var chain = chains.get("guarded");
        final var before = chain.placement;

        final var ex = assertThrows(InvalidRequestException.class, () -> alerts.apply("guarded", "ids",
            "suspicious"));
        assertEquals("report-nf-alert/result", ex.element());
        assertTrue(ex.getMessage().startsWith("Cannot insert ids.suspicious (type sandbox) into chain 'guarded': No "
            + "node has the capacity: "), ex.getMessage());
        assertEquals(Set.of(), chain.inserted.keySet());
        assertEquals(Status.PLACED, chain.status);
        assertEquals("Placed on node openflow:1 (1 working sub-SFC)", chain.reason);
        assertEquals(before, chain.placement);
    }

    private NfAlertHandler handler(final Placer placer) {
        final var pipeline = pipeline(placer);
        final var chain = new TrackedChain("guarded", ids.register("guarded"), GUARDED);
        chains.add(chain);
        pipeline.process(chain);
        return new NfAlertHandler(chains, pipeline, clock);
    }

    private ChainPipeline pipeline(final Placer placer) {
        return new ChainPipeline(chains, ids, new ProgressCounter(), Fixtures.analyzer(), placer);
    }
}
