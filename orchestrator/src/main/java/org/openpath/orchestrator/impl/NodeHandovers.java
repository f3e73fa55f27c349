/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Nodes the operator disabled whose NF state is on its way to the backups: their chains switch once the
 * {@link StateCarrier} says the state is there. A node enabled again meanwhile still hands over (the state already
 * left it), then is used again; when the topology is rebuilt meanwhile (every chain placed again, off the node), its
 * handover switches nothing. Only the orchestrator's thread uses it.
 */
final class NodeHandovers {
    /**
     * What to do once a node's state is carried.
     */
    @FunctionalInterface
    interface Switch {
        /**
         * Switches the node's chains to their backups.
         *
         * @param node the node
         * @param carried what was carried for each chain that had state there, in words
         * @param enabledAgain whether the operator enabled the node again meanwhile
         */
        void carried(String node, Map<String, String> carried, boolean enabledAgain);
    }

    private static final Logger LOG = LoggerFactory.getLogger(NodeHandovers.class);

    private final StateCarrier carrier;
    private final Consumer<Runnable> orchestratorThread;
    // node -> enabled again meanwhile
    private final Map<String, Boolean> carrying = new HashMap<>();

    /**
     * Creates the handovers.
     *
     * @param carrier carries the state
     * @param orchestratorThread runs a task on the orchestrator's thread
     */
    NodeHandovers(final StateCarrier carrier, final Consumer<Runnable> orchestratorThread) {
        this.carrier = requireNonNull(carrier);
        this.orchestratorThread = requireNonNull(orchestratorThread);
    }

    /**
     * Starts a node's handover.
     *
     * @param node the disabled node
     * @param then switches its chains, on the orchestrator's thread, once the state is carried
     */
    void start(final String node, final Switch then) {
        carrying.put(node, false);
        carrier.carryOff(node).whenComplete((carried, failure) -> orchestratorThread.accept(() -> {
            final var enabledAgain = carrying.remove(node);
            if (enabledAgain == null) {
                LOG.info("Node {}: the topology was rebuilt meanwhile; its handover switches nothing", node);
                return;
            }
            if (failure != null) {
                LOG.warn("Node {}: its NF state could not be carried off", node, failure);
            }
            then.carried(node, failure == null ? carried : Map.of(), enabledAgain);
        }));
    }

    /**
     * The operator enabled a node again.
     *
     * @param node the node
     * @return whether it is handing over (it is used again once its chains switched)
     */
    boolean enabledAgain(final String node) {
        if (!carrying.containsKey(node)) {
            return false;
        }
        carrying.put(node, true);
        return true;
    }

    /**
     * Forgets every handover (the topology is rebuilt and every chain placed again).
     */
    void forgetAll() {
        carrying.clear();
    }
}
