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
import org.openpath.openflow.MoveOperation;
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
 * @param operation move, or copy (the source keeps its state; see {@link MoveOperation#COPY})
 */
public record MoveRequest(String chain, String nf, String sourceNode, String destinationNode, long sfcId,
        long serviceId, MoveMode mode, MoveGuarantee guarantee, Set<MoveOptimisation> optimisations, int scope,
        long timeoutMillis, FlowSpec filter, boolean finishOnRequest, MoveOperation operation) {
    /** Every kind of state: per-flow, multi-flow and all-flows. */
    public static final int ALL_KINDS = 7;

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
        requireNonNull(operation, "operation");
        // the wire's checks, now rather than at the first message
        new MoveSpec(1, sfcId, serviceId, mode, guarantee, optimisations, scope, timeoutMillis, filter, operation);
    }

    /**
     * A move request (not a copy).
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
     * @param scope the state kinds, as the wire's scope bits
     * @param timeoutMillis the move's timeout
     * @param filter the flows that move
     * @param finishOnRequest whether MOVE_FINISH waits for finish-state-move
     */
    public MoveRequest(final String chain, final String nf, final String sourceNode, final String destinationNode,
            final long sfcId, final long serviceId, final MoveMode mode, final MoveGuarantee guarantee,
            final Set<MoveOptimisation> optimisations, final int scope, final long timeoutMillis,
            final FlowSpec filter, final boolean finishOnRequest) {
        this(chain, nf, sourceNode, destinationNode, sfcId, serviceId, mode, guarantee, optimisations, scope,
            timeoutMillis, filter, finishOnRequest, MoveOperation.MOVE);
    }

    /**
     * A copy of all the state of an NF instance to its twin, peer to peer, with PZ, finished as soon as it is
     * transferred: what keeps a backup warm.
     *
     * @param chain the chain's name
     * @param nf the NF's name in the chain
     * @param sourceNode the node that runs the NF
     * @param destinationNode the node of its twin
     * @param sfcId the chain's SFC-ID
     * @param serviceId the NF's SERVICE-ID
     * @param timeoutMillis the copy's timeout
     * @return the request
     */
    public static MoveRequest copy(final String chain, final String nf, final String sourceNode,
            final String destinationNode, final long sfcId, final long serviceId, final long timeoutMillis) {
        return new MoveRequest(chain, nf, sourceNode, destinationNode, sfcId, serviceId, MoveMode.PEER_TO_PEER,
            MoveGuarantee.NO_GUARANTEE, Set.of(MoveOptimisation.PARALLELIZE), ALL_KINDS, timeoutMillis,
            FlowSpec.ANY, false, MoveOperation.COPY);
    }

    /**
     * Returns the move as the wire carries it.
     *
     * @param moveId the move id
     * @return the spec
     */
    public MoveSpec spec(final long moveId) {
        return new MoveSpec(moveId, sfcId, serviceId, mode, guarantee, optimisations, scope, timeoutMillis, filter,
            operation);
    }
}
