/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.FlowMatch;
import org.openpath.southbound.render.Redirect;

/**
 * Where a {@code change-default} RPC asks the renderer for a flow of the new default target (the switch re-submits
 * the packets there, so the target needs a flow on the node of the NF whose edge changes), and waits until the
 * switches confirmed it. The renderer serves the requests while it runs on this member; otherwise a request is
 * refused saying so (the RPCs are registered where the renderer runs, so in a cluster they reach that member).
 * Thread-safe.
 */
public final class RedirectRequests {
    /**
     * Makes a redirect target reachable.
     */
    @FunctionalInterface
    interface Handler {
        /**
         * Renders the chain with the redirect.
         *
         * @param chain the chain
         * @param redirect the default edge that changes
         * @param flows the flows it changes for, {@code null} for all the chain's
         * @return done once the target's flows are confirmed, failed naming why they cannot be
         */
        ListenableFuture<Void> ensure(String chain, Redirect redirect, @Nullable FlowMatch flows);
    }

    // until the renderer serves here: refused, as after it stopped here
    private volatile Handler handler = RedirectRequests::notServed;

    /**
     * Creates the bridge, not served yet.
     */
    public RedirectRequests() {
        // served by the renderer once it runs
    }

    /**
     * Serves the requests from now on.
     *
     * @param newHandler the renderer's handler
     */
    void serve(final Handler newHandler) {
        handler = newHandler;
    }

    /**
     * Stops serving: the renderer stopped on this member (it moved to another, or the controller stops), so no
     * redirect can be made reachable from here.
     */
    void stopServing() {
        handler = RedirectRequests::notServed;
    }

    private static ListenableFuture<Void> notServed(final String chain, final Redirect redirect,
            final @Nullable FlowMatch flows) {
        return Futures.immediateFailedFuture(new IllegalStateException("the renderer does not run on this controller "
            + "member now; chain '" + chain + "' cannot be redirected to " + redirect.to() + " from here"));
    }

    /**
     * Asks for the flows a redirect needs.
     *
     * @param chain the chain
     * @param redirect the default edge that changes
     * @param flows the flows it changes for, {@code null} for all the chain's
     * @return done once they are confirmed
     */
    ListenableFuture<Void> ensure(final String chain, final Redirect redirect, final @Nullable FlowMatch flows) {
        return handler.ensure(chain, redirect, flows);
    }
}
