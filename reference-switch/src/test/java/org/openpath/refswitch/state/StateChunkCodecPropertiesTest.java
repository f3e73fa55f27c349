/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.state;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.openpath.analyzer.exec.FlowKey;
import org.openpath.analyzer.exec.FlowRecord;
import org.openpath.analyzer.exec.SharedState;

/**
 * Properties of the state encoding: every chunk and export decodes back to itself; whatever bytes come in, the
 * decoder either refuses them with {@link MalformedStateException} (and nothing else) or returns something that
 * re-encodes to exactly those bytes; every truncation of a valid export is refused.
 */
class StateChunkCodecPropertiesTest {
    @Property(tries = 2000)
    void chunksRoundTrip(@ForAll("chunks") final StateChunk chunk) throws MalformedStateException {
        final byte[] bytes = StateChunkCodec.encode(chunk);
        assertEquals(StateChunkCodec.length(chunk), bytes.length);
        assertEquals(chunk, StateChunkCodec.decode(bytes));
        // at an offset inside a larger buffer
        final ByteBuffer buffer = ByteBuffer.allocate(bytes.length + 9).position(5);
        buffer.put(bytes).put(new byte[4]).position(5);
        assertEquals(chunk, StateChunkCodec.decode(buffer));
        assertEquals(5 + bytes.length, buffer.position());
    }

    @Property(tries = 500)
    void exportsRoundTrip(@ForAll("exports") final StateExport export) throws MalformedStateException {
        assertEquals(export, StateChunkCodec.decodeExport(StateChunkCodec.encodeExport(export)));
    }

    @Property(tries = 3000)
    void randomBytesAreRefusedOrCanonical(@ForAll final byte[] bytes) {
        decodesCanonicallyOrRefuses(bytes);
    }

    @Property(tries = 5000)
    void mutatedExportsAreRefusedOrCanonical(@ForAll("exports") final StateExport export,
            @ForAll final int position, @ForAll final byte value) {
        final byte[] bytes = StateChunkCodec.encodeExport(export);
        bytes[Math.floorMod(position, bytes.length)] = value;
        decodesCanonicallyOrRefuses(bytes);
    }

    @Property(tries = 300)
    void everyTruncationIsRefused(@ForAll("exports") final StateExport export) {
        final byte[] bytes = StateChunkCodec.encodeExport(export);
        for (int length = 0; length < bytes.length; length++) {
            final byte[] truncated = Arrays.copyOf(bytes, length);
            assertThrows(MalformedStateException.class, () -> StateChunkCodec.decodeExport(truncated),
                "truncated to " + length);
        }
    }

    @Property(tries = 2000)
    void aRefusedChunkLeavesTheBufferPositionAlone(@ForAll("chunks") final StateChunk chunk,
            @ForAll final int position, @ForAll final byte value) {
        final byte[] bytes = StateChunkCodec.encode(chunk);
        bytes[Math.floorMod(position, bytes.length)] = value;
        final ByteBuffer buffer = ByteBuffer.allocate(bytes.length + 3).position(3);
        buffer.put(bytes).position(3);
        try {
            final var decoded = StateChunkCodec.decode(buffer);
            assertArrayEquals(bytes, StateChunkCodec.encode(decoded));
        } catch (MalformedStateException e) {
            assertEquals(3, buffer.position());
        }
    }

    private static void decodesCanonicallyOrRefuses(final byte[] bytes) {
        final StateExport decoded;
        try {
            decoded = StateChunkCodec.decodeExport(bytes);
        } catch (MalformedStateException e) {
            return;
        }
        assertArrayEquals(bytes, StateChunkCodec.encodeExport(decoded));
    }

    @Provide
    static Arbitrary<StateChunk> chunks() {
        final Arbitrary<StateChunk> flows = Combinators.combine(keys(),
            Combinators.combine(Arbitraries.longs(), Arbitraries.longs(), Arbitraries.of(true, false))
                .as(FlowRecord::new)).as(StateChunk.Flow::new);
        final Arbitrary<StateChunk> shared = Combinators.combine(Arbitraries.longs(), Arbitraries.longs(),
            Arbitraries.maps(Arbitraries.longs(), Arbitraries.longs()).ofMaxSize(12))
            .as((acc, counter, table) -> new StateChunk.Shared(new SharedState(acc, counter, table)));
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(5, flows), net.jqwik.api.Tuple.of(1, shared));
    }

    @Provide
    static Arbitrary<StateExport> exports() {
        final Arbitrary<String> types = Arbitraries.strings().withChars("abcdefghijklmnopqrstuvwxyz-é")
            .ofMinLength(1).ofMaxLength(20);
        final Arbitrary<List<StateChunk>> chunkLists = chunks().list().ofMaxSize(6);
        return Combinators.combine(types, chunkLists).as(StateExport::new);
    }

    private static Arbitrary<FlowKey> keys() {
        return Combinators.combine(Arbitraries.integers().between(1, 31), Arbitraries.longs().list().ofSize(5))
            .as((fields, values) -> new FlowKey(fields, pick(fields, 1, values.get(0)), pick(fields, 2,
                values.get(1)), pick(fields, 4, values.get(2)), pick(fields, 8, values.get(3)), pick(fields, 16,
                    values.get(4))));
    }

    private static long pick(final int fields, final int bit, final long value) {
        return (fields & bit) != 0 ? value : 0;
    }
}
