/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static org.openpath.refswitch.impl.OfError.OFPBRC_BAD_LEN;
import static org.openpath.refswitch.impl.OfError.OFPET_BAD_REQUEST;
import static org.openpath.refswitch.impl.OfError.OFPET_GROUP_MOD_FAILED;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.openpath.refswitch.FlowEntry;
import org.openpath.refswitch.impl.OfConstants.FlowModCommand;
import org.openpath.refswitch.impl.OfConstants.GroupModCommand;
import org.openpath.refswitch.impl.OfConstants.GroupType;

/**
 * The modify state messages (OpenFlow 1.3.5 section 7.3.4) the switch accepts: FLOW_MOD on the flow tables, with
 * FLOW_REMOVED for deleted entries that asked for it, and GROUP_MOD on the group table. PORT_MOD, TABLE_MOD and
 * METER_MOD are refused. Each message is checked whole before anything changes. Runs on the datapath thread.
 *
 * @param tables the flow tables FLOW_MOD changes
 * @param groups the group table GROUP_MOD changes
 * @param counters counts the FLOW_MODs
 * @param outbound sends FLOW_REMOVED
 */
record ModifyStateMessages(FlowTables tables, GroupTable groups, SwitchCounters counters, Outbound outbound) {
    /** The fixed part of {@code ofp_flow_mod} after the header, and the shortest {@code ofp_match}. */
    private static final int FLOW_MOD_FIXED = 40 + 8;
    /** The fixed part of {@code ofp_group_mod} after the header. */
    private static final int GROUP_MOD_FIXED = 8;
    /** The fixed part of {@code ofp_bucket}. */
    private static final int BUCKET_FIXED = 16;

    /**
     * Applies a FLOW_MOD (section 7.3.4.1).
     *
     * @param buf the message after its header
     * @throws OfError the refusal
     */
    void flowMod(final ByteBuffer buf) throws OfError {
        if (buf.remaining() < FLOW_MOD_FIXED) {
            throw new OfError(OFPET_BAD_REQUEST, OFPBRC_BAD_LEN);
        }
        final long cookie = buf.getLong();
        final long cookieMask = buf.getLong();
        final int tableId = buf.get() & 0xFF;
        final int commandCode = buf.get() & 0xFF;
        final int idle = buf.getShort() & 0xFFFF;
        final int hard = buf.getShort() & 0xFFFF;
        final int priority = buf.getShort() & 0xFFFF;
        final long bufferId = buf.getInt() & 0xFFFFFFFFL;
        final long outPort = buf.getInt() & 0xFFFFFFFFL;
        final long outGroup = buf.getInt() & 0xFFFFFFFFL;
        final int flags = buf.getShort() & 0xFFFF;
        buf.getShort();
        final var match = FlowCodec.readMatch(buf);
        final FlowModCommand command = OfConstants.ofCode(FlowModCommand.class, commandCode).orElseThrow(
            () -> new OfError(OfError.OFPET_FLOW_MOD_FAILED, OfError.OFPFMFC_BAD_COMMAND));
        if (tableId >= tables.count() && !(command.isDelete() && tableId == OfConstants.OFPTT_ALL)) {
            throw new OfError(OfError.OFPET_FLOW_MOD_FAILED, OfError.OFPFMFC_BAD_TABLE_ID);
        }
        final byte[] instructionBytes = new byte[buf.remaining()];
        buf.get(buf.position(), instructionBytes);
        final var instructions = FlowCodec.readInstructions(buf, tableId, tables.count());
        if (bufferId != OfConstants.OFP_NO_BUFFER && !command.isDelete()) {
            throw new OfError(OFPET_BAD_REQUEST, OfError.OFPBRC_BUFFER_UNKNOWN);
        }
        counters.countFlowMod();
        switch (command) {
            case ADD -> tables.add(new FlowEntry(tableId, priority, cookie, idle, hard, flags, match.fields(),
                instructions, match.raw(), instructionBytes, 0, 0));
            case MODIFY, MODIFY_STRICT -> {
                for (var flow : tables.select(tableId, command.isStrict(), match.fields(), priority, cookie,
                        cookieMask, OfConstants.OFPP_ANY, OfConstants.OFPG_ANY)) {
                    flow.modify(instructions, instructionBytes, (flags & OfConstants.OFPFF_RESET_COUNTS) != 0);
                }
            }
            default -> {
                // DELETE, DELETE_STRICT
                final var removed = tables.select(tableId, command.isStrict(), match.fields(), priority, cookie,
                    cookieMask, outPort, outGroup);
                tables.remove(removed);
                for (var flow : removed) {
                    if ((flow.entry().flags() & OfConstants.OFPFF_SEND_FLOW_REM) != 0) {
                        flowRemoved(flow);
                    }
                }
            }
        }
    }

