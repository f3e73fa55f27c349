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
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestInstance.Lifecycle;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openpath.refswitch.ReferenceSwitch;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Crash consistency with rules on the switches (issue 20, point 2): 1,000 chains over 20 reference switches (10 NF
 * hosts, 10 transit, in a ring) in one PATCH; once some are rendered, a tenth of them deleted in one YANG Patch and
 * the controller killed (SIGKILL) right after, while it renders the others and removes the deleted ones. The
 * switches keep their tables and reconnect. After the restart every chain still configured is rendered, the deleted
 * ones are gone, and every switch holds exactly the rendered chains' flows: none twice, none of a deleted chain or of
 * an earlier version.
 */
@ExtendWith(KarafExtension.class)
@TestInstance(Lifecycle.PER_CLASS)
final class CrashRenderingIT {
    private static final Logger LOG = LoggerFactory.getLogger(CrashRenderingIT.class);
    private static final int CHAINS = 1000;
    private static final int DELETED = 100;
    private static final int SWITCHES = 20;
    private static final long FIRST_DPID = 0x700;
    private static final String TOPOLOGY = "/data/openpath-topology:openpath-topology";
    private static final String CHAIN_LIST = "/data/openpath-chains:service-chains";
    private static final String STATES = "/data/openpath-chains:service-chain-states";
    private static final Duration WAIT = Duration.ofMinutes(10);

    private final Map<Long, ReferenceSwitch> switches = new HashMap<>();

    @BeforeAll
    void start(final Restconf restconf) throws IOException {
        ReferenceRing.start(restconf, FIRST_DPID, SWITCHES, "crash-ring")
            .forEach(sw -> switches.put(sw.datapathId(), sw));
    }

    @AfterAll
    void finish(final Restconf restconf) throws IOException {
        restconf.delete(CHAIN_LIST);
        restconf.delete(TOPOLOGY);
        switches.values().forEach(ReferenceSwitch::close);
    }

    @Test
    void killedWhileRenderingEveryChainIsRenderedOnceAndNoStaleFlowStays(final Restconf restconf,
            final KarafDistribution karaf) throws IOException {
        final var names = IntStream.range(0, CHAINS).mapToObj(i -> "crash-r" + i).toList();
        final var chains = new ArrayList<String>();
        for (int i = 0; i < CHAINS; i++) {
            chains.add(ReferenceRing.chain(names.get(i), FIRST_DPID + 2 * (i % 10), 120 * 256 + i));
        }
        final var patch = restconf.patch(CHAIN_LIST, "{\"openpath-chains:service-chains\":{\"service-chain\":["
            + String.join(",", chains) + "]}}");
        assertTrue(patch.status() == 200 || patch.status() == 204, () -> "PATCH answered " + patch);
        // the kill comes once some chains are rendered (their flows on the switches), before all are
        final int[] renderedAtKill = new int[1];
        await("some chains rendered").atMost(WAIT).pollDelay(Duration.ZERO).pollInterval(Duration.ofMillis(100))
            .until(() -> {
                renderedAtKill[0] = rendered(restconf).size();
                return renderedAtKill[0] >= 50;
            });
        // right before it, every tenth chain deleted in one YANG Patch: rendered ones among them have their flows on
        // the switches, and their deletion is under way when the controller dies
        final var deleted = new HashSet<String>();
        final var edits = new ArrayList<String>();
        for (int i = 0; i < CHAINS; i += CHAINS / DELETED) {
            edits.add("{\"edit-id\":\"%d\",\"operation\":\"delete\",\"target\":\"/service-chain=%s\"}"
                .formatted(i, names.get(i)));
            deleted.add(names.get(i));
        }
        final var delete = restconf.write("PATCH", CHAIN_LIST, "application/yang-patch+json",
            "{\"ietf-yang-patch:yang-patch\":{\"patch-id\":\"crash-deletes\",\"edit\":[" + String.join(",", edits)
                + "]}}");
        assertEquals(200, delete.status(), () -> "YANG Patch of the deletions answered " + delete);
        final long flowsAtKill = switches.values().stream().mapToLong(sw -> sw.flows().size()).sum();
        assertTrue(renderedAtKill[0] < CHAINS - DELETED, "the kill must come before every chain is rendered");
        final var restart = karaf.crashAndRestart(() -> { });
        LOG.info("Killed the controller with {} of {} chains rendered and {} flows on the switches; up again after {} "
            + "ms", renderedAtKill[0], CHAINS - DELETED, flowsAtKill, restart.toMillis());

        final long start = System.nanoTime();
        final var expected = new HashSet<>(names);
        expected.removeAll(deleted);
        await("every configured chain rendered again, the deleted ones gone").atMost(WAIT)
            .pollInterval(Duration.ofSeconds(1)).untilAsserted(() -> {
                final var left = notYet(states(restconf), expected);
                assertEquals(List.of(), left.size() > 10 ? left.subList(0, 10) : left,
                    () -> left.size() + " chains not as expected");
            });
        LOG.info("All {} chains rendered {} ms after the restart", expected.size(),
            (System.nanoTime() - start) / 1_000_000);
        // exactly their flows on every switch, each route flow once, nothing of a deleted chain or earlier version
        await("every switch holding exactly the rendered chains' flows").atMost(WAIT)
            .pollInterval(Duration.ofSeconds(2)).untilAsserted(() -> {
                final var current = rendered(restconf);
                assertEquals(expected, current.keySet());
                final var problems = new ArrayList<String>();
                current.values().forEach(state -> problems.addAll(SwitchTables.mismatches(state, this::switchOf)));
                final var cookies = current.values().stream()
                    .map(state -> Json.longValue(state.get("rendering").get("cookie"))).toList();
                switches.values().forEach(sw -> problems.addAll(SwitchTables.duplicates(sw, cookies)));
                assertEquals(List.of(), problems.size() > 20 ? problems.subList(0, 20) : problems,
                    () -> problems.size() + " differences");
            });
        LOG.info("Every switch holds exactly the flows of the {} rendered chains {} ms after the restart",
            expected.size(), (System.nanoTime() - start) / 1_000_000);
    }

