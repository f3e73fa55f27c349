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

import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.openpath.openflow.ExpType;
import org.openpath.openflow.MoveCodec;
import org.openpath.openflow.OpenPathConstants;
import org.openpath.refswitch.Action;
import org.openpath.refswitch.MatchField;
import org.openpath.refswitch.OxmField;
import org.openpath.refswitch.impl.OfConstants.ControllerRole;
import org.openpath.refswitch.impl.OfConstants.PacketInReason;
import org.openpath.refswitch.impl.OfConstants.PortReason;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The OpenFlow 1.3.5 switch-side protocol (sections 6 and 7): handshake, configuration, roles, the dispatch of
 * FLOW_MOD, GROUP_MOD and the other modify state messages, PACKET_OUT, multipart requests and the OpenPATH
 * experimenter messages, with one OFPT_ERROR (same xid, first 64 bytes) per refused message; and the asynchronous
 * PACKET_IN and PORT_STATUS. Runs on the datapath thread.
 */
final class MessageHandler {
    private static final Logger LOG = LoggerFactory.getLogger(MessageHandler.class);
    /** The default {@code miss_send_len} (section 7.3.2). */
    private static final int DEFAULT_MISS_SEND_LEN = 128;
    private static final int ROLE_REQUEST_BODY = 16;
    private static final int PACKET_OUT_FIXED = 16;
    private static final int SET_ASYNC_BODY = 24;
    /** What GET_ASYNC_REPLY reports: PACKET_IN, PORT_STATUS and FLOW_REMOVED reason masks, master/equal then slave. */
    private static final long[] ASYNC_MASKS = {3, 0, 7, 7, 15, 0};

    private final SwitchCore core;
    private final Outbound outbound;
    private final ModifyStateMessages modifications;
    private final MultipartReplies multipart;
    // the sessions that started and did not end, one per controller at most
    private final List<Connection> sessions = new ArrayList<>();
    // section 6.3.6: one generation id per switch, whichever controller set it
    private long generationId;
    private boolean generationKnown;
    private int configFlags;
    private int missSendLen = DEFAULT_MISS_SEND_LEN;

    MessageHandler(final SwitchCore core, final Outbound outbound) {
        this.core = core;
        this.outbound = outbound;
        this.modifications = new ModifyStateMessages(core.tables(), core.groups(), core.switchCounters(), outbound);
        this.multipart = new MultipartReplies(core);
    }

    void sessionStarted(final Connection connection) {
        sessions.remove(connection);
        sessions.add(connection);
        connection.setRole(ControllerRole.EQUAL);
        final var hello = MessageWriter.message(OfConstants.OFPT_HELLO, outbound.nextXid());
        hello.u16(OfConstants.OFPHET_VERSIONBITMAP).u16(8).u32(1 << OfConstants.OFP_VERSION);
        connection.send(hello.finish());
    }

    /**
     * Tells whether one of the sessions is in the MASTER role.
     *
     * @return whether a controller took the MASTER role
     */
    boolean isMaster() {
        return sessions.stream().anyMatch(conn -> conn.role() == ControllerRole.MASTER);
    }

    void sessionEnded(final Connection connection) {
        sessions.remove(connection);
    }

    @SuppressWarnings("checkstyle:IllegalCatch")
    void handle(final Connection connection, final byte[] message) {
        if (!sessions.contains(connection)) {
            return;
        }
        final var buf = ByteBuffer.wrap(message);
        final int version = message[0] & 0xFF;
        final int type = message[1] & 0xFF;
        final long xid = buf.getInt(4) & 0xFFFFFFFFL;
        try {
            if (type == OfConstants.OFPT_HELLO) {
                hello(connection, buf, version);
                return;
            }
            if (version != OfConstants.OFP_VERSION) {
                throw new OfError(OFPET_BAD_REQUEST, OfError.OFPBRC_BAD_VERSION);
            }
            buf.position(OfConstants.OFP_HEADER_BYTES);
            dispatch(connection, type, xid, buf);
        } catch (OfError e) {
            error(connection, xid, e.type(), e.code(), message);
        } catch (BufferUnderflowException | IndexOutOfBoundsException | IllegalArgumentException e) {
            error(connection, xid, OFPET_BAD_REQUEST, OFPBRC_BAD_LEN, message);
        } catch (RuntimeException e) {
            // A bug must not take the datapath thread down: refuse the message (OFPBRC_EPERM), keep the session
            LOG.warn("Switch {}: failed on message type {} xid {}", core.name(), type, xid, e);
            error(connection, xid, OFPET_BAD_REQUEST, OfError.OFPBRC_EPERM, message);
        }
    }

