/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openpath.orchestrator.impl.ChainState.RunningOn;
import org.openpath.orchestrator.impl.ChainState.Status;
import org.openpath.placement.Algorithm;
import org.openpath.placement.Placement;
import org.openpath.placement.Role;
import org.openpath.placement.SubSfc;

/**
 * The tracked chains keep their arrival order, and every state change reaches the sink.
 */
class ChainTableTest {
    private final Fixtures.RecordingSink sink = new Fixtures.RecordingSink();
    private final ChainTable table = new ChainTable(sink, new Fixtures.TestClock());

    private final TrackedChain web = Fixtures.tracked("web", 1, Fixtures.chain("fw", "firewall"));
    private final TrackedChain abc = Fixtures.tracked("abc", 2, Fixtures.chain("fw", "firewall"));

    @BeforeEach
    void addWebThenAbc() {
        table.add(web);
        table.add(abc);
    }

    @Test
    void chainsKeepTheOrderTheyArrivedIn() {
        assertEquals(List.of(web, abc), List.copyOf(table.all()));
        assertSame(abc, table.get("abc"));
        assertTrue(table.contains("web"));
        assertEquals(2, table.size());
        assertSame(web, table.remove("web"));
        assertNull(table.remove("web"));
        assertFalse(table.contains("web"));
        assertEquals(List.of(abc), List.copyOf(table.all()));
    }

    @Test
    void emittedStatesReachTheSinkAndAreCounted() {
        final var placement = new Placement("web", Algorithm.OPENPATH, 1, List.of(new SubSfc("web-w1", Role.WORKING,
            "", "openflow:1", true, List.of("fw"), 1, 128)), List.of(), 0, 0, 0);
        web.placement = placement;
        table.emit(web, Status.PLACED, "Placed", RunningOn.WORKING);
        table.emit(abc, Status.REJECTED, "no room", RunningOn.NONE);

        assertEquals(List.of("web", "abc"), sink.states().stream().map(ChainState::name).toList());
        assertEquals(new ChainState("web", web.ids, Status.PLACED, "Placed", Fixtures.START, RunningOn.WORKING, null,
            placement, List.of()), sink.states().getFirst());
        assertEquals(1, table.placedCount());
        assertEquals(List.of(placement), table.placements());
    }
}
