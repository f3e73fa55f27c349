/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import org.eclipse.jdt.annotation.Nullable;

/**
 * The match fields the reference switch supports: OpenFlow 1.3.5 OXM basic fields (class {@code 0x8000}) and the
 * OpenPATH experimenter fields (class {@code 0xFFFF}, experimenter {@code 0x00000050}, spec section 2).
 */
public enum OxmField {
    IN_PORT(0x8000, 0, 4, false),
    IN_PHY_PORT(0x8000, 1, 4, false),
    METADATA(0x8000, 2, 8, true),
    ETH_DST(0x8000, 3, 6, true),
    ETH_SRC(0x8000, 4, 6, true),
    ETH_TYPE(0x8000, 5, 2, false),
    VLAN_VID(0x8000, 6, 2, true),
    IP_DSCP(0x8000, 8, 1, false),
    IP_ECN(0x8000, 9, 1, false),
    IP_PROTO(0x8000, 10, 1, false),
    IPV4_SRC(0x8000, 11, 4, true),
    IPV4_DST(0x8000, 12, 4, true),
    TCP_SRC(0x8000, 13, 2, false),
    TCP_DST(0x8000, 14, 2, false),
    UDP_SRC(0x8000, 15, 2, false),
    UDP_DST(0x8000, 16, 2, false),
    SFC_ID(0xFFFF, 0, 4, false),
    PATH_ID(0xFFFF, 1, 4, false),
    TAG(0xFFFF, 2, 4, true),
    SERVICE_ID(0xFFFF, 3, 4, false),
    COPY(0xFFFF, 4, 1, false);

    private final int oxmClass;
    private final int field;
    private final int size;
    private final boolean maskable;

    OxmField(final int oxmClass, final int field, final int size, final boolean maskable) {
        this.oxmClass = oxmClass;
        this.field = field;
        this.size = size;
        this.maskable = maskable;
    }

    public int oxmClass() {
        return oxmClass;
    }

    public int field() {
        return field;
    }

    /**
     * Returns the size of the value in bytes.
     *
     * @return the size
     */
    public int size() {
        return size;
    }

    public boolean maskable() {
        return maskable;
    }

    public boolean isOpenPath() {
        return oxmClass == 0xFFFF;
    }

    /**
     * Returns the mask with every bit of the value set.
     *
     * @return the full mask
     */
    public long fullMask() {
        return size == 8 ? -1L : (1L << size * 8) - 1;
    }

    /**
     * Returns the field of a class and field code.
     *
     * @param oxmClass the OXM class
     * @param field the field code
     * @return the field, or {@code null} when unsupported
     */
    public static @Nullable OxmField of(final int oxmClass, final int field) {
        for (var candidate : values()) {
            if (candidate.oxmClass == oxmClass && candidate.field == field) {
                return candidate;
            }
        }
        return null;
    }
}
