/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The CPU time processes and their threads used between two moments, read from {@code /proc/<pid>/task/<tid>/stat}
 * (user + system time, in clock ticks of 10 ms): to tell what kept the machine busy while a figure was taken. A
 * process's total comes from {@code /proc/<pid>/stat} and so includes threads that ended between the snapshots; its
 * busiest threads are those alive at the second one. A process that is gone counts nothing.
 */
final class CpuUse {
    private static final long TICK_MILLIS = 10;

    private CpuUse() {
        // utility class
    }

    /**
     * CPU ticks per thread of named processes at one moment.
     *
     * @param nanos when it was taken ({@link System#nanoTime()})
     * @param totals per process name, the ticks its threads used, ended ones included
     * @param ticks per process name, per live thread ("name/tid"), the ticks used since the thread started
     */
    record Snapshot(long nanos, Map<String, Long> totals, Map<String, Map<String, Long>> ticks) {
    }

    /**
     * Takes a snapshot of the processes given by name.
     *
     * @param processes what to read, by the name the report uses
     * @return the snapshot
     */
    static Snapshot take(final Map<String, ProcessHandle> processes) {
        final var totals = new LinkedHashMap<String, Long>();
        final var ticks = new LinkedHashMap<String, Map<String, Long>>();
        processes.forEach((name, process) -> {
            final var proc = Path.of("/proc", Long.toString(process.pid()));
            totals.put(name, used(proc.resolve("stat")).orElse(0L));
            ticks.put(name, threads(proc.resolve("task")));
        });
        return new Snapshot(System.nanoTime(), totals, ticks);
    }

    /**
     * Describes what each process used between two snapshots: its share of one core over the interval and its
     * busiest threads, e.g. {@code karaf 152% (pool-12-thread 40%, ...)}.
     *
     * @param before the earlier snapshot
     * @param after the later one
     * @param topThreads how many threads to name per process
     * @return one line
     */
    static String between(final Snapshot before, final Snapshot after, final int topThreads) {
        final long millis = Math.max(1, (after.nanos() - before.nanos()) / 1_000_000);
        return after.ticks().entrySet().stream().map(process -> {
            final var earlier = before.ticks().getOrDefault(process.getKey(), Map.of());
            final var used = process.getValue().entrySet().stream()
                .collect(Collectors.toMap(thread -> thread.getKey().substring(0, thread.getKey().lastIndexOf('/')),
                    thread -> thread.getValue() - earlier.getOrDefault(thread.getKey(), 0L), Long::sum));
            final long total = Math.max(0, after.totals().getOrDefault(process.getKey(), 0L)
                - before.totals().getOrDefault(process.getKey(), 0L));
            final var busiest = used.entrySet().stream().filter(thread -> thread.getValue() > 0)
                .sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder())).limit(topThreads)
                .map(thread -> thread.getKey() + " " + percent(thread.getValue(), millis))
                .collect(Collectors.joining(", "));
            return process.getKey() + " " + percent(total, millis) + (busiest.isEmpty() ? "" : " (" + busiest + ")");
        }).collect(Collectors.joining("; ")) + " over " + millis + " ms";
    }

    private static String percent(final long ticks, final long millis) {
        return ticks * TICK_MILLIS * 100 / millis + "%";
    }

    // per thread "comm/tid": utime + stime in ticks
    private static Map<String, Long> threads(final Path tasks) {
        final var result = new LinkedHashMap<String, Long>();
        try (Stream<Path> each = Files.list(tasks)) {
            each.forEach(task -> read(task.resolve("stat")).ifPresent(stat ->
                result.put(stat.name() + "/" + task.getFileName(), stat.ticks())));
        } catch (IOException e) {
            // the process is gone: nothing counted for it
        }
        return result;
    }

    // utime + stime of a stat file, empty if it is gone
    private static Optional<Long> used(final Path stat) {
        return read(stat).map(Stat::ticks);
    }

    // a stat file's name (as /proc gives it, up to 15 characters) and utime + stime, empty if it is gone
    private static Optional<Stat> read(final Path stat) {
        try {
            final var line = Files.readString(stat, StandardCharsets.US_ASCII);
            final int close = line.lastIndexOf(')');
            // after the name: state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime stime
            final var fields = line.substring(close + 2).split(" ");
            return Optional.of(new Stat(line.substring(line.indexOf('(') + 1, close),
                Long.parseLong(fields[11]) + Long.parseLong(fields[12])));
        } catch (IOException | NumberFormatException | IndexOutOfBoundsException e) {
            return Optional.empty();
        }
    }

    private record Stat(String name, long ticks) {
    }
}
