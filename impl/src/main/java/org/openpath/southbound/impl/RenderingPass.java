/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.MoreExecutors;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.opendaylight.mdsal.binding.api.WriteTransaction;
import org.opendaylight.mdsal.common.api.CommitInfo;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The renderer's passes: the chains whose inputs changed are marked dirty, and a pass, a short delay after the first
 * mark, runs their steps and writes what they produced in one config transaction. A pass takes at most about
 * {@code passWrites} writes (a transaction of some megabytes breaks the datastore's journal, docs/upstream-issues.md,
 * "A large transaction breaks the shard's journal"); the rest waits for the next pass, right after it. Once the
 * transaction is committed the installations go on (NF messages, confirmation); a commit that fails has its chains
 * forgotten and rendered again after a pause that doubles with every failure in a row, up to 30 s.
 *
 * <p>Runs on the renderer's thread only.
 */
final class RenderingPass {
    /** The inventory writes one pass puts in its transaction, about. */
    static final int PASS_WRITES = 500;

    private static final Logger LOG = LoggerFactory.getLogger(RenderingPass.class);
    private static final long MAX_RETRY_PAUSE_S = 30;

    /**
     * What a pass does with the chains.
     */
    interface Chains {
        /**
         * Tells whether passes may run: the chains stay dirty until then.
         *
         * @return whether they may
         */
        boolean ready();

        /**
         * Runs a chain's step; never throws.
         *
         * @param chain the chain
         * @return its writes and installations
         */
        ChainStep.Result step(String chain);

        /**
         * Adds what the pass writes besides the chains' own rules (the shared route flows they ride on).
         *
         * @param tx the pass's transaction
         * @return the number of writes added
         */
        int finish(WriteTransaction tx);

        /**
         * Logs what the pass's steps did to their chains: each chain's line, or the summary when they are many
         * ({@link ChainLogLines}).
         *
         * @param summary the pass summed up
         */
        void stepped(Supplier<String> summary);

        /**
         * Goes on with the installations of a pass whose writes are committed, or had none.
         *
         * @param installed the installations, in the order of their chains' steps
         */
        void committed(List<ChainStep.Installation> installed);

        /**
         * Forgets the installations of a pass whose writes were not committed; their chains are marked dirty again
         * after a pause.
         *
         * @param installed the installations
         */
        void notCommitted(List<ChainStep.Installation> installed);
    }

    private final Supplier<WriteTransaction> transactions;
    private final RendererExecutor executor;
    private final Duration delay;
    private final int passWrites;
    private final Chains chains;
    private final Set<String> dirty = new LinkedHashSet<>();
    private boolean scheduled;
    private int commitFailures;

    /**
     * Creates the passes.
     *
     * @param transactions makes a pass's write transaction
     * @param executor the renderer's thread
     * @param delay from the first chain marked dirty to its pass
     * @param passWrites the writes one pass takes, about (a chain's writes are never split)
     * @param chains what a pass does with the chains
     */
    RenderingPass(final Supplier<WriteTransaction> transactions, final RendererExecutor executor,
            final Duration delay, final int passWrites, final Chains chains) {
        this.transactions = requireNonNull(transactions);
        this.executor = requireNonNull(executor);
        this.delay = requireNonNull(delay);
        if (passWrites < 1) {
            throw new IllegalArgumentException("a pass takes at least one write, not " + passWrites);
        }
        this.passWrites = passWrites;
        this.chains = requireNonNull(chains);
    }

    /**
     * Marks a chain dirty: it is rendered in the next pass.
     *
     * @param chain the chain
     */
    void markDirty(final String chain) {
        dirty.add(chain);
        schedule();
    }

    /**
     * Tells whether a chain waits for a pass.
     *
     * @param chain the chain
     * @return whether it does
     */
    boolean pending(final String chain) {
        return dirty.contains(chain);
    }

    /**
     * Schedules a pass for the chains that waited while passes could not run.
     */
    void resume() {
        if (!dirty.isEmpty()) {
            schedule();
        }
    }

    private void schedule() {
        if (!scheduled) {
            scheduled = true;
            executor.submitLater(this::run, delay);
        }
    }

    private void run() {
        scheduled = false;
        if (!chains.ready()) {
            // the chains stay dirty: the pass runs once resumed
            return;
        }
        final var tx = transactions.get();
        final var installed = new ArrayList<ChainStep.Installation>();
        int stepped = 0;
        int writes = 0;
        for (var iterator = dirty.iterator(); iterator.hasNext() && writes < passWrites; ) {
            final var chain = iterator.next();
            iterator.remove();
            stepped++;
            // a chain's writes and messages join the pass only once its step completed
            final var step = chains.step(chain);
            step.writes().applyTo(tx);
            writes += step.writes().size();
            installed.addAll(step.installed());
        }
        resume();
        writes += chains.finish(tx);
        final int changes = stepped;
        final int total = writes;
        chains.stepped(() -> "Rendered a batch of %d chain changes (%d inventory writes)".formatted(changes, total));
        if (writes == 0) {
            tx.cancel();
            chains.committed(installed);
            return;
        }
        commit(tx, writes, installed);
    }

    private void commit(final WriteTransaction tx, final int count, final List<ChainStep.Installation> installed) {
        final long start = System.nanoTime();
        tx.commit().addCallback(new FutureCallback<CommitInfo>() {
            @Override
            public void onSuccess(final CommitInfo result) {
                final long millis = (System.nanoTime() - start) / 1_000_000;
                if (millis > 1_000) {
                    LOG.info("Writing {} inventory changes for {} chains took {} ms", count, installed.size(),
                        millis);
                } else {
                    LOG.debug("Rendering wrote {} inventory changes for {} chains in {} ms", count,
                        installed.size(), millis);
                }
                executor.submit(() -> {
                    commitFailures = 0;
                    chains.committed(installed);
                });
            }

            @Override
            public void onFailure(final Throwable cause) {
                executor.submit(() -> {
                    // written again, after a pause that doubles with every failure in a row (the datastore may
                    // refuse every write for a while: no loop of passes that fail at once)
                    commitFailures++;
                    final var pause = Duration.ofSeconds(Math.min(MAX_RETRY_PAUSE_S,
                        1L << Math.min(commitFailures - 1, 5)));
                    LOG.error("Writing {} inventory changes for {} chains failed ({} in a row); rendering them again "
                        + "in {} s", count, installed.size(), commitFailures, pause.toSeconds(), cause);
                    chains.notCommitted(installed);
                    executor.submitLater(() -> installed.forEach(installation -> markDirty(installation.chain())),
                        pause);
                });
            }
        }, MoreExecutors.directExecutor());
    }
}
