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
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Confirmation: a chain's rendering counts as installed once every switch shows all of its flows under the
 * chain's current cookie, every NF message was acknowledged and the shared route flows it rides on are seen. One
 * round reads the flow statistics of the switches some waiting chain still needs, then tells each waiting chain
 * what comes next. Pure: the renderer reads the statistics and takes the steps.
 */
final class ConfirmationRound {
    /**
     * What a waiting chain needs next.
     */
    enum Next {
        /** Flows, messages or route flows still to be confirmed, or the relocated NFs' state is being carried. */
        WAIT,
        /** Its new path is in place; the state of the NFs it moved goes along before the traffic switches. */
        CARRY_STATE,
        /** Its new path is in place (and the state carried): the held-back flows switch the traffic over. */
        SWITCH_OVER,
        /** Everything confirmed: the chain is rendered, what earlier renderings left retires. */
        CONFIRMED
    }

    private ConfirmationRound() {
        // static only
    }

    /**
     * The switches whose statistics the waiting chains need; a switch where a chain expects no flow counts as
     * confirmed for it at once.
     *
     * @param chains the rendered chains
     * @param routes the shared route flows
     * @return the switches to read, empty when no chain waits
     */
    static Set<String> nodesToRead(final Collection<RenderedChain> chains, final SharedRouteFlows routes) {
        final var nodes = new LinkedHashSet<String>();
        for (var chain : chains) {
            if (chain.state == RenderedChain.State.PENDING) {
                chain.expectedFlows.forEach((node, count) -> {
                    if (count > 0 && !chain.confirmedNodes.contains(node)) {
                        nodes.add(node);
                    } else if (count == 0) {
                        chain.confirmedNodes.add(node);
                    }
                });
                nodes.addAll(routes.unconfirmedNodes(chain.rules.routes()));
            }
        }
        return nodes;
    }

    /**
     * Whether any chain waits for confirmation.
     *
     * @param chains the rendered chains
     * @return whether one is pending
     */
    static boolean anyWaiting(final Collection<RenderedChain> chains) {
        return chains.stream().anyMatch(chain -> chain.state == RenderedChain.State.PENDING);
    }

    /**
     * Takes a round's statistics for a pending chain: the switches that show all its flows are confirmed, and so
     * are those where it expects none.
     *
     * @param chain the chain, pending
     * @param counts per switch read, flows per cookie
     * @param routes the shared route flows, already updated with the same statistics
     * @return what the chain needs next
     */
    static Next observe(final RenderedChain chain, final Map<String, Map<Long, Integer>> counts,
            final SharedRouteFlows routes) {
        chain.expectedFlows.forEach((node, expected) -> {
            final var perCookie = counts.get(node);
            if (expected == 0 || perCookie != null && perCookie.getOrDefault(chain.cookie, 0) >= expected) {
                chain.confirmedNodes.add(node);
            }
        });
        if (!fullyConfirmed(chain, routes)) {
            return Next.WAIT;
        }
        if (!chain.holdsBack()) {
            return Next.CONFIRMED;
        }
        if (!chain.relocations.isEmpty() && chain.carrying == RenderedChain.Carrying.NOT_STARTED) {
            return Next.CARRY_STATE;
        }
        return chain.carrying == RenderedChain.Carrying.UNDER_WAY ? Next.WAIT : Next.SWITCH_OVER;
    }

    /**
     * Whether everything of a chain is confirmed: its flows, its NF messages and its shared route flows.
     *
     * @param chain the chain
     * @param routes the shared route flows
     * @return whether nothing is missing
     */
    static boolean fullyConfirmed(final RenderedChain chain, final SharedRouteFlows routes) {
        return chain.allConfirmed() && routes.unconfirmedNodes(chain.rules.routes()).isEmpty();
    }

    /**
     * What a chain still misses, in words, for the log of a slow confirmation.
     *
     * @param chain the chain
     * @param counts the last round's statistics
     * @return per unconfirmed switch, what it shows
     */
    static List<String> missing(final RenderedChain chain, final Map<String, Map<Long, Integer>> counts) {
        final var missing = new ArrayList<String>();
        chain.expectedFlows.forEach((node, expected) -> {
            if (!chain.confirmedNodes.contains(node)) {
                final var perCookie = counts.get(node);
                missing.add(node + " shows " + (perCookie == null ? "no flow statistics"
                    : perCookie.getOrDefault(chain.cookie, 0) + " of " + expected + " flows"));
            }
        });
        return missing;
    }

    /**
     * The switches that answer flow statistics but show fewer of a chain's flows than it wrote for them: the
     * forwarding rules manager did not install some (seen when several chains with fast-failover groups change on
     * one switch at once), and only writing the rules again gets them there.
     *
     * @param chain the chain
     * @param counts the last round's statistics
     * @return the switches
     */
    static List<String> shortOnAnsweringSwitches(final RenderedChain chain,
            final Map<String, Map<Long, Integer>> counts) {
        final var nodes = new ArrayList<String>();
        chain.expectedFlows.forEach((node, expected) -> {
            final var perCookie = counts.get(node);
            if (!chain.confirmedNodes.contains(node) && perCookie != null
                    && perCookie.getOrDefault(chain.cookie, 0) < expected) {
                nodes.add(node);
            }
        });
        return nodes;
    }
}