    private ReferenceSwitch switchOf(final String node) {
        return switches.get(Long.parseLong(node.substring("openflow:".length())));
    }

    /**
     * What keeps the chains from being as expected: a configured chain with no state or another status than rendered
     * (with its reason), and a state of a deleted chain.
     */
    private static List<String> notYet(final List<ObjectNode> states, final Set<String> expected) {
        final var left = new ArrayList<String>();
        final var seen = new HashSet<String>();
        for (var state : states) {
            final var name = Json.text(state.get("name"));
            seen.add(name);
            final var status = Json.text(state.get("status"));
            if (!expected.contains(name)) {
                left.add(name + " deleted but still " + status);
            } else if (!"rendered".equals(status)) {
                final var rendering = state.path("rendering");
                left.add(name + " " + status + (state.has("reason") ? " (" + Json.text(state.get("reason")) + ")" : "")
                    + (rendering.has("state") ? ", rendering " + rendering.path("state").asText() + " ("
                        + rendering.path("reason").asText() + ")" : ""));
            }
        }
        expected.stream().filter(name -> !seen.contains(name)).sorted().forEach(name -> left.add(name + " no state"));
        return left;
    }

    private static List<ObjectNode> states(final Restconf restconf) throws IOException {
        final var response = restconf.get(STATES);
        if (response.status() != 200) {
            return List.of();
        }
        final var list = response.json().path("openpath-chains:service-chain-states").path("service-chain-state");
        final var states = new ArrayList<ObjectNode>();
        if (list.isArray()) {
            for (JsonNode element : Json.array(list)) {
                final var state = Json.object(element);
                if (Json.text(state.get("name")).startsWith("crash-r")) {
                    states.add(state);
                }
            }
        }
        return states;
    }

    private static Map<String, ObjectNode> rendered(final Restconf restconf) throws IOException {
        final var rendered = new HashMap<String, ObjectNode>();
        for (var state : states(restconf)) {
            if ("rendered".equals(Json.text(state.get("status")))) {
                rendered.put(Json.text(state.get("name")), state);
            }
        }
        return rendered;
    }
}
