/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.openpath.refswitch.OxmField;
import org.openpath.refswitch.impl.OfConstants.GroupType;

/**
 * Answers the switch's OFPT_MULTIPART_REQUESTs (OpenFlow 1.3.5 section 7.3.5): DESC, FLOW, AGGREGATE, TABLE,
 * PORT_STATS, QUEUE (none), GROUP, GROUP_DESC, GROUP_FEATURES, METER and METER_CONFIG (none), METER_FEATURES (zero
 * meters), TABLE_FEATURES and PORT_DESC. Replies are split into messages of at most 64 KiB; all but the last carry
 * OFPMPF_REPLY_MORE. The caller sends them.
 */
final class MultipartReplies {
    /** The most groups of each type (GROUP_FEATURES). */
    private static final int MAX_GROUPS = 4096;
    /** The actions the switch supports in flow entries and buckets, besides the experimenter ones. */
    private static final int[] ACTIONS = {OfConstants.OFPAT_OUTPUT, OfConstants.OFPAT_PUSH_VLAN,
        OfConstants.OFPAT_POP_VLAN, OfConstants.OFPAT_GROUP, OfConstants.OFPAT_DEC_NW_TTL, OfConstants.OFPAT_SET_FIELD};
    /** The instructions a table with a next table supports. */
    private static final int[] INSTRUCTIONS = {OfConstants.OFPIT_GOTO_TABLE, OfConstants.OFPIT_WRITE_METADATA,
        OfConstants.OFPIT_WRITE_ACTIONS, OfConstants.OFPIT_APPLY_ACTIONS, OfConstants.OFPIT_CLEAR_ACTIONS};
    /** The instructions of the last table: no goto. */
    private static final int[] LAST_TABLE_INSTRUCTIONS = {OfConstants.OFPIT_WRITE_METADATA,
        OfConstants.OFPIT_WRITE_ACTIONS, OfConstants.OFPIT_APPLY_ACTIONS, OfConstants.OFPIT_CLEAR_ACTIONS};

    private final SwitchCore core;

    MultipartReplies(final SwitchCore core) {
        this.core = core;
    }

    /**
     * Answers a request.
     *
     * @param xid the request's transaction id, which its replies carry
     * @param buf the request after its header
     * @return the reply messages, to be sent in this order
     * @throws OfError the refusal
     */
    List<byte[]> answer(final long xid, final ByteBuffer buf) throws OfError {
        if (buf.remaining() < 8) {
            throw new OfError(OfError.OFPET_BAD_REQUEST, OfError.OFPBRC_BAD_LEN);
        }
        final int type = buf.getShort() & 0xFFFF;
        buf.getShort();
        buf.getInt();
        final List<byte[]> items = switch (type) {
            case OfConstants.OFPMP_DESC -> {
                empty(buf);
                final var out = new MessageWriter();
                out.string("OpenPATH project", 256).string("OpenPATH reference switch", 256)
                    .string("openpath-reference-switch 0.1.0", 256).string("None", 32)
                    .string("dpid " + Long.toHexString(core.config().datapathId()), 256);
                yield List.of(out.toBytes());
            }
            case OfConstants.OFPMP_FLOW, OfConstants.OFPMP_AGGREGATE -> flows(buf, type == OfConstants.OFPMP_AGGREGATE);
            case OfConstants.OFPMP_TABLE -> {
                empty(buf);
                final List<byte[]> tables = new ArrayList<>();
                for (int i = 0; i < core.tables().count(); i++) {
                    tables.add(new MessageWriter().u8(i).zeros(3).u32(core.tables().size(i))
                        .u64(core.tables().lookups(i)).u64(core.tables().matched(i)).toBytes());
                }
                yield tables;
            }
            case OfConstants.OFPMP_PORT_STATS -> portStats(buf);
            case OfConstants.OFPMP_GROUP, OfConstants.OFPMP_GROUP_DESC -> groups(buf, type == OfConstants.OFPMP_GROUP);
            case OfConstants.OFPMP_GROUP_FEATURES -> {
                empty(buf);
                final var out = new MessageWriter();
                long types = 0;
                for (var groupType : GroupType.values()) {
                    types |= 1L << groupType.code();
                }
                out.u32(types).u32(OfConstants.OFPGFC_SELECT_LIVENESS | OfConstants.OFPGFC_CHAINING);
                for (int i = 0; i < GroupType.values().length; i++) {
                    out.u32(MAX_GROUPS);
                }
                long actions = 0;
                for (int action : ACTIONS) {
                    actions |= 1L << action;
                }
                for (int i = 0; i < GroupType.values().length; i++) {
                    out.u32(actions);
                }
                yield List.of(out.toBytes());
            }
            case OfConstants.OFPMP_QUEUE, OfConstants.OFPMP_METER, OfConstants.OFPMP_METER_CONFIG -> {
                length(buf, 8);
                yield List.of();
            }
            case OfConstants.OFPMP_METER_FEATURES -> {
                empty(buf);
                yield List.of(new MessageWriter().u32(0).u32(0).u32(0).u8(0).u8(0).zeros(2).toBytes());
            }
            case OfConstants.OFPMP_TABLE_FEATURES -> tableFeatures();
            case OfConstants.OFPMP_PORT_DESC -> {
                empty(buf);
                final List<byte[]> ports = new ArrayList<>();
                for (var port : core.ports().all()) {
                    final var out = new MessageWriter();
                    port.write(out);
                    ports.add(out.toBytes());
                }
                yield ports;
            }
            default -> throw new OfError(OfError.OFPET_BAD_REQUEST, OfError.OFPBRC_BAD_MULTIPART);
        };
        return messages(xid, type, items);
    }

