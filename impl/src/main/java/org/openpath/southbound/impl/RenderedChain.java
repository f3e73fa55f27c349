/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.Flow;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.openpath.southbound.render.ChainRules;
import org.openpath.southbound.render.ChainView;
import org.openpath.southbound.render.FlowRule;
import org.openpath.southbound.render.Redirect;
import org.openpath.southbound.render.Retirement;
import org.openpath.statesync.StateRelocation.Relocation;

/**
 * What the renderer installed for one chain, and how far the switches confirmed it. Owned by the renderer's
 * thread.
 */
final class RenderedChain {
    /**
     * Where the rendering stands.
     */
    enum State {
        PENDING,
        CONFIRMED,
        FAILED
    }

    /**
     * Where carrying the relocated NFs' state stands (state-sync's StateRelocation).
     */
    enum Carrying {
        /** Nothing asked yet: the new path is not confirmed, or there is nothing to carry. */
        NOT_STARTED,
        /** Asked: the switch-over waits for the answer. */
        UNDER_WAY,
        /** Answered, or given up on: the switch-over went ahead. */
        DONE
    }

    ChainView view;
    final ChainRules rules;
    final long cookie;
    final long startedNanos;
    final ConfirmationTimeline timeline;
    final Map<String, Integer> expectedFlows = new HashMap<>();
    final Set<String> confirmedNodes = new HashSet<>();
    // what earlier renderings left on the switches until this one is confirmed (make-before-break)
    Retirement retirement = Retirement.NONE;
    // the shared route flows earlier renderings ride on, kept until this one retires them: packets on the old path
    // still use them
    List<FlowRule> heldRoutes = List.of();
    // the links LLDP discovered that its path-tag segments cross ("a b"), to tell a broken old path at the next one
    Set<String> linksUsed = Set.of();
    // the flows that switch the traffic over, written once the others are confirmed (SwitchOver)
    private List<SwitchOverFlow> switchOver = List.of();
    private boolean switchingOver;
    // the NFs this rendering runs on other nodes than the one before: their state goes along before the switch-over
    List<Relocation> relocations = List.of();
    // the chain request this rendering was made for: while the orchestrator processes that same request again (it
    // took over, or re-places the chain), the rendering stays
    Optional<ServiceChain> request = Optional.empty();
    Carrying carrying = Carrying.NOT_STARTED;
    // what state-sync carried, in words, empty for nothing
    String carried = "";
    // per switch, the refusals of its last round of NF messages (switches that took theirs are not here)
    private final Map<String, List<String>> refusedBy = new TreeMap<>();
    Set<Redirect> redirects = Set.of();
    int messagesInFlight;
    boolean slowReported;
    // a pending report waits for the pending-report delay (ShownReports)
    boolean pendingReportDelayed;
    State state = State.PENDING;
    String reason = "";

    RenderedChain(final ChainView view, final ChainRules rules, final long cookie, final long startedNanos) {
        this.view = view;
        this.rules = rules;
        this.cookie = cookie;
        this.startedNanos = startedNanos;
        timeline = new ConfirmationTimeline(startedNanos);
        for (var node : rules.nodes()) {
            expectedFlows.put(node, rules.flowsOf(node).size());
        }
    }

    /**
     * A flow held back until the rest of the rendering is confirmed.
     *
     * @param rule the rule
     * @param flow its inventory flow
     */
    record SwitchOverFlow(FlowRule rule, Flow flow) {
    }

    /**
     * Holds flows back: until they are taken, the rendering is confirmed by the other flows alone.
     *
     * @param flows the flows that switch the traffic over, not empty
     */
    void holdBack(final List<SwitchOverFlow> flows) {
        switchOver = List.copyOf(flows);
        flows.forEach(held -> expectedFlows.merge(held.rule().node(), -1, Integer::sum));
    }

    /**
     * Whether flows are held back.
     *
     * @return whether {@link #takeHeldBack()} has flows to give
     */
    boolean holdsBack() {
        return !switchOver.isEmpty();
    }

    /**
     * Returns how many flows are held back.
     *
     * @return the count, 0 once they are taken
     */
    int heldBack() {
        return switchOver.size();
    }

    /**
     * Whether the held-back flows were taken: the traffic is being switched over.
     *
     * @return whether {@link #takeHeldBack()} gave flows
     */
    boolean switchingOver() {
        return switchingOver;
    }

    /**
     * Takes the flows held back; from now on confirmation waits for every flow of the rendering.
     *
     * @return the flows
     */
    List<SwitchOverFlow> takeHeldBack() {
        final var taken = switchOver;
        switchOver = List.of();
        switchingOver = !taken.isEmpty();
        confirmedNodes.clear();
        taken.forEach(held -> expectedFlows.merge(held.rule().node(), 1, Integer::sum));
        return taken;
    }

    int version() {
        return (int) (cookie & 0xFFFF);
    }

    /**
     * Takes the answer to one round of NF messages to one switch. The rendering is failed while any switch refused
     * its last round, with a reason naming every refusal; once every switch that refused took a later round (it
     * reconnected and took them), it is pending again. A switch taking its messages does not hide another's
     * refusal.
     *
     * @param node the switch
     * @param refusals its refusals, empty when it took every message
     * @return whether the state or the reason changed (the report is to be written again)
     */
    boolean messagesAnswered(final String node, final List<String> refusals) {
        if (refusals.isEmpty()) {
            refusedBy.remove(node);
        } else {
            refusedBy.put(node, List.copyOf(refusals));
        }
        final State before = state;
        final String reasonBefore = reason;
        if (!refusedBy.isEmpty()) {
            state = State.FAILED;
            reason = "switches refused NF messages: " + String.join("; ", refusedBy.values().stream()
                .flatMap(List::stream).toList()) + " (the chain's flows stay installed; its NF messages are sent "
                + "again when the switch reconnects or the chain changes)";
        } else if (state == State.FAILED) {
            state = State.PENDING;
            reason = "";
        }
        return state != before || !reason.equals(reasonBefore);
    }

    boolean allConfirmed() {
        return messagesInFlight == 0 && confirmedNodes.containsAll(expectedFlows.keySet());
    }
}
