/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainStatus;

/**
 * Runs {@link OrchestratorBenchmark}'s setup and each benchmark once on 50 chains, so the benchmark cannot silently
 * measure rejections or failures: every chain must end up {@code placed}.
 */
class OrchestratorBenchmarkTest {
    private static final int CHAINS = 50;

    private final OrchestratorBenchmark benchmark = new OrchestratorBenchmark();

    @BeforeEach
    void setUp() {
        benchmark.chains = CHAINS;
        benchmark.nodes = 4;
        benchmark.buildRequests();
        benchmark.freshOrchestrators();
    }

    @Test
    void processBatchPlacesEveryChain() {
        final var sink = benchmark.processBatch();
        assertEquals(CHAINS, sink.states(), "one state per chain");
        assertEquals(CHAINS, sink.placed(), "every chain placed");
    }

    @Test
    void processBatchWithYangStatePlacesEveryChainAndConvertsIt() {
        final var sink = benchmark.processBatchWithYangState();
        assertEquals(CHAINS, sink.states(), "one state per chain");
        assertEquals(CHAINS, sink.placed(), "every chain placed");
        final var last = sink.last();
        assertNotNull(last);
        assertEquals("scale-0049", last.getName().getValue());
        assertEquals(ChainStatus.Placed, last.getStatus());
        assertNotNull(last.getPlacement());
    }

    @Test
    void theChainsAreDeterministic() {
        assertEquals(OrchestratorBenchmark.chains(CHAINS), OrchestratorBenchmark.chains(CHAINS));
    }
}
