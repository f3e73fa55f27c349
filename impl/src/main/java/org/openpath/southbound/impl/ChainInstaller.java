/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.openpath.southbound.render.ChainView;
import org.openpath.southbound.render.NfMessagePhases;
import org.openpath.southbound.render.Redirect;
import org.openpath.southbound.render.Relocations;
import org.openpath.southbound.render.Retirement;
import org.openpath.statesync.StateRelocation;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Installs a chain's new rendering over its previous one, make-before-break: the config inventory writes of the
 * groups and flows that changed, in the order the plan puts them ({@link RenderingDiff#plan}); what the earlier
 * renderings have and this one has not stays until this one is confirmed ({@link Retirement}); the flows that would
 * switch the traffic over are held back while the old path still carries it, and the state of NFs that move to
 * other nodes goes along before the traffic switches; the NF messages come with the installation, the earlier
 * renderings' NF_UNBINDs first.
 */
final class ChainInstaller {
    private static final Logger LOG = LoggerFactory.getLogger(ChainInstaller.class);

    private ChainInstaller() {
        // static methods only
    }

    /**
     * Describes a rendering being installed, for the log.
     *
     * @param chain the rendering
     * @return e.g. {@code rendering under SFC-ID 7, cookie 4f50000000070002: 3 flows and 0 groups on [...], ...}
     */
    static String describe(final RenderedChain chain) {
        final var rules = chain.rules;
        return "rendering under SFC-ID %d, cookie %s: %d flows and %d groups on %s, %d NF-handler rules, %d path tags"
            .formatted(rules.sfcId(), Long.toHexString(chain.cookie), rules.flows().size(), rules.groups().size(),
                rules.nodes(), rules.nodes().stream().mapToInt(rules::handlerRulesOf).sum(), rules.segments().size());
    }

    /**
     * Installs a chain's rendering.
     *
     * @param name the chain
     * @param view what was rendered
     * @param ready the rendering, every rule converted
     * @param previous the chain's previous rendering, or null
     * @param redirects the chain's redirects it was rendered with
     * @param request the chain's request
     * @param discovered the links LLDP discovered, as "a b" both ways
     * @param connected the switches connected now
     * @param writes where the config inventory writes go
     * @return the installation: the new rendering and its NF messages, to send once the writes are committed
     */
    @SuppressWarnings("checkstyle:ParameterNumber")
    static ChainStep.Installation over(final String name, final ChainView view, final ChainRenderAttempt.Ready ready,
            final @Nullable RenderedChain previous, final Set<Redirect> redirects,
            final Optional<ServiceChain> request, final Set<String> discovered, final Set<String> connected,
            final ChainWrites writes) {
        final var rules = ready.rules();
        final long cookie = ready.cookie();
        final var current = new RenderedChain(view, rules, cookie, System.nanoTime());
        current.redirects = redirects;
        current.request = request;
        // make-before-break: what the earlier renderings have and this one has not stays until this one is confirmed
        final var pending = previous == null ? Retirement.NONE : previous.retirement;
        current.retirement = Retirement.between(previous == null ? null : previous.rules, pending, rules);
        if (previous != null) {
            current.heldRoutes = Stream.concat(previous.heldRoutes.stream(), previous.rules.routes().stream())
                .distinct().toList();
        }
        current.linksUsed = RenderingDiff.linksOf(rules, discovered);
        final boolean oldPathUp = previous != null && RenderingDiff.pathUp(previous.rules, previous.linksUsed,
            connected, discovered);
        // a protected rendering's fast-failover groups carry its packets over the detour when its path breaks: the new
        // path still goes in before the traffic is switched over to it
        final boolean oldPathCarries = oldPathUp || previous != null && RenderingDiff.protectedAround(previous.rules);
        final var plan = RenderingDiff.plan(previous == null ? null : previous.rules, pending, rules,
            oldPathCarries);
        plan.groups().forEach(i -> writes.put(InventoryRules.groupPath(rules.groups().get(i).node(),
            rules.groups().get(i).groupId()), ready.groups().get(i)));
        plan.flows().forEach(i -> writes.put(InventoryRules.flowPath(rules.flows().get(i).node(),
            rules.flows().get(i).id()), ready.flows().get(i)));
        final var heldBack = plan.heldBack().stream().map(i -> new RenderedChain.SwitchOverFlow(rules.flows().get(i),
            ready.flows().get(i))).toList();
        if (!heldBack.isEmpty()) {
            current.holdBack(heldBack);
        }
        if (previous != null) {
            final var relocated = Relocations.between(previous.view, view);
            if (!heldBack.isEmpty() && oldPathUp) {
                // their state goes along once the new nodes have them bound, before the traffic switches
                current.relocations = relocated;
            } else if (!relocated.isEmpty()) {
                final var nfs = relocated.stream().map(StateRelocation.Relocation::nf).toList();
                final var why = oldPathUp ? "the traffic switches in one step" : "the old path is broken";
                LOG.info("Chain {}: {} run on other nodes now, but {}: their state is not carried", name, nfs, why);
            }
        }
        return new ChainStep.Installation(name, current, RenderingDiff.unbindFirst(pending.rebound(rules),
            NfMessagePhases.between(previous == null ? null : previous.rules, rules)));
    }
}
