/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

/**
 * The action classes of the OpenPATH paper's Table 3 ("Capabilities table", section 5.2), plus {@link #NONE} for an
 * NF that touches no packet data (the gateway's '-' in Table 2).
 *
 * <p>Table 3, row = the first NF's class, column = the second NF's class, Y = the two can run in parallel:
 * <pre>
 *               Read  Write  ModifyFlow
 *   Read         Y     Y       Y
 *   Write        N     Y       Y
 *   ModifyFlow   N     N       N
 * </pre>
 * The paper has no row or column for '-'; this analyser lets such an NF run in parallel with anything, in either
 * position, because it neither reads nor writes what another NF does.
 */
public enum CoarseClass {
    /** Touches nothing ('-'). */
    NONE("None"),
    /** Reads packets. */
    READ("Read"),
    /** Reads and writes packets. */
    WRITE("Write"),
    /** Modifies (or drops, terminates) flows. */
    MODIFY_FLOW("Modify flow");

    private final String label;

    CoarseClass(final String label) {
        this.label = label;
    }

    /**
     * Returns the Table 3 cell for {@code first} before {@code second}.
     *
     * @param first the class of the NF that comes first in the sequential chain
     * @param second the class of the NF that comes second
     * @return {@code true} for 'Y' (can run in parallel)
     */
    public static boolean canRunInParallel(final CoarseClass first, final CoarseClass second) {
        if (first == NONE || second == NONE) {
            return true;
        }
        return switch (first) {
            case READ -> true;
            case WRITE -> second != READ;
            case MODIFY_FLOW, NONE -> false;
        };
    }

    /**
     * Returns the paper's name of the class.
     *
     * @return e.g. {@code Modify flow}
     */
    public String label() {
        return label;
    }
}
