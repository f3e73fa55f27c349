/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static org.openpath.openflow.BigEndian.put16;
import static org.openpath.openflow.BigEndian.put32;
import static org.openpath.openflow.BigEndian.put64;
import static org.openpath.openflow.BigEndian.put8;
import static org.openpath.openflow.BigEndian.u16;
import static org.openpath.openflow.BigEndian.u32;
import static org.openpath.openflow.BigEndian.u64;
import static org.openpath.openflow.BigEndian.u8;
import static org.openpath.openflow.DecodeChecks.build;
import static org.openpath.openflow.DecodeChecks.exactBody;
import static org.openpath.openflow.DecodeChecks.hex;
import static org.openpath.openflow.DecodeChecks.minimumBody;
import static org.openpath.openflow.DecodeChecks.zero;
import static org.openpath.openflow.OpenPathConstants.EXPERIMENTER_HEADER_BYTES;
import static org.openpath.openflow.OpenPathConstants.FLOW_SPEC_BYTES;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.MalformedOpenPathException.Problem;

/**
 * The byte codec of the state-move messages (docs/openpath-openflow.md section 7) and of the peer frames they and
 * the NF managers' peer channel carry (docs/state-move.md section 5). Stateless and thread-safe; decoders throw only
 * {@link MalformedOpenPathException}, leave the buffer's position unchanged on failure and just after what they read
 * on success, as {@link OpenPathCodec}'s do.
 */
public final class MoveCodec {
    /**
     * A decoded state-move message with its OpenFlow xid.
     *
     * @param xid the xid
     * @param message the message
     */
    public record Frame(long xid, MoveMessage message) {
    }

    /** Bytes of a peer frame header. */
    public static final int FRAME_HEADER_BYTES = MoveFrameCodec.HEADER;
    /** The longest peer frame. */
    public static final int MAX_FRAME_BYTES = MoveFrameCodec.MAX_FRAME;

    private static final int SPEC = 24;
    private static final int ENDPOINT = 20;
    private static final int PREPARE = SPEC + FLOW_SPEC_BYTES;
    private static final int START = PREPARE + 8 + ENDPOINT;
    private static final int EXPECT = PREPARE + 8;
    private static final int READY = 16 + ENDPOINT;

    private MoveCodec() {
        // static methods only
    }

    /**
     * Tells whether an exp_type is a state-move message's.
     *
     * @param expType the exp_type
     * @return whether {@link MoveExpType#ofCode(long)} knows it
     */
    public static boolean isMoveExpType(final long expType) {
        return MoveExpType.ofCode(expType).isPresent();
    }

    // ---------------------------------------------------------------------------------------------------- frames

    /**
     * Encodes a peer frame.
     *
     * @param frame the frame
     * @return its bytes
     */
    public static byte[] encodeFrame(final MoveFrame frame) {
        return MoveFrameCodec.encode(frame);
    }

    /**
     * Reads the length a peer frame's header announces, to read the rest of it from a stream.
     *
     * @param header the frame's first 4 or more bytes, at the buffer's position
     * @return the whole frame's length, 16 to {@link #MAX_FRAME_BYTES}
     * @throws MalformedOpenPathException {@link Problem#BAD_LENGTH} for a length out of that range
     */
    public static int frameLength(final ByteBuffer header) throws MalformedOpenPathException {
        return MoveFrameCodec.length(header);
    }

    /**
     * Decodes one whole peer frame: the buffer's remaining bytes.
     *
     * @param frame the bytes
     * @return the frame
     * @throws MalformedOpenPathException {@link Problem#BAD_LENGTH} for a length other than the bytes or the
     *         type's layout, {@link Problem#UNKNOWN_TYPE} for an unknown type, {@link Problem#BAD_VALUE} for a value
     *         out of range, non-zero reserved bytes or flags, invalid UTF-8
     */
    public static MoveFrame decodeFrame(final ByteBuffer frame) throws MalformedOpenPathException {
        return MoveFrameCodec.decode(frame);
    }

    // -------------------------------------------------------------------------------------------------- messages

