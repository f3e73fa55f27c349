/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
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
    void oddVersionsKeepTheRenderersIdsEvenOnesTakeTheirOwn() {
        assertSame(RULES, FlowSlots.of(RULES, 1));
        final var even = FlowSlots.of(RULES, 2);
        assertEquals(List.of(new FlowRule("in", "c:classifier~2", 200, RuleMatch.tag(10), List.of())), even.flows());
        assertEquals(RULES.routes(), even.routes(), "the shared route flows are not the chain's: their ids stay");
        assertEquals(RULES.cookie(), even.cookie());
    }

    @Test
    void consecutiveVersionsNeverShareAFlowIdAcrossTheWrapEither() {
        for (int version = 1; version <= FlowSlots.LAST_VERSION; version++) {
            final int next = FlowSlots.next(version);
            assertNotEquals(FlowSlots.of(RULES, version).flows().getFirst().id(),
                FlowSlots.of(RULES, next).flows().getFirst().id(), "versions " + version + " and " + next);
        }
        assertEquals(1, FlowSlots.next(FlowSlots.LAST_VERSION));
    }

    @Test
    void aVersionOutOfRangeIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> FlowSlots.next(0));
        assertThrows(IllegalArgumentException.class, () -> FlowSlots.of(RULES, 0xFFFF));
    }
}
