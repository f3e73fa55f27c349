/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.openpath.refswitch.impl.TestDatapath.flow;
import static org.openpath.refswitch.impl.TestDatapath.tcp;

import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.Effect;
import org.openpath.openflow.NfBind;
import org.openpath.refswitch.Action;
import org.openpath.refswitch.ChainPacket;
import org.openpath.refswitch.Instruction;
import org.openpath.refswitch.MatchField;
import org.openpath.refswitch.OxmField;
import org.openpath.refswitch.RawFrame;
import org.openpath.refswitch.impl.OfConstants.PacketInReason;

/**
 * A packet runs through the tables from table 0 (OpenFlow 1.3.5 section 5.1): instructions in order, the action set
 * at the end, a miss ending it; what it re-submits runs too, at most 64 times.
 */
class PipelineTest {
    private static final byte[] LLDP = HexFormat.of().parseHex("0180c200000e020000000001" + "88cc" + "0000");
    private static final MatchField PORT_1 = MatchField.exact(OxmField.IN_PORT, 1);

    private final TestDatapath datapath = new TestDatapath();
    private final Pipeline pipeline = datapath.pipeline();

    @Test
    void instructionsAndTheActionSet() throws OfError {
        datapath.tables().add(flow(0, 1, List.of(PORT_1),
            new Instruction.WriteActions(List.of(new Action.Output(2, 0))),
            new Instruction.ApplyActions(List.of(new Action.SetField(MatchField.exact(OxmField.TAG, 5)))),
            new Instruction.WriteMetadata(0xAB, 0xFF),
            new Instruction.GotoTable(1)));
        datapath.tables().add(flow(1, 1, List.of(MatchField.exact(OxmField.METADATA, 0xAB),
            MatchField.exact(OxmField.TAG, 5)),
            new Instruction.WriteActions(List.of(new Action.SetPathTag(7, 1)))));
        pipeline.receive(1, ChainPacket.untagged(tcp(1)));
        assertEquals(List.of(new ChainPacket(tcp(1), 7, 1, 5)), datapath.leftOn(2));
        assertEquals(0, datapath.counters().get("table-misses"));
    }

    @Test
    void clearActionsEmptiesTheActionSet() throws OfError {
        datapath.tables().add(flow(0, 1, List.of(),
            new Instruction.WriteActions(List.of(new Action.Output(2, 0))),
            new Instruction.ClearActions()));
        pipeline.receive(1, ChainPacket.untagged(tcp(1)));
        assertEquals(List.of(), datapath.leftOn(2));
    }

    @Test
    void aMissEndsThePacketAndLldpGoesToTheController() {
        pipeline.receive(1, ChainPacket.untagged(tcp(1)));
        pipeline.receive(1, new RawFrame(LLDP));
        assertEquals(2, datapath.counters().get("table-misses"));
        assertEquals(1, datapath.packetIns().size());
        assertEquals(PacketInReason.NO_MATCH, datapath.packetIns().get(0).reason());

        final var quiet = new TestDatapath((type, name, packet, headerCopyOf, state) -> Effect.FORWARD, false);
        quiet.pipeline().receive(1, new RawFrame(LLDP));
        assertEquals(List.of(), quiet.packetIns(), "not when the switch keeps LLDP to itself");
    }

    @Test
    void aMissingOrDownPortDropsOnArrival() {
        pipeline.receive(9, ChainPacket.untagged(tcp(1)));
        datapath.ports().setLink(datapath.ports().require(1), false);
        pipeline.receive(1, ChainPacket.untagged(tcp(1)));
        assertEquals(2, datapath.counters().get("rx-dropped"));
        assertEquals(0, datapath.tables().lookups(0));
    }

    @Test
    void aResubmitLoopIsDropped() throws OfError {
        datapath.control(new NfBind(5, 7, "firewall", "fw"));
        datapath.tables().add(flow(0, 1, List.of(), new Instruction.ApplyActions(List.of(
            new Action.SetPathTag(7, 1), new Action.InvokeNf(5, 5)))));
        pipeline.receive(1, ChainPacket.untagged(tcp(1)));
        assertEquals(1, datapath.counters().get("loop-drops"));
        assertEquals(65, datapath.tables().lookups(0), "the first pass and 64 re-submits");
    }

    @Test
    void aFailingPacketIsDroppedAndTheNextOneRuns() throws OfError {
        final var failing = new TestDatapath((type, name, packet, headerCopyOf, state) -> {
            if (packet.get(PacketField.PAYLOAD) == 1) {
                throw new IllegalStateException("NF bug");
            }
            return Effect.FORWARD;
        }, true);
        failing.control(new NfBind(5, 7, "firewall", "fw"));
        failing.tables().add(flow(0, 1, List.of(), new Instruction.ApplyActions(List.of(new Action.SetPathTag(7, 1),
            new Action.InvokeNf(5, 0), new Action.Output(2, 0)))));
        final var bad = tcp(1);
        bad.set(PacketField.PAYLOAD, 1);
        failing.pipeline().receive(1, ChainPacket.untagged(bad));
        failing.pipeline().receive(1, ChainPacket.untagged(tcp(2)));
        assertEquals(1, failing.counters().get("drops"));
        assertEquals(1, failing.leftOn(2).size());
    }
}
