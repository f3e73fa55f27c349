/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openpath.openflow.ControllerMessage;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.NfBind;
import org.openpath.openflow.NfUnbind;
import org.openpath.southbound.render.ChainRules;
import org.openpath.southbound.render.ChainView;
import org.openpath.southbound.render.FlowRule;
import org.openpath.southbound.render.GroupRule;
import org.openpath.southbound.render.Retirement;
import org.openpath.southbound.render.RuleMatch;
import org.openpath.southbound.render.Segment;

/**
 * The render pass's diff, on a chain written out by hand: a firewall on node a reached from ingress "in" across
 * transit "t", which moves to node b.
 */
class RenderingDiffTest {
    private static final long SFC = 7;
    private static final NfBind FW = new NfBind(1, SFC, "firewall", "fw");
    private static final FlowRule CLASSIFIER_TO_A = flow("in", "c:classifier", 200, RuleMatch.tag(10));
    private static final FlowRule CLASSIFIER_TO_B = flow("in", "c:classifier", 200, RuleMatch.tag(11));
    private static final FlowRule SEGMENT_A = flow("t", "c:seg:in>a", 300, RuleMatch.tag(10));
    private static final FlowRule SEGMENT_B = flow("t", "c:seg:in>b", 300, RuleMatch.tag(11));
    private static final FlowRule SERVICE_A = flow("a", "c:fw", 400, RuleMatch.service(SFC, 1));
    private static final FlowRule SERVICE_B = flow("b", "c:fw", 400, RuleMatch.service(SFC, 1));
    private static final GroupRule FAILOVER = new GroupRule("t", 7L << 8 | 1, List.of(
        new GroupRule.Bucket(2, List.of()), new GroupRule.Bucket(3, List.of())));
    private static final GroupRule FAILOVER_CHANGED = new GroupRule("t", 7L << 8 | 1, List.of(
        new GroupRule.Bucket(3, List.of()), new GroupRule.Bucket(2, List.of())));
    private static final Segment IN_TO_A = new Segment(10, "in", "a", "fw", false, List.of("in", "t", "a"), 0);
    private static final ChainRules ON_A = rules(List.of(CLASSIFIER_TO_A, SEGMENT_A, SERVICE_A), List.of(FAILOVER),
        Map.of("a", List.of(FW)), List.of(IN_TO_A));
    private static final ChainRules ON_B = rules(List.of(CLASSIFIER_TO_B, SEGMENT_B, SERVICE_B), List.of(FAILOVER),
        Map.of("b", List.of(FW)), List.of());

    @Test
    void aNewChainWritesEverythingAtOnce() {
        assertEquals(new RenderingDiff.Plan(List.of(0), List.of(0, 1, 2), List.of()),
            RenderingDiff.plan(null, Retirement.NONE, ON_A, false));
    }

    @Test
    void aMovedChainHoldsItsClassifierBackWhileTheOldPathCarriesPackets() {
        // the classifier keeps its id: it switches the traffic; the failover group is unchanged: not written again
        assertEquals(new RenderingDiff.Plan(List.of(), List.of(1, 2), List.of(0)),
            RenderingDiff.plan(ON_A, Retirement.NONE, ON_B, true));
    }

    @Test
    void aBrokenOldPathGetsEverythingAtOnce() {
        assertEquals(new RenderingDiff.Plan(List.of(), List.of(0, 1, 2), List.of()),
            RenderingDiff.plan(ON_A, Retirement.NONE, ON_B, false));
    }

    @Test
    void aRenderingWhoseEveryFlowSwitchesOverHasNothingToPrepareAndGoesInOneStep() {
        final var onlyClassifier = rules(List.of(CLASSIFIER_TO_B), List.of(FAILOVER_CHANGED), Map.of(), List.of());
        assertEquals(new RenderingDiff.Plan(List.of(0), List.of(0), List.of()),
            RenderingDiff.plan(ON_A, Retirement.NONE, onlyClassifier, true));
    }

