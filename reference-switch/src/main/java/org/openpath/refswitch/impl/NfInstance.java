/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import org.openpath.analyzer.exec.NfState;

/**
 * One instance of a bound NF: its state and its packet counters. Owned by the datapath thread.
 */
final class NfInstance {
    private final NfState state;
    private long packetsIn;
    private long packetsOut;
    private long drops;

    NfInstance(final NfState state) {
        this.state = state;
    }

    NfState state() {
        return state;
    }

    /**
     * Counts a packet the instance took in.
     *
     * @param forwarded whether it went on (else the instance dropped it, or ended its flow)
     */
    void count(final boolean forwarded) {
        packetsIn++;
        if (forwarded) {
            packetsOut++;
        } else {
            drops++;
        }
    }

    long packetsIn() {
        return packetsIn;
    }

    long packetsOut() {
        return packetsOut;
    }

    long drops() {
        return drops;
    }
}
