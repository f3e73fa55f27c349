/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.impl;

/**
 * Resources an algorithm has promised while it builds an assignment, on top of what the ledger already holds.
 */
final class Tentative {
    private final Ledger ledger;
    private final double[] cpu;
    private final long[] mem;
    private final double[] nic;

    Tentative(final Ledger ledger) {
        this.ledger = ledger;
        cpu = new double[ledger.nodes.size()];
        mem = new long[ledger.nodes.size()];
        nic = new double[ledger.nodes.size()];
    }

    boolean fits(final int host, final double needCpu, final long needMem, final double needNic) {
        return ledger.open(host) && ledger.fits(host, cpu[host] + needCpu, mem[host] + needMem, nic[host] + needNic);
    }

    void take(final int host, final double needCpu, final long needMem, final double needNic) {
        cpu[host] += needCpu;
        mem[host] += needMem;
        nic[host] += needNic;
    }

    double used(final int host, final int what) {
        return switch (what) {
            case 0 -> cpu[host];
            case 1 -> mem[host];
            default -> nic[host];
        };
    }

    double cpuShare(final int host) {
        return (ledger.cpu[host] + cpu[host]) / ledger.nodes.get(host).cpuCores();
    }

    double freeCpu(final int host) {
        return ledger.freeCpu(host) - cpu[host];
    }
}
