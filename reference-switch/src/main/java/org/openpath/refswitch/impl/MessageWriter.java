/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.Arrays;

/**
 * A growable big-endian byte writer for OpenFlow messages; {@link #message(int, long)} starts one with its header and
 * {@link #finish()} patches its length.
 */
final class MessageWriter {
    private byte[] buf = new byte[64];
    private int pos;

    static MessageWriter message(final int type, final long xid) {
        final var writer = new MessageWriter();
        writer.u8(OfConstants.OFP_VERSION).u8(type).u16(0).u32(xid);
        return writer;
    }

    int position() {
        return pos;
    }

    MessageWriter u8(final int value) {
        ensure(1);
        buf[pos++] = (byte) value;
        return this;
    }

    MessageWriter u16(final int value) {
        return u8(value >>> 8).u8(value);
    }

    MessageWriter u32(final long value) {
        return u16((int) (value >>> 16)).u16((int) value);
    }

    MessageWriter u64(final long value) {
        return u32(value >>> 32).u32(value);
    }

    MessageWriter uN(final long value, final int size) {
        for (int i = size - 1; i >= 0; i--) {
            u8((int) (value >>> i * 8));
        }
        return this;
    }

    MessageWriter bytes(final byte[] bytes) {
        ensure(bytes.length);
        System.arraycopy(bytes, 0, buf, pos, bytes.length);
        pos += bytes.length;
        return this;
    }

    MessageWriter zeros(final int count) {
        ensure(count);
        pos += count;
        return this;
    }

    MessageWriter padTo8(final int start) {
        return zeros((8 - (pos - start) % 8) % 8);
    }

    MessageWriter string(final String value, final int size) {
        final byte[] bytes = value.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        final int len = Math.min(bytes.length, size - 1);
        ensure(size);
        System.arraycopy(bytes, 0, buf, pos, len);
        pos += size;
        return this;
    }

    void putU16(final int at, final int value) {
        buf[at] = (byte) (value >>> 8);
        buf[at + 1] = (byte) value;
    }

    byte[] toBytes() {
        return Arrays.copyOf(buf, pos);
    }

    /**
     * Patches the OpenFlow header's length and returns the message.
     *
     * @return the message bytes
     */
    byte[] finish() {
        putU16(2, pos);
        return toBytes();
    }

    private void ensure(final int more) {
        if (pos + more > buf.length) {
            buf = Arrays.copyOf(buf, Math.max(buf.length * 2, pos + more));
        }
    }
}
