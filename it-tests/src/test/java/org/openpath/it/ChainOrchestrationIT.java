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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.StringJoiner;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer.OrderAnnotation;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestInstance.Lifecycle;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The orchestrator on the real distribution, over RESTCONF, with three userspace Open vSwitch bridges as OpenPATH
 * nodes: a chain PUT is analysed and placed; each class of bad input is refused with 400 naming the culprit and
 * nothing is stored; the dry-run RPCs answer; an NF alert inserts an NF; losing a node moves a chain to its backup and
 * restores protection; deleting a chain frees its capacity.
 */
@ExtendWith(KarafExtension.class)
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(OrderAnnotation.class)
final class ChainOrchestrationIT {
    private static final Duration WAIT = Duration.ofSeconds(90);
    private static final long[] DATAPATH_IDS = { 0x21, 0x22, 0x23 };
    private static final String TOPOLOGY = "/data/openpath-topology:openpath-topology";
    private static final String TOPOLOGY_STATE = "/data/openpath-topology:openpath-topology-state";
    private static final String CHAINS = "/data/openpath-chains:service-chains";
    private static final String STATES = "/data/openpath-chains:service-chain-states";
    private static final String WEB = "it-web";
    private static final String HA = "it-ha";
    private static final String WEB_CHAIN = """
        {"openpath-chains:service-chain":[{"name":"it-web",
          "nf":[{"name":"fw","type":"firewall"},{"name":"mon","type":"traffic-monitor"},{"name":"ids","type":"ids"}],
          "priority":[{"higher":"fw","lower":"mon"}],
          "classifier":{"destination-prefix":"10.0.0.0/8","protocol":"tcp",
                        "destination-ports":{"lower":80,"upper":443}},
          "sla":{"traffic-rate":"2"},
          "dynamic-rule":[{"nf":"ids","result":"suspicious","insert-nf-type":"sandbox"}]}]}
        """;

    private OvsSandbox ovs;

    @BeforeAll
    void startSwitchesAndConfigureTopology(final Restconf restconf) throws IOException {
        ovs = OvsSandbox.start();
        for (var dpid : DATAPATH_IDS) {
            ovs.addBridge(bridge(dpid), dpid, 6653);
        }
        final var nodes = new ArrayList<String>();
        for (var dpid : DATAPATH_IDS) {
            nodes.add("""
                {"node-id":"%s","capacity":{"cpu-cores":16,"memory":32768,"nic-bandwidth":"40"}}"""
                .formatted(node(dpid)));
        }
        final var links = List.of(link(0, 1), link(1, 2), link(0, 2));
        final var put = restconf.put(TOPOLOGY, """
            {"openpath-topology:openpath-topology":{"node":[%s],"link":[%s]}}"""
            .formatted(String.join(",", nodes), String.join(",", links)));
        assertTrue(put.status() == 201 || put.status() == 204, () -> "PUT " + TOPOLOGY + " answered " + put);
        for (var dpid : DATAPATH_IDS) {
            awaitNodeStatus(restconf, node(dpid), "connected");
        }
    }

    @AfterAll
    void cleanUp(final Restconf restconf) throws IOException {
        restconf.delete(chain(WEB));
        restconf.delete(chain(HA));
        restconf.delete(TOPOLOGY);
        if (ovs != null) {
            ovs.close();
        }
    }

    @Test
    @Order(1)
    void chainIsAnalysedAndPlaced(final Restconf restconf) throws IOException {
        final var put = restconf.put(chain(WEB), WEB_CHAIN);
        assertEquals(201, put.status(), () -> "PUT " + chain(WEB) + " answered " + put);

        final var state = awaitStatus(restconf, WEB, "placed");
        assertEquals("working", string(state, "running-on"), () -> "running-on in " + state);

        final var matrix = Json.array(state.path("analysis").path("dependency-matrix").path("pair"));
        assertEquals(3, matrix.size(), () -> "3 NFs give 3 pairs: " + matrix);
        for (var pair : matrix) {
            assertFalse(string(pair, "reason").isBlank(), () -> "every verdict is explained: " + pair);
        }
        final var graph = state.path("analysis").path("service-graph");
        final var vertices = names(graph.path("vertex"), "nf");
        assertEquals(Set.of("fw", "mon", "ids", "ids.suspicious"), vertices, () -> "vertices of " + graph);
        final var detour = find(graph.path("vertex"), "nf", "ids.suspicious");
        assertEquals("false", string(detour, "on-default-path"), () -> "the sandbox is off the default path: "
            + detour);
        final var ids = find(graph.path("vertex"), "nf", "ids");
        assertEquals("ids.suspicious", string(find(ids.path("handler-rule"), "result", "suspicious"), "target"),
            () -> "the IDS steers suspicious flows to the sandbox: " + ids);

        final var subSfcs = state.path("placement").path("sub-sfc");
        final var placedNfs = new TreeSet<String>();
        for (var sub : Json.array(subSfcs)) {
            assertEquals("working", string(sub, "role"), () -> "no backup was asked for: " + sub);
            assertTrue(Set.of(node(0x21), node(0x22), node(0x23)).contains(string(sub, "node")),
                () -> "sub-SFC on an OpenPATH node: " + sub);
            Json.array(sub.path("nf")).forEach(nf -> placedNfs.add(Json.text(nf)));
        }
        assertEquals(new TreeSet<>(Set.of("fw", "mon", "ids")), placedNfs, () -> "every NF placed once: " + subSfcs);

        final var topology = restconf.get(TOPOLOGY_STATE).json();
        final var used = topology.path("openpath-topology:openpath-topology-state").path("node");
        assertTrue(used.toString().contains("\"working-sub-sfcs\":1"), () -> "a node hosts it: " + used);
    }

