/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestInstance.Lifecycle;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openpath.refswitch.ReferenceSwitch;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Rendering throughput on 20 reference OpenPATH switches (a ring: 10 NF hosts, 10 transit switches where the chains
 * enter and leave) through the real OpenFlowPlugin: the time from one RESTCONF PATCH of N chains to all N
 * {@code rendered} (every flow confirmed by the switches' flow statistics, every NF message acknowledged), the rules
 * per second that makes, and the same number of flows written the usual ODL way, one RESTCONF PUT per flow into the
 * config inventory, until they are all in the switches' tables; then all of them in one PATCH, the forwarding rules
 * manager's own pace. The test suite runs a smoke pass (1 and 10 chains);
 * {@code ./openpath bench it-tests} runs 1, 100 and 1,000. Figures in target/rendering-benchmark.md; no timing
 * asserts.
 */
@ExtendWith(KarafExtension.class)
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
final class RenderingBenchmarkIT {
    private static final Logger LOG = LoggerFactory.getLogger(RenderingBenchmarkIT.class);
    private static final boolean FULL = Boolean.getBoolean("openpath.bench");
    private static final List<Integer> SIZES = FULL ? List.of(1, 100, 1000) : List.of(1, 10);
    private static final int SWITCHES = 20;
    private static final long FIRST_DPID = 0x600;
    private static final String TOPOLOGY = "/data/openpath-topology:openpath-topology";
    private static final String CHAINS = "/data/openpath-chains:service-chains";
    private static final String STATES = "/data/openpath-chains:service-chain-states";
    // what the benchmark reads of each state (RFC 8040 "fields")
    private static final String POLLED_FIELDS =
        "?fields=service-chain-state(name;status;last-change;rendering(flow-rules;groups;nf-handler-rules))";
    private static final Duration WAIT = Duration.ofMinutes(10);
    private static final Path REPORT = Path.of("target", "rendering-benchmark.md");

    private final List<ReferenceSwitch> switches = new ArrayList<>();
    private final List<String> report = new ArrayList<>();
    private int flowsOfLargest;
    // the per-flow baseline, written below the table
    private final List<String> baseline = new ArrayList<>();

    @BeforeAll
    void start(final Restconf restconf) throws IOException {
        switches.addAll(ReferenceRing.start(restconf, FIRST_DPID, SWITCHES, "ring"));
        report.add("# Rendering benchmark: " + SWITCHES + " reference switches (10 NF hosts, 10 transit), "
            + "OpenFlowPlugin 0.20.1" + (FULL ? "" : " — smoke pass of the test suite, too small to quote"));
        report.add("");
        report.add("| confirmed from | chains | PATCH answered | PATCH → last confirmed | PATCH → all seen rendered "
            + "| flows (of which shared routes) | groups | NF messages | flows/s (confirmed) | flows/s (seen) |");
        report.add("|---|---|---|---|---|---|---|---|---|---|");
    }

    @AfterAll
    void finish(final Restconf restconf) throws IOException {
        restconf.delete(TOPOLOGY);
        switches.forEach(ReferenceSwitch::close);
        report.addAll(baseline);
        Files.write(REPORT, report);
        report.forEach(line -> LOG.info("{}", line));
    }

    /**
     * The full benchmark first renders the chains once unmeasured: the first pass after the distribution started
     * runs on a cold JVM and took several times longer than the same pass later (2026-11-28), which made whatever
     * was measured first look slow.
     */
    @Test
    @Order(0)
    void warmUp(final Restconf restconf) throws IOException {
        if (FULL) {
            final int lines = report.size();
            measure(restconf, "warm-up");
            report.subList(lines, report.size()).clear();
        }
    }

    @Test
    @Order(1)
    void chainsFromOnePatchToConfirmedRules(final Restconf restconf) throws IOException {
        measure(restconf, "the switches");
    }

    /**
     * The same number of flows in one RESTCONF PATCH of the config inventory (one transaction, as the renderer writes
     * a pass), until they are all in the switches' tables: how fast the forwarding rules manager pushes flows it is
     * given all at once, the floor of any renderer that writes the config inventory.
     */
    @Test
    @Order(4)
    void sameNumberOfFlowsInOneRestconfPatch(final Restconf restconf) throws IOException {
        final int count = Math.max(flowsOfLargest, 1);
        final var nodes = new ArrayList<String>();
        for (int s = 0; s < SWITCHES; s++) {
            final var flows = new ArrayList<String>();
            for (int i = s; i < count; i += SWITCHES) {
                flows.add(flowJson("all-" + i, 0xBF00000000L + i, 1 + i / SWITCHES % 4000));
            }
            nodes.add("{\"id\":\"openflow:%d\",\"flow-node-inventory:table\":[{\"id\":0,\"flow\":[%s]}]}"
                .formatted(switches.get(s).datapathId(), String.join(",", flows)));
        }
        final long start = System.nanoTime();
        final var patch = restconf.patch("/data/opendaylight-inventory:nodes",
            "{\"opendaylight-inventory:nodes\":{\"node\":[" + String.join(",", nodes) + "]}}");
        final long written = (System.nanoTime() - start) / 1_000_000;
        assertTrue(patch.status() == 200 || patch.status() == 204, () -> "PATCH of the flows answered " + patch);
        await(count + " flows on the switches").atMost(WAIT).pollInterval(Duration.ofMillis(20)).until(() ->
            switches.stream().mapToLong(sw -> sw.flows().stream().filter(flow -> flow.cookie() >>> 32 == 0xBF)
                .count()).sum() == count);
        final long millis = (System.nanoTime() - start) / 1_000_000;
        baseline.add("");
        baseline.add(("The forwarding rules manager's floor: the same %d flows in one RESTCONF PATCH of the config "
            + "inventory: answered in %d ms, all in the switches' tables after %d ms: %.0f flows/s")
            .formatted(count, written, millis, count * 1000.0 / Math.max(1, millis)));
        for (int i = 0; i < count; i++) {
            restconf.delete("/data/opendaylight-inventory:nodes/node=openflow:" + switches.get(i % SWITCHES)
                .datapathId() + "/flow-node-inventory:table=0/flow=all-" + i);
        }
        await("the patched flows removed").atMost(WAIT).pollInterval(Duration.ofMillis(200)).until(() ->
            switches.stream().allMatch(sw -> sw.flows().stream().noneMatch(flow -> flow.cookie() >>> 32 == 0xBF)));
    }

    /**
     * The same chains with the renderer confirming from the flow statistics OpenFlowPlugin polls into the operational
     * inventory (confirmFromSwitches false, docs/rendering.md "Timings"): side by side with the switches' answers.
     */
    @Test
    @Order(3)
    void theSameConfirmedFromTheInventoryStatistics(final KarafDistribution karaf, final Restconf restconf)
            throws IOException {
        final var shell = new KarafShell(KarafSettings.fromSystemProperties());
        final long started = karaf.logLines("This member runs the OpenPATH renderer");
        shell.run("config:edit org.openpath.renderer; config:property-set confirmFromSwitches false; config:update");
        try {
            await("the renderer restarted confirming from the inventory").atMost(WAIT).until(() ->
                karaf.logLines("This member runs the OpenPATH renderer") > started && karaf.logLines(
                    "OpenPATH renderer confirms from the flow statistics in the operational inventory") > 0);
            measure(restconf, "the inventory statistics");
        } finally {
            shell.run("config:delete org.openpath.renderer");
        }
    }

    private void measure(final Restconf restconf, final String confirmedFrom) throws IOException {
        for (int size : SIZES) {
            final var names = IntStream.range(0, size).mapToObj(i -> "b" + size + "-" + i).toList();
            final var chains = new ArrayList<String>();
            for (int i = 0; i < size; i++) {
                chains.add(ReferenceRing.chain(names.get(i), FIRST_DPID + 2 * (i % 10), 100 * 256 + i));
            }
            final var startedAt = Instant.now();
            final long start = System.nanoTime();
            final var patch = restconf.patch(CHAINS, "{\"openpath-chains:service-chains\":{\"service-chain\":["
                + String.join(",", chains) + "]}}");
            final long answered = (System.nanoTime() - start) / 1_000_000;
            assertTrue(patch.status() == 200 || patch.status() == 204, () -> "PATCH answered " + patch);
            final int[] totals = new int[3];
            final var renderedSoFar = new AtomicInteger();
            final var lastConfirmed = new AtomicReference<Instant>(Instant.MIN);
            // polled often enough not to hide a confirmation in the milliseconds, asking only for what is read: the
            // whole states of 1,000 chains are 2 MB of JSON, and writing them took a quarter of the controller's CPU
            // while it rendered (2026-11-28, JFR), which the per-flow baseline below does not pay. Hundreds of chains
            // are polled every 250 ms until nine in ten are rendered, then every 20 ms: a coarse poll alone would
            // add up to 250 ms to the time a client sees the last chain rendered
            await(size + " chains rendered").atMost(WAIT).pollDelay(Duration.ZERO)
                .pollInterval((count, previous) -> size == 1 ? Duration.ofMillis(10)
                    : size <= 100 || renderedSoFar.get() * 10 >= size * 9 ? Duration.ofMillis(20)
                    : Duration.ofMillis(250))
                .until(() -> {
                    final var response = restconf.get(STATES + POLLED_FIELDS);
                    if (response.status() != 200) {
                        return false;
                    }
                    final var states = response.json().path("openpath-chains:service-chain-states")
                        .path("service-chain-state");
                    if (!states.isArray()) {
                        // the orchestrator has not written a state yet
                        return false;
                    }
                    int rendered = 0;
                    final int[] sums = new int[3];
                    var latest = Instant.MIN;
                    for (JsonNode element : Json.array(states)) {
                        final var state = Json.object(element);
                        if (names.contains(Json.text(state.get("name")))
                                && "rendered".equals(Json.text(state.get("status")))) {
                            rendered++;
                            final var rendering = state.get("rendering");
                            sums[0] += Json.intValue(rendering.get("flow-rules"));
                            sums[1] += Json.intValue(rendering.get("groups"));
                            sums[2] += Json.intValue(rendering.get("nf-handler-rules"));
                            final var changed = Instant.parse(Json.text(state.get("last-change")));
                            latest = changed.isAfter(latest) ? changed : latest;
                        }
                    }
                    System.arraycopy(sums, 0, totals, 0, 3);
                    renderedSoFar.set(rendered);
                    lastConfirmed.set(latest);
                    return rendered == size;
                });
            final long millis = (System.nanoTime() - start) / 1_000_000;
            // the shared route flows the chains ride on, each once (a chain is rendered only once they are confirmed)
            final int routes = (int) switches.stream().mapToLong(sw -> sw.flows().stream()
                .filter(flow -> flow.cookie() >>> 48 == 0x4F52).count()).sum();
            final int flows = totals[0] + routes;
            // NF_BIND per NF per chain (2), plus the handler rules
            final int messages = 2 * size + totals[2];
            // when the renderer confirmed the last chain: the states' last-change, by this machine's clock
            final long confirmed = Duration.between(startedAt, lastConfirmed.get()).toMillis();
            report.add("| %s | %d | %d ms | %d ms | %d ms | %d (%d) | %d | %d | %.0f | %.0f |".formatted(confirmedFrom,
                size, answered, confirmed, millis, flows, routes, totals[1], messages,
                flows * 1000.0 / Math.max(1, confirmed), flows * 1000.0 / Math.max(1, millis)));
            flowsOfLargest = flows;
            LOG.info("{} chains confirmed from {}: PATCH answered in {} ms, the last confirmed after {} ms, all seen "
                + "rendered in {} ms, {} flows ({} shared route flows)", size, confirmedFrom, answered, confirmed,
                millis, flows, routes);
            for (var name : names) {
                restconf.delete(CHAINS + "/service-chain=" + name);
            }
            await("the chains' flows removed").atMost(WAIT).pollInterval(Duration.ofSeconds(1)).until(() ->
                switches.stream().allMatch(sw -> sw.flows().stream().noneMatch(flow -> flow.cookie() >>> 48
                    == 0x4F50 || flow.cookie() >>> 48 == 0x4F52)));
        }
    }

    @Test
    @Order(2)
    void sameNumberOfFlowsOneRestconfPutEach(final Restconf restconf) throws IOException {
        final int count = Math.max(flowsOfLargest, 1);
        final long start = System.nanoTime();
        for (int i = 0; i < count; i++) {
            final var sw = switches.get(i % SWITCHES);
            final int vid = 1 + i / SWITCHES % 4000;
            final var put = restconf.put("/data/opendaylight-inventory:nodes/node=openflow:" + sw.datapathId()
                + "/flow-node-inventory:table=0/flow=one-" + i, "{\"flow-node-inventory:flow\":["
                + flowJson("one-" + i, 0xBE00000000L + i, vid) + "]}");
            assertTrue(put.status() == 201 || put.status() == 204, () -> "PUT flow answered " + put);
        }
        final long written = (System.nanoTime() - start) / 1_000_000;
        // the switches are in this JVM: reading their tables often costs the controller nothing
        await(count + " flows on the switches").atMost(WAIT).pollInterval(Duration.ofMillis(20)).until(() ->
            switches.stream().mapToLong(sw -> sw.flows().stream().filter(flow -> flow.cookie() >>> 32 == 0xBE)
                .count()).sum() == count);
        final long millis = (System.nanoTime() - start) / 1_000_000;
        baseline.add("");
        baseline.add("Baseline, the usual ODL way: %d flows, one RESTCONF PUT each (sequential) into the config "
            .formatted(count) + "inventory: PUTs done in %d ms, all in the switches' tables after %d ms: %.0f flows/s"
            .formatted(written, millis, count * 1000.0 / Math.max(1, millis)));
        for (int i = 0; i < count; i++) {
            restconf.delete("/data/opendaylight-inventory:nodes/node=openflow:" + switches.get(i % SWITCHES)
                .datapathId() + "/flow-node-inventory:table=0/flow=one-" + i);
        }
    }

    // a flow of the baselines: VLAN match, output to port 2
    private static String flowJson(final String id, final long cookie, final int vid) {
        return ("{\"id\":\"%s\",\"table_id\":0,\"priority\":300,\"cookie\":%d,\"match\":{\"vlan-match\":{"
            + "\"vlan-id\":{\"vlan-id\":%d,\"vlan-id-present\":true}}},\"instructions\":{\"instruction\":[{"
            + "\"order\":0,\"apply-actions\":{\"action\":[{\"order\":0,\"output-action\":{"
            + "\"output-node-connector\":\"2\",\"max-length\":0}}]}}]}}").formatted(id, cookie, vid);
    }
}
