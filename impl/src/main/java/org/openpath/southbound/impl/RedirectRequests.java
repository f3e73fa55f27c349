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
import org.openpath.southbound.render.Redirect;

/**
 * Where a {@code change-default} RPC asks the renderer for a flow of the new default target (the switch re-submits
 * the packets there, so the target needs a flow on the node of the NF whose edge changes), and waits until the
 * switches confirmed it. The renderer serves the requests once it runs; without one, a request succeeds at once.
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
         * @return done once the target's flows are confirmed, failed naming why they cannot be
         */
        ListenableFuture<Void> ensure(String chain, Redirect redirect);
    }

    // until the renderer serves: nothing to wait for
    private volatile Handler handler = (chain, redirect) -> Futures.immediateVoidFuture();

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
     * Asks for the flows a redirect needs.
     *
     * @param chain the chain
     * @param redirect the default edge that changes
     * @return done once they are confirmed
     */
    ListenableFuture<Void> ensure(final String chain, final Redirect redirect) {
        return handler.ensure(chain, redirect);
    }
}
