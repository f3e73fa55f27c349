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
 * Where a chain's sub-SFCs run (OpenPATH paper section 5.4), as a stored chain's state or the
 * {@code compute-placement} dry run shows it.
 *
 * @param algorithm the algorithm that placed it
 * @param subSfcs the working and backup sub-SFCs
 * @param hops traffic between sub-SFCs on different nodes
 * @param latency expected end-to-end latency, microseconds
 * @param interNodeTraffic traffic crossing nodes, Gbit/s
 * @param pathLength nodes on the working path
 */
public record PlacementView(@Nullable String algorithm, List<SubSfc> subSfcs, List<Hop> hops,
        @Nullable String latency, @Nullable String interNodeTraffic, @Nullable Integer pathLength) {
    /**
     * Creates a placement view.
     */
    public PlacementView {
        subSfcs = List.copyOf(subSfcs);
        hops = List.copyOf(hops);
    }

    /**
     * One sub-SFC.
     *
     * @param id its id
     * @param role {@code working} or {@code backup}
     * @param protects for a backup, the working sub-SFC it stands in for
     * @param node the node
     * @param active whether it carries traffic now
     * @param nfs its NFs in graph order
     * @param cpu CPU cores reserved
     * @param memory memory reserved, MiB
     */
    public record SubSfc(String id, @Nullable String role, @Nullable String protects, @Nullable String node,
            @Nullable Boolean active, List<String> nfs, @Nullable String cpu, @Nullable Long memory) {
        /**
         * Creates a sub-SFC.
         */
        public SubSfc {
            requireNonNull(id);
            nfs = List.copyOf(nfs);
        }
    }

    /**
     * Traffic between two sub-SFCs.
     *
     * @param from the upstream sub-SFC
     * @param to the downstream one
     * @param path the nodes crossed, both ends included
     * @param bandwidth bandwidth reserved, Gbit/s
     */
    public record Hop(String from, String to, List<String> path, @Nullable String bandwidth) {
        /**
         * Creates a hop.
         */
        public Hop {
            requireNonNull(from);
            requireNonNull(to);
            path = List.copyOf(path);
        }
    }
}
