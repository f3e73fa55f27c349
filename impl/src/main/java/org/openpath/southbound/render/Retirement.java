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
import org.openpath.openflow.NfUnbind;

/**
 * What a chain's earlier renderings leave on the switches until its current rendering is confirmed there
 * (make-before-break, docs/rendering.md): their flows that the current rendering does not have, and the NF bindings
 * of NFs that left a node. The current rules are written first; these go once the switches show them, because until
 * then packets may still take the old path, and a flow or an NF removed under them drops them.
 *
 * <p>The fast-failover groups of earlier renderings that the current one does not have stay on the switches as long as
 * the chain exists, unused ({@link #confirmed()} keeps them): OpenFlowPlugin's forwarding rules manager can take a
 * group id it saw removed from a switch for one still there, and then sends a flow that uses the id again before the
 * group, which the switch refuses (docs/upstream-issues.md). A group id of the chain on a switch is only ever added
 * once; a later rendering that uses it again modifies it. They go with the chain.
 *
 * <p>A flow of the current rendering that has the match and priority of an old one replaces it on the switch when it
 * is added (OpenFlow 1.3 section 6.4); the old one's later removal names its own cookie with a full cookie mask
 * ({@code InventoryRules}), so it cannot take the new one with it.
 *
 * @param flows flows to delete from the config inventory once the current rendering is confirmed
 * @param groups groups the current rendering does not use, deleted from the config inventory when the chain goes
 * @param unbinds per node, the NF_UNBINDs to send once the current rendering is confirmed
 */
public record Retirement(List<FlowRule> flows, List<GroupRule> groups, Map<String, List<NfUnbind>> unbinds) {
    /** Nothing to retire. */
    public static final Retirement NONE = new Retirement(List.of(), List.of(), Map.of());

    /**
     * Copies the components.
     */
    public Retirement {
        flows = List.copyOf(flows);
        groups = List.copyOf(groups);
        final var copy = new LinkedHashMap<String, List<NfUnbind>>();
        unbinds.forEach((node, messages) -> copy.put(node, List.copyOf(messages)));
        unbinds = Map.copyOf(copy);
    }

    /**
     * Returns what is left to retire once a chain goes from one rendering to the next: what the previous rendering
     * and the retirement still pending have that the next rendering does not.
     *
     * @param before the previous rendering, {@code null} for a new chain
     * @param pending what was still to be retired when the next rendering came
     * @param after the next rendering
     * @return what waits for the next rendering's confirmation
     */
    public static Retirement between(final @Nullable ChainRules before, final Retirement pending,
            final ChainRules after) {
        final var keptFlows = new LinkedHashMap<String, FlowRule>();
        after.flows().forEach(flow -> keptFlows.put(flow.key(), flow));
        final var flows = new LinkedHashMap<String, FlowRule>();
        final var keptGroups = new LinkedHashMap<String, GroupRule>();
        after.groups().forEach(group -> keptGroups.put(group.key(), group));
        final var groups = new LinkedHashMap<String, GroupRule>();
        final var unbinds = new LinkedHashMap<String, List<NfUnbind>>();
        if (before != null) {
            before.flows().stream().filter(flow -> !keptFlows.containsKey(flow.key()))
                .forEach(flow -> flows.putIfAbsent(flow.key(), flow));
            before.groups().stream().filter(group -> !keptGroups.containsKey(group.key()))
                .forEach(group -> groups.putIfAbsent(group.key(), group));
            NfMessagePhases.leaving(before, after).forEach((node, leaving) -> unbinds.put(node,
                new ArrayList<>(leaving)));
        }
        pending.flows.stream().filter(flow -> !keptFlows.containsKey(flow.key()))
            .forEach(flow -> flows.putIfAbsent(flow.key(), flow));
        pending.groups.stream().filter(group -> !keptGroups.containsKey(group.key()))
            .forEach(group -> groups.putIfAbsent(group.key(), group));
        pending.unbinds.forEach((node, leaving) -> {
            final var now = after.nfMessages().getOrDefault(node, List.of());
            leaving.stream().filter(unbind -> !NfMessagePhases.binds(now, unbind.sfcId(), unbind.serviceId()))
                .forEach(unbind -> {
                    final var list = unbinds.computeIfAbsent(node, ignored -> new ArrayList<>());
                    if (!list.contains(unbind)) {
                        list.add(unbind);
                    }
                });
        });
        return new Retirement(List.copyOf(flows.values()), List.copyOf(groups.values()), unbinds);
    }

    /**
     * Returns, per node, the pending NF_UNBINDs of NFs that a rendering binds on the same node again: the switch
     * still has them bound, so they go before that rendering's NF_BINDs.
     *
     * @param after the rendering
     * @return per node, the unbinds to send first
     */
    public Map<String, List<NfUnbind>> rebound(final ChainRules after) {
        final var rebound = new LinkedHashMap<String, List<NfUnbind>>();
        unbinds.forEach((node, leaving) -> {
            final var now = after.nfMessages().getOrDefault(node, List.of());
            final var again = leaving.stream()
                .filter(unbind -> NfMessagePhases.binds(now, unbind.sfcId(), unbind.serviceId())).toList();
            if (!again.isEmpty()) {
                rebound.put(node, again);
            }
        });
        return rebound;
    }

    /**
     * Whether there is nothing to retire.
     *
     * @return whether flows, groups and unbinds are all empty
     */
    public boolean isEmpty() {
        return flows.isEmpty() && groups.isEmpty() && unbinds.isEmpty();
    }

    /**
     * Whether the current rendering's confirmation retires something: flows or NF bindings.
     *
     * @return whether it does
     */
    public boolean dueAtConfirmation() {
        return !flows.isEmpty() || !unbinds.isEmpty();
    }

    /**
     * What stays once the current rendering is confirmed and its flows and unbinds are retired: the groups.
     *
     * @return the groups only
     */
    public Retirement confirmed() {
        return groups.isEmpty() ? NONE : new Retirement(List.of(), groups, Map.of());
    }
}
