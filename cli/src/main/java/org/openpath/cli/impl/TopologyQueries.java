/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopology;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopologyState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Link;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Node;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.NodeKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.Datastore;
import org.openpath.cli.view.LinkView;
import org.openpath.cli.view.NodeView;

/**
 * Reads OpenPATH nodes and links: configuration ({@code openpath-topology}) joined with what the suite observes
 * ({@code openpath-topology-state}), and for a node the sub-SFCs placed on it ({@code service-chain-states}).
 */
public final class TopologyQueries {
    /** The topology configuration. */
    public static final DataObjectIdentifier<OpenpathTopology> TOPOLOGY =
        DataObjectIdentifier.builder(OpenpathTopology.class).build();
    /** What the suite observes. */
    public static final DataObjectIdentifier<OpenpathTopologyState> TOPOLOGY_STATE =
        DataObjectIdentifier.builder(OpenpathTopologyState.class).build();

    private final Datastore datastore;

    /**
     * Creates the queries.
     *
     * @param datastore where to read
     */
    public TopologyQueries(final Datastore datastore) {
        this.datastore = requireNonNull(datastore);
    }

    /**
     * The path of a configured node.
     *
     * @param id the node id
     * @return the path
     * @throws ConsoleException if the id is not a node id
     */
    public static DataObjectIdentifier<Node> nodePath(final String id) throws ConsoleException {
        return TOPOLOGY.toBuilder().child(Node.class, new NodeKey(Names.node(id))).build();
    }

    /**
     * The path of a node's observed state.
     *
     * @param id the node id
     * @return the path
     * @throws ConsoleException if the id is not a node id
     */
    public static DataObjectIdentifier<org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath
            .topology.state.Node> nodeStatePath(final String id) throws ConsoleException {
        return TOPOLOGY_STATE.toBuilder().child(
            org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.state.Node.class,
            new org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.state.NodeKey(
                Names.node(id))).build();
    }

    /**
     * Every node, configured or observed, by id.
     *
     * @return the nodes
     * @throws ConsoleException if the datastore cannot be read
     */
    public List<NodeView> nodes() throws ConsoleException {
        final var config = configNodes();
        final var states = stateNodes();
        final var ids = new TreeSet<>(config.keySet());
        ids.addAll(states.keySet());
        return ids.stream().map(id -> TopologyViews.node(id, config.get(id), states.get(id), List.of())).toList();
    }

    /**
     * One node, with the sub-SFCs placed on it.
     *
     * @param id the node id
     * @return the node, empty if it is neither configured nor observed
     * @throws ConsoleException if the datastore cannot be read
     */
    public Optional<NodeView> node(final String id) throws ConsoleException {
        final var config = datastore.read(LogicalDatastoreType.CONFIGURATION, nodePath(id)).orElse(null);
        final var state = datastore.read(LogicalDatastoreType.OPERATIONAL, nodeStatePath(id)).orElse(null);
        if (config == null && state == null) {
            return Optional.empty();
        }
        final var hosted = new ArrayList<NodeView.Hosted>();
        datastore.read(LogicalDatastoreType.OPERATIONAL, ChainQueries.STATES).ifPresent(states -> states
            .nonnullServiceChainState().values().forEach(chain -> {
                final var placement = chain.getPlacement();
                if (placement != null) {
                    placement.nonnullSubSfc().values().stream()
                        .filter(sub -> sub.getNode() != null && id.equals(sub.getNode().getValue()))
                        .forEach(sub -> hosted.add(new NodeView.Hosted(chain.getName().getValue(),
                            sub.getId().getValue(), AnalysisViews.name(sub.getRole()), sub.getActive(),
                            AnalysisViews.names(sub.getNf()))));
                }
            }));
        hosted.sort(Comparator.comparing(NodeView.Hosted::chain).thenComparing(NodeView.Hosted::subSfc));
        return Optional.of(TopologyViews.node(id, config, state, hosted));
    }

    /**
     * The ids of every node, configured or observed.
     *
     * @return the ids, sorted
     * @throws ConsoleException if the datastore cannot be read
     */
    public List<String> nodeIds() throws ConsoleException {
        final var ids = new TreeSet<>(configNodes().keySet());
        ids.addAll(stateNodes().keySet());
        return List.copyOf(ids);
    }

    /**
     * Every link: the configured ones (with what is observed of their node pair) and the observed ones nobody
     * configured, by id.
     *
     * @return the links
     * @throws ConsoleException if the datastore cannot be read
     */
    public List<LinkView> links() throws ConsoleException {
        final var config = datastore.read(LogicalDatastoreType.CONFIGURATION, TOPOLOGY)
            .map(topology -> List.copyOf(topology.nonnullLink().values())).orElse(List.of());
        final var states = datastore.read(LogicalDatastoreType.OPERATIONAL, TOPOLOGY_STATE)
            .map(topology -> topology.nonnullLink().values().stream()
                .collect(Collectors.toMap(link -> pair(link.getSourceNode(), link.getDestinationNode()),
                    Function.identity(), (first, second) -> first)))
            .orElse(Map.of());
        final var views = new ArrayList<LinkView>();
        final var matched = new HashSet<String>();
        for (Link link : config) {
            final var pair = pair(link.getSourceNode(), link.getDestinationNode());
            matched.add(pair);
            views.add(TopologyViews.link(link, states.get(pair)));
        }
        states.forEach((pair, state) -> {
            if (!matched.contains(pair)) {
                views.add(TopologyViews.link(null, state));
            }
        });
        views.sort(Comparator.comparing(LinkView::link));
        return List.copyOf(views);
    }

    private Map<String, Node> configNodes() throws ConsoleException {
        return datastore.read(LogicalDatastoreType.CONFIGURATION, TOPOLOGY)
            .map(topology -> topology.nonnullNode().values().stream()
                .collect(Collectors.toMap(node -> node.getNodeId().getValue(), Function.identity())))
            .orElse(Map.of());
    }

    private Map<String, org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.state
            .Node> stateNodes() throws ConsoleException {
        return datastore.read(LogicalDatastoreType.OPERATIONAL, TOPOLOGY_STATE)
            .map(topology -> topology.nonnullNode().values().stream()
                .collect(Collectors.toMap(node -> node.getNodeId().getValue(), Function.identity())))
            .orElse(Map.of());
    }

    /**
     * The unordered node pair a link joins.
     */
    private static String pair(final NodeRef source, final NodeRef destination) {
        final var one = source == null ? "" : source.getValue();
        final var other = destination == null ? "" : destination.getValue();
        return one.compareTo(other) <= 0 ? one + " " + other : other + " " + one;
    }
}
