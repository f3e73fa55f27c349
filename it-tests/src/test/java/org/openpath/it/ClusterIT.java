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

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer.OrderAnnotation;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestInstance.Lifecycle;
import org.junit.jupiter.api.TestMethodOrder;
import org.openpath.refswitch.ReferenceSwitch;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A 3-member cluster on this machine, started, killed and restarted with {@code ./openpath cluster} as an operator
 * would (each member in a network namespace of its own), every switch connected to all three members: chains sent
 * through any member are placed and rendered once; killing the member that runs the suite moves it to another member,
 * every switch gets a MASTER again, the chains stay rendered, new chains are rendered, no rule is written twice or left
 * behind; the killed member rejoins and serves and takes writes again; a member left alone refuses writes with an
 * error that says why. Not in the default suite: {@code ./openpath test --cluster} runs it (docs/cluster.md).
 */
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(OrderAnnotation.class)
class ClusterIT {
    private static final Logger LOG = LoggerFactory.getLogger(ClusterIT.class);
    private static final String NET = System.getProperty("openpath.cluster.net", "10.254.77");
    private static final int MEMBERS = 3;
    private static final String CHAIN_LIST = "/data/openpath-chains:service-chains";
    private static final String STATES = "/data/openpath-chains:service-chain-states";
    private static final String OWNER_RPC = "/operations/odl-entity-owners:get-entity-owner";
    private static final Duration WAIT = Duration.ofMinutes(4);
    private static final long FIRST_DPID = 0x7C00;
    private static final int SWITCHES = 6;
    // three silent intervals (30 s) outlast the ~20 s the datastore needs to elect new shard leaders (docs/cluster.md)
    private static final Duration ECHO_INTERVAL = Duration.ofSeconds(10);

    private final Map<Integer, Restconf> members = new TreeMap<>();
    private final Map<Long, ReferenceSwitch> switches = new HashMap<>();
    private final Set<String> chains = new TreeSet<>();
    private Path repo;
    private Path clusterDir;
    private Path logs;
    private Path distribution;
    private Path javaHome;
    // a member that is up, through which the test reads
    private int reader = 1;
    private int killed;