    /**
     * Encodes the body of a message: the bytes after experimenter and exp_type.
     *
     * @param message the message
     * @return the body
     */
    public static byte[] encodeBody(final MoveMessage message) {
        return switch (message) {
            case MoveMessage.Prepare prepare -> spec(prepare.spec(), PREPARE).array();
            case MoveMessage.Start start -> {
                final ByteBuffer out = spec(start.spec(), START);
                put64(out, start.token());
                writeEndpoint(start.destination(), out);
                yield out.array();
            }
            case MoveMessage.Expect expect -> {
                final ByteBuffer out = spec(expect.spec(), EXPECT);
                put64(out, expect.token());
                yield out.array();
            }
            case MoveMessage.Finish finish -> idOnly(finish.moveId());
            case MoveMessage.Abort abort -> idOnly(abort.moveId());
            case MoveMessage.Relay relay -> {
                final byte[] frame = MoveFrameCodec.encode(relay.frame());
                final ByteBuffer out = ByteBuffer.allocate(8 + frame.length);
                put32(out, relay.moveId());
                put32(out, 0);
                yield out.put(frame).array();
            }
            case MoveMessage.Ready ready -> {
                final ByteBuffer out = ByteBuffer.allocate(READY);
                put32(out, ready.moveId());
                put32(out, 0);
                put64(out, ready.token());
                writeEndpoint(ready.endpoint(), out);
                yield out.array();
            }
            case MoveMessage.Done done -> counters(done.moveId(), done.chunks(), done.bytes(), done.redirected());
            case MoveMessage.Complete complete -> counters(complete.moveId(), complete.chunks(), complete.bytes(),
                complete.fromSource(), complete.buffered(), complete.held());
            case MoveMessage.Failed failed -> {
                final byte[] reason = MoveFrame.reasonBytes(failed.reason());
                final ByteBuffer out = ByteBuffer.allocate(8 + reason.length);
                put32(out, failed.moveId());
                put16(out, failed.failure().code());
                put16(out, reason.length);
                yield out.put(reason).array();
            }
        };
    }

    /**
     * Encodes a whole message: OpenFlow header, experimenter, exp_type, body.
     *
     * @param message the message
     * @param xid the xid, unsigned 32-bit
     * @return the frame
     * @throws IllegalArgumentException if the xid is out of range or the message exceeds OpenFlow's 65,535 bytes
     *         (a MOVE_RELAY of a large all-flows chunk)
     */
    public static byte[] encodeMessage(final MoveMessage message, final long xid) {
        Checks.uint32("xid", xid);
        final byte[] body = encodeBody(message);
        final int length = EXPERIMENTER_HEADER_BYTES + body.length;
        if (length > 0xFFFF) {
            throw new IllegalArgumentException(message.type() + " of " + length
                + " bytes exceeds an OpenFlow message's 65535");
        }
        return MessageCodec.frame(message.type().code(), body, xid);
    }

    /**
     * Decodes a whole message; the buffer's remaining bytes must be exactly one.
     *
     * @param frame the bytes
     * @return the xid and the message
     * @throws MalformedOpenPathException as {@link OpenPathCodec#decodeMessage(ByteBuffer)}, and whatever
     *         {@link #decodeBody(long, ByteBuffer)} finds
     */
    public static Frame decodeMessage(final ByteBuffer frame) throws MalformedOpenPathException {
        final var framed = MessageCodec.unframe(frame, MoveCodec::decodeBody);
        return new Frame(framed.xid(), framed.message());
    }

