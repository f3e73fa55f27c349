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
import java.util.Map;

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
 * @param instances the NFs that run as more than one instance ({@link NfDemand#instances(double)}), and how many
 */
public record SubSfc(String id, Role role, String protects, String node, boolean active, List<String> nfs,
        double cpuCores, long memoryMib, Map<String, Integer> instances) {
    /** The most instances of one NF (what the extension's NF_SCALE carries). */
    public static final int MAX_INSTANCES = 64;

    /**
     * Validates the components and copies the collections.
     */
    public SubSfc {
        requireNonNull(id);
        requireNonNull(role);
        requireNonNull(protects);
        requireNonNull(node);
        nfs = List.copyOf(nfs);
        instances = Map.copyOf(instances);
        if (nfs.isEmpty() || cpuCores < 0 || memoryMib < 0) {
            throw new IllegalArgumentException("Sub-SFC " + id + " needs NFs and non-negative resources");
        }
        for (var entry : instances.entrySet()) {
            if (!nfs.contains(entry.getKey()) || entry.getValue() < 2 || entry.getValue() > MAX_INSTANCES) {
                throw new IllegalArgumentException("Sub-SFC " + id + ": " + entry.getValue() + " instances of "
                    + entry.getKey() + " (only its own NFs, and only those that run more than one)");
            }
        }
        if (role == Role.BACKUP == protects.isEmpty()) {
            throw new IllegalArgumentException("Sub-SFC " + id + ": exactly backups name the sub-SFC they protect");
        }
    }

    /**
     * A sub-SFC whose NFs run as one instance each.
     *
     * @param id the id
     * @param role working or backup
     * @param protects for a backup, the working twin's id
     * @param node the host
     * @param active whether it carries traffic now
     * @param nfs the NF instance names, in sequential order
     * @param cpuCores CPU cores reserved
     * @param memoryMib memory reserved, MiB
     */
    public SubSfc(final String id, final Role role, final String protects, final String node, final boolean active,
            final List<String> nfs, final double cpuCores, final long memoryMib) {
        this(id, role, protects, node, active, nfs, cpuCores, memoryMib, Map.of());
    }

    /**
     * Returns how many instances of one of its NFs run.
     *
     * @param nf the NF
     * @return at least 1
     */
    public int instancesOf(final String nf) {
        return instances.getOrDefault(nf, 1);
    }

    /**
     * Returns this sub-SFC active or standing by, all else equal.
     *
     * @param nowActive whether it carries traffic
     * @return the copy
     */
    public SubSfc withActive(final boolean nowActive) {
        return new SubSfc(id, role, protects, node, nowActive, nfs, cpuCores, memoryMib, instances);
    }
}
