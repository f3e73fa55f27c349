/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import static org.openpath.southbound.render.ChainRenderer.IN_PORT;
import static org.openpath.southbound.render.ChainRenderer.SEGMENT_PRIORITY;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.SetPathTag;

/**
 * Renders the way a chain's packets take from one node to another (docs/rendering.md, Segments, Shared routes,
 * Backups): the segment with its path tag, the path it follows (the placed hop's, else a fewest-links path), the
 * shared route flows or per-chain transit flows on the switches between its ends, the arrival flow at its far end,
 * and for a destination with a backup sub-SFC on another node, the fast-failover group at each node of the working
 * path and the pre-installed detour to the backup node. What starts at the far end is the caller's
 * ({@link Destination}); the rules go into a {@link ChainRulesBuilder}.
 */
final class SegmentRouting {
    /**
     * Where a segment leads.
     *
     * @param name what processing starts at the far end: an NF, {@code fork-<stage>} or {@code egress}; it names
     *     the segment
     * @param node the node it runs on, {@code null} when none (the chain is not renderable)
     * @param backupNode the node of a backup sub-SFC that stands by for it, {@code null} when none
     * @param egress whether it is the chain's egress: the arrival then names no path (no SET_PATH_TAG)
     */
    record Destination(String name, @Nullable String node, @Nullable String backupNode, boolean egress) {
    }

    /**
     * The actions that start a destination on a node that hosts it (its node, or its backup node), rendering what
     * they need there.
     */
    @FunctionalInterface
    interface Start {
        /**
         * Returns the actions that start the destination on a node.
         *
         * @param node the node
         * @return the actions, after the arrival's pop (and SET_PATH_TAG)
         * @throws NotRenderableException when they cannot be rendered
         */
        List<RuleAction> at(String node) throws NotRenderableException;
    }

    private final ChainView chain;
    private final Fabric fabric;
    private final PathTags.Session tags;
    private final ChainRulesBuilder rules;
    private final Map<String, Integer> groupsOnNode = new HashMap<>();
    private final Map<String, List<RuleAction>> reached = new HashMap<>();

    /**
     * Starts the routing of one rendering of a chain.
     *
     * @param chain the chain (its name, SFC-ID, placed hops and ingress port)
     * @param fabric the switches and links
     * @param tags the rendering's path tags
     * @param rules where the flows, shared routes, groups and segments go
     */
    SegmentRouting(final ChainView chain, final Fabric fabric, final PathTags.Session tags,
            final ChainRulesBuilder rules) {
        this.chain = chain;
        this.fabric = fabric;
        this.tags = tags;
        this.rules = rules;
    }

    /**
     * The actions that carry a packet from a node to a target hosted elsewhere (or out of the egress port), and
     * the rules on the way.
     *
     * @param node the node the packet leaves
     * @param target where it goes, on another node
     * @param start what starts the target at the far end (and at its backup node)
     * @return the actions on {@code node}: push the segment's tag (and the route tag), then output or apply the
     *     node's fast-failover group
     * @throws NotRenderableException when the target is on no node, no path leads there, or the rules conflict
     */
    List<RuleAction> reach(final String node, final Destination target, final Start start)
            throws NotRenderableException {
        // once per node and target: a protected segment's groups must not be made twice
        final var key = node + ">" + target.name();
        final var known = reached.get(key);
        if (known != null) {
            return known;
        }
        final var to = target.node();
        if (to == null) {
            throw new NotRenderableException("chain '" + chain.name() + "': " + target.name() + " is on no node");
        }
        final var segment = segment(node, to, target, false, Set.of());
        final var backupNode = target.backupNode();
        final var actions = new ArrayList<RuleAction>();
        actions.add(new RuleAction.PushVlan());
        actions.add(new RuleAction.SetVlan(segment.tag()));
        if (backupNode == null || backupNode.equals(node) || segment.path().contains(backupNode)) {
            final var path = segment.path();
            if (path.size() > 2 && tags.claimRoute(path)) {
                // the segment's tag rides inside the destination's route tag, which the switches on the way share
                // with every chain sending there; the last of them pops it
                final int route = tags.routeTag(to);
                actions.add(new RuleAction.PushVlan());
                actions.add(new RuleAction.SetVlan(route));
                route(path, route);
                rules.replaceSegment(segment, segment.onRoute(route));
            } else {
                transit(segment, null);
            }
            actions.add(new RuleAction.Output(portTowards(node, path.get(1))));
        } else {
            final var detour = detours(node, to, backupNode, target, start, segment);
            actions.add(detour.get(node));
            transit(segment, detour);
        }
        arrive(segment, target, start);
        final var result = List.copyOf(actions);
        reached.put(key, result);
        return result;
    }

