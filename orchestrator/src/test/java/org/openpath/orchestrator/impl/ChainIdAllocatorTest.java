/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * SFC-IDs are the smallest free ones from 1, last until the chain is deleted, and are looked up both ways.
 */
class ChainIdAllocatorTest {
    private final ChainIdAllocator allocator = new ChainIdAllocator();

    @Test
    void theSmallestFreeIdGoesToTheNextNewChain() {
        assertEquals(new ChainIds(1, Map.of()), allocator.register("a"));
        assertEquals(new ChainIds(2, Map.of()), allocator.register("b"));
        assertEquals(new ChainIds(3, Map.of()), allocator.register("c"));
        allocator.release("b", 2);
        assertEquals(Optional.empty(), allocator.ids("b"));
        assertEquals(Optional.empty(), allocator.chainOf(2));
        assertEquals(2, allocator.register("d").sfcId());
        assertEquals(4, allocator.register("e").sfcId());
    }

    @Test
    void publishedServiceIdsAreLookedUpBothWays() {
        final var ids = allocator.register("web");
        assertEquals(Optional.of(ids), allocator.ids("web"));
        assertEquals(Optional.empty(), allocator.nfOf(1, 1), "no service ids before the analysis");

        final var analysed = new ChainIds(1, Map.of("fw", 1L, "nat", 2L));
        allocator.publish("web", analysed);
        assertEquals(Optional.of(analysed), allocator.ids("web"));
        assertEquals(Optional.of("web"), allocator.chainOf(1));
        assertEquals(Optional.of("nat"), allocator.nfOf(1, 2));
        assertEquals(Optional.empty(), allocator.nfOf(1, 3));
        assertEquals(Optional.empty(), allocator.nfOf(2, 1));
    }
}
