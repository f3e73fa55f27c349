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
import static org.openpath.openflow.DecodeChecks.name;
import static org.openpath.openflow.DecodeChecks.zero;

import java.nio.ByteBuffer;
import org.openpath.openflow.MalformedOpenPathException.Problem;

/**
 * The byte layouts of the peer frames (docs/state-move.md section 5) behind {@link MoveCodec}.
 */
final class MoveFrameCodec {
    static final int HEADER = 8;
    static final int KEY = 48;
    static final int MAX_FRAME = 16_778_240;
    private static final int FLAG_NO_STATE = 1;

    private MoveFrameCodec() {
        // static methods only
    }

    static byte[] encode(final MoveFrame frame) {
        final byte[] tail = switch (frame) {
            case MoveFrame.Hello hello -> {
                final byte[] type = Checks.name("HELLO NF type", hello.nfType());
                final ByteBuffer out = ByteBuffer.allocate(16 + type.length);
                put8(out, 1);
                put8(out, type.length);
                put16(out, 0);
                put32(out, hello.moveId());
                put64(out, hello.token());
                yield out.put(type).array();
            }
            case MoveFrame.Accept accept -> twoWords(accept.moveId(), 0);
            case MoveFrame.Chunk chunk -> {
                final byte[] bytes = chunk.chunk();
                final ByteBuffer out = ByteBuffer.allocate(8 + KEY + bytes.length);
                put32(out, chunk.seq());
                put32(out, 0);
                writeKey(chunk.key(), out);
                yield out.put(bytes).array();
            }
            case MoveFrame.ChunkAck ack -> twoWords(ack.seq(), 0);
            case MoveFrame.Packet packet -> {
                final byte[] bytes = packet.packet();
                final ByteBuffer out = ByteBuffer.allocate(16 + KEY + bytes.length);
                put32(out, packet.seq());
                put32(out, packet.sfcId());
                put32(out, packet.pathId());
                put32(out, packet.tag());
                writeKey(packet.key(), out);
                yield out.put(bytes).array();
            }
            case MoveFrame.PacketAck ack -> ByteBuffer.allocate(8).putLong(ack.count()).array();
            case MoveFrame.Release release -> twoWords(release.chunks(), 0);
            case MoveFrame.Released released -> twoWords(released.chunks(), 0);
            case MoveFrame.End end -> ByteBuffer.allocate(8).putLong(end.packets()).array();
            case MoveFrame.Abort abort -> {
                final byte[] reason = MoveFrame.reasonBytes(abort.reason());
                final ByteBuffer out = ByteBuffer.allocate(8 + reason.length);
                put16(out, abort.failure().code());
                put16(out, reason.length);
                put32(out, 0);
                yield out.put(reason).array();
            }
        };
        final int length = HEADER + tail.length;
        if (length > MAX_FRAME) {
            throw new IllegalArgumentException("A frame of " + length + " bytes exceeds " + MAX_FRAME);
        }
        final ByteBuffer out = ByteBuffer.allocate(length);
        put32(out, length);
        put8(out, frame.type());
        put8(out, frame instanceof MoveFrame.Packet packet && packet.noState() ? FLAG_NO_STATE : 0);
        put16(out, 0);
        return out.put(tail).array();
    }

    private static byte[] twoWords(final long first, final long second) {
        final ByteBuffer out = ByteBuffer.allocate(8);
        put32(out, first);
        put32(out, second);
        return out.array();
    }

    private static void writeKey(final MoveKey key, final ByteBuffer out) {
        put8(out, key.fields());
        out.put(new byte[7]);
        put64(out, key.ipSrc());
        put64(out, key.ipDst());
        put64(out, key.ipProto());
        put64(out, key.l4Src());
        put64(out, key.l4Dst());
    }

