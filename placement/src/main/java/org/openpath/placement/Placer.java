/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

import java.util.List;
import java.util.Optional;
import org.openpath.placement.impl.Placers;

/**
 * A placement algorithm bound to one topology, holding the reservations of the requests it placed. Not thread-safe:
 * one placer serves one caller (the orchestrator's single writer, or one simulation run).
 */
public interface Placer {
    /**
     * Returns a placer.
     *
     * @param algorithm the algorithm
     * @param topology the cluster
     * @param demands NF resource demands
     * @return a placer with nothing reserved
     */
    static Placer create(final Algorithm algorithm, final Topology topology, final DemandTable demands) {
        return Placers.create(algorithm, topology, demands);
    }

    /**
     * Returns a placer that admits requests as told.
     *
     * @param algorithm the algorithm
     * @param topology the cluster
     * @param demands NF resource demands
     * @param admission which requests that fit it accepts
     * @return a placer with nothing reserved
     * @throws IllegalArgumentException if the admission is priced and the algorithm is not OpenPATH (the baselines
     *     accept all that fit, as their papers describe them)
     */
    static Placer create(final Algorithm algorithm, final Topology topology, final DemandTable demands,
            final Admission admission) {
        return Placers.create(algorithm, topology, demands, admission);
    }

    /**
     * Returns the algorithm.
     *
     * @return the algorithm
     */
    Algorithm algorithm();

    /**
     * Returns the topology.
     *
     * @return the topology
     */
    Topology topology();

    /**
     * Places one request (online mode). A rejected request leaves nothing reserved.
     *
     * @param request the request
     * @return placed or rejected with a reason
     * @throws IllegalArgumentException if an NF type of the graph has no demand in the placer's table
     */
    PlacementOutcome place(PlacementRequest request);

    /**
     * Places a request that was admitted before, such as a chain that runs and is placed again on a changed topology
     * or with an inserted NF: like {@link #place}, but never refused by priced admission.
     *
     * @param request the request
     * @return placed or rejected with a reason
     * @throws IllegalArgumentException if an NF type of the graph has no demand in the placer's table
     */
    PlacementOutcome placeAgain(PlacementRequest request);

    /**
     * Sets which new requests that fit are accepted, from the next {@link #place} on; nothing placed moves.
     *
     * @param admission the admission
     * @throws IllegalArgumentException if the admission is priced and the algorithm is not OpenPATH
     */
    void admission(Admission admission);

    /**
     * Returns which new requests that fit are accepted.
     *
     * @return the admission, {@link Admission#ALL_THAT_FIT} unless set
     */
    Admission admission();

    /**
     * Places a batch of requests. The algorithm may reorder them (OpenPATH places the largest demands first);
     * the outcomes come back in the order of the input.
     *
     * @param requests the requests
     * @return one outcome per request, in input order
     */
    List<PlacementOutcome> placeBatch(List<PlacementRequest> requests);

    /**
     * Releases a placed request and everything reserved for it.
     *
     * @param requestId the request
     * @return whether it was placed
     */
    boolean release(String requestId);

    /**
     * Returns the current placements, in placement order.
     *
     * @return the placements
     */
    List<Placement> placements();

    /**
     * Returns what is reserved on a node: its working sub-SFCs plus the shared reservation of the backups there
     * (backups whose working twins cannot fail together share it).
     *
     * @param node the node
     * @return the reservation, {@link Reserved#NONE} for a node the topology does not have
     */
    Reserved reserved(String node);

    /**
     * Returns the bandwidth reserved on the link between two nodes: the working hops plus the shared reservation of
     * the backup hops.
     *
     * @param one one end
     * @param other the other end
     * @return Gbit/s, 0 when the topology has no such link
     */
    double reservedBandwidth(String one, String other);

    /**
     * Returns the reserved share of the cluster.
     *
     * @return utilisation figures
     */
    Utilisation utilisation();

    /**
     * Returns what a failure would do to the placed requests, without changing anything. Re-routing of hops is
     * checked for connectivity around the failed element; their bandwidth is reserved by {@link #restore(Failure)}.
     *
     * @param failure the failure
     * @return the activation plan
     */
    ActivationPlan plan(Failure failure);

    /**
     * Marks an element failed and re-places every request it touched: activated backups become working sub-SFCs,
     * hops are re-routed, and fresh backups are reserved outside the new working sub-SFCs' failure domains. The
     * element stays excluded until {@link #repair(Failure)}.
     *
     * @param failure the failure
     * @return the activation plan carried out, and the re-placement of each request it touched
     */
    RestoreReport restore(Failure failure);

    /**
     * Makes a failed element usable again. Existing placements stay where they are.
     *
     * @param failure the failure that is over
     */
    void repair(Failure failure);

    /**
     * Starts or stops draining a node. A draining node takes nothing new: no sub-SFC of a request placed or placed
     * again ({@link #place}, {@link #restore}) and no fresh backup ({@link #restore}, {@link #reprotect}) goes there.
     * What is reserved there already stays: working sub-SFCs keep running there, and a backup reserved there can
     * still take over when its working twin fails. Draining is not a failure: nothing moves.
     *
     * @param node the node
     * @param draining whether it drains from now on
     * @throws IllegalArgumentException if the topology has no such node
     */
    void drain(String node, boolean draining);

    /**
     * Runs a placed NF as another number of instances where it runs now (the node of its active sub-SFC), e.g. when
     * it reports itself overloaded or has been idle. Each instance reserves the NF type's base CPU and memory there
     * ({@link NfDemand#cpuBase()}, {@link NfDemand#memoryBase()}); nothing else moves. A backup keeps the count it
     * was placed with.
     *
     * @param requestId the request
     * @param nf the NF
     * @param instances 1 to {@value SubSfc#MAX_INSTANCES}
     * @return the new placement ({@link Placed}; the same one when the count does not change), or {@link Rejected}
     *     with {@link RejectReason#NO_NODE_CAPACITY} when the node has no room for more instances or
     *     {@link RejectReason#NOT_SCALABLE} for an NF whose state belongs to no flow; nothing changes then
     * @throws IllegalArgumentException if the request is not placed, has no such NF, or the count is out of range
     */
    PlacementOutcome scale(String requestId, String nf, int instances);

    /**
     * Gives a request that asked for backups but runs without one (see {@link RestoreReport#unprotected()}) fresh
     * backups, its working sub-SFCs staying where they are. Nothing changes if there is still no room.
     *
     * @param requestId the request
     * @return the placement with backups, or empty if the request is unknown, protected already, or no backup fits
     */
    Optional<Placement> reprotect(String requestId);
}
