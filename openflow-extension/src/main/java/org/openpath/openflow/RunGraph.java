/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

/**
 * RUN_GRAPH(service) (subtype 5, 24 bytes; revision 3, docs/openpath-openflow.md section 8): set SERVICE_ID and steer
 * the packet by the service graph its chain (SFC_ID) has on this node, from the vertex {@code service}; the actions
 * after RUN_GRAPH apply to every packet that leaves the graph.
 *
 * @param serviceId the vertex the packet starts at, 1 to 2^32 - 1
 */
public record RunGraph(long serviceId) implements OpenPathAction {
    /** The subtype. */
    public static final int SUBTYPE = 5;

    /**
     * Validates the component.
     *
     * @throws IllegalArgumentException if the service id is 0 or out of range
     */
    public RunGraph {
        Checks.nonZeroUint32("RUN_GRAPH service id", serviceId);
    }
}
