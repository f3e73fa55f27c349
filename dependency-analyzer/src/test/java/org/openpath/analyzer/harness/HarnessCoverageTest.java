/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.harness;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.DynamicRule;
import org.openpath.analyzer.NfCatalog;
import org.openpath.analyzer.exec.ExecutableChain;
import org.openpath.analyzer.exec.Outcome;
import org.openpath.analyzer.exec.SequentialExecutor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Guards the properties against vacuity: the scenarios they draw really parallelise, copy, reorder, drop, consume,
 * discard and detour packets.
 */
class HarnessCoverageTest {
    private static final Logger LOG = LoggerFactory.getLogger(HarnessCoverageTest.class);
    private static final NfCatalog CATALOG = BuiltInCatalog.catalog();
    private static final int CHAINS = 500;

    /**
     * What the scenarios must exercise, counted over the {@value #CHAINS} chains, and how often at least.
     */
    private enum Mechanism {
        /** Chains with fewer stages than NFs. */
        PARALLELISED(CHAINS / 2),
        /** Chains whose graph makes header copies. */
        HEADER_COPIES(20),
        /** Chains whose graph makes full copies. */
        FULL_COPIES(20),
        /** Chains whose graph runs an NF in an earlier stage than one before it in the sequential order. */
        REORDERED(20),
        /** Chains with policy templates. */
        WITH_TEMPLATES(CHAINS / 2),
        /** Insert-NF rules whose detour some packet took. */
        DETOURS(20),
        /** Send-to rules. */
        SEND_TO(20);

        private final int moreThan;

        Mechanism(final int moreThan) {
            this.moreThan = moreThan;
        }
    }

    @Test
    void randomScenariosExerciseEveryMechanism() {
        final var random = new Random(11);
        final var counts = new EnumMap<Mechanism, Integer>(Mechanism.class);
        final int[] outcomes = new int[Outcome.Kind.values().length];
        for (int i = 0; i < CHAINS; i++) {
            final var scenario = Scenarios.consistentChain(random, CATALOG, CATALOG.types(), 1 + random.nextInt(16),
                true);
            final var result = scenario.result();
            final var metrics = result.graph().metrics();
            count(counts, Mechanism.PARALLELISED, metrics.stageCount() < metrics.nfCount());
            count(counts, Mechanism.HEADER_COPIES, metrics.headerCopies() > 0);
            count(counts, Mechanism.FULL_COPIES, metrics.fullCopies() > 0);
            count(counts, Mechanism.WITH_TEMPLATES, !scenario.request().templates().isEmpty());
            final var order = result.sequentialOrder();
            count(counts, Mechanism.REORDERED, IntStream.range(1, order.size()).anyMatch(
                j -> result.graph().stageOf(order.get(j)) < result.graph().stageOf(order.get(j - 1))));
            final var chain = ExecutableChain.of(CATALOG, scenario.request(), result);
            final var trace = SequentialExecutor.run(chain, Scenarios.packets(random, 32));
            trace.outcomes().forEach(outcome -> outcomes[outcome.kind().ordinal()]++);
            for (var rule : scenario.request().dynamicRules()) {
                count(counts, Mechanism.DETOURS, rule.action() == DynamicRule.Action.INSERT_NF
                    && !trace.observations().get(rule.detourName()).isEmpty());
                count(counts, Mechanism.SEND_TO, rule.action() == DynamicRule.Action.SEND_TO_NF);
            }
        }
        LOG.info("{} chains: {}, outcomes {}", CHAINS, counts, Arrays.toString(outcomes));
        for (var mechanism : Mechanism.values()) {
            final int count = counts.getOrDefault(mechanism, 0);
            assertTrue(count > mechanism.moreThan, () -> mechanism + " " + count + " in " + counts);
        }
        for (int count : outcomes) {
            assertTrue(count > 100, () -> "outcomes " + Arrays.toString(outcomes));
        }
    }

    private static void count(final Map<Mechanism, Integer> counts, final Mechanism mechanism, final boolean seen) {
        if (seen) {
            counts.merge(mechanism, 1, Integer::sum);
        }
    }
}
