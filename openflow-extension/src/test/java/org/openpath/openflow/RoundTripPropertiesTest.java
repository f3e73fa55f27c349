/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Map;
import java.util.function.BiConsumer;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.domains.Domain;
import net.jqwik.api.domains.DomainContext;

/**
 * Encoding then decoding gives every valid record back, with the lengths of docs/openpath-openflow.md, wherever the
 * encoding sits in a buffer and whatever the buffer's byte order.
 */
@Domain(CodecDomain.class)
@Domain(DomainContext.Global.class)
class RoundTripPropertiesTest {
    @Provide
    Arbitrary<Long> xids() {
        return Arbs.xid();
    }

    @Provide
    Arbitrary<Map<String, String>> jsonEntries() {
        return Arbs.jsonEntries();
    }

    @Property(tries = 2000)
    void oxmRoundTrips(@ForAll final OxmMatch match, @ForAll @IntRange(max = 7) final int offset)
            throws MalformedOpenPathException {
        final byte[] bytes = OpenPathCodec.encodeOxm(match);
        assertEquals(match.wireLength(), bytes.length);
        assertEquals(4 + 4 + match.field().valueBytes() * (match.hasMask() ? 2 : 1), bytes.length);
        assertEquals(bytes.length - 4, bytes[3] & 0xFF);

        assertRoundTripAt(offset, 5, match, bytes.length, OpenPathCodec::writeOxm, OpenPathCodec::readOxm);
    }

    @Property(tries = 2000)
    void actionRoundTrips(@ForAll final OpenPathAction action, @ForAll @IntRange(max = 7) final int offset)
            throws MalformedOpenPathException {
        final byte[] bytes = OpenPathCodec.encodeAction(action);
        assertEquals(action.wireLength(), bytes.length);
        assertEquals(0, bytes.length % 8);
        assertEquals(bytes.length, (bytes[2] & 0xFF) << 8 | bytes[3] & 0xFF);
        final int used = switch (action) {
            case InvokeNf invoke -> 20;
            case CopyToBranches copy -> 12 + 4 * copy.count();
            case Merge merge -> 16 + merge.count();
            case SetPathTag tag -> 20;
            case RunGraph run -> 20;
        };
        assertEquals((used + 7) / 8 * 8, bytes.length);
        assertEquals(action.subtype(), (bytes[8] & 0xFF) << 8 | bytes[9] & 0xFF);

        assertRoundTripAt(offset, 9, action, bytes.length, OpenPathCodec::writeAction, OpenPathCodec::readAction);
    }

    @Property(tries = 3000)
    void messageRoundTrips(@ForAll final OpenPathMessage message, @ForAll("xids") final long xid)
            throws MalformedOpenPathException {
        final byte[] frame = OpenPathCodec.encodeMessage(message, xid);
        final int bodyLength = Arbs.specBodyLength(message);
        assertEquals(16 + bodyLength, frame.length);
        assertEquals(frame.length, (frame[2] & 0xFF) << 8 | frame[3] & 0xFF);
        assertEquals(message.expType(), ByteBuffer.wrap(frame, 12, 4).getInt() & 0xFFFF_FFFFL);
        assertEquals(message instanceof ControllerMessage, message.type().fromController());

        final ByteBuffer buffer = ByteBuffer.wrap(frame);
        assertEquals(new OpenPathCodec.Frame(xid, message), OpenPathCodec.decodeMessage(buffer));
        assertEquals(frame.length, buffer.position());

        final byte[] body = OpenPathCodec.encodeBody(message);
        assertEquals(bodyLength, body.length);
        final ByteBuffer bodyBuffer = ByteBuffer.allocate(body.length + 3).order(ByteOrder.LITTLE_ENDIAN);
        bodyBuffer.position(3);
        bodyBuffer.put(body).position(3);
        assertEquals(message, OpenPathCodec.decodeBody(message.expType(), bodyBuffer));
        assertEquals(bodyBuffer.limit(), bodyBuffer.position());
    }

