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
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer.OrderAnnotation;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestInstance.Lifecycle;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openpath.refswitch.ReferenceSwitch;
import org.openpath.refswitch.SwitchConfig;

/**
 * The openpath console commands on the real distribution, through {@code bin/client} as an operator scripts them,
 * with a reference OpenPATH switch as the node: a chain added with flags is listed placed and rendered; a refused
 * request prints exactly the message RESTCONF answers the same request with and stores nothing (checked over
 * RESTCONF); a request body file is stored as RESTCONF stores it; dry runs, NF control, node admin state, the NF
 * catalog and the counters work; deletion removes the chain; and TAB completes chain names, NF names, NF types,
 * node ids and enumeration values in an interactive console on a pseudo-terminal. Every command and what it printed
 * is written to {@code target/it-logs/cli-transcript.txt}.
 */
@ExtendWith(KarafExtension.class)
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(OrderAnnotation.class)
final class CliIT {
    private static final Duration WAIT = Duration.ofSeconds(90);
    private static final long DPID = 0x91;
    private static final String NODE = "openflow:145";
    private static final String NODE_PATH = "/data/openpath-topology:openpath-topology/node=" + Restconf.key(NODE);
    private static final String CHAINS = "/data/openpath-chains:service-chains/service-chain=";
    private static final String STATES = "/data/openpath-chains:service-chain-states/service-chain-state=";
    private static final String CHAIN = "cli-web";
    private static final String FILE_CHAIN = "cli-file";
    private static final String BAD_CHAIN = "cli-bad";
    private static final long SECOND_DPID = 0x92;
    private static final String SECOND_NODE = "openflow:146";
    private static final String MOVE_CHAIN = "cli-move";
    private static final String MOVE_STATE = "/operations/openpath-state-move:move-state";
    private static final String MOVES = "/data/openpath-state-move:state-moves/move=";
    // Karaf parses options before arguments: the chain's name comes last
    private static final String ADD_CHAIN = "openpath:chain-add --nf fw:firewall --nf ids:ids"
        + " --nf mon:traffic-monitor --order fw:before:ids --ingress-node " + NODE + " --ingress-port 1"
        + " --dst 10.0.0.0/24 --protocol tcp --egress-node " + NODE + " --egress-port 2 --rate 1.5 --max-latency 500 "
        + CHAIN;
    /** How the console prints a command's failure: Karaf's prefix, then the message. */
    private static final String FAILED = "Error executing command: ";
    private static final String CYCLE_FLAGS = " --nf a:firewall --nf b:nat --order a:before:b --order b:before:a";
    private static final String CYCLE_BODY = """
        {"openpath-chains:service-chain":[{"name":"cli-bad","nf":[{"name":"a","type":"firewall"},
          {"name":"b","type":"nat"}],"order":[{"nf":"a","other-nf":"b","relation":"before"},
          {"nf":"b","other-nf":"a","relation":"before"}]}]}""";
    private static final String FILE_BODY = """
        {"openpath-chains:service-chain":[{"name":"cli-file","description":"added from a file",
          "nf":[{"name":"nat","type":"nat"},{"name":"mon","type":"traffic-monitor"}],"sla":{"traffic-rate":"0.5"}}]}""";
    private static final int WIDTH = 100;

    private KarafShell shell;
    private ReferenceSwitch node;
    private ReferenceSwitch secondNode;
    private String moveId;
    private Path files;
    private Path transcript;

    @BeforeAll
    void startNode(final Restconf restconf) throws IOException {
        shell = new KarafShell(KarafSettings.fromSystemProperties());
        shell.awaitReady(WAIT);
        files = Files.createDirectories(ItLogs.directory().resolve("cli-files"));
        // every command and what it printed, for people reading a failure (and the samples of docs/cli.md)
        transcript = ItLogs.directory().resolve("cli-transcript.txt");
        Files.deleteIfExists(transcript);
        node = ReferenceSwitch.create(SwitchConfig.of(DPID, 4)).connect("127.0.0.1", 6653);
        final var put = restconf.put(NODE_PATH, """
            {"openpath-topology:node":[{"node-id":"%s","capacity":{"cpu-cores":32,"memory":65536,
              "nic-bandwidth":"40"}}]}""".formatted(NODE));
        assertTrue(put.status() == 201 || put.status() == 204, () -> "PUT " + NODE_PATH + " answered " + put);
    }

