/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.impl;

import org.openpath.placement.Admission;
import org.openpath.placement.Algorithm;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Placer;
import org.openpath.placement.Topology;

/**
 * Creates placers.
 */
public final class Placers {
    private Placers() {
        // Factory only
    }

    /**
     * Returns a placer for an algorithm.
     *
     * @param algorithm the algorithm
     * @param topology the cluster
     * @param demands NF demands
     * @return a placer with nothing reserved
     */
    public static Placer create(final Algorithm algorithm, final Topology topology, final DemandTable demands) {
        return create(algorithm, topology, demands, Admission.ALL_THAT_FIT);
    }

    /**
     * Returns a placer for an algorithm that admits requests as told.
     *
     * @param algorithm the algorithm
     * @param topology the cluster
     * @param demands NF demands
     * @param admission which requests that fit it accepts
     * @return a placer with nothing reserved
     * @throws IllegalArgumentException if the admission is priced and the algorithm is not OpenPATH
     */
    public static Placer create(final Algorithm algorithm, final Topology topology, final DemandTable demands,
            final Admission admission) {
        final Placer placer = switch (algorithm) {
            case OPENPATH -> new OpenPathPlacer(topology, demands);
            case STRAWMAN_SIMPLE -> new StrawmanPlacer(topology, demands);
            case NFP_PACKING -> new NfpPlacer(topology, demands);
            case PARABOX_NAIVE -> new ParaBoxPlacer(topology, demands);
            case FIRST_FIT -> new FirstFitPlacer(topology, demands);
            case FLEXCHAIN -> new FlexChainPlacer(topology, demands);
        };
        placer.admission(admission);
        return placer;
    }
}