    private void flowRemoved(final InstalledFlow flow) {
        final long nanos = flow.durationNanos();
        final var entry = flow.entry();
        final var out = MessageWriter.message(OfConstants.OFPT_FLOW_REMOVED, outbound.nextXid());
        out.u64(entry.cookie()).u16(entry.priority()).u8(OfConstants.OFPRR_DELETE).u8(entry.tableId())
            .u32(nanos / 1_000_000_000L).u32(nanos % 1_000_000_000L).u16(entry.idleTimeout())
            .u16(entry.hardTimeout()).u64(flow.packets()).u64(flow.bytes()).bytes(entry.matchBytes());
        outbound.send(out.finish(), Outbound.Recipients.CONTROLLING);
    }

    /**
     * Applies a GROUP_MOD (section 7.3.4.2).
     *
     * @param buf the message after its header
     * @throws OfError the refusal
     */
    void groupMod(final ByteBuffer buf) throws OfError {
        if (buf.remaining() < GROUP_MOD_FIXED) {
            throw new OfError(OFPET_BAD_REQUEST, OFPBRC_BAD_LEN);
        }
        final int commandCode = buf.getShort() & 0xFFFF;
        final int typeCode = buf.get() & 0xFF;
        buf.get();
        final long groupId = buf.getInt() & 0xFFFFFFFFL;
        final GroupModCommand command = OfConstants.ofCode(GroupModCommand.class, commandCode).orElseThrow(
            () -> new OfError(OFPET_GROUP_MOD_FAILED, OfError.OFPGMFC_BAD_COMMAND));
        if (command == GroupModCommand.DELETE) {
            groups.delete(groupId);
            return;
        }
        if (groupId > OfConstants.OFPG_MAX) {
            throw new OfError(OFPET_GROUP_MOD_FAILED, OfError.OFPGMFC_INVALID_GROUP);
        }
        final GroupType type = OfConstants.ofCode(GroupType.class, typeCode).orElseThrow(
            () -> new OfError(OFPET_GROUP_MOD_FAILED, OfError.OFPGMFC_BAD_TYPE));
        final byte[] raw = new byte[buf.remaining()];
        buf.get(buf.position(), raw);
        groups.put(command, new GroupRecord(groupId, type, readBuckets(buf, type), raw));
    }

    private static List<GroupRecord.Bucket> readBuckets(final ByteBuffer buf, final GroupType type) throws OfError {
        final List<GroupRecord.Bucket> buckets = new ArrayList<>();
        while (buf.hasRemaining()) {
            if (buf.remaining() < BUCKET_FIXED) {
                throw new OfError(OFPET_GROUP_MOD_FAILED, OfError.OFPGMFC_BAD_BUCKET);
            }
            final int start = buf.position();
            final int len = buf.getShort() & 0xFFFF;
            if (len < BUCKET_FIXED || len % 8 != 0 || len > buf.remaining() + 2) {
                throw new OfError(OFPET_GROUP_MOD_FAILED, OfError.OFPGMFC_BAD_BUCKET);
            }
            final int weight = buf.getShort() & 0xFFFF;
            final long watchPort = buf.getInt() & 0xFFFFFFFFL;
            final long watchGroup = buf.getInt() & 0xFFFFFFFFL;
            final var actions = FlowCodec.readActions(buf.slice(start + BUCKET_FIXED, len - BUCKET_FIXED), false);
            buf.position(start + len);
            if (type == GroupType.FF && watchPort == OfConstants.OFPP_ANY && watchGroup == OfConstants.OFPG_ANY) {
                throw new OfError(OFPET_GROUP_MOD_FAILED, OfError.OFPGMFC_BAD_WATCH);
            }
            buckets.add(new GroupRecord.Bucket(weight, watchPort, watchGroup, actions));
        }
        return buckets;
    }

    /**
     * Refuses a PORT_MOD: the ports are not configurable.
     *
     * @throws OfError PORT_MOD_FAILED/BAD_PORT
     */
    void portMod() throws OfError {
        throw new OfError(OfError.OFPET_PORT_MOD_FAILED, OfError.OFPPMFC_BAD_PORT);
    }

    /**
     * Refuses a TABLE_MOD: the tables have no configuration.
     *
     * @throws OfError TABLE_MOD_FAILED/BAD_CONFIG
     */
    void tableMod() throws OfError {
        throw new OfError(OfError.OFPET_TABLE_MOD_FAILED, OfError.OFPTMFC_BAD_CONFIG);
    }

    /**
     * Refuses a METER_MOD: the switch has no meters.
     *
     * @throws OfError METER_MOD_FAILED/OUT_OF_BANDS
     */
    void meterMod() throws OfError {
        throw new OfError(OfError.OFPET_METER_MOD_FAILED, OfError.OFPMMFC_OUT_OF_BANDS);
    }
}
