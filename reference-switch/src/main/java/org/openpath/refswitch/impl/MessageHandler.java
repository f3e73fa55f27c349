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
import java.util.Arrays;
import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.ExpType;
import org.openpath.openflow.OpenPathConstants;
import org.openpath.refswitch.Action;
import org.openpath.refswitch.FlowEntry;
import org.openpath.refswitch.MatchField;
import org.openpath.refswitch.OxmField;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The OpenFlow 1.3.5 switch-side protocol (sections 6 and 7): handshake, configuration, roles, FLOW_MOD, GROUP_MOD,
 * PACKET_OUT, multipart requests and the OpenPATH experimenter messages, with one OFPT_ERROR (same xid, first 64
 * bytes) per refused message. Runs on the datapath thread.
 */
final class MessageHandler {
    private static final Logger LOG = LoggerFactory.getLogger(MessageHandler.class);

    private final SwitchCore core;
    private final Outbound outbound;
    private @Nullable Connection session;
    private int role = 1;
    private long generationId;
    private boolean generationKnown;
    private int configFlags;
    private int missSendLen = 128;

    MessageHandler(final SwitchCore core, final Outbound outbound) {
        this.core = core;
        this.outbound = outbound;
    }

    Outbound outbound() {
        return outbound;
    }

    void sessionStarted(final Connection connection) {
        session = connection;
        role = 1;
        final var hello = MessageWriter.message(OfConstants.HELLO, outbound.nextXid());
        hello.u16(1).u16(8).u32(1 << OfConstants.VERSION);
        connection.send(hello.finish());
    }

    void sessionEnded(final Connection connection) {
        if (session == connection) {
            session = null;
        }
    }

    @SuppressWarnings("checkstyle:IllegalCatch")
    void handle(final Connection connection, final byte[] message) {
        if (session != connection) {
            return;
        }
        final var buf = ByteBuffer.wrap(message);
        final int version = message[0] & 0xFF;
        final int type = message[1] & 0xFF;
        final long xid = buf.getInt(4) & 0xFFFFFFFFL;
        try {
            if (type == OfConstants.HELLO) {
                hello(connection, buf, version);
                return;
            }
            if (version != OfConstants.VERSION) {
                throw new OfError(OfError.BAD_REQUEST, OfError.BRC_BAD_VERSION);
            }
            buf.position(OfConstants.HEADER);
            dispatch(connection, type, xid, buf);
        } catch (OfError e) {
            error(connection, xid, e.type(), e.code(), message);
        } catch (java.nio.BufferUnderflowException | IndexOutOfBoundsException | IllegalArgumentException e) {
            error(connection, xid, OfError.BAD_REQUEST, OfError.BRC_BAD_LEN, message);
        } catch (RuntimeException e) {
            // A bug must not take the datapath thread down: refuse the message (OFPBRC_EPERM), keep the session
            LOG.warn("Switch {}: failed on message type {} xid {}", Long.toHexString(core.config.datapathId()),
                type, xid, e);
            error(connection, xid, OfError.BAD_REQUEST, 5, message);
        }
    }

    private void hello(final Connection connection, final ByteBuffer buf, final int version) throws OfError {
        boolean supported = version >= OfConstants.VERSION;
        buf.position(OfConstants.HEADER);
        while (buf.remaining() >= 4) {
            final int elemType = buf.getShort() & 0xFFFF;
            final int elemLen = buf.getShort() & 0xFFFF;
            if (elemLen < 4 || elemLen - 4 > buf.remaining()) {
                break;
            }
            if (elemType == 1 && elemLen >= 8) {
                supported = (buf.getInt(buf.position()) & 1 << OfConstants.VERSION) != 0;
            }
            buf.position(Math.min(buf.limit(), buf.position() + (elemLen + 7) / 8 * 8 - 4));
        }
        if (!supported) {
            final var out = MessageWriter.message(OfConstants.ERROR, buf.getInt(4) & 0xFFFFFFFFL);
            out.u16(OfError.HELLO_FAILED).u16(0).bytes("OpenFlow 1.3 only".getBytes(
                java.nio.charset.StandardCharsets.US_ASCII));
            connection.send(out.finish());
            core.counters.errorsSent++;
            connection.dropSession();
            return;
        }
    }

