/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.state;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.openpath.analyzer.exec.FlowKey;
import org.openpath.analyzer.exec.FlowRecord;
import org.openpath.analyzer.exec.SharedState;

/**
 * The binary encoding of NF state, version 1 (docs/state-move.md, section 2): a chunk is an 8-byte header (version,
 * kind, zero, length) and its body; an export is a 16-byte header (magic {@code OPST}, version, NF type length, zero,
 * chunk count, zero), the NF type and the chunks back to back. All integers are big-endian. The encoding is
 * canonical: absent key fields, reserved bytes and unused flag bits are zero, an all-flows table is sorted by key
 * with no key twice, so whatever decodes re-encodes to the same bytes. Decoding refuses anything else with a
 * {@link MalformedStateException} naming the problem and its offset, and nothing else, whatever the bytes.
 * Stateless and thread-safe.
 */
public final class StateChunkCodec {
    /** The encoding version this codec writes and reads. */
    public static final int VERSION = 1;
    /** Chunk kind: the state under one flow key. */
    public static final int KIND_FLOW = 1;
    /** Chunk kind: all-flows state. */
    public static final int KIND_SHARED = 2;
    /** Bytes of a chunk header. */
    public static final int CHUNK_HEADER = 8;
    /** Bytes of a flow chunk. */
    public static final int FLOW_CHUNK = 72;
    /** Bytes of an all-flows chunk without its table. */
    public static final int SHARED_FIXED = 32;
    /** Bytes of an export header. */
    public static final int EXPORT_HEADER = 16;
    /** The largest chunk: an all-flows table of a million entries. */
    public static final int MAX_CHUNK = SHARED_FIXED + 16 * 1_000_000;
    /** The longest NF type name, as in the OpenPATH extension. */
    public static final int MAX_TYPE = 64;

    private static final int MAGIC = 0x4F505354;
    private static final int FLAG_EXCLUSIVE = 1;

    private StateChunkCodec() {
        // static methods only
    }

    /**
     * Returns the encoded length of a chunk.
     *
     * @param chunk the chunk
     * @return its bytes
     */
    public static int length(final StateChunk chunk) {
        return switch (chunk) {
            case StateChunk.Flow flow -> FLOW_CHUNK;
            case StateChunk.Shared shared -> SHARED_FIXED + 16 * shared.state().table().size();
        };
    }

    /**
     * Encodes a chunk.
     *
     * @param chunk the chunk
     * @return its bytes
     * @throws IllegalArgumentException if an all-flows table is larger than {@link #MAX_CHUNK} allows
     */
    public static byte[] encode(final StateChunk chunk) {
        final int length = length(chunk);
        if (length > MAX_CHUNK) {
            throw new IllegalArgumentException("An all-flows table of " + (length - SHARED_FIXED) / 16
                + " entries does not fit a chunk");
        }
        final ByteBuffer out = ByteBuffer.allocate(length);
        write(chunk, out);
        return out.array();
    }

    /**
     * Writes a chunk at the buffer's position.
     *
     * @param chunk the chunk
     * @param out the buffer, big-endian
     */
    public static void write(final StateChunk chunk, final ByteBuffer out) {
        out.put((byte) VERSION);
        switch (chunk) {
            case StateChunk.Flow flow -> {
                final FlowKey key = flow.key();
                final FlowRecord record = flow.record();
                out.put((byte) KIND_FLOW).putShort((short) 0).putInt(FLOW_CHUNK);
                out.put((byte) key.fields()).put((byte) (record.exclusive() ? FLAG_EXCLUSIVE : 0)).putShort((short) 0)
                    .putInt(0);
                out.putLong(key.ipSrc()).putLong(key.ipDst()).putLong(key.ipProto()).putLong(key.l4Src())
                    .putLong(key.l4Dst());
                out.putLong(record.value()).putLong(record.count());
            }
            case StateChunk.Shared shared -> {
                final SharedState state = shared.state();
                out.put((byte) KIND_SHARED).putShort((short) 0).putInt(length(chunk));
                out.putLong(state.acc()).putLong(state.counter()).putInt(state.table().size()).putInt(0);
                for (var entry : new TreeMap<>(state.table()).entrySet()) {
                    out.putLong(entry.getKey()).putLong(entry.getValue());
                }
            }
        }
    }

