/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openpath.orchestrator.impl.Fixtures.NODES;

import java.util.HashMap;
import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopologyBuilder;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.openpath.orchestrator.impl.ChainState.Status;
import org.openpath.placement.Admission;

/**
 * Priced admission in the orchestrator, on three 16-core NF hosts: a new chain that would fill the cluster is refused
 * with a reason that says so, small ones still start, a chain that runs is never refused for its price (not when the
 * admission changes, not when the topology changes and every chain is placed again), and switching back to all that
 * fit starts what the price refused.
 */
class ChainAdmissionTest {
    /** A firewall (two instances at 14 Gbit/s) and a NAT: 2 x 0.25 + 7 + 0.25 + 7 = 14.75 cores, one node each. */
    private static final RequestedChain BIG = Fixtures.chain(14, false, List.of(), "fw", "firewall", "nat", "nat");
    /** A firewall at 2 Gbit/s: 1.25 cores. */
    private static final RequestedChain SMALL = Fixtures.chain(2, false, List.of(), "fw", "firewall");

    private final Fixtures.TestClock clock = new Fixtures.TestClock();
    private final Fixtures.RecordingSink sink = new Fixtures.RecordingSink();
    private final ChainOrchestrator orchestrator = new ChainOrchestrator(sink, clock);

    @BeforeEach
    void configure() {
        orchestrator.catalogChanged(assertDoesNotThrow(() -> CatalogBindings.toSpec(BuiltInNfCatalog.catalog())));
        orchestrator.topologyChanged(topology(10));
        NODES.forEach(node -> orchestrator.nodeChanged(node, true));
    }

    @Test
    void aNewChainThatWouldFillTheClusterIsRefusedForItsPriceAndStartsOnceAllThatFitIsBack() {
        orchestrator.admission(Admission.Priced.MEASURED);
        submit("a", BIG);
        submit("b", BIG);
        assertEquals(Status.PLACED, sink.last("a").status());
        assertEquals(Status.PLACED, sink.last("b").status());

        // 44.25 of 48 cores (92.2 %) after it: a core costs 0.65 of its full price, 9.5 for the chain
        submit("c", BIG);
        final var refused = sink.last("c");
        assertEquals(Status.REJECTED, refused.status());
        assertTrue(refused.reason().startsWith("Priced admission keeps the room for smaller requests: it would "
            + "reserve 14.75 cores and leave the CPU of the hosts open to new work 92.2 % reserved"),
            refused.reason());
        // a small one pays 0.17: it starts
        submit("s", SMALL);
        assertEquals(Status.PLACED, sink.last("s").status());

        final int mark = sink.mark();
        orchestrator.admission(Admission.ALL_THAT_FIT);
        final var started = sink.statesSince(mark, "c");
        assertEquals(1, started.size(), () -> "one new state for c: " + started);
        assertEquals(Status.PLACED, started.get(0).status());
        assertTrue(started.get(0).reason().startsWith(Reasons.PLACED_AFTER_CAPACITY_APPEARED), started::toString);
        for (var name : List.of("a", "b", "s")) {
            assertEquals(List.of(), sink.statesSince(mark, name), () -> name + " was not touched");
        }
    }

    @Test
    void aChainThatRunsIsNeverRefusedForItsPrice() {
        submit("a", BIG);
        submit("b", BIG);
        submit("c", BIG);
        int mark = sink.mark();
        orchestrator.admission(Admission.Priced.MEASURED);
        orchestrator.admission(new Admission.Priced(256, 3));
        for (var name : List.of("a", "b", "c")) {
            assertEquals(List.of(), sink.statesSince(mark, name), () -> name + " keeps running untouched");
        }

        // faster links: the placer is built again and every chain placed again, c last, at 92 % of the CPU
        mark = sink.mark();
        orchestrator.topologyChanged(topology(20));
        for (var name : List.of("a", "b", "c")) {
            final var states = sink.statesSince(mark, name);
            assertEquals(Status.PLACED, states.get(states.size() - 1).status(), () -> name + ": " + states);
        }
        // a small new chain is priced, and pays 0.94 at 95 %: it starts in the last 1.25 cores of a node
        submit("s", SMALL);
        assertEquals(Status.PLACED, sink.last("s").status());
    }

    private void submit(final String name, final @Nullable RequestedChain request) {
        final var changes = new HashMap<String, @Nullable RequestedChain>();
        changes.put(name, request);
        orchestrator.chainsChanged(changes);
    }

    // the triangle of three 16-core hosts, links of the given bandwidth
    private static TopologySpec topology(final int linkGbps) {
        return assertDoesNotThrow(() -> TopologyBindings.toSpec(new OpenpathTopologyBuilder()
            .setNode(BindingMap.of(NODES.stream().map(id -> TopologyBindingsTest.host(id, 16, 16384, 40)).toList()))
            .setLink(BindingMap.of(TopologyBindingsTest.link("l12", "openflow:1", "openflow:2", linkGbps, 5),
                TopologyBindingsTest.link("l23", "openflow:2", "openflow:3", linkGbps, 5),
                TopologyBindingsTest.link("l13", "openflow:1", "openflow:3", linkGbps, 5)))
            .build()));
    }
}
