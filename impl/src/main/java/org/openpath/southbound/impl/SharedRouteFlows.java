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
import org.openpath.southbound.render.FlowSlots;

/**
 * The shared route flows installed in the config inventory: one per (switch, destination node) that at least one
 * rendered chain rides on, owned by no chain. Each has its own cookie, {@code 0x4f52} · route tag · version (the
 * version changes whenever the flow's actions change, so confirmation never counts an earlier one), and is
 * confirmed once the switch's flow statistics show it. A changed route flow is written under its new version's id
 * ({@link FlowSlots}: OpenFlowPlugin adds it, replacing the switch's entry in one step, where rewriting the id with
 * another cookie would delete the entry and add it again); the earlier version's flow is deleted once the new one
 * is confirmed on its switch. Owned by the renderer's thread.
 */
final class SharedRouteFlows {
    /**
     * A route flow as written.
     *
     * @param base the flow under the renderer's id
     * @param version its version, 1 to {@link FlowSlots#LAST_VERSION}
     * @param cookie its cookie
     * @param confirmed whether its switch showed it
     */
    record Installed(FlowRule base, int version, long cookie, boolean confirmed) {
        /**
         * Returns the flow as it is in the config inventory: under its version's id.
         *
         * @return the flow
         */
        FlowRule rule() {
            return FlowSlots.of(base, version);
        }

        Installed confirmed(final boolean now) {
            return new Installed(base, version, cookie, now);
        }
    }

    /**
     * What a sync changes in the config inventory.
     *
     * @param written the flows to write, with their cookies
     * @param deleted the flows to delete: those no chain uses any more, and earlier versions of changed ones once
     *     their new version is confirmed
     */
    record Changes(List<Installed> written, List<FlowRule> deleted) {
        int size() {
            return written.size() + deleted.size();
        }
    }

    private final Map<String, Installed> installed = new LinkedHashMap<>();
    // per route flow, the highest version the config inventory held when the renderer started
    private Map<String, Integer> startVersions = Map.of();
    // per route flow, its earlier versions still in the config inventory: deleted once the current one is confirmed
    private final Map<String, List<FlowRule>> superseded = new LinkedHashMap<>();
    // earlier versions whose successor is confirmed: deleted by the next sync
    private final List<FlowRule> retired = new ArrayList<>();

    /**
     * The key of a route flow: its switch and its id under the renderer's id.
     *
     * @param node the switch
     * @param baseId the flow's id without a version's suffix
     * @return the key
     */
    static String key(final String node, final String baseId) {
        return node + " " + baseId;
    }

    private static String key(final FlowRule rule) {
        return key(rule.node(), rule.id());
    }

    /**
     * Takes the versions the route flows had in the config inventory when the renderer started: a route flow goes
     * on from there instead of starting at version 1 again, so that it never rewrites an earlier version's flow in
     * place with another cookie.
     *
     * @param versions per {@link #key(String, String)}, the highest version in the inventory
     */
    void startFrom(final Map<String, Integer> versions) {
        startVersions = Map.copyOf(versions);
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
            ? installed.get(key(rule)).base() : rule));
        chains.forEach(rules -> rules.routes().forEach(rule -> wanted.put(key(rule), rule)));
        final var written = new ArrayList<Installed>();
        final var deleted = new ArrayList<FlowRule>(retired);
        retired.clear();
        wanted.forEach((key, rule) -> {
            final var before = installed.get(key);
            if (before == null || !before.base().equals(rule)) {
                final var earlier = superseded.computeIfAbsent(key, ignored -> new ArrayList<>());
                // the next version whose id no earlier version still waiting to be deleted has (FlowSlots)
                final int version = before != null ? FlowSlots.nextFree(before.version(), FlowSlots.slotsOf(earlier))
                    : startVersions.containsKey(key) ? FlowSlots.next(startVersions.get(key)) : 1;
                final var now = new Installed(rule, version, cookie(rule, version), false);
                if (before != null) {
                    earlier.add(before.rule());
                }
                // an earlier version under the same id is overwritten by this write, not deleted after it
                earlier.removeIf(flow -> flow.id().equals(now.rule().id()));
                deleted.removeIf(flow -> key(flow).equals(key(now.rule())));
                if (earlier.isEmpty()) {
                    superseded.remove(key);
                }
                installed.put(key, now);
                written.add(now);
            }
        });
        installed.entrySet().removeIf(entry -> {
            if (wanted.containsKey(entry.getKey())) {
                return false;
            }
            deleted.add(entry.getValue().rule());
            final var earlier = superseded.remove(entry.getKey());
            if (earlier != null) {
                deleted.addAll(earlier);
            }
            return true;
        });
        return new Changes(written, deleted);
    }

    private static long cookie(final FlowRule rule, final long version) {
        final Integer tag = rule.match().vlanVid();
        return ChainRenderer.ROUTE_COOKIE_MARK | (tag == null ? 0 : tag.longValue()) << 16 | version;
    }

    /**
     * Forgets what was written for every flow (e.g. the write failed): the next sync writes them all again, and
     * what may be in the config inventory under other ids goes once those are confirmed.
     */
    void forget() {
        installed.forEach((key, flow) -> superseded.computeIfAbsent(key, ignored -> new ArrayList<>())
            .add(flow.rule()));
        installed.clear();
    }

    /**
     * Returns every route flow the config inventory has or is about to have: the current versions and the earlier
     * ones not deleted yet (they are the renderer's, not stale).
     *
     * @return the flows, under their ids in the config inventory
     */
    List<FlowRule> inConfig() {
        final var flows = new ArrayList<FlowRule>();
        installed.values().forEach(flow -> flows.add(flow.rule()));
        superseded.values().forEach(flows::addAll);
        flows.addAll(retired);
        return flows;
    }

    /**
     * Whether earlier versions wait for a sync to be deleted.
     *
     * @return whether the next sync deletes some
     */
    boolean hasRetired() {
        return !retired.isEmpty();
    }

    /**
     * Marks the route flows of a switch unconfirmed (it reconnected and may have lost its tables).
     *
     * @param node the switch
     */
    void unconfirm(final String node) {
        installed.replaceAll((key, flow) -> flow.base().node().equals(node) ? flow.confirmed(false) : flow);
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
        installed.replaceAll((key, flow) -> {
            if (flow.confirmed() || !flow.base().node().equals(node)
                    || perCookie.getOrDefault(flow.cookie(), 0) == 0) {
                return flow;
            }
            // the switch shows the new version: the earlier ones it replaced go
            final var earlier = superseded.remove(key);
            if (earlier != null) {
                retired.addAll(earlier);
            }
            return flow.confirmed(true);
        });
    }

    /**
     * Returns how many route flows are installed, per switch.
     *
     * @return the counts
     */
    Map<String, Integer> countsByNode() {
        final var counts = new HashMap<String, Integer>();
        installed.values().forEach(flow -> counts.merge(flow.base().node(), 1, Integer::sum));
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
