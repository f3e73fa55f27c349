/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.state;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.openpath.analyzer.exec.FlowKey;
import org.openpath.analyzer.exec.NfState;

/**
 * How one NF's state is split over the instances an NF manager runs of it (docs/openpath-openflow.md section 9): each
 * instance has its own {@link NfState}; the state under a key is in the one instance the key maps to; all-flows state
 * is the first instance's (an NF with all-flows state runs as one instance). The answers may change between calls
 * (the NF is rescaled), so callers ask again instead of keeping them.
 */
public interface StatePartition {
    /**
     * Returns the instances' states.
     *
     * @return at least one state, in instance order
     */
    List<NfState> states();

    /**
     * Returns the state of the instance that holds a key's state.
     *
     * @param key the key
     * @return one of {@link #states()}
     */
    NfState stateOf(FlowKey key);

    /**
     * Returns the state of the instance that holds the all-flows state.
     *
     * @return the first of {@link #states()}
     */
    default NfState sharedState() {
        return states().getFirst();
    }

    /**
     * Returns the partition of an NF that runs as one instance.
     *
     * @param state the instance's state
     * @return the partition
     */
    static StatePartition single(final NfState state) {
        requireNonNull(state);
        final var states = List.of(state);
        return new StatePartition() {
            @Override
            public List<NfState> states() {
                return states;
            }

            @Override
            public NfState stateOf(final FlowKey key) {
                return state;
            }
        };
    }
}
