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
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openpath.placement.Admission;
import org.openpath.placement.Algorithm;
import org.openpath.placement.Capacities;
import org.openpath.placement.PlacementRequest;
import org.openpath.placement.Topology;

/**
 * The simulator's command line: reproduces the paper's §7.5 experiments and writes CSV files, printing nothing.
 * <pre>
 * placement/run-simulator.sh [output-dir] [repetitions]         (defaults: docs/placement 5)
 * placement/run-simulator.sh [output-dir] [repetitions] sweep   (priced admission's settings: {@link AdmissionSweep})
 * </pre>
 * It writes {@code results.csv} (one line per run), {@code summary.csv} (mean and standard deviation per topology,
 * algorithm and request count) and {@code timing.csv} (placement time against request count and fat-tree size).
 */
public final class SimulatorMain {
    /** Request counts of the evaluation, as in the paper's Figs. 27–30: 20 to 300. */
    public static final List<Integer> COUNTS = List.of(20, 40, 60, 80, 100, 150, 200, 250, 300);
    /** The workload seed of repetition 0; repetition i uses BASE_SEED + i. */
    public static final long BASE_SEED = 20_261_122L;

    private SimulatorMain() {
        // Entry point only
    }

    /**
     * Runs the experiments.
     *
     * @param args output directory and number of repetitions, both optional
     * @throws IOException if a file cannot be written
     */
    public static void main(final String[] args) throws IOException {
        final var out = Path.of(args.length > 0 ? args[0] : "docs/placement");
        final int reps = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        Files.createDirectories(out);
        if (args.length > 2 && "sweep".equals(args[2])) {
            AdmissionSweep.run(out, reps);
            return;
        }
        final var variants = variants();
        final var results = new ArrayList<RunResult>();
        for (int rep = 0; rep < reps; rep++) {
            final long seed = BASE_SEED + rep;
            for (var setting : settings()) {
                final var all = setting.requests(seed);
                for (int count : COUNTS) {
                    for (var variant : variants) {
                        results.add(Simulation.run(setting.topology(), variant, all.subList(0, count), seed, true));
                    }
                }
            }
        }
        try (Writer w = Files.newBufferedWriter(out.resolve("results.csv"), StandardCharsets.UTF_8)) {
            w.write(RunResult.HEADER + "\n");
            for (var result : results) {
                w.write(result.csv() + "\n");
            }
        }
        writeSummary(out.resolve("summary.csv"), results);
        writeTiming(out.resolve("timing.csv"), variants, Math.max(3, reps));
    }

    /**
     * A topology with the workload the simulator offers it.
     *
     * @param topology the cluster
     * @param paperMix whether it gets the paper's own setting's 7-NF and 12-NF chains, taken in turn, instead of the
     *     fat-tree workload ({@link Workload#paper})
     */
    public record Setting(Topology topology, boolean paperMix) {
        /**
         * Returns the requests of one repetition, as many as the largest count.
         *
         * @param seed the repetition's seed
         * @return the requests {@code r0 ..}
         */
        public List<PlacementRequest> requests(final long seed) {
            final int most = COUNTS.get(COUNTS.size() - 1);
            if (!paperMix) {
                return Workload.paper(seed).requests(most);
            }
            final var sevens = Workload.paperSetting(seed, 7).requests(most);
            final var twelves = Workload.paperSetting(seed, 12).requests(most);
            final var mixed = new ArrayList<PlacementRequest>();
            for (int i = 0; i < most; i++) {
                final var r = (i % 2 == 0 ? sevens : twelves).get(i / 2);
                mixed.add(new PlacementRequest("r" + i, r.graph(), r.rateGbps(), r.latencySlaMicros(), r.affinity(),
                    r.backup()));
            }
            return mixed;
        }
    }

    /**
     * Returns the topologies the simulator runs, with their workloads: fat-tree k=4 and leaf-spine 4x4x4 with the
     * fat-tree workload, and the paper's own setting (a core and two edge nodes) with its chains.
     *
     * @return the settings
     */
    public static List<Setting> settings() {
        return List.of(new Setting(Topology.fatTree(4, Capacities.DEFAULT), false),
            new Setting(Topology.leafSpine(4, 4, 4, Capacities.DEFAULT), false),
            new Setting(Topology.coreAndEdges(2, Capacities.PAPER_TESTBED), true));
    }

