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
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openpath.southbound.render.ChainRenderer;
import org.openpath.southbound.render.ChainRules;
import org.openpath.southbound.render.FlowRule;
import org.openpath.southbound.render.FlowSlots;
import org.openpath.southbound.render.RuleAction;
import org.openpath.southbound.render.RuleMatch;

class SharedRouteFlowsTest {
    private static final FlowRule T1_TO_B = route("t1", "b", 7, 3);
    private static final FlowRule T2_TO_B = route("t2", "b", 7, 1);

    // docs/rendering.md, Shared routes: flow id route:<route tag>:<node>; Rules: shared route flows have priority 300
    private static FlowRule route(final String node, final String destination, final int tag, final long port) {
        return new FlowRule(node, "route:" + tag + ":" + destination, 300, RuleMatch.tag(tag),
            List.of(new RuleAction.Output(port)));
    }

    private static ChainRules riding(final String chain, final FlowRule... routes) {
        return new ChainRules(chain, 1, ChainRenderer.cookie(1), List.of(), List.of(), Map.of(), List.of(),
            List.of(routes));
    }

    @Test
    void aRouteFlowIsWrittenOnceWhileAnyChainRidesOnItAndDeletedAfterTheLast() {
        final var flows = new SharedRouteFlows();
        final var first = flows.sync(List.of(riding("c", T1_TO_B, T2_TO_B)));
        assertEquals(List.of(T1_TO_B, T2_TO_B), first.written().stream().map(SharedRouteFlows.Installed::rule)
            .toList());
        // docs/rendering.md, Shared routes: cookie 0x4f52 · route tag (7) · version (1)
        assertEquals(0x4F52_0000_0007_0001L, first.written().getFirst().cookie());
        assertEquals(List.of(), first.deleted());

        // d rides on the same flows: nothing to write
        assertEquals(0, flows.sync(List.of(riding("c", T1_TO_B, T2_TO_B), riding("d", T2_TO_B))).size());
        // c goes: t1's flow is no one's any more, t2's stays for d
        final var after = flows.sync(List.of(riding("d", T2_TO_B)));
        assertEquals(List.of(), after.written());
        assertEquals(List.of(T1_TO_B), after.deleted());
        assertEquals(1, flows.size());
        assertEquals(List.of(T2_TO_B), flows.sync(List.of()).deleted());
        assertEquals(0, flows.size());
    }

    @Test
    void afterAStartARouteFlowGoesOnFromTheVersionTheInventoryHeld() {
        final var flows = new SharedRouteFlows();
        // the inventory held t1's flow at version 3 (the third slot's id) when the renderer started; t2's not at all
        flows.startFrom(Map.of(SharedRouteFlows.key("t1", T1_TO_B.id()), 3));
        final var written = flows.sync(List.of(riding("c", T1_TO_B, T2_TO_B))).written();
        assertEquals(0x4F52_0000_0007_0004L, written.get(0).cookie(), "version 4, not 1 again");
        assertEquals(T1_TO_B.id(), written.get(0).rule().id(),
            "under version 4's id (the renderer's): version 3's flow (~3) is not rewritten in place");
        assertEquals(0x4F52_0000_0007_0001L, written.get(1).cookie());
        assertEquals(T2_TO_B.id(), written.get(1).rule().id());
    }

    @Test
    void aChangedRouteFlowGetsANewCookieVersionAndIsConfirmedOnlyByIt() {
        final var flows = new SharedRouteFlows();
        final long before = flows.sync(List.of(riding("c", T1_TO_B))).written().getFirst().cookie();
        assertEquals(Set.of("t1"), flows.unconfirmedNodes(List.of(T1_TO_B)));
        flows.observe("t1", Map.of(before, 1));
        assertEquals(Set.of(), flows.unconfirmedNodes(List.of(T1_TO_B)));

        // the fabric changed: t1 now sends b's route out of port 4
        final var moved = route("t1", "b", 7, 4);
        final var changes = flows.sync(List.of(riding("c", moved)));
        final var written = changes.written().getFirst();
        final long after = written.cookie();
        assertNotEquals(before, after);
        // under version 2's id: OpenFlowPlugin adds it, replacing t1's entry in one step (FlowSlots)
        assertEquals(new FlowRule("t1", "route:7:b~2", 300, RuleMatch.tag(7), List.of(new RuleAction.Output(4))),
            written.rule());
        assertEquals(List.of(), changes.deleted(), "the earlier version stays until the new one is confirmed");
        assertEquals(List.of(written.rule(), T1_TO_B), flows.inConfig());
        flows.observe("t1", Map.of(before, 1));
        assertEquals(Set.of("t1"), flows.unconfirmedNodes(List.of(moved)), "the old flow does not confirm the new");
        assertFalse(flows.hasRetired());
        flows.observe("t1", Map.of(after, 1));
        assertEquals(Set.of(), flows.unconfirmedNodes(List.of(moved)));
        assertTrue(flows.hasRetired());
        final var retired = flows.sync(List.of(riding("c", moved)));
        assertEquals(List.of(T1_TO_B), retired.deleted(), "confirmed: the earlier version goes");
        assertEquals(List.of(), retired.written());
        assertEquals(List.of(written.rule()), flows.inConfig());

        // t1 reconnects: confirmed again only once its statistics show the flow back
        flows.unconfirm("t1");
        assertEquals(Set.of("t1"), flows.unconfirmedNodes(List.of(moved)));
        flows.observe("t2", Map.of(after, 1));
        assertEquals(Set.of("t1"), flows.unconfirmedNodes(List.of(moved)), "another switch's statistics do not count");

        // a third version is under the third slot's id
        final var third = flows.sync(List.of(riding("c", T1_TO_B))).written().getFirst();
        assertEquals(FlowSlots.of(T1_TO_B, 3), third.rule());
        assertEquals("route:7:b~3", third.rule().id());
        assertEquals(0x4F52_0000_0007_0003L, third.cookie());
    }

