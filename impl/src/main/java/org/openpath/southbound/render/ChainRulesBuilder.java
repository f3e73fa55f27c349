/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.ControllerMessage;

/**
 * Collects what one rendering of a chain gives, in the order it is rendered, and makes it the chain's
 * {@link ChainRules}: its flows (each id once per node), the shared route flows its segments ride on, its
 * fast-failover groups, the NF manager messages per node and its segments. {@link ChainProcessing} and
 * {@link SegmentRouting} both write into it.
 */
final class ChainRulesBuilder {
    private final ChainView chain;
    private final Fabric fabric;
    private final Map<String, FlowRule> flows = new LinkedHashMap<>();
    private final Map<String, FlowRule> routes = new LinkedHashMap<>();
    private final List<GroupRule> groups = new ArrayList<>();
    private final Map<String, List<ControllerMessage>> messages = new LinkedHashMap<>();
    private final Map<String, Segment> segments = new LinkedHashMap<>();

    /**
     * Starts an empty collection.
     *
     * @param chain the chain rendered
     * @param fabric the switches and links (which of them take OpenPATH rules)
     */
    ChainRulesBuilder(final ChainView chain, final Fabric fabric) {
        this.chain = chain;
        this.fabric = fabric;
    }

    /**
     * Adds a flow of the chain: table 0, an id that starts with the chain's name. The same flow added again is kept
     * once.
     *
     * @param node the switch
     * @param suffix the flow id after the chain's name
     * @param priority the priority
     * @param match the match
     * @param actions the apply-actions
     * @throws NotRenderableException when the node already has another flow with that id, or the flow needs an
     *     OpenPATH switch and the node is not one
     */
    void addFlow(final String node, final String suffix, final int priority, final RuleMatch match,
            final List<RuleAction> actions) throws NotRenderableException {
        final var id = chain.name() + ":" + suffix;
        final var rule = new FlowRule(node, id, priority, match, actions);
        final var existing = flows.putIfAbsent(node + " " + id, rule);
        if (existing != null && !existing.equals(rule)) {
            throw new NotRenderableException("chain '" + chain.name() + "': two different rules " + id + " on "
                + node);
        }
        if (rule.needsOpenPath() && !fabric.isOpenPath(node)) {
            throw new NotRenderableException("chain '" + chain.name() + "' needs OpenPATH rules on " + node
                + ", which is not an OpenPATH switch");
        }
    }

    /**
     * Adds a shared route flow. The same flow added again is kept once.
     *
     * @param rule the flow
     * @throws NotRenderableException when the node already has another shared route flow with that id
     */
    void addRoute(final FlowRule rule) throws NotRenderableException {
        final var node = rule.node();
        final var existing = routes.putIfAbsent(node + " " + rule.id(), rule);
        if (existing != null && !existing.equals(rule)) {
            throw new NotRenderableException("chain '" + chain.name() + "': two different shared routes "
                + rule.id() + " on " + node);
        }
    }

    /**
     * Adds a fast-failover group.
     *
     * @param group the group
     */
    void addGroup(final GroupRule group) {
        groups.add(group);
    }

    /**
     * Returns the NF manager messages of a node, in sending order, to read or add to.
     *
     * @param node the node
     * @return its messages, empty when it has none yet
     */
    List<ControllerMessage> messagesOf(final String node) {
        return messages.computeIfAbsent(node, ignored -> new ArrayList<>());
    }

    /**
     * Returns a segment added before.
     *
     * @param key what identifies it in this rendering
     * @return the segment, {@code null} when none was added under the key
     */
    @Nullable Segment segment(final String key) {
        return segments.get(key);
    }

    /**
     * Adds a segment.
     *
     * @param key what identifies it in this rendering
     * @param segment the segment
     */
    void addSegment(final String key, final Segment segment) {
        segments.put(key, segment);
    }

    /**
     * Replaces a segment added before, in its place.
     *
     * @param held the segment as added
     * @param replacement what it becomes (e.g. the segment riding on a shared route)
     */
    void replaceSegment(final Segment held, final Segment replacement) {
        segments.replaceAll((name, segment) -> segment == held ? replacement : segment);
    }

    /**
     * Returns the chain's rules as collected.
     *
     * @return the rules, with the chain's {@link ChainRenderer#cookie cookie}
     */
    ChainRules build() {
        return new ChainRules(chain.name(), chain.sfcId(), ChainRenderer.cookie(chain.sfcId()),
            List.copyOf(flows.values()), groups, messages, List.copyOf(segments.values()),
            List.copyOf(routes.values()));
    }
}
