/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.FlowCapableNodeBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.FlowId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.TableBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.Flow;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.FlowBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.types.rev131026.FlowCookie;
import org.opendaylight.yang.gen.v1.urn.opendaylight.group.types.rev131018.GroupId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.group.types.rev131018.groups.Group;
import org.opendaylight.yang.gen.v1.urn.opendaylight.group.types.rev131018.groups.GroupBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.NodeId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.NodesBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.NodeBuilder;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.opendaylight.yangtools.yang.common.Uint8;
import org.openpath.southbound.render.ChainRules;
import org.openpath.southbound.render.FlowRule;
import org.openpath.southbound.render.GroupRule;
import org.openpath.southbound.render.RuleAction;
import org.openpath.southbound.render.RuleMatch;

class StaleRulesTest {
    // docs/rendering.md: a chain's cookie is 0x4f50 (top 16 bits) · SFC-ID (32 bits) · version (16 bits); a shared
    // route flow's 0x4f52 · route tag · version. Here SFC-ID 7, version 1.
    private static final long COOKIE = 0x4F50_0000_0007_0001L;
    private static final FlowRule KEPT = new FlowRule("openflow:1", "c:tag-1", 300, RuleMatch.tag(1),
        List.of(new RuleAction.Output(2)));
    private static final GroupRule KEPT_GROUP = new GroupRule("openflow:1", 7L << 8 | 1, List.of(
        new GroupRule.Bucket(2, List.of(new RuleAction.Output(2)))));

    @Test
    void onlyOpenPathRulesNoChainOwnsAreStale() {
        final var gone = InventoryRules.flow(new FlowRule("openflow:1", "gone:svc-1", 400, RuleMatch.tag(9),
            List.of(new RuleAction.Output(1))), 0x4F50_0000_0009_0003L);
        final var moved = InventoryRules.flow(new FlowRule("openflow:2", "c:tag-1", 300, RuleMatch.tag(1),
            List.of(new RuleAction.Output(1))), COOKIE);
        final var foreign = new FlowBuilder().setId(new FlowId("l2switch-1")).setTableId(Uint8.ZERO)
            .setCookie(new FlowCookie(Uint64.valueOf(0x2b00_0000_0000_0001L))).build();
        final var foreignGroup = new GroupBuilder().setGroupId(new GroupId(Uint32.valueOf(5))).setGroupName("lb")
            .build();
        final var goneGroup = InventoryRules.group(new GroupRule("openflow:1", 9L << 8 | 1, KEPT_GROUP.buckets()));
        final var nodes = new NodesBuilder().setNode(BindingMap.of(
            node("openflow:1", List.of(InventoryRules.flow(KEPT, COOKIE), gone, foreign),
                List.of(InventoryRules.group(KEPT_GROUP), goneGroup, foreignGroup)),
            node("openflow:2", List.of(moved), List.of()))).build();
        final var owners = List.of(new ChainRules("c", 7, COOKIE, List.of(KEPT), List.of(KEPT_GROUP), Map.of(),
            List.of(), List.of()));

        assertEquals(Set.of(InventoryRules.flowPath("openflow:1", "gone:svc-1"),
            InventoryRules.groupPath("openflow:1", 9L << 8 | 1), InventoryRules.flowPath("openflow:2", "c:tag-1")),
            Set.copyOf(StaleRules.find(nodes, owners)));
    }

    @Test
    void sharedRouteFlowsAreStaleOnlyWhenNoChainRidesOnThem() {
        final var used = new FlowRule("openflow:2", "route:40:openflow:3", 300, RuleMatch.tag(40),
            List.of(new RuleAction.PopVlan(), new RuleAction.Output(2)));
        final var unused = new FlowRule("openflow:2", "route:41:openflow:9", 300,
            RuleMatch.tag(41), List.of(new RuleAction.Output(1)));
        final var nodes = new NodesBuilder().setNode(BindingMap.of(node("openflow:2", List.of(
            InventoryRules.flow(used, 0x4F52_0000_0028_0001L),
            InventoryRules.flow(unused, 0x4F52_0000_0029_0002L)), List.of()))).build();
        final var owners = List.of(new ChainRules("c", 7, COOKIE, List.of(), List.of(), Map.of(), List.of(),
            List.of(used)));
        assertEquals(List.of(InventoryRules.flowPath("openflow:2", "route:41:openflow:9")),
            StaleRules.find(nodes, owners));
    }

    @Test
    void emptyInventoryHasNothingStale() {
        assertEquals(List.of(), StaleRules.find(null, List.of()));
    }

    private static org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.Node node(final String id,
            final List<Flow> flows, final List<Group> groups) {
        return new NodeBuilder().setId(new NodeId(id)).addAugmentation(new FlowCapableNodeBuilder()
            .setTable(BindingMap.of(new TableBuilder().setId(Uint8.ZERO).setFlow(BindingMap.of(flows)).build()))
            .setGroup(BindingMap.of(groups)).build()).build();
    }
}
