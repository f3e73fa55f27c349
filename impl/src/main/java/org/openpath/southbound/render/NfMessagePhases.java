/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.ChangeDefault;
import org.openpath.openflow.ControllerMessage;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.HandlerRuleAdd;
import org.openpath.openflow.HandlerRuleDelete;
import org.openpath.openflow.NfBind;
import org.openpath.openflow.NfScale;
import org.openpath.openflow.NfUnbind;

/**
 * The NF manager messages that take a node from one rendering of a chain to the next, in three phases per node that
 * are sent one after the other: removals (NF_UNBIND of NFs bound again with other parameters, HANDLER_RULE_DELETE of
 * rules whose NF stays bound), then new NF_BINDs, then new handler rules and NF_SCALEs (both need their NF bound; an
 * NF that no longer runs several instances gets NF_SCALE 1, one bound afresh gets its NF_SCALE again). Messages
 * both renderings have are not sent again. The NF_UNBINDs of NFs that leave a node are not among them: they wait
 * until the new rules are confirmed ({@link #leaving}, {@link Retirement}), since the old path may still bring
 * packets to those NFs.
 */
public final class NfMessagePhases {
    private NfMessagePhases() {
        // Static only
    }

    /**
     * Returns, per node, the three phases from one rendering to the next.
     *
     * @param before the previous rendering, or {@code null} for a new chain
     * @param after the new rendering
     * @return per node: removals, bindings, handler rules
     */
    public static Map<String, List<List<ControllerMessage>>> between(final @Nullable ChainRules before,
            final ChainRules after) {
        final var phases = new LinkedHashMap<String, List<List<ControllerMessage>>>();
        final var nodes = new LinkedHashSet<String>(after.nfMessages().keySet());
        if (before != null) {
            nodes.addAll(before.nfMessages().keySet());
        }
        for (var node : nodes) {
            final var old = before == null ? List.<ControllerMessage>of()
                : before.nfMessages().getOrDefault(node, List.of());
            final var now = after.nfMessages().getOrDefault(node, List.of());
            final var removals = new ArrayList<ControllerMessage>();
            final var binds = new ArrayList<ControllerMessage>();
            final var rules = new ArrayList<ControllerMessage>();
            final var rebound = new HashSet<Long>();
            for (var message : old) {
                if (now.contains(message)) {
                    continue;
                }
                if (message instanceof NfBind bind) {
                    if (binds(now, bind.sfcId(), bind.serviceId())) {
                        // bound again with other parameters: the switch takes a new NF_BIND once the old one is gone
                        removals.add(new NfUnbind(bind.serviceId(), bind.sfcId()));
                        rebound.add(bind.serviceId());
                    }
                } else if (message instanceof NfScale scale && binds(now, scale.sfcId(), scale.serviceId())
                        && now.stream().noneMatch(scaleOf(scale.serviceId()))) {
                    // back to the one instance an NF starts with (section 9)
                    rules.add(new NfScale(scale.serviceId(), scale.sfcId(), 1));
                } else if (message instanceof HandlerRuleAdd add && now.stream().anyMatch(bindingOf(add))) {
                    // an NF that is unbound loses its handler rules with it
                    removals.add(new HandlerRuleDelete(add.rule().sfcId(), add.rule().serviceId(),
                        add.rule().result()));
                }
            }
            for (var message : now) {
                // an NF bound afresh starts with one instance: its NF_SCALE goes again
                if (!old.contains(message) || message instanceof NfScale scale && rebound.contains(scale.serviceId())) {
                    (message instanceof NfBind ? binds : rules).add(message);
                }
            }
            phases.put(node, List.of(List.copyOf(removals), List.copyOf(binds), List.copyOf(rules)));
        }
        return phases;
    }

    private static Predicate<ControllerMessage> scaleOf(final long serviceId) {
        return message -> message instanceof NfScale scale && scale.serviceId() == serviceId;
    }