    private void dispatch(final Connection conn, final int type, final long xid, final ByteBuffer buf)
            throws OfError {
        switch (type) {
            case OfConstants.ECHO_REQUEST -> {
                final var out = MessageWriter.message(OfConstants.ECHO_REPLY, xid);
                out.bytes(Arrays.copyOfRange(buf.array(), OfConstants.HEADER, buf.limit()));
                conn.send(out.finish());
            }
            case OfConstants.ECHO_REPLY, OfConstants.ERROR -> {
                // Nothing to do
            }
            case OfConstants.FEATURES_REQUEST -> {
                length(buf, 0);
                final var out = MessageWriter.message(OfConstants.FEATURES_REPLY, xid);
                out.u64(core.config.datapathId()).u32(0).u8(core.config.tables()).u8(0).zeros(2)
                    .u32(OfConstants.CAPABILITIES).u32(0);
                conn.send(out.finish());
                conn.setHandshaken();
            }
            case OfConstants.GET_CONFIG_REQUEST -> {
                length(buf, 0);
                conn.send(MessageWriter.message(OfConstants.GET_CONFIG_REPLY, xid).u16(configFlags).u16(missSendLen)
                    .finish());
            }
            case OfConstants.SET_CONFIG -> {
                length(buf, 4);
                configFlags = buf.getShort() & 0xFFFF;
                missSendLen = buf.getShort() & 0xFFFF;
            }
            case OfConstants.BARRIER_REQUEST -> {
                length(buf, 0);
                conn.send(MessageWriter.message(OfConstants.BARRIER_REPLY, xid).finish());
            }
            case OfConstants.ROLE_REQUEST -> role(conn, xid, buf);
            case OfConstants.GET_ASYNC_REQUEST -> {
                length(buf, 0);
                conn.send(MessageWriter.message(OfConstants.GET_ASYNC_REPLY, xid).u32(3).u32(0).u32(7).u32(7)
                    .u32(15).u32(0).finish());
            }
            case OfConstants.SET_ASYNC -> length(buf, 24);
            case OfConstants.FLOW_MOD -> {
                writable();
                flowMod(conn, buf);
            }
            case OfConstants.GROUP_MOD -> {
                writable();
                groupMod(buf);
            }
            case OfConstants.PACKET_OUT -> {
                writable();
                packetOut(buf);
            }
            case OfConstants.EXPERIMENTER -> experimenter(buf);
            case OfConstants.MULTIPART_REQUEST -> new MultipartReplies(core, conn, xid).handle(buf);
            case OfConstants.PORT_MOD, OfConstants.TABLE_MOD -> {
                writable();
                throw new OfError(type == OfConstants.PORT_MOD ? OfError.PORT_MOD_FAILED : OfError.TABLE_MOD_FAILED,
                    type == OfConstants.PORT_MOD ? 0 : 1);
            }
            case OfConstants.METER_MOD -> {
                writable();
                throw new OfError(OfError.METER_MOD_FAILED, 11);
            }
            default -> throw new OfError(OfError.BAD_REQUEST, OfError.BRC_BAD_TYPE);
        }
    }

    private static void length(final ByteBuffer buf, final int body) throws OfError {
        if (buf.remaining() != body) {
            throw new OfError(OfError.BAD_REQUEST, OfError.BRC_BAD_LEN);
        }
    }

    private void writable() throws OfError {
        if (role == 3) {
            throw new OfError(OfError.BAD_REQUEST, OfError.BRC_IS_SLAVE);
        }
    }