    @Test
    @Order(2)
    void rewritingAChainReanalysesAndReplacesIt(final Restconf restconf) throws IOException {
        awaitStatus(restconf, WEB, "placed");
        final var longer = WEB_CHAIN.replace("{\"name\":\"ids\",\"type\":\"ids\"}",
            "{\"name\":\"ids\",\"type\":\"ids\"},{\"name\":\"nat\",\"type\":\"nat\"}");
        assertNotEquals(WEB_CHAIN, longer, "the NF list grows");
        assertEquals(204, restconf.put(chain(WEB), longer).status());
        await("chain " + WEB + " re-analysed with nat").atMost(WAIT).pollInterval(Duration.ofMillis(500))
            .untilAsserted(() -> {
                final var state = state(restconf, WEB);
                assertEquals("placed", string(state, "status"), () -> "state " + state);
                assertEquals(Set.of("fw", "mon", "ids", "nat", "ids.suspicious"),
                    names(state.path("analysis").path("service-graph").path("vertex"), "nf"),
                    () -> "vertices " + state);
                assertEquals(6, Json.array(state.path("analysis").path("dependency-matrix").path("pair")).size(),
                    () -> "4 NFs give 6 pairs: " + state);
                assertTrue(state.path("placement").path("sub-sfc").toString().contains("\"nat\""),
                    () -> "nat is placed: " + state);
            });
        assertEquals(204, restconf.put(chain(WEB), WEB_CHAIN).status());
        await("chain " + WEB + " back to three NFs").atMost(WAIT).pollInterval(Duration.ofMillis(500))
            .untilAsserted(() -> assertEquals(3, Json.array(state(restconf, WEB).path("analysis")
                .path("dependency-matrix").path("pair")).size()));
    }

    @Test
    @Order(2)
    void unknownNfTypeIsRefused(final Restconf restconf) throws IOException {
        assertRefused(restconf, "it-bad-type", """
            "nf":[{"name":"fw","type":"firewal"}]""", "firewal");
    }

    @Test
    @Order(2)
    void cyclicOrderIsRefused(final Restconf restconf) throws IOException {
        assertRefused(restconf, "it-bad-cycle", """
            "nf":[{"name":"a","type":"firewall"},{"name":"b","type":"nat"},{"name":"c","type":"ids"}],
            "order":[{"nf":"a","other-nf":"b","relation":"before"},{"nf":"b","other-nf":"c","relation":"before"},
                     {"nf":"c","other-nf":"a","relation":"before"}]""", "cycl");
    }

    @Test
    @Order(2)
    void contradictoryTemplatesAreRefused(final Restconf restconf) throws IOException {
        assertRefused(restconf, "it-bad-contradiction", """
            "nf":[{"name":"a","type":"firewall"},{"name":"b","type":"nat"}],
            "position":[{"nf":"a","place":"first"}],
            "order":[{"nf":"a","other-nf":"b","relation":"after"}]""", "a");
    }

    @Test
    @Order(2)
    void templateNamingAnUnknownNfIsRefused(final Restconf restconf) throws IOException {
        assertRefused(restconf, "it-bad-ref", """
            "nf":[{"name":"a","type":"firewall"}],
            "priority":[{"higher":"a","lower":"ghost"}]""", "ghost");
    }

