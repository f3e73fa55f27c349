/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.impl;

import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.ServiceGraph;
import org.openpath.placement.Affinity;
import org.openpath.placement.PlacementRequest;

final class Fixtures {
    private Fixtures() {
        // Helpers only
    }

    static ServiceGraph graph(final String... types) {
        final var builder = ChainRequest.builder();
        for (var type : types) {
            builder.nf(type);
        }
        try {
            return DependencyAnalyzer.builtIn().analyze(builder.build()).graph();
        } catch (ChainValidationException e) {
            throw new AssertionError(e);
        }
    }

    static PlacementRequest request(final String id, final double rate, final boolean backup, final String... types) {
        return new PlacementRequest(id, graph(types), rate, 10_000, Affinity.HIGH, backup);
    }
}
