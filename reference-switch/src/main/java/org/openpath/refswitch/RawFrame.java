/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import java.util.Arrays;
import java.util.HexFormat;

/**
 * A raw Ethernet frame (for example LLDP sent with PACKET_OUT).
 */
public final class RawFrame implements Delivered {
    private final byte[] bytes;

    /**
     * Returns a frame.
     *
     * @param bytes the frame, from the destination MAC on (copied)
     */
    public RawFrame(final byte[] bytes) {
        this.bytes = bytes.clone();
    }

    /**
     * Returns the bytes.
     *
     * @return a copy of the frame
     */
    public byte[] bytes() {
        return bytes.clone();
    }

    /**
     * Returns the EtherType (after a VLAN tag, if any), or -1 for a runt frame.
     *
     * @return the EtherType
     */
    public int ethType() {
        if (bytes.length < 14) {
            return -1;
        }
        final int type = (bytes[12] & 0xFF) << 8 | bytes[13] & 0xFF;
        if (type == 0x8100 && bytes.length >= 18) {
            return (bytes[16] & 0xFF) << 8 | bytes[17] & 0xFF;
        }
        return type;
    }

    @Override
    public boolean equals(final Object obj) {
        return this == obj || obj instanceof RawFrame other && Arrays.equals(bytes, other.bytes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes);
    }

    @Override
    public String toString() {
        return "RawFrame{" + HexFormat.of().formatHex(bytes) + "}";
    }
}
