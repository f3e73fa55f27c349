/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.state;

/**
 * The kinds of NF state, as OpenNF names them.
 */
public enum StateKind {
    /** State under a key that identifies one connection (a firewall's connection entry, a NAT binding). */
    PER_FLOW(1),
    /** State under a key shared by several connections (a scrubber's per address pair counter). */
    MULTI_FLOW(2),
    /** State that belongs to no flow (a wan optimiser's dictionary, a VPN's tunnel counter). */
    ALL_FLOWS(4);

    private final int bit;

    StateKind(final int bit) {
        this.bit = bit;
    }

    /**
     * Returns the kind's bit in a scope bit set on the wire (docs/state-move.md).
     *
     * @return 1, 2 or 4
     */
    public int bit() {
        return bit;
    }
}