    /**
     * Returns the variants the simulator compares: OpenPATH with and without backups, each accepting all that fits and
     * with priced admission ({@link Admission.Priced#MEASURED}), and the five baselines.
     *
     * @return the variants
     */
    public static List<Variant> variants() {
        final var list = new ArrayList<Variant>();
        list.add(new Variant(Algorithm.OPENPATH, true));
        list.add(new Variant(Algorithm.OPENPATH, false));
        list.add(new Variant(Algorithm.OPENPATH, true, Admission.Priced.MEASURED));
        list.add(new Variant(Algorithm.OPENPATH, false, Admission.Priced.MEASURED));
        for (var algorithm : Algorithm.values()) {
            if (algorithm != Algorithm.OPENPATH) {
                list.add(new Variant(algorithm, false));
            }
        }
        return List.copyOf(list);
    }

    private static void writeSummary(final Path file, final List<RunResult> results) throws IOException {
        final Map<String, List<RunResult>> groups = new LinkedHashMap<>();
        for (var r : results) {
            groups.computeIfAbsent(r.topology() + "," + r.variant() + "," + r.requests(), k -> new ArrayList<>())
                .add(r);
        }
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("topology,algorithm,requests,runs,acceptance_ratio,acceptance_sd,throughput_gbps,mean_latency_us,"
                + "latency_sd,mean_path_length,cpu_utilisation,inter_node_gbps,availability,availability_protectable,"
                + "accepted_mean_nfs,accepted_mean_cores\n");
            for (var e : groups.entrySet()) {
                final var rs = e.getValue();
                final double[] acc = rs.stream().mapToDouble(RunResult::acceptanceRatio).toArray();
                final double[] lat = rs.stream().mapToDouble(RunResult::meanLatencyMicros).toArray();
                w.write(String.format(Locale.ROOT,
                    "%s,%d,%.4f,%.4f,%.3f,%.2f,%.2f,%.3f,%.4f,%.3f,%.4f,%.4f,%.2f,%.3f%n", e.getKey(), rs.size(),
                    mean(acc), sd(acc), mean(rs.stream().mapToDouble(RunResult::throughputGbps).toArray()),
                    mean(lat), sd(lat), mean(rs.stream().mapToDouble(RunResult::meanPathLength).toArray()),
                    mean(rs.stream().mapToDouble(RunResult::cpuUtilisation).toArray()),
                    mean(rs.stream().mapToDouble(RunResult::interNodeGbps).toArray()),
                    mean(rs.stream().mapToDouble(RunResult::availability).toArray()),
                    mean(rs.stream().mapToDouble(RunResult::protectableAvailability).toArray()),
                    mean(rs.stream().mapToDouble(RunResult::acceptedMeanNfs).toArray()),
                    mean(rs.stream().mapToDouble(RunResult::acceptedMeanCores).toArray())));
            }
        }
    }

    private static void writeTiming(final Path file, final List<Variant> variants, final int reps)
            throws IOException {
        final var all = Workload.paper(BASE_SEED).requests(300);
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("topology,hosts,links,algorithm,requests,accepted,median_place_ms,min_place_ms\n");
            for (int k : new int[] {4, 6, 8, 10}) {
                final var topology = Topology.fatTree(k, Capacities.DEFAULT);
                final var counts = k == 8 ? List.of(50, 100, 150, 200, 250, 300) : List.of(300);
                for (int count : counts) {
                    final List<PlacementRequest> offered = all.subList(0, count);
                    for (var variant : variants) {
                        // warm-up run, then timed repetitions
                        Simulation.run(topology, variant, offered, BASE_SEED, false);
                        final var times = new double[reps];
                        RunResult last = null;
                        for (int i = 0; i < reps; i++) {
                            last = Simulation.run(topology, variant, offered, BASE_SEED, false);
                            times[i] = last.placeMillis();
                        }
                        Arrays.sort(times);
                        w.write(String.format(Locale.ROOT, "%s,%d,%d,%s,%d,%d,%.3f,%.3f%n", topology.name(),
                            topology.hosts().size(), topology.links().size(), variant.label(), count, last.accepted(),
                            times[reps / 2], times[0]));
                    }
                }
            }
        }
    }

    private static double mean(final double[] values) {
        return Arrays.stream(values).average().orElse(0);
    }

    private static double sd(final double[] values) {
        if (values.length < 2) {
            return 0;
        }
        final double m = mean(values);
        return Math.sqrt(Arrays.stream(values).map(v -> (v - m) * (v - m)).sum() / (values.length - 1));
    }
}