    @Test
    @Order(2)
    void impossibleClassifierIsRefused(final Restconf restconf) throws IOException {
        assertRefused(restconf, "it-bad-ports", """
            "nf":[{"name":"a","type":"firewall"}],
            "classifier":{"protocol":"tcp","destination-ports":{"lower":8080,"upper":80}}""", "8080");
        assertRefused(restconf, "it-bad-families", """
            "nf":[{"name":"a","type":"firewall"}],
            "classifier":{"source-prefix":"10.0.0.0/8","destination-prefix":"2001:db8::/32"}""", "2001:db8::/32");
    }

    @Test
    @Order(2)
    void incompleteRequestsAreRefusedByNameNotWithA500(final Restconf restconf) throws IOException {
        // what the schema once refused with an unexplained 500 ("commit encountered an unexpected failure")
        assertRefused(restconf, "it-no-nfs", "\"nf\":[]", "has no NFs");
        assertRefused(restconf, "it-no-type", "\"nf\":[{\"name\":\"fw\"}]",
            "NF 'fw' of chain 'it-no-type' has no type");
        assertRefused(restconf, "it-no-relation", """
            "nf":[{"name":"a","type":"firewall"},{"name":"b","type":"nat"}],
            "order":[{"nf":"a","other-nf":"b"}]""", "has no relation");
        assertRefused(restconf, "it-no-place", """
            "nf":[{"name":"a","type":"firewall"}],"position":[{"nf":"a"}]""", "has no place");
        assertRefused(restconf, "it-no-action", """
            "nf":[{"name":"i","type":"ids"}],"dynamic-rule":[{"nf":"i","result":"suspicious"}]""", "has no action");
        assertRefused(restconf, "it-no-lower", """
            "nf":[{"name":"fw","type":"firewall"}],"classifier":{"protocol":"tcp","destination-ports":{"upper":443}}\
            """, "gives upper destination port 443 but no lower one");
        assertRefused(restconf, "it-empty-range", """
            "nf":[{"name":"fw","type":"firewall"}],"classifier":{"protocol":"tcp","source-ports":{}}""",
            "gives source-ports without its lower port");
        final var many = new StringJoiner(",", "\"nf\":[", "]");
        for (int i = 0; i < 10_000; i++) {
            many.add("{\"name\":\"m" + i + "\",\"type\":\"traffic-monitor\"}");
        }
        assertRefused(restconf, "it-10k-nfs", many.toString(), "has 10000 NFs; a chain has at most 64");
    }

    @Test
    @Order(2)
    void outOfRangeValuesAreRefusedWithTheAllowedValues(final Restconf restconf) throws IOException {
        // upstream RESTCONF answers these 400 with no error-message at all; the models supply one
        assertOutOfRange(restconf, "it-range-rate", """
            "nf":[{"name":"fw","type":"firewall"}],"sla":{"traffic-rate":"500"}""",
            "sla/traffic-rate must be 0.001..400 Gbit/s");
        assertOutOfRange(restconf, "it-range-latency", """
            "nf":[{"name":"fw","type":"firewall"}],"sla":{"max-latency":0}""",
            "sla/max-latency must be 1..10000000 microseconds");
        assertOutOfRange(restconf, "it-range-report", """
            "nf":[{"name":"fw","type":"firewall"}],"state-report-interval":5""",
            "state-report-interval must be 100..3600000 milliseconds");
        assertOutOfRange(restconf, "it-range-name", """
            "nf":[{"name":"9fw","type":"firewall"}]""",
            "a name (of a chain, an NF, an NF type or an NF result) starts with a letter");
    }

    private static void assertOutOfRange(final Restconf restconf, final String name, final String body,
            final String message) throws IOException {
        final var put = restconf.put(chain(name), """
            {"openpath-chains:service-chain":[{"name":"%s",%s}]}""".formatted(name, body));
        assertEquals(400, put.status(), () -> "PUT " + chain(name) + " answered " + put);
        assertTrue(put.errorMessages().stream().anyMatch(text -> text.startsWith(message)),
            () -> "an error-message naming the field and its allowed values, '" + message + "': " + put);
        assertMissing(restconf, chain(name));
    }

    @Test
    @Order(2)
    void incompleteTopologyIsRefusedByName(final Restconf restconf) throws IOException {
        assertTopologyRefused(restconf, "/node=" + Restconf.key("openflow:4242"), """
            {"openpath-topology:node":[{"node-id":"openflow:4242",
              "capacity":{"memory":1024,"nic-bandwidth":"10"}}]}""", "has no cpu-cores capacity");
        assertTopologyRefused(restconf, "/link=it-half-link", """
            {"openpath-topology:link":[{"link-id":"it-half-link","destination-node":"openflow:33",
              "bandwidth":"10"}]}""", "has no source-node");
    }

