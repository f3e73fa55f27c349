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
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.NfBind;
import org.openpath.southbound.render.ChainRules;
import org.openpath.southbound.render.ChainView;
import org.openpath.southbound.render.FlowRule;
import org.openpath.southbound.render.RuleMatch;
import org.openpath.statesync.StateRelocation.Relocation;

/**
 * Confirmation rounds on a chain written out by hand: a classifier on "in", a segment flow on transit "t" and the
 * firewall's service flow on "a", cookie version 2.
 */
class ConfirmationRoundTest {
    private static final long COOKIE = 0x4F50_0000_0007_0002L;
    private static final long OLD_COOKIE = 0x4F50_0000_0007_0001L;
    private static final FlowRule CLASSIFIER = flow("in", "c:classifier", RuleMatch.tag(10));
    private static final FlowRule SEGMENT = flow("t", "c:seg:in>a", RuleMatch.tag(10));
    private static final FlowRule SERVICE = flow("a", "c:fw", RuleMatch.service(7, 1));
    // an NF on "b" with no flow there: nothing to read on "b"
    private static final ChainRules RULES = new ChainRules("c", 7, COOKIE, List.of(CLASSIFIER, SEGMENT, SERVICE),
        List.of(), Map.of("b", List.of(new NfBind(2, 7, "nat", "nat"))), List.of(), List.of());

    private final SharedRouteFlows routes = new SharedRouteFlows();

    @Test
    void onlyTheSwitchesWithFlowsAPendingChainStillNeedsAreRead() {
        final var pending = chain();
        final var confirmed = chain();
        confirmed.state = RenderedChain.State.CONFIRMED;
        assertEquals(Set.of("in", "t", "a"), ConfirmationRound.nodesToRead(List.of(pending, confirmed), routes));
        assertEquals(Set.of("b"), pending.confirmedNodes, "no flow expected on b: confirmed at once");

        ConfirmationRound.observe(pending, Map.of("in", Map.of(COOKIE, 1)), routes);
        assertEquals(Set.of("t", "a"), ConfirmationRound.nodesToRead(List.of(pending), routes));
        assertEquals(Set.of(), ConfirmationRound.nodesToRead(List.of(confirmed), routes));
    }

    @Test
    void aChainIsConfirmedOnceEverySwitchShowsAllItsFlowsUnderItsCurrentCookie() {
        final var chain = chain();
        ConfirmationRound.nodesToRead(List.of(chain), routes);
        // the switches still show the rendering before: the old cookie counts for nothing
        final var old = Map.of("in", Map.of(OLD_COOKIE, 1), "t", Map.of(OLD_COOKIE, 1), "a", Map.of(OLD_COOKIE, 1));
        assertEquals(ConfirmationRound.Next.WAIT, ConfirmationRound.observe(chain, old, routes));
        assertEquals(List.of("in shows 0 of 1 flows", "t shows 0 of 1 flows", "a shows 0 of 1 flows"),
            sorted(ConfirmationRound.missing(chain, old)));

        final Map<String, Map<Long, Integer>> partly = Map.of("in", Map.of(COOKIE, 1), "t", Map.of(COOKIE, 1));
        assertEquals(ConfirmationRound.Next.WAIT, ConfirmationRound.observe(chain, partly, routes));
        assertEquals(List.of("a shows no flow statistics"), ConfirmationRound.missing(chain, partly));

        assertEquals(ConfirmationRound.Next.CONFIRMED, ConfirmationRound.observe(chain, Map.of("a",
            Map.of(COOKIE, 1)), routes));
    }

    @Test
    void aChainWaitsForItsNfMessagesToo() {
        final var chain = chain();
        chain.messagesInFlight = 1;
        assertEquals(ConfirmationRound.Next.WAIT, ConfirmationRound.observe(chain, allShown(), routes));
        chain.messagesInFlight = 0;
        assertEquals(ConfirmationRound.Next.CONFIRMED, ConfirmationRound.observe(chain, allShown(), routes));
    }

    @Test
    void aHeldBackClassifierSwitchesOverOnceTheRestIsConfirmedThenEverythingIsAwaited() {
        final var chain = chain();
        chain.holdBack(List.of(new RenderedChain.SwitchOverFlow(CLASSIFIER, InventoryRules.flow(CLASSIFIER,
            COOKIE))));
        // the classifier is not written yet: "in" shows none of this cookie
        final Map<String, Map<Long, Integer>> rest = Map.of("in", Map.of(OLD_COOKIE, 1), "t", Map.of(COOKIE, 1),
            "a", Map.of(COOKIE, 1));
        assertEquals(ConfirmationRound.Next.SWITCH_OVER, ConfirmationRound.observe(chain, rest, routes));

        chain.takeHeldBack();
        assertEquals(ConfirmationRound.Next.WAIT, ConfirmationRound.observe(chain, rest, routes),
            "now the classifier is awaited too");
        assertEquals(ConfirmationRound.Next.CONFIRMED, ConfirmationRound.observe(chain, allShown(), routes));
    }

    @Test
    void relocatedNfsStateGoesAlongBeforeTheSwitchOverAndItIsAwaited() {
        final var chain = chain();
        chain.holdBack(List.of(new RenderedChain.SwitchOverFlow(CLASSIFIER, InventoryRules.flow(CLASSIFIER,
            COOKIE))));
        chain.relocations = List.of(new Relocation("fw", 1, "firewall", "z", "a"));
        assertEquals(ConfirmationRound.Next.CARRY_STATE, ConfirmationRound.observe(chain, allShown(), routes));
        chain.carrying = RenderedChain.Carrying.UNDER_WAY;
        assertEquals(ConfirmationRound.Next.WAIT, ConfirmationRound.observe(chain, allShown(), routes));
        chain.carrying = RenderedChain.Carrying.DONE;
        assertEquals(ConfirmationRound.Next.SWITCH_OVER, ConfirmationRound.observe(chain, allShown(), routes));
    }

    private static RenderedChain chain() {
        return new RenderedChain(new ChainView("c", 7, FlowSpec.ANY, null, null, null, 2L, List.of(), List.of(),
            List.of(), List.of()), RULES, COOKIE, 0);
    }

    private static Map<String, Map<Long, Integer>> allShown() {
        return Map.of("in", Map.of(COOKIE, 1), "t", Map.of(COOKIE, 1), "a", Map.of(COOKIE, 1));
    }

    private static List<String> sorted(final List<String> missing) {
        return missing.stream().sorted((x, y) -> order(x) - order(y)).toList();
    }

    private static int order(final String line) {
        return List.of("in", "t", "a").indexOf(line.substring(0, line.indexOf(' ')));
    }

    private static FlowRule flow(final String node, final String id, final RuleMatch match) {
        return new FlowRule(node, id, 300, match, List.of());
    }
}
