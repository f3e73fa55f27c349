/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.Flow;
import org.opendaylight.yang.gen.v1.urn.opendaylight.group.types.rev131018.groups.Group;
import org.openpath.southbound.render.ChainRenderer;
import org.openpath.southbound.render.ChainRules;
import org.openpath.southbound.render.ChainView;
import org.openpath.southbound.render.Fabric;
import org.openpath.southbound.render.FlowSlots;
import org.openpath.southbound.render.PathTags;
import org.openpath.southbound.render.Redirect;
import org.openpath.southbound.render.RenderOutcome;

/**
 * One attempt at rendering one chain: its rules, and every one of them converted to what the renderer writes (config
 * inventory flows and groups) or sends (NF manager messages) <em>before</em> any of it is written. A chain whose
 * rendering throws, or whose rules do not fit the models, is {@link Failed} and contributes nothing to the shared
 * write transaction; the other chains of the pass are not affected. No datastore, no I/O: only the path tags change
 * (kept for a chain that is {@link Ready}, released for one that {@link Failed}).
 */
final class ChainRenderAttempt {
    /**
     * Turns a chain into rules; {@link ChainRenderer#render(ChainView, Fabric, PathTags, Set)} in production.
     */
    @FunctionalInterface
    interface Renderer {
        /**
         * Renders a chain.
         *
         * @param chain the chain
         * @param fabric the switches and links
         * @param tags the domain's path tags
         * @param redirects the chain's redirect targets
         * @return the rules, or why there are none
         */
        RenderOutcome render(ChainView chain, Fabric fabric, PathTags tags, Set<Redirect> redirects);
    }

    /**
     * What an attempt gave.
     */
    sealed interface Result permits Ready, NotRenderable, Failed {
    }

    /**
     * Rules ready to be written.
     *
     * @param rules the rules, with their version's flow ids ({@link FlowSlots})
     * @param cookie the cookie of their flows: the chain's cookie and its version, the previous version when the rules
     *     are the previous rules, else the next one (1 to 0xfffe, then 1 again: odd and even alternate)
     * @param flows the inventory flow of each of {@code rules.flows()}, in that order
     * @param groups the inventory group of each of {@code rules.groups()}, in that order
     */
    record Ready(ChainRules rules, long cookie, List<Flow> flows, List<Group> groups) implements Result {
        /**
         * Validates and copies.
         */
        Ready {
            requireNonNull(rules);
            flows = List.copyOf(flows);
            groups = List.copyOf(groups);
            if (flows.size() != rules.flows().size() || groups.size() != rules.groups().size()) {
                throw new IllegalArgumentException("One binding per rule: " + flows.size() + " flows for "
                    + rules.flows().size() + " rules, " + groups.size() + " groups for " + rules.groups().size());
            }
        }

        /**
         * Returns the cookie version.
         *
         * @return the low 16 bits of the cookie
         */
        int version() {
            return (int) (cookie & 0xFFFF);
        }
    }

    /**
     * The chain cannot be rendered as it stands (the renderer says why, e.g. no egress port).
     *
     * @param reason why, for the operator
     */
    record NotRenderable(String reason) implements Result {
        /**
         * Validates.
         */
        NotRenderable {
            requireNonNull(reason);
        }
    }

    /**
     * Rendering the chain went wrong: the renderer threw, or a rule does not fit the model it is written in.
     *
     * @param what what failed, naming the rule (or the renderer) and the chain
     * @param cause the exception
     */
    record Failed(String what, RuntimeException cause) implements Result {
        /**
         * Validates.
         */
        Failed {
            requireNonNull(what);
            requireNonNull(cause);
        }

        /**
         * Returns the reason shown to the operator.
         *
         * @param previousRemoved whether rules of an earlier rendering of the chain were removed from the switches
         * @return what failed, the exception, what became of the chain's rules and what to do
         */
        String reason(final boolean previousRemoved) {
            final var message = cause.getMessage();
            return what + " (" + cause.getClass().getSimpleName() + (message == null ? "" : ": " + message) + "); "
                + (previousRemoved ? "the chain's previous rules were removed from the switches"
                    : "nothing of the chain was written to the switches")
                + " — it is rendered again when the chain, its placement, the topology or its redirects change; "
                + "if it keeps failing, report this text (a renderer defect)";
        }
    }

    private final Renderer renderer;

    /**
     * Creates attempts with a renderer.
     *
     * @param renderer the renderer
     */
    ChainRenderAttempt(final Renderer renderer) {
        this.renderer = requireNonNull(renderer);
    }

