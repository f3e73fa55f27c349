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
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.FlowSpec;
import org.openpath.southbound.render.Redirect;

/**
 * The redirects ({@code change-default} targets) the renderer keeps per chain, as recorded in the config datastore
 * ({@code default-redirects}), and the RPCs waiting for their flows. Owned by the renderer's thread.
 */
final class ChainRedirects {
    private final Map<String, Map<Redirect, FlowSpec>> byChain = new HashMap<>();
    private final Map<String, List<Waiter>> waiting = new HashMap<>();

    /**
     * An RPC waiting for a redirect's flows.
     */
    private record Waiter(Redirect redirect, SettableFuture<Void> done) {
    }

    /**
     * Takes a chain's redirects as recorded.
     *
     * @param chain the chain
     * @param recorded its recorded redirects with the flows they redirect, empty when none
     * @return whether the redirects changed (the chain must be rendered again), not just their flows
     */
    boolean replace(final String chain, final Map<Redirect, FlowSpec> recorded) {
        final var before = of(chain);
        if (recorded.isEmpty()) {
            byChain.remove(chain);
        } else {
            byChain.put(chain, Map.copyOf(recorded));
        }
        return !before.equals(recorded.keySet());
    }

    /**
     * Records an RPC waiting for a redirect.
     *
     * @param chain the chain
     * @param redirect the redirect
     * @param done completed once the chain is confirmed with it
     */
    void await(final String chain, final Redirect redirect, final SettableFuture<Void> done) {
        waiting.computeIfAbsent(chain, ignored -> new ArrayList<>()).add(new Waiter(redirect, done));
    }

    /**
     * Returns a chain's redirects.
     *
     * @param chain the chain
     * @return them, empty when none
     */
    Set<Redirect> of(final String chain) {
        return byChain.getOrDefault(chain, Map.of()).keySet();
    }

    /**
     * Returns the ChangeDefaults in effect for a chain's rendering: its redirects that the rendering has, with the
     * flows they redirect.
     *
     * @param chain the chain
     * @param rendered the redirects it was rendered with
     * @return them, empty when none
     */
    Map<Redirect, FlowSpec> changeDefaults(final String chain, final Set<Redirect> rendered) {
        final var all = byChain.getOrDefault(chain, Map.of());
        final var effective = new HashMap<Redirect, FlowSpec>();
        all.forEach((redirect, flows) -> {
            if (rendered.contains(redirect)) {
                effective.put(redirect, flows);
            }
        });
        return effective;
    }

    /**
     * Returns the chains that have redirects.
     *
     * @return their names
     */
    Set<String> chains() {
        return Set.copyOf(byChain.keySet());
    }

    /**
     * Completes the waiting RPCs whose redirect the chain's confirmed rendering has.
     *
     * @param chain the chain
     * @param rendered its rendering, {@code null} when none
     */
    void settle(final String chain, final @Nullable RenderedChain rendered) {
        final var waiters = waiting.get(chain);
        if (waiters == null || rendered == null || rendered.state != RenderedChain.State.CONFIRMED) {
            return;
        }
        final var iterator = waiters.iterator();
        while (iterator.hasNext()) {
            final var waiter = iterator.next();
            if (rendered.redirects.contains(waiter.redirect)) {
                iterator.remove();
                waiter.done.set(null);
            }
        }
        if (waiters.isEmpty()) {
            waiting.remove(chain);
        }
    }

    /**
     * Lets the waiting RPCs of a chain the renderer does not render go on: no flow of the chain is on the switches,
     * so there is nothing to wait for (the NF manager still takes the message).
     *
     * @param chain the chain
     */
    void release(final String chain) {
        final var waiters = waiting.remove(chain);
        if (waiters != null) {
            waiters.forEach(waiter -> waiter.done.set(null));
        }
    }

    /**
     * Fails the waiting RPCs of a chain.
     *
     * @param chain the chain
     * @param why what went wrong, naming the chain
     */
    void fail(final String chain, final String why) {
        final var waiters = waiting.remove(chain);
        if (waiters != null) {
            waiters.forEach(waiter -> waiter.done.setException(new IllegalStateException(why)));
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
