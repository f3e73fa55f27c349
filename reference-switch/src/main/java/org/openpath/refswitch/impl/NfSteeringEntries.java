/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.exec.Packet;
import org.openpath.openflow.ExperimenterErrorCode;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.HandlerAction;
import org.openpath.openflow.HandlerRule;

/**
 * The entries the controller sets around the bound NFs to steer packets at INVOKE_NF (spec section 4.2), keyed by
 * (sfc, service): the NF-handler rules (what an NF result does), the SkipMe entries (flows the NF does not see) and
 * the ChangeDefault entries (flows whose default edge leads elsewhere). It keeps them and answers INVOKE_NF's
 * questions about a packet; SkipMe and ChangeDefault entries are matched in installation order, the first covering
 * the packet's flow winning. Whether the service is bound is the caller's check. Owned by the datapath thread.
 */
final class NfSteeringEntries {
    /**
     * An NF-handler rule's action for one result.
     *
     * @param action what the rule does
     * @param target the service id SEND_TO re-submits to, 0 otherwise
     */
    record Rule(HandlerAction action, long target) {
    }

    private record RuleKey(long sfc, long service, String result) {
    }

    private record CoveredFlows(long sfc, long service, FlowSpec flows, long target) {
    }

    private final Map<RuleKey, Rule> rules = new HashMap<>();
    private final List<CoveredFlows> skips = new ArrayList<>();
    private final List<CoveredFlows> changes = new ArrayList<>();

    /**
     * Applies HANDLER_RULE_ADD.
     *
     * @param rule the rule
     * @throws OfError RULE_EXISTS when (sfc, service, result) has a rule already
     */
    void addRule(final HandlerRule rule) throws OfError {
        putRule(rule, true);
    }

    /**
     * Applies HANDLER_RULE_MODIFY.
     *
     * @param rule the rule
     * @throws OfError RULE_NOT_FOUND when (sfc, service, result) has no rule
     */
    void modifyRule(final HandlerRule rule) throws OfError {
        putRule(rule, false);
    }

    private void putRule(final HandlerRule rule, final boolean add) throws OfError {
        final var key = new RuleKey(rule.sfcId(), rule.serviceId(), rule.result());
        final boolean exists = rules.containsKey(key);
        if (add && exists) {
            throw OfError.openPath(ExperimenterErrorCode.RULE_EXISTS);
        }
        if (!add && !exists) {
            throw OfError.openPath(ExperimenterErrorCode.RULE_NOT_FOUND);
        }
        rules.put(key, new Rule(rule.action(), rule.targetServiceId()));
    }

    /**
     * Applies HANDLER_RULE_DELETE.
     *
     * @param sfc the chain
     * @param service the service id
     * @param result the NF result
     * @throws OfError RULE_NOT_FOUND when (sfc, service, result) has no rule
     */
    void deleteRule(final long sfc, final long service, final String result) throws OfError {
        if (rules.remove(new RuleKey(sfc, service, result)) == null) {
            throw OfError.openPath(ExperimenterErrorCode.RULE_NOT_FOUND);
        }
    }

    /**
     * Returns the NF-handler rule for an NF result.
     *
     * @param sfc the chain
     * @param service the service id
     * @param result the NF result
     * @return the rule, or {@code null} when there is none
     */
    @Nullable Rule rule(final long sfc, final long service, final String result) {
        return rules.get(new RuleKey(sfc, service, result));
    }

    /**
     * Applies SkipMe: the entry is added last, replacing the same (sfc, service, flows) if it was there.
     *
     * @param sfc the chain
     * @param service the service id
     * @param flows the flows the NF stops seeing
     */
    void skip(final long sfc, final long service, final FlowSpec flows) {
        final var entry = new CoveredFlows(sfc, service, flows, 0);
        skips.remove(entry);
        skips.add(entry);
    }

    /**
     * Applies RequestMe: removes the SkipMe entry with exactly these (sfc, service, flows).
     *
     * @param sfc the chain
     * @param service the service id
     * @param flows the flows
     * @throws OfError RULE_NOT_FOUND when there is no such SkipMe entry
     */
    void request(final long sfc, final long service, final FlowSpec flows) throws OfError {
        if (!skips.remove(new CoveredFlows(sfc, service, flows, 0))) {
            throw OfError.openPath(ExperimenterErrorCode.RULE_NOT_FOUND);
        }
    }

    /**
     * Tells whether a SkipMe entry covers a packet's flow at an NF.
     *
     * @param sfc the packet's chain
     * @param service the NF's service id
     * @param packet the packet
     * @return whether the NF skips it
     */
    boolean skipped(final long sfc, final long service, final Packet packet) {
        return first(skips, sfc, service, packet) != null;
    }

    /**
     * Applies ChangeDefault: the entry with the same (sfc, service, flows) goes, and a new default other than 0 is
     * added last.
     *
     * @param sfc the chain
     * @param service the service id
     * @param flows the flows
     * @param newDefault the service id their default edge leads to, 0 to restore the installed default
     */
    void changeDefault(final long sfc, final long service, final FlowSpec flows, final long newDefault) {
        changes.removeIf(entry -> entry.sfc() == sfc && entry.service() == service && entry.flows().equals(flows));
        if (newDefault != 0) {
            changes.add(new CoveredFlows(sfc, service, flows, newDefault));
        }
    }

    /**
     * Returns where an NF's default edge leads a packet: the first ChangeDefault entry covering its flow, else the
     * installed default.
     *
     * @param sfc the packet's chain
     * @param service the NF's service id
     * @param packet the packet
     * @param next the installed default next service id
     * @return the next service id, 0 for none
     */
    long defaultNext(final long sfc, final long service, final Packet packet, final long next) {
        final var change = first(changes, sfc, service, packet);
        return change != null ? change.target() : next;
    }

    /**
     * Removes every entry of a service (NF_UNBIND).
     *
     * @param sfc the chain
     * @param service the service id
     */
    void removeAll(final long sfc, final long service) {
        rules.keySet().removeIf(rule -> rule.sfc() == sfc && rule.service() == service);
        skips.removeIf(entry -> entry.sfc() == sfc && entry.service() == service);
        changes.removeIf(entry -> entry.sfc() == sfc && entry.service() == service);
    }

    private static @Nullable CoveredFlows first(final List<CoveredFlows> entries, final long sfc, final long service,
            final Packet packet) {
        for (var entry : entries) {
            if (entry.sfc() == sfc && entry.service() == service && ChainFlowSpecs.covers(entry.flows(), packet)) {
                return entry;
            }
        }
        return null;
    }
}
