/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.openpath.southbound.render.ChainRenderer;
import org.openpath.southbound.render.ChainRules;
import org.openpath.southbound.render.FlowRule;

/**
 * The shared route flows installed in the config inventory: one per (switch, destination node) that at least one
 * rendered chain rides on, owned by no chain. Each has its own cookie, {@code 0x4f52} · route tag · version (the
 * version changes whenever the flow's actions change, so confirmation never counts an earlier one), and is
 * confirmed once the switch's flow statistics show it. Owned by the renderer's thread.
 */
final class SharedRouteFlows {
    /**
     * A route flow as written.
     */
    record Installed(FlowRule rule, long cookie, boolean confirmed) {
    }

    /**
     * What a sync changes in the config inventory.
     *
     * @param written the flows to write, with their cookies
     * @param deleted the flows no chain uses any more
     */
    record Changes(List<Installed> written, List<FlowRule> deleted) {
        int size() {
            return written.size() + deleted.size();
        }
    }

    private final Map<String, Installed> installed = new LinkedHashMap<>();

    private static String key(final FlowRule rule) {
        return rule.node() + " " + rule.id();
    }

    /**
     * Makes the installed route flows those the given chains ride on.
     *
     * @param chains every rendered chain's rules
     * @return the writes and deletes to do
     */
    Changes sync(final Collection<ChainRules> chains) {
        return sync(chains, List.of());
    }

    /**
     * Makes the installed route flows those the given chains ride on, and those earlier renderings still ride on
     * until they are retired (make-before-break: packets on the old path still use them). A current chain's route
     * flow wins over a held one with the same id.
     *
     * @param chains every rendered chain's rules
     * @param held the route flows of earlier renderings not yet retired
     * @return the writes and deletes to do
     */
    Changes sync(final Collection<ChainRules> chains, final Collection<FlowRule> held) {
        final var wanted = new LinkedHashMap<String, FlowRule>();
        held.forEach(rule -> wanted.put(key(rule), installed.containsKey(key(rule))
            ? installed.get(key(rule)).rule() : rule));
        chains.forEach(rules -> rules.routes().forEach(rule -> wanted.put(key(rule), rule)));
        final var written = new ArrayList<Installed>();
        wanted.forEach((key, rule) -> {
            final var before = installed.get(key);
            if (before == null || !before.rule().equals(rule)) {
                final long version = before == null ? 1 : (before.cookie() & 0xFFFF) % 0xFFFF + 1;
                final var now = new Installed(rule, cookie(rule, version), false);
                installed.put(key, now);
                written.add(now);
            }
        });
        final var deleted = new ArrayList<FlowRule>();
        installed.entrySet().removeIf(entry -> {
            if (wanted.containsKey(entry.getKey())) {
                return false;
            }
            deleted.add(entry.getValue().rule());
            return true;
        });
        return new Changes(written, deleted);
    }

    private static long cookie(final FlowRule rule, final long version) {
        final Integer tag = rule.match().vlanVid();
        return ChainRenderer.ROUTE_COOKIE_MARK | (tag == null ? 0 : tag.longValue()) << 16 | version;
    }

    /**
     * Forgets what was written for every flow (e.g. the write failed): the next sync writes them all again.
     */
    void forget() {
        installed.clear();
    }

    /**
     * Marks the route flows of a switch unconfirmed (it reconnected and may have lost its tables).
     *
     * @param node the switch
     */
    void unconfirm(final String node) {
        installed.replaceAll((key, flow) -> flow.rule().node().equals(node)
            ? new Installed(flow.rule(), flow.cookie(), false) : flow);
    }

    /**
     * Returns the switches whose statistics must still show some of the given route flows.
     *
     * @param routes a chain's route flows
     * @return the switches
     */
    Set<String> unconfirmedNodes(final Collection<FlowRule> routes) {
        final var nodes = new TreeSet<String>();
        routes.forEach(rule -> {
            final var flow = installed.get(key(rule));
            if (flow == null || !flow.confirmed()) {
                nodes.add(rule.node());
            }
        });
        return nodes;
    }

    /**
     * Confirms the route flows a switch's statistics show.
     *
     * @param node the switch
     * @param perCookie how many flows it shows per cookie
     */
    void observe(final String node, final Map<Long, Integer> perCookie) {
        installed.replaceAll((key, flow) -> !flow.confirmed() && flow.rule().node().equals(node)
            && perCookie.getOrDefault(flow.cookie(), 0) > 0 ? new Installed(flow.rule(), flow.cookie(), true) : flow);
    }

    /**
     * Returns how many route flows are installed, per switch.
     *
     * @return the counts
     */
    Map<String, Integer> countsByNode() {
        final var counts = new HashMap<String, Integer>();
        installed.values().forEach(flow -> counts.merge(flow.rule().node(), 1, Integer::sum));
        return counts;
    }

    /**
     * Returns how many route flows are installed.
     *
     * @return the count
     */
    int size() {
        return installed.size();
    }
}
