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
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestInstance.Lifecycle;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.ExecutableChain;
import org.openpath.analyzer.exec.Outcome;
import org.openpath.analyzer.exec.Packet;
import org.openpath.analyzer.exec.SequentialExecutor;
import org.openpath.fixtures.TestPackets;
import org.openpath.refswitch.ChainPacket;
import org.openpath.refswitch.ReferenceSwitch;
import org.openpath.refswitch.SwitchConfig;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * move-state on the real distribution, the messages going through OpenFlowPlugin to reference OpenPATH switches
 * (ingress I, transit T, NF hosts A and B): NAT + firewall chains with a backup are bound on both hosts; the RPC
 * refuses bad requests with errors naming the problem, a peer-to-peer move of the NAT from the working node to the
 * backup node runs the phases of docs/state-move.md section 4 and completes, and after loss-free moves of both NFs
 * the backup carries the established connections on.
 */
@ExtendWith(KarafExtension.class)
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
final class StateMoveIT {
    private static final Logger LOG = LoggerFactory.getLogger(StateMoveIT.class);
    private static final String TOPOLOGY = "/data/openpath-topology:openpath-topology";
    private static final String CHAIN = "moving";
    private static final String MOVE_STATE = "/operations/openpath-state-move:move-state";
    private static final String MOVES = "/data/openpath-state-move:state-moves/move=";
    private static final long HOST_A = 0x81;
    private static final long HOST_B = 0x82;
    private static final long INGRESS = 0x83;
    private static final long TRANSIT = 0x84;
    private static final String CARRIED = "carried";
    private static final String WARM = "warm";
    // TCP flags of the analyser's packets
    private static final long SYN = 2;
    private static final long ACK = 16;
    private static final ChainRequest NAT_FW = ChainRequest.builder().nf("nat", "nat").nf("fw", "firewall").build();
    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final int RATE = 500;
    private static final int STREAM = 6 * RATE;
    // the hand-over waits for two rounds of flow statistics (new path, then switch-over; docs/rendering.md)
    private static final int HANDOVER_STREAM = 12 * RATE;
    // re-placement: the request's processing, the new path's confirmation, the moves, the switch-over's
    private static final int REPLACEMENT_STREAM = 16 * RATE;
    // a state-report-interval of an hour: what a backup knows comes from the moves, not from replication
    private static final long QUIET = 3_600_000;

    private final Map<Long, ReferenceSwitch> switches = new LinkedHashMap<>();
    private String working = "";
    private String backup = "";

