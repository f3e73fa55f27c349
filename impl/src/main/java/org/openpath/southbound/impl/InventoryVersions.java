/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.Nodes;
import org.openpath.southbound.render.ChainRenderer;
import org.openpath.southbound.render.FlowSlots;

/**
 * What earlier renderings left in the configuration inventory, read once when the renderer starts (it keeps nothing
 * on disk): per SFC-ID the highest cookie version its chain flows carry, per chain name the slots ({@link FlowSlots})
 * its flows there are in, and per shared route flow its highest version. A chain's
 * first rendering after a restart goes on from there, so that its cookie is one no flow on any switch carries yet and
 * its flows go in under ids other than those the inventory holds for it (a flow rewritten in place with another
 * cookie is deleted and added again on the switch, docs/upstream-issues.md); so does a shared route flow.
 *
 * @param lastVersions per SFC-ID, the highest version of its chain flows
 * @param slots per chain name, the slots of its flows
 * @param routeVersions per shared route flow ({@link SharedRouteFlows#key(String, String)}), its highest version
 */
record InventoryVersions(Map<Long, Integer> lastVersions, Map<String, Set<Integer>> slots,
        Map<String, Integer> routeVersions) {
    private static final long MARK_MASK = 0xFFFFL << 48;

    /**
     * Nothing rendered before.
     */
    static final InventoryVersions NONE = new InventoryVersions(Map.of(), Map.of(), Map.of());

    InventoryVersions {
        lastVersions = Map.copyOf(lastVersions);
        slots = Map.copyOf(slots);
        routeVersions = Map.copyOf(routeVersions);
    }

    /**
     * Reads the chain flows of table 0 of every switch.
     *
     * @param nodes the configuration inventory, {@code null} when empty
     * @return what they say
     */
    static InventoryVersions of(final @Nullable Nodes nodes) {
        final var lastVersions = new HashMap<Long, Integer>();
        final var slots = new HashMap<String, Set<Integer>>();
        final var routeVersions = new HashMap<String, Integer>();
        for (var entry : InventoryRules.table0Flows(nodes)) {
            final var flow = entry.flow();
            final var cookie = flow.getCookie();
            if (cookie == null) {
                continue;
            }
            final long value = cookie.getValue().longValue();
            final int version = (int) (value & 0xFFFF);
            if (version < 1 || version > FlowSlots.LAST_VERSION) {
                continue;
            }
            final var id = flow.requireId().getValue();
            if ((value & MARK_MASK) == ChainRenderer.ROUTE_COOKIE_MARK) {
                routeVersions.merge(SharedRouteFlows.key(entry.node(), FlowSlots.baseId(id)), version, Math::max);
            } else if ((value & MARK_MASK) == ChainRenderer.COOKIE_MARK) {
                lastVersions.merge(value >>> 16 & 0xFFFF_FFFFL, version, Math::max);
                final int colon = id.indexOf(':');
                if (colon > 0) {
                    slots.computeIfAbsent(id.substring(0, colon), chain -> new HashSet<>())
                        .add(FlowSlots.slotOf(id));
                }
            }
        }
        if (lastVersions.isEmpty() && routeVersions.isEmpty()) {
            return NONE;
        }
        return new InventoryVersions(lastVersions, slots, routeVersions);
    }

    /**
     * The version a chain without a rendering goes on from: its first rendering takes the version after it. That is
     * after the last version of its SFC-ID, skipping up to {@link FlowSlots#SLOTS} - 1 more so that the chain's flows
     * go in under ids its flows in the inventory do not have (if every slot has some, the next version regardless).
     *
     * @param chain the chain's name
     * @param sfcId its SFC-ID
     * @param lastOfSfcId the last version its SFC-ID was rendered under since the start, 0 for none
     * @return the version to go on from, 0 to start at 1
     */
    int goOnFrom(final String chain, final long sfcId, final int lastOfSfcId) {
        final int last = Math.max(lastOfSfcId, lastVersions.getOrDefault(sfcId, 0));
        final var held = slots.getOrDefault(chain, Set.of());
        int from = last;
        for (int i = 0; i < FlowSlots.SLOTS; i++) {
            final int next = from == 0 ? 1 : FlowSlots.next(from);
            if (!held.contains(FlowSlots.slot(next))) {
                return from;
            }
            from = next;
        }
        return last;
    }
}
