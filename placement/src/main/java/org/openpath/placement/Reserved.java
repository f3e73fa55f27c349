/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

/**
 * What the placement holds on a node: its working sub-SFCs plus the backups' shared reservation.
 *
 * @param cpuCores CPU cores
 * @param memoryMib memory, MiB
 * @param nicGbps NIC bandwidth, Gbit/s
 */
public record Reserved(double cpuCores, long memoryMib, double nicGbps) {
    /** Nothing reserved. */
    public static final Reserved NONE = new Reserved(0, 0, 0);

    /**
     * Validates the components.
     */
    public Reserved {
        if (!(cpuCores >= 0) || memoryMib < 0 || !(nicGbps >= 0)) {
            throw new IllegalArgumentException("Reservations are non-negative numbers");
        }
    }
}