    @AfterAll
    void cleanUp(final Restconf restconf) throws IOException {
        for (var chain : List.of(CHAIN, FILE_CHAIN, BAD_CHAIN, MOVE_CHAIN)) {
            restconf.delete(CHAINS + chain);
        }
        restconf.delete(NODE_PATH);
        restconf.delete("/data/openpath-topology:openpath-topology/node=" + Restconf.key(SECOND_NODE));
        restconf.delete("/data/opendaylight-inventory:nodes/node=" + Restconf.key(NODE));
        restconf.delete("/data/opendaylight-inventory:nodes/node=" + Restconf.key(SECOND_NODE));
        if (node != null) {
            node.close();
        }
        if (secondNode != null) {
            secondNode.close();
        }
    }

    @Test
    @Order(1)
    void theNodeAndTheCatalogAreListed() throws IOException {
        // node-list, every few seconds, until the switch has connected
        await("node-list showing " + NODE + " connected").atMost(WAIT).pollInterval(Duration.ofSeconds(2))
            .until(() -> Pattern.compile("(?m)^" + NODE + "\\s+connected\\s+enabled\\s").matcher(
                run("openpath:node-list")).find());
        final var catalog = run("openpath:nf-type-list");
        assertTrue(catalog.contains("R/W/H") && Pattern.compile("(?m)^firewall\\s+built-in\\s").matcher(catalog)
            .find(), catalog);
        fitsTheWidth(catalog);
        final var nodes = Json.array(Json.parse(run("openpath:node-list --json")));
        final var listed = find(nodes, "node", NODE);
        assertEquals("connected", string(listed, "status"), listed::toString);
        assertTrue(run("openpath:nf-type-show firewall").contains("Field actions"));
    }

    @Test
    @Order(2)
    void aChainAddedWithFlagsIsPlacedAndRendered(final Restconf restconf) throws IOException {
        assertTrue(run(ADD_CHAIN).contains("Chain " + CHAIN + " stored"));

        // the reference switch holds the chain's service graph (extension revision 3): one flow, where it enters
        final var list = await(CHAIN + " listed rendered").atMost(WAIT).pollInterval(Duration.ofSeconds(2))
            .until(() -> run("openpath:chain-list"), text -> Pattern.compile("(?m)^" + CHAIN
                + "\\s+rendered\\s+working\\s+" + NODE + "\\s+confirmed: 1 flow, 0 groups, 0 NF rules\\s*$")
                .matcher(text).find());
        fitsTheWidth(list);

        // the JSON for scripts says the same as RESTCONF
        final var row = find(Json.array(Json.parse(run("openpath:chain-list --json"))),
            "name", CHAIN);
        final var state = restconf.get(STATES + CHAIN).json();
        final var stored = Json.array(state.path("openpath-chains:service-chain-state")).get(0);
        assertEquals("rendered", string(row, "status"), row::toString);
        assertEquals(string(stored, "status"), string(row, "status"));
        assertEquals(Json.longValue(stored.path("rendering").path("flow-rules")),
            Json.longValue(row.path("rules").path("flow-rules")), row::toString);
        assertEquals(NODE, string(Json.array(row.path("sub-sfcs")).get(0), "node"));

        // stored as the RESTCONF PUT of the same request would store it: no defaults spelt out
        final var request = Json.object(Json.array(restconf.get(CHAINS + CHAIN).json()
            .path("openpath-chains:service-chain")).get(0));
        assertEquals(Json.parse("""
            {"name":"cli-web","nf":[{"name":"fw","type":"firewall"},{"name":"ids","type":"ids"},
              {"name":"mon","type":"traffic-monitor"}],"order":[{"nf":"fw","other-nf":"ids","relation":"before"}],
             "classifier":{"ingress-node":"openflow:145","ingress-port":1,"destination-prefix":"10.0.0.0/24",
              "protocol":"tcp"},"egress":{"node":"openflow:145","port":2},
             "sla":{"traffic-rate":"1.5","max-latency":500}}"""), request);

        final var sheet = run("openpath:chain-show " + CHAIN);
        fitsTheWidth(sheet);
        for (var expected : List.of("Chain " + CHAIN + " (SFC-ID ", "  Status      rendered",
                "  NFs         fw (firewall) -> ids (ids) -> mon (traffic-monitor)",
                "  Classifier  enters at " + NODE + " port 1, to 10.0.0.0/24, protocol tcp", "Service graph (",
                "  ingress",
                "  stage 0 ", "  egress", "Dependencies", "sequential", "Placement (openpath", "Rendering",
                "  State          confirmed")) {
            assertTrue(sheet.contains(expected), () -> "'" + expected + "' in\n" + sheet);
        }
        final var json = Json.object(Json.parse(run("openpath:chain-show --json " + CHAIN)));
        assertEquals("rendered", string(Json.array(json.path("openpath-chains:service-chain-state")).get(0),
            "status"));
        assertEquals(request, Json.array(json.path("openpath-chains:service-chain")).get(0));
    }

