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
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Which switches hold service graphs: a probe at a time per switch, chains wait only for a switch's first answer, and
 * only an answer that changes what a switch holds changes the fabric.
 */
class GraphSwitchesTest {
    private static final List<String> REFUSED = List.of("openflow:2: OFPT_ERROR BAD_REQUEST/BAD_EXP_TYPE");

    @Test
    void aSwitchThatTakesTheProbeHoldsGraphsAndOneThatRefusesItDoesNot() {
        final var switches = new GraphSwitches();
        assertTrue(switches.start("openflow:1"));
        assertTrue(switches.start("openflow:2"));
        assertFalse(switches.start("openflow:1"), "one probe at a time");
        assertTrue(switches.awaiting(List.of("openflow:3", "openflow:1")));
        assertTrue(switches.answered("openflow:1", List.of()), "a new switch with graphs changes the fabric");
        assertFalse(switches.answered("openflow:2", REFUSED), "a new switch without graphs changes nothing");
        assertEquals(Set.of("openflow:1"), switches.graphNodes());
        assertFalse(switches.awaiting(List.of("openflow:1", "openflow:2", "openflow:3")));
        assertTrue(switches.known("openflow:2"));
        assertFalse(switches.known("openflow:3"));
    }

    @Test
    void aSwitchProbedAgainKeepsItsAnswerMeanwhileAndChangesTheFabricOnlyWhenTheAnswerChanges() {
        final var switches = new GraphSwitches();
        switches.start("openflow:1");
        switches.answered("openflow:1", List.of());
        // it reconnects: probed again, chains on it do not wait, it still holds graphs
        assertTrue(switches.start("openflow:1"));
        assertFalse(switches.awaiting(List.of("openflow:1")));
        assertEquals(Set.of("openflow:1"), switches.graphNodes());
        assertFalse(switches.answered("openflow:1", List.of()), "the same answer");
        switches.start("openflow:1");
        assertTrue(switches.answered("openflow:1", REFUSED), "replaced by a switch of revision 1");
        assertEquals(Set.of(), switches.graphNodes());
    }

    @Test
    void theProbeNamesAnSfcIdNoChainHasAndNoVertex() {
        assertEquals(0xFFFF_FFFFL, GraphSwitches.PROBE.sfcId());
        assertTrue(GraphSwitches.PROBE.vertices().isEmpty());
    }
}
