/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.openpath.openflow.ControllerMessage;
import org.openpath.openflow.GraphSet;

/**
 * Everything a chain needs on the switches.
 *
 * @param chain the chain's name
 * @param sfcId its SFC-ID
 * @param cookie the cookie of all its flows and groups
 * @param flows its flows
 * @param groups its fast-failover groups
 * @param nfMessages per node, the NF_BIND and HANDLER_RULE_ADD messages, in sending order
 * @param segments its inter-node segments
 * @param routes the shared route flows its segments ride on (owned by no chain: other chains may use them too)
 */
public record ChainRules(String chain, long sfcId, long cookie, List<FlowRule> flows, List<GroupRule> groups,
        Map<String, List<ControllerMessage>> nfMessages, List<Segment> segments, List<FlowRule> routes) {
    /**
     * Validates and copies.
     */
    public ChainRules {
        requireNonNull(chain);
        flows = List.copyOf(flows);
        groups = List.copyOf(groups);
        nfMessages = Map.copyOf(nfMessages);
        segments = List.copyOf(segments);
        routes = List.copyOf(routes);
    }

    /**
     * Returns every node that gets a flow, a group or a message.
     *
     * @return the nodes, sorted
     */
    public Set<String> nodes() {
        final var nodes = new TreeSet<String>();
        flows.forEach(flow -> nodes.add(flow.node()));
        groups.forEach(group -> nodes.add(group.node()));
        nodes.addAll(nfMessages.keySet());
        return nodes;
    }

    /**
     * Returns the flows of one node.
     *
     * @param node the node
     * @return its flows
     */
    public List<FlowRule> flowsOf(final String node) {
        return flows.stream().filter(flow -> flow.node().equals(node)).toList();
    }

    /**
     * Returns the groups of one node.
     *
     * @param node the node
     * @return its groups
     */
    public List<GroupRule> groupsOf(final String node) {
        return groups.stream().filter(group -> group.node().equals(node)).toList();
    }

    /**
     * Returns how many vertices the chain's service graph has on a node (extension revision 3): those of its
     * GRAPH_SET, 0 where flows steer between the NFs.
     *
     * @param node the node
     * @return the vertices the node's NF handler holds for the chain
     */
    public int graphVerticesOf(final String node) {
        return nfMessages.getOrDefault(node, List.of()).stream().filter(GraphSet.class::isInstance)
            .mapToInt(message -> ((GraphSet) message).vertices().size()).sum();
    }

    /**
     * Returns the NF-handler rules of one node.
     *
     * @param node the node
     * @return how many HANDLER_RULE_ADD messages it gets
     */
    public int handlerRulesOf(final String node) {
        return (int) nfMessages.getOrDefault(node, List.of()).stream()
            .filter(org.openpath.openflow.HandlerRuleAdd.class::isInstance).count();
    }
}