    @Test
    @Order(3)
    void aRefusedRequestPrintsRestconfsMessageAndNothingIsStored(final Restconf restconf) throws IOException {
        final var restconfAnswer = restconf.put(CHAINS + BAD_CHAIN, CYCLE_BODY);
        assertEquals(400, restconfAnswer.status(), restconfAnswer::toString);
        final var message = restconfAnswer.errorMessages().getFirst();
        assertTrue(message.startsWith("Chain 'cli-bad' is invalid: Templates form a cycle"), message);

        final var fromFlags = attempt("openpath:chain-add" + CYCLE_FLAGS + " " + BAD_CHAIN);
        assertFalse(fromFlags.succeeded(), fromFlags::describe);
        assertEquals(FAILED + message, fromFlags.output().strip(), "the console prints RESTCONF's error-message");

        final var file = files.resolve("cli-bad.json");
        Files.writeString(file, CYCLE_BODY, StandardCharsets.UTF_8);
        final var fromFile = attempt("openpath:chain-add --file " + file);
        assertFalse(fromFile.succeeded(), fromFile::describe);
        assertEquals(FAILED + message, fromFile.output().strip());

        assertAbsent(restconf, CHAINS + BAD_CHAIN);
        assertFalse(run("openpath:chain-list").contains(BAD_CHAIN));

        final var malformed = attempt("openpath:chain-add --nf a:firewall --affinity medium " + BAD_CHAIN);
        assertFalse(malformed.succeeded(), malformed::describe);
        assertEquals(FAILED + "--affinity: 'medium' is none of [high, low]", malformed.output().strip());
    }

    @Test
    @Order(4)
    void aRequestBodyFileIsStoredAsRestconfStoresIt(final Restconf restconf) throws IOException {
        final var file = files.resolve("cli-file.json");
        Files.writeString(file, FILE_BODY, StandardCharsets.UTF_8);
        assertTrue(run("openpath:chain-add --file " + file).contains("Chain " + FILE_CHAIN + " stored"));
        assertEquals(Json.parse(FILE_BODY), restconf.get(CHAINS + FILE_CHAIN).json());
        await(FILE_CHAIN + " listed placed").atMost(WAIT).pollInterval(Duration.ofSeconds(2))
            .until(() -> Pattern.compile("(?m)^" + FILE_CHAIN + "\\s+placed\\s").matcher(
                run("openpath:chain-list")).find());
        final var again = attempt("openpath:chain-add --file " + file);
        assertFalse(again.succeeded(), again::describe);
        assertEquals(FAILED + "Chain 'cli-file' exists: delete it first, or add it with --replace",
            again.output().strip());
        assertTrue(run("openpath:chain-delete " + FILE_CHAIN).contains("Chain " + FILE_CHAIN + " deleted"));
        assertAbsent(restconf, CHAINS + FILE_CHAIN);
    }

    @Test
    @Order(5)
    void dryRunsAnswerAndStoreNothing(final Restconf restconf) throws IOException {
        final var analysis = run("openpath:chain-analyze --nf nat:nat --nf lb:load-balancer"
            + " --nf mon:traffic-monitor probe");
        fitsTheWidth(analysis);
        assertTrue(analysis.contains("Service graph (3 stages") && analysis.contains("nat writes ip-src, which lb"
            + " reads"), analysis);
        final var placement = run("openpath:chain-place --nf fw:firewall --nf nat:nat"
            + " --algorithm strawman-simple probe");
        assertTrue(placement.contains("Accepted") && placement.contains("Placement (strawman-simple")
            && placement.contains(NODE), placement);
        final var output = Json.object(Json.parse(run("openpath:chain-analyze --nf fw:firewall --json probe")));
        assertEquals(1, Json.intValue(output.path("openpath-chains:output").path("service-graph").path("stage-count")));
        assertAbsent(restconf, CHAINS + "probe");
    }