    @BeforeAll
    void startNodes(final Restconf restconf) throws IOException {
        for (long dpid : new long[] {HOST_A, HOST_B, INGRESS, TRANSIT}) {
            switches.put(dpid, ReferenceSwitch.create(SwitchConfig.of(dpid, 4)).connect("127.0.0.1", 6653));
        }
        switches.get(HOST_A).port(2).linkTo(switches.get(HOST_B).port(2));
        switches.get(INGRESS).port(3).linkTo(switches.get(TRANSIT).port(1));
        switches.get(TRANSIT).port(2).linkTo(switches.get(HOST_A).port(1));
        switches.get(TRANSIT).port(3).linkTo(switches.get(HOST_B).port(1));
        final var put = restconf.put(TOPOLOGY, """
            {"openpath-topology:openpath-topology":{"node":[
              {"node-id":"openflow:129","capacity":{"cpu-cores":32,"memory":65536,"nic-bandwidth":"40"}},
              {"node-id":"openflow:130","capacity":{"cpu-cores":32,"memory":65536,"nic-bandwidth":"40"}},
              {"node-id":"openflow:131","role":"transit"},
              {"node-id":"openflow:132","role":"transit"}],
             "link":[
              {"link-id":"a-b","source-node":"openflow:129","source-port":2,"destination-node":"openflow:130",
               "destination-port":2,"bandwidth":"40"},
              {"link-id":"i-t","source-node":"openflow:131","source-port":3,"destination-node":"openflow:132",
               "destination-port":1,"bandwidth":"40"},
              {"link-id":"t-a","source-node":"openflow:132","source-port":2,"destination-node":"openflow:129",
               "destination-port":1,"bandwidth":"40"},
              {"link-id":"t-b","source-node":"openflow:132","source-port":3,"destination-node":"openflow:130",
               "destination-port":1,"bandwidth":"40"}]}}""");
        assertTrue(put.status() == 201 || put.status() == 204, () -> "PUT " + TOPOLOGY + " answered " + put);
        final var chain = restconf.put("/data/openpath-chains:service-chains/service-chain=" + CHAIN, """
            {"openpath-chains:service-chain":[{"name":"moving",
              "nf":[{"name":"nat","type":"nat"},{"name":"fw","type":"firewall"}],
              "classifier":{"ingress-node":"openflow:131","ingress-port":1,"destination-prefix":"10.0.31.0/24"},
              "egress":{"node":"openflow:131","port":2},
              "sla":{"traffic-rate":"1"},"backup":true}]}""");
        assertTrue(chain.status() == 201 || chain.status() == 204, () -> "PUT chain answered " + chain);
        final ObjectNode state = RenderingIT.awaitStatus(restconf, CHAIN, "rendered");
        working = ChainTraffic.hostOf(state, "working");
        backup = ChainTraffic.hostOf(state, "backup");
        assertNotEquals(working, backup, () -> "the backup is on the other node: " + state);
        awaitBound(switchOf(backup), Json.longValue(state.get("sfc-id")));
    }

    private ReferenceSwitch switchOf(final String node) {
        return switches.get(Long.parseLong(node.substring("openflow:".length())));
    }

    // a move needs the NF bound on the destination (else UNKNOWN_SERVICE, docs/state-move.md section 8)
    private static void awaitBound(final ReferenceSwitch sw, final long sfcId) {
        await("chain " + sfcId + " bound on " + sw).atMost(WAIT).until(() -> RenderingIT.bound(sw, sfcId));
    }