    @BeforeAll
    void up() throws Exception {
        repo = Path.of(System.getProperty("openpath.repo.root", "")).toAbsolutePath().normalize();
        assertTrue(Files.isExecutable(repo.resolve("openpath")), "no ./openpath in " + repo);
        final var settings = KarafSettings.fromSystemProperties();
        distribution = settings.home();
        javaHome = settings.javaHome();
        logs = Files.createDirectories(ItLogs.directory().resolve("cluster"));
        clusterDir = Path.of("target", "cluster").toAbsolutePath();
        final long start = System.nanoTime();
        final var up = script("cluster-up", "up", "--reset");
        assertEquals(0, up, "./openpath cluster up failed; see " + logs.resolve("cluster-up.log"));
        LOG.info("Cluster up in {} s", TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start));
        final var password = Files.readString(clusterDir.resolve("admin-password"), StandardCharsets.UTF_8).strip();
        for (int n = 1; n <= MEMBERS; n++) {
            members.put(n, new Restconf("http://" + address(n) + ":8181/rests", "admin", () -> password));
        }
    }

    @AfterAll
    void down() throws Exception {
        switches.values().forEach(ReferenceSwitch::close);
        members.values().forEach(Restconf::close);
        try {
            script("cluster-down", "down");
        } finally {
            for (int n = 1; n <= MEMBERS; n++) {
                final var log = clusterDir.resolve("member-" + n).resolve("data/log/karaf.log");
                if (Files.exists(log)) {
                    Files.copy(log, logs.resolve("member-" + n + "-karaf.log"), StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    @Test
    @Order(1)
    void chainsSentThroughAnyMemberArePlacedAndRenderedOnce() throws Exception {
        final int owner = awaitOwner(reader, 0);
        LOG.info("member-{} runs the suite (orchestrator, renderer, state-sync)", owner);
        // each switch connects to every member, as an operator connects switches to a cluster
        final var controllers = new ArrayList<String>();
        for (int n = 1; n <= MEMBERS; n++) {
            controllers.add(address(n));
        }
        for (var sw : ReferenceRing.start(members.get(reader), controllers, ECHO_INTERVAL, FIRST_DPID, SWITCHES,
                "cl")) {
            switches.put(sw.datapathId(), sw);
        }
        await("every switch with a MASTER").atMost(WAIT).until(this::everySwitchHasAMaster);
        for (int n = 1; n <= MEMBERS; n++) {
            putChain(n, "cl-" + n, n);
        }
        awaitExactlyRendered("chains sent through each member");
        // every member shows the same states
        final var seen = new HashMap<Integer, Map<String, String>>();
        for (int n = 1; n <= MEMBERS; n++) {
            seen.put(n, statuses(members.get(n)));
        }
        assertEquals(seen.get(1), seen.get(2));
        assertEquals(seen.get(1), seen.get(3));
    }

    @Test
    @Order(2)
    void killingTheMemberThatRunsTheSuiteMovesItAndTheChainsStayRendered() throws Exception {
        final int owner = awaitOwner(reader, 0);
        final var before = chainFlows();
        final int sessionsBefore = sessions();
        final long start = System.nanoTime();
        assertEquals(0, script("cluster-kill", "kill", String.valueOf(owner)));
        reader = owner == 1 ? 2 : 1;
        // the switches keep every chain flow while the suite moves (the data plane never depended on the member)
        final var emptied = new TreeSet<String>();
        final int next = awaitOwner(reader, owner, () -> emptied.addAll(missingFlows(before)));
        final long movedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertNotEquals(owner, next);
        LOG.info("member-{} killed; member-{} runs the suite {} ms later", owner, next, movedMs);
        // the switches the killed member was MASTER of get a MASTER among the others, without reconnecting
        await("every switch with a MASTER after the kill").atMost(WAIT).pollInterval(Duration.ofMillis(250))
            .until(() -> {
                emptied.addAll(missingFlows(before));
                return everySwitchHasAMaster();
            });
        LOG.info("member-{} killed; every switch has a MASTER {} ms later ({} switch sessions opened meanwhile)",
            owner, TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start), sessions() - sessionsBefore);
        // ... and while the orchestrator that took over rebuilds the chain states
        awaitExactlyRendered("the chains after the takeover", () -> emptied.addAll(missingFlows(before)));
        assertEquals(Set.of(), emptied, "chain flows gone from the switches during the takeover");
        putChain(reader, "cl-after-kill", 10);
        awaitExactlyRendered("a chain sent after the takeover");
        LOG.info("After the kill of member-{}: {} chains rendered, exactly their flows on the switches", owner,
            chains.size());
        killed = owner;
    }

    @Test
    @Order(3)
    void theKilledMemberRejoinsServesTheChainsAndTakesWrites() throws Exception {
        assertTrue(killed > 0, "the kill test did not run");
        final long start = System.nanoTime();
        assertEquals(0, script("cluster-start", "start", String.valueOf(killed)));
        LOG.info("member-{} rejoined and answers RESTCONF after {} s", killed,
            TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start));
        final var rejoined = members.get(killed);
        await("member-" + killed + " showing every chain rendered").atMost(WAIT).pollInterval(Duration.ofSeconds(2))
            .untilAsserted(() -> assertEquals(expectedRendered(), statuses(rejoined)));
        putChain(killed, "cl-rejoined", 11);
        awaitExactlyRendered("a chain sent through the member that rejoined");
        // deleting through it leaves nothing of the chain on the switches
        final var deleted = rejoined.delete(CHAIN_LIST + "/service-chain=cl-1");
        assertEquals(204, deleted.status(), () -> "DELETE answered " + deleted);
        chains.remove("cl-1");
        awaitExactlyRendered("the chains after one was deleted through the member that rejoined");
    }

    @Test
    @Order(4)
    void aMemberLeftAloneRefusesWritesSayingWhy() throws Exception {
        final int alone = reader;
        for (int n = 1; n <= MEMBERS; n++) {
            if (n != alone) {
                assertEquals(0, script("cluster-kill-" + n, "kill", String.valueOf(n)));
            }
        }
        final long start = System.nanoTime();
        final var body = "{\"openpath-chains:service-chain\":[" + ReferenceRing.chain("cl-alone", FIRST_DPID, 12)
            + "]}";
        final var path = CHAIN_LIST + "/service-chain=cl-alone";
        // until it sees the others unreachable (the failure detector allows 3 s of silence) a request waits for the
        // datastore; from then every request is refused, until the split-brain resolver downs the member (7 s later)
        final Restconf.Response[] answer = new Restconf.Response[1];
        try (var impatient = members.get(alone).withTimeout(Duration.ofSeconds(2))) {
            await("member-" + alone + " refusing writes once alone").atMost(Duration.ofSeconds(60))
                .pollInterval(Duration.ofMillis(250)).ignoreExceptions().until(() -> {
                    answer[0] = impatient.put(path, body);
                    return answer[0].status() == 503;
                });
        }
        final var refused = answer[0];
        LOG.info("A PUT on member-{} alone answered {} after {} ms: {}", alone, refused.status(),
            TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start), refused);
        assertEquals(List.of("operation-failed"), refused.errorTags());
        final var message = String.join(" ", refused.errorMessages());
        assertTrue(message.startsWith("This controller member reaches 1 of the 3 cluster members, not a majority")
            || message.startsWith("This controller member is not part of its cluster now"),
            () -> "the refusal does not say that the member is cut off from its cluster: " + refused);
    }

    private void putChain(final int member, final String name, final int subnet) throws IOException {
        final var ingress = FIRST_DPID + 2L * (subnet % (SWITCHES / 2));
        final var put = members.get(member).put(CHAIN_LIST + "/service-chain=" + name,
            "{\"openpath-chains:service-chain\":[" + ReferenceRing.chain(name, ingress, subnet) + "]}");
        assertEquals(201, put.status(), () -> "PUT of " + name + " through member-" + member + " answered " + put);
        chains.add(name);
    }

    /** Waits until every chain is rendered and each switch holds exactly their flows, nothing twice or stale. */
    private void awaitExactlyRendered(final String what) {
        awaitExactlyRendered(what, () -> { });
    }

    private void awaitExactlyRendered(final String what, final Runnable meanwhile) {
        final long start = System.nanoTime();
        await(what + " rendered, exactly their flows on the switches").atMost(WAIT)
            .pollInterval(Duration.ofMillis(250)).ignoreExceptions().untilAsserted(() -> {
                meanwhile.run();
                final var states = renderedStates(members.get(reader));
                assertEquals(chains, states.keySet());
                final var problems = new ArrayList<String>();
                states.values().forEach(state -> problems.addAll(SwitchTables.mismatches(state, this::switchOf)));
                final var cookies = states.values().stream()
                    .map(state -> Json.longValue(state.get("rendering").get("cookie"))).toList();
                switches.values().forEach(sw -> problems.addAll(SwitchTables.duplicates(sw, cookies)));
                assertEquals(List.of(), problems);
            });
        LOG.info("{}: rendered, switches exact, after {} ms", what,
            TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
    }

    private Map<String, String> expectedRendered() {
        final var expected = new TreeMap<String, String>();
        chains.forEach(name -> expected.put(name, "rendered"));
        return expected;
    }

    /** The chain flows on the switches: switch and cookie of each. */
    private Set<String> chainFlows() {
        final var flows = new TreeSet<String>();
        switches.values().forEach(sw -> sw.flows().stream()
            .filter(flow -> (flow.cookie() & 0xFFFFL << 48) == SwitchTables.COOKIE_MARK)
            .forEach(flow -> flows.add(sw.datapathId() + "/" + Long.toHexString(flow.cookie() >>> 16))));
        return flows;
    }

    /** Of the chain flows seen before, those no longer on their switch under the chain's cookie (any version). */
    private Set<String> missingFlows(final Set<String> before) {
        final var now = chainFlows();
        final var missing = new TreeSet<>(before);
        missing.removeAll(now);
        return missing;
    }

    /** How many controller sessions the switches opened so far, reconnects included. */
    private int sessions() {
        return switches.values().stream().mapToInt(ReferenceSwitch::sessions).sum();
    }

    private boolean everySwitchHasAMaster() {
        return switches.values().stream().allMatch(ReferenceSwitch::isMaster);
    }

    private ReferenceSwitch switchOf(final String node) {
        return switches.get(Long.parseLong(node.substring("openflow:".length())));
    }

    private int awaitOwner(final int askedMember, final int notMember) {
        return awaitOwner(askedMember, notMember, () -> { });
    }

    /** Waits for a member other than {@code notMember} to own the suite's singleton group, asking another member. */
    private int awaitOwner(final int askedMember, final int notMember, final Runnable meanwhile) {
        final int[] owner = new int[1];
        await("a member other than member-" + notMember + " running the suite").atMost(WAIT)
            .pollInterval(Duration.ofMillis(250)).ignoreExceptions().until(() -> {
                meanwhile.run();
                owner[0] = owner(members.get(askedMember));
                return owner[0] > 0 && owner[0] != notMember;
            });
        return owner[0];
    }

    /** The member that owns the suite's singleton group (mdsal's service entity "openpath"), 0 when none. */
    private static int owner(final Restconf restconf) throws IOException {
        final var answer = restconf.post(OWNER_RPC, "{\"input\":{\"type\":\"org.opendaylight.mdsal.ServiceEntityType\","
            + "\"name\":\"openpath\"}}");
        if (answer.status() != 200) {
            return 0;
        }
        final var node = answer.json().path("odl-entity-owners:output").path("owner-node");
        return node.isTextual() && node.asText().startsWith("member-")
            ? Integer.parseInt(node.asText().substring("member-".length())) : 0;
    }

    private static Map<String, ObjectNode> renderedStates(final Restconf restconf) throws IOException {
        final var rendered = new TreeMap<String, ObjectNode>();
        for (var state : states(restconf)) {
            if ("rendered".equals(Json.text(state.get("status")))) {
                rendered.put(Json.text(state.get("name")), state);
            }
        }
        return rendered;
    }

    private static Map<String, String> statuses(final Restconf restconf) throws IOException {
        final var statuses = new TreeMap<String, String>();
        for (var state : states(restconf)) {
            statuses.put(Json.text(state.get("name")), Json.text(state.get("status")));
        }
        return statuses;
    }

    private static List<ObjectNode> states(final Restconf restconf) throws IOException {
        final var response = restconf.get(STATES);
        assertEquals(200, response.status(), () -> "GET of the chain states answered " + response);
        final var list = response.json().path("openpath-chains:service-chain-states").path("service-chain-state");
        final var states = new ArrayList<ObjectNode>();
        if (list.isArray()) {
            for (JsonNode element : Json.array(list)) {
                states.add(Json.object(element));
            }
        }
        return states;
    }

    private static String address(final int member) {
        return NET + "." + member;
    }

    /** Runs {@code ./openpath cluster ARGS} on this build's distribution; its output goes to it-logs/cluster. */
    private int script(final String logName, final String... args) throws IOException, InterruptedException {
        final var command = new ArrayList<String>();
        command.add(repo.resolve("openpath").toString());
        command.add("cluster");
        command.addAll(List.of(args));
        final var builder = new ProcessBuilder(command).directory(repo.toFile()).redirectErrorStream(true)
            .redirectOutput(logs.resolve(logName + ".log").toFile());
        final var env = builder.environment();
        env.put("OPENPATH_CLUSTER_DIR", clusterDir.toString());
        env.put("OPENPATH_CLUSTER_DISTRIBUTION", distribution.toString());
        env.put("OPENPATH_CLUSTER_NET", NET);
        env.put("OPENPATH_RUN_JAVA_HOME", javaHome.toString());
        env.put("JAVA_MAX_MEM", System.getProperty("openpath.cluster.heap", "1536m"));
        env.put("NO_COLOR", "1");
        final var process = builder.start();
        if (!process.waitFor(15, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new IllegalStateException("./openpath cluster " + String.join(" ", args) + " did not end");
        }
        LOG.info("./openpath cluster {} → exit {}\n{}", String.join(" ", args), process.exitValue(),
            Files.readString(logs.resolve(logName + ".log"), StandardCharsets.UTF_8));
        return process.exitValue();
    }
}
