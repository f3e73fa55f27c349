/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import io.netty.buffer.ByteBuf;

/**
 * Reading length-prefixed OpenPATH items out of OpenFlowJava's buffers without ever reading past them.
 */
final class ByteBufs {
    private ByteBufs() {
        // utility class
    }

    /**
     * Reads an item whose total length is given by the item itself, never more than is readable. A length below
     * the minimum consumes everything readable (the rest cannot be framed).
     *
     * @param in the buffer, positioned at the item
     * @param length the length the item claims (header included)
     * @param minimum the smallest valid length
     * @return the bytes read
     */
    static byte[] readItem(final ByteBuf in, final int length, final int minimum) {
        final int readable = in.readableBytes();
        final int take = length < minimum ? readable : Math.min(length, readable);
        final var bytes = new byte[take];
        in.readBytes(bytes);
        return bytes;
    }

    /**
     * Reads everything readable.
     *
     * @param in the buffer
     * @return the bytes
     */
    static byte[] readRest(final ByteBuf in) {
        final var bytes = new byte[in.readableBytes()];
        in.readBytes(bytes);
        return bytes;
    }
}
