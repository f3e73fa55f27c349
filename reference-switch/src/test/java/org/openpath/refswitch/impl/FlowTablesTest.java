/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.openpath.refswitch.impl.TestDatapath.tcp;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openpath.refswitch.Action;
import org.openpath.refswitch.FlowEntry;
import org.openpath.refswitch.Instruction;
import org.openpath.refswitch.MatchField;
import org.openpath.refswitch.OxmField;

/**
 * Flow tables find the highest-priority match and count lookups, replace identical entries, refuse overlaps when
 * asked, and select entries for MODIFY, DELETE and statistics as OpenFlow 1.3.5 section 6.4 says.
 */
class FlowTablesTest {
    private static final MatchField PORT_1 = MatchField.exact(OxmField.IN_PORT, 1);
    private static final MatchField IPV4 = MatchField.exact(OxmField.ETH_TYPE, 0x0800);
    private static final Instruction TO_2 = new Instruction.ApplyActions(List.of(new Action.Output(2, 0)));
    private static final Instruction TO_3 = new Instruction.ApplyActions(List.of(new Action.Output(3, 0)));

    private final FlowTables tables = new FlowTables(2);

    @Test
    void lookupFindsTheHighestPriorityAndCounts() throws OfError {
        tables.add(TestDatapath.flow(0, 10, List.of(IPV4), TO_2));
        tables.add(TestDatapath.flow(0, 20, List.of(PORT_1, IPV4), TO_3));
        final var packet = PacketContext.chain(tcp(1));
        packet.setInPort(1);
        assertEquals(20, tables.lookup(0, packet).entry().priority());
        packet.setInPort(2);
        assertEquals(10, tables.lookup(0, packet).entry().priority());
        assertNull(tables.lookup(1, packet));
        assertEquals(2, tables.lookups(0));
        assertEquals(2, tables.matched(0));
        assertEquals(1, tables.lookups(1));
        assertEquals(0, tables.matched(1));
    }

    @Test
    void anIdenticalEntryIsReplacedAnOverlapRefusedWhenChecked() throws OfError {
        tables.add(TestDatapath.flow(0, 10, List.of(PORT_1), TO_2));
        tables.add(TestDatapath.flow(0, 10, List.of(PORT_1), TO_3));
        assertEquals(1, tables.size());
        assertEquals(List.of(TO_3), tables.all().get(0).entry().instructions());

        final var overlapping = new FlowEntry(0, 10, 0, 0, 0, OfConstants.OFPFF_CHECK_OVERLAP, List.of(IPV4),
            List.of(TO_2), new byte[0], new byte[0], 0, 0);
        final var refusal = assertThrows(OfError.class, () -> tables.add(overlapping));
        assertEquals(OfError.OFPET_FLOW_MOD_FAILED, refusal.type());
        assertEquals(OfError.OFPFMFC_OVERLAP, refusal.code());
        assertEquals(1, tables.size());
        // another priority never overlaps
        tables.add(new FlowEntry(0, 11, 0, 0, 0, OfConstants.OFPFF_CHECK_OVERLAP, List.of(IPV4), List.of(TO_2),
            new byte[0], new byte[0], 0, 0));
        assertEquals(2, tables.size(0));
    }

    @Test
    void selectionFollowsSectionSixFour() throws OfError {
        tables.add(new FlowEntry(0, 10, 0x11, 0, 0, 0, List.of(PORT_1, IPV4), List.of(TO_2), new byte[0], new byte[0],
            0, 0));
        tables.add(new FlowEntry(0, 20, 0x21, 0, 0, 0, List.of(IPV4), List.of(TO_3), new byte[0], new byte[0], 0, 0));
        tables.add(new FlowEntry(1, 10, 0x12, 0, 0, 0, List.of(PORT_1), List.of(TO_2), new byte[0], new byte[0], 0,
            0));

        assertEquals(3, select(OfConstants.OFPTT_ALL, false, List.of(), 0, 0, 0).size());
        assertEquals(2, select(OfConstants.OFPTT_ALL, false, List.of(PORT_1), 0, 0, 0).size(),
            "non-strict: every entry at least as specific as the request");
        assertEquals(1, select(0, false, List.of(PORT_1), 0, 0, 0).size());
        assertEquals(0, select(0, true, List.of(PORT_1), 10, 0, 0).size(), "strict: the identical match only");
        assertEquals(1, select(0, true, List.of(IPV4, PORT_1), 10, 0, 0).size());
        assertEquals(0, select(0, true, List.of(IPV4, PORT_1), 11, 0, 0).size());
        assertEquals(2, select(OfConstants.OFPTT_ALL, false, List.of(), 0, 0x01, 0x0F).size(), "cookie under mask");
        assertEquals(2, tables.select(OfConstants.OFPTT_ALL, false, List.of(), 0, 0, 0, 2, OfConstants.OFPG_ANY)
            .size(), "out_port");
        assertEquals(0, tables.select(OfConstants.OFPTT_ALL, false, List.of(), 0, 0, 0, OfConstants.OFPP_ANY, 7)
            .size(), "out_group");

        tables.remove(select(OfConstants.OFPTT_ALL, false, List.of(PORT_1), 0, 0, 0));
        assertEquals(1, tables.size());
        assertEquals(20, tables.all().get(0).entry().priority());
    }

    @Test
    void anInstalledFlowCountsAndIsModified() throws OfError {
        tables.add(TestDatapath.flow(0, 10, List.of(PORT_1), TO_2));
        final var flow = tables.all().get(0);
        flow.count(100);
        flow.count(50);
        assertEquals(2, flow.snapshot().packetCount());
        assertEquals(150, flow.snapshot().byteCount());
        assertEquals(0, flow.entry().packetCount(), "the entry as installed keeps no counters");

        flow.modify(List.of(TO_3), new byte[] {1, 2}, false);
        assertEquals(List.of(TO_3), flow.snapshot().instructions());
        assertEquals(2, flow.snapshot().packetCount());
        flow.modify(List.of(TO_2), new byte[0], true);
        assertEquals(0, flow.snapshot().packetCount());
        assertSame(flow, tables.all().get(0));
    }

    private List<InstalledFlow> select(final int table, final boolean strict, final List<MatchField> match,
            final int priority, final long cookie, final long cookieMask) {
        return tables.select(table, strict, match, priority, cookie, cookieMask, OfConstants.OFPP_ANY,
            OfConstants.OFPG_ANY);
    }
}