    private void hello(final Connection connection, final ByteBuffer buf, final int version) {
        boolean supported = version >= OfConstants.OFP_VERSION;
        buf.position(OfConstants.OFP_HEADER_BYTES);
        while (buf.remaining() >= 4) {
            final int elemType = buf.getShort() & 0xFFFF;
            final int elemLen = buf.getShort() & 0xFFFF;
            if (elemLen < 4 || elemLen - 4 > buf.remaining()) {
                break;
            }
            if (elemType == OfConstants.OFPHET_VERSIONBITMAP && elemLen >= 8) {
                supported = (buf.getInt(buf.position()) & 1 << OfConstants.OFP_VERSION) != 0;
            }
            buf.position(Math.min(buf.limit(), buf.position() + (elemLen + 7) / 8 * 8 - 4));
        }
        if (!supported) {
            final var out = MessageWriter.message(OfConstants.OFPT_ERROR, buf.getInt(4) & 0xFFFFFFFFL);
            out.u16(OfError.OFPET_HELLO_FAILED).u16(OfError.OFPHFC_INCOMPATIBLE)
                .bytes("OpenFlow 1.3 only".getBytes(StandardCharsets.US_ASCII));
            connection.send(out.finish());
            core.switchCounters().countErrorSent();
            connection.dropSession();
        }
    }

    private void dispatch(final Connection conn, final int type, final long xid, final ByteBuffer buf)
            throws OfError {
        switch (type) {
            case OfConstants.OFPT_ECHO_REQUEST -> {
                final var out = MessageWriter.message(OfConstants.OFPT_ECHO_REPLY, xid);
                out.bytes(Arrays.copyOfRange(buf.array(), OfConstants.OFP_HEADER_BYTES, buf.limit()));
                conn.send(out.finish());
            }
            case OfConstants.OFPT_ECHO_REPLY, OfConstants.OFPT_ERROR -> {
                // Nothing to do
            }
            case OfConstants.OFPT_FEATURES_REQUEST -> {
                length(buf, 0);
                final var config = core.config();
                final var out = MessageWriter.message(OfConstants.OFPT_FEATURES_REPLY, xid);
                out.u64(config.datapathId()).u32(0).u8(config.tables()).u8(0).zeros(2)
                    .u32(OfConstants.CAPABILITIES).u32(0);
                conn.send(out.finish());
                conn.setHandshaken();
            }
            case OfConstants.OFPT_GET_CONFIG_REQUEST -> {
                length(buf, 0);
                conn.send(MessageWriter.message(OfConstants.OFPT_GET_CONFIG_REPLY, xid).u16(configFlags)
                    .u16(missSendLen).finish());
            }
            case OfConstants.OFPT_SET_CONFIG -> {
                length(buf, 4);
                configFlags = buf.getShort() & 0xFFFF;
                missSendLen = buf.getShort() & 0xFFFF;
            }
            case OfConstants.OFPT_BARRIER_REQUEST -> {
                length(buf, 0);
                conn.send(MessageWriter.message(OfConstants.OFPT_BARRIER_REPLY, xid).finish());
            }
            case OfConstants.OFPT_ROLE_REQUEST -> role(conn, xid, buf);
            case OfConstants.OFPT_GET_ASYNC_REQUEST -> {
                length(buf, 0);
                final var out = MessageWriter.message(OfConstants.OFPT_GET_ASYNC_REPLY, xid);
                for (long mask : ASYNC_MASKS) {
                    out.u32(mask);
                }
                conn.send(out.finish());
            }
            case OfConstants.OFPT_SET_ASYNC -> length(buf, SET_ASYNC_BODY);
            case OfConstants.OFPT_FLOW_MOD -> {
                writable(conn);
                modifications.flowMod(buf);
            }
            case OfConstants.OFPT_GROUP_MOD -> {
                writable(conn);
                modifications.groupMod(buf);
            }
            case OfConstants.OFPT_PACKET_OUT -> {
                writable(conn);
                packetOut(buf);
            }
            case OfConstants.OFPT_EXPERIMENTER -> experimenter(conn, buf);
            case OfConstants.OFPT_MULTIPART_REQUEST -> multipart.answer(xid, buf).forEach(conn::send);
            case OfConstants.OFPT_PORT_MOD -> {
                writable(conn);
                modifications.portMod();
            }
            case OfConstants.OFPT_TABLE_MOD -> {
                writable(conn);
                modifications.tableMod();
            }
            case OfConstants.OFPT_METER_MOD -> {
                writable(conn);
                modifications.meterMod();
            }
            default -> throw new OfError(OFPET_BAD_REQUEST, OfError.OFPBRC_BAD_TYPE);
        }
    }