    @Test
    void aRouteFlowChangedTwiceBeforeItsConfirmationOverwritesNothing() {
        final var flows = new SharedRouteFlows();
        flows.sync(List.of(riding("c", T1_TO_B)));
        flows.sync(List.of(riding("c", route("t1", "b", 7, 4))));
        // version 3 is under its own id, neither version 1's nor version 2's, both still in the config inventory
        final var third = flows.sync(List.of(riding("c", route("t1", "b", 7, 5)))).written().getFirst();
        assertEquals("route:7:b~3", third.rule().id());
        flows.observe("t1", Map.of(third.cookie(), 1));
        final var retired = flows.sync(List.of(riding("c", route("t1", "b", 7, 5))));
        assertEquals(List.of(T1_TO_B, FlowSlots.of(route("t1", "b", 7, 4), 2)), retired.deleted(),
            "once version 3 is confirmed, versions 1 and 2 go");
        // and when no chain rides on it any more, the current version goes with whatever waits
        flows.sync(List.of(riding("c", T1_TO_B)));
        final var gone = flows.sync(List.of());
        assertEquals(Set.of(FlowSlots.of(T1_TO_B, 4), third.rule()), Set.copyOf(gone.deleted()));
        assertEquals(List.of(), flows.inConfig());
    }

    @Test
    void forgottenFlowsAreWrittenAgain() {
        final var flows = new SharedRouteFlows();
        flows.sync(List.of(riding("c", T1_TO_B)));
        flows.forget();
        assertEquals(List.of(T1_TO_B), flows.sync(List.of(riding("c", T1_TO_B))).written().stream()
            .map(SharedRouteFlows.Installed::rule).toList());
        assertEquals(List.of(T1_TO_B), flows.inConfig(), "written again under the same id: nothing else to delete");
    }

    /**
     * Make-before-break: a chain re-rendered towards another destination still has packets on its old path until its
     * earlier rendering is retired, and they ride on the old destination's route.
     */
    @Test
    void aRouteAnEarlierRenderingRidesOnStaysUntilItIsRetired() {
        final var flows = new SharedRouteFlows();
        final var t2ToA = route("t2", "a", 8, 2);
        flows.sync(List.of(riding("c", T1_TO_B, T2_TO_B)));
        // c now goes to a; its rendering towards b is not retired yet
        final var switching = flows.sync(List.of(riding("c", t2ToA)), List.of(T1_TO_B, T2_TO_B));
        assertEquals(List.of(t2ToA), switching.written().stream().map(SharedRouteFlows.Installed::rule).toList());
        assertEquals(List.of(), switching.deleted(), "the old path keeps its route");
        // a held route with the id of a current one: the current one is what is installed
        final var moved = route("t1", "b", 7, 4);
        final var rewritten = flows.sync(List.of(riding("c", t2ToA), riding("d", moved)), List.of(T1_TO_B, T2_TO_B));
        assertEquals(List.of(FlowSlots.of(moved, 2)), rewritten.written().stream()
            .map(SharedRouteFlows.Installed::rule).toList(), "the changed flow under its second version's id");
        // retired: b's route goes where no chain rides on it
        final var retired = flows.sync(List.of(riding("c", t2ToA), riding("d", moved)));
        assertEquals(List.of(T2_TO_B), retired.deleted());
        assertEquals(List.of(), retired.written());
    }
}
