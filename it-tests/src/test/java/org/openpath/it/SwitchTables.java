/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.openpath.refswitch.FlowEntry;
import org.openpath.refswitch.ReferenceSwitch;

/**
 * What the reference switches' flow tables must hold for the renderer's chains: the flows each chain's rendering
 * counts, under its cookie, the shared route flows its segments ride on, and no flow twice.
 */
final class SwitchTables {
    /** The renderer's chain flows: cookie 0x4f50 · SFC-ID · version. */
    static final long COOKIE_MARK = 0x4F50L << 48;
    /** The renderer's shared route flows: cookie 0x4f52 · route tag · version. */
    static final long ROUTE_COOKIE_MARK = 0x4F52L << 48;

    private SwitchTables() {
        // static helpers only
    }

    /**
     * Tells whether a chain is rendered and every switch holds exactly the flows its rendering counts, and the route
     * flows its segments ride on.
     *
     * @param state the chain's state, or {@code null}
     * @param switchOf the reference switch of a node id
     * @return whether so
     */
    static boolean holdsRendering(final ObjectNode state, final Function<String, ReferenceSwitch> switchOf) {
        return mismatches(state, switchOf).isEmpty();
    }

    /**
     * Says how the switches differ from a chain's rendering: not rendered, a switch holding another number of the
     * chain's flows than its rendering counts, a route flow missing where a segment rides on it.
     *
     * @param state the chain's state, or {@code null}
     * @param switchOf the reference switch of a node id
     * @return a description of each difference, empty when there is none
     */
    static List<String> mismatches(final ObjectNode state, final Function<String, ReferenceSwitch> switchOf) {
        if (state == null || !"rendered".equals(Json.text(state.get("status")))) {
            return List.of("not rendered: " + (state == null ? "no state" : Json.text(state.get("status"))));
        }
        final var out = new ArrayList<String>();
        final var rendering = state.get("rendering");
        final long cookie = Json.longValue(rendering.get("cookie"));
        for (JsonNode node : Json.array(rendering.get("node"))) {
            final var object = Json.object(node);
            final var sw = switchOf.apply(Json.text(object.get("node-id")));
            final var flows = sw.flows().stream().filter(flow -> flow.cookie() == cookie).toList();
            if (flows.size() != Json.longValue(object.get("flow-rules"))) {
                out.add(sw + " holds " + flows.size() + " flows of cookie " + Long.toHexString(cookie) + ", the "
                    + "rendering counts " + Json.longValue(object.get("flow-rules")) + ": " + flows);
            }
        }
        if (!routesHeld(rendering, switchOf)) {
            out.add("a route flow is missing for " + rendering.get("path-tag"));
        }
        return out;
    }

    /**
     * Tells whether every switch between the ends of a segment that rides on a shared route holds that route's flow.
     *
     * @param rendering a chain state's rendering
     * @param switchOf the reference switch of a node id
     * @return whether so
     */
    static boolean routesHeld(final JsonNode rendering, final Function<String, ReferenceSwitch> switchOf) {
        for (JsonNode element : Json.array(rendering.get("path-tag"))) {
            final var segment = Json.object(element);
            if (!segment.has("route-tag")) {
                continue;
            }
            final long routeTag = Json.longValue(segment.get("route-tag"));
            final var path = Json.array(segment.get("path"));
            for (int i = 1; i + 1 < path.size(); i++) {
                final var sw = switchOf.apply(Json.text(path.get(i)));
                if (sw.flows().stream().noneMatch(flow -> (flow.cookie() & ~0xFFFFL) == (ROUTE_COOKIE_MARK
                        | routeTag << 16))) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Returns the flows a switch holds more than once: the same table, priority and match (a conforming switch
     * replaces such a flow, so two of them would be two matches written differently for one rule), or one chain's or
     * route's flows under two versions of its cookie after its rendering settled.
     *
     * @param sw the switch
     * @param renderedCookies the cookies of the chains' current renderings
     * @return a description of each duplicate, empty when there is none
     */
    static List<String> duplicates(final ReferenceSwitch sw, final List<Long> renderedCookies) {
        final var out = new ArrayList<String>();
        final Map<String, List<FlowEntry>> byMatch = sw.flows().stream().collect(Collectors.groupingBy(flow ->
            flow.tableId() + "/" + flow.priority() + "/" + HexFormat.of().formatHex(flow.matchBytes())));
        byMatch.values().stream().filter(same -> same.size() > 1)
            .forEach(same -> out.add(same.size() + " flows with one match on " + sw + ": " + same));
        for (var flow : sw.flows()) {
            final long mark = flow.cookie() & 0xFFFFL << 48;
            // a chain flow under a cookie no current rendering uses is stale
            if (mark == COOKIE_MARK && !renderedCookies.contains(flow.cookie())) {
                out.add("a chain flow of no current rendering on " + sw + ": " + flow);
            }
        }
        final Map<Long, List<Long>> routeVersions = sw.flows().stream()
            .filter(flow -> (flow.cookie() & 0xFFFFL << 48) == ROUTE_COOKIE_MARK)
            .map(FlowEntry::cookie).distinct()
            .collect(Collectors.groupingBy(cookie -> cookie & ~0xFFFFL));
        routeVersions.forEach((route, versions) -> {
            if (versions.size() > 1) {
                out.add("route " + Long.toHexString(route) + " under " + versions.size() + " versions on " + sw);
            }
        });
        return out;
    }
}
