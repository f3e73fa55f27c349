/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync;

import java.util.Map;
import java.util.concurrent.CompletionStage;

/**
 * State-sync's service to the orchestrator: carrying NF state off a node before the chains' traffic leaves it
 * ({@link Handover}).
 */
public interface StateHandover {
    /**
     * Starts loss-free moves of the state of every stateful NF instance on the node that has a backup twin on
     * another node.
     *
     * @param node the node that leaves
     * @return completes, on the state-sync thread, once every move redirects (the chains may switch to their backups
     *     now) or has failed, with what was carried for each chain that had state on the node, in words: e.g.
     *     {@code state carried: fw to openflow:2 (8 chunks), nat to openflow:2 (8 chunks)} or
     *     {@code state not carried: nat (...why)}; empty when nothing on the node has state to carry
     */
    CompletionStage<Map<String, String>> carryOff(String node);
}
