/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openpath.refswitch.impl.TestDatapath.tcp;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.Effect;
import org.openpath.openflow.CopyKind;
import org.openpath.openflow.NfBind;
import org.openpath.refswitch.Action;
import org.openpath.refswitch.ChainPacket;
import org.openpath.refswitch.MatchField;
import org.openpath.refswitch.OxmField;
import org.openpath.refswitch.impl.OfConstants.GroupModCommand;
import org.openpath.refswitch.impl.OfConstants.GroupType;

/**
 * Action lists run in order until an action drops, holds or re-submits the packet; groups run each chosen bucket on
 * a copy; COPY_TO_BRANCHES makes one re-submitted copy per branch and MERGE builds one packet from them (spec
 * section 3).
 */
class ActionApplierTest {
    private static final Action OUT_1 = new Action.Output(1, 0);

    private final TestDatapath datapath = new TestDatapath((type, name, packet, headerCopyOf, state) -> {
        if (name.equals("dropper")) {
            return Effect.DROP;
        }
        packet.set(PacketField.PAYLOAD, packet.get(PacketField.PAYLOAD) + 1);
        return Effect.FORWARD;
    }, true);
    private final ActionApplier actions = datapath.actions();

    @Test
    void headerActionsThenOutput() {
        final var packet = PacketContext.chain(tcp(1));
        assertTrue(actions.apply(packet, List.of(new Action.SetField(MatchField.exact(OxmField.VLAN_VID, 0x1005)),
            new Action.PushVlan(0x8100), new Action.SetPathTag(7, 1), new Action.DecNwTtl(), OUT_1), 0, 0));
        final var left = (ChainPacket) datapath.leftOn(1).get(0);
        assertEquals(7, left.sfcId());
        assertEquals(1, left.pathId());
        assertEquals(63, left.packet().get(PacketField.TTL_DSCP) >>> 8);
        assertEquals(5, left.packet().get(PacketField.VLAN));
    }

    @Test
    void anExpiredTtlDropsThePacket() {
        final var packet = PacketContext.chain(tcp(1));
        packet.packet().set(PacketField.TTL_DSCP, 1 << 8);
        assertFalse(actions.apply(packet, List.of(new Action.DecNwTtl(), OUT_1), 0, 0));
        assertEquals(List.of(), datapath.leftOn(1));
        assertEquals(1, datapath.counters().get("drops"));
    }

    @Test
    void eachChosenBucketRunsOnACopy() throws OfError {
        datapath.groups().put(GroupModCommand.ADD, new GroupRecord(1, GroupType.ALL, List.of(
            new GroupRecord.Bucket(0, OfConstants.OFPP_ANY, OfConstants.OFPG_ANY,
                List.of(new Action.SetPathTag(1, 1), OUT_1)),
            new GroupRecord.Bucket(0, OfConstants.OFPP_ANY, OfConstants.OFPG_ANY, List.of(new Action.Output(2, 0)))),
            new byte[0]));
        final var packet = PacketContext.chain(tcp(1));
        assertTrue(actions.apply(packet, List.of(new Action.Group(1), new Action.Output(3, 0)), 0, 0));
        assertEquals(1, ((ChainPacket) datapath.leftOn(1).get(0)).sfcId());
        assertEquals(List.of(ChainPacket.untagged(tcp(1))), datapath.leftOn(2));
        assertEquals(List.of(ChainPacket.untagged(tcp(1))), datapath.leftOn(3), "the bucket's copy changed alone");

        actions.apply(packet, List.of(new Action.Group(9)), 0, 0);
        assertEquals(1, datapath.counters().get("drops"), "no such group");
    }