    private Segment segment(final String from, final String to, final Destination target, final boolean backup,
            final Set<String> avoid) throws NotRenderableException {
        final var key = from + ">" + to + ">" + target.name() + (backup ? ">backup" : "");
        final var known = rules.segment(key);
        if (known != null) {
            return known;
        }
        final var path = (backup ? Optional.<List<String>>empty() : placedPath(from, to))
            .or(() -> fabric.path(from, to, avoid))
            .orElseThrow(() -> new NotRenderableException("chain '" + chain.name() + "': no path with known ports "
                + "from " + from + " to " + to + (avoid.isEmpty() ? "" : " avoiding " + avoid) + " (configure "
                + "source-port and destination-port on openpath-topology links, or let LLDP discover them)"));
        final var segment = new Segment(tags.tag(key), from, to, target.name(), backup, path);
        rules.addSegment(key, segment);
        return segment;
    }

    private Optional<List<String>> placedPath(final String from, final String to) {
        for (var hop : chain.hops()) {
            final var path = hop.path();
            if (path.size() >= 2 && path.getFirst().equals(from) && path.getLast().equals(to) && hasPorts(path)) {
                return Optional.of(path);
            }
        }
        return Optional.empty();
    }

    private boolean hasPorts(final List<String> path) {
        for (int i = 0; i + 1 < path.size(); i++) {
            if (fabric.port(path.get(i), path.get(i + 1)).isEmpty() || fabric.port(path.get(i + 1), path.get(i))
                    .isEmpty()) {
                return false;
            }
        }
        return true;
    }

    private long portTowards(final String node, final String neighbour) throws NotRenderableException {
        return fabric.port(node, neighbour).orElseThrow(() -> new NotRenderableException("chain '" + chain.name()
            + "': the port of " + node + " towards " + neighbour + " is not known"));
    }

    /**
     * Fast-failover groups along a protected segment: at each node of the working path but its end, prefer the
     * next working link, else re-tag onto the shortest detour to the backup node that avoids the working node. A node
     * whose detour leaves by the working port gets no group (it could never fail over).
     *
     * @return per node of the working path, the action that applies its group
     */
    private Map<String, RuleAction> detours(final String from, final String to, final String backupNode,
            final Destination target, final Start start, final Segment working) throws NotRenderableException {
        final var tree = fabric.towards(backupNode, Set.of(to));
        final var detour = segment(from, backupNode, target, true, Set.of(to));
        final var result = new LinkedHashMap<String, RuleAction>();
        final var path = working.path();
        final var failovers = new ArrayList<Failover>();
        for (int i = 0; i + 1 < path.size(); i++) {
            final var node = path.get(i);
            final long primary = portTowards(node, path.get(i + 1));
            final var parent = tree.get(node);
            if (parent != null && !parent.equals(node) && portTowards(node, parent) == primary) {
                // the detour leaves by the same port: a group here could never fail over, a node further on does
                result.put(node, new RuleAction.Output(primary));
                continue;
            }
            final var detourPath = new ArrayList<String>();
            detourPath.add(node);
            for (var hop = parent; hop != null && !hop.equals(node); hop = hop.equals(backupNode) ? null
                    : tree.get(hop)) {
                detourPath.add(hop);
            }
            // the packet came from the previous node of the path (or, at a plain ingress switch, the chain's ingress
            // port): the detour may lead back there
            final Long inPort = i > 0 ? Long.valueOf(portTowards(node, path.get(i - 1))) : chain.ingressPort();
            failovers.add(new Failover(node, primary, detourPath, inPort));
        }
        // The detour rides inside the backup node's route tag, like an unprotected segment, when every way onto it
        // (and the segment as reported) can share that route: the switches on the way then hold one flow for every
        // chain heading there, not one per chain. A fast-failover bucket's actions are an action set (OVS applies
        // them so): it can push the route tag but not also rewrite the tag below, so the packet keeps the working
        // segment's tag inside and the backup node's arrival matches that.
        final var routed = new ArrayList<List<String>>();
        failovers.stream().map(Failover::detourPath).filter(way -> way.size() > 2).forEach(routed::add);
        if (detour.path().size() > 2) {
            routed.add(detour.path());
        }
        final boolean onRoute = failovers.stream().allMatch(failover -> failover.detourPath().getLast()
            .equals(backupNode)) && tags.claimRoutes(routed);
        final int route = onRoute && !routed.isEmpty() ? tags.routeTag(backupNode) : 0;
        final var detourNodes = new HashSet<String>();
        for (var failover : failovers) {
            final var node = failover.node();
            final var buckets = new ArrayList<GroupRule.Bucket>();
            buckets.add(new GroupRule.Bucket(failover.primary(), List.of(new RuleAction.Output(failover.primary()))));
            final var way = failover.detourPath();
            if (way.size() > 1) {
                final long alternate = portTowards(node, way.get(1));
                final var reroute = new ArrayList<RuleAction>();
                if (!onRoute) {
                    reroute.add(new RuleAction.SetVlan(detour.tag()));
                    way.stream().skip(1).filter(hop -> !hop.equals(backupNode)).forEach(detourNodes::add);
                } else if (way.size() > 2) {
                    reroute.add(new RuleAction.PushVlan());
                    reroute.add(new RuleAction.SetVlan(route));
                    route(way, route);
                }
                reroute.add(new RuleAction.Output(alternate));
                buckets.add(new GroupRule.Bucket(alternate, hairpin(node, failover.inPort(), reroute)));
            }
            final long groupId = groupId(node);
            rules.addGroup(new GroupRule(node, groupId, buckets));
            result.put(node, new RuleAction.Group(groupId));
        }
        for (var node : detourNodes) {
            rules.addFlow(node, "tag-" + detour.tag(), SEGMENT_PRIORITY, RuleMatch.tag(detour.tag()),
                List.of(new RuleAction.Output(portTowards(node, tree.get(node)))));
        }
        if (onRoute) {
            if (route != 0) {
                if (detour.path().size() > 2) {
                    // every switch between the reported segment's ends holds the route flow, also where the working
                    // path and the detour still agree
                    route(detour.path(), route);
                }
                rules.replaceSegment(detour, detour.onRoute(route));
            }
            arrive(detour, target, start, backupNode, working.tag());
        } else {
            arrive(detour, target, start, backupNode, detour.tag());
        }
        return result;
    }

