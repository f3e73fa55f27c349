/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.Nodes;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.openpath.api.datastore.CommitLogging;
import org.openpath.southbound.render.ChainRules;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Once after the renderer starts: removes the flows and groups in the config inventory that carry an OpenPATH cookie
 * or group name but belong to no rendered chain (their chain was deleted while the controller was down). A rule is
 * stale only once every chain has its rules again, so the sweep waits while chains are still to be rendered, up to
 * the configured number of times.
 */
final class StaleRuleSweep {
    private static final Logger LOG = LoggerFactory.getLogger(StaleRuleSweep.class);

    /**
     * What the sweep asks the renderer, on the renderer's thread.
     */
    interface Owner {
        /**
         * How many chains are still to be placed or rendered.
         *
         * @return the count
         */
        long chainsAwaitingRendering();

        /**
         * The rules of every rendered chain.
         *
         * @return the rules no sweep may remove
         */
        List<ChainRules> ownedRules();

        /**
         * Called when the sweep runs, before it removes anything: the renderer forgets what else was left behind.
         */
        void sweeping();
    }

    private final DataBroker broker;
    private final RendererExecutor executor;
    private final RendererTimings timings;
    private final Owner owner;
    private int postponed;

    /**
     * Creates the sweep.
     *
     * @param broker the data broker
     * @param executor the renderer's thread
     * @param timings when the sweep runs and how often it waits
     * @param owner the renderer
     */
    StaleRuleSweep(final DataBroker broker, final RendererExecutor executor, final RendererTimings timings,
            final Owner owner) {
        this.broker = requireNonNull(broker);
        this.executor = requireNonNull(executor);
        this.timings = requireNonNull(timings);
        this.owner = requireNonNull(owner);
    }

    /**
     * Schedules the sweep after the configured delay.
     */
    void start() {
        executor.submitLater(this::sweep, timings.sweepDelay());
    }

    private void sweep() {
        final long awaiting = owner.chainsAwaitingRendering();
        if (awaiting > 0 && postponed < timings.sweepMaxPostpones()) {
            // a rule is stale only once every chain has its rules again: until then it may be a chain's own
            postponed++;
            LOG.info("Sweep of stale OpenPATH rules waits for {} chains to be rendered", awaiting);
            executor.submitLater(this::sweep, timings.sweepRetry());
            return;
        }
        final ListenableFuture<Optional<Nodes>> read;
        try (var tx = broker.newReadOnlyTransaction()) {
            read = tx.read(LogicalDatastoreType.CONFIGURATION, DataObjectIdentifier.builder(Nodes.class).build());
        }
        read.addListener(() -> executor.submit(() -> removeStale(read)), MoreExecutors.directExecutor());
    }

    private void removeStale(final ListenableFuture<Optional<Nodes>> read) {
        owner.sweeping();
        final Optional<Nodes> nodes;
        try {
            nodes = Futures.getDone(read);
        } catch (ExecutionException e) {
            LOG.warn("Could not read the config inventory to remove stale OpenPATH rules", e);
            return;
        }
        final var stalePaths = StaleRules.find(nodes.orElse(null), owner.ownedRules());
        if (stalePaths.isEmpty()) {
            LOG.info("Sweep of stale OpenPATH rules: none found");
            return;
        }
        final var tx = broker.newWriteOnlyTransaction();
        stalePaths.forEach(path -> tx.delete(LogicalDatastoreType.CONFIGURATION, path));
        LOG.info("Removing {} stale OpenPATH flows and groups no chain owns", stalePaths.size());
        CommitLogging.log(tx.commit(), LOG, "the removal of " + stalePaths.size() + " stale OpenPATH rules");
    }
}
