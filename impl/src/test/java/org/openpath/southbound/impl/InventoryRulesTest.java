/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.GroupActionCase;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.OutputActionCase;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.PopVlanActionCase;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.SetFieldCase;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.list.Action;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.Flow;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.types.rev131026.instruction.instruction.ApplyActionsCase;
import org.opendaylight.yang.gen.v1.urn.opendaylight.group.types.rev131018.GroupTypes;
import org.openpath.southbound.render.FlowRule;
import org.openpath.southbound.render.GroupRule;
import org.openpath.southbound.render.RuleAction;
import org.openpath.southbound.render.RuleMatch;

class InventoryRulesTest {
    // docs/rendering.md: cookie 0x4f50 (top 16 bits) · SFC-ID 7 · version 3
    private static final long COOKIE = 0x4F50_0000_0007_0003L;

    @Test
    void flowCarriesTheChainCookieAndSelectsOnTheWholeOfIt() {
        final var flow = InventoryRules.flow(new FlowRule("openflow:5", "c:tag-9", 300, RuleMatch.tag(9),
            List.of(new RuleAction.PopVlan(), new RuleAction.Output(2))), COOKIE);
        assertEquals("c:tag-9", flow.requireId().getValue());
        // docs/rendering.md, "Rules (all in table 0, ...)"
        assertEquals(0, flow.requireTableId().intValue());
        assertEquals(300, flow.requirePriority().intValue());
        assertEquals(COOKIE, flow.requireCookie().getValue().longValue());
        // a removal or replacement by the forwarding rules manager then takes only this chain's, this version's flow
        assertEquals(-1L, flow.requireCookieMask().getValue().longValue());
        assertEquals(9, flow.getMatch().getVlanMatch().getVlanId().getVlanId().getValue().intValue());
        final var actions = actions(flow);
        assertInstanceOf(PopVlanActionCase.class, actions.get(0).getAction());
        assertEquals("openflow:5:2", ((OutputActionCase) actions.get(1).getAction()).getOutputAction()
            .requireOutputNodeConnector().getValue());
    }

    @Test
    void outputOnTheReservedInPortNamesItsNumber() {
        final var flow = InventoryRules.flow(new FlowRule("openflow:5", "c:tag-1", 300, RuleMatch.tag(1),
            List.of(new RuleAction.Output(0xFFFF_FFF8L))), COOKIE);
        // OpenFlowPlugin turns the port number 0xfffffff8 into OFPP_IN_PORT
        assertEquals("openflow:5:4294967288", ((OutputActionCase) actions(flow).get(0).getAction())
            .getOutputAction().requireOutputNodeConnector().getValue());
    }

    @Test
    void fastFailoverGroupWatchesEachBucketsPort() {
        final var group = InventoryRules.group(new GroupRule("openflow:5", 7L << 8 | 1, List.of(
            new GroupRule.Bucket(1, List.of(new RuleAction.Output(1))),
            new GroupRule.Bucket(2, List.of(new RuleAction.SetVlan(12), new RuleAction.Output(2))))));
        assertEquals(GroupTypes.GroupFf, group.getGroupType());
        assertEquals("openpath-1793", group.getGroupName());
        final var buckets = List.copyOf(group.getBuckets().nonnullBucket().values());
        assertEquals(List.of(1L, 2L), buckets.stream().map(bucket -> bucket.requireWatchPort().longValue()).toList());
        final var detour = List.copyOf(buckets.get(1).nonnullAction().values());
        assertEquals(12, ((SetFieldCase) detour.get(0).getAction()).getSetField().getVlanMatch().getVlanId()
            .getVlanId().getValue().intValue());
        assertEquals("openflow:5:2", ((OutputActionCase) detour.get(1).getAction()).getOutputAction()
            .requireOutputNodeConnector().getValue());
    }

    @Test
    void flowThatUsesAGroupNamesIt() {
        final var flow = InventoryRules.flow(new FlowRule("openflow:5", "c:tag-2", 300, RuleMatch.tag(2),
            List.of(new RuleAction.Group(1793))), COOKIE);
        assertEquals(1793L, ((GroupActionCase) actions(flow).get(0).getAction()).getGroupAction().requireGroupId()
            .longValue());
    }

    private static List<Action> actions(final Flow flow) {
        final var instruction = flow.getInstructions().nonnullInstruction().values().iterator().next();
        return List.copyOf(((ApplyActionsCase) instruction.getInstruction()).getApplyActions().nonnullAction()
            .values());
    }
}
