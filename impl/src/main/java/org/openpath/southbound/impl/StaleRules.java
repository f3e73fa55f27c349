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
import java.util.HashSet;
import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.FlowCapableNode;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.Nodes;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.openpath.southbound.render.ChainRenderer;
import org.openpath.southbound.render.ChainRules;

/**
 * Finds OpenPATH rules in the config inventory that no rendered chain owns or uses: flows with an OpenPATH chain or
 * shared-route cookie and groups
 * named {@code openpath-*} whose node and id belong to none of the given renderings (e.g. after a controller
 * restart, the rules of a chain deleted meanwhile or of a placement that changed). Other applications' flows and
 * groups are never touched.
 */
final class StaleRules {
    private static final long MARK_MASK = 0xFFFFL << 48;

    private StaleRules() {
        // Static only
    }

    /**
     * Returns the config inventory paths of the stale rules.
     *
     * @param nodes the config inventory, or {@code null} if it is empty
     * @param owners every chain's current rules
     * @return the flows and groups to delete
     */
    static List<DataObjectIdentifier<?>> find(final @Nullable Nodes nodes, final Collection<ChainRules> owners) {
        final var owned = new HashSet<String>();
        for (var rules : owners) {
            rules.flows().forEach(flow -> owned.add(flow.node() + " " + flow.id()));
            rules.routes().forEach(flow -> owned.add(flow.node() + " " + flow.id()));
            rules.groups().forEach(group -> owned.add(group.node() + " group " + group.groupId()));
        }
        final var stale = new ArrayList<DataObjectIdentifier<?>>();
        if (nodes == null) {
            return stale;
        }
        for (var entry : InventoryRules.table0Flows(nodes)) {
            final var cookie = entry.flow().getCookie();
            final var flowId = entry.flow().requireId().getValue();
            if (cookie != null && isOpenPath(cookie.getValue().longValue())
                    && !owned.contains(entry.node() + " " + flowId)) {
                stale.add(InventoryRules.flowPath(entry.node(), flowId));
            }
        }
        for (var node : nodes.nonnullNode().values()) {
            final var id = node.requireId().getValue();
            final var flowNode = node.augmentation(FlowCapableNode.class);
            if (flowNode == null) {
                continue;
            }
            for (var group : flowNode.nonnullGroup().values()) {
                final var name = group.getGroupName();
                final long groupId = group.requireGroupId().getValue().toJava();
                if (name != null && name.startsWith("openpath-") && !owned.contains(id + " group " + groupId)) {
                    stale.add(InventoryRules.groupPath(id, groupId));
                }
            }
        }
        return stale;
    }

    private static boolean isOpenPath(final long cookie) {
        final long mark = cookie & MARK_MASK;
        return mark == ChainRenderer.COOKIE_MARK || mark == ChainRenderer.ROUTE_COOKIE_MARK;
    }
}
