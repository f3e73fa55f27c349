/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * State-sync's service to the renderer: carrying the state of a chain's NFs that a new placement runs on other nodes,
 * before the chain's traffic switches to them (docs/state-move.md section 10). The renderer asks once the new nodes
 * have the NFs bound and every rule but those that switch the traffic is confirmed, and switches the traffic when the
 * answer comes.
 */
public interface StateRelocation {
    /**
     * An NF that a new placement runs on another node.
     *
     * @param nf the NF's name in the chain
     * @param serviceId its SERVICE-ID, the same on both nodes
     * @param nfType its type
     * @param source the node it leaves
     * @param destination the node it runs on now, where it is bound already
     */
    record Relocation(String nf, long serviceId, String nfType, String source, String destination) {
        /**
         * Validates the components.
         *
         * @throws IllegalArgumentException if source and destination are the same node
         */
        public Relocation {
            requireNonNull(nf, "nf");
            requireNonNull(nfType, "nfType");
            requireNonNull(source, "source");
            requireNonNull(destination, "destination");
            if (source.equals(destination)) {
                throw new IllegalArgumentException("NF " + nf + " stays on " + source);
            }
        }
    }

    /** Carries nothing: for a renderer without state-sync. */
    StateRelocation NONE = (chain, sfcId, relocations) -> CompletableFuture.completedFuture("");

    /**
     * Starts loss-free moves of the state of the stateful NFs among the relocations.
     *
     * @param chain the chain
     * @param sfcId its SFC-ID
     * @param relocations its NFs that run on other nodes now
     * @return completes once every move redirects (the traffic may switch now) or has failed, with what was carried,
     *     in words, e.g. {@code state carried: nat to openflow:2 (8 chunks)}; empty when no relocated NF has state
     */
    CompletionStage<String> carry(String chain, long sfcId, List<Relocation> relocations);
}