    @Test
    void invokeNfContinuesResubmitsOrDrops() throws OfError {
        datapath.control(new NfBind(3, 7, "firewall", "fw"));
        datapath.control(new NfBind(4, 7, "firewall", "dropper"));
        final var packet = PacketContext.arrived(new ChainPacket(tcp(1), 7, 1, 0), 1);
        assertTrue(actions.apply(packet, List.of(new Action.InvokeNf(3, 0), OUT_1), 0, 0));
        assertEquals(1, ((ChainPacket) datapath.leftOn(1).get(0)).packet().get(PacketField.PAYLOAD));

        assertFalse(actions.apply(packet, List.of(new Action.InvokeNf(3, 5), OUT_1), 0, 0));
        final var resubmitted = datapath.resubmissions().next();
        assertEquals(5, resubmitted.serviceId());
        assertEquals(List.of(), datapath.leftOn(1));

        assertFalse(actions.apply(packet, List.of(new Action.InvokeNf(4, 0), OUT_1), 0, 0));
        assertFalse(actions.apply(packet, List.of(new Action.InvokeNf(6, 0), OUT_1), 0, 0), "an unbound NF drops");
        assertEquals(2, datapath.counters().get("drops"));
    }

    @Test
    void copiesAreMergedFieldByFieldInPriorityOrder() {
        final var packet = PacketContext.chain(tcp(1));
        assertFalse(actions.apply(packet, List.of(new Action.CopyToBranches(CopyKind.FULL_COPY.code(),
            List.of(11L, 12L))), 0, 0));
        final var copies = waiting();
        assertEquals(List.of(11L, 12L), copies.stream().map(PacketContext::serviceId).toList());
        assertEquals(List.of(1L, 2L), copies.stream().map(copy -> copy.value(OxmField.COPY)).toList());

        final var merge = new Action.Merge(1, 0, List.of(2, 1));
        copies.get(0).set(MatchField.exact(OxmField.IPV4_SRC, 0x0B00_0001L));
        copies.get(0).set(MatchField.exact(OxmField.TCP_DST, 8080));
        copies.get(1).set(MatchField.exact(OxmField.TCP_DST, 443));
        assertFalse(actions.apply(copies.get(0), List.of(merge, OUT_1), 0, 0));
        assertEquals(List.of(), datapath.leftOn(1), "held until every copy arrived");
        assertFalse(actions.apply(copies.get(1), List.of(merge, OUT_1), 0, 0));
        final var merged = ((ChainPacket) datapath.leftOn(1).get(0)).packet();
        assertEquals(0x0B00_0001L, merged.get(PacketField.IP_SRC), "only branch 1 changed it");
        assertEquals(443, merged.get(PacketField.L4_DST), "branch 2 comes first");
    }

    @Test
    void aDroppedCopyDropsTheMergeWhenDropWins() {
        final var packet = PacketContext.chain(tcp(1));
        actions.apply(packet, List.of(new Action.CopyToBranches(CopyKind.SHARED.code(), List.of(11L, 12L))), 0, 0);
        final var copies = waiting();
        actions.apply(copies.get(0), List.of(new Action.Merge(1, 0, List.of(1, 2)), OUT_1), 0, 0);
        actions.end(copies.get(1));
        assertEquals(List.of(), datapath.leftOn(1));
        assertEquals(1, datapath.counters().get("drops"));
    }

    @Test
    void aMergeWithANextServiceResubmits() {
        final var packet = PacketContext.chain(tcp(1));
        actions.apply(packet, List.of(new Action.CopyToBranches(CopyKind.HEADER_COPY.code(), List.of(11L, 12L))),
            0, 0);
        final var merge = new Action.Merge(0, 20, List.of(1, 2));
        for (var copy : waiting()) {
            actions.apply(copy, List.of(merge, OUT_1), 0, 0);
        }
        final var merged = datapath.resubmissions().next();
        assertEquals(20, merged.serviceId());
        assertEquals(0, merged.value(OxmField.COPY));
        assertNull(datapath.resubmissions().next());
    }

    private List<PacketContext> waiting() {
        final List<PacketContext> result = new ArrayList<>();
        for (var next = datapath.resubmissions().next(); next != null; next = datapath.resubmissions().next()) {
            result.add(next);
        }
        return result;
    }
}
