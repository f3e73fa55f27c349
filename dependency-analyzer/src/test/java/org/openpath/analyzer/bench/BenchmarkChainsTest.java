/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openpath.analyzer.AnalysisMode;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.Priority;

/**
 * Keeps the benchmark chains valid and template-rich, so the benchmarks measure what they claim.
 */
class BenchmarkChainsTest {
    @ParameterizedTest
    @ValueSource(ints = { 4, 8, 16, 32, 64 })
    void chainsAreAcceptedWithTemplates(final int length) throws ChainValidationException {
        for (var mode : AnalysisMode.values()) {
            final var request = BenchmarkChains.chain(length, mode);
            final var result = DependencyAnalyzer.builtIn().analyze(request);
            assertEquals(length, result.sequentialOrder().size());
            assertTrue(request.templates().size() >= 2 + (length - 3) / 4);
            if (length >= 16) {
                assertTrue(request.templates().stream().anyMatch(Priority.class::isInstance), request::toString);
            }
        }
    }
}
