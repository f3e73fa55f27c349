/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync;

import static java.util.Objects.requireNonNull;

import java.util.Set;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.MoveGuarantee;
import org.openpath.openflow.MoveMode;
import org.openpath.openflow.MoveOptimisation;
import org.openpath.openflow.MoveSpec;

/**
 * A validated move-state request: the names the operator used and the wire identities they resolve to.
 *
 * @param chain the chain's name
 * @param nf the NF's name in the chain
 * @param sourceNode the inventory node id of the source
 * @param destinationNode the inventory node id of the destination
 * @param sfcId the chain's SFC-ID
 * @param serviceId the NF's SERVICE-ID
 * @param mode peer to peer or relay
 * @param guarantee NG, LF or OP
 * @param optimisations PZ, LL, ER
 * @param scope the kinds, bits of docs/openpath-openflow.md section 7
 * @param timeoutMillis the move's timeout
 * @param filter the flows whose state moves
 * @param finishOnRequest whether MOVE_FINISH waits for {@link MoveCoordinator#finish(long)}
 */
public record MoveRequest(String chain, String nf, String sourceNode, String destinationNode, long sfcId,
        long serviceId, MoveMode mode, MoveGuarantee guarantee, Set<MoveOptimisation> optimisations, int scope,
        long timeoutMillis, FlowSpec filter, boolean finishOnRequest) {
    /**
     * Validates and copies the components.
     *
     * @throws IllegalArgumentException if source and destination are the same node, or the wire refuses a value
     */
    public MoveRequest {
        requireNonNull(chain, "chain");
        requireNonNull(nf, "nf");
        requireNonNull(sourceNode, "sourceNode");
        requireNonNull(destinationNode, "destinationNode");
        if (sourceNode.equals(destinationNode)) {
            throw new IllegalArgumentException("source and destination are the same node " + sourceNode);
        }
        optimisations = Set.copyOf(optimisations);
        // the wire's checks, now rather than at the first message
        new MoveSpec(1, sfcId, serviceId, mode, guarantee, optimisations, scope, timeoutMillis, filter);
    }

    /**
     * Returns the move as the wire carries it.
     *
     * @param moveId the move id
     * @return the spec
     */
    public MoveSpec spec(final long moveId) {
        return new MoveSpec(moveId, sfcId, serviceId, mode, guarantee, optimisations, scope, timeoutMillis, filter);
    }
}
