/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static java.util.Objects.requireNonNull;

import org.eclipse.jdt.annotation.Nullable;

/**
 * One experimenter OXM match field with its value and, for {@link OxmField#TAG} only, an optional mask
 * (docs/openpath-openflow.md section 2).
 *
 * @param field the field
 * @param value the value, 0 to {@link OxmField#maxValue()}
 * @param mask the mask, {@code null} for an exact match; only for maskable fields, and the value may have no bits
 *             outside it
 */
public record OxmMatch(OxmField field, long value, @Nullable Long mask) {
    /**
     * Validates the components.
     *
     * @throws IllegalArgumentException if a value is out of range or the mask is not allowed
     */
    public OxmMatch {
        check(requireNonNull(field, "field"), value, mask);
    }

    /**
     * Returns an exact match.
     *
     * @param field the field
     * @param value the value
     * @return the match
     */
    public static OxmMatch of(final OxmField field, final long value) {
        return new OxmMatch(field, value, null);
    }

    /**
     * Returns a masked match.
     *
     * @param field a maskable field
     * @param value the value
     * @param mask the mask
     * @return the match
     */
    public static OxmMatch masked(final OxmField field, final long value, final long mask) {
        return new OxmMatch(field, value, mask);
    }

    /**
     * Tells whether a mask is present ({@code hasmask} = 1).
     *
     * @return whether {@link #mask()} is not {@code null}
     */
    public boolean hasMask() {
        return mask != null;
    }

    /**
     * Returns the length of the whole OXM on the wire, its 4-byte header included.
     *
     * @return 4 + {@code oxm_length}
     */
    public int wireLength() {
        return 4 + field.oxmLength(hasMask());
    }

    private static void check(final OxmField field, final long value, final @Nullable Long mask) {
        final long max = field.maxValue();
        if (value < 0 || value > max) {
            throw new IllegalArgumentException(field + " value " + value + " is outside 0.." + max);
        }
        if (mask != null) {
            final long bits = mask;
            if (!field.maskable()) {
                throw new IllegalArgumentException(field + " is not maskable, got mask " + bits);
            }
            if (bits < 0 || bits > max) {
                throw new IllegalArgumentException(field + " mask " + bits + " is outside 0.." + max);
            }
            if ((value & ~bits) != 0) {
                throw new IllegalArgumentException(field + " value 0x" + Long.toHexString(value)
                    + " has bits outside the mask 0x" + Long.toHexString(bits));
            }
        }
    }
}
