/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.binding.api.WriteTransaction;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.openpath.api.datastore.CommitLogging;
import org.openpath.openflow.ControllerMessage;
import org.openpath.southbound.render.Retirement;
import org.openpath.statesync.StateRelocation;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The make-before-break steps of a re-rendered chain once confirmation says its new path is in place
 * (docs/rendering.md, "Changes and failures"): carrying the state of the NFs it runs on other nodes now
 * (state-sync), writing the held-back flows that switch its traffic over, and, once everything is confirmed, retiring
 * what its earlier renderings left: their flows and the NF bindings of NFs that left a node (their groups stay while
 * the chain exists, {@link Retirement}). Runs on the renderer's thread only.
 */
final class SwitchOverSteps {
    /**
     * What the steps need of the renderer.
     */
    interface Renderer {
        /**
         * Tells whether a rendering is still the chain's current one.
         *
         * @param name the chain
         * @param chain the rendering
         * @return whether it is
         */
        boolean isCurrent(String name, RenderedChain chain);

        /**
         * Reports the chain's rendering: a step began or ended.
         *
         * @param name the chain
         * @param chain the rendering
         */
        void report(String name, RenderedChain chain);

        /**
         * Has the switches asked again soon: a step ended and the chain waits for the next confirmation.
         */
        void confirmSoon();

        /**
         * Writes the shared route flows the rendered chains use now and deletes those none uses any more.
         *
         * @param tx where
         * @return how many writes and deletes
         */
        int syncRoutes(WriteTransaction tx);

        /**
         * Sends NF messages to a switch, phase after phase, for no current rendering.
         *
         * @param name the chain
         * @param node the switch
         * @param phases the messages
         */
        void send(String name, String node, List<List<ControllerMessage>> phases);
    }

    private static final Logger LOG = LoggerFactory.getLogger(SwitchOverSteps.class);

    private final DataBroker broker;
    private final RendererExecutor executor;
    private final StateRelocation relocation;
    private final RendererTimings timings;
    private final Renderer renderer;

    SwitchOverSteps(final DataBroker broker, final RendererExecutor executor, final StateRelocation relocation,
            final RendererTimings timings, final Renderer renderer) {
        this.broker = requireNonNull(broker);
        this.executor = requireNonNull(executor);
        this.relocation = requireNonNull(relocation);
        this.timings = requireNonNull(timings);
        this.renderer = requireNonNull(renderer);
    }

    /**
     * Asks state-sync to carry the state of the NFs the chain runs on other nodes now that the new nodes have them
     * bound; the switch-over waits for the answer, at most the configured carry wait.
     *
     * @param name the chain
     * @param chain its current rendering
     */
    void carryState(final String name, final RenderedChain chain) {
        chain.carrying = RenderedChain.Carrying.UNDER_WAY;
        LOG.info("Chain {}: its new path is in place; carrying the state of {} to their new nodes before switching "
            + "its traffic over", name, chain.relocations.stream().map(StateRelocation.Relocation::nf).toList());
        renderer.report(name, chain);
        executor.submitLater(() -> stateCarried(name, chain, "state not carried within "
            + timings.carryWait().toSeconds() + " s"), timings.carryWait());
        relocation.carry(name, chain.rules.sfcId(), chain.relocations).whenComplete((words, failure) ->
            executor.submit(() -> stateCarried(name, chain, failure == null ? words
                : "state not carried: " + failure.getMessage())));
    }

    private void stateCarried(final String name, final RenderedChain chain, final String words) {
        if (!renderer.isCurrent(name, chain) || chain.carrying != RenderedChain.Carrying.UNDER_WAY) {
            // superseded by a later rendering, or answered already
            return;
        }
        chain.carrying = RenderedChain.Carrying.DONE;
        chain.carried = words;
        if (!words.isEmpty()) {
            LOG.info("Chain {}: {}", name, words);
        }
        switchOver(name, chain);
        renderer.confirmSoon();
    }

    /**
     * Writes the flows that switch a chain's traffic over to its new rules, now that the switches confirmed the
     * others: where the traffic goes is in place before it goes there.
     *
     * @param name the chain
     * @param chain its current rendering
     */
    void switchOver(final String name, final RenderedChain chain) {
        final var flows = chain.takeHeldBack();
        final var tx = broker.newWriteOnlyTransaction();
        flows.forEach(held -> tx.mergeParentStructurePut(LogicalDatastoreType.CONFIGURATION,
            InventoryRules.flowPath(held.rule().node(), held.rule().id()), held.flow()));
        commit(tx, flows.size() + " flows switching chain " + name + " over to its new rules");
        renderer.report(name, chain);
        LOG.info("Chain {}: its new rules are in place; switching its traffic over with {} flows", name,
            flows.size());
    }

    /**
     * Takes what the chain's earlier renderings left behind off the switches, now that its rules are confirmed:
     * the shared route flows only they used, their flows, then the NFs that left a node (their groups stay while the
     * chain exists, {@link Retirement}).
     *
     * @param name the chain
     * @param chain its current rendering, confirmed
     */
    void retire(final String name, final RenderedChain chain) {
        if (!chain.heldRoutes.isEmpty()) {
            chain.heldRoutes = List.of();
            final var tx = broker.newWriteOnlyTransaction();
            if (renderer.syncRoutes(tx) > 0) {
                commit(tx, "the shared route flows of an earlier rendering of chain " + name);
            } else {
                tx.cancel();
            }
        }
        final var retirement = chain.retirement;
        if (!retirement.dueAtConfirmation()) {
            return;
        }
        chain.retirement = retirement.confirmed();
        if (!retirement.flows().isEmpty()) {
            final var tx = broker.newWriteOnlyTransaction();
            retirement.flows().forEach(flow -> tx.delete(LogicalDatastoreType.CONFIGURATION,
                InventoryRules.flowPath(flow.node(), flow.id())));
            commit(tx, retirement.flows().size() + " flows of an earlier rendering of chain " + name);
        }
        LOG.info("Chain {}: its new rules are confirmed; retiring {} flows and {} NF bindings of its earlier rendering "
            + "({} unused groups stay while the chain exists)", name, retirement.flows().size(),
            retirement.unbinds().values().stream().mapToInt(List::size).sum(), retirement.groups().size());
        retirement.unbinds().forEach((node, unbinds) -> renderer.send(name, node,
            List.of(List.copyOf(unbinds), List.of(), List.of())));
    }

    private static void commit(final WriteTransaction tx, final String what) {
        CommitLogging.log(tx.commit(), LOG, what);
    }
}