    /**
     * A GRAPH_SET is laid out as section 8 says: sfc-id, vertex count, zero, then per vertex its service id, the sum
     * of its actions' lengths (section 3's table), zero and the actions, each as {@code encodeAction} writes it alone;
     * it decodes back, from the frame and from the body.
     */
    @Property(tries = 1000)
    void graphSetLayoutAndRoundTrip(@ForAll final GraphSet graph, @ForAll("xids") final long xid)
            throws MalformedOpenPathException {
        final byte[] frame = OpenPathCodec.encodeMessage(graph, xid);
        final ByteBuffer in = ByteBuffer.wrap(frame);
        assertEquals(frame.length, in.getShort(2) & 0xFFFF);
        assertEquals(0x0A, in.getInt(12));
        assertEquals(graph.sfcId(), in.getInt(16) & 0xFFFF_FFFFL);
        assertEquals(graph.vertices().size(), in.getShort(20) & 0xFFFF);
        assertEquals(0, in.getShort(22));
        int at = 24;
        for (GraphVertex vertex : graph.vertices()) {
            assertEquals(vertex.serviceId(), in.getInt(at) & 0xFFFF_FFFFL);
            final int actionsLength = vertex.actions().stream().mapToInt(Arbs::specActionLength).sum();
            assertEquals(actionsLength, in.getShort(at + 4) & 0xFFFF);
            assertEquals(0, in.getShort(at + 6));
            at += 8;
            for (OpenPathAction action : vertex.actions()) {
                final byte[] alone = OpenPathCodec.encodeAction(action);
                assertArrayEquals(alone, Arrays.copyOfRange(frame, at, at + alone.length));
                at += Arbs.specActionLength(action);
            }
        }
        assertEquals(frame.length, at);
        assertEquals(new OpenPathCodec.Frame(xid, graph), OpenPathCodec.decodeMessage(ByteBuffer.wrap(frame)));
        final ByteBuffer body = ByteBuffer.wrap(Arrays.copyOfRange(frame, 16, frame.length));
        assertEquals(graph, OpenPathCodec.decodeBody(ExpType.GRAPH_SET.code(), body));
        assertEquals(frame.length - 16, body.position());
    }

    @Property(tries = 1000)
    void jsonRoundTrips(@ForAll("jsonEntries") final Map<String, String> entries) throws MalformedOpenPathException {
        final byte[] json = Json.write(entries);
        final Map<String, String> read = Json.read(ByteBuffer.wrap(json), "MESSAGE");
        assertEquals(entries, read);
        assertEquals(entries.keySet().stream().toList(), read.keySet().stream().toList());
        assertArrayEquals(json, Json.write(read));
    }

    @Property(tries = 1000)
    void prefixTextRoundTrips(@ForAll final FlowSpec flows) {
        for (IpPrefix prefix : new IpPrefix[] {flows.source(), flows.destination()}) {
            if (prefix != null) {
                assertEquals(prefix, IpPrefix.parse(prefix.toString()));
            }
        }
    }

    @FunctionalInterface
    interface Reader<T> {
        T read(ByteBuffer in) throws MalformedOpenPathException;
    }

    /**
     * Writes an item at an offset of a little-endian buffer with room to spare after it, and reads it back from there:
     * the same item, and exactly its length written and read.
     */
    private static <T> void assertRoundTripAt(final int offset, final int spare, final T item, final int length,
            final BiConsumer<T, ByteBuffer> writer, final Reader<T> reader) throws MalformedOpenPathException {
        final ByteBuffer buffer = ByteBuffer.allocate(offset + length + spare).order(ByteOrder.LITTLE_ENDIAN);
        buffer.position(offset);
        writer.accept(item, buffer);
        assertEquals(offset + length, buffer.position());
        buffer.position(offset);
        assertEquals(item, reader.read(buffer));
        assertEquals(offset + length, buffer.position());
    }
}
