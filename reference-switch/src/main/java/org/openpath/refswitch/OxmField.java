/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import java.util.Optional;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.OpenPathConstants;

/**
 * The match fields the reference switch supports: OpenFlow 1.3.5 OXM basic fields (class
 * {@code OFPXMC_OPENFLOW_BASIC}, section 7.2.3.7) and the OpenPATH experimenter fields (class
 * {@code OFPXMC_EXPERIMENTER}, experimenter {@code 0x00000050}, spec section 2), whose codes, sizes and maskability
 * are the codec's {@link org.openpath.openflow.OxmField} table.
 */
public enum OxmField {
    IN_PORT(0, 4, false),
    IN_PHY_PORT(1, 4, false),
    METADATA(2, 8, true),
    ETH_DST(3, 6, true),
    ETH_SRC(4, 6, true),
    ETH_TYPE(5, 2, false),
    VLAN_VID(6, 2, true),
    IP_DSCP(8, 1, false),
    IP_ECN(9, 1, false),
    IP_PROTO(10, 1, false),
    IPV4_SRC(11, 4, true),
    IPV4_DST(12, 4, true),
    TCP_SRC(13, 2, false),
    TCP_DST(14, 2, false),
    UDP_SRC(15, 2, false),
    UDP_DST(16, 2, false),
    SFC_ID(org.openpath.openflow.OxmField.SFC_ID),
    PATH_ID(org.openpath.openflow.OxmField.PATH_ID),
    TAG(org.openpath.openflow.OxmField.TAG),
    SERVICE_ID(org.openpath.openflow.OxmField.SERVICE_ID),
    COPY(org.openpath.openflow.OxmField.COPY);

    /** {@code OFPXMC_OPENFLOW_BASIC}, the class of the OpenFlow basic fields. */
    public static final int OFPXMC_OPENFLOW_BASIC = 0x8000;

    private final int oxmClass;
    private final int field;
    private final int size;
    private final boolean maskable;
    private final Optional<org.openpath.openflow.OxmField> openPath;

    /**
     * An OpenFlow basic field.
     */
    OxmField(final int field, final int size, final boolean maskable) {
        this.oxmClass = OFPXMC_OPENFLOW_BASIC;
        this.field = field;
        this.size = size;
        this.maskable = maskable;
        this.openPath = Optional.empty();
    }

    /**
     * An OpenPATH experimenter field, as the codec defines it.
     */
    OxmField(final org.openpath.openflow.OxmField openPath) {
        this.oxmClass = OpenPathConstants.OXM_CLASS_EXPERIMENTER;
        this.field = openPath.code();
        this.size = openPath.valueBytes();
        this.maskable = openPath.maskable();
        this.openPath = Optional.of(openPath);
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
        return openPath.isPresent();
    }

    /**
     * Returns the codec's definition of an OpenPATH experimenter field.
     *
     * @return the field, empty for an OpenFlow basic field
     */
    public Optional<org.openpath.openflow.OxmField> openPathField() {
        return openPath;
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

    /**
     * Returns the switch's field for one of the codec's OpenPATH experimenter fields.
     *
     * @param openPath the codec's field
     * @return the field
     */
    public static OxmField of(final org.openpath.openflow.OxmField openPath) {
        return switch (openPath) {
            case SFC_ID -> SFC_ID;
            case PATH_ID -> PATH_ID;
            case TAG -> TAG;
            case SERVICE_ID -> SERVICE_ID;
            case COPY -> COPY;
        };
    }
}
