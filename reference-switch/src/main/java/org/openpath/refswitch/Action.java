/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import java.util.List;

/**
 * An OpenFlow 1.3 action the reference switch executes, including the OpenPATH experimenter actions (spec section 3).
 */
public sealed interface Action {
    /**
     * OFPAT_OUTPUT.
     *
     * @param port the port number or a reserved port
     * @param maxLen bytes to send to the controller
     */
    record Output(long port, int maxLen) implements Action {
    }

    /**
     * OFPAT_GROUP.
     *
     * @param groupId the group
     */
    record Group(long groupId) implements Action {
    }

    /**
     * OFPAT_SET_FIELD.
     *
     * @param field the field and value
     */
    record SetField(MatchField field) implements Action {
    }

    /**
     * OFPAT_PUSH_VLAN.
     *
     * @param ethertype the tag protocol identifier
     */
    record PushVlan(int ethertype) implements Action {
    }

    /**
     * OFPAT_POP_VLAN.
     */
    record PopVlan() implements Action {
    }

    /**
     * OFPAT_DEC_NW_TTL (minimal: decrements the TTL part of TTL_DSCP of chain packets).
     */
    record DecNwTtl() implements Action {
    }

    /**
     * OpenPATH INVOKE_NF.
     *
     * @param serviceId the NF's service id
     * @param nextServiceId the default next service id, 0 to continue with the action list
     */
    record InvokeNf(long serviceId, long nextServiceId) implements Action {
    }

    /**
     * OpenPATH COPY_TO_BRANCHES.
     *
     * @param kind 0 shared, 1 header copy, 2 full copy
     * @param serviceIds the branches' first service ids
     */
    record CopyToBranches(int kind, List<Long> serviceIds) implements Action {
        public CopyToBranches {
            serviceIds = List.copyOf(serviceIds);
        }
    }

    /**
     * OpenPATH MERGE.
     *
     * @param flags bit 0: drop wins
     * @param nextServiceId the service id after the merge, 0 to continue with the action list
     * @param priorities branch indices (1-based) in priority order
     */
    record Merge(int flags, long nextServiceId, List<Integer> priorities) implements Action {
        public Merge {
            priorities = List.copyOf(priorities);
        }

        public boolean dropWins() {
            return (flags & 1) != 0;
        }
    }

    /**
     * OpenPATH SET_PATH_TAG.
     *
     * @param sfcId the SFC-ID
     * @param pathId the PATH-ID
     */
    record SetPathTag(long sfcId, long pathId) implements Action {
    }

    /**
     * OpenPATH RUN_GRAPH (revision 3, spec section 8): steer the packet by its chain's service graph on the node from
     * a vertex; the actions after it are the packet's exit from the graph.
     *
     * @param serviceId the vertex the packet starts at
     */
    record RunGraph(long serviceId) implements Action {
    }
}
