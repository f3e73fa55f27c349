/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import static java.util.Objects.requireNonNull;

import java.io.Serializable;

/**
 * The OpenPATH paper's Table 2 view of an NF (section 5.2, "Operation table"): whether it reads or reads and writes
 * packets, and whether it can modify flows. Carried verbatim for the paper's Table 2 NFs; derived from the field
 * profile for the others (see {@link ActionProfile#coarseClass()}).
 *
 * @param packetAccess Table 2's "Packet" column
 * @param canModifyFlow Table 2's "Flow: can modify" column
 */
public record CoarseProfile(PacketAccess packetAccess, boolean canModifyFlow) implements Serializable {
    /**
     * Table 2's "Packet" column, as {@code openpath-nf-catalog:coarse-profile/packet-access}.
     */
    public enum PacketAccess {
        /** Neither reads nor writes packets ('-', the gateway). */
        NONE("none"),
        /** Reads packets ('R'). */
        READ("read"),
        /** Reads and writes packets ('R/W'). */
        READ_WRITE("read-write");

        private final String yangName;

        PacketAccess(final String yangName) {
            this.yangName = yangName;
        }

        /**
         * Returns the YANG enum name.
         *
         * @return e.g. {@code read-write}
         */
        public String yangName() {
            return yangName;
        }
    }

    /**
     * Validates the components.
     */
    public CoarseProfile {
        requireNonNull(packetAccess, "packetAccess");
    }

    /**
     * Returns the Table 3 action class: "Modify flow" when the flow can be modified, else "Write" for R/W, "Read"
     * for R, and {@link CoarseClass#NONE} for '-'.
     *
     * @return the class
     */
    public CoarseClass coarseClass() {
        if (canModifyFlow) {
            return CoarseClass.MODIFY_FLOW;
        }
        return switch (packetAccess) {
            case NONE -> CoarseClass.NONE;
            case READ -> CoarseClass.READ;
            case READ_WRITE -> CoarseClass.WRITE;
        };
    }
}
