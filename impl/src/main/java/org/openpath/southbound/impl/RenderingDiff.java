/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.network.topology.topology.Link;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.openpath.openflow.ControllerMessage;
import org.openpath.openflow.NfUnbind;
import org.openpath.southbound.render.ChainRules;
import org.openpath.southbound.render.GroupRule;
import org.openpath.southbound.render.NfMessagePhases;
import org.openpath.southbound.render.Retirement;
import org.openpath.southbound.render.SwitchOver;

/**
 * The render pass's diff: which of a new rendering's rules are written now and which wait for the switch-over,
 * what a chain that goes leaves to delete and unbind, and whether the path it leaves still carries packets. Pure:
 * the renderer turns the answers into inventory writes and NF messages.
 */
final class RenderingDiff {
    /**
     * What a new rendering writes now, as indexes into its rules' groups and flows.
     *
     * @param groups the groups to write: new or changed ones
     * @param flows the flows to write now
     * @param heldBack the flows that switch the traffic over, written once the others are confirmed
     */
    record Plan(List<Integer> groups, List<Integer> flows, List<Integer> heldBack) {
        Plan {
            groups = List.copyOf(groups);
            flows = List.copyOf(flows);
            heldBack = List.copyOf(heldBack);
        }
    }

    private RenderingDiff() {
        // static only
    }

    /**
     * Plans the writes of a rendering over the one before. Every flow is written (the cookie changed, so
     * confirmation counts only current flows); a group only when it is new or changed. While the old path still
     * carries packets, the flows that switch the traffic over wait until the others are in place; when every flow
     * would switch it (nothing to prepare) or the old path is broken, all go at once.
     *
     * @param previous the rendering before, {@code null} for none
     * @param pending what the renderings before it still have to retire
     * @param rules the new rendering
     * @param oldPathUp whether the old path still carries packets
     * @return the plan
     */
    static Plan plan(final @Nullable ChainRules previous, final Retirement pending, final ChainRules rules,
            final boolean oldPathUp) {
        final var oldGroups = new HashMap<String, GroupRule>();
        if (previous != null) {
            previous.groups().forEach(group -> oldGroups.put(group.key(), group));
        }
        final var groups = new ArrayList<Integer>();
        for (int i = 0; i < rules.groups().size(); i++) {
            final var group = rules.groups().get(i);
            if (!group.equals(oldGroups.get(group.key()))) {
                groups.add(i);
            }
        }
        final var switchOver = SwitchOver.flows(previous, pending, rules);
        final boolean twoSteps = previous != null && oldPathUp && !switchOver.isEmpty()
            && switchOver.size() < rules.flows().size();
        final var flows = new ArrayList<Integer>();
        final var heldBack = new ArrayList<Integer>();
        for (int i = 0; i < rules.flows().size(); i++) {
            (twoSteps && switchOver.contains(rules.flows().get(i).key()) ? heldBack : flows).add(i);
        }
        return new Plan(groups, flows, heldBack);
    }

    /**
     * Whether a rendering's path still carries packets: every switch it uses is connected and every discovered link
     * its path tags crossed is still discovered. Where one is gone (a failure) nothing gets through the old path, so
     * nothing is to be waited for.
     *
     * @param rules the rendering
     * @param linksUsed the discovered links its path tags crossed when it was installed
     * @param connected the switches connected now
     * @param discovered the links discovered now
     * @return whether the path is up
     */
    static boolean pathUp(final ChainRules rules, final Set<String> linksUsed, final Set<String> connected,
            final Set<String> discovered) {
        return Stream.concat(rules.nodes().stream(), rules.segments().stream()
            .flatMap(segment -> segment.path().stream())).allMatch(connected::contains)
            && discovered.containsAll(linksUsed);
    }

