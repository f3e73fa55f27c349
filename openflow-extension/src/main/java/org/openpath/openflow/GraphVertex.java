/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import java.util.List;

/**
 * One vertex of a chain's service graph on a node (revision 3, docs/openpath-openflow.md section 8): the OpenPATH
 * actions a packet steered to SERVICE_ID {@code serviceId} runs, instead of the flow that would match it in table 0.
 * When the list ends, the packet leaves the graph and the actions after its RUN_GRAPH apply.
 *
 * @param serviceId the vertex's service id, 1 to 2^32 - 1
 * @param actions INVOKE_NF, MERGE and COPY_TO_BRANCHES only, COPY_TO_BRANCHES only last; 1 to 8 of them
 */
public record GraphVertex(long serviceId, List<OpenPathAction> actions) {
    /** The most actions a vertex may hold. */
    public static final int MAX_ACTIONS = 8;

    /**
     * Validates and copies the components.
     *
     * @throws IllegalArgumentException if the service id is 0 or out of range, or the actions are not as above
     */
    public GraphVertex {
        Checks.nonZeroUint32("Graph vertex service id", serviceId);
        actions = List.copyOf(actions);
        if (actions.isEmpty() || actions.size() > MAX_ACTIONS) {
            throw new IllegalArgumentException("Graph vertex " + serviceId + " needs 1.." + MAX_ACTIONS
                + " actions, got " + actions.size());
        }
        for (int i = 0; i < actions.size(); i++) {
            final var action = actions.get(i);
            switch (action) {
                case InvokeNf invoke -> {
                    // allowed anywhere
                }
                case Merge merge -> {
                    // allowed anywhere
                }
                case CopyToBranches copy -> {
                    if (i != actions.size() - 1) {
                        throw new IllegalArgumentException("Graph vertex " + serviceId
                            + ": COPY_TO_BRANCHES must be its last action (the packet leaves the list there)");
                    }
                }
                case SetPathTag tag -> throw new IllegalArgumentException("Graph vertex " + serviceId
                    + ": SET_PATH_TAG is not a graph action (only INVOKE_NF, MERGE and COPY_TO_BRANCHES are)");
                case RunGraph run -> throw new IllegalArgumentException("Graph vertex " + serviceId
                    + ": RUN_GRAPH is not a graph action (only INVOKE_NF, MERGE and COPY_TO_BRANCHES are)");
            }
        }
    }

    /**
     * Returns the length of the vertex's actions on the wire.
     *
     * @return the sum of the actions' lengths
     */
    public int actionsLength() {
        return actions.stream().mapToInt(OpenPathAction::wireLength).sum();
    }
}
