/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.openpath.refswitch.Action;
import org.openpath.refswitch.Instruction;
import org.openpath.refswitch.MatchField;
import org.openpath.refswitch.OxmField;
import org.openpath.refswitch.impl.OfConstants.GroupType;

/**
 * FLOW_MOD and GROUP_MOD change the tables as OpenFlow 1.3.5 section 7.3.4 says, and a refused one changes nothing.
 */
class ModifyStateMessagesTest {
    private static final List<MatchField> PORT_1 = List.of(MatchField.exact(OxmField.IN_PORT, 1));

    private final TestDatapath datapath = new TestDatapath();
    private final ModifyStateMessages messages = new ModifyStateMessages(datapath.tables(), datapath.groups(),
        datapath.switchCounters(), datapath.outbound());

    @Test
    void addModifyAndDelete() throws OfError {
        messages.flowMod(flowMod(0, 0, 10, OfConstants.OFPFF_SEND_FLOW_REM, output(2)));
        final var flow = datapath.tables().all().get(0);
        flow.count(60);
        messages.flowMod(flowMod(0, 2, 10, 0, output(3)));
        assertEquals(List.of(new Instruction.ApplyActions(List.of(new Action.Output(3, 0)))),
            flow.entry().instructions());
        assertArrayEquals(output(3), flow.entry().instructionBytes());
        assertEquals(1, flow.packets(), "MODIFY keeps the counters");
        messages.flowMod(flowMod(0, 1, 0, OfConstants.OFPFF_RESET_COUNTS, output(2)));
        assertEquals(0, flow.packets(), "unless asked to reset them");

        messages.flowMod(flowMod(OfConstants.OFPTT_ALL, 3, 0, 0, new byte[0]));
        assertEquals(0, datapath.tables().size());
        assertEquals(1, datapath.sent().size());
        assertEquals(OfConstants.OFPT_FLOW_REMOVED, datapath.sent().get(0)[1]);
        assertEquals(OfConstants.OFPRR_DELETE, datapath.sent().get(0)[8 + 8 + 2]);
        assertEquals(4, datapath.counters().get("flow-mods"));
    }

    @Test
    void refusedFlowModsChangeNothing() {
        assertRefused(OfError.OFPET_FLOW_MOD_FAILED, OfError.OFPFMFC_BAD_COMMAND,
            () -> messages.flowMod(flowMod(0, 5, 10, 0, output(2))));
        assertRefused(OfError.OFPET_FLOW_MOD_FAILED, OfError.OFPFMFC_BAD_TABLE_ID,
            () -> messages.flowMod(flowMod(4, 0, 10, 0, output(2))));
        assertRefused(OfError.OFPET_FLOW_MOD_FAILED, OfError.OFPFMFC_BAD_TABLE_ID,
            () -> messages.flowMod(flowMod(OfConstants.OFPTT_ALL, 0, 10, 0, output(2))));
        assertRefused(OfError.OFPET_BAD_REQUEST, OfError.OFPBRC_BAD_LEN,
            () -> messages.flowMod(ByteBuffer.allocate(47)));
        assertEquals(0, datapath.tables().size());
        assertEquals(0, datapath.counters().get("flow-mods"));
    }

    @Test
    void groupMods() throws OfError {
        messages.groupMod(groupMod(0, GroupType.FF.code(), 1, bucket(2, OfConstants.OFPG_ANY, 2)));
        assertEquals(GroupType.FF, datapath.groups().get(1).type());
        assertRefused(OfError.OFPET_GROUP_MOD_FAILED, OfError.OFPGMFC_BAD_WATCH, () -> messages.groupMod(
            groupMod(0, GroupType.FF.code(), 2, bucket(OfConstants.OFPP_ANY, OfConstants.OFPG_ANY, 2))));
        assertRefused(OfError.OFPET_GROUP_MOD_FAILED, OfError.OFPGMFC_BAD_TYPE,
            () -> messages.groupMod(groupMod(0, 4, 2)));
        assertRefused(OfError.OFPET_GROUP_MOD_FAILED, OfError.OFPGMFC_BAD_COMMAND,
            () -> messages.groupMod(groupMod(3, 0, 2)));
        assertRefused(OfError.OFPET_GROUP_MOD_FAILED, OfError.OFPGMFC_INVALID_GROUP,
            () -> messages.groupMod(groupMod(0, 0, OfConstants.OFPG_ALL)));
        assertRefused(OfError.OFPET_GROUP_MOD_FAILED, OfError.OFPGMFC_GROUP_EXISTS,
            () -> messages.groupMod(groupMod(0, 0, 1)));
        assertRefused(OfError.OFPET_GROUP_MOD_FAILED, OfError.OFPGMFC_BAD_BUCKET,
            () -> messages.groupMod(groupMod(0, 0, 2, new byte[8])));
        assertEquals(1, datapath.groups().size());

        messages.groupMod(groupMod(1, GroupType.ALL.code(), 1));
        assertEquals(GroupType.ALL, datapath.groups().get(1).type());
        messages.groupMod(groupMod(2, 0, OfConstants.OFPG_ALL));
        assertEquals(0, datapath.groups().size());
    }

    @Test
    void portTableAndMeterModsAreRefused() {
        assertRefused(OfError.OFPET_PORT_MOD_FAILED, OfError.OFPPMFC_BAD_PORT, messages::portMod);
        assertRefused(OfError.OFPET_TABLE_MOD_FAILED, OfError.OFPTMFC_BAD_CONFIG, messages::tableMod);
        assertRefused(OfError.OFPET_METER_MOD_FAILED, OfError.OFPMMFC_OUT_OF_BANDS, messages::meterMod);
    }

    private static ByteBuffer flowMod(final int table, final int command, final int priority, final int flags,
            final byte[] instructions) {
        final var out = MessageWriter.message(OfConstants.OFPT_FLOW_MOD, 1);
        out.u64(0).u64(0).u8(table).u8(command).u16(0).u16(0).u16(priority).u32(OfConstants.OFP_NO_BUFFER)
            .u32(OfConstants.OFPP_ANY).u32(OfConstants.OFPG_ANY).u16(flags).zeros(2);
        FlowCodec.writeMatch(out, PORT_1);
        out.bytes(instructions);
        return body(out);
    }

    private static byte[] output(final long port) {
        return new MessageWriter().u16(OfConstants.OFPIT_APPLY_ACTIONS).u16(24).zeros(4)
            .u16(OfConstants.OFPAT_OUTPUT).u16(16).u32(port).u16(0).zeros(6).toBytes();
    }

    private static ByteBuffer groupMod(final int command, final int type, final long group, final byte[]... buckets) {
        final var out = MessageWriter.message(OfConstants.OFPT_GROUP_MOD, 1);
        out.u16(command).u8(type).u8(0).u32(group);
        for (var bucket : buckets) {
            out.bytes(bucket);
        }
        return body(out);
    }

    private static byte[] bucket(final long watchPort, final long watchGroup, final long port) {
        return new MessageWriter().u16(32).u16(0).u32(watchPort).u32(watchGroup).zeros(4)
            .u16(OfConstants.OFPAT_OUTPUT).u16(16).u32(port).u16(0).zeros(6).toBytes();
    }

    private static ByteBuffer body(final MessageWriter out) {
        return ByteBuffer.wrap(out.finish()).position(OfConstants.OFP_HEADER_BYTES);
    }

    private static void assertRefused(final int type, final int code, final Executable executable) {
        final var refusal = assertThrows(OfError.class, executable);
        assertEquals(type, refusal.type());
        assertEquals(code, refusal.code());
    }
}
