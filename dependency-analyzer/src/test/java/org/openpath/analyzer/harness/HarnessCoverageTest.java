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
import java.util.Random;
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

    @Test
    void randomScenariosExerciseEveryMechanism() {
        final var random = new Random(11);
        int chains = 0;
        int parallel = 0;
        int headerCopies = 0;
        int fullCopies = 0;
        int reordered = 0;
        int withTemplates = 0;
        final int[] outcomes = new int[Outcome.Kind.values().length];
        int detoured = 0;
        int sentTo = 0;
        for (int i = 0; i < 500; i++) {
            final var scenario = Scenarios.consistentChain(random, CATALOG, CATALOG.types(), 1 + random.nextInt(16),
                true);
            final var result = scenario.result();
            final var metrics = result.graph().metrics();
            chains++;
            if (metrics.stageCount() < metrics.nfCount()) {
                parallel++;
            }
            headerCopies += metrics.headerCopies() > 0 ? 1 : 0;
            fullCopies += metrics.fullCopies() > 0 ? 1 : 0;
            withTemplates += scenario.request().templates().isEmpty() ? 0 : 1;
            final var order = result.sequentialOrder();
            for (int j = 1; j < order.size(); j++) {
                if (result.graph().stageOf(order.get(j)) < result.graph().stageOf(order.get(j - 1))) {
                    reordered++;
                    break;
                }
            }
            final var chain = ExecutableChain.of(CATALOG, scenario.request(), result);
            final var trace = SequentialExecutor.run(chain, Scenarios.packets(random, 32));
            trace.outcomes().forEach(outcome -> outcomes[outcome.kind().ordinal()]++);
            for (var rule : scenario.request().dynamicRules()) {
                if (rule.action() == DynamicRule.Action.INSERT_NF
                    && !trace.observations().get(rule.detourName()).isEmpty()) {
                    detoured++;
                }
                if (rule.action() == DynamicRule.Action.SEND_TO_NF) {
                    sentTo++;
                }
            }
        }
        LOG.info("{} chains: {} parallelised, {} with header copies, {} with full copies, {} reordered, {} with "
            + "templates, outcomes {}, {} detours taken, {} send-to rules", chains, parallel, headerCopies, fullCopies,
            reordered, withTemplates, Arrays.toString(outcomes), detoured, sentTo);
        assertTrue(parallel > chains / 2, "parallelised " + parallel);
        assertTrue(headerCopies > 20, "header copies " + headerCopies);
        assertTrue(fullCopies > 20, "full copies " + fullCopies);
        assertTrue(reordered > 20, "reordered " + reordered);
        assertTrue(withTemplates > chains / 2, "with templates " + withTemplates);
        for (int count : outcomes) {
            assertTrue(count > 100, () -> "outcomes " + Arrays.toString(outcomes));
        }
        assertTrue(detoured > 20, "detours " + detoured);
        assertTrue(sentTo > 20, "send-to " + sentTo);
    }
}
