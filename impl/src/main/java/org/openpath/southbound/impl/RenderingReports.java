/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.util.ArrayList;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.yang.types.rev130715.DateAndTime;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.RenderingResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.renderings.ChainRenderingBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.rendering.result.Node;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.rendering.result.NodeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.rendering.result.PathTagBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.opendaylight.yangtools.yang.common.Uint64;

/**
 * The renderer's reports on chains, as the operator reads them in the chain's state ({@code rendering}): the state
 * of the rendering, a reason in words, the cookie, the rule counts in total and per switch, whether each switch
 * confirmed, and the path tags.
 */
final class RenderingReports {
    private RenderingReports() {
        // Static only
    }

    /**
     * Returns the report on a rendered chain (name and generation still to be set).
     *
     * @param chain what was installed and how far it is confirmed
     * @param now the time of the report
     * @return the report
     */
    static ChainRenderingBuilder of(final RenderedChain chain, final DateAndTime now) {
        final var rules = chain.rules;
        final var nodes = new ArrayList<Node>();
        for (var node : rules.nodes()) {
            nodes.add(new NodeBuilder().setNodeId(new NodeRef(node))
                .setFlowRules(Uint32.valueOf(rules.flowsOf(node).size()))
                .setNfHandlerRules(Uint32.valueOf(rules.handlerRulesOf(node)))
                .setConfirmed(chain.confirmedNodes.contains(node) && chain.state != RenderedChain.State.FAILED)
                .build());
        }
        final var pathTags = rules.segments().stream().map(segment -> new PathTagBuilder()
            .setTag(Uint16.valueOf(segment.tag())).setFromNode(new NodeRef(segment.from()))
            .setToNode(new NodeRef(segment.to())).setTo(segment.target()).setBackup(segment.backup())
            .setPath(segment.path().stream().map(NodeRef::new).toList())
            .setRouteTag(segment.routeTag() == 0 ? null : Uint16.valueOf(segment.routeTag())).build()).toList();
        final int handlerRules = rules.nodes().stream().mapToInt(rules::handlerRulesOf).sum();
        final int vertices = rules.nodes().stream().mapToInt(rules::graphVerticesOf).sum();
        final String summary = plural(rules.flows().size(), "flow") + ", " + plural(rules.groups().size(), "group")
            + (vertices == 0 ? " and " + plural(handlerRules, "NF-handler rule") : ", "
                + plural(handlerRules, "NF-handler rule") + " and " + plural(vertices, "service graph vertex"))
            + " on " + plural(rules.nodes().size(), "switch")
            + (rules.routes().isEmpty() ? "" : ", riding on " + plural(rules.routes().size(), "shared route flow"));
        return new ChainRenderingBuilder()
            .setState(switch (chain.state) {
                case PENDING -> RenderingResult.State.Pending;
                case CONFIRMED -> RenderingResult.State.Confirmed;
                case FAILED -> RenderingResult.State.Failed;
            })
            .setReason(switch (chain.state) {
                case PENDING -> pending(chain, summary);
                case CONFIRMED -> summary + " confirmed" + (chain.carried.isEmpty() ? "" : "; " + chain.carried);
                case FAILED -> chain.reason;
            })
            .setLastChange(now)
            .setCookie(Uint64.fromLongBits(chain.cookie))
            .setFlowRules(Uint32.valueOf(rules.flows().size()))
            .setSharedRouteRules(Uint32.valueOf(rules.routes().size()))
            .setGroups(Uint32.valueOf(rules.groups().size()))
            .setNfHandlerRules(Uint32.valueOf(handlerRules))
            .setConfirmed(chain.state == RenderedChain.State.CONFIRMED)
            .setNode(BindingMap.ordered(nodes))
            .setPathTag(BindingMap.ordered(pathTags));
    }

    /**
     * Returns a count and what it counts, singular or plural: "1 flow", "3 switches", "2 service graph vertices".
     */
    static String plural(final long count, final String singular) {
        if (count == 1) {
            return "1 " + singular;
        }
        final String plural = singular.endsWith("ex") ? singular.substring(0, singular.length() - 2) + "ices"
            : singular.endsWith("ch") ? singular + "es" : singular + "s";
        return count + " " + plural;
    }

    /**
     * What a pending rendering waits for: with make-before-break (docs/rendering.md) first the new path, then the
     * switch-over.
     */
    private static String pending(final RenderedChain chain, final String summary) {
        if (chain.holdsBack() && chain.carrying == RenderedChain.Carrying.UNDER_WAY) {
            return "carrying the state of " + String.join(", ", chain.relocations.stream().map(relocation ->
                relocation.nf() + " from " + relocation.source() + " to " + relocation.destination()).toList())
                + " before the " + chain.heldBack() + " flows that switch the traffic over; then " + summary;
        }
        if (chain.holdsBack()) {
            final int flows = chain.rules.flows().size();
            return "waiting for the switches to confirm the new path (" + (flows - chain.heldBack()) + " of " + flows
                + " flows) before the " + chain.heldBack() + " that switch the traffic over; then " + summary;
        }
        return (chain.switchingOver() ? "switching the traffic over: " : "") + "waiting for the switches to confirm "
            + summary;
    }

    /**
     * Returns the report on a chain that is placed but cannot be rendered.
     *
     * @param reason why, naming the problem
     * @param now the time of the report
     * @return the report
     */
    static ChainRenderingBuilder notRendered(final String reason, final DateAndTime now) {
        return new ChainRenderingBuilder()
            .setState(RenderingResult.State.NotRendered)
            .setReason(reason)
            .setLastChange(now)
            .setConfirmed(false);
    }

    /**
     * Returns the report on a chain whose rendering failed: nothing of this rendering was written.
     *
     * @param reason what failed, what became of the chain's rules and what to do
     * @param now the time of the report
     * @return the report
     */
    static ChainRenderingBuilder failed(final String reason, final DateAndTime now) {
        return new ChainRenderingBuilder()
            .setState(RenderingResult.State.Failed)
            .setReason(reason)
            .setLastChange(now)
            .setConfirmed(false);
    }
}