    private void role(final Connection conn, final long xid, final ByteBuffer buf) throws OfError {
        length(buf, 16);
        final int requested = buf.getInt();
        buf.getInt();
        final long generation = buf.getLong();
        if (requested > 3) {
            throw new OfError(OfError.ROLE_REQUEST_FAILED, OfError.RRFC_BAD_ROLE);
        }
        if (requested == 2 || requested == 3) {
            if (generationKnown && generation - generationId < 0) {
                throw new OfError(OfError.ROLE_REQUEST_FAILED, OfError.RRFC_STALE);
            }
            generationKnown = true;
            generationId = generation;
        }
        if (requested != 0) {
            role = requested;
        }
        conn.setSlave(role == 3);
        conn.send(MessageWriter.message(OfConstants.ROLE_REPLY, xid).u32(role).zeros(4).u64(generationId).finish());
    }

    private void experimenter(final ByteBuffer buf) throws OfError {
        if (buf.remaining() < 8) {
            throw new OfError(OfError.BAD_REQUEST, OfError.BRC_BAD_LEN);
        }
        final long experimenter = buf.getInt() & 0xFFFFFFFFL;
        final long expType = buf.getInt() & 0xFFFFFFFFL;
        if (experimenter != OpenPathConstants.EXPERIMENTER_ID) {
            throw new OfError(OfError.BAD_REQUEST, OfError.BRC_BAD_EXPERIMENTER);
        }
        if (!ExpType.ofCode(expType).map(ExpType::fromController).orElse(false)) {
            throw new OfError(OfError.BAD_REQUEST, OfError.BRC_BAD_EXP_TYPE);
        }
        writable();
        final var body = buf.slice();
        core.applied(core.nf.handle(expType, body));
    }

    private void flowMod(final Connection conn, final ByteBuffer buf) throws OfError {
        if (buf.remaining() < 40 + 8) {
            throw new OfError(OfError.BAD_REQUEST, OfError.BRC_BAD_LEN);
        }
        final long cookie = buf.getLong();
        final long cookieMask = buf.getLong();
        final int tableId = buf.get() & 0xFF;
        final int command = buf.get() & 0xFF;
        final int idle = buf.getShort() & 0xFFFF;
        final int hard = buf.getShort() & 0xFFFF;
        final int priority = buf.getShort() & 0xFFFF;
        final long bufferId = buf.getInt() & 0xFFFFFFFFL;
        final long outPort = buf.getInt() & 0xFFFFFFFFL;
        final long outGroup = buf.getInt() & 0xFFFFFFFFL;
        final int flags = buf.getShort() & 0xFFFF;
        buf.getShort();
        final var match = FlowCodec.readMatch(buf);
        final boolean delete = command == 3 || command == 4;
        if (command > 4) {
            throw new OfError(OfError.FLOW_MOD_FAILED, OfError.FMFC_BAD_COMMAND);
        }
        if (tableId >= core.tables.count() && !(delete && tableId == 0xFF)) {
            throw new OfError(OfError.FLOW_MOD_FAILED, OfError.FMFC_BAD_TABLE_ID);
        }
        final byte[] instructionBytes = new byte[buf.remaining()];
        buf.get(buf.position(), instructionBytes);
        final var instructions = FlowCodec.readInstructions(buf, tableId, core.tables.count());
        if (bufferId != OfConstants.NO_BUFFER && !delete) {
            throw new OfError(OfError.BAD_REQUEST, OfError.BRC_BUFFER_UNKNOWN);
        }
        core.counters.flowMods++;
        switch (command) {
            case 0 -> core.tables.add(new FlowEntry(tableId, priority, cookie, idle, hard, flags, match.fields(),
                instructions, match.raw(), instructionBytes, 0, 0));
            case 1, 2 -> {
                for (var flow : core.tables.select(tableId, command == 2, match.fields(), priority, cookie,
                        cookieMask, OfConstants.PORT_ANY, OfConstants.GROUP_ANY)) {
                    flow.modify(instructions, instructionBytes, (flags & OfConstants.FF_RESET_COUNTS) != 0);
                }
            }
            default -> {
                final var removed = core.tables.select(tableId, command == 4, match.fields(), priority, cookie,
                    cookieMask, outPort, outGroup);
                core.tables.remove(removed);
                for (var flow : removed) {
                    if ((flow.entry().flags() & OfConstants.FF_SEND_FLOW_REM) != 0) {
                        flowRemoved(flow);
                    }
                }
            }
        }
    }