    private static void empty(final ByteBuffer buf) throws OfError {
        length(buf, 0);
    }

    private static void length(final ByteBuffer buf, final int expected) throws OfError {
        if (buf.remaining() != expected) {
            throw new OfError(OfError.OFPET_BAD_REQUEST, OfError.OFPBRC_BAD_LEN);
        }
    }

    private List<byte[]> flows(final ByteBuffer buf, final boolean aggregate) throws OfError {
        if (buf.remaining() < 32 + 8) {
            throw new OfError(OfError.OFPET_BAD_REQUEST, OfError.OFPBRC_BAD_LEN);
        }
        final int tableId = buf.get() & 0xFF;
        buf.position(buf.position() + 3);
        final long outPort = buf.getInt() & 0xFFFFFFFFL;
        final long outGroup = buf.getInt() & 0xFFFFFFFFL;
        buf.getInt();
        final long cookie = buf.getLong();
        final long cookieMask = buf.getLong();
        final var match = FlowCodec.readMatch(buf);
        empty(buf);
        if (tableId != OfConstants.OFPTT_ALL && tableId >= core.tables().count()) {
            throw new OfError(OfError.OFPET_BAD_REQUEST, OfError.OFPBRC_BAD_TABLE_ID);
        }
        final var flows = core.tables().select(tableId, false, match.fields(), 0, cookie, cookieMask, outPort,
            outGroup);
        if (aggregate) {
            final long packets = flows.stream().mapToLong(InstalledFlow::packets).sum();
            final long bytes = flows.stream().mapToLong(InstalledFlow::bytes).sum();
            return List.of(new MessageWriter().u64(packets).u64(bytes).u32(flows.size()).zeros(4).toBytes());
        }
        final List<byte[]> items = new ArrayList<>();
        for (var flow : flows) {
            final long nanos = flow.durationNanos();
            final var entry = flow.entry();
            final byte[] matchBytes = entry.matchBytes();
            final byte[] instructionBytes = entry.instructionBytes();
            final var out = new MessageWriter();
            out.u16(48 + matchBytes.length + instructionBytes.length).u8(entry.tableId()).u8(0)
                .u32(nanos / 1_000_000_000L).u32(nanos % 1_000_000_000L).u16(entry.priority())
                .u16(entry.idleTimeout()).u16(entry.hardTimeout()).u16(entry.flags()).zeros(4).u64(entry.cookie())
                .u64(flow.packets()).u64(flow.bytes()).bytes(matchBytes).bytes(instructionBytes);
            items.add(out.toBytes());
        }
        return items;
    }

    private List<byte[]> portStats(final ByteBuffer buf) throws OfError {
        length(buf, 8);
        final long portNo = buf.getInt() & 0xFFFFFFFFL;
        final List<byte[]> items = new ArrayList<>();
        for (var port : core.ports().all()) {
            if (portNo != OfConstants.OFPP_ANY && portNo != port.number()) {
                continue;
            }
            final var out = new MessageWriter();
            port.writeStats(out);
            items.add(out.toBytes());
        }
        if (items.isEmpty() && portNo != OfConstants.OFPP_ANY) {
            throw new OfError(OfError.OFPET_BAD_REQUEST, OfError.OFPBRC_BAD_PORT);
        }
        return items;
    }

