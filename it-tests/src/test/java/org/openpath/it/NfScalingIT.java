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
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
import org.openpath.analyzer.ChainRequest;
import org.openpath.openflow.NfScale;
import org.openpath.refswitch.ReferenceSwitch;
import org.openpath.refswitch.SwitchConfig;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * NF instances that follow the load (docs/openpath-openflow.md section 9, docs/placement.md): a firewall on a reference
 * switch whose instances sustain 200 packets/s each takes several hundred packets/s; the switch reports it
 * overloaded (NF_UPDATE), the orchestrator reserves one more instance at a time on the node and the renderer sends
 * NF_SCALE, until the instances take the traffic; the flows spread across the instances. With the traffic gone, the
 * added instances go again one at a time, down to the one the placement gave it. Every packet that leaves the chain,
 * before, during and after each change, is what the sequential chain delivers: a connection the firewall admitted
 * keeps passing whichever instance its state moved to.
 */
@ExtendWith(KarafExtension.class)
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
final class NfScalingIT {
    private static final Logger LOG = LoggerFactory.getLogger(NfScalingIT.class);
    private static final String TOPOLOGY = "/data/openpath-topology:openpath-topology";
    private static final String CHAIN = "s-fw";
    private static final long INGRESS = 0xE1;
    private static final long HOST = 0xE2;
    private static final String HOST_NODE = "openflow:226";
    private static final int SUBNET = 9;
    private static final long CAPACITY = 200;
    private static final ChainRequest FIREWALL = ChainRequest.builder().nf("fw", "firewall").build();
    private static final Duration WAIT = Duration.ofSeconds(90);

    private final Map<Long, ReferenceSwitch> switches = new LinkedHashMap<>();
    private ChainTraffic.Stream stream;
    private long sfcId;
    private long serviceId;
    private int rounds;
    private long trafficStopped;

    @BeforeAll
    void startFabric(final Restconf restconf) throws IOException {
        switches.put(INGRESS, ReferenceSwitch.create(SwitchConfig.of(INGRESS, 4)).connect("127.0.0.1", 6653));
        switches.put(HOST, ReferenceSwitch.create(SwitchConfig.of(HOST, 4).withNfInstanceCapacity(CAPACITY))
            .connect("127.0.0.1", 6653));
        switches.get(INGRESS).port(3).linkTo(switches.get(HOST).port(1));
        final var put = restconf.put(TOPOLOGY, """
            {"openpath-topology:openpath-topology":{"node":[
              {"node-id":"openflow:225","role":"transit"},
              {"node-id":"openflow:226","capacity":{"cpu-cores":32,"memory":65536,"nic-bandwidth":"40"}}],
             "link":[
              {"link-id":"i-h","source-node":"openflow:225","source-port":3,"destination-node":"openflow:226",
               "destination-port":1,"bandwidth":"40"}]}}""");
        assertTrue(put.status() == 201 || put.status() == 204, () -> "PUT " + TOPOLOGY + " answered " + put);
    }

    @AfterAll
    void cleanUp(final Restconf restconf) throws IOException {
        RenderingIT.removeAll(restconf, List.of(CHAIN), switches);
    }