    @Test
    @Order(6)
    void nfControlReachesTheSwitchAndItsRefusalIsRestconfs(final Restconf restconf) throws IOException {
        assertTrue(run("openpath:skip-me --protocol tcp " + CHAIN + " ids").contains("skip-me for NF ids of chain "
            + CHAIN + " taken by 1 switch"));
        assertTrue(run("openpath:request-me --protocol tcp " + CHAIN + " ids").contains("request-me for NF ids of"
            + " chain " + CHAIN + " taken by 1 switch"));
        final var restconfAnswer = restconf.post("/operations/openpath-nf-control:skip-me", """
            {"input":{"chain":"%s","nf":"ghost"}}""".formatted(CHAIN));
        final var refused = attempt("openpath:skip-me " + CHAIN + " ghost");
        assertFalse(refused.succeeded(), refused::describe);
        assertEquals(FAILED + restconfAnswer.errorMessages().getFirst(), refused.output().strip(),
            restconfAnswer::toString);
        final var changeDefault = restconf.post("/operations/openpath-nf-control:change-default", """
            {"input":{"chain":"%s","nf":"fw","new-default":"ghost"}}""".formatted(CHAIN));
        final var refusedChange = attempt("openpath:change-default " + CHAIN + " fw ghost");
        assertFalse(refusedChange.succeeded(), refusedChange::describe);
        assertEquals(FAILED + changeDefault.errorMessages().getFirst(), refusedChange.output().strip(),
            changeDefault::toString);
    }

    @Test
    @Order(7)
    void aRefusedMovePrintsRestconfsMessage(final Restconf restconf) throws IOException {
        assertRefusedAlike(restconf, moveInput("ids", NODE, NODE, ",\"guarantee\":\"loss-free\""),
            "openpath:move-state --guarantee LF --from " + NODE + " --to " + NODE + " " + CHAIN + " ids");
        assertRefusedAlike(restconf, moveInput("ghost", NODE, SECOND_NODE, ""),
            "openpath:move-state --from " + NODE + " --to " + SECOND_NODE + " " + CHAIN + " ghost");
        assertRefusedAlike(restconf, moveInput("fw", NODE, SECOND_NODE,
            ",\"optimisation\":[\"parallelize\",\"late-locking\"],\"mode\":\"relay\""),
            "openpath:move-state --optimisation PZ,LL --mode relay --from " + NODE + " --to " + SECOND_NODE
                + " " + CHAIN + " fw");
        final var malformed = attempt("openpath:move-state --guarantee safe --from " + NODE + " --to "
            + SECOND_NODE + " " + CHAIN + " ids");
        assertFalse(malformed.succeeded(), malformed::describe);
        assertEquals(FAILED + "--guarantee: 'safe' is none of [no-guarantee, loss-free, order-preserving]",
            malformed.output().strip());
        // the nodes are named options, and a missing one is named
        final var noSource = attempt("openpath:move-state --to " + SECOND_NODE + " " + CHAIN + " ids");
        assertFalse(noSource.succeeded(), noSource::describe);
        assertTrue(noSource.output().contains("--from"), noSource::describe);
    }