    /** A topology write answered 400 with a message that contains the culprit, and nothing stored. */
    private static void assertTopologyRefused(final Restconf restconf, final String entry, final String body,
            final String culprit) throws IOException {
        final var path = TOPOLOGY + entry;
        final var put = restconf.put(path, body);
        assertEquals(400, put.status(), () -> "PUT " + path + " answered " + put);
        assertTrue(put.errorMessages().stream().anyMatch(message -> message.contains(culprit)),
            () -> "the message should name '" + culprit + "': " + put);
        assertMissing(restconf, path);
    }

    @Test
    @Order(2)
    void outOfRangeCapacityIsRefused(final Restconf restconf) throws IOException {
        final var path = TOPOLOGY + "/node=" + Restconf.key("openflow:99");
        final var put = restconf.put(path, """
            {"openpath-topology:node":[{"node-id":"openflow:99",
              "capacity":{"cpu-cores":0,"memory":1024,"nic-bandwidth":"10"}}]}""");
        assertEquals(400, put.status(), () -> "cpu-cores 0 is out of range 1..4096: " + put);
        assertTrue(put.errorMessages().contains("capacity/cpu-cores must be 1..4096 CPU cores"),
            () -> "the message names the field and its range: " + put);
        assertMissing(restconf, path);
    }

    @Test
    @Order(2)
    void linkToAnUnknownNodeIsRefused(final Restconf restconf) throws IOException {
        assertTopologyRefused(restconf, "/link=it-bad-link", """
            {"openpath-topology:link":[{"link-id":"it-bad-link","source-node":"openflow:33",
              "destination-node":"openflow:999","bandwidth":"10"}]}""", "openflow:999");
    }

    @Test
    @Order(2)
    void duplicateLinkIsRefused(final Restconf restconf) throws IOException {
        // a second link between openflow:33 and openflow:34
        assertTopologyRefused(restconf, "/link=it-dup-link", """
            {"openpath-topology:link":[{"link-id":"it-dup-link","source-node":"openflow:34",
              "destination-node":"openflow:33","bandwidth":"10"}]}""", "it-dup-link");
    }

    @Test
    @Order(3)
    void removingAnNfTypeInUseIsRefused(final Restconf restconf) throws IOException {
        awaitStatus(restconf, WEB, "placed");
        final var catalog = "/data/openpath-nf-catalog:nf-catalog";
        final var type = catalog + "/nf-type=ids";

        // A PUT of the catalog without 'ids' is refused with a message naming the chain that uses it
        final var current = restconf.get(catalog).json();
        final var types = Json.array(current.path("openpath-nf-catalog:nf-catalog").path("nf-type"));
        final var without = Json.MAPPER.createArrayNode();
        types.forEach(entry -> {
            if (!"ids".equals(string(entry, "name"))) {
                without.add(entry);
            }
        });
        assertEquals(types.size() - 1, without.size(), () -> "the catalog holds 'ids': " + types);
        Json.object(current.path("openpath-nf-catalog:nf-catalog")).set("nf-type", without);
        final var put = restconf.put(catalog, Json.write(current));
        assertEquals(400, put.status(), () -> "PUT of the catalog without 'ids' answered " + put);
        assertTrue(put.errorMessages().stream().anyMatch(message -> message.contains(WEB)
                && message.contains("ids")), () -> "the message names the chain and the type: " + put);

        // A DELETE is refused too; netconf 9.0.1's RESTCONF answers any failed DELETE with 500
        // "Transaction to delete failed" and drops the validator's message (MdsalRestconfStrategy.deleteData)
        final var delete = restconf.delete(type);
        assertTrue(delete.status() == 400 || delete.status() == 500, () -> "DELETE " + type + " answered " + delete);
        assertEquals(200, restconf.get(type).status(), "the NF type is still there");
        assertEquals("placed", string(state(restconf, WEB), "status"), "the chain is untouched");
    }