    /**
     * Reads the length a frame header announces.
     *
     * @param header at least the first 4 bytes of a frame, at the buffer's position
     * @return the frame's length
     * @throws MalformedOpenPathException {@link Problem#BAD_LENGTH} for a length below 16 or above the maximum
     */
    static int length(final ByteBuffer header) throws MalformedOpenPathException {
        final long length = u32(header, header.position());
        if (length < 16 || length > MAX_FRAME) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, "Peer frame: length " + length
                + " is outside 16.." + MAX_FRAME);
        }
        return (int) length;
    }

    static MoveFrame decode(final ByteBuffer in) throws MalformedOpenPathException {
        final int start = in.position();
        final int available = in.remaining();
        if (available < HEADER) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, "Peer frame: " + available
                + " bytes are fewer than its 8-byte header");
        }
        final int length = length(in);
        if (length != available) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, "Peer frame: length " + length + " but "
                + available + " bytes given");
        }
        final int type = u8(in, start + 4);
        final int flags = u8(in, start + 5);
        final String name = switch (type) {
            case 1 -> "HELLO";
            case 2 -> "ACCEPT";
            case 3 -> "CHUNK";
            case 4 -> "CHUNK_ACK";
            case 5 -> "PACKET";
            case 6 -> "PACKET_ACK";
            case 7 -> "RELEASE";
            case 8 -> "RELEASED";
            case 9 -> "END";
            case 10 -> "ABORT";
            default -> throw new MalformedOpenPathException(Problem.UNKNOWN_TYPE, "Peer frame: unknown type "
                + type);
        };
        final int allowed = type == 5 ? FLAG_NO_STATE : 0;
        if ((flags & ~allowed) != 0) {
            throw new MalformedOpenPathException(Problem.BAD_VALUE, name + ": unknown flags 0x"
                + Integer.toHexString(flags));
        }
        zero(in, start + 6, 2, name, "reserved bytes");
        final int at = start + HEADER;
        final int body = length - HEADER;
        final MoveFrame frame = switch (type) {
            case 1 -> {
                atLeast(name, body, 17);
                final int version = u8(in, at);
                if (version != 1) {
                    throw new MalformedOpenPathException(Problem.BAD_VALUE, name + ": version " + version
                        + " is not 1");
                }
                final int typeLength = u8(in, at + 1);
                zero(in, at + 2, 2, name, "reserved bytes");
                DecodeChecks.stringsFit(name, "NF type length " + typeLength, typeLength, body - 16);
                final long moveId = u32(in, at + 4);
                final long token = u64(in, at + 8);
                final String nfType = name(in, at + 16, typeLength, name, "NF type");
                yield build(name, () -> new MoveFrame.Hello(moveId, token, nfType));
            }
            case 2 -> {
                exactly(name, body, 8);
                zero(in, at + 4, 4, name, "reserved bytes");
                final long moveId = u32(in, at);
                yield build(name, () -> new MoveFrame.Accept(moveId));
            }
            case 3 -> {
                atLeast(name, body, 8 + KEY + 1);
                zero(in, at + 4, 4, name, "reserved bytes");
                final long seq = u32(in, at);
                final MoveKey key = readKey(in, at + 8, name);
                final byte[] chunk = new byte[body - 8 - KEY];
                in.get(at + 8 + KEY, chunk);
                yield build(name, () -> new MoveFrame.Chunk(seq, key, chunk));
            }
            case 4 -> {
                exactly(name, body, 8);
                zero(in, at + 4, 4, name, "reserved bytes");
                final long seq = u32(in, at);
                yield build(name, () -> new MoveFrame.ChunkAck(seq));
            }
            case 5 -> {
                atLeast(name, body, 16 + KEY + 1);
                final long seq = u32(in, at);
                final long sfc = u32(in, at + 4);
                final long path = u32(in, at + 8);
                final long tag = u32(in, at + 12);
                final MoveKey key = readKey(in, at + 16, name);
                final byte[] packet = new byte[body - 16 - KEY];
                in.get(at + 16 + KEY, packet);
                yield build(name, () -> new MoveFrame.Packet(seq, (flags & FLAG_NO_STATE) != 0, sfc, path, tag, key,
                    packet));
            }
            case 6 -> {
                exactly(name, body, 8);
                final long count = in.getLong(at);
                yield build(name, () -> new MoveFrame.PacketAck(count));
            }
            case 7, 8 -> {
                exactly(name, body, 8);
                zero(in, at + 4, 4, name, "reserved bytes");
                final long chunks = u32(in, at);
                yield type == 7 ? new MoveFrame.Release(chunks) : new MoveFrame.Released(chunks);
            }
            case 9 -> {
                exactly(name, body, 8);
                final long packets = in.getLong(at);
                yield build(name, () -> new MoveFrame.End(packets));
            }
            default -> {
                atLeast(name, body, 8);
                final int code = u16(in, at);
                final int reasonLength = u16(in, at + 2);
                zero(in, at + 4, 4, name, "reserved bytes");
                DecodeChecks.stringsFit(name, "reason length " + reasonLength, reasonLength, body - 8);
                yield abort(in, at, code, reasonLength, name);
            }
        };
        in.position(start + length);
        return frame;
    }

    private static MoveFrame abort(final ByteBuffer in, final int at, final int code, final int reasonLength,
            final String name) throws MalformedOpenPathException {
        final MoveFailure failure = failure(code, name);
        final String reason = reason(in, at + 8, reasonLength, name);
        return build(name, () -> new MoveFrame.Abort(failure, reason));
    }

    static MoveFailure failure(final int code, final String name) throws MalformedOpenPathException {
        return MoveFailure.ofCode(code).orElseThrow(() -> new MalformedOpenPathException(Problem.BAD_VALUE, name
            + ": unknown failure code " + code));
    }

    static String reason(final ByteBuffer in, final int at, final int length, final String name)
            throws MalformedOpenPathException {
        if (length > MoveFrame.MAX_REASON_BYTES) {
            throw new MalformedOpenPathException(Problem.BAD_VALUE, name + ": reason length " + length + " exceeds "
                + MoveFrame.MAX_REASON_BYTES + " bytes");
        }
        final String text = Checks.decodeUtf8OrNull(in.slice(at, length));
        if (text == null) {
            throw new MalformedOpenPathException(Problem.BAD_VALUE, name + ": reason is not valid UTF-8");
        }
        return text;
    }

    private static MoveKey readKey(final ByteBuffer in, final int at, final String name)
            throws MalformedOpenPathException {
        final int fields = u8(in, at);
        zero(in, at + 1, 7, name, "key reserved bytes");
        final long src = in.getLong(at + 8);
        final long dst = in.getLong(at + 16);
        final long proto = in.getLong(at + 24);
        final long sport = in.getLong(at + 32);
        final long dport = in.getLong(at + 40);
        return build(name, () -> new MoveKey(fields, src, dst, proto, sport, dport));
    }

    private static void exactly(final String name, final int body, final int expected)
            throws MalformedOpenPathException {
        if (body != expected) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, name + ": frame length " + (HEADER + body)
                + ", the spec says " + (HEADER + expected));
        }
    }

    private static void atLeast(final String name, final int body, final int least)
            throws MalformedOpenPathException {
        if (body < least) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, name + ": frame length " + (HEADER + body)
                + " is shorter than " + (HEADER + least));
        }
    }
}
