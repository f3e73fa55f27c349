/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import com.google.common.util.concurrent.SettableFuture;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.southbound.render.Redirect;

/**
 * The redirects ({@code change-default} targets) the renderer keeps per chain for the chain's life, and the RPCs
 * waiting for their flows. Owned by the renderer's thread.
 */
final class ChainRedirects {
    private final Map<String, Set<Redirect>> byChain = new HashMap<>();
    private final Map<String, List<SettableFuture<Void>>> waiting = new HashMap<>();

    /**
     * Records a redirect and the RPC waiting for it.
     *
     * @param chain the chain
     * @param redirect the redirect
     * @param done completed once the chain is confirmed with it
     * @return whether the chain must be rendered again (the redirect is new)
     */
    boolean add(final String chain, final Redirect redirect, final SettableFuture<Void> done) {
        waiting.computeIfAbsent(chain, ignored -> new ArrayList<>()).add(done);
        return byChain.computeIfAbsent(chain, ignored -> new HashSet<>()).add(redirect);
    }

    /**
     * Returns a chain's redirects.
     *
     * @param chain the chain
     * @return them, empty when none
     */
    Set<Redirect> of(final String chain) {
        return Set.copyOf(byChain.getOrDefault(chain, Set.of()));
    }

    /**
     * Completes the waiting RPCs of a chain whose rendering is confirmed with all its redirects.
     *
     * @param chain the chain
     * @param rendered its rendering, {@code null} when none
     */
    void settle(final String chain, final @Nullable RenderedChain rendered) {
        final var futures = waiting.get(chain);
        if (futures == null || rendered == null || rendered.state != RenderedChain.State.CONFIRMED
                || !rendered.redirects.containsAll(of(chain))) {
            return;
        }
        waiting.remove(chain).forEach(future -> future.set(null));
    }

    /**
     * Lets the waiting RPCs of a chain the renderer does not render go on: no flow of the chain is on the switches,
     * so there is nothing to wait for (the NF manager still takes the message).
     *
     * @param chain the chain
     */
    void release(final String chain) {
        final var futures = waiting.remove(chain);
        if (futures != null) {
            futures.forEach(future -> future.set(null));
        }
    }

    /**
     * Fails the waiting RPCs of a chain.
     *
     * @param chain the chain
     * @param why what went wrong, naming the chain
     */
    void fail(final String chain, final String why) {
        final var futures = waiting.remove(chain);
        if (futures != null) {
            futures.forEach(future -> future.setException(new IllegalStateException(why)));
        }
    }

    /**
     * Forgets a chain that is gone.
     *
     * @param chain the chain
     */
    void forget(final String chain) {
        fail(chain, "chain '" + chain + "' is gone");
        byChain.remove(chain);
    }

    /**
     * Returns the chains with RPCs waiting.
     *
     * @return their names
     */
    Set<String> awaited() {
        return Set.copyOf(waiting.keySet());
    }
}