    @Test
    @Order(4)
    void dryRunsAnswerWithoutStoring(final Restconf restconf) throws IOException {
        final var analysis = restconf.post("/operations/openpath-chains:analyze-chain", """
            {"input":{"name":"probe","nf":[{"name":"nat","type":"nat"},{"name":"lb","type":"load-balancer"}]}}""");
        assertEquals(200, analysis.status(), () -> "analyze-chain answered " + analysis);
        final var pair = Json.array(analysis.json().path("openpath-chains:output").path("dependency-matrix")
            .path("pair")).get(0);
        assertEquals("sequential", string(pair, "verdict"), () -> "NAT writes what the LB reads: " + pair);

        final var placement = restconf.post("/operations/openpath-chains:compute-placement", """
            {"input":{"name":"probe","algorithm":"strawman-simple","nf":[{"name":"fw","type":"firewall"}]}}""");
        assertEquals(200, placement.status(), () -> "compute-placement answered " + placement);
        assertEquals("true", string(placement.json().path("openpath-chains:output"), "accepted"),
            () -> "fits: " + placement);
        assertMissing(restconf, STATES + "/service-chain-state=probe");

        final var invalid = restconf.post("/operations/openpath-chains:analyze-chain", """
            {"input":{"nf":[{"name":"x","type":"no-such-type"}]}}""");
        assertEquals(400, invalid.status(), () -> "analyze-chain of an unknown type answered " + invalid);
        assertTrue(invalid.errorMessages().stream().anyMatch(message -> message.contains("no-such-type")),
            () -> "names the type: " + invalid);
    }

    @Test
    @Order(5)
    void nfAlertInsertsTheSandbox(final Restconf restconf) throws IOException {
        final var alert = restconf.post("/operations/openpath-nf-control:report-nf-alert", """
            {"input":{"chain":"it-web","nf":"ids","result":"suspicious",
                      "flow":{"source-prefix":"192.0.2.7/32"}}}""");
        assertEquals(200, alert.status(), () -> "report-nf-alert answered " + alert);
        final var output = alert.json().path("openpath-nf-control:output");
        assertEquals("inserted", string(output, "action"), () -> "output " + output);
        assertEquals("ids.suspicious", string(output, "inserted-nf"), () -> "output " + output);

        await("sandbox placed with " + WEB).atMost(WAIT).pollInterval(Duration.ofSeconds(1)).untilAsserted(() -> {
            final var state = state(restconf, WEB);
            final var inserted = find(state.path("inserted-nf"), "name", "ids.suspicious");
            assertEquals("sandbox", string(inserted, "nf-type"), () -> "inserted-nf of " + state);
            assertTrue(state.path("placement").path("sub-sfc").toString().contains("ids.suspicious"),
                () -> "the sandbox is placed: " + state);
        });
        final var again = restconf.post("/operations/openpath-nf-control:report-nf-alert", """
            {"input":{"chain":"it-web","nf":"ids","result":"suspicious"}}""");
        assertEquals("already-inserted", string(again.json().path("openpath-nf-control:output"), "action"),
            () -> "second alert " + again);
        final var unknown = restconf.post("/operations/openpath-nf-control:report-nf-alert", """
            {"input":{"chain":"no-such-chain","nf":"ids","result":"suspicious"}}""");
        assertEquals(400, unknown.status(), () -> "alert for an unknown chain " + unknown);
    }

    @Test
    @Order(6)
    void lostNodeMovesChainToItsBackupAndRestoresProtection(final Restconf restconf) throws IOException {
        final var put = restconf.put(chain(HA), """
            {"openpath-chains:service-chain":[{"name":"it-ha","backup":true,
              "nf":[{"name":"fw","type":"firewall"},{"name":"nat","type":"nat"}]}]}""");
        assertEquals(201, put.status(), () -> "PUT " + chain(HA) + " answered " + put);
        final var placed = awaitStatus(restconf, HA, "placed");
        final var working = nodesOf(placed, "working");
        final var backup = nodesOf(placed, "backup");
        assertEquals(1, working.size(), () -> "high affinity: one working node in " + placed);
        assertFalse(backup.isEmpty(), () -> "backups reserved: " + placed);
        assertTrue(backup.stream().noneMatch(working::contains), () -> "backups elsewhere: " + placed);

        final var lost = working.getFirst();
        ovs.deleteBridge(bridge(Long.parseLong(lost.substring("openflow:".length()))));

        await("chain " + HA + " on its backup after " + lost + " is lost").atMost(WAIT)
            .pollInterval(Duration.ofSeconds(1)).untilAsserted(() -> {
                final var state = state(restconf, HA);
                assertEquals("placed", string(state, "status"), () -> "state " + state);
                assertEquals("backup", string(state, "running-on"), () -> "state " + state);
                final var nowWorking = nodesOf(state, "working");
                assertFalse(nowWorking.contains(lost), () -> "nothing works on the lost node: " + state);
                assertEquals(backup.getFirst(), nowWorking.getFirst(), () -> "the backup took over: " + state);
                final var nowBackup = nodesOf(state, "backup");
                assertFalse(nowBackup.isEmpty(), () -> "protection restored with a new backup: " + state);
                assertTrue(nowBackup.stream().noneMatch(node -> node.equals(lost) || nowWorking.contains(node)),
                    () -> "the new backup is on the third node: " + state);
            });
        awaitNodeStatus(restconf, lost, "failed");

        final long dpid = Long.parseLong(lost.substring("openflow:".length()));
        ovs.addBridge(bridge(dpid), dpid, 6653);
        awaitNodeStatus(restconf, lost, "connected");
    }