    /**
     * Decodes a message body: all remaining bytes of the buffer.
     *
     * @param expType the exp_type
     * @param body the body; on success its position is its limit
     * @return the message
     * @throws MalformedOpenPathException {@link Problem#UNKNOWN_TYPE} for an exp_type that is no state-move
     *         message, {@link Problem#BAD_LENGTH} for a body length not as in section 7 (or a relayed frame's),
     *         {@link Problem#BAD_VALUE} for a value out of range, non-zero reserved bytes, invalid UTF-8
     */
    public static MoveMessage decodeBody(final long expType, final ByteBuffer body)
            throws MalformedOpenPathException {
        final MoveExpType type = MoveExpType.ofCode(expType).orElseThrow(() -> new MalformedOpenPathException(
            Problem.UNKNOWN_TYPE, "Unknown state-move exp_type " + hex(expType, 1)));
        final int at = body.position();
        final int length = body.remaining();
        final String name = type.name();
        final MoveMessage message = switch (type) {
            case MOVE_PREPARE -> {
                exactBody(name, length, PREPARE);
                final MoveSpec spec = readSpec(body, at, name);
                yield new MoveMessage.Prepare(spec);
            }
            case MOVE_START -> {
                exactBody(name, length, START);
                final MoveSpec spec = readSpec(body, at, name);
                final long token = u64(body, at + PREPARE);
                final MoveEndpoint endpoint = readEndpoint(body, at + PREPARE + 8, name);
                yield build(name, () -> new MoveMessage.Start(spec, token, endpoint));
            }
            case MOVE_EXPECT -> {
                exactBody(name, length, EXPECT);
                final MoveSpec spec = readSpec(body, at, name);
                final long token = u64(body, at + PREPARE);
                yield build(name, () -> new MoveMessage.Expect(spec, token));
            }
            case MOVE_FINISH, MOVE_ABORT -> {
                exactBody(name, length, 8);
                zero(body, at + 4, 4, name, "reserved bytes");
                final long moveId = u32(body, at);
                yield build(name, () -> type == MoveExpType.MOVE_FINISH ? new MoveMessage.Finish(moveId)
                    : new MoveMessage.Abort(moveId));
            }
            case MOVE_RELAY_DOWN, MOVE_RELAY_UP -> {
                minimumBody(name, length, 8 + 16);
                zero(body, at + 4, 4, name, "reserved bytes");
                final long moveId = u32(body, at);
                final MoveFrame frame;
                try {
                    frame = MoveFrameCodec.decode(body.slice(at + 8, length - 8));
                } catch (MalformedOpenPathException e) {
                    throw new MalformedOpenPathException(e.problem(), name + ": " + e.getMessage(), e);
                }
                yield build(name, () -> new MoveMessage.Relay(moveId, type == MoveExpType.MOVE_RELAY_DOWN, frame));
            }
            case MOVE_READY -> {
                exactBody(name, length, READY);
                zero(body, at + 4, 4, name, "reserved bytes");
                final long moveId = u32(body, at);
                final long token = u64(body, at + 8);
                final MoveEndpoint endpoint = readEndpoint(body, at + 16, name);
                yield build(name, () -> new MoveMessage.Ready(moveId, token, endpoint));
            }
            case MOVE_DONE -> {
                final long[] values = counters(body, at, length, 3, name);
                yield build(name, () -> new MoveMessage.Done(values[0], values[1], values[2], values[3]));
            }
            case MOVE_COMPLETE -> {
                final long[] values = counters(body, at, length, 5, name);
                yield build(name, () -> new MoveMessage.Complete(values[0], values[1], values[2], values[3],
                    values[4], values[5]));
            }
            case MOVE_FAILED -> {
                minimumBody(name, length, 8);
                final long moveId = u32(body, at);
                final MoveFailure failure = MoveFrameCodec.failure(u16(body, at + 4), name);
                final int reasonLength = u16(body, at + 6);
                DecodeChecks.stringsFit(name, "reason length " + reasonLength, reasonLength, length - 8);
                final String reason = MoveFrameCodec.reason(body, at + 8, reasonLength, name);
                yield build(name, () -> new MoveMessage.Failed(moveId, failure, reason));
            }
        };
        body.position(body.limit());
        return message;
    }

    private static ByteBuffer spec(final MoveSpec spec, final int length) {
        final ByteBuffer out = ByteBuffer.allocate(length);
        put32(out, spec.moveId());
        put32(out, spec.sfcId());
        put32(out, spec.serviceId());
        put8(out, spec.mode().code());
        put8(out, spec.guarantee().code());
        put8(out, MoveOptimisation.bits(spec.optimisations()));
        put8(out, spec.scope());
        put32(out, spec.timeoutMillis());
        put8(out, spec.operation().code());
        out.put(new byte[3]);
        FlowSpecCodec.write(spec.filter(), out);
        return out;
    }

