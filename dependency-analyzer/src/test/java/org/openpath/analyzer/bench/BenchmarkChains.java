/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.bench;

import java.util.ArrayList;
import java.util.List;
import org.openpath.analyzer.AnalysisMode;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.NfInstance;
import org.openpath.analyzer.Order;
import org.openpath.analyzer.Position;
import org.openpath.analyzer.Priority;
import org.openpath.analyzer.Template;

/**
 * The chains the benchmarks analyse: {@code length} NFs cycling through a mix of built-in types, with
 * {@code Position(n0, first)}, {@code Position(n<last>, last)}, an Order template for every fourth NF and a Priority
 * template for up to a quarter of the NF pairs that share a stage.
 */
public final class BenchmarkChains {
    private static final List<String> TYPES = List.of("traffic-monitor", "gateway", "ids", "probe", "nat", "voc",
        "dpi", "load-balancer", "netcache", "compression", "shaper", "firewall", "wan-optimizer", "sandbox",
        "proxy", "ddos-scrubber");

    private BenchmarkChains() {
        // Utility class
    }

    /**
     * Returns the benchmark chain of the given length.
     *
     * @param length the number of NFs
     * @param mode the analysis mode
     * @return a request the built-in analyser accepts
     * @throws ChainValidationException never for the lengths benchmarked
     */
    public static ChainRequest chain(final int length, final AnalysisMode mode) throws ChainValidationException {
        final var nfs = new ArrayList<NfInstance>(length);
        for (int i = 0; i < length; i++) {
            nfs.add(new NfInstance("n" + i, TYPES.get(i % TYPES.size())));
        }
        final var templates = new ArrayList<Template>();
        templates.add(Position.first("n0"));
        templates.add(Position.last("n" + (length - 1)));
        for (int i = 1; i + 2 < length - 1; i += 4) {
            templates.add(Order.before("n" + i, "n" + (i + 2)));
        }
        final var analyzer = DependencyAnalyzer.builtIn();
        final var plain = analyzer.analyze(new ChainRequest(nfs, templates, List.of(), mode));
        final var stages = plain.graph().stages();
        int priorities = 0;
        for (var stage : stages) {
            final var names = stage.nfs();
            for (int k = 0; k + 1 < names.size() && priorities < length / 4; k++) {
                final String lower = names.get(k);
                final String higher = names.get(k + 1);
                if (!lower.equals("n" + (length - 1)) && !higher.equals("n0")) {
                    templates.add(new Priority(higher, lower));
                    priorities++;
                }
            }
        }
        final var request = new ChainRequest(nfs, templates, List.of(), mode);
        analyzer.analyze(request);
        return request;
    }
}
