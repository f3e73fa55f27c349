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

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
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
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestInstance.Lifecycle;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * 1,000 chain requests in one RESTCONF PUT: every one is validated, analysed and placed, progress is visible in
 * {@code service-chain-states/processing} while they are processed, and the figures (wall time, per-chain latency
 * from the PUT to {@code placed}, heap, RSS) are written to {@code target/chain-scale-report.md}. Figures are
 * reported, not asserted: the assertions are that every chain is placed and the counters add up.
 *
 * <p>Then crash consistency (issue 20, point 2): the controller killed with SIGKILL right after such a PUT is
 * answered (before or while its chains are processed; the log says how many were), and while it receives one.
 * After the restart every chain a PUT committed is there and placed once (each node's sub-SFC counters equal what
 * the chain states place on it), and a PUT is stored whole or not at all.
 */
@ExtendWith(KarafExtension.class)
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
final class ChainScaleIT {
    private static final Logger LOG = LoggerFactory.getLogger(ChainScaleIT.class);
    private static final int CHAINS = Integer.getInteger("openpath.scale.chains", 1000);
    /** One node per 250 chains, at least four: each offers 4,096 cores, the YANG maximum. */
    private static final long[] DATAPATH_IDS = java.util.stream.LongStream.range(0, Math.max(4, (CHAINS + 249) / 250))
        .map(i -> 0x31 + i).toArray();
    /** The most chains one request may write, as docs/api.md documents it. */
    private static final int REQUEST_LIMIT = 5000;
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
    @Order(1)
    void thousandChainsInOnePut(final Restconf restconf, final KarafDistribution karaf) throws IOException {
        final long processedBefore = counter(restconf, "processed");
        final var body = chains("scale-");

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

    @Test
    @Order(2)
    void killedRightAfterAPutEveryCommittedChainIsPlacedOnce(final Restconf restconf,
            final KarafDistribution karaf) throws IOException {
        removeAll(restconf);
        final long processedBefore = counter(restconf, "processed");
        final var put = restconf.put(SERVICE_CHAINS, chains("crash-a-"));
        assertTrue(put.status() == 201 || put.status() == 204, () -> "PUT of " + CHAINS + " chains answered " + put);
        final long processedAtKill = counter(restconf, "processed") - processedBefore;
        assertTrue(processedAtKill < CHAINS, "the kill must come before every chain is processed, not after");

        final var restart = karaf.crashAndRestart(() -> { });
        LOG.info("Killed the controller with {} of {} committed chains processed; up again after {} ms",
            processedAtKill, CHAINS, restart.toMillis());
        assertEveryChainPlacedOnce(restconf, "crash-a-");
    }

    @Test
    @Order(3)
    void killedDuringAPutItsChainsAreStoredWholeOrNotAtAll(final Restconf restconf, final KarafDistribution karaf)
            throws Exception {
        removeAll(restconf);
        final var body = chains("crash-b-").getBytes(StandardCharsets.UTF_8);
        final var sentAll = new AtomicBoolean();
        try (var sender = restconf.another()) {
            final var start = Instant.now();
            final var answer = CompletableFuture.supplyAsync(() -> {
                try {
                    return sender.put(SERVICE_CHAINS, () -> new FilterInputStream(new ByteArrayInputStream(body)) {
                        @Override
                        public int read(final byte[] buffer, final int offset, final int length) throws IOException {
                            final int read = super.read(buffer, offset, length);
                            if (read < 0) {
                                sentAll.set(true);
                            }
                            return read;
                        }
                    });
                } catch (IOException e) {
                    return new Restconf.Response(0, e.toString());
                }
            });
            // the kill comes once the whole body is on its way: the controller parses and validates it then
            await("the PUT's body sent").atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(1))
                .untilTrue(sentAll);
            final long killedAfter = Duration.between(start, Instant.now()).toMillis();
            final boolean answeredBefore = answer.isDone();
            karaf.crashAndRestart(() -> { });
            final var put = answer.get(2, TimeUnit.MINUTES);
            final int stored = storedChains(restconf, "crash-b-");
            LOG.info("Killed the controller {} ms into a PUT of {} chains, once its body was sent ({}): the PUT {};"
                + " {} chains stored after the restart", killedAfter, CHAINS,
                answeredBefore ? "already answered" : "not answered yet",
                put.status() == 0 ? "got no answer" : "answered " + put.status(), stored);
            if (put.status() == 201 || put.status() == 204) {
                assertEquals(CHAINS, stored, "a PUT that was answered " + put.status() + " is kept whole");
            } else {
                assertTrue(stored == 0 || stored == CHAINS, () -> "a PUT cut short by the crash is stored whole or"
                    + " not at all, but " + stored + " of " + CHAINS + " chains are there");
            }
            if (stored == CHAINS) {
                assertEveryChainPlacedOnce(restconf, "crash-b-");
            }
        }
    }

    @Test
    @Order(4)
    void aPutOfMoreChainsThanTheLimitIsRefusedNamingIt(final Restconf restconf) throws IOException {
        removeAll(restconf);
        final long processedBefore = counter(restconf, "processed");
        final int over = REQUEST_LIMIT + 1;
        final var put = restconf.put(SERVICE_CHAINS, chains("limit-", over));
        assertEquals(400, put.status(), () -> "a PUT of " + over + " chains is refused: " + put);
        assertEquals(List.of("This request writes " + over + " chains; a request writes at most " + REQUEST_LIMIT
            + " (send the others in further requests)"), put.errorMessages());
        assertEquals(0, storedChains(restconf, "limit-"), "nothing of the refused PUT is stored");
        assertEquals(processedBefore, counter(restconf, "processed"), "nothing was processed");
    }