    /**
     * A chain with a backup on a second node, placed (no egress: not rendered): move-state --wait follows the move
     * the controller really runs and prints the phases state-moves records; move-show and move-list say what
     * RESTCONF's GET of the move says.
     */
    @Test
    @Order(8)
    void aMoveIsFollowedAndShownAsRestconfShowsIt(final Restconf restconf) throws IOException {
        secondNode = ReferenceSwitch.create(SwitchConfig.of(SECOND_DPID, 4)).connect("127.0.0.1", 6653);
        final var put = restconf.put("/data/openpath-topology:openpath-topology/node=" + Restconf.key(SECOND_NODE),
            """
            {"openpath-topology:node":[{"node-id":"%s","capacity":{"cpu-cores":32,"memory":65536,
              "nic-bandwidth":"40"}}]}""".formatted(SECOND_NODE));
        assertTrue(put.status() == 201 || put.status() == 204, put::toString);
        await(SECOND_NODE + " connected").atMost(WAIT).pollInterval(Duration.ofSeconds(2))
            .until(() -> Pattern.compile("(?m)^" + SECOND_NODE + "\\s+connected\\s").matcher(
                run("openpath:node-list")).find());
        // no link between the two nodes: each is a failure domain of its own (docs/placement.md), so the working
        // sub-SFC goes on one and its backup on the other
        assertTrue(run("openpath:chain-add --nf fw:firewall --rate 0.5 --backup " + MOVE_CHAIN).contains("stored"));
        final var state = RenderingIT.awaitStatus(restconf, MOVE_CHAIN, "placed");
        final var working = ChainTraffic.hostOf(state, "working");
        final var backup = ChainTraffic.hostOf(state, "backup");

        final var followed = attempt("openpath:move-state --guarantee loss-free --finish after-transfer --timeout 2000"
            + " --wait --from " + working + " --to " + backup + " " + MOVE_CHAIN + " fw");
        fitsTheWidth(followed.output());
        final var started = Pattern.compile("(?m)^State move (\\d+) started: openpath:move-show \\1$")
            .matcher(followed.output());
        assertTrue(started.find(), followed::describe);
        moveId = started.group(1);
        final var get = restconf.get(MOVES + moveId);
        assertEquals(200, get.status(), get::toString);
        final var move = Json.object(Json.array(get.json().path("openpath-state-move:move")).get(0));
        final var phase = Json.text(move.get("phase"));
        assertTrue(List.of("completed", "failed").contains(phase), move::toString);
        // the exit code tells a script whether the move completed
        assertEquals("completed".equals(phase), followed.succeeded(), followed::describe);
        final var phases = Json.array(move.path("phase-change")).valueStream()
            .map(change -> Json.text(change.get("phase"))).toList();
        final var printed = followed.output().lines().filter(line -> line.matches("  [a-z]+ +\\d{4}-.*"))
            .map(line -> line.strip().split(" +")[0]).toList();
        assertEquals(phases, printed, followed::describe);
        assertTrue(followed.output().contains("State move " + moveId + " " + phase), followed::describe);

        final var shown = run("openpath:move-show " + moveId);
        fitsTheWidth(shown);
        assertTrue(shown.startsWith("State move " + moveId + " (" + phase + ")"), shown);
        for (var change : Json.array(move.path("phase-change"))) {
            assertTrue(Pattern.compile("(?m)^  " + Json.text(change.get("phase")) + " +"
                + Pattern.quote(Json.text(change.get("at"))) + " +\\d+$").matcher(shown).find(),
                () -> change + " in\n" + shown);
        }
        if (move.has("failure")) {
            assertTrue(shown.contains("  Failure    " + Json.text(move.get("failure"))), shown);
        }
        assertEquals(get.json(), Json.parse(run("openpath:move-show --json " + moveId)),
            "move-show --json prints what RESTCONF's GET answers");
        final var row = find(Json.array(Json.parse(run("openpath:move-list --json"))), "move-id", moveId);
        assertEquals(phase, string(row, "phase"));
        assertEquals(working, string(row, "source-node"));
        assertEquals(backup, string(row, "destination-node"));
        assertTrue(Pattern.compile("(?m)^" + moveId + "\\s+" + MOVE_CHAIN + "\\s+fw\\s+" + working + "\\s+" + backup
            + "\\s+peer-to-peer\\s+loss-free\\s+" + phase + "\\s").matcher(run("openpath:move-list " + MOVE_CHAIN))
            .find(), () -> "a row of " + MOVE_CHAIN + "'s moves alone, its name in full");

        final var finish = restconf.post("/operations/openpath-state-move:finish-state-move", """
            {"input":{"move-id":"%s"}}""".formatted(moveId));
        assertTrue(finish.status() >= 400, finish::toString);
        final var refusedFinish = attempt("openpath:finish-state-move " + moveId);
        assertFalse(refusedFinish.succeeded(), refusedFinish::describe);
        assertEquals(FAILED + finish.errorMessages().getFirst(), refusedFinish.output().strip());
    }

    @Test
    @Order(9)
    void theAdminStateOfANodeIsSet(final Restconf restconf) throws IOException {
        assertTrue(run("openpath:node-set-state " + NODE + " draining").contains("Node " + NODE
            + " is draining"));
        assertEquals("draining", string(Json.array(restconf.get(NODE_PATH).json()
            .path("openpath-topology:node")).get(0), "admin-state"));
        assertTrue(Pattern.compile("(?m)^" + NODE + "\\s+connected\\s+draining\\s").matcher(
            run("openpath:node-list")).find());
        run("openpath:node-set-state " + NODE + " enabled");
        final var unknown = attempt("openpath:node-set-state openflow:999 disabled");
        assertFalse(unknown.succeeded(), unknown::describe);
        assertEquals(FAILED + "Node 'openflow:999' is not configured in openpath-topology: configure it (its capacity)"
            + " over RESTCONF first", unknown.output().strip());
        assertAbsent(restconf, "/data/openpath-topology:openpath-topology/node=openflow%3A999");
    }