    @Test
    @Order(1)
    void anOverloadedFirewallGetsInstancesUntilTheyTakeTheTraffic(final Restconf restconf) throws Exception {
        final var put = restconf.put("/data/openpath-chains:service-chains/service-chain=" + CHAIN, """
            {"openpath-chains:service-chain":[{"name":"%s","nf":[{"name":"fw","type":"firewall"}],
              "classifier":{"ingress-node":"openflow:225","ingress-port":1,"destination-prefix":"10.0.%d.0/24"},
              "egress":{"node":"openflow:225","port":2},"sla":{"traffic-rate":"1"}}]}""".formatted(CHAIN, SUBNET));
        assertTrue(put.status() == 201 || put.status() == 204, () -> "PUT " + CHAIN + " answered " + put);
        final var state = RenderingIT.awaitStatus(restconf, CHAIN, "rendered");
        assertEquals(HOST_NODE, ChainTraffic.hostOf(state, "working"));
        assertEquals(Map.of(), scaled(state), "1 Gbps: one instance");
        sfcId = Json.longValue(state.get("sfc-id"));
        serviceId = ChainTraffic.serviceId(state, "fw");
        final var host = switches.get(HOST);
        assertEquals(1, host.nfInstances(sfcId, serviceId));

        final var interval = restconf.post("/operations/openpath-nf-control:set-state-report-interval", """
            {"input":{"node":"%s","interval":500}}""".formatted(HOST_NODE));
        assertTrue(interval.status() == 200 || interval.status() == 204, () -> "answered " + interval);

        // about 1,000 packets/s in rounds of 500 (bounded: at most 40 rounds), each round checked against the
        // sequential chain over every packet so far
        stream = new ChainTraffic.Stream(switches.get(INGRESS), FIREWALL, SUBNET, 1);
        final long start = System.nanoTime();
        while (host.nfInstances(sfcId, serviceId) < 3 && rounds < 40) {
            stream.round(500, ++rounds);
        }
        LOG.info("fw on {} instances after {} rounds ({} ms), packets per instance {}",
            host.nfInstances(sfcId, serviceId), rounds, (System.nanoTime() - start) / 1_000_000,
            host.nfInstancePackets(sfcId, serviceId));
        assertTrue(host.nfInstances(sfcId, serviceId) >= 3, () -> "instances after " + rounds + " rounds: "
            + host.nfInstances(sfcId, serviceId));
        // one more instance at a time, each sent as NF_SCALE after the binding
        final var scales = host.controlMessages().stream().filter(NfScale.class::isInstance).map(NfScale.class::cast)
            .filter(scale -> scale.sfcId() == sfcId).map(NfScale::instances).toList();
        assertEquals(2, (int) scales.getFirst(), () -> "NF_SCALEs " + scales);
        for (int i = 1; i < scales.size(); i++) {
            assertEquals(scales.get(i - 1) + 1, (int) scales.get(i), () -> "one at a time: " + scales);
        }
        // the chain's placement shows them (before the traffic pauses for long enough to count as idle)
        await("the placement shows the instances").atMost(Duration.ofSeconds(5)).pollInterval(Duration.ofMillis(100))
            .untilAsserted(() -> {
                final var now = RenderingIT.state(restconf, CHAIN);
                assertEquals(host.nfInstances(sfcId, serviceId), (int) scaled(now).getOrDefault("fw", 1),
                    () -> "scaled-nf of " + now);
            });

        // the flows spread: every instance takes packets
        final var before = host.nfInstancePackets(sfcId, serviceId);
        stream.round(500, ++rounds);
        final var after = host.nfInstancePackets(sfcId, serviceId);
        trafficStopped = System.nanoTime();
        // busy, it only ever gains instances
        assertTrue(after.size() >= before.size(), () -> before + " -> " + after);
        for (int i = 0; i < before.size(); i++) {
            final int instance = i;
            assertTrue(after.get(i) > before.get(i), () -> "instance " + instance + " took nothing: " + before
                + " -> " + after);
        }
    }

    @Test
    @Order(2)
    void withTheTrafficGoneTheAddedInstancesGoAgain(final Restconf restconf) throws Exception {
        final var host = switches.get(HOST);
        await("back to the placement's one instance").atMost(Duration.ofMinutes(2))
            .pollInterval(Duration.ofMillis(250)).until(() -> host.nfInstances(sfcId, serviceId) == 1);
        LOG.info("fw back to 1 instance {} ms after the traffic stopped", (System.nanoTime() - trafficStopped)
            / 1_000_000);
        // from the most it ran, one instance fewer at a time, down to 1
        final var counts = new ArrayList<Integer>();
        host.controlMessages().stream().filter(NfScale.class::isInstance).map(NfScale.class::cast)
            .filter(scale -> scale.sfcId() == sfcId).map(NfScale::instances)
            .filter(count -> counts.isEmpty() || !counts.getLast().equals(count)).forEach(counts::add);
        final int most = counts.stream().mapToInt(Integer::intValue).max().orElseThrow();
        assertTrue(most >= 3, () -> "NF_SCALEs " + counts);
        assertEquals(IntStream.iterate(most, count -> count >= 1, count -> count - 1).boxed().toList(),
            counts.subList(counts.indexOf(most), counts.size()), () -> "NF_SCALEs " + counts);
        await("no scaled-nf left").atMost(WAIT).pollInterval(Duration.ofMillis(250))
            .until(() -> scaled(RenderingIT.state(restconf, CHAIN)).isEmpty());
        // the state of the flows of the instances that went is in the one left
        stream.round(500, ++rounds);
    }

    private static Map<String, Integer> scaled(final ObjectNode state) {
        final var counts = new LinkedHashMap<String, Integer>();
        for (JsonNode sub : Json.array(state.path("placement").path("sub-sfc"))) {
            if (!sub.has("scaled-nf")) {
                continue;
            }
            for (JsonNode nf : Json.array(sub.get("scaled-nf"))) {
                counts.put(Json.text(nf.get("nf")), (int) Json.longValue(nf.get("instances")));
            }
        }
        return counts;
    }
}