    private List<byte[]> groups(final ByteBuffer buf, final boolean stats) throws OfError {
        final long groupId;
        if (stats) {
            length(buf, 8);
            groupId = buf.getInt() & 0xFFFFFFFFL;
        } else {
            empty(buf);
            groupId = OfConstants.OFPG_ALL;
        }
        final List<byte[]> items = new ArrayList<>();
        for (var group : core.groups().all()) {
            if (groupId != OfConstants.OFPG_ALL && groupId != group.groupId()) {
                continue;
            }
            final var out = new MessageWriter();
            if (stats) {
                group.writeStats(out);
            } else {
                group.writeDescription(out);
            }
            items.add(out.toBytes());
        }
        return items;
    }

    private List<byte[]> tableFeatures() {
        final List<byte[]> items = new ArrayList<>();
        final int tables = core.tables().count();
        for (int table = 0; table < tables; table++) {
            final var out = new MessageWriter();
            out.u16(0).u8(table).zeros(5).string("table" + table, 32).u64(-1L).u64(-1L).u32(0).u32(100_000);
            final int[] instructions = table + 1 < tables ? INSTRUCTIONS : LAST_TABLE_INSTRUCTIONS;
            property(out, OfConstants.OFPTFPT_INSTRUCTIONS, instructions.length * 4, prop -> {
                for (int type : instructions) {
                    prop.u16(type).u16(4);
                }
            });
            final int first = table + 1;
            property(out, OfConstants.OFPTFPT_NEXT_TABLES, tables - first, prop -> {
                for (int next = first; next < tables; next++) {
                    prop.u8(next);
                }
            });
            for (int propType : new int[] {OfConstants.OFPTFPT_WRITE_ACTIONS, OfConstants.OFPTFPT_APPLY_ACTIONS}) {
                property(out, propType, ACTIONS.length * 4, prop -> {
                    for (int type : ACTIONS) {
                        prop.u16(type).u16(4);
                    }
                });
            }
            final var fields = OxmField.values();
            // basic fields only (experimenter fields need an experimenter id)
            for (int propType : new int[] {OfConstants.OFPTFPT_MATCH, OfConstants.OFPTFPT_WILDCARDS}) {
                final long basic = java.util.Arrays.stream(fields).filter(field -> !field.isOpenPath()).count();
                property(out, propType, (int) basic * 4, prop -> {
                    for (var field : fields) {
                        if (!field.isOpenPath()) {
                            prop.u16(field.oxmClass()).u8(field.field() << 1).u8(field.size());
                        }
                    }
                });
            }
            final byte[] bytes = out.toBytes();
            bytes[0] = (byte) (bytes.length >>> 8);
            bytes[1] = (byte) bytes.length;
            items.add(bytes);
        }
        return items;
    }

    private static void property(final MessageWriter out, final int type, final int length,
            final java.util.function.Consumer<MessageWriter> body) {
        final int start = out.position();
        out.u16(type).u16(4 + length);
        body.accept(out);
        out.padTo8(start);
    }

    /**
     * Splits a reply's items into messages of at most 64 KiB.
     */
    private static List<byte[]> messages(final long xid, final int type, final List<byte[]> items) {
        final int limit = OfConstants.OFP_MAX_MESSAGE_BYTES - 16;
        final List<byte[]> messages = new ArrayList<>();
        var out = start(xid, type);
        boolean any = false;
        for (var item : items) {
            if (any && out.position() + item.length > limit) {
                messages.add(finish(out, true));
                out = start(xid, type);
                any = false;
            }
            out.bytes(item);
            any = true;
        }
        messages.add(finish(out, false));
        return messages;
    }

    private static MessageWriter start(final long xid, final int type) {
        return MessageWriter.message(OfConstants.OFPT_MULTIPART_REPLY, xid).u16(type).u16(0).zeros(4);
    }

    private static byte[] finish(final MessageWriter out, final boolean more) {
        final byte[] message = out.finish();
        if (more) {
            message[11] = OfConstants.OFPMPF_REPLY_MORE;
        }
        return message;
    }
}