    private void flowRemoved(final InstalledFlow flow) {
        final long nanos = flow.durationNanos();
        final var entry = flow.entry();
        final var out = MessageWriter.message(OfConstants.FLOW_REMOVED, outbound.nextXid());
        out.u64(entry.cookie()).u16(entry.priority()).u8(2).u8(entry.tableId()).u32(nanos / 1_000_000_000L)
            .u32(nanos % 1_000_000_000L).u16(entry.idleTimeout()).u16(entry.hardTimeout()).u64(flow.packets())
            .u64(flow.bytes()).bytes(entry.matchBytes());
        outbound.send(out.finish(), false);
    }

    private void groupMod(final ByteBuffer buf) throws OfError {
        if (buf.remaining() < 8) {
            throw new OfError(OfError.BAD_REQUEST, OfError.BRC_BAD_LEN);
        }
        final int command = buf.getShort() & 0xFFFF;
        final int type = buf.get() & 0xFF;
        buf.get();
        final long groupId = buf.getInt() & 0xFFFFFFFFL;
        if (command > 2) {
            throw new OfError(OfError.GROUP_MOD_FAILED, OfError.GMFC_BAD_COMMAND);
        }
        if (command == 2) {
            if (groupId == OfConstants.GROUP_ALL) {
                core.groups.clear();
            } else {
                core.groups.remove(groupId);
            }
            return;
        }
        if (groupId > OfConstants.GROUP_MAX) {
            throw new OfError(OfError.GROUP_MOD_FAILED, OfError.GMFC_INVALID_GROUP);
        }
        if (type > 3) {
            throw new OfError(OfError.GROUP_MOD_FAILED, OfError.GMFC_BAD_TYPE);
        }
        final byte[] raw = new byte[buf.remaining()];
        buf.get(buf.position(), raw);
        final List<GroupRecord.Bucket> buckets = new ArrayList<>();
        while (buf.hasRemaining()) {
            if (buf.remaining() < 16) {
                throw new OfError(OfError.GROUP_MOD_FAILED, OfError.GMFC_BAD_BUCKET);
            }
            final int start = buf.position();
            final int len = buf.getShort() & 0xFFFF;
            if (len < 16 || len % 8 != 0 || len > buf.remaining() + 2) {
                throw new OfError(OfError.GROUP_MOD_FAILED, OfError.GMFC_BAD_BUCKET);
            }
            final int weight = buf.getShort() & 0xFFFF;
            final long watchPort = buf.getInt() & 0xFFFFFFFFL;
            final long watchGroup = buf.getInt() & 0xFFFFFFFFL;
            final var actions = FlowCodec.readActions(buf.slice(start + 16, len - 16), false);
            buf.position(start + len);
            if (type == 3 && watchPort == OfConstants.PORT_ANY && watchGroup == OfConstants.GROUP_ANY) {
                throw new OfError(OfError.GROUP_MOD_FAILED, OfError.GMFC_BAD_WATCH);
            }
            buckets.add(new GroupRecord.Bucket(weight, watchPort, watchGroup, actions));
        }
        if (type == 2 && buckets.size() != 1) {
            throw new OfError(OfError.GROUP_MOD_FAILED, OfError.GMFC_BAD_BUCKET);
        }
        final boolean exists = core.groups.containsKey(groupId);
        if (command == 0 && exists) {
            throw new OfError(OfError.GROUP_MOD_FAILED, OfError.GMFC_GROUP_EXISTS);
        }
        if (command == 1 && !exists) {
            throw new OfError(OfError.GROUP_MOD_FAILED, OfError.GMFC_UNKNOWN_GROUP);
        }
        core.groups.put(groupId, new GroupRecord(groupId, type, buckets, raw));
    }

