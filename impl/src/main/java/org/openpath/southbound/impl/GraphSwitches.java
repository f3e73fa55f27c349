/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.openpath.openflow.GraphSet;

/**
 * Which OpenPATH switches hold the chains' service graphs in their NF handlers (extension revision 3,
 * docs/openpath-openflow.md section 8). The renderer probes each OpenPATH switch when it connects with a GRAPH_SET of
 * no vertex for an SFC-ID no chain has ({@link #PROBE}): a switch of revision 3 takes it and changes nothing, one of
 * revision 1 or 2 refuses it (BAD_EXP_TYPE). Until a switch's first answer, chains with NFs on it wait, so that they
 * are not rendered with flows and then again with a graph; a switch that answers again after a reconnect keeps its
 * earlier answer meanwhile. Owned by the renderer's thread.
 */
final class GraphSwitches {
    /** The SFC-ID of the probe: the orchestrator allocates SFC-IDs below 2^31, so this one never has a graph. */
    static final long PROBE_SFC_ID = 0xFFFF_FFFFL;
    /** The probe. */
    static final GraphSet PROBE = new GraphSet(PROBE_SFC_ID, List.of());

    private final Map<String, Boolean> answers = new HashMap<>();
    private final Set<String> probing = new HashSet<>();

    /**
     * Starts a probe of a switch, unless one is under way.
     *
     * @param node the switch
     * @return whether the caller sends the probe
     */
    boolean start(final String node) {
        return probing.add(node);
    }

    /**
     * Tells whether a switch answered a probe already.
     *
     * @param node the switch
     * @return whether its revision is known
     */
    boolean known(final String node) {
        return answers.containsKey(node);
    }

    /**
     * Records a switch's answer.
     *
     * @param node the switch
     * @param refusals what the switch (or OpenFlowPlugin) answered; empty when it took the probe
     * @return whether the switches that hold graphs changed
     */
    boolean answered(final String node, final List<String> refusals) {
        probing.remove(node);
        final Boolean before = answers.put(node, refusals.isEmpty());
        return before == null ? refusals.isEmpty() : before != refusals.isEmpty();
    }

    /**
     * Returns the switches that hold graphs.
     *
     * @return their node ids, sorted
     */
    Set<String> graphNodes() {
        final var result = new TreeSet<String>();
        answers.forEach((node, holds) -> {
            if (holds) {
                result.add(node);
            }
        });
        return result;
    }

    /**
     * Tells whether a chain on some nodes waits for a probe: one of them is being probed for the first time.
     *
     * @param nodes the chain's nodes
     * @return whether it waits
     */
    boolean awaiting(final Collection<String> nodes) {
        return nodes.stream().anyMatch(node -> probing.contains(node) && !answers.containsKey(node));
    }
}
