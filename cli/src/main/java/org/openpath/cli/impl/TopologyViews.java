/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Link;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Node;
import org.openpath.cli.view.LinkView;
import org.openpath.cli.view.NodeView;

/**
 * Converts OpenPATH nodes and links (configuration joined with observed state) into view records. Absent role and
 * admin state show their YANG defaults, which is what the orchestrator uses for them.
 */
public final class TopologyViews {
    private TopologyViews() {
        // utility class
    }

    /**
     * Converts a node.
     *
     * @param id the node id
     * @param config its configuration, absent for a node only observed
     * @param state what the suite observes, absent before it did
     * @param hosted the sub-SFCs placed on it
     * @return the view
     */
    public static NodeView node(final String id, final @Nullable Node config,
            final org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.state
                .@Nullable Node state, final List<NodeView.Hosted> hosted) {
        final var capacity = config == null ? null : config.getCapacity();
        final var used = state == null ? null : state.getUsed();
        return new NodeView(id, config != null, config == null ? null : config.getDescription(),
            config == null ? null : orDefault(AnalysisViews.name(config.getRole()), "nf-host"),
            config == null ? null : orDefault(AnalysisViews.name(config.getAdminState()), "enabled"),
            capacity == null ? null : new NodeView.Resources(string(capacity.getCpuCores()),
                capacity.getMemory() == null ? null : capacity.getMemory().toJava(),
                string(capacity.getNicBandwidth())),
            state == null ? null : AnalysisViews.name(state.getStatus()),
            state == null ? null : state.getReason(),
            state == null || state.getLastChange() == null ? null : state.getLastChange().getValue(),
            used == null ? null : new NodeView.Resources(string(used.getCpuCores()),
                used.getMemory() == null ? null : used.getMemory().toJava(), string(used.getNicBandwidth())),
            state == null || state.getWorkingSubSfcs() == null ? null : state.getWorkingSubSfcs().toJava(),
            state == null || state.getBackupSubSfcs() == null ? null : state.getBackupSubSfcs().toJava(),
            hosted);
    }

    /**
     * Converts a link: its configuration and what the suite observes of the node pair it joins (the suite names an
     * observed link by its ends, {@code <node>--<node>}; a configured one keeps its configured id).
     *
     * @param config its configuration, absent for a discovered link
     * @param state what the suite observes, absent before it did
     * @return the view
     * @throws IllegalArgumentException if both are absent
     */
    public static LinkView link(final @Nullable Link config,
            final org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.state
                .@Nullable Link state) {
        final String id;
        if (config != null) {
            id = config.getLinkId();
        } else if (state != null) {
            id = state.getLinkId();
        } else {
            throw new IllegalArgumentException("a link needs its configuration or its state");
        }
        final String source;
        final String destination;
        if (config != null) {
            source = AnalysisViews.node(config.getSourceNode());
            destination = AnalysisViews.node(config.getDestinationNode());
        } else {
            source = state == null ? null : AnalysisViews.node(state.getSourceNode());
            destination = state == null ? null : AnalysisViews.node(state.getDestinationNode());
        }
        return new LinkView(id, source, config == null || config.getSourcePort() == null ? null
                : config.getSourcePort().toJava(), destination,
            config == null || config.getDestinationPort() == null ? null : config.getDestinationPort().toJava(),
            state == null ? config == null ? null : "configured" : AnalysisViews.name(state.getOrigin()),
            state == null ? null : state.getUp(),
            config == null ? state == null ? null : "10 (discovered)" : string(config.getBandwidth()),
            state == null ? null : string(state.getUsedBandwidth()),
            config == null ? "5" : config.getLatency() == null ? "5" : config.getLatency().toString());
    }

    private static String orDefault(final @Nullable String value, final String fallback) {
        return value == null ? fallback : value;
    }

    private static @Nullable String string(final @Nullable Object value) {
        return value == null ? null : value.toString();
    }
}
