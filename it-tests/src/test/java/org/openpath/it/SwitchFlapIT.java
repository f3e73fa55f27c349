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

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestInstance.Lifecycle;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.refswitch.ReferenceSwitch;
import org.openpath.refswitch.SwitchConfig;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Switch flaps under load (issue 20, point 2): the OpenFlow connections of the four reference switches of a fabric
 * (ingress and egress, transit, two NF hosts) are dropped {@value #FLAPS} times, one switch after the other, each
 * time until the controller has the switch back, while packets keep flowing through two rendered chains and chains
 * are added and removed. A switch keeps its tables over a flap, as a real one does when only its control channel
 * drops, and the orchestrator holds the loss for its grace: no chain changes its placement. Afterwards every chain
 * is rendered with exactly its flows on every switch, no flow is there twice or stale, and the packets delivered
 * during and after the flaps are exactly what the sequential chains deliver.
 */
@ExtendWith(KarafExtension.class)
@TestInstance(Lifecycle.PER_CLASS)
final class SwitchFlapIT {
    private static final Logger LOG = LoggerFactory.getLogger(SwitchFlapIT.class);
    private static final int FLAPS = Integer.getInteger("openpath.flaps", 50);
    private static final String TOPOLOGY = "/data/openpath-topology:openpath-topology";
    private static final String CHAINS = "/data/openpath-chains:service-chains/service-chain=";
    private static final Duration WAIT = Duration.ofSeconds(120);
    private static final long INGRESS = 0xC1;
    private static final long TRANSIT = 0xC2;
    private static final long HOST_A = 0xC3;
    private static final long HOST_B = 0xC4;
    private static final List<Duration> AWAY = List.of(Duration.ofMillis(50), Duration.ofSeconds(1),
        Duration.ofMillis(2500));

    /** fw, then ids and mon in parallel. */
    private static final ChainRequest PARALLEL = ChainRequest.builder().nf("fw", "firewall").nf("ids", "ids")
        .nf("mon", "traffic-monitor").build();
    /** ids and mon in parallel, with a backup. */
    private static final ChainRequest PROTECTED = ChainRequest.builder().nf("ids", "ids").nf("mon", "traffic-monitor")
        .build();
    /** The chains added and removed during the flaps. */
    private static final ChainRequest CHURN = ChainRequest.builder().nf("mon", "traffic-monitor").nf("nat", "nat")
        .build();

    private final Map<Long, ReferenceSwitch> switches = new LinkedHashMap<>();
    private final List<String> chains = new ArrayList<>();

    @BeforeAll
    void startFabric(final Restconf restconf) throws IOException {
        for (long dpid : new long[] {INGRESS, TRANSIT, HOST_A, HOST_B}) {
            switches.put(dpid, ReferenceSwitch.create(SwitchConfig.of(dpid, 4)).connect("127.0.0.1", 6653));
        }
        switches.get(INGRESS).port(3).linkTo(switches.get(TRANSIT).port(1));
        switches.get(TRANSIT).port(2).linkTo(switches.get(HOST_A).port(1));
        switches.get(TRANSIT).port(3).linkTo(switches.get(HOST_B).port(1));
        switches.get(HOST_A).port(2).linkTo(switches.get(HOST_B).port(2));
        final var put = restconf.put(TOPOLOGY, """
            {"openpath-topology:openpath-topology":{"node":[
              {"node-id":"openflow:193","role":"transit"},
              {"node-id":"openflow:194","role":"transit"},
              {"node-id":"openflow:195","capacity":{"cpu-cores":32,"memory":65536,"nic-bandwidth":"40"}},
              {"node-id":"openflow:196","capacity":{"cpu-cores":32,"memory":65536,"nic-bandwidth":"40"}}],
             "link":[
              {"link-id":"fi-t","source-node":"openflow:193","source-port":3,"destination-node":"openflow:194",
               "destination-port":1,"bandwidth":"40"},
              {"link-id":"ft-a","source-node":"openflow:194","source-port":2,"destination-node":"openflow:195",
               "destination-port":1,"bandwidth":"40"},
              {"link-id":"ft-b","source-node":"openflow:194","source-port":3,"destination-node":"openflow:196",
               "destination-port":1,"bandwidth":"40"},
              {"link-id":"fa-b","source-node":"openflow:195","source-port":2,"destination-node":"openflow:196",
               "destination-port":2,"bandwidth":"40"}]}}""");
        assertTrue(put.status() == 201 || put.status() == 204, () -> "PUT " + TOPOLOGY + " answered " + put);
    }

    @AfterAll
    void cleanUp(final Restconf restconf) throws IOException {
        RenderingIT.removeAll(restconf, chains, switches);
    }

    @Test
    void flapsUnderLoadLeaveEveryRuleOnceAndThePacketsAsTheSequentialChains(final Restconf restconf)
            throws Exception {
        put(restconf, "f-par", PARALLEL, 1, "");
        put(restconf, "f-prot", PROTECTED, 2, ",\"backup\":true");
        for (var chain : List.of("f-par", "f-prot")) {
            await(chain + " rendered on the switches").atMost(WAIT).pollInterval(Duration.ofMillis(500))
                .until(() -> RenderingIT.state(restconf, chain), this::held);
        }

        // the load: packets through both chains, round after round, checked against the sequential chains
        final var stop = new AtomicBoolean();
        final var rounds = new AtomicInteger();
        final var parallel = new ChainTraffic.Stream(switches.get(INGRESS), PARALLEL, 1, 0);
        final var protectedChain = new ChainTraffic.Stream(switches.get(INGRESS), PROTECTED, 2, 0);
        final var load = CompletableFuture.runAsync(() -> {
            try {
                while (!stop.get()) {
                    final int round = rounds.getAndIncrement();
                    (round % 2 == 0 ? parallel : protectedChain).round(20, 1000 + round);
                }
            } catch (ChainValidationException | InterruptedException e) {
                throw new IllegalStateException("packets during the flaps, round " + rounds.get(), e);
            }
        });

        final var placed = new LinkedHashMap<String, List<String>>();
        for (var chain : List.of("f-par", "f-prot")) {
            placed.put(chain, ControllerView.placement(restconf, chain));
        }
        final var order = new ArrayList<>(switches.values());
        final var start = Instant.now();
        long longestBack = 0;
        int heldDown = 0;
        for (int flap = 0; flap < FLAPS; flap++) {
            final var sw = order.get(flap % order.size());
            final int sessions = sw.sessions();
            // away for 50 ms (OpenFlowPlugin keeps the node), 1 s or 2.5 s (it removes the node after 0.5 s, and
            // the orchestrator holds the loss for its grace)
            final var away = AWAY.get(flap % AWAY.size());
            final var dropped = Instant.now();
            sw.dropControllerSession(away);
            final var seen = ControllerView.awaitBack(restconf, "openflow:" + sw.datapathId(),
                () -> sw.sessions() > sessions && sw.isMaster(), WAIT);
            longestBack = Math.max(longestBack, Duration.between(dropped, Instant.now()).toMillis());
            assertTrue(List.of("connected", "unreachable").containsAll(seen), () -> sw + " seen as " + seen);
            if (seen.contains("unreachable")) {
                heldDown++;
            }
            if (flap % 10 == 5) {
                // churn: a chain added, and the one before removed
                final int churn = flap / 10;
                put(restconf, "f-churn" + churn, CHURN, 10 + churn, "");
                if (churn > 0) {
                    final var previous = "f-churn" + (churn - 1);
                    restconf.delete(CHAINS + previous);
                    chains.remove(previous);
                }
            }
            if (load.isDone()) {
                break;
            }
        }
        stop.set(true);
        load.get(2, TimeUnit.MINUTES);
        LOG.info("{} flaps of {} switches in {} ms (longest until the controller had the switch back {} ms, {} held "
            + "down as unreachable), {} rounds of 20 packets meanwhile", FLAPS, order.size(),
            Duration.between(start, Instant.now()).toMillis(), longestBack, heldDown, rounds.get());
        assertTrue(heldDown > 0, "some flaps were long enough for the orchestrator to see the node go");
        assertTrue(rounds.get() >= FLAPS, () -> "packets flowed throughout: " + rounds.get() + " rounds");
        // the flaps were control-channel losses within the grace: no chain moved
        for (var entry : placed.entrySet()) {
            assertEquals(entry.getValue(), ControllerView.placement(restconf, entry.getKey()),
                () -> entry.getKey() + " kept its placement over the flaps");
        }

        // every chain rendered with exactly its flows, nothing twice, nothing stale
        final var states = new LinkedHashMap<String, ObjectNode>();
        for (var chain : chains) {
            await(chain + " rendered on the switches after the flaps").atMost(WAIT).pollInterval(Duration.ofMillis(500))
                .untilAsserted(() -> assertEquals(List.of(), SwitchTables.mismatches(RenderingIT.state(restconf, chain),
                    this::switchOf)));
            states.put(chain, RenderingIT.state(restconf, chain));
        }
        final var cookies = states.values().stream()
            .map(state -> Json.longValue(state.get("rendering").get("cookie"))).toList();
        await("no flow twice or stale on any switch").atMost(WAIT).pollInterval(Duration.ofMillis(500))
            .untilAsserted(() -> {
                final var duplicates = new ArrayList<String>();
                switches.values().forEach(sw -> duplicates.addAll(SwitchTables.duplicates(sw, cookies)));
                assertEquals(List.of(), duplicates);
            });
        parallel.round(50, 7);
        protectedChain.round(50, 8);
        final var last = chains.get(chains.size() - 1);
        ChainTraffic.assertSequential(switches.get(INGRESS), CHURN,
            ChainTraffic.packets(50, 9, 10 + Integer.parseInt(last.substring("f-churn".length()))), 0);
    }

    private boolean held(final ObjectNode state) {
        return SwitchTables.holdsRendering(state, this::switchOf);
    }

    private ReferenceSwitch switchOf(final String node) {
        return switches.get(Long.parseLong(node.substring("openflow:".length())));
    }

    private void put(final Restconf restconf, final String name, final ChainRequest request, final int subnet,
            final String more) throws IOException {
        final var nfs = Json.MAPPER.createArrayNode();
        request.nfs().forEach(nf -> nfs.addObject().put("name", nf.name()).put("type", nf.type()));
        final var put = restconf.put(CHAINS + name, """
            {"openpath-chains:service-chain":[{"name":"%s",
              "classifier":{"ingress-node":"openflow:193","ingress-port":1,"destination-prefix":"10.0.%d.0/24"},
              "egress":{"node":"openflow:193","port":2},"sla":{"traffic-rate":"1"},"nf":%s%s}]}"""
            .formatted(name, subnet, Json.write(nfs), more));
        assertTrue(put.status() == 201 || put.status() == 204, () -> "PUT " + name + " answered " + put);
        chains.add(name);
    }
}
