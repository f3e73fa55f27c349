/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.ToLongFunction;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.IpPrefix;
import org.openpath.openflow.MoveGuarantee;
import org.openpath.openflow.MoveMode;
import org.openpath.openflow.MoveOptimisation;
import org.openpath.openflow.MoveSpec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The state-move benchmark ({@code ./openpath bench reference-switch}, docs/benchmarks.md): a firewall with about
 * 2,200 connections (the move size of the distributed state-transfer paper's testbed) moves from one reference
 * switch to another under 1,000 packets/s, driven by a test controller over real OpenFlow connections on 127.0.0.1,
 * for every guarantee and combination of PZ, LL and ER, peer to peer and through the controller (relay); then a
 * peer-to-peer and a relay move of 550 to 4,400 chunks, for the controller messages. Each figure is the median of
 * the runs; the report goes to the file named by {@code -Dopenpath.bench.out} (default
 * {@code target/state-move-benchmark.md}).
 *
 * <p>Arguments: [connections [packets-per-second [runs]]], default 2200 1000 3.
 */
public final class StateMoveBenchmark {
    private static final Logger LOG = LoggerFactory.getLogger(StateMoveBenchmark.class);
    private static final FlowSpec ALL = new FlowSpec(IpPrefix.parse("10.0.0.0/16"), null, null, null, null);

    private record Row(MoveMode mode, MoveGuarantee guarantee, Set<MoveOptimisation> optimisations, int connections,
            List<MoveRun> runs) {
        long median(final ToLongFunction<MoveRun> figure) {
            final long[] values = runs.stream().mapToLong(figure).sorted().toArray();
            return values[values.length / 2];
        }
    }

    private long moveIds;
    private MoveController.@org.eclipse.jdt.annotation.Nullable Testbed testbed;

    private StateMoveBenchmark() {
    }

    public static void main(final String[] args) throws Exception {
        final int connections = args.length > 0 ? Integer.parseInt(args[0]) : 2200;
        final int rate = args.length > 1 ? Integer.parseInt(args[1]) : 1000;
        final int runs = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        new StateMoveBenchmark().run(connections, rate, runs);
    }

    private void run(final int connections, final int rate, final int runs) throws Exception {
        // warm-up: both modes, not reported
        for (int i = 0; i < 3; i++) {
            for (var mode : MoveMode.values()) {
                move(mode, MoveGuarantee.LOSS_FREE, EnumSet.allOf(MoveOptimisation.class), connections, rate, true);
            }
        }
        final var text = new StringBuilder();
        text.append("# State-move benchmark\n\n").append(String.format(Locale.ROOT, "A firewall with %,d "
            + "connections moves between two reference switches under %,d packets/s; medians of %d runs per row; "
            + "Java %s, %d cores.%n%n", connections, rate, runs, Runtime.version(),
            Runtime.getRuntime().availableProcessors()));
        testbed = null;
        text.append("## Loopback: every link is 127.0.0.1\n\n");
        text.append(matrix(connections, rate, runs));
        testbed = MoveController.Testbed.PAPER;
        text.append("\n## The paper's testbed emulated: control links 10 ms / 10 Mbit/s, data link 1 ms / "
            + "100 Mbit/s\n\n");
        text.append(matrix(connections, rate, runs));
        final Path out = Path.of(System.getProperty("openpath.bench.out", "target/state-move-benchmark.md"));
        write(out, text.toString());
        LOG.info("Report written to {}", out.toAbsolutePath());
    }

    private String matrix(final int connections, final int rate, final int runs) throws Exception {
        final List<Row> rows = new ArrayList<>();
        for (var mode : MoveMode.values()) {
            for (var guarantee : MoveGuarantee.values()) {
                for (int bits = 0; bits < 8; bits++) {
                    final var optimisations = MoveOptimisation.of(bits);
                    final List<MoveRun> done = new ArrayList<>();
                    for (int i = 0; i < runs; i++) {
                        done.add(move(mode, guarantee, optimisations, connections, rate, true));
                    }
                    final var row = new Row(mode, guarantee, optimisations, connections, done);
                    rows.add(row);
                    LOG.info("{} {} {} {}: move {} ms, {} controller messages, lost {}, reordered {}",
                        testbed == null ? "loopback" : "testbed", mode, guarantee, name(optimisations),
                        row.median(run -> run.result().moveNanos()) / 1_000_000,
                        row.median(run -> run.result().controllerMessages()), row.median(MoveRun::lost),
                        row.median(MoveRun::reordered));
                }
            }
        }
        // peer to peer, the destination's endpoint not known yet: MOVE_PREPARE, MOVE_READY, then MOVE_START
        final List<Row> first = new ArrayList<>();
        for (int bits = 0; bits < 8; bits++) {
            final var optimisations = MoveOptimisation.of(bits);
            final List<MoveRun> done = new ArrayList<>();
            for (int i = 0; i < runs; i++) {
                done.add(move(MoveMode.PEER_TO_PEER, MoveGuarantee.LOSS_FREE, optimisations, connections, rate,
                    false));
            }
            first.add(new Row(MoveMode.PEER_TO_PEER, MoveGuarantee.LOSS_FREE, optimisations, connections, done));
        }
        final List<Row> scaling = new ArrayList<>();
        for (int size : new int[] {connections / 4, connections / 2, connections, connections * 2}) {
            for (var mode : MoveMode.values()) {
                scaling.add(new Row(mode, MoveGuarantee.LOSS_FREE, EnumSet.allOf(MoveOptimisation.class), size,
                    List.of(move(mode, MoveGuarantee.LOSS_FREE, EnumSet.allOf(MoveOptimisation.class), size, rate,
                        true))));
            }
        }
        return report(rows, first, scaling);
    }

    private MoveRun move(final MoveMode mode, final MoveGuarantee guarantee, final Set<MoveOptimisation> optimisations,
            final int connections, final int rate, final boolean endpointKnown) throws Exception {
        try (var bed = new MoveBed(connections)) {
            final var spec = new MoveSpec(++moveIds, MoveBed.SFC, MoveBed.FW, mode, guarantee, optimisations, 1,
                30_000, ALL);
            final var run = MoveRun.on(bed, spec, rate, testbed, endpointKnown);
            if (run.result().failed() != null) {
                throw new IllegalStateException("Move failed: " + run.result().failed());
            }
            return run;
        }
    }

    private static String name(final Set<MoveOptimisation> optimisations) {
        if (optimisations.isEmpty()) {
            return "—";
        }
        final List<String> names = new ArrayList<>();
        for (var optimisation : MoveOptimisation.values()) {
            if (optimisations.contains(optimisation)) {
                names.add(switch (optimisation) {
                    case PARALLELIZE -> "PZ";
                    case LATE_LOCKING -> "LL";
                    case EARLY_RELEASE -> "ER";
                });
            }
        }
        return String.join("\\|", names);
    }

    private static String guarantee(final MoveGuarantee guarantee) {
        return switch (guarantee) {
            case NO_GUARANTEE -> "NG";
            case LOSS_FREE -> "LF";
            case ORDER_PRESERVING -> "OP";
        };
    }

    private static String ms(final long nanos) {
        return String.format(Locale.ROOT, "%.1f", nanos / 1e6);
    }

    private static String report(final List<Row> rows, final List<Row> first, final List<Row> scaling) {
        final var text = new StringBuilder();
        text.append("| guarantee | optimisations | P2P move (ms) | relay move (ms) | relay / P2P "
            + "| P2P controller msgs | relay controller msgs | chunks | redirected (P2P / relay) "
            + "| buffered (P2P / relay) | lost (P2P / relay) | reordered (P2P / relay) |\n"
            + "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        final int half = rows.size() / 2;
        for (int i = 0; i < half; i++) {
            final Row p2p = rows.get(i);
            final Row relay = rows.get(half + i);
            final long p2pTime = p2p.median(run -> run.result().moveNanos());
            final long relayTime = relay.median(run -> run.result().moveNanos());
            text.append("| ").append(guarantee(p2p.guarantee())).append(" | ").append(name(p2p.optimisations()))
                .append(" | ").append(ms(p2pTime)).append(" | ").append(ms(relayTime)).append(" | ")
                .append(String.format(Locale.ROOT, "%.1f×", (double) relayTime / p2pTime)).append(" | ")
                .append(p2p.median(run -> run.result().controllerMessages())).append(" | ")
                .append(relay.median(run -> run.result().controllerMessages())).append(" | ")
                .append(p2p.median(run -> run.result().done().chunks())).append(" | ")
                .append(p2p.median(run -> run.result().done().redirected())).append(" / ")
                .append(relay.median(run -> run.result().done().redirected())).append(" | ")
                .append(p2p.median(run -> run.result().complete().buffered())).append(" / ")
                .append(relay.median(run -> run.result().relayBuffered())).append(" | ")
                .append(p2p.median(MoveRun::lost)).append(" / ").append(relay.median(MoveRun::lost)).append(" | ")
                .append(p2p.median(MoveRun::reordered)).append(" / ").append(relay.median(MoveRun::reordered))
                .append(" |\n");
        }
        text.append("\nLF, peer to peer with the destination's endpoint not known yet (MOVE_PREPARE, MOVE_READY, then "
            + "MOVE_START), against the relay rows above:\n\n| optimisations | P2P first move (ms) | relay move (ms) "
            + "| relay / P2P first | P2P controller msgs |\n|---|---:|---:|---:|---:|\n");
        for (var p2p : first) {
            final var relay = rows.stream().filter(row -> row.mode() == MoveMode.RELAY
                && row.guarantee() == MoveGuarantee.LOSS_FREE && row.optimisations().equals(p2p.optimisations()))
                .findFirst().orElseThrow();
            final long p2pTime = p2p.median(run -> run.result().moveNanos());
            final long relayTime = relay.median(run -> run.result().moveNanos());
            text.append("| ").append(name(p2p.optimisations())).append(" | ").append(ms(p2pTime)).append(" | ")
                .append(ms(relayTime)).append(" | ")
                .append(String.format(Locale.ROOT, "%.1f×", (double) relayTime / p2pTime)).append(" | ")
                .append(p2p.median(run -> run.result().controllerMessages())).append(" |\n");
        }
        text.append("\nLF, PZ|LL|ER, by move size (one run each):\n\n| chunks | P2P move (ms) | P2P controller msgs "
            + "| relay move (ms) | relay controller msgs |\n|---:|---:|---:|---:|---:|\n");
        for (int i = 0; i < scaling.size(); i += 2) {
            final Row p2p = scaling.get(i);
            final Row relay = scaling.get(i + 1);
            text.append("| ").append(p2p.median(run -> run.result().done().chunks())).append(" | ")
                .append(ms(p2p.median(run -> run.result().moveNanos()))).append(" | ")
                .append(p2p.median(run -> run.result().controllerMessages())).append(" | ")
                .append(ms(relay.median(run -> run.result().moveNanos()))).append(" | ")
                .append(relay.median(run -> run.result().controllerMessages())).append(" |\n");
        }
        return text.toString();
    }

    private static void write(final Path out, final String report) throws IOException {
        final var parent = out.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.writeString(out, report);
        Arrays.asList(report.split("\n")).forEach(line -> LOG.info("{}", line));
    }
}
