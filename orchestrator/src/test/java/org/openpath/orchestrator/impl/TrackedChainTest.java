/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openpath.orchestrator.impl.ChainState.RunningOn;
import org.openpath.orchestrator.impl.ChainState.Status;
import org.openpath.placement.Algorithm;
import org.openpath.placement.Placement;
import org.openpath.placement.Role;
import org.openpath.placement.SubSfc;

/**
 * One chain and what became of it: ids that follow its analysis, insertions that follow its rules, and a last-change
 * that moves only with the status.
 */
class TrackedChainTest {
    private static final RequestedChain GUARDED = Fixtures.chain(1, false,
        List.of(Fixtures.insert("ids", "suspicious", "sandbox")), "fw", "firewall", "ids", "ids");

    private final Fixtures.TestClock clock = new Fixtures.TestClock();

    @Test
    void aNewChainHasItsSfcIdOnly() {
        final var chain = Fixtures.tracked("guarded", 7, GUARDED);
        assertEquals(new ChainIds(7, Map.of()), chain.ids);
        assertEquals(Status.ACCEPTED, chain.status);
        assertEquals("Validated and queued", chain.reason);
        assertNull(chain.placementRequest(), "nothing to place before the analysis");
        assertTrue(chain.usesAny(Set.of()), "an unchecked request is checked again on any catalog change");
    }

    @Test
    void anAnalysisGivesServiceIdsAndAGraphToPlace() throws Exception {
        final var chain = analysed(Fixtures.tracked("guarded", 7, GUARDED), GUARDED);
        assertEquals(new ChainIds(7, Map.of("fw", 1L, "ids", 2L, "ids.suspicious", 3L)), chain.ids);
        assertTrue(chain.usesAny(Set.of("sandbox")), "the type a rule inserts counts");
        assertTrue(chain.usesAny(Set.of("firewall")));
        assertFalse(chain.usesAny(Set.of("nat")));
        final var request = chain.placementRequest();
        assertNotNull(request);
        assertEquals("guarded", request.id());
        assertEquals(2, request.graph().stages().size());

        chain.inserted.put("ids.suspicious", new InsertedNf("ids.suspicious", "sandbox", "ids", "suspicious",
            Fixtures.START, 1));
        final var withSandbox = chain.placementRequest();
        assertNotNull(withSandbox);
        assertEquals(3, withSandbox.graph().stages().size(), "the inserted NF has a stage of its own");
    }

    @Test
    void anInsertionLastsAsLongAsItsRule() throws Exception {
        final var chain = analysed(Fixtures.tracked("guarded", 7, GUARDED), GUARDED);
        chain.inserted.put("ids.suspicious", new InsertedNf("ids.suspicious", "sandbox", "ids", "suspicious",
            Fixtures.START, 1));
        analysed(chain, GUARDED);
        assertEquals(Set.of("ids.suspicious"), chain.inserted.keySet());
        final var withoutRule = Fixtures.chain("fw", "firewall", "ids", "ids");
        analysed(chain, withoutRule);
        assertEquals(Set.of(), chain.inserted.keySet());
        assertEquals(new ChainIds(7, Map.of("fw", 1L, "ids", 2L)), chain.ids);
    }

    @Test
    void aFailedAnalysisForgetsGraphPlacementAndServiceIds() throws Exception {
        final var chain = analysed(Fixtures.tracked("guarded", 7, GUARDED), GUARDED);
        chain.placement = placement();
        chain.analysisFailed();
        assertNull(chain.spec);
        assertNull(chain.analysis);
        assertNull(chain.placement);
        assertEquals(new ChainIds(7, Map.of()), chain.ids);
    }

    @Test
    void lastChangeMovesWithTheStatusOrWhatRunsOnly() {
        final var chain = Fixtures.tracked("web", 1, Fixtures.chain("fw", "firewall"));
        final var first = chain.changeTo(Status.REJECTED, "no room", RunningOn.NONE, clock);
        assertEquals(Fixtures.START, first.lastChange());
        clock.advance(10);
        assertEquals(Fixtures.START, chain.changeTo(Status.REJECTED, "still no room", RunningOn.NONE, clock)
            .lastChange());
        assertEquals("still no room", chain.reason);
        clock.advance(10);
        chain.placement = placement();
        final var placed = chain.changeTo(Status.PLACED, "Placed", RunningOn.WORKING, clock);
        assertEquals(Fixtures.START.plusSeconds(20), placed.lastChange());
        assertEquals(chain.placement, placed.placement());
        clock.advance(10);
        assertEquals(Fixtures.START.plusSeconds(30), chain.changeTo(Status.PLACED, "on backups", RunningOn.BACKUP,
            clock).lastChange());
    }

    @Test
    void theNodeOfAVertexIsThatOfItsWorkingSubSfc() {
        final var chain = Fixtures.tracked("web", 1, Fixtures.chain("fw", "firewall"));
        assertNull(chain.nodeOf("fw"));
        chain.placement = placement();
        assertEquals("openflow:1", chain.nodeOf("fw"));
        assertNull(chain.nodeOf("nat"));
    }

    static TrackedChain analysed(final TrackedChain chain, final RequestedChain request) throws Exception {
        final var checked = ChainRequestChecker.check(chain.name, request, Fixtures.analyzer());
        chain.request = request;
        chain.analysed(checked.spec(), checked.analysis());
        return chain;
    }

    private static Placement placement() {
        return new Placement("web", Algorithm.OPENPATH, 1, List.of(
            new SubSfc("web-w1", Role.WORKING, "", "openflow:1", true, List.of("fw"), 1, 128),
            new SubSfc("web-b1", Role.BACKUP, "web-w1", "openflow:2", false, List.of("fw"), 1, 128)),
            List.of(), 0, 0, 0);
    }
}
