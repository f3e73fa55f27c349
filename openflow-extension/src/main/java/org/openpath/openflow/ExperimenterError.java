/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static java.util.Objects.requireNonNull;

import java.util.Arrays;
import java.util.HexFormat;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A decoded experimenter error of the extension ({@code OFPT_ERROR} with type {@code OFPET_EXPERIMENTER}, the
 * {@code exp_code} and experimenter {@link OpenPathConstants#EXPERIMENTER_ID}, docs/openpath-openflow.md section 5).
 *
 * @param xid the xid of the refused request
 * @param code the error code
 * @param data the first bytes (at most 64 when sent by an OpenPATH switch) of the refused request
 */
public record ExperimenterError(long xid, ExperimenterErrorCode code, byte[] data) {
    /**
     * Validates and copies the components.
     *
     * @throws IllegalArgumentException if the xid is out of range
     */
    public ExperimenterError {
        Checks.uint32("Error xid", xid);
        requireNonNull(code, "code");
        data = data.clone();
    }

    /**
     * Returns a copy of the data.
     *
     * @return the data
     */
    @Override
    public byte[] data() {
        return data.clone();
    }

    @Override
    public boolean equals(final @Nullable Object obj) {
        return this == obj || obj instanceof ExperimenterError other && xid == other.xid && code == other.code
            && Arrays.equals(data, other.data);
    }

    @Override
    public int hashCode() {
        return (Long.hashCode(xid) * 31 + code.hashCode()) * 31 + Arrays.hashCode(data);
    }

    @Override
    public String toString() {
        return "ExperimenterError[xid=" + xid + ", code=" + code + ", data=" + HexFormat.of().formatHex(data) + "]";
    }
}
