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
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The flow ids of a rendering's versions: consecutive versions never share one, across the wrap too.
 */
class FlowSlotsTest {
    private static final FlowRule CLASSIFIER = new FlowRule("in", "c:classifier", 200, RuleMatch.tag(10), List.of());
    private static final FlowRule ROUTE = new FlowRule("t", "route-b-12", 300, RuleMatch.tag(12), List.of());
    private static final ChainRules RULES = new ChainRules("c", 7, 0x4F50_0000_0007_0000L, List.of(CLASSIFIER),
        List.of(), Map.of(), List.of(), List.of(ROUTE));

    @Test
    void theFirstSlotKeepsTheRenderersIdsTheOthersTakeTheirOwn() {
        assertSame(RULES, FlowSlots.of(RULES, 1));
        assertSame(RULES, FlowSlots.of(RULES, 4));
        final var second = FlowSlots.of(RULES, 2);
        assertEquals(List.of(new FlowRule("in", "c:classifier~2", 200, RuleMatch.tag(10), List.of())),
            second.flows());
        assertEquals(RULES.routes(), second.routes(), "the shared route flows are not the chain's: their ids stay");
        assertEquals(RULES.cookie(), second.cookie());
        assertEquals("c:classifier~3", FlowSlots.of(RULES, 3).flows().getFirst().id());
        for (int version : new int[] {1, 2, 3, 5, FlowSlots.LAST_VERSION}) {
            final var id = FlowSlots.of(CLASSIFIER, version).id();
            assertEquals(FlowSlots.slot(version), FlowSlots.slotOf(id), id);
            assertEquals(CLASSIFIER.id(), FlowSlots.baseId(id), id);
        }
    }

    @Test
    void threeVersionsInARowNeverShareAFlowIdAcrossTheWrapEither() {
        for (int version = 1; version <= FlowSlots.LAST_VERSION; version++) {
            final int next = FlowSlots.next(version);
            final int after = FlowSlots.next(next);
            final var ids = Set.of(FlowSlots.of(RULES, version).flows().getFirst().id(),
                FlowSlots.of(RULES, next).flows().getFirst().id(), FlowSlots.of(RULES, after).flows().getFirst().id());
            final int first = version;
            assertEquals(3, ids.size(), () -> "versions " + first + ", " + next + " and " + after + ": " + ids);
        }
        assertEquals(1, FlowSlots.next(FlowSlots.LAST_VERSION));
    }

    @Test
    void aChangedRenderingSkipsTheSlotsOfFlowsStillToBeRetired() {
        // version 5 (slot 1) is current: the next free slot is 2 (version 6) unless its flows still wait
        assertEquals(6, FlowSlots.nextFree(5, Set.of()));
        assertEquals(7, FlowSlots.nextFree(5, Set.of(2)), "slot 2 is held: version 7, slot 0");
        // the current version's own slot never comes back: with the two others held, the next version anyway
        assertEquals(6, FlowSlots.nextFree(5, Set.of(0, 2)));
        assertEquals(1, FlowSlots.nextFree(FlowSlots.LAST_VERSION, Set.of()));
        assertEquals(2, FlowSlots.nextFree(FlowSlots.LAST_VERSION, Set.of(0)), "across the wrap");
    }

    /**
     * A version's fast-failover groups are its own too: writing them leaves the groups the live flows use as they are.
     */
    @Test
    void theGroupsAndTheFlowsThatUseThemTakeTheSlot() {
        final var group = new GroupRule("t", 7L << 8 | 1, List.of(new GroupRule.Bucket(2,
            List.of(new RuleAction.Output(2)))));
        final var segment = new FlowRule("t", "c:tag-10", 300, RuleMatch.tag(10),
            List.of(new RuleAction.PopVlan(), new RuleAction.Group(7L << 8 | 1)));
        final var rules = new ChainRules("c", 7, 0x4F50_0000_0007_0000L, List.of(segment), List.of(group), Map.of(),
            List.of(), List.of());
        assertSame(rules, FlowSlots.of(rules, 4), "slot 0: the renderer's ids");
        final var second = FlowSlots.of(rules, 2);
        assertEquals(List.of(new GroupRule("t", 7L << 8 | 0x41, group.buckets())), second.groups());
        assertEquals(List.of(new RuleAction.PopVlan(), new RuleAction.Group(7L << 8 | 0x41)),
            second.flows().getFirst().actions());
        assertEquals(7L << 8 | 0x81, FlowSlots.of(rules, 3).groups().getFirst().groupId());
        assertEquals(7L << 8 | 0x81, FlowSlots.groupId(7L << 8 | 1, 0xFFFC));
        final var notOurs = assertThrows(IllegalArgumentException.class, () -> FlowSlots.groupId(0x41, 2));
        assertEquals("group id 65 has bits 6 or 7 set: not one of the renderer's", notOurs.getMessage());
    }

    @Test
    void aSlotIsFreeUnlessBothOthersHoldFlowsToBeRetired() {
        // version 5 is in slot 1
        assertTrue(FlowSlots.anyFree(5, Set.of()));
        assertTrue(FlowSlots.anyFree(5, Set.of(0)));
        assertTrue(FlowSlots.anyFree(5, Set.of(2)));
        assertFalse(FlowSlots.anyFree(5, Set.of(0, 2)), "the next version would rewrite flows still in place");
        assertFalse(FlowSlots.anyFree(1, Set.of(1, 2)));
        assertTrue(FlowSlots.anyFree(1, Set.of(0, 1)), "its own slot is no other's");
    }

    @Test
    void aVersionOutOfRangeIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> FlowSlots.next(0));
        assertThrows(IllegalArgumentException.class, () -> FlowSlots.of(RULES, 0xFFFF));
    }
}
