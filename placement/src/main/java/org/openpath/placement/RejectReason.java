/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

/**
 * Why a request was refused.
 */
public enum RejectReason {
    /** The request id is already placed. */
    DUPLICATE_REQUEST,
    /** No node (or no set of nodes the algorithm considers) has the CPU, memory or NIC capacity. */
    NO_NODE_CAPACITY,
    /** No path with enough residual bandwidth joins two sub-SFCs. */
    NO_BANDWIDTH,
    /** The placement's end-to-end latency exceeds the request's SLA. */
    LATENCY_SLA,
    /** A working sub-SFC has no backup node outside its failure domain with room. */
    NO_BACKUP_DOMAIN,
    /** The request's ingress node is not in the topology, or it has failed. */
    INGRESS_UNAVAILABLE,
    /** More than one instance of an NF whose state belongs to no flow, so that instances could not share it. */
    NOT_SCALABLE,
    /**
     * The request fits, but priced admission ({@link Admission.Priced}) refused it: it would take more of a nearly
     * full cluster than its budget pays for.
     */
    ADMISSION_PRICE
}