    private static void length(final ByteBuffer buf, final int body) throws OfError {
        if (buf.remaining() != body) {
            throw new OfError(OFPET_BAD_REQUEST, OFPBRC_BAD_LEN);
        }
    }

    private static void writable(final Connection conn) throws OfError {
        if (conn.role() == ControllerRole.SLAVE) {
            throw new OfError(OFPET_BAD_REQUEST, OfError.OFPBRC_IS_SLAVE);
        }
    }

    /**
     * Answers ROLE_REQUEST (section 6.3.6): MASTER or SLAVE requests carry a generation id, refused when older than
     * the last one seen; a controller becoming MASTER turns the switch's other MASTER into SLAVE.
     */
    private void role(final Connection conn, final long xid, final ByteBuffer buf) throws OfError {
        length(buf, ROLE_REQUEST_BODY);
        final long requestedCode = buf.getInt() & 0xFFFFFFFFL;
        buf.getInt();
        final long generation = buf.getLong();
        final ControllerRole requested = OfConstants.ofCode(ControllerRole.class, requestedCode).orElseThrow(
            () -> new OfError(OfError.OFPET_ROLE_REQUEST_FAILED, OfError.OFPRRFC_BAD_ROLE));
        if (requested == ControllerRole.MASTER || requested == ControllerRole.SLAVE) {
            if (generationKnown && generation - generationId < 0) {
                throw new OfError(OfError.OFPET_ROLE_REQUEST_FAILED, OfError.OFPRRFC_STALE);
            }
            generationKnown = true;
            generationId = generation;
        }
        if (requested == ControllerRole.MASTER) {
            for (var other : sessions) {
                if (other != conn && other.role() == ControllerRole.MASTER) {
                    other.setRole(ControllerRole.SLAVE);
                    LOG.info("Switch {}: controller {} took the MASTER role, {} is SLAVE now", core.name(),
                        conn.peer(), other.peer());
                }
            }
        }
        if (requested != ControllerRole.NOCHANGE) {
            conn.setRole(requested);
        }
        conn.send(MessageWriter.message(OfConstants.OFPT_ROLE_REPLY, xid).u32(conn.role().code()).zeros(4)
            .u64(generationId).finish());
    }

    private void experimenter(final Connection conn, final ByteBuffer buf) throws OfError {
        if (buf.remaining() < 8) {
            throw new OfError(OFPET_BAD_REQUEST, OFPBRC_BAD_LEN);
        }
        final long experimenter = buf.getInt() & 0xFFFFFFFFL;
        final long expType = buf.getInt() & 0xFFFFFFFFL;
        if (experimenter != OpenPathConstants.EXPERIMENTER_ID) {
            throw new OfError(OFPET_BAD_REQUEST, OfError.OFPBRC_BAD_EXPERIMENTER);
        }
        if (MoveCodec.isMoveExpType(expType)) {
            writable(conn);
            core.stateMoves().handle(expType, buf.slice());
            return;
        }
        if (!ExpType.ofCode(expType).map(ExpType::fromController).orElse(false)) {
            throw new OfError(OFPET_BAD_REQUEST, OfError.OFPBRC_BAD_EXP_TYPE);
        }
        writable(conn);
        core.applied(core.nf().handle(expType, buf.slice()));
    }

