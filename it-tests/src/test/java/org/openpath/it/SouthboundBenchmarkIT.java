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
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestInstance.Lifecycle;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openpath.openflow.NfStatus;
import org.openpath.openflow.NfUpdate;
import org.openpath.openflow.OpenPathCodec;
import org.openpath.refswitch.ReferenceSwitch;
import org.openpath.refswitch.SwitchConfig;

/**
 * Southbound throughput on 20 reference OpenPATH switches through the real OpenFlowPlugin (issue 6, item 5):
 * experimenter messages controller to switch (send-experimenter over RESTCONF, many in flight), switch to controller
 * (NF_UPDATE frames, counted by the controller's southbound-statistics) and FLOW_MODs carrying OpenPATH match fields
 * and actions (written to the config inventory, counted in the switches' tables). Prints the figures and writes
 * them to target/southbound-benchmark.md. The test suite runs it as a smoke pass with 20 messages and flows per
 * switch; the figures come from {@code ./openpath bench it-tests} (500 each). Figures
 * only, no timing asserts.
 */
@ExtendWith(KarafExtension.class)
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
final class SouthboundBenchmarkIT {
    // the test suite runs a small smoke pass (20 per switch) so the benchmark cannot rot; ./openpath bench the real one
    private static final boolean FULL = Boolean.getBoolean("openpath.bench");
    private static final int SWITCHES = Integer.getInteger("openpath.bench.switches", 20);
    private static final int MESSAGES = Integer.getInteger("openpath.bench.messages", FULL ? 500 : 20);
    private static final int FLOWS = Integer.getInteger("openpath.bench.flows", FULL ? 500 : 20);
    private static final int CLIENTS = Integer.getInteger("openpath.bench.clients", 128);
    private static final long FIRST_DPID = 0x400;
    private static final Duration WAIT = Duration.ofMinutes(10);

    private final List<ReferenceSwitch> switches = new ArrayList<>();
    private final List<String> report = new ArrayList<>();

    @BeforeAll
    void connect(final Restconf restconf) {
        for (int i = 0; i < SWITCHES; i++) {
            switches.add(ReferenceSwitch.create(SwitchConfig.of(FIRST_DPID + i, 4)).connect("127.0.0.1", 6653));
        }
        for (var sw : switches) {
            await(sw + " in the inventory").atMost(Duration.ofMinutes(2)).pollInterval(Duration.ofMillis(500))
                .until(() -> restconf.get(node(sw) + "?content=nonconfig").status() == 200);
        }
        report.add("# Southbound benchmark: " + SWITCHES + " reference switches, OpenFlowPlugin 0.20.1"
            + (FULL ? "" : " (smoke pass of the test suite: too small to quote)"));
        report.add("");
    }

    @AfterAll
    void finish(final Restconf restconf) throws IOException {
        for (var sw : switches) {
            restconf.delete(node(sw));
            sw.close();
        }
        final var text = String.join("\n", report) + "\n";
        Files.writeString(Path.of("target", "southbound-benchmark.md"), text);
    }

    @Test
    @Order(1)
    void experimenterMessagesControllerToSwitch(final Restconf restconf) throws Exception {
        final long total = (long) SWITCHES * MESSAGES;
        final long before = sum("experimenter-messages");
        final long start = System.nanoTime();
        try (var pool = Executors.newFixedThreadPool(CLIENTS)) {
            final var results = new ArrayList<Future<Integer>>();
            for (int m = 0; m < MESSAGES; m++) {
                for (var sw : switches) {
                    results.add(pool.submit(() -> restconf.post(
                        "/operations/sal-experimenter-message:send-experimenter", """
                        {"input":{"node":"/opendaylight-inventory:nodes/node[id='openflow:%d']",
                          "openpath-openflow:set-state-report-interval":{"interval":0}}}"""
                            .formatted(sw.datapathId())).status()));
                }
            }
            for (var result : results) {
                final int status = result.get();
                assertTrue(status == 200 || status == 204, () -> "send-experimenter answered " + status);
            }
        }
        final double answered = seconds(start);
        await("every message at its switch").atMost(WAIT).until(() -> sum("experimenter-messages") - before >= total);
        final double arrived = seconds(start);
        line("Controller → switch, send-experimenter over RESTCONF (" + CLIENTS + " clients)", total, arrived,
            "all RPCs answered after %.2f s".formatted(answered));
    }