    /**
     * A node of a protected segment's working path with a fast-failover group: the working port and the way from
     * the node to the backup node.
     */
    private record Failover(String node, long primary, List<String> detourPath, @Nullable Long inPort) {
    }

    private long groupId(final String node) throws NotRenderableException {
        final int index = groupsOnNode.merge(node, 1, Integer::sum);
        if (index >= 64 || chain.sfcId() >= 1L << 23) {
            throw new NotRenderableException("chain '" + chain.name() + "' needs more than 63 groups on " + node);
        }
        // unique per node across chains: SFC-ID in the high bits; bits 6 and 7 take the version's slot (FlowSlots)
        return chain.sfcId() << 8 | index;
    }

    private void transit(final Segment segment, final @Nullable Map<String, RuleAction> groupsByNode)
            throws NotRenderableException {
        final var path = segment.path();
        for (int i = 1; i + 1 < path.size(); i++) {
            final var node = path.get(i);
            final RuleAction action = groupsByNode != null ? groupsByNode.get(node)
                : new RuleAction.Output(portTowards(node, path.get(i + 1)));
            rules.addFlow(node, "tag-" + segment.tag(), SEGMENT_PRIORITY, RuleMatch.tag(segment.tag()),
                List.of(action));
        }
    }

    /**
     * The shared route flows along a path: on each switch between its ends, the destination's route tag → the next
     * hop, popped by the last switch before the destination (so the destination sees the segment's tag only).
     */
    private void route(final List<String> path, final int routeTag) throws NotRenderableException {
        final var destination = path.getLast();
        for (int i = 1; i + 1 < path.size(); i++) {
            final var node = path.get(i);
            final var output = new RuleAction.Output(portTowards(node, path.get(i + 1)));
            final List<RuleAction> actions = i + 2 == path.size() ? List.of(new RuleAction.PopVlan(), output)
                : List.of(output);
            rules.addRoute(new FlowRule(node, ChainRenderer.routeFlowId(destination, routeTag), SEGMENT_PRIORITY,
                RuleMatch.tag(routeTag), actions));
        }
    }

    private void arrive(final Segment segment, final Destination target, final Start start)
            throws NotRenderableException {
        arrive(segment, target, start, segment.to(), segment.tag());
    }

    /**
     * The arrival flow of a segment at a node: the packet comes in with {@code tag} (the segment's own, or for a
     * detour on a shared route the working segment's), is named by the segment's tag and starts the target.
     */
    private void arrive(final Segment segment, final Destination target, final Start start, final String node,
            final int tag) throws NotRenderableException {
        final var actions = new ArrayList<RuleAction>();
        actions.add(new RuleAction.PopVlan());
        if (!target.egress()) {
            actions.add(new RuleAction.Extension(new SetPathTag(chain.sfcId(), segment.tag())));
        }
        actions.addAll(start.at(node));
        final var path = segment.path();
        final Long inPort = node.equals(path.getLast()) ? Long.valueOf(portTowards(node, path.get(path.size() - 2)))
            : null;
        rules.addFlow(node, "tag-" + tag, SEGMENT_PRIORITY, RuleMatch.tag(tag), hairpin(node, inPort, actions));
    }

    /**
     * On a plain OpenFlow switch, turns an output on the port the packet came in on into an output on
     * {@link ChainRenderer#IN_PORT}. OpenPATH switches are left as they are.
     *
     * @param node the switch
     * @param inPort the port the packet came in on, {@code null} when not known
     * @param actions the actions
     * @return the actions as the switch takes them
     */
    List<RuleAction> hairpin(final String node, final @Nullable Long inPort, final List<RuleAction> actions) {
        if (inPort == null || fabric.isOpenPath(node)) {
            return actions;
        }
        final long in = inPort;
        return actions.stream().map(action -> action instanceof RuleAction.Output output && output.port() == in
            ? new RuleAction.Output(IN_PORT) : action).toList();
    }
}