    @Test
    @Order(10)
    void theCatalogIsEditedAndATypeInUseIsKept(final Restconf restconf) throws IOException {
        assertTrue(run("openpath:nf-type-add --read ip-src,ip-dst --may-drop --result flagged cli-probe")
            .contains("NF type cli-probe stored"));
        final var shown = run("openpath:nf-type-show cli-probe");
        assertTrue(Pattern.compile("(?m)^  Origin +operator$").matcher(shown).find()
            && shown.contains("ip-dst  yes   no     no"), shown);
        assertTrue(run("openpath:nf-type-delete cli-probe").contains("NF type cli-probe deleted"));

        // RESTCONF refuses a catalog without ids while cli-web uses it; the console refuses the deletion alike
        final var catalog = restconf.get("/data/openpath-nf-catalog:nf-catalog").json();
        final var types = Json.array(catalog.path("openpath-nf-catalog:nf-catalog").path("nf-type"));
        final var withoutIds = Json.MAPPER.createArrayNode();
        types.forEach(type -> {
            if (!"ids".equals(string(type, "name"))) {
                withoutIds.add(type);
            }
        });
        Json.object(catalog.path("openpath-nf-catalog:nf-catalog")).set("nf-type", withoutIds);
        final var restconfAnswer = restconf.put("/data/openpath-nf-catalog:nf-catalog", Json.write(catalog));
        assertEquals(400, restconfAnswer.status(), restconfAnswer::toString);
        final var refused = attempt("openpath:nf-type-delete ids");
        assertFalse(refused.succeeded(), refused::describe);
        assertEquals(FAILED + restconfAnswer.errorMessages().getFirst(), refused.output().strip());
        assertEquals(200, restconf.get("/data/openpath-nf-catalog:nf-catalog/nf-type=ids").status());
    }

    @Test
    @Order(11)
    void theCountersAreShown() throws IOException {
        final var stats = run("openpath:stats");
        fitsTheWidth(stats);
        assertTrue(stats.contains("Chain requests (orchestrator)") && stats.contains("rendered ")
            && stats.contains("From OpenPATH switches (southbound)"), stats);
        final var json = Json.object(Json.parse(run("openpath:stats --json")));
        assertTrue(Json.longValue(json.path("processing").path("processed")) >= 2, json::toString);
        final var links = run("openpath:link-list");
        assertTrue(links.contains("No links") || links.startsWith("LINK"), links);
    }

    @Test
    @Order(12)
    void tabCompletesNamesAndValues() throws IOException {
        assertNotNull(moveId, "the move of aMoveIsFollowedAndShownAsRestconfShowsIt, to complete its id");
        final var shown = shell.complete(List.of(
            "openpath:chain-show cli-w",
            "openpath:skip-me " + CHAIN + " i",
            "openpath:nf-type-show firew",
            "openpath:node-show openflow:14",
            "openpath:node-set-state " + NODE + " dra",
            "openpath:chain-add --nf fw:fire",
            "openpath:chain-place --algorithm first",
            "openpath:move-state --guarantee order",
            "openpath:move-state --optimisation late",
            "openpath:move-state --wait " + CHAIN + " i",
            "openpath:move-state --from " + NODE + " --to openflow:14",
            "openpath:chain-delete cli-w",
            "openpath:nf-type-delete firew",
            "openpath:move-show " + moveId.substring(0, moveId.length() - 1)));
        assertCompleted(shown, "openpath:chain-show cli-w", CHAIN);
        assertCompleted(shown, "openpath:skip-me " + CHAIN + " i", "ids");
        assertCompleted(shown, "openpath:nf-type-show firew", "firewall");
        assertCompleted(shown, "openpath:node-show openflow:14", NODE);
        assertCompleted(shown, "openpath:node-set-state " + NODE + " dra", "draining");
        assertCompleted(shown, "openpath:chain-add --nf fw:fire", "fw:firewall");
        assertCompleted(shown, "openpath:chain-place --algorithm first", "first-fit");
        assertCompleted(shown, "openpath:move-state --guarantee order", "order-preserving");
        assertCompleted(shown, "openpath:move-state --optimisation late", "late-locking");
        assertCompleted(shown, "openpath:move-state --wait " + CHAIN + " i", "ids");
        assertCompleted(shown, "openpath:move-state --from " + NODE + " --to openflow:14", NODE);
        assertCompleted(shown, "openpath:chain-delete cli-w", CHAIN);
        assertCompleted(shown, "openpath:nf-type-delete firew", "firewall");
        assertCompleted(shown, "openpath:move-show " + moveId.substring(0, moveId.length() - 1), moveId);
    }

