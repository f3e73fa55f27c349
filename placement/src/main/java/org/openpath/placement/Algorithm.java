/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

/**
 * Placement algorithms, with their YANG names ({@code openpath-types.yang}, {@code placement-algorithm}).
 */
public enum Algorithm {
    /** OpenPATH affinity placement of sub-SFCs with backup sub-SFCs (paper §5.4). */
    OPENPATH("openpath"),
    /** Strawman Simple: NFs divided equally across hosts, sequential, closest hosts (paper §7.5). */
    STRAWMAN_SIMPLE("strawman-simple"),
    /** NFP packing: whole SFC on one server, greedy depth-first; reject when it does not fit. */
    NFP_PACKING("nfp-packing"),
    /** ParaBox, naive: parallel branches on different servers. */
    PARABOX_NAIVE("parabox-naive"),
    /** First-fit: each NF on the first host with room. */
    FIRST_FIT("first-fit"),
    /** FlexChain's fast heuristic: parallel blocks kept on one server, depth-first over the servers (paper §7.5). */
    FLEXCHAIN("flexchain");

    private final String yangName;

    Algorithm(final String yangName) {
        this.yangName = yangName;
    }

    /**
     * Returns the YANG enum name.
     *
     * @return e.g. {@code nfp-packing}
     */
    public String yangName() {
        return yangName;
    }

    /**
     * Tells whether the algorithm ignores the service graph's parallel stages and places the chain's NFs in their
     * sequential order, one NF a stage.
     *
     * @return {@code true} for Strawman Simple only
     */
    public boolean sequential() {
        return this == STRAWMAN_SIMPLE;
    }

    /**
     * Tells whether the algorithm reserves backup sub-SFCs for the requests that ask for them.
     *
     * @return {@code true} for OpenPATH only
     */
    public boolean reservesBackups() {
        return this == OPENPATH;
    }
}
