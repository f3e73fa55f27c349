/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import java.util.EnumSet;
import java.util.Set;

/**
 * The optimisations of a state move (docs/state-move.md section 6; OpenNF's Move), each one bit on the wire.
 */
public enum MoveOptimisation {
    /** PZ: export, send and import chunk by chunk while packets keep flowing. */
    PARALLELIZE(1),
    /** LL: lock a flow only once its state is sent. */
    LATE_LOCKING(2),
    /** ER: release a flow's packets at the destination as soon as its state is imported. */
    EARLY_RELEASE(4);

    private final int bit;

    MoveOptimisation(final int bit) {
        this.bit = bit;
    }

    public int bit() {
        return bit;
    }

    /**
     * Returns the bit set of optimisations.
     *
     * @param optimisations the optimisations
     * @return the OR of their bits
     */
    public static int bits(final Set<MoveOptimisation> optimisations) {
        int bits = 0;
        for (var optimisation : optimisations) {
            bits |= optimisation.bit;
        }
        return bits;
    }

    /**
     * Returns the optimisations of a bit set.
     *
     * @param bits the bits
     * @return the optimisations
     * @throws IllegalArgumentException if a bit other than 0 to 2 is set
     */
    public static Set<MoveOptimisation> of(final int bits) {
        if (bits < 0 || bits > 7) {
            throw new IllegalArgumentException("Optimisations 0x" + Integer.toHexString(bits)
                + " have bits other than PZ (1), LL (2) and ER (4)");
        }
        final var set = EnumSet.noneOf(MoveOptimisation.class);
        for (var optimisation : values()) {
            if ((bits & optimisation.bit) != 0) {
                set.add(optimisation);
            }
        }
        return set;
    }
}
