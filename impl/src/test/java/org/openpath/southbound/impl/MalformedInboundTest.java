/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.openpath.openflow.ExpType;
import org.openpath.openflow.OpenPathCodec;

/**
 * Malformed inbound OpenPATH input (docs/openpath-openflow.md section 5) never escapes the OpenFlowJava codecs as
 * anything but the IllegalArgumentException OpenFlowJava's decoder catches (it then drops the message, releases the
 * buffer and keeps the channel), never reads outside the item, never retains or releases the decoder's buffer, and
 * is counted. Thousands of generated frames per kind: random bytes, every truncation of valid encodings, single
 * byte flips, lying lengths.
 */
class MalformedInboundTest {
    private static final int RANDOM_FRAMES = 3_000;

    private final MalformedInput malformed = new MalformedInput();
    private final Random random = new Random(42);
    private final RandomRecords records = new RandomRecords(43);

    @Test
    void matchFieldsSurviveGarbage() {
        final var codec = new OxmCodec(malformed);
        final var valid = new ArrayList<byte[]>();
        for (int i = 0; i < 200; i++) {
            valid.add(OpenPathCodec.encodeOxm(records.oxm()));
        }
        final int rejected = feed(garbage(valid), codec::deserialize);
        assertTrue(rejected > RANDOM_FRAMES, "most generated match fields are malformed: " + rejected);
        assertEquals(rejected, malformed.total());
    }

    @Test
    void actionsSurviveGarbage() {
        final var codec = new ActionCodec(malformed);
        final var valid = new ArrayList<byte[]>();
        for (int i = 0; i < 200; i++) {
            valid.add(OpenPathCodec.encodeAction(records.action()));
        }
        final int rejected = feed(garbage(valid), codec::deserialize);
        assertTrue(rejected > RANDOM_FRAMES, "most generated actions are malformed: " + rejected);
        assertEquals(rejected, malformed.total());
    }

    @Test
    void switchMessagesSurviveGarbage() {
        int rejected = 0;
        for (var type : List.of(ExpType.NF_UPDATE, ExpType.NF_ALERT, ExpType.MESSAGE)) {
            final var deserializer = new SwitchMessageDeserializer(type, malformed);
            final var valid = new ArrayList<byte[]>();
            while (valid.size() < 100) {
                final var message = records.switchMessage();
                if (message.type() == type) {
                    valid.add(OpenPathCodec.encodeBody(message));
                }
            }
            rejected += feed(garbage(valid), deserializer::deserialize);
        }
        assertTrue(rejected > 3 * RANDOM_FRAMES, "most generated bodies are malformed: " + rejected);
        assertEquals(rejected, malformed.total());
        assertTrue(malformed.counts().keySet().stream().anyMatch(kind -> kind.startsWith("NF_ALERT/BAD_LENGTH")),
            malformed.counts()::toString);
    }

    private List<byte[]> garbage(final List<byte[]> valid) {
        final var frames = new ArrayList<byte[]>();
        for (int i = 0; i < RANDOM_FRAMES; i++) {
            final var bytes = new byte[random.nextInt(80)];
            random.nextBytes(bytes);
            frames.add(bytes);
        }
        for (var bytes : valid) {
            for (int length = 0; length < bytes.length; length++) {
                frames.add(java.util.Arrays.copyOf(bytes, length));
            }
            final var flipped = bytes.clone();
            flipped[random.nextInt(flipped.length)] ^= (byte) (1 + random.nextInt(255));
            frames.add(flipped);
        }
        return frames;
    }

    /**
     * Feeds frames to a deserializer the way OpenFlowJava does (a slice of a pooled buffer with bytes after it).
     *
     * @return how many were refused
     */
    @SuppressWarnings("checkstyle:IllegalCatch")
    private static int feed(final List<byte[]> frames, final Function<ByteBuf, ?> deserializer) {
        int rejected = 0;
        for (var frame : frames) {
            final var buffer = PooledByteBufAllocator.DEFAULT.buffer(frame.length + 8);
            try {
                buffer.writeBytes(frame);
                final int end = buffer.writerIndex();
                buffer.writeLong(0x0123_4567_89ab_cdefL);
                final var slice = buffer.slice(0, end);
                try {
                    deserializer.apply(slice);
                } catch (IllegalArgumentException e) {
                    rejected++;
                } catch (RuntimeException e) {
                    fail("a " + e.getClass().getSimpleName() + " escaped for frame "
                        + java.util.HexFormat.of().formatHex(frame), e);
                }
                assertTrue(slice.readerIndex() <= end, "read past the item");
                assertEquals(1, buffer.refCnt(), "the codec must not retain or release the decoder's buffer");
            } finally {
                buffer.release();
            }
        }
        return rejected;
    }
}
