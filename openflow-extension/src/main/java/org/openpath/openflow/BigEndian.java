/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import java.nio.BufferOverflowException;
import java.nio.ByteBuffer;

/**
 * Unsigned big-endian integers (docs/openpath-openflow.md section 1): readers at absolute offsets, which leave the
 * buffer's position alone so that a refused decode never moves it, and writers at the position, whatever byte order
 * the buffer is set to.
 */
final class BigEndian {
    private BigEndian() {
        // static methods only
    }

    static int u8(final ByteBuffer in, final int at) {
        return in.get(at) & 0xFF;
    }

    static int u16(final ByteBuffer in, final int at) {
        return u8(in, at) << 8 | u8(in, at + 1);
    }

    static long u32(final ByteBuffer in, final int at) {
        return (long) u16(in, at) << 16 | u16(in, at + 2);
    }

    static long u64(final ByteBuffer in, final int at) {
        return u32(in, at) << 32 | u32(in, at + 4);
    }

    /**
     * Reads a 1- or 4-byte unsigned value, the two sizes of the experimenter OXM fields.
     *
     * @param in the buffer
     * @param at the offset
     * @param size 1 or 4
     * @return the value
     */
    static long unsigned(final ByteBuffer in, final int at, final int size) {
        return size == 1 ? u8(in, at) : u32(in, at);
    }

    static void put8(final ByteBuffer out, final int value) {
        out.put((byte) value);
    }

    static void put16(final ByteBuffer out, final int value) {
        out.put((byte) (value >>> 8)).put((byte) value);
    }

    static void put32(final ByteBuffer out, final long value) {
        put16(out, (int) (value >>> 16) & 0xFFFF);
        put16(out, (int) value & 0xFFFF);
    }

    static void put64(final ByteBuffer out, final long value) {
        put32(out, value >>> 32);
        put32(out, value & 0xFFFF_FFFFL);
    }

    /**
     * Writes a 1- or 4-byte unsigned value.
     *
     * @param out the buffer
     * @param size 1 or 4
     * @param value the value
     */
    static void putUnsigned(final ByteBuffer out, final int size, final long value) {
        if (size == 1) {
            put8(out, (int) value);
        } else {
            put32(out, value);
        }
    }

    /**
     * Refuses a write before any byte of it is written.
     *
     * @param out the buffer
     * @param length the bytes the write needs
     * @throws BufferOverflowException if fewer remain
     */
    static void room(final ByteBuffer out, final int length) {
        if (out.remaining() < length) {
            throw new BufferOverflowException();
        }
    }
}