    /**
     * Renders a chain and converts its rules.
     *
     * @param chain the chain
     * @param fabric the switches and links
     * @param tags the domain's path tags: kept when {@link Ready}, all of the chain's released when {@link Failed}
     *     (its previous rules are to be removed too), as before when {@link NotRenderable}
     * @param redirects the chain's redirect targets
     * @param previous the rules of the chain's current rendering, {@code null} when none
     * @param previousVersion their cookie version; without rules, the last version an earlier chain of the same
     *     SFC-ID had (0: none), so that a chain that takes a freed SFC-ID never renders under a cookie whose flows a
     *     switch may still hold
     * @return the result
     */
    Result attempt(final ChainView chain, final Fabric fabric, final PathTags tags, final Set<Redirect> redirects,
            final @Nullable ChainRules previous, final int previousVersion) {
        return attempt(chain, fabric, tags, redirects, previous, previousVersion, false, Set.of());
    }

    /**
     * Renders a chain like {@link #attempt(ChainView, Fabric, PathTags, Set, ChainRules, int)}, under the next version
     * even when its rules are those of the previous one if {@code afresh}: every flow goes into the config inventory
     * again under other ids and a new cookie, for switches that do not show the previous version's flows.
     *
     * @param chain the chain
     * @param fabric the switches and links
     * @param tags the domain's path tags
     * @param redirects the chain's redirect targets
     * @param previous the rules of the chain's current rendering, {@code null} when none
     * @param previousVersion their cookie version (see above)
     * @param afresh whether to take the next version even if nothing changed
     * @param retiring the slots ({@link FlowSlots#slot}) of earlier versions' flows still waiting to be retired: a
     *     new version takes none of them
     * @return the result
     */
    @SuppressWarnings("checkstyle:IllegalCatch")
    Result attempt(final ChainView chain, final Fabric fabric, final PathTags tags, final Set<Redirect> redirects,
            final @Nullable ChainRules previous, final int previousVersion, final boolean afresh,
            final Set<Integer> retiring) {
        final RenderOutcome outcome;
        try {
            outcome = renderer.render(chain, fabric, tags, redirects);
        } catch (RuntimeException e) {
            // a renderer defect must not stop the other chains, nor leave this one without a word
            tags.release(chain.name());
            return new Failed("the renderer failed on chain '" + chain.name() + "'", e);
        }
        return switch (outcome) {
            case RenderOutcome.NotRenderable why -> new NotRenderable(why.reason());
            case RenderOutcome.Rendered rendered -> {
                // the previous rules carry their version's flow ids: compared under those, a changed rendering
                // takes the next version whose flow ids no flow in the inventory has (FlowSlots: none rewritten in
                // place)
                final var rules = rendered.rules();
                final int version = previous == null ? previousVersion == 0 ? 1 : FlowSlots.next(previousVersion)
                    : !afresh && previous.equals(FlowSlots.of(rules, previousVersion)) ? previousVersion
                        : FlowSlots.nextFree(previousVersion, retiring);
                final var result = convert(FlowSlots.of(rules, version), rules.cookie() | version);
                if (result instanceof Failed) {
                    tags.release(chain.name());
                }
                yield result;
            }
        };
    }

    @SuppressWarnings("checkstyle:IllegalCatch")
    private static Result convert(final ChainRules rules, final long cookie) {
        final var flows = new ArrayList<Flow>(rules.flows().size());
        for (var rule : rules.flows()) {
            try {
                flows.add(InventoryRules.flow(rule, cookie));
            } catch (RuntimeException e) {
                return new Failed("flow " + rule.id() + " for " + rule.node() + " of chain '" + rules.chain()
                    + "' does not fit the config inventory model", e);
            }
        }
        final var groups = new ArrayList<Group>(rules.groups().size());
        for (var rule : rules.groups()) {
            try {
                groups.add(InventoryRules.group(rule));
            } catch (RuntimeException e) {
                return new Failed("group " + rule.groupId() + " for " + rule.node() + " of chain '" + rules.chain()
                    + "' does not fit the config inventory model", e);
            }
        }
        for (var rule : rules.routes()) {
            try {
                // written by the shared route flows with their own cookie, which does not change what fits
                InventoryRules.flow(rule, ChainRenderer.ROUTE_COOKIE_MARK);
            } catch (RuntimeException e) {
                return new Failed("shared route flow " + rule.id() + " for " + rule.node() + " of chain '"
                    + rules.chain() + "' does not fit the config inventory model", e);
            }
        }
        for (var entry : rules.nfMessages().entrySet()) {
            for (var message : entry.getValue()) {
                try {
                    MessageBindings.salMessage(message);
                } catch (RuntimeException e) {
                    return new Failed(message.type() + " for " + entry.getKey() + " of chain '" + rules.chain()
                        + "' does not fit the send-experimenter model", e);
                }
            }
        }
        return new Ready(rules, cookie, flows, groups);
    }
}