    /**
     * Deletes every chain and waits until no chain state is left and the nodes hold nothing.
     */
    private static void removeAll(final Restconf restconf) throws IOException {
        final var delete = restconf.delete(SERVICE_CHAINS);
        assertTrue(delete.status() == 204 || delete.status() == 404 || delete.status() == 409,
            () -> "DELETE of the chains answered " + delete);
        await("every chain state removed").atMost(Duration.ofMinutes(2)).pollInterval(Duration.ofMillis(500))
            .untilAsserted(() -> assertEquals(0, chainStates(restconf).size(), "chain states left"));
    }

    private static int storedChains(final Restconf restconf, final String prefix) throws IOException {
        final var get = restconf.get(SERVICE_CHAINS + "?fields=service-chain(name)");
        if (get.status() != 200) {
            return 0;
        }
        int count = 0;
        for (var chain : elements(get.json().path("openpath-chains:service-chains").path("service-chain"))) {
            if (Json.text(chain.path("name")).startsWith(prefix)) {
                count++;
            }
        }
        return count;
    }

    private static List<JsonNode> chainStates(final Restconf restconf) throws IOException {
        final var get = restconf.get(STATES
            + "?fields=service-chain-state(name;status;reason;placement/sub-sfc(id;role;node))");
        if (get.status() != 200) {
            return List.of();
        }
        return elements(get.json().path("openpath-chains:service-chain-states").path("service-chain-state"));
    }

    /**
     * The entries of a JSON list, none if RESTCONF left the list out (it does when the list is empty).
     */
    private static List<JsonNode> elements(final JsonNode list) {
        final var entries = new ArrayList<JsonNode>();
        if (list.isArray()) {
            list.forEach(entries::add);
        }
        return entries;
    }

    /**
     * Every chain of the prefix is stored and placed, and each node counts exactly the working and backup sub-SFCs
     * the chain states place on it: a chain placed twice, or a placement lost but still counted, shows as a
     * difference.
     */
    private static void assertEveryChainPlacedOnce(final Restconf restconf, final String prefix) {
        await(CHAINS + " chains " + prefix + "* placed after the restart").atMost(Duration.ofMinutes(5))
            .pollInterval(Duration.ofSeconds(1)).untilAsserted(() -> {
                assertEquals(CHAINS, storedChains(restconf, prefix), "chains stored");
                final var states = chainStates(restconf);
                final var placed = states.stream().filter(state -> Json.text(state.path("name")).startsWith(prefix)
                    && "placed".equals(Json.text(state.path("status")))).count();
                assertEquals(CHAINS, placed, () -> "chains placed; e.g. " + states.stream()
                    .filter(state -> !"placed".equals(Json.text(state.path("status")))).limit(3).toList());

                final var fromChains = new TreeMap<String, String>();
                final var working = new TreeMap<String, Integer>();
                final var backup = new TreeMap<String, Integer>();
                for (var state : states) {
                    for (var sub : elements(state.path("placement").path("sub-sfc"))) {
                        final var node = Json.text(sub.path("node"));
                        (("backup".equals(Json.text(sub.path("role")))) ? backup : working).merge(node, 1,
                            Integer::sum);
                    }
                }
                final var fromNodes = new TreeMap<String, String>();
                final var topology = restconf.get("/data/openpath-topology:openpath-topology-state"
                    + "?fields=node(node-id;working-sub-sfcs;backup-sub-sfcs)");
                for (var node : elements(topology.json().path("openpath-topology:openpath-topology-state")
                        .path("node"))) {
                    final var id = Json.text(node.path("node-id"));
                    final long workingHere = Json.longValue(node.path("working-sub-sfcs"));
                    final long backupHere = Json.longValue(node.path("backup-sub-sfcs"));
                    if (workingHere + backupHere > 0 || working.containsKey(id) || backup.containsKey(id)) {
                        fromNodes.put(id, workingHere + " working, " + backupHere + " backup");
                        fromChains.put(id, working.getOrDefault(id, 0) + " working, " + backup.getOrDefault(id, 0)
                            + " backup");
                    }
                }
                assertEquals(fromChains, fromNodes, "sub-SFCs per node: as the chain states place them (expected)"
                    + " and as the nodes count them");
            });
    }

    private static String chains(final String prefix) {
        return chains(prefix, CHAINS);
    }

    private static String chains(final String prefix, final int count) {
        final var random = new Random(20261122);
        final var chains = new ArrayList<String>();
        for (int i = 0; i < count; i++) {
            final var nfs = new ArrayList<String>();
            final var types = new ArrayList<>(TYPES);
            Collections.shuffle(types, random);
            final int size = 3 + random.nextInt(4);
            for (int n = 0; n < size; n++) {
                nfs.add("{\"name\":\"nf%d\",\"type\":\"%s\"}".formatted(n, types.get(n)));
            }
            chains.add("""
                {"name":"%s%04d","nf":[%s],"sla":{"traffic-rate":"%s"},"backup":%s}"""
                .formatted(prefix, i, String.join(",", nfs),
                    String.format(Locale.ROOT, "%.1f", 0.5 + random.nextInt(4) * 0.5), i % 4 == 0));
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