    @Test
    @Order(13)
    void aDeletedChainIsGone(final Restconf restconf) throws IOException {
        assertTrue(run("openpath:chain-delete " + CHAIN).contains("Chain " + CHAIN + " deleted"));
        assertAbsent(restconf, CHAINS + CHAIN);
        await(CHAIN + " gone from chain-list").atMost(WAIT).pollInterval(Duration.ofSeconds(2))
            .until(() -> !run("openpath:chain-list").contains(CHAIN));
        final var again = attempt("openpath:chain-delete " + CHAIN);
        assertFalse(again.succeeded(), again::describe);
        assertEquals(FAILED + "No chain 'cli-web': nothing was deleted", again.output().strip());
    }

    /**
     * Runs a console command that must succeed; the command and what it printed go to the transcript.
     */
    private String run(final String command) throws IOException {
        final var output = shell.run(command);
        transcript(command, 0, output);
        return output;
    }

    /**
     * Runs a console command that may fail; the command, its exit code and what it printed go to the transcript.
     */
    private Commands.Result attempt(final String command) throws IOException {
        final var result = shell.attempt(command);
        transcript(command, result.exitCode(), result.output());
        return result;
    }

    private void transcript(final String command, final int exitCode, final String output) throws IOException {
        Files.writeString(transcript, "opendaylight-user@root>" + command + "\n" + output.stripTrailing()
            + (exitCode == 0 ? "" : "\n(bin/client exit code " + exitCode + ")") + "\n\n", StandardCharsets.UTF_8,
            StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    private static String moveInput(final String nf, final String source, final String destination,
            final String extra) {
        return """
            {"input":{"chain":"%s","nf":"%s","source-node":"%s","destination-node":"%s"%s}}"""
            .formatted(CHAIN, nf, source, destination, extra);
    }

    /**
     * RESTCONF refuses the RPC input, and the console command prints exactly its error-message and exits 1.
     */
    private void assertRefusedAlike(final Restconf restconf, final String input, final String command)
            throws IOException {
        final var restconfAnswer = restconf.post(MOVE_STATE, input);
        assertTrue(restconfAnswer.status() >= 400, restconfAnswer::toString);
        final var console = attempt(command);
        assertFalse(console.succeeded(), console::describe);
        assertEquals(FAILED + restconfAnswer.errorMessages().getFirst(), console.output().strip(),
            restconfAnswer::toString);
    }

    private static void assertCompleted(final Map<String, String> shown, final String typed,
            final String candidate) {
        final var screen = shown.getOrDefault(typed, "(no session output for this line)");
        assertTrue(screen.contains(candidate), () -> "TAB after '" + typed + "' shows '" + candidate + "':\n"
            + screen);
    }

    /**
     * Nothing is stored at the path: RESTCONF (netconf 9.0.1) answers a GET of absent data with 409 data-missing,
     * older releases with 404.
     */
    private static void assertAbsent(final Restconf restconf, final String path) throws IOException {
        final var get = restconf.get(path);
        assertTrue(get.status() == 404 || get.status() == 409 && get.errorTags().contains("data-missing"),
            () -> "nothing is stored at " + path + ", but GET answered " + get);
    }

    private static void fitsTheWidth(final String output) {
        output.lines().forEach(line -> assertTrue(line.length() <= WIDTH,
            () -> "'" + line + "' is " + line.length() + " columns wide"));
    }

    private static JsonNode find(final JsonNode array, final String member, final String value) {
        for (var element : array) {
            if (value.equals(string(element, member))) {
                return element;
            }
        }
        throw new AssertionError("no " + member + " " + value + " in " + array);
    }

    private static String string(final JsonNode element, final String member) {
        final var value = element.path(member);
        return Json.isScalar(value) ? value.asText() : null;
    }
}
