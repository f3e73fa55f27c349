/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * What happens to the placed requests when one element fails: which backups take over, which hops must be re-routed
 * (their path crossed the failed element) and which requests lose their traffic.
 *
 * @param failure the failure
 * @param activations backups that take over
 * @param reroutedHops requests that keep running but need at least one hop re-routed
 * @param lost requests that stop, each saying whether no placement could have kept it running
 */
public record ActivationPlan(Failure failure, List<Activation> activations, List<String> reroutedHops,
        List<LostChain> lost) {
    /**
     * Validates the components and copies the lists.
     */
    public ActivationPlan {
        requireNonNull(failure);
        activations = List.copyOf(activations);
        reroutedHops = List.copyOf(reroutedHops);
        lost = List.copyOf(lost);
    }

    /**
     * Returns the total traffic lost.
     *
     * @return Gbps
     */
    public double lostGbps() {
        return lost.stream().mapToDouble(LostChain::rateGbps).sum();
    }
}
