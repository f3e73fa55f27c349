/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openpath.placement.Algorithm;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Placed;
import org.openpath.placement.Placer;
import org.openpath.placement.SubSfc;

/**
 * Dry runs place on the current load and keep nothing; another algorithm sees the same load.
 */
class DryRunsTest {
    /** ids at 8 Gbit/s: 2 instances, 13 cores of a node's 16. */
    private static final RequestedChain BIG = Fixtures.chain(8, false, List.of(), "ids", "ids");

    private final Fixtures.RecordingSink sink = new Fixtures.RecordingSink();
    private final ChainTable chains = new ChainTable(sink, new Fixtures.TestClock());
    private final ChainIdAllocator ids = new ChainIdAllocator();
    private final TopologyTracker topology = new TopologyTracker();
    private final DryRuns dryRuns = new DryRuns(chains, topology);
    private Placer placer = Fixtures.placer(Fixtures.triangle().configured());

    @BeforeEach
    void connectAll() {
        topology.configure(Fixtures.triangle());
        Fixtures.NODES.forEach(node -> topology.nodeChanged(node, true));
        placer = Fixtures.placer(topology.rebuild());
        topology.markDown(placer);
    }

    @Test
    void anOpenPathDryRunReservesNothing() throws Exception {
        final var first = dryRuns.place("big", BIG, Algorithm.OPENPATH, Fixtures.analyzer(), placer,
            DemandTable.builtIn());
        final var placed = assertInstanceOf(Placed.class, first.outcome());
        assertEquals("big", placed.requestId());
        assertEquals(Set.of("openflow:1"), nodes(placed.placement().subSfcs()));
        assertEquals(List.of(), placer.placements());
        assertEquals(first.outcome(), dryRuns.place("big", BIG, Algorithm.OPENPATH, Fixtures.analyzer(), placer,
            DemandTable.builtIn()).outcome());
        assertEquals(List.of(), sink.events, "a dry run emits nothing");
    }

    @Test
    void aDryRunNamedLikeAChainKeepsThatChainsReservation() throws Exception {
        place("big", BIG);
        final var renamed = assertInstanceOf(Placed.class, dryRuns.place("big", BIG, Algorithm.OPENPATH,
            Fixtures.analyzer(), placer, DemandTable.builtIn()).outcome());
        assertEquals("big#dry-run", renamed.requestId());
        assertEquals(Set.of("openflow:2"), nodes(renamed.placement().subSfcs()), "openflow:1 is still taken");
        assertEquals(1, placer.placements().size());
    }

    @Test
    void anotherAlgorithmSeesThePlacedChainsFirst() throws Exception {
        place("big", BIG);
        final var firstFit = assertInstanceOf(Placed.class, dryRuns.place("other", BIG, Algorithm.FIRST_FIT,
            Fixtures.analyzer(), placer, DemandTable.builtIn()).outcome());
        assertEquals(Algorithm.FIRST_FIT, firstFit.placement().algorithm());
        assertEquals(Set.of("openflow:2"), nodes(firstFit.placement().subSfcs()),
            "the replayed chain fills openflow:1");
        assertEquals(1, placer.placements().size());
    }

    @Test
    void anInvalidRequestIsRefusedNamingTheElement() {
        final var ex = assertThrows(InvalidRequestException.class,
            () -> dryRuns.analyze("bad", Fixtures.chain("x", "no-such-type"), Fixtures.analyzer()));
        assertEquals("service-chain[bad]/nf[x]/type", ex.element());
    }

    private void place(final String name, final RequestedChain request) {
        final var chain = new TrackedChain(name, ids.register(name), request);
        chains.add(chain);
        new ChainPipeline(chains, ids, new ProgressCounter(), Fixtures.analyzer(), placer).process(chain);
        sink.events.clear();
    }

    private static Set<String> nodes(final List<SubSfc> subs) {
        return Set.copyOf(subs.stream().map(SubSfc::node).toList());
    }
}