    /**
     * Decodes one chunk at the buffer's position; on success the position is just after it, on failure it is where
     * it was.
     *
     * @param in the buffer
     * @return the chunk
     * @throws MalformedStateException for a truncated chunk, an unknown version or kind, a length that does not fit
     *         its kind, non-zero reserved bytes, unknown key fields or flags, a value in an absent key field, or an
     *         all-flows table out of order
     */
    public static StateChunk decode(final ByteBuffer in) throws MalformedStateException {
        final int start = in.position();
        final int available = in.remaining();
        if (available < CHUNK_HEADER) {
            throw malformed(start, "chunk header needs 8 bytes, " + available + " left");
        }
        final int version = in.get(start) & 0xFF;
        if (version != VERSION) {
            throw malformed(start, "chunk encoding version " + version + " is not " + VERSION);
        }
        final int kind = in.get(start + 1) & 0xFF;
        zero(in, start + 2, 2, "chunk header reserved bytes");
        final long length = in.getInt(start + 4) & 0xFFFFFFFFL;
        if (length > available) {
            throw malformed(start, "chunk length " + length + " exceeds the " + available + " bytes left");
        }
        final StateChunk chunk = switch (kind) {
            case KIND_FLOW -> flow(in, start, length);
            case KIND_SHARED -> shared(in, start, length);
            default -> throw malformed(start + 1, "unknown chunk kind " + kind);
        };
        in.position(start + (int) length);
        return chunk;
    }

    /**
     * Decodes a whole buffer holding exactly one chunk.
     *
     * @param bytes the bytes
     * @return the chunk
     * @throws MalformedStateException as {@link #decode(ByteBuffer)}, and for bytes after the chunk
     */
    public static StateChunk decode(final byte[] bytes) throws MalformedStateException {
        final ByteBuffer in = ByteBuffer.wrap(bytes);
        final StateChunk chunk = decode(in);
        if (in.hasRemaining()) {
            throw malformed(in.position(), in.remaining() + " bytes after the chunk");
        }
        return chunk;
    }

    private static StateChunk flow(final ByteBuffer in, final int start, final long length)
            throws MalformedStateException {
        if (length != FLOW_CHUNK) {
            throw malformed(start + 4, "flow chunk length " + length + " is not " + FLOW_CHUNK);
        }
        final int fields = in.get(start + 8) & 0xFF;
        final int flags = in.get(start + 9) & 0xFF;
        if ((flags & ~FLAG_EXCLUSIVE) != 0) {
            throw malformed(start + 9, "unknown flow chunk flags 0x" + Integer.toHexString(flags));
        }
        zero(in, start + 10, 6, "flow chunk reserved bytes");
        final long[] values = new long[5];
        for (int i = 0; i < values.length; i++) {
            values[i] = in.getLong(start + 16 + 8 * i);
        }
        final FlowKey key;
        try {
            key = new FlowKey(fields, values[0], values[1], values[2], values[3], values[4]);
        } catch (IllegalArgumentException e) {
            throw new MalformedStateException(malformed(start + 8, e.getMessage()).getMessage(), e);
        }
        return new StateChunk.Flow(key, new FlowRecord(in.getLong(start + 56), in.getLong(start + 64),
            (flags & FLAG_EXCLUSIVE) != 0));
    }

    private static StateChunk shared(final ByteBuffer in, final int start, final long length)
            throws MalformedStateException {
        if (length < SHARED_FIXED) {
            throw malformed(start + 4, "all-flows chunk length " + length + " is shorter than its " + SHARED_FIXED
                + "-byte fixed part");
        }
        final long entries = in.getInt(start + 24) & 0xFFFFFFFFL;
        zero(in, start + 28, 4, "all-flows chunk reserved bytes");
        if (length != SHARED_FIXED + 16 * entries) {
            throw malformed(start + 4, "all-flows chunk length " + length + " does not hold its " + entries
                + " table entries (" + (SHARED_FIXED + 16 * entries) + " bytes)");
        }
        final Map<Long, Long> table = new HashMap<>();
        long previous = 0;
        for (int i = 0; i < entries; i++) {
            final int at = start + SHARED_FIXED + 16 * i;
            final long key = in.getLong(at);
            if (i > 0 && key <= previous) {
                throw malformed(at, "all-flows table key " + key + " is not above the previous key " + previous);
            }
            previous = key;
            table.put(key, in.getLong(at + 8));
        }
        return new StateChunk.Shared(new SharedState(in.getLong(start + 8), in.getLong(start + 16), table));
    }

