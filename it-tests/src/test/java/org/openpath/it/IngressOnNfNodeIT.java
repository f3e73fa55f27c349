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
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestInstance.Lifecycle;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openpath.analyzer.ChainRequest;
import org.openpath.refswitch.ReferenceSwitch;
import org.openpath.refswitch.SwitchConfig;

/**
 * The simplest deployment: the chain's traffic enters on the switch that hosts its first NF (no classifier node in
 * front of the NFs). On the real distribution with two reference OpenPATH switches that host NFs: the chain reaches
 * {@code rendered}, and packets injected there leave the egress exactly as the sequential chain delivers them —
 * with the egress on the same node, and on the other node.
 */
@ExtendWith(KarafExtension.class)
@TestInstance(Lifecycle.PER_CLASS)
final class IngressOnNfNodeIT {
    private static final String TOPOLOGY = "/data/openpath-topology:openpath-topology";
    private static final String CHAINS = "/data/openpath-chains:service-chains/service-chain=";
    private static final long HOST_A = 0x71;
    private static final long HOST_B = 0x72;
    private static final int INGRESS_PORT = 3;
    private static final int EGRESS_PORT = 4;
    private static final Duration WAIT = Duration.ofSeconds(90);
    private static final List<String> CHAIN_NAMES = List.of("first-same", "first-other");

    private final Map<Long, ReferenceSwitch> switches = new LinkedHashMap<>();

    @BeforeAll
    void startNodes(final Restconf restconf) throws IOException {
        for (long dpid : new long[] {HOST_A, HOST_B}) {
            switches.put(dpid, ReferenceSwitch.create(SwitchConfig.of(dpid, 4)).connect("127.0.0.1", 6653));
        }
        switches.get(HOST_A).port(2).linkTo(switches.get(HOST_B).port(2));
        final var put = restconf.put(TOPOLOGY, """
            {"openpath-topology:openpath-topology":{"node":[
              {"node-id":"openflow:113","capacity":{"cpu-cores":32,"memory":65536,"nic-bandwidth":"40"}},
              {"node-id":"openflow:114","capacity":{"cpu-cores":32,"memory":65536,"nic-bandwidth":"40"}}],
             "link":[
              {"link-id":"a-b","source-node":"openflow:113","source-port":2,"destination-node":"openflow:114",
               "destination-port":2,"bandwidth":"40"}]}}""");
        assertTrue(put.status() == 201 || put.status() == 204, () -> "PUT " + TOPOLOGY + " answered " + put);
    }

    @AfterAll
    void cleanUp(final Restconf restconf) throws IOException {
        RenderingIT.removeAll(restconf, CHAIN_NAMES, switches);
    }

    /**
     * Neither ingress nor egress node is named: both are the node of the chain's (only) working sub-SFC.
     */
    @Test
    void trafficEnteringAndLeavingTheNfNodeRunsLikeTheSequentialChain(final Restconf restconf) throws Exception {
        final var request = ChainRequest.builder().nf("fw", "firewall").nf("ids", "ids")
            .nf("mon", "traffic-monitor").build();
        final var state = put(restconf, "first-same", 21, null);
        final var node = ChainTraffic.hostOf(state, "working");
        final var sw = switchOf(node);
        ChainTraffic.assertSequential(sw, INGRESS_PORT, sw, EGRESS_PORT, request, ChainTraffic.packets(200, 11, 21),
            0);
    }

    /**
     * The ingress is the first NF's node; the egress is the other node, reached over the link.
     */
    @Test
    void trafficEnteringTheNfNodeAndLeavingAnotherRunsLikeTheSequentialChain(final Restconf restconf)
            throws Exception {
        final var request = ChainRequest.builder().nf("mon", "traffic-monitor").nf("nat", "nat")
            .nf("lb", "load-balancer").build();
        final var placed = put(restconf, "first-other", 22, null);
        final var working = ChainTraffic.hostOf(placed, "working");
        final var other = working.equals("openflow:113") ? "openflow:114" : "openflow:113";
        // the same chain, now leaving on the other node
        final var moved = put(restconf, "first-other", 22, other);
        assertEquals(working, ChainTraffic.hostOf(moved, "working"), "the NFs stay where they were");
        assertNotEquals(working, other);
        ChainTraffic.assertSequential(switchOf(working), INGRESS_PORT, switchOf(other), EGRESS_PORT, request,
            ChainTraffic.packets(200, 12, 22), 0);
    }

    private static ObjectNode put(final Restconf restconf, final String name, final int subnet,
            final @Nullable String egressNode) throws IOException {
        final var response = restconf.put(CHAINS + name, """
            {"openpath-chains:service-chain":[{"name":"%s",
              "nf":%s,
              "classifier":{"ingress-port":%d,"destination-prefix":"10.0.%d.0/24"},
              "egress":{"port":%d%s},
              "sla":{"traffic-rate":"1"},"affinity":"high"}]}""".formatted(name, nfs(name), INGRESS_PORT, subnet,
            EGRESS_PORT, egressNode == null ? "" : ",\"node\":\"" + egressNode + "\""));
        assertTrue(response.status() == 201 || response.status() == 204, () -> "PUT " + name + " answered "
            + response);
        if (egressNode == null) {
            return RenderingIT.awaitStatus(restconf, name, "rendered");
        }
        // a rewrite is rendered again: wait for the rendering that reaches the new egress node
        return await(name + " rendered with its egress on " + egressNode).atMost(WAIT)
            .pollInterval(Duration.ofMillis(250))
            .until(() -> RenderingIT.state(restconf, name), state -> state != null
                && "rendered".equals(Json.text(state.get("status")))
                && state.path("rendering").path("node").toString().contains("\"" + egressNode + "\""));
    }

    private static String nfs(final String name) {
        return name.equals("first-same")
            ? "[{\"name\":\"fw\",\"type\":\"firewall\"},{\"name\":\"ids\",\"type\":\"ids\"},"
                + "{\"name\":\"mon\",\"type\":\"traffic-monitor\"}]"
            : "[{\"name\":\"mon\",\"type\":\"traffic-monitor\"},{\"name\":\"nat\",\"type\":\"nat\"},"
                + "{\"name\":\"lb\",\"type\":\"load-balancer\"}]";
    }

    private ReferenceSwitch switchOf(final String node) {
        return switches.get(Long.parseLong(node.substring("openflow:".length())));
    }
}
