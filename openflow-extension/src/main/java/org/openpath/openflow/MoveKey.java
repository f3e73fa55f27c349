/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

/**
 * The flow key a CHUNK or PACKET frame carries (docs/state-move.md section 5): which 5-tuple fields an NF keys its
 * state on and their values; fields 0 for no key.
 *
 * @param fields bit 0 ip-src, 1 ip-dst, 2 ip-proto, 3 l4-src, 4 l4-dst; 0 for no key
 * @param ipSrc the source address, 0 when absent
 * @param ipDst the destination address, 0 when absent
 * @param ipProto the protocol, 0 when absent
 * @param l4Src the source port, 0 when absent
 * @param l4Dst the destination port, 0 when absent
 */
public record MoveKey(int fields, long ipSrc, long ipDst, long ipProto, long l4Src, long l4Dst) {
    private static final String[] NAMES = {"ip-src", "ip-dst", "ip-proto", "l4-src", "l4-dst"};

    /** No key: the all-flows chunk, or a packet of an NF without keyed state. */
    public static final MoveKey NONE = new MoveKey(0, 0, 0, 0, 0, 0);

    /**
     * Validates the components.
     *
     * @throws IllegalArgumentException if fields has bits above 4 or an absent field is not 0
     */
    public MoveKey {
        if (fields < 0 || fields > 0x1F) {
            throw new IllegalArgumentException("Key fields 0x" + Integer.toHexString(fields)
                + " have bits other than the 5-tuple's 0x1f");
        }
        final long[] values = {ipSrc, ipDst, ipProto, l4Src, l4Dst};
        for (int i = 0; i < values.length; i++) {
            if ((fields & 1 << i) == 0 && values[i] != 0) {
                throw new IllegalArgumentException("Key field " + NAMES[i] + " is absent but " + values[i]);
            }
        }
    }
}