    /**
     * Whether a rendering protects its path with fast-failover groups: when a link or NF host of its working path
     * fails, the groups send its packets over the detour to its backup, so its traffic keeps flowing although its
     * path is not {@link #pathUp up}, and a rendering that replaces it goes in make-before-break like any other.
     *
     * @param rules the rendering
     * @return whether it has fast-failover groups
     */
    static boolean protectedAround(final ChainRules rules) {
        return !rules.groups().isEmpty();
    }

    /**
     * The links LLDP discovered, each as {@code "a b"} for both directions.
     *
     * @param links the discovered links
     * @return the pairs
     */
    static Set<String> discoveredLinks(final Collection<Link> links) {
        final var pairs = new HashSet<String>();
        for (var link : links) {
            final var source = link.getSource();
            final var destination = link.getDestination();
            if (source != null && destination != null && source.getSourceNode() != null
                    && destination.getDestNode() != null) {
                final var a = source.getSourceNode().getValue();
                final var b = destination.getDestNode().getValue();
                pairs.add(a + " " + b);
                pairs.add(b + " " + a);
            }
        }
        return pairs;
    }

    /**
     * The discovered links a rendering's path-tag segments cross.
     *
     * @param rules the rendering
     * @param discovered the discovered links, as pairs
     * @return the pairs it crosses
     */
    static Set<String> linksOf(final ChainRules rules, final Set<String> discovered) {
        final var used = new HashSet<String>();
        for (var segment : rules.segments()) {
            final var path = segment.path();
            for (int i = 1; i < path.size(); i++) {
                final var pair = path.get(i - 1) + " " + path.get(i);
                if (discovered.contains(pair)) {
                    used.add(pair);
                }
            }
        }
        return used;
    }

    /**
     * The inventory paths a chain that goes deletes: its flows and groups and those its earlier renderings still had
     * to retire.
     *
     * @param chain the chain
     * @return the paths
     */
    static List<DataObjectIdentifier<?>> removals(final RenderedChain chain) {
        final var paths = new ArrayList<DataObjectIdentifier<?>>();
        chain.retirement.flows().forEach(flow -> paths.add(InventoryRules.flowPath(flow.node(), flow.id())));
        chain.retirement.groups().forEach(group -> paths.add(InventoryRules.groupPath(group.node(),
            group.groupId())));
        chain.rules.flows().forEach(flow -> paths.add(InventoryRules.flowPath(flow.node(), flow.id())));
        chain.rules.groups().forEach(group -> paths.add(InventoryRules.groupPath(group.node(), group.groupId())));
        return paths;
    }

    /**
     * The NF_UNBINDs that take every NF of a chain off the switches: those of its rendering and those its earlier
     * renderings still have to retire.
     *
     * @param chain the chain
     * @return per switch, its phases
     */
    static Map<String, List<List<ControllerMessage>>> unbindEverything(final RenderedChain chain) {
        return unbindFirst(chain.retirement.unbinds(), NfMessagePhases.unbindAll(chain.rules));
    }

    /**
     * Puts NF_UNBINDs at the start of the switches' first phase (a switch without phases gets them alone), each once.
     *
     * @param unbinds per switch, the NF_UNBINDs
     * @param phases per switch, its three phases
     * @return the phases with the unbinds first
     */
    static Map<String, List<List<ControllerMessage>>> unbindFirst(final Map<String, List<NfUnbind>> unbinds,
            final Map<String, List<List<ControllerMessage>>> phases) {
        if (unbinds.isEmpty()) {
            return phases;
        }
        final var all = new LinkedHashMap<>(phases);
        unbinds.forEach((node, first) -> {
            final var nodePhases = all.getOrDefault(node, List.of(List.of(), List.of(), List.of()));
            final var removals = new ArrayList<ControllerMessage>(first);
            nodePhases.getFirst().stream().filter(message -> !removals.contains(message)).forEach(removals::add);
            final var merged = new ArrayList<List<ControllerMessage>>(nodePhases);
            merged.set(0, List.copyOf(removals));
            all.put(node, List.copyOf(merged));
        });
        return all;
    }
}
