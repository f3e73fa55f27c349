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
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * What the controller shows of a switch that flapped, and of the placement of chains meanwhile.
 */
final class ControllerView {
    private static final String NODE_STATE = "/data/openpath-topology:openpath-topology-state/node=";

    private ControllerView() {
        // static helpers only
    }

    /**
     * Waits until a switch whose control channel was dropped is the controller's again: the switch says so (its
     * session has the MASTER role, which OpenFlowPlugin grants once it has set the session up) and the orchestrator
     * shows its node {@code connected}. Records the node's statuses seen meanwhile.
     *
     * @param restconf the client
     * @param node the node id
     * @param switchBack whether the switch has its controller session again
     * @param wait how long at most
     * @return the statuses seen while waiting, in order, repeats left out
     */
    static List<String> awaitBack(final Restconf restconf, final String node, final BooleanSupplier switchBack,
            final Duration wait) {
        final var seen = new ArrayList<String>();
        await(node + " the controller's again").atMost(wait).pollInterval(Duration.ofMillis(50)).until(() -> {
            final var response = restconf.get(NODE_STATE + node);
            final var status = response.status() == 200
                ? response.json().path("openpath-topology:node").path(0).path("status").asText() : "absent";
            if (seen.isEmpty() || !seen.getLast().equals(status)) {
                seen.add(status);
            }
            return switchBack.getAsBoolean() && "connected".equals(status);
        });
        return seen;
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