    @Test
    void thePathIsUpWhileEverySwitchIsConnectedAndEveryLinkItCrossedIsDiscovered() {
        final var discovered = RenderingDiff.discoveredLinks(List.of());
        assertEquals(Set.of(), discovered);
        final var crossed = RenderingDiff.linksOf(ON_A, Set.of("in t", "t in", "t a", "a t", "x y"));
        assertEquals(Set.of("in t", "t a"), crossed);
        assertTrue(RenderingDiff.pathUp(ON_A, crossed, Set.of("in", "t", "a"), Set.of("in t", "t a", "a t")));
        assertFalse(RenderingDiff.pathUp(ON_A, crossed, Set.of("in", "a"), Set.of("in t", "t a")),
            "transit t disconnected");
        assertFalse(RenderingDiff.pathUp(ON_A, crossed, Set.of("in", "t", "a"), Set.of("in t")),
            "the link t-a is gone");
    }

    /**
     * A rendering with fast-failover groups keeps its packets flowing over the detour when its path breaks: the one
     * that replaces it after the failure goes in two steps as well, its classifier last, so the traffic does not meet
     * switches the new path's flows have not reached yet.
     */
    @Test
    void aProtectedRenderingStillCarriesPacketsWhenItsPathIsBroken() {
        assertTrue(RenderingDiff.protectedAround(ON_A), "a's path has a fast-failover group on t");
        assertFalse(RenderingDiff.protectedAround(rules(ON_B.flows(), List.of(), ON_B.nfMessages(), List.of())));
        final var plan = RenderingDiff.plan(ON_A, Retirement.NONE, ON_B, RenderingDiff.protectedAround(ON_A));
        assertEquals(RenderingDiff.plan(ON_A, Retirement.NONE, ON_B, true), plan);
        assertFalse(plan.heldBack().isEmpty(), "the classifier waits for the new path");
    }

    @Test
    void aChainThatGoesDeletesItsRulesAndWhatItsEarlierRenderingsStillHad() {
        final var chain = new RenderedChain(view(), ON_B, ON_B.cookie(), 0);
        chain.retirement = Retirement.between(ON_A, Retirement.NONE, ON_B);
        final var removals = RenderingDiff.removals(chain);
        assertEquals(Set.of(
            InventoryRules.flowPath("in", "c:classifier"), InventoryRules.flowPath("t", "c:seg:in>a"),
            InventoryRules.flowPath("a", "c:fw"), InventoryRules.flowPath("t", "c:seg:in>b"),
            InventoryRules.flowPath("b", "c:fw"), InventoryRules.groupPath("t", 7L << 8 | 1)), Set.copyOf(removals));
        // and both nodes' firewalls are unbound
        final var unbinds = RenderingDiff.unbindEverything(chain);
        assertEquals(Set.of("a", "b"), unbinds.keySet());
        assertTrue(unbinds.get("a").getFirst().contains(new NfUnbind(1, SFC)));
        assertTrue(unbinds.get("b").getFirst().contains(new NfUnbind(1, SFC)));
    }

    @Test
    void unbindsGoFirstInTheFirstPhaseOnceEach() {
        final var unbind = new NfUnbind(1, SFC);
        final var other = new NfUnbind(2, SFC);
        final Map<String, List<List<ControllerMessage>>> phases = Map.of("a", List.of(List.of(other, unbind),
            List.of(FW), List.of()));
        final var merged = RenderingDiff.unbindFirst(Map.of("a", List.of(unbind), "b", List.of(other)), phases);
        assertEquals(List.of(List.of(unbind, other), List.of(FW), List.of()), merged.get("a"));
        assertEquals(List.of(List.of(other), List.of(), List.of()), merged.get("b"), "a switch without phases");
        assertEquals(phases, RenderingDiff.unbindFirst(Map.of(), phases), "nothing to unbind: unchanged");
    }

    private static ChainView view() {
        return new ChainView("c", SFC, FlowSpec.ANY, null, null, null, 2L, List.of(), List.of(), List.of(),
            List.of());
    }

    private static FlowRule flow(final String node, final String id, final int priority, final RuleMatch match) {
        return new FlowRule(node, id, priority, match, List.of());
    }

    private static ChainRules rules(final List<FlowRule> flows, final List<GroupRule> groups,
            final Map<String, List<ControllerMessage>> messages, final List<Segment> segments) {
        return new ChainRules("c", SFC, 0x4F50_0000_0007_0001L, flows, groups, messages, segments, List.of());
    }
}
