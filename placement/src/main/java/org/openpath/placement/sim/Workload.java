/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.NfType;
import org.openpath.placement.Affinity;
import org.openpath.placement.PlacementRequest;

/**
 * Seeded random requests: chains of distinct NF types drawn from the built-in catalog, analysed into parallel service
 * graphs by the dependency analyser, with a uniform random rate. The same parameters give the same requests.
 *
 * @param seed the random seed
 * @param minNfs shortest chain
 * @param maxNfs longest chain
 * @param minRateGbps lowest rate
 * @param maxRateGbps highest rate
 * @param latencySlaMicros the SLA every request carries
 * @param backup whether requests ask for backups
 */
public record Workload(long seed, int minNfs, int maxNfs, double minRateGbps, double maxRateGbps,
        double latencySlaMicros, boolean backup) {
    private static final List<String> TYPES = BuiltInCatalog.nfTypes().stream().map(NfType::name).toList();
    private static final DependencyAnalyzer ANALYZER = DependencyAnalyzer.builtIn();

    /**
     * Validates the components.
     */
    public Workload {
        if (minNfs < 1 || maxNfs < minNfs || maxNfs > TYPES.size() || !(minRateGbps > 0)
            || maxRateGbps < minRateGbps || !(latencySlaMicros > 0)) {
            throw new IllegalArgumentException("Inconsistent workload parameters");
        }
    }

    /**
     * Returns the paper's §7.5 workload: chains of 3 to 12 NFs, 0.1 to 1 Gbps each, a 2 ms SLA, backups wanted.
     *
     * @param seed the seed
     * @return the workload
     */
    public static Workload paper(final long seed) {
        return new Workload(seed, 3, 12, 0.1, 1.0, 2000, true);
    }

    /**
     * Returns the workload of the paper's §7.5 setting: chains of 7 NFs (the paper's linear chain) or 12 (its random
     * graph; here a 12-NF chain the analyser turns into a graph), 0.1 to 1 Gbps each, a 2 ms SLA, backups wanted. The
     * paper gives neither the rates nor the SLA: they are the fat-tree workload's.
     *
     * @param seed the seed
     * @param nfs 7 or 12
     * @return the workload
     */
    public static Workload paperSetting(final long seed, final int nfs) {
        return new Workload(seed, nfs, nfs, 0.1, 1.0, 2000, true);
    }

    /**
     * Generates requests {@code r0 .. r<count-1>}.
     *
     * @param count how many
     * @return the requests
     */
    public List<PlacementRequest> requests(final int count) {
        final var random = new SplittableRandom(seed);
        final var out = new ArrayList<PlacementRequest>(count);
        while (out.size() < count) {
            final int length = random.nextInt(minNfs, maxNfs + 1);
            final var pool = new ArrayList<>(TYPES);
            final var builder = ChainRequest.builder();
            for (int i = 0; i < length; i++) {
                builder.nf(pool.remove(random.nextInt(pool.size())));
            }
            final double rate = minRateGbps + random.nextDouble() * (maxRateGbps - minRateGbps);
            final double rounded = Math.max(minRateGbps, Math.round(rate * 100) / 100.0);
            try {
                final var graph = ANALYZER.analyze(builder.build()).graph();
                out.add(new PlacementRequest("r" + out.size(), graph, rounded, latencySlaMicros, Affinity.HIGH,
                    backup));
            } catch (ChainValidationException e) {
                // A chain the analyser refuses is not a request an operator could submit: draw another one
                continue;
            }
        }
        return out;
    }
}