    @AfterAll
    void cleanUp(final Restconf restconf) throws IOException {
        RenderingIT.removeAll(restconf, List.of(CHAIN, CARRIED, WARM, "under-lf", "under-op", "under-ng", "handed"),
            switches);
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

    /**
     * A NAT + firewall chain carries two TCP connections through the working node; loss-free moves take the NAT's
     * and the firewall's state to the backup node; with the working node cut off, the fast-failover group sends the
     * next packets to the backup, which delivers exactly what the sequential chain delivers for the whole packet
     * sequence (docs/state-move.md section 1): the connections keep their NAT bindings (public ports 5000 and
     * 5001), the firewall passes their mid-connection packets (it drops those of connections it never saw open),
     * and a new connection gets the next free port.
     */
    @Test
    void afterLossFreeMovesTheBackupKeepsTheNatBindingsAndTheFirewallsConnections(final Restconf restconf)
            throws Exception {
        final var opened = openTwoConnections(restconf, CARRIED, 32, 1_000);
        for (var nf : List.of("nat", "fw")) {
            final var response = restconf.post(MOVE_STATE, input(CARRIED, nf, opened.working(), opened.backup(),
                ",\"guarantee\":\"loss-free\",\"finish\":\"after-transfer\",\"timeout\":5000"));
            assertEquals(200, response.status(), () -> "move-state answered " + response);
            final var move = awaitFinal(restconf, Json.text(response.json().path("openpath-state-move:output")
                .get("move-id")));
            assertEquals("completed", Json.text(move.get("phase")), () -> "move of " + nf + ": " + move);
        }
        assertTheBackupCarriesThemOn(opened);
    }

    /**
     * A NAT + firewall chain with backup and a 300 ms state-report-interval carries two TCP connections through the
     * working node; without any move-state, the controller copies both NFs' state to the backup node
     * (docs/state-move.md section 9, progress in state-replications); with the working node cut off, the backup
     * carries the connections on exactly as the sequential chain does: same NAT ports, the firewall passes their
     * mid-connection packets, a new connection gets the next free port.
     */
    @Test
    void replicationKeepsTheBackupWarmWithoutAnyMove(final Restconf restconf) throws Exception {
        final var opened = openTwoConnections(restconf, WARM, 33, 300);
        final var from = opened.working();
        final var to = opened.backup();
        final Instant sent = Instant.now();
        for (var nf : List.of("nat", "fw")) {
            final var entry = await(nf + " copied to " + to + " after the traffic").atMost(WAIT)
                .pollInterval(Duration.ofMillis(200)).until(() -> replication(restconf, nf, to), got -> got != null
                    && got.has("last-copied") && Instant.parse(Json.text(got.get("last-copied"))).isAfter(sent)
                    && Json.longValue(got.get("last-chunks")) >= 2);
            assertEquals(from, Json.text(entry.get("source-node")), entry::toString);
            assertEquals(300, Json.longValue(entry.get("interval")), entry::toString);
        }
        assertTheBackupCarriesThemOn(opened);
    }

    /**
     * Where a NAT + firewall chain runs and what went through it.
     *
     * @param working the working sub-SFC's node
     * @param backup the backup's node
     * @param subnet the chain's destination subnet, 10.0.{subnet}.0/24
     * @param before the packets sent through the working node
     */
    private record TwoConnections(String working, String backup, int subnet, List<Packet> before) {
    }

    /**
     * Puts a NAT + firewall chain with a backup and opens two TCP connections through its working node: each a SYN
     * then an ACK carrying data, delivered as the sequential chain delivers them.
     */
    private TwoConnections openTwoConnections(final Restconf restconf, final String name, final int subnet,
            final long interval) throws Exception {
        final ObjectNode state = putNatFirewall(restconf, name, subnet, interval);
        final var ingress = switches.get(INGRESS);
        final var before = List.of(tcp(subnet, 0, 1001, SYN), tcp(subnet, 1, 1002, SYN), tcp(subnet, 2, 1001, ACK),
            tcp(subnet, 3, 1002, ACK));
        ChainTraffic.assertSequential(ingress, 1, ingress, 2, NAT_FW, before, 0);
        return new TwoConnections(ChainTraffic.hostOf(state, "working"), ChainTraffic.hostOf(state, "backup"), subnet,
            before);
    }

    /**
     * With the working node cut off, mid-connection packets of both connections and a new connection go through the
     * backup, which delivers what the sequential chain delivers for the whole packet sequence: the connections keep
     * their NAT bindings (public ports 5001 and 5000), the firewall passes their mid-connection packets, and the new
     * connection gets the next free port, 5002.
     */
    private void assertTheBackupCarriesThemOn(final TwoConnections opened) throws ChainValidationException {
        final var subnet = opened.subnet();
        final var after = List.of(tcp(subnet, 4, 1002, ACK), tcp(subnet, 5, 1001, ACK), tcp(subnet, 6, 1003, SYN),
            tcp(subnet, 7, 1003, ACK));
        final var all = new ArrayList<Packet>(opened.before());
        all.addAll(after);
        final var expected = delivered(all).stream().filter(packet -> packet.id() >= after.getFirst().id())
            .toList();
        assertEquals(List.of(4L, 5L, 6L, 7L), expected.stream().map(Packet::id).toList(),
            "the sequential chain delivers every packet after the first four");
        assertEquals(List.of(5001L, 5000L, 5002L, 5002L), expected.stream()
            .map(packet -> packet.get(PacketField.L4_SRC)).toList(), "the NAT's public ports");
        assertTheBackupDelivers(opened.working(), after, expected);
    }

    /**
     * Cuts the transit switch's link to the working node, sends packets into the chain and checks that the backup
     * delivers exactly the expected ones, in order; the link comes back up whatever happens.
     */
    private void assertTheBackupDelivers(final String workingNode, final List<Packet> packets,
            final List<Packet> expected) {
        final var ingress = switches.get(INGRESS);
        final var towardsWorking = switches.get(TRANSIT).port(workingNode.equals("openflow:129") ? 2 : 3);
        towardsWorking.setLinkDown();
        try {
            ingress.received(2);
            packets.forEach(packet -> ingress.inject(1, packet));
            final var out = new ArrayList<Packet>();
            for (int i = 0; i < expected.size(); i++) {
                final var next = await("packet " + i + " on the backup at the egress").atMost(WAIT)
                    .until(() -> ingress.poll(2, Duration.ofMillis(200)), ChainPacket.class::isInstance);
                out.add(((ChainPacket) next).packet());
            }
            assertEquals(expected, out);
        } finally {
            towardsWorking.setLinkUp();
        }
    }

    /**
     * A NAT + firewall chain carries 8 TCP connections at 500 packets/s through the working node while both NFs'
     * state moves to the backup node under a guarantee (finish on request); once both moves redirect, the working
     * node is cut off (the fast-failover group sends the traffic to the backup: the forwarding update) and the moves
     * are finished. What leaves the egress is compared with what the sequential chain delivers for the whole stream
     * (docs/state-move.md sections 1 and 6): loss-free loses no packet, order-preserving reorders none, and neither
     * changes a packet (same NAT ports, the firewall passes every mid-connection packet); no-guarantee's loss is
     * measured and reported, and the connections keep working once its moves are over. The chains report state only
     * once an hour, so what the backup knows comes from the moves, not from replication.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"loss-free, under-lf, 34", "order-preserving, under-op, 35", "no-guarantee, under-ng, 36"})
    void aChainUnderTrafficMovesItsStateWithItsGuarantee(final String guarantee, final String name, final int subnet,
            final Restconf restconf) throws Exception {
        final ObjectNode state = putNatFirewall(restconf, name, subnet, QUIET);
        final var from = ChainTraffic.hostOf(state, "working");
        final var to = ChainTraffic.hostOf(state, "backup");
        final var traffic = streamThrough(state, subnet, STREAM);
        final long sourceDrops = switchOf(from).counters().get("drops");
        final long destinationDrops = switchOf(to).counters().get("drops");
        final var moves = new ArrayList<String>();
        // downstream first: once the NAT's flows are redirected, their packets go on at the destination's firewall,
        // which must be in its move by then (docs/state-move.md section 10)
        for (var nf : List.of("fw", "nat")) {
            final var response = restconf.post(MOVE_STATE, input(name, nf, from, to,
                ",\"guarantee\":\"" + guarantee + "\",\"finish\":\"on-request\",\"timeout\":10000"));
            assertEquals(200, response.status(), () -> "move-state answered " + response);
            moves.add(Json.text(response.json().path("openpath-state-move:output").get("move-id")));
        }
        for (var moveId : moves) {
            await("move " + moveId + " redirecting").atMost(WAIT).pollInterval(Duration.ofMillis(50))
                .until(() -> phaseOf(restconf, moveId), phase -> "redirecting".equals(phase)
                    || "failed".equals(phase));
        }
        final var towardsWorking = switches.get(TRANSIT).port(from.equals("openflow:129") ? 2 : 3);
        final var source = switchOf(from);
        final long rxDropped = source.counters().get("rx-dropped");

        final long cutAt = traffic.nextId();
        towardsWorking.setLinkDown();
        try {
            // the forwarding update is the link cut: it drops what waits in the source's input queue (rx-dropped),
            // the move must lose nothing else
            for (var moveId : moves) {
                final var finish = restconf.post("/operations/openpath-state-move:finish-state-move",
                    "{\"input\":{\"move-id\":" + moveId + "}}");
                assertTrue(finish.status() == 200 || finish.status() == 204, () -> "finish answered " + finish);
            }
            final var ended = new ArrayList<ObjectNode>();
            for (var moveId : moves) {
                ended.add(awaitFinal(restconf, moveId));
            }
            final int afterMoves = traffic.sent();
            traffic.finish();
            ended.forEach(move -> assertEquals("completed", Json.text(move.get("phase")), () -> "move " + move));
            assertTrue(afterMoves < STREAM - RATE, () -> "a second of traffic after the moves, sent " + afterMoves
                + " of " + STREAM + " when they completed");
            final var account = traffic.account();
            final long cutDrops = source.counters().get("rx-dropped") - rxDropped;
            report(guarantee + " (move-state, link cut after packet " + cutAt + " dropped " + cutDrops
                + " at the source; since the moves started the NFs and pipelines dropped " + (source.counters()
                .get("drops") - sourceDrops) + " at the source, " + (switchOf(to).counters().get("drops")
                - destinationDrops) + " at the destination)", account, ended);
            assertEquals(STREAM, account.expected(), "the sequential chain delivers every packet of the stream");
            assertEquals(0, account.unexpected(), () -> "nothing the chain drops leaves: " + account);
            if ("no-guarantee".equals(guarantee)) {
                final var lastSecond = traffic.accountOfLast(RATE);
                assertEquals(0, lastSecond.lost() + lastSecond.wrong(), () -> "the connections work after the"
                    + " moves: " + account);
            } else {
                assertEquals(cutDrops, account.lost(), () -> "no packet lost but what the link cut dropped ("
                    + cutDrops + "): " + account);
                assertEquals(0, account.wrong(), () -> "same NAT ports, firewall passes: " + account);
            }
            if ("order-preserving".equals(guarantee)) {
                assertEquals(0, account.reordered(), () -> "no packet reordered: " + account);
            }
        } finally {
            towardsWorking.setLinkUp();
        }
    }

    /**
     * The operator disables the working node over RESTCONF while a NAT + firewall chain carries 8 connections at
     * 500 packets/s: the suite moves both NFs' state to the backup node loss-free before the chain's traffic
     * switches (the renderer's rules, no link cut), so no NF drops a packet and none is changed (same NAT ports, the
     * firewall passes every mid-connection packet), and the renderer switches the traffic over make-before-break, so
     * none is lost either; the chain reports running on its backup, and state-moves
     * shows the two loss-free moves. The chain reports state only once an hour: what the backup knows comes from the
     * hand-over. Last, as it moves every chain of the working node.
     */
    @Test
    @Order(Integer.MAX_VALUE)
    void aDisabledNodeHandsItsStateOverBeforeTheTrafficSwitches(final Restconf restconf) throws Exception {
        final var name = "handed";
        final ObjectNode state = putNatFirewall(restconf, name, 37, QUIET);
        final var from = ChainTraffic.hostOf(state, "working");
        final var to = ChainTraffic.hostOf(state, "backup");
        final var traffic = streamThrough(state, 37, HANDOVER_STREAM);
        final var before = new HashMap<Long, Map<String, Long>>();
        switches.forEach((dpid, sw) -> before.put(dpid, sw.counters()));
        final var node = TOPOLOGY + "/node=" + from.replace(":", "%3A");
        final long disabledAt = System.nanoTime();
        final var disable = restconf.patch(node, """
            {"openpath-topology:node":[{"node-id":"%s","admin-state":"disabled"}]}""".formatted(from));
        assertTrue(disable.status() == 200 || disable.status() == 204, () -> "PATCH answered " + disable);
        try {
            await(name + " rendered on its backup").atMost(WAIT).pollInterval(Duration.ofMillis(100))
                .until(() -> RenderingIT.state(restconf, name), got -> got != null
                    && "backup".equals(Json.text(got.get("running-on")))
                    && "rendered".equals(Json.text(got.get("status"))));
            final var carried = awaitCarried(restconf, name, traffic, HANDOVER_STREAM, before, disabledAt);
            report("node " + from + " disabled (hand-over in " + carried.millis() + " ms; the renderer's switch-over: "
                + carried.misses() + " packets missed the rewritten tables, " + carried.drops() + " dropped by NFs "
                + "and pipelines)", carried.account(), carried.moves());
            // the state goes first, and the renderer switches over make-before-break (docs/rendering.md): nothing
            // is lost, neither for want of state nor for want of a rule
            assertCarriedWithoutLoss(carried, from, to, HANDOVER_STREAM);
        } finally {
            restconf.patch(node, """
                {"openpath-topology:node":[{"node-id":"%s","admin-state":"enabled"}]}""".formatted(from));
        }
    }

    /**
     * A chain re-placed while its old node still runs — the node is draining, so the rewritten request goes to the
     * other node — carries its NFs' state there before the traffic switches (docs/state-move.md section 10,
     * "Re-placement"): the renderer binds the NFs on the new node, state-sync moves their state loss-free, and only
     * then does the traffic switch. No packet is lost or changed, and no NF drops one for want of its state.
     */
    @Test
    void aChainReplacedOffADrainingNodeCarriesItsStateBeforeTheTrafficSwitches(final Restconf restconf)
            throws Exception {
        final var name = "replaced";
        final ObjectNode state = putNatFirewall(restconf, name, 38, QUIET, false, "1");
        final var from = ChainTraffic.hostOf(state, "working");
        final var to = from.equals("openflow:129") ? "openflow:130" : "openflow:129";
        final var traffic = streamThrough(state, 38, REPLACEMENT_STREAM);
        final var before = new HashMap<Long, Map<String, Long>>();
        switches.forEach((dpid, sw) -> before.put(dpid, sw.counters()));
        final var node = TOPOLOGY + "/node=" + from.replace(":", "%3A");
        final var drain = restconf.patch(node, """
            {"openpath-topology:node":[{"node-id":"%s","admin-state":"draining"}]}""".formatted(from));
        assertTrue(drain.status() == 200 || drain.status() == 204, () -> "PATCH answered " + drain);
        try {
            final long rewrittenAt = System.nanoTime();
            putNatFirewallRequest(restconf, name, 38, QUIET, false, "1.5");
            await(name + " rendered on " + to).atMost(WAIT).pollInterval(Duration.ofMillis(100))
                .until(() -> RenderingIT.state(restconf, name), got -> got != null
                    && "rendered".equals(Json.text(got.get("status")))
                    && to.equals(ChainTraffic.hostOf(got, "working")));
            final var carried = awaitCarried(restconf, name, traffic, REPLACEMENT_STREAM, before, rewrittenAt);
            report("chain re-placed off draining " + from + " (request rewritten; " + carried.millis()
                + " ms to the moves' completion; " + carried.misses() + " table misses, " + carried.drops()
                + " drops)", carried.account(), carried.moves());
            final var reason = Json.text(RenderingIT.state(restconf, name).path("rendering").get("reason"));
            assertTrue(reason.contains("; state carried: ") && reason.contains("fw to " + to + " (")
                && reason.contains("nat to " + to + " ("), () -> "the rendering says what was carried: " + reason);
            assertCarriedWithoutLoss(carried, from, to, REPLACEMENT_STREAM);
        } finally {
            restconf.patch(node, """
                {"openpath-topology:node":[{"node-id":"%s","admin-state":"enabled"}]}""".formatted(from));
        }
    }

    /**
     * A chain's NFs carried by loss-free moves while its traffic ran: the moves, the traffic's account, how long from
     * the trigger to the moves' completion, and the packets the switches' tables missed and their NFs dropped.
     */
    private record Carried(List<ObjectNode> moves, MoveTraffic.Account account, long millis, long misses,
            long drops) {
    }

    /**
     * Waits until the chain's NAT and firewall were each carried by one completed move, ends the traffic (which must
     * still have a second to run) and accounts for it.
     */
    private Carried awaitCarried(final Restconf restconf, final String name, final MoveTraffic traffic,
            final int stream, final Map<Long, Map<String, Long>> before, final long since) throws Exception {
        final var ended = new ArrayList<ObjectNode>();
        for (var nf : List.of("nat", "fw")) {
            ended.add(await(name + "/" + nf + " carried").atMost(WAIT).pollInterval(Duration.ofMillis(200))
                .until(() -> movesOf(restconf, name, nf), moves -> moves.size() == 1 && "completed".equals(
                    Json.text(moves.getFirst().get("phase")))).getFirst());
        }
        final long millis = (System.nanoTime() - since) / 1_000_000;
        final int afterMoves = traffic.sent();
        traffic.finish();
        assertTrue(afterMoves < stream - RATE, () -> "a second of traffic after the moves, sent " + afterMoves
            + " of " + stream + " when it ended");
        return new Carried(ended, traffic.account(), millis, countedSince(before, "table-misses"),
            countedSince(before, "drops"));
    }

    private long countedSince(final Map<Long, Map<String, Long>> before, final String counter) {
        return switches.entrySet().stream().mapToLong(entry -> entry.getValue().counters().get(counter)
            - before.get(entry.getKey()).get(counter)).sum();
    }

    /**
     * Both moves loss-free from the old node to the new one, and the stream delivered whole: no packet lost,
     * changed, let through that the chain drops, or dropped by an NF for want of its state.
     */
    private static void assertCarriedWithoutLoss(final Carried carried, final String from, final String to,
            final int stream) {
        for (var move : carried.moves()) {
            assertEquals("loss-free", Json.text(move.get("guarantee")), move::toString);
            assertEquals(from, Json.text(move.get("source-node")), move::toString);
            assertEquals(to, Json.text(move.get("destination-node")), move::toString);
        }
        final var account = carried.account();
        assertEquals(stream, account.expected(), "the sequential chain delivers every packet of the stream");
        assertEquals(0, carried.drops(), () -> "no NF dropped a packet for want of its state: " + account);
        assertEquals(0, account.lost(), () -> "no packet lost (" + carried.misses() + " missed the tables): "
            + account);
        assertEquals(0, account.wrong(), () -> "same NAT ports, firewall passes: " + account);
        assertEquals(0, account.unexpected(), () -> "nothing the chain drops leaves: " + account);
    }

    /**
     * Puts a NAT + firewall chain with a backup from port 1 to port 2 of the ingress switch, for 10.0.{subnet}.0/24,
     * and waits until it is rendered, its backup on the other node and bound there.
     */
    private ObjectNode putNatFirewall(final Restconf restconf, final String name, final int subnet,
            final long reportIntervalMillis) throws IOException {
        return putNatFirewall(restconf, name, subnet, reportIntervalMillis, true, "1");
    }

    /**
     * Puts a NAT + firewall chain, with a backup or not, and waits until it is rendered (with a backup: on the other
     * node and bound there).
     */
    private ObjectNode putNatFirewall(final Restconf restconf, final String name, final int subnet,
            final long reportIntervalMillis, final boolean protect, final String rate) throws IOException {
        putNatFirewallRequest(restconf, name, subnet, reportIntervalMillis, protect, rate);
        final ObjectNode state = RenderingIT.awaitStatus(restconf, name, "rendered");
        if (!protect) {
            return state;
        }
        final var backupNode = ChainTraffic.hostOf(state, "backup");
        assertNotEquals(ChainTraffic.hostOf(state, "working"), backupNode,
            () -> "the backup is on the other node: " + state);
        awaitBound(switchOf(backupNode), Json.longValue(state.get("sfc-id")));
        return state;
    }

    private static void putNatFirewallRequest(final Restconf restconf, final String name, final int subnet,
            final long reportIntervalMillis, final boolean protect, final String rate) throws IOException {
        final var chain = restconf.put("/data/openpath-chains:service-chains/service-chain=" + name, """
            {"openpath-chains:service-chain":[{"name":"%s",
              "nf":[{"name":"nat","type":"nat"},{"name":"fw","type":"firewall"}],
              "classifier":{"ingress-node":"openflow:131","ingress-port":1,"destination-prefix":"10.0.%d.0/24"},
              "egress":{"node":"openflow:131","port":2},
              "sla":{"traffic-rate":"%s"},"backup":%b,"state-report-interval":%d}]}"""
            .formatted(name, subnet, rate, protect, reportIntervalMillis));
        assertTrue(chain.status() == 201 || chain.status() == 204, () -> "PUT chain answered " + chain);
    }

    // 8 connections opened through the chain, then their packets at RATE; returns after a second of them
    private MoveTraffic streamThrough(final ObjectNode state, final int subnet, final int packets) throws Exception {
        final var ingress = switches.get(INGRESS);
        final var traffic = new MoveTraffic(ingress, ingress, NAT_FW, subnet, 8, packets);
        traffic.open();
        traffic.start(RATE);
        await("a second of traffic through " + Json.text(state.get("name"))).atMost(WAIT)
            .until(() -> traffic.sent() >= RATE);
        return traffic;
    }

    private static void report(final String what, final MoveTraffic.Account account, final List<ObjectNode> moves)
            throws IOException {
        final var line = "state moves under %d packets/s, %s: %s; moves %s%n".formatted(RATE, what, account,
            moves.stream().map(move -> Json.text(move.get("nf")) + " " + Json.text(move.get("state-chunks"))
                + " chunks, " + Json.text(move.get("forwarded-packets")) + " forwarded, "
                + Json.text(move.get("buffered-packets")) + " buffered, " + Json.text(move.get("held-packets"))
                + " held, " + Json.text(move.get("dropped-packets")) + " dropped").toList());
        LOG.info("{}", line);
        Files.writeString(Path.of("target", "state-move-traffic.txt"), line, StandardCharsets.UTF_8,
            StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    private static List<ObjectNode> movesOf(final Restconf restconf, final String chain, final String nf)
            throws IOException {
        final var got = restconf.get("/data/openpath-state-move:state-moves");
        if (got.status() != 200) {
            return List.of();
        }
        return Json.array(got.json().path("openpath-state-move:state-moves").path("move")).valueStream()
            .map(Json::object).filter(move -> chain.equals(Json.text(move.get("chain")))
                && nf.equals(Json.text(move.get("nf")))).toList();
    }

    private static String phaseOf(final Restconf restconf, final String moveId) throws IOException {
        final var got = restconf.get(MOVES + moveId);
        return got.status() == 200 ? Json.text(Json.object(Json.array(got.json().get("openpath-state-move:move"))
            .get(0)).get("phase")) : null;
    }

    private static ObjectNode replication(final Restconf restconf, final String nf, final String destination)
            throws IOException {
        final var got = restconf.get("/data/openpath-state-move:state-replications/replication=" + WARM + ","
            + nf + "," + destination.replace(":", "%3A"));
        return got.status() == 200 ? Json.object(Json.array(got.json().get("openpath-state-move:replication"))
            .get(0)) : null;
    }

    /**
     * A TCP packet from 10.0.0.1 to 10.0.{subnet}.1 port 80.
     */
    private static Packet tcp(final int subnet, final long id, final long sourcePort, final long flags) {
        return TestPackets.packet().eth(1, 2).ip(0x0A000001L, 0x0A000001L | subnet << 8, 6).ttlDscp(64, 0)
            .ports(sourcePort, 80).tcpFlags(flags).payload(id).build(id);
    }

    private static List<Packet> delivered(final List<Packet> inputs) throws ChainValidationException {
        final var analysis = DependencyAnalyzer.builtIn().analyze(NAT_FW);
        return SequentialExecutor.run(ExecutableChain.of(BuiltInCatalog.catalog(), NAT_FW, analysis), inputs)
            .outcomes().stream().filter(outcome -> outcome.kind() == Outcome.Kind.DELIVERED).map(Outcome::packet)
            .toList();
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
