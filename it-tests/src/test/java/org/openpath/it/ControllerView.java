/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * What the controller shows of a switch that flapped, and of the placement of chains meanwhile.
 */
final class ControllerView {
    private static final String NODE_STATE = "/data/openpath-topology:openpath-topology-state/node=";

    private ControllerView() {
        // static helpers only
    }

    /**
     * Waits until the orchestrator shows a node {@code connected} again after a moment: its status changed since
     * then (it saw the node go, then come back), so OpenFlowPlugin has the switch in its inventory again.
     *
     * @param restconf the client
     * @param node the node id
     * @param since when its control channel was dropped
     * @param wait how long at most
     * @return how long after {@code since} it was back, milliseconds
     */
    static long awaitBackSince(final Restconf restconf, final String node, final Instant since, final Duration wait) {
        final var back = await(node + " connected again after " + since).atMost(wait)
            .pollInterval(Duration.ofMillis(50)).until(() -> {
                final var response = restconf.get(NODE_STATE + node);
                if (response.status() != 200) {
                    return null;
                }
                final var state = response.json().path("openpath-topology:node").path(0);
                final var lastChange = Instant.parse(state.path("last-change").asText("1970-01-01T00:00:00Z"));
                return "connected".equals(state.path("status").asText()) && !lastChange.isBefore(since) ? lastChange
                    : null;
            }, changed -> changed != null);
        return Duration.between(since, back).toMillis();
    }

    /**
     * The placement of a chain as its state shows it: each sub-SFC with its node, role and whether it is active.
     *
     * @param restconf the client
     * @param chain the chain
     * @return one line per sub-SFC
     * @throws IOException if the state cannot be read
     */
    static List<String> placement(final Restconf restconf, final String chain) throws IOException {
        final var state = RenderingIT.state(restconf, chain);
        final var lines = new ArrayList<String>();
        for (JsonNode sub : Json.array(state.path("placement").path("sub-sfc"))) {
            lines.add(sub.path("id").asText() + " " + sub.path("node").asText() + " " + sub.path("role").asText()
                + " " + sub.path("active").asText() + " " + sub.path("nf"));
        }
        lines.add("running-on " + state.path("running-on").asText());
        return lines;
    }
}
