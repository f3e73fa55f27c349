/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openpath.openflow.ControllerMessage;
import org.openpath.openflow.NfBind;
import org.openpath.openflow.NfUnbind;

/**
 * Make-before-break: which flows of a re-rendering switch the traffic over (written last, {@link SwitchOver}), and
 * what a chain's earlier renderings leave on the switches until the next one is confirmed ({@link Retirement}). The
 * scenario is a working sub-SFC on node a whose chain moves to node b (a node taken out of service), written out by
 * hand: the classifier on the ingress keeps its id, a's service flow and fast-failover group are a's only.
 */
class MakeBeforeBreakTest {
    private static final long SFC = 7;
    private static final NfBind FW = new NfBind(1, SFC, "firewall", "fw");
    private static final NfBind NAT = new NfBind(2, SFC, "nat", "nat");
    private static final FlowRule CLASSIFIER_TO_A = flow("in", "c:classifier", 200, RuleMatch.tag(10));
    private static final FlowRule CLASSIFIER_TO_B = flow("in", "c:classifier", 200, RuleMatch.tag(11));
    private static final FlowRule SERVICE_A = flow("a", "c:fw", 400, RuleMatch.service(SFC, 1));
    private static final FlowRule SERVICE_B = flow("b", "c:fw", 400, RuleMatch.service(SFC, 1));
    private static final FlowRule SEGMENT_A = flow("t", "c:seg:in>a", 300, RuleMatch.tag(10));
    private static final FlowRule SEGMENT_B = flow("t", "c:seg:in>b", 300, RuleMatch.tag(11));
    private static final GroupRule FAILOVER_A = new GroupRule("t", 0x4F50_0007L, List.of(
        new GroupRule.Bucket(2, List.of()), new GroupRule.Bucket(3, List.of())));
    private static final ChainRules ON_A = rules(List.of(CLASSIFIER_TO_A, SEGMENT_A, SERVICE_A), List.of(FAILOVER_A),
        Map.of("a", List.of(FW, NAT)));
    private static final ChainRules ON_B = rules(List.of(CLASSIFIER_TO_B, SEGMENT_B, SERVICE_B), List.of(),
        Map.of("b", List.of(FW, NAT)));

    private static FlowRule flow(final String node, final String id, final int priority, final RuleMatch match) {
        return new FlowRule(node, id, priority, match, List.of());
    }

    private static ChainRules rules(final List<FlowRule> flows, final List<GroupRule> groups,
            final Map<String, List<ControllerMessage>> messages) {
        return new ChainRules("c", SFC, 0x4F50_0000_0007_0001L, flows, groups, messages, List.of(), List.of());
    }

    @Test
    void aNewChainRetiresNothing() {
        assertTrue(Retirement.between(null, Retirement.NONE, ON_A).isEmpty());
    }

    @Test
    void theOldPathStaysUntilTheNewOneIsConfirmed() {
        final var retirement = Retirement.between(ON_A, Retirement.NONE, ON_B);
        // the classifier keeps its id: it is rewritten in place, not retired
        assertEquals(List.of(SEGMENT_A, SERVICE_A), retirement.flows());
        assertEquals(List.of(FAILOVER_A), retirement.groups());
        assertEquals(Map.of("a", List.of(new NfUnbind(1, SFC), new NfUnbind(2, SFC))), retirement.unbinds());
        assertEquals(Map.of(), retirement.rebound(ON_B));
    }

    @Test
    void theSameRenderingRetiresNothing() {
        assertTrue(Retirement.between(ON_A, Retirement.NONE, ON_A).isEmpty());
    }

    @Test
    void aRenderingSupersededBeforeItsConfirmationHandsItsRetirementOn() {
        final var pending = Retirement.between(ON_A, Retirement.NONE, ON_B);
        // a third rendering puts the chain on c before b was confirmed: a's leftovers and b's rules both wait
        final var serviceC = flow("c", "c:fw", 400, RuleMatch.service(SFC, 1));
        final var onC = rules(List.of(CLASSIFIER_TO_A, serviceC), List.of(), Map.of("c", List.of(FW, NAT)));
        final var retirement = Retirement.between(ON_B, pending, onC);
        assertEquals(List.of(SEGMENT_B, SERVICE_B, SEGMENT_A, SERVICE_A), retirement.flows());
        assertEquals(List.of(FAILOVER_A), retirement.groups());
        assertEquals(Map.of("b", List.of(new NfUnbind(1, SFC), new NfUnbind(2, SFC)),
            "a", List.of(new NfUnbind(1, SFC), new NfUnbind(2, SFC))), retirement.unbinds());
    }

