/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.view;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.eclipse.jdt.annotation.Nullable;

/**
 * An OpenPATH node: what the operator configured and what the suite observes. {@code node-list --json} prints these
 * records.
 *
 * @param node the inventory node id
 * @param configured whether {@code openpath-topology} has it
 * @param description free text
 * @param role {@code nf-host} or {@code transit}
 * @param adminState {@code enabled}, {@code draining} or {@code disabled}
 * @param capacity what it offers to NFs, absent for a transit node or an unconfigured one
 * @param status {@code connected}, {@code disconnected}, {@code failed} or {@code unconfigured}
 * @param reason why
 * @param lastChange when the status last changed
 * @param used capacity reserved by sub-SFCs
 * @param workingSubSfcs working sub-SFCs placed here
 * @param backupSubSfcs backup sub-SFCs placed here
 * @param hosted the sub-SFCs placed here, by chain ({@code node-show} only; empty in lists)
 */
public record NodeView(String node, boolean configured, @Nullable String description, @Nullable String role,
        @Nullable String adminState, @Nullable Resources capacity, @Nullable String status, @Nullable String reason,
        @Nullable String lastChange, @Nullable Resources used, @Nullable Long workingSubSfcs,
        @Nullable Long backupSubSfcs, List<Hosted> hosted) {
    /**
     * CPU, memory and NIC bandwidth.
     *
     * @param cpuCores CPU cores
     * @param memory memory, MiB
     * @param nicBandwidth NIC bandwidth, Gbit/s
     */
    public record Resources(@Nullable String cpuCores, @Nullable Long memory, @Nullable String nicBandwidth) {
    }

    /**
     * A sub-SFC placed on the node.
     *
     * @param chain the chain
     * @param subSfc the sub-SFC
     * @param role {@code working} or {@code backup}
     * @param active whether it carries traffic now
     * @param nfs its NFs
     */
    public record Hosted(String chain, String subSfc, @Nullable String role, @Nullable Boolean active,
            List<String> nfs) {
        /**
         * Creates a hosted sub-SFC.
         */
        public Hosted {
            requireNonNull(chain);
            requireNonNull(subSfc);
            nfs = List.copyOf(nfs);
        }
    }

    /**
     * Creates a node view.
     */
    public NodeView {
        requireNonNull(node);
        hosted = List.copyOf(hosted);
    }
}