    @Test
    @Order(2)
    void experimenterMessagesSwitchToController(final Restconf restconf) throws Exception {
        final long total = (long) SWITCHES * MESSAGES;
        final long before = controllerCount(restconf, "nf-updates");
        final long start = System.nanoTime();
        try (var pool = Executors.newVirtualThreadPerTaskExecutor()) {
            final var sends = new ArrayList<Future<?>>();
            for (var sw : switches) {
                sends.add(pool.submit(() -> {
                    for (int m = 1; m <= MESSAGES; m++) {
                        sw.sendToController(OpenPathCodec.encodeMessage(
                            new NfUpdate(1, 1, NfStatus.UP, m, m, 0), 0x7000_0000L + m));
                    }
                }));
            }
            for (var send : sends) {
                send.get();
            }
        }
        await("every NF_UPDATE counted by the controller").atMost(WAIT).pollInterval(Duration.ofMillis(200))
            .until(() -> controllerCount(restconf, "nf-updates") - before >= total);
        line("Switch → controller, NF_UPDATE decoded and handled (southbound-statistics)", total, seconds(start),
            "counted within the 1 s statistics refresh");
    }

    @Test
    @Order(3)
    void flowModsWithOpenPathFields(final Restconf restconf) throws InterruptedException, ExecutionException {
        final long total = (long) SWITCHES * FLOWS;
        final long start = System.nanoTime();
        try (var pool = Executors.newFixedThreadPool(Math.min(CLIENTS, SWITCHES))) {
            final var puts = new ArrayList<Future<Integer>>();
            for (var sw : switches) {
                puts.add(pool.submit(() -> restconf.put(node(sw) + "/flow-node-inventory:table=0", table())
                    .status()));
            }
            for (var put : puts) {
                final int status = put.get();
                assertTrue(status == 201 || status == 204, () -> "PUT table answered " + status);
            }
        }
        final double answered = seconds(start);
        await("every flow in its switch's table").atMost(WAIT).pollInterval(Duration.ofMillis(200))
            .until(() -> switches.stream().allMatch(sw -> sw.counters().get("flows") >= FLOWS));
        line("FLOW_MODs with 2 OpenPATH match fields + 2 OpenPATH actions, config inventory → FRM → switch",
            total, seconds(start), "%d flows per switch in one PUT each; PUTs answered after %.2f s"
                .formatted(FLOWS, answered));
        assertEquals(FLOWS, switches.getFirst().flows().size());
    }

    private static String table() {
        final var flows = new ArrayList<String>();
        for (int i = 1; i <= FLOWS; i++) {
            flows.add("""
                {"id":"bench-%d","table_id":0,"priority":%d,"cookie":"%d",
                 "match":{"openflowplugin-extension-general:extension-list":[
                   {"extension-key":"openpath-openflow:sfc-id-key",
                    "extension":{"openpath-openflow:openpath-oxm":{"value":%d}}},
                   {"extension-key":"openpath-openflow:service-id-key",
                    "extension":{"openpath-openflow:openpath-oxm":{"value":1}}}]},
                 "instructions":{"instruction":[{"order":0,"apply-actions":{"action":[
                   {"order":0,"openpath-openflow:openpath-action":{"invoke-nf":{"service-id":1,"next-service-id":0}}},
                   {"order":1,"openpath-openflow:openpath-action":{"set-path-tag":{"sfc-id":%d,"path-id":1}}},
                   {"order":2,"output-action":{"output-node-connector":"2","max-length":0}}]}}]}}"""
                .formatted(i, 100 + i % 1000, i, i, i));
        }
        return "{\"flow-node-inventory:table\":[{\"id\":0,\"flow\":[" + String.join(",", flows) + "]}]}";
    }

    private long sum(final String counter) {
        return switches.stream().mapToLong(sw -> sw.counters().getOrDefault(counter, 0L)).sum();
    }

    private static long controllerCount(final Restconf restconf, final String leaf) throws IOException {
        // a controller alone is cluster member member-1
        final var response = restconf.get("/data/openpath-openflow:southbound-statistics/member=member-1");
        if (response.status() != 200) {
            return 0;
        }
        final var statistics = Json.object(response.json().path("openpath-openflow:member").path(0));
        return statistics.has(leaf) ? Json.longValue(statistics.get(leaf)) : 0;
    }

    private void line(final String what, final long count, final double seconds, final String note) {
        final var text = String.format(Locale.ROOT, "- %s: %,d in %.2f s = **%,.0f per second** (%s)", what, count,
            seconds, count / seconds, note);
        report.add(text);
    }

    private static double seconds(final long start) {
        return (System.nanoTime() - start) / 1e9;
    }

    private static String node(final ReferenceSwitch sw) {
        return "/data/opendaylight-inventory:nodes/node=" + Restconf.key("openflow:" + sw.datapathId());
    }
}