    @Test
    @Order(7)
    void deletingChainsReleasesCapacity(final Restconf restconf) throws IOException {
        assertEquals(204, restconf.delete(chain(WEB)).status());
        assertEquals(204, restconf.delete(chain(HA)).status());
        await("chain states gone, capacity free").atMost(WAIT).pollInterval(Duration.ofSeconds(1))
            .untilAsserted(() -> {
                assertMissing(restconf, STATES + "/service-chain-state=" + WEB);
                assertMissing(restconf, STATES + "/service-chain-state=" + HA);
                final var nodes = restconf.get(TOPOLOGY_STATE).json()
                    .path("openpath-topology:openpath-topology-state").path("node");
                for (var node : Json.array(nodes)) {
                    assertEquals("0", string(node, "working-sub-sfcs"), () -> "node " + node);
                    assertEquals("0", string(node, "backup-sub-sfcs"), () -> "node " + node);
                }
            });
    }

    @Test
    @Order(8)
    void aDrainingNodeKeepsWhatRunsAndTheHopFromTheIngressNodeIsReserved(final Restconf restconf)
            throws IOException {
        final var stay = "it-stay";
        final var in = "it-in";
        final var nowhere = "it-nowhere";
        assertEquals(201, restconf.put(chain(stay), """
            {"openpath-chains:service-chain":[{"name":"it-stay","nf":[{"name":"fw","type":"firewall"}]}]}""")
            .status());
        final var drained = nodesOf(awaitStatus(restconf, stay, "placed"), "working").getFirst();
        final var nodePath = TOPOLOGY + "/node=" + Restconf.key(drained);
        try {
            final var drain = restconf.patch(nodePath, """
                {"openpath-topology:node":[{"node-id":"%s","admin-state":"draining"}]}""".formatted(drained));
            assertTrue(drain.status() == 200 || drain.status() == 204, () -> "PATCH draining answered " + drain);

            // 30 of the 40 Gbit/s: the traffic enters at the draining node, which takes no new sub-SFC
            assertEquals(201, restconf.put(chain(in), """
                {"openpath-chains:service-chain":[{"name":"it-in",
                  "nf":[{"name":"fw","type":"firewall"},{"name":"nat","type":"nat"}],
                  "classifier":{"ingress-node":"%s","destination-prefix":"10.9.0.0/16"},
                  "sla":{"traffic-rate":"30"}}]}""".formatted(drained)).status());
            final var placed = awaitStatus(restconf, in, "placed");
            final var working = nodesOf(placed, "working");
            assertFalse(working.contains(drained), () -> "nothing new on the draining node: " + placed);
            final var first = working.getFirst();
            final var hop = placed.path("placement").path("ingress-hop");
            assertEquals(drained, string(hop, "node"), () -> "the hop starts at the ingress node: " + placed);
            assertEquals("it-in-w1", string(hop, "to-sub-sfc"), () -> "and ends at the first sub-SFC: " + placed);
            final var path = new ArrayList<String>();
            Json.array(hop.path("path")).forEach(node -> path.add(Json.text(node)));
            assertEquals(List.of(drained, first), path, () -> "over their direct link: " + placed);
            assertEquals(30, Double.parseDouble(string(hop, "bandwidth")), 1e-9, () -> "the chain's rate: " + hop);

            final var links = restconf.get(TOPOLOGY_STATE).json().path("openpath-topology:openpath-topology-state")
                .path("link");
            final var used = new ArrayList<Double>();
            for (var link : Json.array(links)) {
                if (Set.of(string(link, "source-node"), string(link, "destination-node")).equals(Set.of(drained,
                        first))) {
                    used.add(Double.parseDouble(string(link, "used-bandwidth")));
                }
            }
            assertEquals(List.of(30.0), used, () -> "the hop's 30 Gbit/s reserved on " + drained + " -- " + first
                + ": " + links);

            final var kept = state(restconf, stay);
            assertEquals("placed", string(kept, "status"), () -> "what runs on a draining node stays: " + kept);
            assertEquals(List.of(drained), nodesOf(kept, "working"), () -> "and stays there: " + kept);

            assertEquals(201, restconf.put(chain(nowhere), """
                {"openpath-chains:service-chain":[{"name":"it-nowhere","nf":[{"name":"fw","type":"firewall"}],
                  "classifier":{"ingress-node":"openflow:99"}}]}""").status());
            final var rejected = awaitStatus(restconf, nowhere, "rejected");
            assertTrue(string(rejected, "reason").contains("ingress node openflow:99 is not in the topology"),
                () -> "the reason names the ingress node: " + rejected);
        } finally {
            restconf.patch(nodePath, """
                {"openpath-topology:node":[{"node-id":"%s","admin-state":"enabled"}]}""".formatted(drained));
            restconf.delete(chain(stay));
            restconf.delete(chain(in));
            restconf.delete(chain(nowhere));
        }
    }