    @Test
    void anNfBackOnANodeBeforeItsUnbindWentIsUnboundFirstAndNotLater() {
        final var pending = Retirement.between(ON_A, Retirement.NONE, ON_B);
        // back on a (the node enabled again) before the move to b was confirmed: a still has both NFs bound
        final var backOnA = rules(List.of(CLASSIFIER_TO_A, SEGMENT_A, SERVICE_A), List.of(FAILOVER_A),
            Map.of("a", List.of(FW)));
        assertEquals(Map.of("a", List.of(new NfUnbind(1, SFC))), pending.rebound(backOnA),
            "a's NF_BIND of fw finds fw bound: the unbind goes first");
        final var retirement = Retirement.between(ON_B, pending, backOnA);
        assertEquals(List.of(SEGMENT_B, SERVICE_B), retirement.flows(), "a's flows are a's again");
        assertEquals(List.of(), retirement.groups());
        assertEquals(Map.of("b", List.of(new NfUnbind(1, SFC), new NfUnbind(2, SFC)),
            "a", List.of(new NfUnbind(2, SFC))), retirement.unbinds(), "nat left a for good; fw did not");
    }

    /**
     * The forwarding rules manager can take a group id it saw removed from a switch for one still there and send a
     * flow using it before the group: a chain's groups are added once and stay, unused, until the chain goes.
     */
    @Test
    void theGroupsOfAnEarlierRenderingStayUntilTheChainGoes() {
        final var pending = Retirement.between(ON_A, Retirement.NONE, ON_B);
        assertTrue(pending.dueAtConfirmation());
        final var kept = pending.confirmed();
        assertEquals(List.of(), kept.flows());
        assertEquals(Map.of(), kept.unbinds());
        assertEquals(List.of(FAILOVER_A), kept.groups(), "a's group stays on t");
        assertFalse(kept.dueAtConfirmation(), "nothing left to retire at the next confirmation");
        // a further rendering without it hands it on; one that uses it again takes it back
        final var serviceC = flow("c", "c:fw", 400, RuleMatch.service(SFC, 1));
        final var onC = rules(List.of(CLASSIFIER_TO_A, serviceC), List.of(), Map.of("c", List.of(FW, NAT)));
        assertEquals(List.of(FAILOVER_A), Retirement.between(ON_B, kept, onC).groups());
        assertEquals(List.of(), Retirement.between(ON_B, kept, ON_A).groups());
        assertEquals(Retirement.NONE, Retirement.between(ON_A, Retirement.NONE, ON_A).confirmed());
    }

    @Test
    void theClassifierSwitchesTheTrafficOverOnceTheNewPathIsThere() {
        // the classifier keeps its id and is rewritten; b's segment and service flows are new: nothing meets them
        // until the classifier sends packets their way
        assertEquals(Set.of("in c:classifier"), SwitchOver.flows(ON_A, Retirement.NONE, ON_B));
    }

    @Test
    void aNewChainHasNothingToSwitchOver() {
        assertEquals(Set.of(), SwitchOver.flows(null, Retirement.NONE, ON_A));
    }

    @Test
    void aFlowWithTheMatchOfOneOnTheSwitchTakesItsPlaceAndSwitchesOverToo() {
        // another id, but the match and priority of a's segment on t: adding it replaces that flow on the switch
        final var sameTag = flow("t", "c:seg:in>b", 300, RuleMatch.tag(10));
        final var after = rules(List.of(CLASSIFIER_TO_A, sameTag, SERVICE_B), List.of(), Map.of("b", List.of(FW)));
        assertEquals(Set.of("in c:classifier", "t c:seg:in>b"), SwitchOver.flows(ON_A, Retirement.NONE, after));
        // the same holds for a flow an earlier rendering still has on the switch, waiting to be retired (a's
        // segment, after a move to b that is not confirmed yet)
        final var pending = Retirement.between(ON_A, Retirement.NONE, ON_B);
        final var onC = rules(List.of(CLASSIFIER_TO_A, flow("t", "c:seg:in>c", 300, RuleMatch.tag(10)),
            flow("c", "c:fw", 400, RuleMatch.service(SFC, 1))), List.of(), Map.of("c", List.of(FW)));
        assertEquals(Set.of("in c:classifier", "t c:seg:in>c"), SwitchOver.flows(ON_B, pending, onC));
    }
}