    private static MoveSpec readSpec(final ByteBuffer in, final int at, final String name)
            throws MalformedOpenPathException {
        final long moveId = u32(in, at);
        final long sfc = u32(in, at + 4);
        final long service = u32(in, at + 8);
        final int modeCode = u8(in, at + 12);
        final MoveMode mode = MoveMode.ofCode(modeCode).orElseThrow(() -> new MalformedOpenPathException(
            Problem.BAD_VALUE, name + ": unknown mode " + modeCode));
        final int guaranteeCode = u8(in, at + 13);
        final MoveGuarantee guarantee = MoveGuarantee.ofCode(guaranteeCode).orElseThrow(
            () -> new MalformedOpenPathException(Problem.BAD_VALUE, name + ": unknown guarantee " + guaranteeCode));
        final int optimisations = u8(in, at + 14);
        final int scope = u8(in, at + 15);
        final long timeout = u32(in, at + 16);
        final int operationCode = u8(in, at + 20);
        final MoveOperation operation = MoveOperation.ofCode(operationCode).orElseThrow(
            () -> new MalformedOpenPathException(Problem.BAD_VALUE, name + ": unknown operation " + operationCode));
        zero(in, at + 21, 3, name, "reserved bytes");
        final FlowSpec filter = FlowSpecCodec.read(in, at + SPEC, name);
        return build(name, () -> new MoveSpec(moveId, sfc, service, mode, guarantee, MoveOptimisation.of(
            optimisations), scope, timeout, filter, operation));
    }

    private static void writeEndpoint(final @Nullable MoveEndpoint endpoint, final ByteBuffer out) {
        if (endpoint == null) {
            out.put(new byte[ENDPOINT]);
            return;
        }
        final byte[] address = endpoint.address().getAddress();
        put8(out, address.length == 4 ? 4 : 6);
        put8(out, 0);
        put16(out, endpoint.port());
        out.put(Arrays.copyOf(address, 16));
    }

    private static @Nullable MoveEndpoint readEndpoint(final ByteBuffer in, final int at, final String name)
            throws MalformedOpenPathException {
        final int version = u8(in, at);
        zero(in, at + 1, 1, name, "endpoint reserved byte");
        final int port = u16(in, at + 2);
        if (version == 0) {
            zero(in, at + 2, 18, name, "endpoint of a relay move");
            return null;
        }
        if (version != 4 && version != 6) {
            throw new MalformedOpenPathException(Problem.BAD_VALUE, name + ": endpoint IP version " + version
                + " is not 4 or 6");
        }
        final byte[] address = new byte[version == 4 ? 4 : 16];
        in.get(at + 4, address);
        if (version == 4) {
            zero(in, at + 8, 12, name, "bytes after the IPv4 endpoint address");
        }
        final InetAddress inet;
        try {
            inet = version == 4 ? InetAddress.getByAddress(address) : Inet6Address.getByAddress(null, address, -1);
        } catch (UnknownHostException e) {
            throw new MalformedOpenPathException(Problem.BAD_VALUE, name + ": bad endpoint address", e);
        }
        return build(name, () -> new MoveEndpoint(inet, port));
    }

    private static byte[] idOnly(final long moveId) {
        final ByteBuffer out = ByteBuffer.allocate(8);
        put32(out, moveId);
        put32(out, 0);
        return out.array();
    }

    private static byte[] counters(final long moveId, final long... values) {
        final ByteBuffer out = ByteBuffer.allocate(8 + 8 * values.length);
        put32(out, moveId);
        put32(out, 0);
        for (long value : values) {
            put64(out, value);
        }
        return out.array();
    }

    private static long[] counters(final ByteBuffer in, final int at, final int length, final int count,
            final String name) throws MalformedOpenPathException {
        exactBody(name, length, 8 + 8 * count);
        zero(in, at + 4, 4, name, "reserved bytes");
        final long[] values = new long[count + 1];
        values[0] = u32(in, at);
        for (int i = 0; i < count; i++) {
            values[i + 1] = u64(in, at + 8 + 8 * i);
        }
        return values;
    }
}
