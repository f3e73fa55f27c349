/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync.impl;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainStatus;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChainStates;
import org.openpath.statesync.Handover.ChainActivity;

/**
 * What each chain runs where, read from the operational chain states at the edge: whether its state is rendered, and
 * for each NF the nodes of the active sub-SFCs that run it.
 */
final class ChainActivities {
    private ChainActivities() {
    }

    /**
     * Reads the chains' activity.
     *
     * @param states the operational chain states, {@code null} when there are none
     * @return by chain name
     */
    static Map<String, ChainActivity> of(final @Nullable ServiceChainStates states) {
        final var chains = new HashMap<String, ChainActivity>();
        if (states == null) {
            return chains;
        }
        for (var state : states.nonnullServiceChainState().values()) {
            final Map<String, Set<String>> nodesOfNf = new HashMap<>();
            final var placement = state.getPlacement();
            if (placement != null) {
                for (var sub : placement.nonnullSubSfc().values()) {
                    if (!Boolean.TRUE.equals(sub.getActive()) || sub.getNode() == null || sub.getNf() == null) {
                        continue;
                    }
                    for (var nf : sub.getNf()) {
                        nodesOfNf.computeIfAbsent(nf.getValue(), k -> new HashSet<>()).add(sub.getNode().getValue());
                    }
                }
            }
            chains.put(state.requireName().getValue(),
                new ChainActivity(state.getStatus() == ChainStatus.Rendered, nodesOfNf));
        }
        return chains;
    }
}
