/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.util.Collection;

/**
 * Where the orchestrator's results go: the operational datastore in the controller, a list in tests. All calls come
 * from the orchestrator's one thread; an implementation may batch them until {@link #flush()}.
 */
public interface StateSink {
    /**
     * Records a chain's new state.
     *
     * @param state the state
     */
    void chainState(ChainState state);

    /**
     * Records that a chain request was deleted.
     *
     * @param name the chain's name
     */
    void chainRemoved(String name);

    /**
     * Replaces the observed node and link state.
     *
     * @param nodes every node the orchestrator knows of
     * @param links every link it knows of
     */
    void topologyState(Collection<NodeState> nodes, Collection<LinkState> links);

    /**
     * Records the queue counters.
     *
     * @param progress the counters
     */
    void progress(Progress progress);

    /**
     * Makes everything recorded so far visible.
     */
    void flush();
}
