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
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.common.api.CommitInfo;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.FlowMatch;
import org.openpath.api.datastore.CommitLogging;
import org.openpath.southbound.render.Redirect;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Redirect coordination: a {@code change-default} RPC asks for the flows its new target needs before the NF is told
 * to send traffic there. The target is recorded in the config datastore ({@code default-redirects}), where the
 * renderer picks it up and renders the chain with it; the RPC goes on once the switches confirmed that rendering, or
 * at once when nothing of the chain is on the switches. It fails naming why: the chain is not configured, its
 * rendering failed, or no such rendering was confirmed within the configured time.
 */
final class RedirectCoordinator {
    private static final Logger LOG = LoggerFactory.getLogger(RedirectCoordinator.class);

    /**
     * What the coordinator asks the renderer about a chain, on the renderer's thread.
     */
    interface Chains {
        /**
         * Whether the chain is configured.
         *
         * @param chain the chain
         * @return whether its request exists
         */
        boolean configured(String chain);

        /**
         * Why the chain's rendering failed.
         *
         * @param chain the chain
         * @return the reason, {@code null} when it did not fail
         */
        @Nullable String failure(String chain);

        /**
         * The chain's current rendering.
         *
         * @param chain the chain
         * @return the rendering, {@code null} for none
         */
        @Nullable RenderedChain rendered(String chain);

        /**
         * Whether the chain is about to be rendered (a change waits for the next pass).
         *
         * @param chain the chain
         * @return whether a pass will render it
         */
        boolean renderingPending(String chain);
    }

    private final DataBroker broker;
    private final RendererExecutor executor;
    private final RendererTimings timings;
    private final ChainRedirects redirects;
    private final Chains chains;

    /**
     * Creates the coordinator.
     *
     * @param broker the data broker
     * @param executor the renderer's thread
     * @param timings how long an RPC waits at most
     * @param redirects the redirects the renderer keeps
     * @param chains the renderer
     */
    RedirectCoordinator(final DataBroker broker, final RendererExecutor executor, final RendererTimings timings,
            final ChainRedirects redirects, final Chains chains) {
        this.broker = requireNonNull(broker);
        this.executor = requireNonNull(executor);
        this.timings = requireNonNull(timings);
        this.redirects = requireNonNull(redirects);
        this.chains = requireNonNull(chains);
    }

    /**
     * Makes a redirect target reachable.
     *
     * @param chain the chain
     * @param redirect the default edge that changes
     * @param flows the flows it changes for, {@code null} for all the chain's
     * @return done once the target's flows are confirmed, failed naming why they cannot be
     */
    ListenableFuture<Void> ensure(final String chain, final Redirect redirect, final @Nullable FlowMatch flows) {
        final var done = SettableFuture.<Void>create();
        executor.submit(() -> {
            if (!chains.configured(chain)) {
                done.setException(new IllegalArgumentException("chain '" + chain + "' is not configured"));
                return;
            }
            final var failure = chains.failure(chain);
            if (failure != null) {
                done.setException(new IllegalStateException("chain '" + chain + "' could not be rendered: "
                    + failure));
                return;
            }
            redirects.await(chain, redirect, done);
            // recorded again when known: the flows it redirects may have changed
            record(chain, redirect, flows, done);
            final var rendered = chains.rendered(chain);
            if (!redirects.of(chain).contains(redirect)) {
                LOG.info("Chain {}: {} may be redirected to {}, recording it", chain, redirect.from(), redirect.to());
            } else if (rendered == null && !chains.renderingPending(chain)) {
                // not rendered: no flow to wait for
                redirects.release(chain);
            } else {
                redirects.settle(chain, rendered);
            }
        });
        executor.submitLater(() -> done.setException(new IllegalStateException("chain '" + chain + "' was not "
            + "rendered with a flow for " + redirect.to() + " within " + timings.redirectTimeout().toSeconds()
            + " s")), timings.redirectTimeout());
        return done;
    }

    /**
     * Forgets a chain's redirects, here and in the config datastore: a chain created again under its name starts
     * without them.
     *
     * @param chain the chain
     */
    void forget(final String chain) {
        redirects.forget(chain);
        final var tx = broker.newWriteOnlyTransaction();
        tx.delete(LogicalDatastoreType.CONFIGURATION, RecordedRedirects.chainPath(chain));
        CommitLogging.log(tx.commit(), LOG, "the removal of chain " + chain + "'s recorded redirects");
    }

    private void record(final String chain, final Redirect redirect, final @Nullable FlowMatch flows,
            final SettableFuture<Void> done) {
        final var tx = broker.newWriteOnlyTransaction();
        tx.mergeParentStructurePut(LogicalDatastoreType.CONFIGURATION, RecordedRedirects.targetPath(chain, redirect),
            RecordedRedirects.target(redirect, flows));
        tx.commit().addCallback(new FutureCallback<CommitInfo>() {
            @Override
            public void onSuccess(final CommitInfo result) {
                // the renderer's listener takes it from here
            }

            @Override
            public void onFailure(final Throwable cause) {
                LOG.warn("Could not record redirect {} of chain {}", redirect, chain, cause);
                done.setException(new IllegalStateException("could not record the redirect of chain '" + chain
                    + "' to " + redirect.to() + ": " + cause.getMessage(), cause));
            }
        }, MoreExecutors.directExecutor());
    }
}
