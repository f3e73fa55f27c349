/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import static java.util.Objects.requireNonNull;

/**
 * One match field of a flow entry, as parsed from its OXM TLV.
 *
 * @param field the field
 * @param value the value (the low {@link OxmField#size()} bytes)
 * @param mask the mask; {@link OxmField#fullMask()} when the TLV had none
 * @param masked whether the TLV carried a mask
 */
public record MatchField(OxmField field, long value, long mask, boolean masked) {
    public MatchField {
        requireNonNull(field);
    }

    /**
     * Returns an exact (unmasked) field.
     *
     * @param field the field
     * @param value the value
     * @return the match field
     */
    public static MatchField exact(final OxmField field, final long value) {
        return new MatchField(field, value & field.fullMask(), field.fullMask(), false);
    }

    /**
     * Returns a masked field.
     *
     * @param field the field
     * @param value the value
     * @param mask the mask
     * @return the match field
     */
    public static MatchField masked(final OxmField field, final long value, final long mask) {
        return new MatchField(field, value & field.fullMask(), mask & field.fullMask(), true);
    }

    /**
     * Tells whether a value matches this field.
     *
     * @param candidate the packet's value
     * @return whether it matches under the mask
     */
    public boolean matches(final long candidate) {
        return (candidate & mask) == (value & mask);
    }
}
