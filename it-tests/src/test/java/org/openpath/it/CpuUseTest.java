/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class CpuUseTest {
    @Test
    void aBusyThreadIsNamedWithTheTimeItUsed() throws InterruptedException {
        final var processes = Map.of("self", ProcessHandle.current());
        final var before = CpuUse.take(processes);
        final var spins = new AtomicLong();
        final var measured = new CountDownLatch(1);
        // a platform thread (its name is the one /proc shows, up to 15 characters), alive at the second snapshot
        final var burner = Thread.ofPlatform().name("cpuuse-burner").start(() -> {
            final long until = System.nanoTime() + 400_000_000L;
            while (System.nanoTime() < until) {
                spins.incrementAndGet();
            }
            try {
                measured.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        await("the busy thread done spinning").atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(20))
            .until(() -> spins.get() > 0 && burner.getState() == Thread.State.WAITING);
        final var after = CpuUse.take(processes);
        measured.countDown();
        burner.join();
        final var line = CpuUse.between(before, after, 50);
        // "self N% (..., cpuuse-burner M%, ...) over T ms"
        final var self = Pattern.compile("^self (\\d+)% \\(.*\\) over (\\d+) ms$").matcher(line);
        assertTrue(self.matches(), line);
        assertTrue(Long.parseLong(self.group(2)) >= 400, line);
        final var burnt = Pattern.compile("cpuuse-burner (\\d+)%").matcher(line);
        assertTrue(burnt.find(), () -> "the busy thread is named: " + line);
        // it ran 400 ms of the interval; it was given at least a tick of 10 ms of it, and no thread more than all
        assertTrue(Long.parseLong(burnt.group(1)) > 0, line);
        assertTrue(Long.parseLong(burnt.group(1)) <= Long.parseLong(self.group(1)), line);
        assertTrue(spins.get() > 0);
    }

    @Test
    void aProcessGoneBeforeTheSecondSnapshotCountsNothing() {
        final var processes = Map.of("self", ProcessHandle.current());
        final var snapshot = CpuUse.take(processes);
        final var empty = new CpuUse.Snapshot(snapshot.nanos() + 1_000_000_000L, Map.of("self", 0L),
            Map.of("self", Map.of()));
        assertEquals("self 0% over 1000 ms", CpuUse.between(snapshot, empty, 3));
    }
}