    private void packetOut(final ByteBuffer buf) throws OfError {
        if (buf.remaining() < PACKET_OUT_FIXED) {
            throw new OfError(OFPET_BAD_REQUEST, OFPBRC_BAD_LEN);
        }
        final long bufferId = buf.getInt() & 0xFFFFFFFFL;
        final long inPort = buf.getInt() & 0xFFFFFFFFL;
        final int actionsLen = buf.getShort() & 0xFFFF;
        buf.position(buf.position() + 6);
        if (actionsLen > buf.remaining()) {
            throw new OfError(OFPET_BAD_REQUEST, OFPBRC_BAD_LEN);
        }
        if (bufferId != OfConstants.OFP_NO_BUFFER) {
            throw new OfError(OFPET_BAD_REQUEST, OfError.OFPBRC_BUFFER_UNKNOWN);
        }
        final List<Action> actions = FlowCodec.readActions(buf.slice(buf.position(), actionsLen), true);
        final byte[] data = new byte[buf.remaining() - actionsLen];
        buf.get(buf.position() + actionsLen, data);
        final var packet = PacketContext.frame(data);
        packet.setInPort(inPort);
        for (var action : actions) {
            switch (action) {
                case Action.Output output -> core.egress().output(packet, output.port(), output.maxLen(), 0, 0);
                case Action.SetField set -> packet.set(set.field());
                default -> {
                    // Other actions on PACKET_OUT are not needed by OpenFlowPlugin; ignored
                }
            }
        }
        core.pipeline().drain();
    }

    /**
     * Sends a PACKET_IN (section 7.4.1) when a master or equal controller is connected.
     *
     * @param packet the packet
     * @param reason why
     * @param table the table
     * @param cookie the flow entry's cookie
     * @param maxLen how many bytes of an OFPR_ACTION packet to send, {@code OFPCML_NO_BUFFER} for all
     */
    void packetIn(final PacketContext packet, final PacketInReason reason, final int table, final long cookie,
            final int maxLen) {
        if (sessions.stream().noneMatch(Connection::controls)) {
            return;
        }
        final byte[] frame = packet.toFrame();
        final boolean miss = reason == PacketInReason.NO_MATCH;
        final int len = miss ? Math.min(frame.length, missSendLen) : frame.length;
        final var out = MessageWriter.message(OfConstants.OFPT_PACKET_IN, outbound.nextXid());
        out.u32(OfConstants.OFP_NO_BUFFER).u16(frame.length).u8(reason.code()).u8(table).u64(cookie);
        FlowCodec.writeMatch(out, List.of(MatchField.exact(OxmField.IN_PORT, packet.inPort())));
        out.zeros(2).bytes(maxLen == OfConstants.OFPCML_NO_BUFFER || miss && len == frame.length ? frame
            : Arrays.copyOf(frame, Math.min(frame.length, Math.max(len, maxLen))));
        if (outbound.send(out.finish(), Outbound.Recipients.CONTROLLING)) {
            core.switchCounters().countPacketIn();
        }
    }

    /**
     * Sends a PORT_STATUS (section 7.4.3), to slave controllers too.
     *
     * @param port the port
     * @param reason what changed
     */
    void portStatus(final PortState port, final PortReason reason) {
        final var out = MessageWriter.message(OfConstants.OFPT_PORT_STATUS, outbound.nextXid());
        out.u8(reason.code()).zeros(7);
        port.write(out);
        outbound.send(out.finish(), Outbound.Recipients.EVERY_SESSION);
    }

    private void error(final Connection conn, final long xid, final int type, final int code, final byte[] message) {
        final var out = MessageWriter.message(OfConstants.OFPT_ERROR, xid);
        if (type == OfError.OFPET_EXPERIMENTER) {
            out.u16(type).u16(code).u32(OpenPathConstants.EXPERIMENTER_ID);
        } else {
            out.u16(type).u16(code);
        }
        out.bytes(Arrays.copyOf(message, Math.min(OpenPathConstants.MAX_ERROR_DATA_BYTES, message.length)));
        conn.send(out.finish());
        core.switchCounters().countErrorSent();
        LOG.debug("Switch {}: refused message type {} xid {}: error {}/{}", core.name(), message[1], xid, type,
            code);
    }
}