    @Test
    @Order(9)
    void pricedAdmissionRefusesANewChainThatWouldFillTheClusterAndNeverOneThatRuns(final Restconf restconf,
            final KarafDistribution karaf) throws IOException {
        final var shell = new KarafShell(KarafSettings.fromSystemProperties());
        final var bigs = List.of("it-big-1", "it-big-2", "it-big-3");
        final var small = "it-small";
        try {
            setAdmission(shell, karaf, "priced", "priced, base 256.0, budget 3.0 cores");
            // a firewall (two instances at 14 Gbit/s) and a NAT: 14.75 cores, the most one 16-core node holds
            for (var name : bigs.subList(0, 2)) {
                assertEquals(201, restconf.put(chain(name), bigChain(name)).status());
                awaitStatus(restconf, name, "placed");
            }
            // the third would leave 44.25 of the 48 cores reserved: at 0.647 of a core's price it pays 9.54
            assertEquals(201, restconf.put(chain(bigs.get(2)), bigChain(bigs.get(2))).status());
            final var refused = awaitStatus(restconf, bigs.get(2), "rejected");
            assertEquals("Priced admission keeps the room for smaller requests: it would reserve 14.75 cores and leave "
                + "the CPU of the hosts open to new work 92.2 % reserved; at 0.647 of a core's full price that costs "
                + "9.54, above the budget of 3.00", string(refused, "reason"), () -> "the reason: " + refused);
            // a small one pays 0.17 and starts
            assertEquals(201, restconf.put(chain(small), """
                {"openpath-chains:service-chain":[{"name":"it-small","nf":[{"name":"fw","type":"firewall"}],
                  "sla":{"traffic-rate":"2"}}]}""").status());
            awaitStatus(restconf, small, "placed");

            // back to all that fit: the refused chain starts, in the room the price kept
            setAdmission(shell, karaf, "all-that-fit", "all that fit");
            final var started = awaitStatus(restconf, bigs.get(2), "placed");
            assertTrue(string(started, "reason").startsWith("Placed after capacity appeared"),
                () -> "the reason: " + started);

            // priced again, and every chain placed again on a changed topology: none of them is refused for its price
            setAdmission(shell, karaf, "priced", "priced, base 256.0, budget 3.0 cores");
            final long from = Files.size(karaf.logFile());
            final var patch = restconf.patch(TOPOLOGY + "/link=it-0-1", """
                {"openpath-topology:link":[{"link-id":"it-0-1","bandwidth":"39"}]}""");
            assertTrue(patch.status() == 200 || patch.status() == 204, () -> "PATCH link answered " + patch);
            awaitLog(karaf, from, "placing 4 chains again");
            for (var name : List.of(bigs.get(0), bigs.get(1), bigs.get(2), small)) {
                final var state = state(restconf, name);
                assertEquals("placed", string(state, "status"), () -> name + " still runs: " + state);
            }
        } finally {
            shell.run("config:delete org.openpath.orchestrator");
            restconf.patch(TOPOLOGY + "/link=it-0-1", """
                {"openpath-topology:link":[{"link-id":"it-0-1","bandwidth":"40"}]}""");
            for (var name : List.of(bigs.get(0), bigs.get(1), bigs.get(2), small)) {
                restconf.delete(chain(name));
            }
        }
    }

    private static String bigChain(final String name) {
        return """
            {"openpath-chains:service-chain":[{"name":"%s",
              "nf":[{"name":"fw","type":"firewall"},{"name":"nat","type":"nat"}],"sla":{"traffic-rate":"14"}}]}"""
            .formatted(name);
    }

    // sets the orchestrator's admission and waits until the orchestrator says it applies it
    private static void setAdmission(final KarafShell shell, final KarafDistribution karaf, final String admission,
            final String logged) throws IOException {
        final long from = Files.size(karaf.logFile());
        shell.run("config:edit org.openpath.orchestrator; config:property-set admission " + admission
            + "; config:update");
        awaitLog(karaf, from, "Chain admission: " + logged);
    }

