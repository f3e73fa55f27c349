/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * Carries the NF state off a node before its chains switch to their backups (state-sync's handover, behind the MD-SAL
 * edge).
 */
@FunctionalInterface
public interface StateCarrier {
    /** Carries nothing: chains switch at once, as after an unplanned loss. */
    StateCarrier NONE = node -> CompletableFuture.completedFuture(Map.of());

    /**
     * Starts carrying the state of the node's NF instances to their backups.
     *
     * @param node the node that leaves
     * @return completes, on any thread, once the chains may switch, with what was carried for each chain that had
     *     state there, in words (e.g. {@code state carried: nat to openflow:2 (8 chunks)})
     */
    CompletionStage<Map<String, String>> carryOff(String node);
}
