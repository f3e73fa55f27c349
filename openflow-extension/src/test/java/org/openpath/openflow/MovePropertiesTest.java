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
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Properties of the state-move codec: every message and frame decodes back to itself, at any offset; whatever bytes
 * come in, decoding either refuses them with {@link MalformedOpenPathException} (and nothing else) or returns what
 * re-encodes to exactly those bytes; every truncation of a valid frame or message is refused.
 */
class MovePropertiesTest {
    @Property(tries = 2000)
    void messagesRoundTrip(@ForAll("messages") final MoveMessage message, @ForAll("xids") final long xid)
            throws MalformedOpenPathException {
        final byte[] bytes = MoveCodec.encodeMessage(message, xid);
        final ByteBuffer buffer = ByteBuffer.allocate(bytes.length + 7).position(7);
        buffer.put(bytes).position(7);
        assertEquals(new MoveCodec.Frame(xid, message), MoveCodec.decodeMessage(buffer));
        assertEquals(bytes.length + 7, buffer.position());
    }

    @Property(tries = 2000)
    void framesRoundTrip(@ForAll("frames") final MoveFrame frame) throws MalformedOpenPathException {
        final byte[] bytes = MoveCodec.encodeFrame(frame);
        assertEquals(bytes.length, MoveCodec.frameLength(ByteBuffer.wrap(bytes)));
        assertEquals(frame, MoveCodec.decodeFrame(ByteBuffer.wrap(bytes)));
    }

    @Property(tries = 5000)
    void mutatedMessagesAreRefusedOrCanonical(@ForAll("messages") final MoveMessage message,
            @ForAll final int position, @ForAll final byte value) {
        final byte[] bytes = MoveCodec.encodeMessage(message, 1);
        final int at = 16 + Math.floorMod(position, bytes.length - 16);
        bytes[at] = value;
        final ByteBuffer in = ByteBuffer.wrap(bytes);
        try {
            final var decoded = MoveCodec.decodeMessage(in);
            assertArrayEquals(bytes, MoveCodec.encodeMessage(decoded.message(), 1));
        } catch (MalformedOpenPathException e) {
            assertEquals(0, in.position());
        }
    }

    @Property(tries = 3000)
    void randomBodiesAreRefusedOrCanonical(@ForAll("expTypes") final MoveExpType type,
            @ForAll("bodies") final byte[] body) {
        try {
            final var decoded = MoveCodec.decodeBody(type.code(), ByteBuffer.wrap(body));
            assertArrayEquals(body, MoveCodec.encodeBody(decoded));
        } catch (MalformedOpenPathException e) {
            // refused: fine
        }
    }

    @Property(tries = 3000)
    void mutatedFramesAreRefusedOrCanonical(@ForAll("frames") final MoveFrame frame, @ForAll final int position,
            @ForAll final byte value) {
        final byte[] bytes = MoveCodec.encodeFrame(frame);
        bytes[Math.floorMod(position, bytes.length)] = value;
        try {
            assertArrayEquals(bytes, MoveCodec.encodeFrame(MoveCodec.decodeFrame(ByteBuffer.wrap(bytes))));
        } catch (MalformedOpenPathException e) {
            // refused: fine
        }
    }

    @Property(tries = 300)
    void everyTruncationIsRefused(@ForAll("messages") final MoveMessage message) {
        final byte[] bytes = MoveCodec.encodeMessage(message, 1);
        for (int length = 0; length < bytes.length; length++) {
            final byte[] truncated = Arrays.copyOf(bytes, length);
            assertThrows(MalformedOpenPathException.class, () -> MoveCodec.decodeMessage(ByteBuffer.wrap(truncated)));
        }
        final byte[] body = MoveCodec.encodeBody(message);
        for (int length = 0; length < body.length; length++) {
            final ByteBuffer truncated = ByteBuffer.wrap(Arrays.copyOf(body, length));
            assertThrows(MalformedOpenPathException.class, () -> MoveCodec.decodeBody(message.type().code(),
                truncated));
        }
    }

    @Provide
    static Arbitrary<Long> xids() {
        return Arbs.xid();
    }

    @Provide
    static Arbitrary<MoveExpType> expTypes() {
        return Arbitraries.of(MoveExpType.class);
    }

    @Provide
    static Arbitrary<byte[]> bodies() {
        return Arbitraries.bytes().array(byte[].class).ofMaxSize(120);
    }