    /**
     * Returns, per node, the NF_UNBINDs of the NFs that leave it: bound there by one rendering and not at all by the
     * next.
     *
     * @param before the previous rendering
     * @param after the new rendering
     * @return per node with NFs leaving it, their unbinds
     */
    public static Map<String, List<NfUnbind>> leaving(final ChainRules before, final ChainRules after) {
        final var leaving = new LinkedHashMap<String, List<NfUnbind>>();
        before.nfMessages().forEach((node, old) -> {
            final var now = after.nfMessages().getOrDefault(node, List.of());
            final var unbinds = old.stream().filter(NfBind.class::isInstance).map(NfBind.class::cast)
                .filter(bind -> !binds(now, bind.sfcId(), bind.serviceId()))
                .map(bind -> new NfUnbind(bind.serviceId(), bind.sfcId())).toList();
            if (!unbinds.isEmpty()) {
                leaving.put(node, unbinds);
            }
        });
        return leaving;
    }

    /**
     * Whether messages bind a service of a chain.
     *
     * @param messages a node's NF messages
     * @param sfcId the chain
     * @param serviceId the service
     * @return whether one of them is its NF_BIND
     */
    static boolean binds(final List<ControllerMessage> messages, final long sfcId, final long serviceId) {
        return messages.stream().anyMatch(message -> message instanceof NfBind bind && bind.sfcId() == sfcId
            && bind.serviceId() == serviceId);
    }

    /**
     * Returns, per node, the NF_UNBINDs that remove every NF of a rendering (a deleted or no longer rendered chain).
     *
     * @param rules the rendering
     * @return per node: the unbinds, then two empty phases
     */
    public static Map<String, List<List<ControllerMessage>>> unbindAll(final ChainRules rules) {
        final var phases = new LinkedHashMap<String, List<List<ControllerMessage>>>();
        rules.nfMessages().forEach((node, messages) -> phases.put(node, List.of(messages.stream()
            .filter(NfBind.class::isInstance).map(NfBind.class::cast)
            .map(bind -> (ControllerMessage) new NfUnbind(bind.serviceId(), bind.sfcId())).toList(),
            List.of(), List.of())));
        return phases;
    }

    /**
     * Adds, after the phases sent to a node, the ChangeDefaults in effect for the NFs these phases bind afresh there:
     * a switch that binds an NF again (it lost its NF handler state, or the NF moved to it) has no ChangeDefault for
     * it.
     *
     * @param phases what is sent to the node
     * @param chain the chain rendered
     * @param changeDefaults the ChangeDefaults in effect, with their flows
     * @return the phases, with one more when a ChangeDefault is due
     */
    public static List<List<ControllerMessage>> withChangeDefaults(final List<List<ControllerMessage>> phases,
            final ChainView chain, final Map<Redirect, FlowSpec> changeDefaults) {
        if (changeDefaults.isEmpty()) {
            return phases;
        }
        final var serviceIds = new HashMap<String, Long>();
        chain.vertices().forEach(vertex -> serviceIds.put(vertex.nf(), vertex.serviceId()));
        final var bound = new HashSet<Long>();
        phases.forEach(phase -> phase.stream().filter(NfBind.class::isInstance).map(NfBind.class::cast)
            .filter(bind -> bind.sfcId() == chain.sfcId()).forEach(bind -> bound.add(bind.serviceId())));
        final var changes = new ArrayList<ControllerMessage>();
        changeDefaults.entrySet().stream().sorted(Map.Entry.comparingByKey(Comparator.comparing(Redirect::from)
            .thenComparing(Redirect::to))).forEach(entry -> {
                final var from = serviceIds.get(entry.getKey().from());
                final var to = serviceIds.get(entry.getKey().to());
                if (from != null && to != null && bound.contains(from)) {
                    changes.add(new ChangeDefault(chain.sfcId(), from, to, entry.getValue()));
                }
            });
        if (changes.isEmpty()) {
            return phases;
        }
        final var all = new ArrayList<>(phases);
        all.add(List.copyOf(changes));
        return List.copyOf(all);
    }

    private static Predicate<ControllerMessage> bindingOf(final HandlerRuleAdd add) {
        return message -> message instanceof NfBind bind && bind.serviceId() == add.rule().serviceId()
            && bind.sfcId() == add.rule().sfcId();
    }
}
