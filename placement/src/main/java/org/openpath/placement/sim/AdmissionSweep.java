/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.sim;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openpath.placement.Admission;
import org.openpath.placement.Algorithm;

/**
 * Sweeps priced admission's two settings and writes how OpenPATH without backups then compares with the best
 * baseline (none of which reserves backups) on every topology and request count of the simulator:
 * {@code admission-sweep.csv}, one line per setting, topology and count, with the means over the repetitions.
 * <pre>
 * placement/run-simulator.sh [output-dir] [repetitions] sweep
 * </pre>
 */
public final class AdmissionSweep {
    /** The price bases swept. */
    static final List<Double> BASES = List.of(16.0, 64.0, 256.0, 1024.0, 4096.0, 16384.0);
    /** The budgets swept, cores. */
    static final List<Double> BUDGETS = List.of(1.0, 2.0, 3.0, 4.0, 6.0, 8.0);
    /** The CSV header. */
    static final String HEADER = "admission,base,budget_cores,topology,requests,acceptance_ratio,throughput_gbps,"
        + "best_baseline_acceptance,best_acceptance_baseline,best_baseline_throughput,best_throughput_baseline";

    private AdmissionSweep() {
        // Entry point only
    }

    /**
     * Runs the sweep.
     *
     * @param out the output directory
     * @param reps the repetitions (seeds) per point
     * @throws IOException if the file cannot be written
     */
    public static void run(final Path out, final int reps) throws IOException {
        final var settings = new ArrayList<Admission>();
        settings.add(Admission.ALL_THAT_FIT);
        for (double base : BASES) {
            for (double budget : BUDGETS) {
                settings.add(new Admission.Priced(base, budget));
            }
        }
        final var baselines = new ArrayList<Variant>();
        for (var algorithm : Algorithm.values()) {
            if (algorithm != Algorithm.OPENPATH) {
                baselines.add(new Variant(algorithm, false));
            }
        }
        try (Writer w = Files.newBufferedWriter(out.resolve("admission-sweep.csv"), StandardCharsets.UTF_8)) {
            w.write(HEADER + "\n");
            for (var setting : SimulatorMain.settings()) {
                for (int count : SimulatorMain.COUNTS) {
                    final Map<String, double[]> best = new LinkedHashMap<>();
                    for (var baseline : baselines) {
                        best.put(baseline.label(), means(setting, baseline, count, reps));
                    }
                    final var byAcceptance = best.entrySet().stream()
                        .max((a, b) -> Double.compare(a.getValue()[0], b.getValue()[0])).orElseThrow();
                    final var byThroughput = best.entrySet().stream()
                        .max((a, b) -> Double.compare(a.getValue()[1], b.getValue()[1])).orElseThrow();
                    for (var admission : settings) {
                        final var own = means(setting, new Variant(Algorithm.OPENPATH, false, admission), count,
                            reps);
                        final var priced = admission instanceof Admission.Priced p ? p : null;
                        w.write(String.format(Locale.ROOT, "%s,%s,%s,%s,%d,%.4f,%.3f,%.4f,%s,%.3f,%s%n",
                            priced == null ? "all-that-fit" : "priced", priced == null ? "" : fmt(priced.base()),
                            priced == null ? "" : fmt(priced.budgetCores()), setting.topology().name(), count, own[0],
                            own[1], byAcceptance.getValue()[0], byAcceptance.getKey(), byThroughput.getValue()[1],
                            byThroughput.getKey()));
                    }
                }
            }
        }
    }

    // {acceptance ratio, throughput} averaged over the repetitions
    private static double[] means(final SimulatorMain.Setting setting, final Variant variant, final int count,
            final int reps) {
        double acceptance = 0;
        double throughput = 0;
        for (int rep = 0; rep < reps; rep++) {
            final long seed = SimulatorMain.BASE_SEED + rep;
            final var result = Simulation.run(setting.topology(), variant, setting.requests(seed).subList(0, count),
                seed, false);
            acceptance += result.acceptanceRatio() / reps;
            throughput += result.throughputGbps() / reps;
        }
        return new double[] {acceptance, throughput};
    }

    private static String fmt(final double value) {
        return java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