    @Provide
    static Arbitrary<MoveMessage> messages() {
        final Arbitrary<Long> ids = Arbs.nonZeroUint32();
        final Arbitrary<Long> counts = Arbitraries.longs();
        return Arbitraries.oneOf(
            specs().map(MoveMessage.Prepare::new),
            specs().flatMap(spec -> spec.mode() == MoveMode.RELAY ? Arbitraries.just(new MoveMessage.Start(spec, 0,
                null)) : Combinators.combine(nonZeroTokens(), endpoints()).as((token, endpoint) ->
                    new MoveMessage.Start(spec, token, endpoint))),
            Combinators.combine(specs().filter(spec -> spec.mode() == MoveMode.PEER_TO_PEER), nonZeroTokens())
                .as(MoveMessage.Expect::new),
            ids.map(MoveMessage.Finish::new),
            ids.map(MoveMessage.Abort::new),
            Combinators.combine(ids, Arbitraries.of(true, false), frames()).as(MoveMessage.Relay::new),
            Combinators.combine(ids, nonZeroTokens(), endpoints()).as(MoveMessage.Ready::new),
            ids.map(id -> new MoveMessage.Ready(id, 0, null)),
            Combinators.combine(ids, counts, counts, counts).as(MoveMessage.Done::new),
            Combinators.combine(ids, counts, counts, counts, counts, counts).as(MoveMessage.Complete::new),
            Combinators.combine(ids, Arbitraries.of(MoveFailure.class), reasons()).as(MoveMessage.Failed::new));
    }

    @Provide
    static Arbitrary<MoveFrame> frames() {
        final Arbitrary<Long> ids = Arbs.nonZeroUint32();
        final Arbitrary<Long> counts = Arbitraries.longs().greaterOrEqual(0);
        final Arbitrary<byte[]> payloads = Arbitraries.bytes().array(byte[].class).ofMinSize(1).ofMaxSize(90);
        return Arbitraries.oneOf(
            Combinators.combine(ids, Arbitraries.longs(), Arbs.name()).as(MoveFrame.Hello::new),
            ids.map(MoveFrame.Accept::new),
            Combinators.combine(ids, keys(), payloads).as(MoveFrame.Chunk::new),
            ids.map(MoveFrame.ChunkAck::new),
            Combinators.combine(ids, Arbitraries.of(true, false), Arbs.uint32(), Arbs.uint32(), Arbs.uint32(), keys(),
                payloads).as(MoveFrame.Packet::new),
            counts.map(MoveFrame.PacketAck::new),
            Arbs.uint32().map(MoveFrame.Release::new),
            Arbs.uint32().map(MoveFrame.Released::new),
            counts.map(MoveFrame.End::new),
            Combinators.combine(Arbitraries.of(MoveFailure.class), reasons()).as(MoveFrame.Abort::new));
    }

    private static Arbitrary<MoveSpec> specs() {
        return Combinators.combine(Arbs.nonZeroUint32(), Arbs.nonZeroUint32(), Arbs.nonZeroUint32(),
            Arbitraries.of(MoveMode.class), Arbitraries.of(MoveGuarantee.class),
            Arbitraries.integers().between(0, 7).map(MoveOptimisation::of), Arbitraries.integers().between(1, 7),
            Arbitraries.longs().between(MoveSpec.MIN_TIMEOUT_MILLIS, MoveSpec.MAX_TIMEOUT_MILLIS))
            .flatAs((id, sfc, service, mode, guarantee, optimisations, scope, timeout) -> Combinators.combine(
                Arbs.flowSpec(), guarantee == MoveGuarantee.NO_GUARANTEE ? Arbitraries.of(MoveOperation.class)
                    : Arbitraries.just(MoveOperation.MOVE))
                .as((filter, operation) -> new MoveSpec(id, sfc, service, mode, guarantee, optimisations, scope,
                    timeout, filter, operation)));
    }

    private static Arbitrary<Long> nonZeroTokens() {
        return Arbitraries.longs().filter(token -> token != 0);
    }

    private static Arbitrary<MoveEndpoint> endpoints() {
        return Combinators.combine(Arbitraries.of(4, 16).flatMap(size -> Arbitraries.bytes().array(byte[].class)
            .ofSize(size)), Arbitraries.integers().between(1, 65535)).as((address, port) -> {
                try {
                    return new MoveEndpoint(address.length == 4 ? InetAddress.getByAddress(address)
                        : java.net.Inet6Address.getByAddress(null, address, -1), port);
                } catch (UnknownHostException e) {
                    throw new IllegalStateException(e);
                }
            });
    }

    private static Arbitrary<String> reasons() {
        return Arbs.codePoint().list().ofMaxSize(40).map(points -> points.stream()
            .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString());
    }

    private static Arbitrary<MoveKey> keys() {
        return Combinators.combine(Arbitraries.integers().between(0, 31), Arbitraries.longs().list().ofSize(5))
            .as((fields, values) -> new MoveKey(fields, (fields & 1) != 0 ? values.get(0) : 0,
                (fields & 2) != 0 ? values.get(1) : 0, (fields & 4) != 0 ? values.get(2) : 0,
                (fields & 8) != 0 ? values.get(3) : 0, (fields & 16) != 0 ? values.get(4) : 0));
    }
}
