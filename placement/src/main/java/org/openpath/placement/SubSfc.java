/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * A sub-SFC: consecutive stages of one service graph running on one node ({@code placement-result/sub-sfc}).
 *
 * @param id the id, {@code <request>-w<i>} for working and {@code <request>-b<i>} for backup sub-SFCs
 * @param role working or backup
 * @param protects for a backup, the id of its working twin; empty for a working sub-SFC
 * @param node the host
 * @param active whether it carries traffic now
 * @param nfs the NF instance names, in sequential order
 * @param cpuCores CPU cores reserved
 * @param memoryMib memory reserved, MiB
 */
public record SubSfc(String id, Role role, String protects, String node, boolean active, List<String> nfs,
        double cpuCores, long memoryMib) {
    /**
     * Validates the components and copies the list.
     */
    public SubSfc {
        requireNonNull(id);
        requireNonNull(role);
        requireNonNull(protects);
        requireNonNull(node);
        nfs = List.copyOf(nfs);
        if (nfs.isEmpty() || cpuCores < 0 || memoryMib < 0) {
            throw new IllegalArgumentException("Sub-SFC " + id + " needs NFs and non-negative resources");
        }
        if (role == Role.BACKUP == protects.isEmpty()) {
            throw new IllegalArgumentException("Sub-SFC " + id + ": exactly backups name the sub-SFC they protect");
        }
    }
}