    /**
     * Encodes an export: header, NF type and chunks.
     *
     * @param export the export
     * @return its bytes
     * @throws IllegalArgumentException if the NF type is empty or longer than {@link #MAX_TYPE} UTF-8 bytes
     */
    public static byte[] encodeExport(final StateExport export) {
        final byte[] type = export.nfType().getBytes(StandardCharsets.UTF_8);
        if (type.length == 0 || type.length > MAX_TYPE) {
            throw new IllegalArgumentException("NF type \"" + export.nfType() + "\" is not 1 to " + MAX_TYPE
                + " UTF-8 bytes");
        }
        int length = EXPORT_HEADER + type.length;
        for (var chunk : export.chunks()) {
            length += length(chunk);
        }
        final ByteBuffer out = ByteBuffer.allocate(length);
        out.putInt(MAGIC).put((byte) VERSION).put((byte) type.length).putShort((short) 0)
            .putInt(export.chunks().size()).putInt(0).put(type);
        for (var chunk : export.chunks()) {
            write(chunk, out);
        }
        return out.array();
    }

    /**
     * Decodes an export: the bytes must be exactly one.
     *
     * @param bytes the bytes
     * @return the export
     * @throws MalformedStateException for a wrong magic or version, a bad NF type, a chunk count other than the
     *         chunks present, bytes after the last chunk, and whatever {@link #decode(ByteBuffer)} refuses
     */
    public static StateExport decodeExport(final byte[] bytes) throws MalformedStateException {
        final ByteBuffer in = ByteBuffer.wrap(bytes);
        if (bytes.length < EXPORT_HEADER) {
            throw malformed(0, "export header needs 16 bytes, " + bytes.length + " given");
        }
        if (in.getInt(0) != MAGIC) {
            throw malformed(0, "not a state export (magic 0x" + Integer.toHexString(in.getInt(0))
                + ", expected 0x4f505354 \"OPST\")");
        }
        final int version = in.get(4) & 0xFF;
        if (version != VERSION) {
            throw malformed(4, "export encoding version " + version + " is not " + VERSION);
        }
        final int typeLength = in.get(5) & 0xFF;
        zero(in, 6, 2, "export header reserved bytes");
        final long count = in.getInt(8) & 0xFFFFFFFFL;
        zero(in, 12, 4, "export header reserved bytes");
        if (typeLength == 0 || typeLength > MAX_TYPE) {
            throw malformed(5, "NF type length " + typeLength + " is not 1 to " + MAX_TYPE);
        }
        if (EXPORT_HEADER + typeLength > bytes.length) {
            throw malformed(5, "NF type length " + typeLength + " exceeds the " + (bytes.length - EXPORT_HEADER)
                + " bytes after the header");
        }
        final String type;
        try {
            type = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT).decode(in.slice(EXPORT_HEADER, typeLength))
                .toString();
        } catch (CharacterCodingException e) {
            throw new MalformedStateException(malformed(EXPORT_HEADER, "NF type is not valid UTF-8").getMessage(), e);
        }
        in.position(EXPORT_HEADER + typeLength);
        if (count > in.remaining() / SHARED_FIXED + 1) {
            throw malformed(8, "chunk count " + count + " cannot fit the " + in.remaining() + " bytes left");
        }
        final List<StateChunk> chunks = new ArrayList<>((int) count);
        for (long i = 0; i < count; i++) {
            if (!in.hasRemaining()) {
                throw malformed(in.position(), "chunk " + (i + 1) + " of " + count + " is missing");
            }
            chunks.add(decode(in));
        }
        if (in.hasRemaining()) {
            throw malformed(in.position(), in.remaining() + " bytes after the last of " + count + " chunks");
        }
        return new StateExport(type, chunks);
    }

    private static void zero(final ByteBuffer in, final int at, final int length, final String what)
            throws MalformedStateException {
        for (int i = 0; i < length; i++) {
            if (in.get(at + i) != 0) {
                throw malformed(at + i, what + " not zero");
            }
        }
    }

    private static MalformedStateException malformed(final int offset, final String problem) {
        return new MalformedStateException("Malformed NF state at byte " + offset + ": " + problem);
    }
}