    private void packetOut(final ByteBuffer buf) throws OfError {
        if (buf.remaining() < 16) {
            throw new OfError(OfError.BAD_REQUEST, OfError.BRC_BAD_LEN);
        }
        final long bufferId = buf.getInt() & 0xFFFFFFFFL;
        final long inPort = buf.getInt() & 0xFFFFFFFFL;
        final int actionsLen = buf.getShort() & 0xFFFF;
        buf.position(buf.position() + 6);
        if (actionsLen > buf.remaining()) {
            throw new OfError(OfError.BAD_REQUEST, OfError.BRC_BAD_LEN);
        }
        if (bufferId != OfConstants.NO_BUFFER) {
            throw new OfError(OfError.BAD_REQUEST, OfError.BRC_BUFFER_UNKNOWN);
        }
        final List<Action> actions = FlowCodec.readActions(buf.slice(buf.position(), actionsLen), true);
        final byte[] data = new byte[buf.remaining() - actionsLen];
        buf.get(buf.position() + actionsLen, data);
        final var packet = PacketContext.frame(data);
        packet.inPort = inPort;
        for (var action : actions) {
            switch (action) {
                case Action.Output output -> core.output(packet, output.port(), output.maxLen(), 0, 0);
                case Action.SetField set -> packet.set(set.field());
                default -> {
                    // Other actions on PACKET_OUT are not needed by OpenFlowPlugin; ignored
                }
            }
        }
        core.drainWork();
    }

    void packetIn(final PacketContext packet, final int reason, final int table, final long cookie,
            final int maxLen) {
        final var conn = session;
        if (conn == null || !conn.isHandshaken() || conn.isSlave()) {
            return;
        }
        final byte[] frame = packet.frame != null ? packet.frame : FrameCodec.render(packet.packet);
        final int len = reason == 0 ? Math.min(frame.length, missSendLen) : frame.length;
        final var out = MessageWriter.message(OfConstants.PACKET_IN, outbound.nextXid());
        out.u32(OfConstants.NO_BUFFER).u16(frame.length).u8(reason).u8(table).u64(cookie);
        FlowCodec.writeMatch(out, List.of(MatchField.exact(OxmField.IN_PORT, packet.inPort)));
        out.zeros(2).bytes(maxLen == 0xFFFF || reason == 0 && len == frame.length ? frame
            : Arrays.copyOf(frame, Math.min(frame.length, Math.max(len, maxLen))));
        conn.send(out.finish());
        core.counters.packetIns++;
    }

    void portStatus(final PortState port, final int reason) {
        final var out = MessageWriter.message(OfConstants.PORT_STATUS, outbound.nextXid());
        out.u8(reason).zeros(7);
        port.write(out);
        outbound.send(out.finish(), true);
    }

    private void error(final Connection conn, final long xid, final int type, final int code, final byte[] message) {
        final var out = MessageWriter.message(OfConstants.ERROR, xid);
        if (type == OfError.EXPERIMENTER) {
            out.u16(type).u16(code).u32(OpenPathConstants.EXPERIMENTER_ID);
        } else {
            out.u16(type).u16(code);
        }
        out.bytes(Arrays.copyOf(message, Math.min(64, message.length)));
        conn.send(out.finish());
        core.counters.errorsSent++;
        LOG.debug("Switch {}: refused message type {} xid {}: error {}/{}",
            Long.toHexString(core.config.datapathId()), message[1], xid, type, code);
    }
}
