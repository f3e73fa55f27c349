/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.move;

import java.util.EnumSet;
import java.util.Set;
import org.openpath.analyzer.exec.FlowKey;
import org.openpath.analyzer.exec.FlowRecord;
import org.openpath.analyzer.exec.NfState;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.IpPrefix;
import org.openpath.openflow.MoveGuarantee;
import org.openpath.openflow.MoveMode;
import org.openpath.openflow.MoveOptimisation;
import org.openpath.openflow.MoveSpec;
import org.openpath.refswitch.state.StateStore;

/**
 * Fixtures of the state machines' tests: a firewall-like NF keyed by the 5-tuple with connections from 10.0.0.x,
 * the move of the flows from 10.0.0.0/24, and a settable clock.
 */
final class Moves {
    static final long MOVE = 9;
    static final long TOKEN = 0x5EED;
    static final long NET = 0x0A000000L;
    static final long TIMEOUT = 1000;
    static final FlowSpec FILTER = new FlowSpec(IpPrefix.parse("10.0.0.0/24"), null, null, null, null);

    long now = 1_000_000;

    private Moves() {
    }

    static Moves create() {
        return new Moves();
    }

    long now() {
        return now;
    }

    static FlowKey key(final int host) {
        return new FlowKey(FlowKey.FIVE_TUPLE, NET + host, NET + 0x100, 6, 1000 + host, 80);
    }

    /**
     * Returns a state with connections from hosts 1..count, each seen {@code host} times, and one connection from
     * outside the filter (10.0.9.9).
     */
    static NfState state(final int count) {
        final var state = new NfState();
        for (int host = 1; host <= count; host++) {
            state.putFlow(key(host), new FlowRecord(1, host, false));
        }
        state.putFlow(new FlowKey(FlowKey.FIVE_TUPLE, NET + 0x909, NET + 0x100, 6, 9, 80), new FlowRecord(1, 1,
            false));
        return state;
    }

    static StateStore store(final NfState state) {
        return new StateStore("firewall", FlowKey.FIVE_TUPLE, state);
    }

    static MoveSpec spec(final MoveGuarantee guarantee, final MoveOptimisation... optimisations) {
        return spec(MoveMode.PEER_TO_PEER, guarantee, optimisations);
    }

    static MoveSpec spec(final MoveMode mode, final MoveGuarantee guarantee, final MoveOptimisation... optimisations) {
        final Set<MoveOptimisation> set = EnumSet.noneOf(MoveOptimisation.class);
        set.addAll(java.util.List.of(optimisations));
        return new MoveSpec(MOVE, 7, 2, mode, guarantee, set, 1, TIMEOUT, FILTER);
    }

    /** A copy of every connection the filter admits, peer to peer. */
    static MoveSpec copy(final MoveOptimisation... optimisations) {
        final Set<MoveOptimisation> set = EnumSet.noneOf(MoveOptimisation.class);
        set.addAll(java.util.List.of(optimisations));
        return new MoveSpec(MOVE, 7, 2, MoveMode.PEER_TO_PEER, MoveGuarantee.NO_GUARANTEE, set, 1, TIMEOUT, FILTER,
            org.openpath.openflow.MoveOperation.COPY);
    }
}