    // waits for a line in karaf.log written after the given offset (from the start if the log rolled over meanwhile)
    private static void awaitLog(final KarafDistribution karaf, final long from, final String text) {
        await("karaf.log says '" + text + "'").atMost(WAIT).pollInterval(Duration.ofMillis(250)).until(() -> {
            final var log = Files.readAllBytes(karaf.logFile());
            final int start = log.length >= from ? (int) from : 0;
            return new String(log, start, log.length - start, StandardCharsets.UTF_8).contains(text);
        });
    }

    private static void assertRefused(final Restconf restconf, final String name, final String body,
            final String culprit) throws IOException {
        final var put = restconf.put(chain(name), """
            {"openpath-chains:service-chain":[{"name":"%s",%s}]}""".formatted(name, body));
        assertEquals(400, put.status(), () -> "PUT " + chain(name) + " answered " + put);
        assertEquals(List.of("invalid-value"), put.errorTags(), () -> "error tag of " + put);
        assertTrue(put.errorMessages().stream().anyMatch(message -> message.contains(culprit)),
            () -> "the message should name '" + culprit + "': " + put);
        assertMissing(restconf, chain(name));
        assertMissing(restconf, STATES + "/service-chain-state=" + name);
    }

    private static void assertMissing(final Restconf restconf, final String path) throws IOException {
        final var get = restconf.get(path);
        assertTrue(get.status() == 404 || get.status() == 409 && get.errorTags().contains("data-missing"),
            () -> "nothing should be stored at " + path + ", GET answered " + get);
    }

    private static ObjectNode awaitStatus(final Restconf restconf, final String name, final String status) {
        final var holder = new ObjectNode[1];
        await("chain " + name + " " + status).atMost(WAIT).pollInterval(Duration.ofMillis(500)).untilAsserted(() -> {
            final var state = state(restconf, name);
            assertEquals(status, string(state, "status"), () -> "state of " + name + ": " + state);
            holder[0] = state;
        });
        return holder[0];
    }

    private static void awaitNodeStatus(final Restconf restconf, final String node, final String status) {
        await(node + " " + status).atMost(WAIT).pollInterval(Duration.ofSeconds(1)).untilAsserted(() -> {
            final var get = restconf.get(TOPOLOGY_STATE + "/node=" + Restconf.key(node));
            assertEquals(200, get.status(), () -> "GET state of " + node + ": " + get);
            final var entry = Json.array(get.json().path("openpath-topology:node")).get(0);
            assertEquals(status, string(entry, "status"), () -> "state of " + node + ": " + entry);
        });
    }

    private static ObjectNode state(final Restconf restconf, final String name) throws IOException {
        final var get = restconf.get(STATES + "/service-chain-state=" + Restconf.key(name));
        assertEquals(200, get.status(), () -> "GET state of " + name + ": " + get);
        return Json.object(Json.array(get.json().path("openpath-chains:service-chain-state")).get(0));
    }

    private static List<String> nodesOf(final ObjectNode state, final String role) {
        final var nodes = new ArrayList<String>();
        final var subs = state.path("placement").path("sub-sfc");
        if (subs.isArray()) {
            for (var sub : Json.array(subs)) {
                if (role.equals(string(sub, "role"))) {
                    nodes.add(string(sub, "node"));
                }
            }
        }
        return nodes;
    }

    private static JsonNode find(final JsonNode array, final String key, final String value) {
        assertTrue(array.isArray(), () -> "expected a list, got " + array);
        for (var element : Json.array(array)) {
            if (value.equals(string(element, key))) {
                return element;
            }
        }
        throw new AssertionError("No entry with " + key + " = " + value + " in " + array);
    }

    private static Set<String> names(final JsonNode array, final String key) {
        final var result = new TreeSet<String>();
        Json.array(array).forEach(element -> result.add(string(element, key)));
        return result;
    }

    private static String string(final JsonNode element, final String member) {
        final var value = element.path(member);
        return Json.isScalar(value) ? Json.text(value) : value.toString();
    }

    private static String chain(final String name) {
        return CHAINS + "/service-chain=" + Restconf.key(name);
    }

    private static String bridge(final long dpid) {
        return "opbr" + Long.toHexString(dpid);
    }

    private static String node(final long dpid) {
        return "openflow:" + dpid;
    }

    private static String link(final int one, final int other) {
        return """
            {"link-id":"it-%d-%d","source-node":"%s","destination-node":"%s","bandwidth":"40"}"""
            .formatted(one, other, node(DATAPATH_IDS[one]), node(DATAPATH_IDS[other]));
    }
}
