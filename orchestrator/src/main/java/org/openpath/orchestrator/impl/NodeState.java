/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import java.time.Instant;

/**
 * What the orchestrator observes of one node, for {@code openpath-topology-state}.
 *
 * @param nodeId the inventory node id
 * @param status connected, disconnected, failed or unconfigured
 * @param reason why, for people
 * @param lastChange when the status last changed
 * @param cpuUsed CPU cores reserved by working and backup sub-SFCs
 * @param memoryUsed memory reserved, MiB
 * @param nicUsed NIC bandwidth reserved, Gbit/s
 * @param working working sub-SFCs placed here
 * @param backup backup sub-SFCs placed here
 */
public record NodeState(String nodeId, Status status, String reason, Instant lastChange, double cpuUsed,
        long memoryUsed, double nicUsed, int working, int backup) {
    /**
     * Mirrors the YANG {@code node-status}.
     */
    public enum Status {
        /** Configured and connected. */
        CONNECTED,
        /** Configured, not connected. */
        DISCONNECTED,
        /** Lost while hosting sub-SFCs. */
        FAILED,
        /** Connected without configured capacity. */
        UNCONFIGURED,
        /** Its control channel dropped; within the grace its chains keep their placement. */
        UNREACHABLE
    }

    /**
     * Checks.
     */
    public NodeState {
        requireNonNull(nodeId);
        requireNonNull(status);
        requireNonNull(reason);
        requireNonNull(lastChange);
    }
}
