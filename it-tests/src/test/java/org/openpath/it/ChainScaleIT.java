/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestInstance.Lifecycle;
import org.junit.jupiter.api.extension.ExtendWith;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * 1,000 chain requests in one RESTCONF PUT: every one is validated, analysed and placed, progress is visible in
 * {@code service-chain-states/processing} while they are processed, and the figures (wall time, per-chain latency
 * from the PUT to {@code placed}, heap, RSS) are written to {@code target/chain-scale-report.md}. Figures are
 * reported, not asserted: the assertions are that every chain is placed and the counters add up.
 */
@ExtendWith(KarafExtension.class)
@TestInstance(Lifecycle.PER_CLASS)
final class ChainScaleIT {
    private static final Logger LOG = LoggerFactory.getLogger(ChainScaleIT.class);
    private static final int CHAINS = Integer.getInteger("openpath.scale.chains", 1000);
    /** One node per 250 chains, at least four: each offers 4,096 cores, the YANG maximum. */
    private static final long[] DATAPATH_IDS = java.util.stream.LongStream.range(0, Math.max(4, (CHAINS + 249) / 250))
        .map(i -> 0x31 + i).toArray();
    private static final String TOPOLOGY = "/data/openpath-topology:openpath-topology";
    private static final String SERVICE_CHAINS = "/data/openpath-chains:service-chains";
    private static final String PROCESSING = "/data/openpath-chains:service-chain-states/processing";
    private static final String STATES = "/data/openpath-chains:service-chain-states";
    private static final List<String> TYPES = List.of("firewall", "traffic-monitor", "ids", "nat", "load-balancer",
        "vpn", "shaper", "probe", "dpi", "proxy", "gateway", "voc");
    private static final Pattern BATCH_LINE = Pattern.compile(
        "Processed a batch of (\\d+) chain requests in (\\d+) ms.*heap used (\\d+) MiB");

    private OvsSandbox ovs;

    @BeforeAll
    void startSwitches(final Restconf restconf) throws IOException {
        ovs = OvsSandbox.start();
        final var nodes = new ArrayList<String>();
        final var links = new ArrayList<String>();
        for (int i = 0; i < DATAPATH_IDS.length; i++) {
            ovs.addBridge("opscale" + i, DATAPATH_IDS[i], 6653);
            nodes.add("""
                {"node-id":"openflow:%d","capacity":{"cpu-cores":4096,"memory":8388608,"nic-bandwidth":"10000"}}"""
                .formatted(DATAPATH_IDS[i]));
            for (int j = i + 1; j < DATAPATH_IDS.length; j++) {
                links.add("""
                    {"link-id":"scale-%d-%d","source-node":"openflow:%d","destination-node":"openflow:%d",
                     "bandwidth":"10000"}""".formatted(i, j, DATAPATH_IDS[i], DATAPATH_IDS[j]));
            }
        }
        final var put = restconf.put(TOPOLOGY, """
            {"openpath-topology:openpath-topology":{"node":[%s],"link":[%s]}}"""
            .formatted(String.join(",", nodes), String.join(",", links)));
        assertTrue(put.status() == 201 || put.status() == 204, () -> "PUT topology answered " + put);
        await("scale nodes connected").atMost(Duration.ofSeconds(90)).pollInterval(Duration.ofSeconds(1))
            .untilAsserted(() -> {
                final var state = restconf.get("/data/openpath-topology:openpath-topology-state").body();
                for (var dpid : DATAPATH_IDS) {
                    assertTrue(state.contains("{\"node-id\":\"openflow:" + dpid + "\"") || state.contains(
                        "\"openflow:" + dpid + "\""), () -> "openflow:" + dpid + " in " + state);
                }
                assertEquals(DATAPATH_IDS.length, countOccurrences(state, "\"status\":\"connected\""),
                    () -> "all scale nodes connected: " + state);
            });
    }

    @AfterAll
    void cleanUp(final Restconf restconf) throws IOException {
        restconf.delete(SERVICE_CHAINS);
        restconf.delete(TOPOLOGY);
        if (ovs != null) {
            ovs.close();
        }
    }

