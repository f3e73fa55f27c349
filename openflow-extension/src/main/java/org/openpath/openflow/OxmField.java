/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import java.util.Optional;

/**
 * The experimenter OXM match fields (docs/openpath-openflow.md section 2), all of class {@code OFPXMC_EXPERIMENTER}
 * with the experimenter id {@link OpenPathConstants#EXPERIMENTER_ID}.
 */
public enum OxmField {
    /** The chain, uint32, allocated by the controller. */
    SFC_ID(0, 4, false),
    /** Which path of the chain brought the packet to the node, uint32 (spec section 1). */
    PATH_ID(1, 4, false),
    /** Free metadata for NF handlers and statistics, uint32, maskable. */
    TAG(2, 4, true),
    /** A graph vertex of the chain (an NF instance), uint32. */
    SERVICE_ID(3, 4, false),
    /** 0 for an original or merged packet, k for the copy running parallel branch k, uint8. */
    COPY(4, 1, false);

    private final int code;
    private final int valueBytes;
    private final boolean maskable;

    OxmField(final int code, final int valueBytes, final boolean maskable) {
        this.code = code;
        this.valueBytes = valueBytes;
        this.maskable = maskable;
    }

    /**
     * Returns the {@code oxm_field} code.
     *
     * @return the 7-bit field code
     */
    public int code() {
        return code;
    }

    /**
     * Returns the size of the value (and of the mask) on the wire.
     *
     * @return 4 or 1
     */
    public int valueBytes() {
        return valueBytes;
    }

    /**
     * Tells whether the field may carry a mask.
     *
     * @return {@code true} for {@link #TAG}
     */
    public boolean maskable() {
        return maskable;
    }

    /**
     * Returns the largest value of the field.
     *
     * @return {@code 0xffffffff} or {@code 0xff}
     */
    public long maxValue() {
        return valueBytes == 4 ? OpenPathConstants.MAX_UINT32 : 0xFF;
    }

    /**
     * Returns the {@code oxm_length} of the field: 4 (experimenter) + value (+ mask).
     *
     * @param hasMask whether the mask is present
     * @return the OXM length after the 4-byte OXM header
     */
    public int oxmLength(final boolean hasMask) {
        return 4 + valueBytes * (hasMask ? 2 : 1);
    }

    /**
     * Finds the field of an {@code oxm_field} code.
     *
     * @param code the code
     * @return the field, empty for an unknown code
     */
    public static Optional<OxmField> ofCode(final int code) {
        for (var field : values()) {
            if (field.code == code) {
                return Optional.of(field);
            }
        }
        return Optional.empty();
    }
}
