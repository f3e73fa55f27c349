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
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestInstance.Lifecycle;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openpath.refswitch.ReferenceSwitch;
import org.openpath.refswitch.SwitchConfig;

/**
 * move-state on the real distribution with two reference OpenPATH switches: a NAT + firewall chain with a backup is
 * bound on both; the RPC refuses bad requests with errors naming the problem, a peer-to-peer move of the NAT from
 * the working node to the backup node runs the phases of docs/state-move.md section 4 and completes.
 */
@ExtendWith(KarafExtension.class)
@TestInstance(Lifecycle.PER_CLASS)
final class StateMoveIT {
    private static final String TOPOLOGY = "/data/openpath-topology:openpath-topology";
    private static final String CHAIN = "moving";
    private static final String MOVE_STATE = "/operations/openpath-state-move:move-state";
    private static final String MOVES = "/data/openpath-state-move:state-moves/move=";
    private static final long HOST_A = 0x81;
    private static final long HOST_B = 0x82;
    private static final Duration WAIT = Duration.ofSeconds(60);

    private final Map<Long, ReferenceSwitch> switches = new LinkedHashMap<>();
    private String working = "";
    private String backup = "";

    @BeforeAll
    void startNodes(final Restconf restconf) throws IOException {
        for (long dpid : new long[] {HOST_A, HOST_B}) {
            switches.put(dpid, ReferenceSwitch.create(SwitchConfig.of(dpid, 4)).connect("127.0.0.1", 6653));
        }
        switches.get(HOST_A).port(2).linkTo(switches.get(HOST_B).port(2));
        final var put = restconf.put(TOPOLOGY, """
            {"openpath-topology:openpath-topology":{"node":[
              {"node-id":"openflow:129","capacity":{"cpu-cores":32,"memory":65536,"nic-bandwidth":"40"}},
              {"node-id":"openflow:130","capacity":{"cpu-cores":32,"memory":65536,"nic-bandwidth":"40"}}],
             "link":[
              {"link-id":"a-b","source-node":"openflow:129","source-port":2,"destination-node":"openflow:130",
               "destination-port":2,"bandwidth":"40"}]}}""");
        assertTrue(put.status() == 201 || put.status() == 204, () -> "PUT " + TOPOLOGY + " answered " + put);
        final var chain = restconf.put("/data/openpath-chains:service-chains/service-chain=" + CHAIN, """
            {"openpath-chains:service-chain":[{"name":"moving",
              "nf":[{"name":"nat","type":"nat"},{"name":"fw","type":"firewall"}],
              "classifier":{"ingress-port":3,"destination-prefix":"10.0.31.0/24"},
              "egress":{"port":4},
              "sla":{"traffic-rate":"1"},"affinity":"high","backup":true}]}""");
        assertTrue(chain.status() == 201 || chain.status() == 204, () -> "PUT chain answered " + chain);
        final ObjectNode state = RenderingIT.awaitStatus(restconf, CHAIN, "rendered");
        working = ChainTraffic.hostOf(state, "working");
        backup = ChainTraffic.hostOf(state, "backup");
        assertNotEquals(working, backup, () -> "the backup is on the other node: " + state);
    }

    @AfterAll
    void cleanUp(final Restconf restconf) throws IOException {
        RenderingIT.removeAll(restconf, List.of(CHAIN), switches);
    }

    private static String input(final String chain, final String nf, final String source, final String destination,
            final String extra) {
        return """
            {"input":{"chain":"%s","nf":"%s","source-node":"%s","destination-node":"%s"%s}}"""
            .formatted(chain, nf, source, destination, extra);
    }

    /**
     * A request the suite cannot run is refused at once, with an error that names the problem.
     */
    @Test
    void badRequestsAreRefusedWithTheirProblem(final Restconf restconf) throws IOException {
        assertRefused(restconf, input("nosuch", "nat", working, backup, ""), "unknown chain 'nosuch'");
        assertRefused(restconf, input(CHAIN, "lb", working, backup, ""), "chain 'moving' has no NF 'lb'");
        assertRefused(restconf, input(CHAIN, "nat", working, working, ""),
            "source-node and destination-node are the same node " + working);
        assertRefused(restconf, input(CHAIN, "nat", working, "openflow:999", ""),
            "NF 'nat' of chain 'moving' is not on openflow:999");
    }

    private static void assertRefused(final Restconf restconf, final String input, final String problem)
            throws IOException {
        final var response = restconf.post(MOVE_STATE, input);
        assertTrue(response.status() >= 400, () -> "refused: " + response);
        assertTrue(response.errorMessages().stream().anyMatch(message -> message.contains(problem)),
            () -> "an error naming '" + problem + "': " + response);
    }

    /**
     * A loss-free peer-to-peer move of the NAT from the working to the backup node runs every phase and completes
     * with the controller's six messages (docs/state-move.md section 4).
     */
    @Test
    void aPeerToPeerMoveRunsItsPhasesAndCompletes(final Restconf restconf) throws IOException {
        final var response = restconf.post(MOVE_STATE, input(CHAIN, "nat", working, backup,
            ",\"guarantee\":\"loss-free\",\"finish\":\"after-transfer\",\"timeout\":5000"));
        assertEquals(200, response.status(), () -> "move-state answered " + response);
        final var moveId = Json.text(response.json().path("openpath-state-move:output").get("move-id"));
        final var move = awaitFinal(restconf, moveId);
        assertEquals("completed", Json.text(move.get("phase")), () -> "move " + move);
        assertEquals("completed", Json.text(move.get("status")));
        final var phases = Json.array(move.path("phase-change")).valueStream()
            .map(change -> Json.text(change.get("phase"))).toList();
        assertEquals(List.of("preparing", "transferring", "redirecting", "finishing", "completed"), phases);
        assertEquals("6", Json.text(move.get("controller-messages")), () -> "move " + move);
        assertEquals("0", Json.text(move.get("dropped-packets")));
    }

    private static ObjectNode awaitFinal(final Restconf restconf, final String moveId) {
        return await("move " + moveId + " over").atMost(WAIT).pollInterval(Duration.ofMillis(200))
            .until(() -> {
                final var got = restconf.get(MOVES + moveId);
                return got.status() == 200 ? Json.object(Json.array(got.json().get("openpath-state-move:move"))
                    .get(0)) : null;
            }, move -> move != null && ("completed".equals(Json.text(move.get("phase")))
                || "failed".equals(Json.text(move.get("phase")))));
    }
}