    @Test
    void thousandChainsInOnePut(final Restconf restconf, final KarafDistribution karaf) throws IOException {
        final long processedBefore = counter(restconf, "processed");
        final var body = chains();

        final var start = Instant.now();
        final var put = restconf.put(SERVICE_CHAINS, body);
        final var answered = Instant.now();
        assertTrue(put.status() == 201 || put.status() == 204, () -> "PUT of " + CHAINS + " chains answered " + put);

        final var samples = new ArrayList<String>();
        final long[] maxQueued = { 0 };
        await(CHAINS + " chains processed").atMost(Duration.ofMinutes(10)).pollInterval(Duration.ofMillis(250))
            .untilAsserted(() -> {
                final long processed = counter(restconf, "processed") - processedBefore;
                final long queued = counter(restconf, "queued");
                maxQueued[0] = Math.max(maxQueued[0], queued);
                samples.add(Duration.between(start, Instant.now()).toMillis() + " ms: processed " + processed
                    + ", queued " + queued);
                assertTrue(processed >= CHAINS && queued == 0, () -> "processed " + processed + ", queued " + queued);
            });
        final var done = Instant.now();

        final var states = restconf.get(STATES + "?fields=service-chain-state(name;status;last-change;reason)");
        assertEquals(200, states.status(), () -> "GET states answered " + states);
        final var list = Json.array(states.json().path("openpath-chains:service-chain-states")
            .path("service-chain-state"));
        final var latencies = new ArrayList<Long>();
        for (var entry : list) {
            final var name = Json.text(entry.path("name"));
            if (!name.startsWith("scale-")) {
                continue;
            }
            assertEquals("placed", Json.text(entry.path("status")), () -> "chain " + entry);
            final var changed = Instant.parse(Json.text(entry.path("last-change")));
            latencies.add(Duration.between(start, changed).toMillis());
        }
        assertEquals(CHAINS, latencies.size(), "every chain has a state");
        Collections.sort(latencies);

        final var report = new StringBuilder()
            .append("# ").append(CHAINS).append(" chain requests in one PUT\n\n")
            .append("Reproduce: `./openpath test` (or `./mvnw -pl it-tests verify -Dit.test=ChainScaleIT`);")
            .append(" report in it-tests/target/chain-scale-report.md\n\n")
            .append("| figure | value |\n|---|---|\n")
            .append(row("chains", Integer.toString(CHAINS)))
            .append(row("PUT answered (validation of all chains at commit)", millis(start, answered)))
            .append(row("PUT to all placed (wall time)", millis(start, done)))
            .append(row("max queued seen", Long.toString(maxQueued[0])))
            .append(row("latency PUT to placed, p50", latencies.get(percentile(latencies, 50)) + " ms"))
            .append(row("latency PUT to placed, p90", latencies.get(percentile(latencies, 90)) + " ms"))
            .append(row("latency PUT to placed, p99", latencies.get(percentile(latencies, 99)) + " ms"))
            .append(row("latency PUT to placed, max", latencies.getLast() + " ms"))
            .append(row("Karaf JVM RSS after", karaf.jvmResidentSetSize()))
            .append(row("orchestrator log", batchLine(karaf.logFile())))
            .append("\nProgress samples (service-chain-states/processing):\n\n");
        samples.forEach(sample -> report.append("    ").append(sample).append('\n'));
        final var file = Path.of("target", "chain-scale-report.md");
        Files.writeString(file, report.toString(), StandardCharsets.UTF_8);
        LOG.info("Chain scale report ({}):\n{}", file.toAbsolutePath(), report);
    }

    private static String chains() {
        final var random = new Random(20261122);
        final var chains = new ArrayList<String>();
        for (int i = 0; i < CHAINS; i++) {
            final var nfs = new ArrayList<String>();
            final var types = new ArrayList<>(TYPES);
            Collections.shuffle(types, random);
            final int size = 3 + random.nextInt(4);
            for (int n = 0; n < size; n++) {
                nfs.add("{\"name\":\"nf%d\",\"type\":\"%s\"}".formatted(n, types.get(n)));
            }
            chains.add("""
                {"name":"scale-%04d","nf":[%s],"sla":{"traffic-rate":"%s"},"backup":%s}"""
                .formatted(i, String.join(",", nfs), String.format(Locale.ROOT, "%.1f", 0.5 + random.nextInt(4) * 0.5),
                    i % 4 == 0));
        }
        return "{\"openpath-chains:service-chains\":{\"service-chain\":[" + String.join(",", chains) + "]}}";
    }

    private static long counter(final Restconf restconf, final String name) throws IOException {
        final var get = restconf.get(PROCESSING);
        if (get.status() != 200) {
            return 0;
        }
        final var value = get.json().path("openpath-chains:processing").path(name);
        return Json.isScalar(value) ? Json.longValue(value) : 0;
    }

    private static String batchLine(final Path log) {
        try (var lines = Files.lines(log, StandardCharsets.UTF_8)) {
            return lines.map(BATCH_LINE::matcher).filter(matcher -> matcher.find()
                    && Integer.parseInt(matcher.group(1)) == CHAINS)
                .map(matcher -> "batch of " + matcher.group(1) + " processed in " + matcher.group(2)
                    + " ms on the orchestrator thread; heap used after: " + matcher.group(3) + " MiB")
                .reduce((first, second) -> second).orElse("no batch line found in " + log);
        } catch (IOException e) {
            return "cannot read " + log + ": " + e.getMessage();
        }
    }

    private static int percentile(final List<Long> sorted, final int percent) {
        return Math.min(sorted.size() - 1, (int) Math.ceil(percent / 100.0 * sorted.size()) - 1);
    }

    private static String millis(final Instant from, final Instant to) {
        return Duration.between(from, to).toMillis() + " ms";
    }

    private static String row(final String name, final String value) {
        return "| " + name + " | " + value + " |\n";
    }

    private static int countOccurrences(final String text, final String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }
}
