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
import com.google.common.util.concurrent.MoreExecutors;
import java.util.List;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.ControllerMessage;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.NfBind;
import org.openpath.southbound.render.NfMessagePhases;
import org.openpath.southbound.render.Redirect;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A chain's NF messages to the switches (NF_BIND, NF-handler rules, GRAPH_SET, ChangeDefault, NF_UNBIND) and what
 * their answers do to its rendering: sent phase after phase per switch ({@link NfMessageSender}), counted while in
 * flight, a refusal failing the rendering until the switch takes a later round. A switch that (re)connects gets the
 * messages of every rendering on it again. Runs on the renderer's thread only.
 */
final class ChainMessages {
    /**
     * What the messages need of the renderer.
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
         * Reports the chain's rendering: its messages were answered, or refused.
         *
         * @param name the chain
         * @param chain the rendering
         */
        void report(String name, RenderedChain chain);

        /**
         * Goes on with a chain whose messages to a switch were answered: confirmed at once if nothing else was
         * missing, or the switches asked again soon.
         *
         * @param name the chain
         * @param chain the rendering
         */
        void messagesAnswered(String name, RenderedChain chain);

        /**
         * The change-default targets in effect for a chain, which a switch that takes its NF bindings again needs
         * again too.
         *
         * @param name the chain
         * @param chain its rendering
         * @return per redirect, its target's flows
         */
        Map<Redirect, FlowSpec> changeDefaults(String name, RenderedChain chain);
    }

    private static final Logger LOG = LoggerFactory.getLogger(ChainMessages.class);

    private final NfMessageSender sender;
    private final RendererExecutor executor;
    private final Renderer renderer;

    ChainMessages(final NfMessageSender sender, final RendererExecutor executor, final Renderer renderer) {
        this.sender = requireNonNull(sender);
        this.executor = requireNonNull(executor);
        this.renderer = requireNonNull(renderer);
    }

    /**
     * Sends messages to a switch, phase after phase: those of a chain's current rendering (with its change-defaults in
     * effect after them), or, without a rendering, NF_UNBINDs of a chain or of an earlier rendering that retires.
     *
     * @param name the chain
     * @param current the rendering the messages are of, {@code null} for unbinds only
     * @param node the switch
     * @param phases the messages, phase after phase
     */
    void send(final String name, final @Nullable RenderedChain current, final String node,
            final List<List<ControllerMessage>> phases) {
        if (phases.stream().allMatch(List::isEmpty)) {
            return;
        }
        final var toSend = current == null ? phases : NfMessagePhases.withChangeDefaults(phases, current.view,
            renderer.changeDefaults(name, current));
        if (toSend.size() > phases.size()) {
            LOG.info("Chain {}: sending its ChangeDefaults in effect to {} again: {}", name, node, toSend.getLast());
        }
        if (current != null) {
            current.messagesInFlight++;
        }
        final var done = sender.sendPhases(node, toSend);
        done.addListener(() -> executor.submit(() -> answered(name, current, node, Futures.getUnchecked(done))),
            MoreExecutors.directExecutor());
    }

    /**
     * Sends a rendering's NF messages for a switch that (re)connected again: it may have lost them.
     *
     * @param name the chain
     * @param chain its current rendering
     * @param node the switch
     */
    void sendAgain(final String name, final RenderedChain chain, final String node) {
        final var messages = chain.rules.nfMessages().get(node);
        if (messages == null || messages.isEmpty()) {
            return;
        }
        LOG.info("Switch {} connected: sending chain {}'s {} NF bindings and handler rules again", node, name,
            messages.size());
        send(name, chain, node, List.of(List.of(), messages.stream().filter(NfBind.class::isInstance).toList(),
            messages.stream().filter(message -> !(message instanceof NfBind)).toList()));
    }

    private void answered(final String name, final @Nullable RenderedChain current, final String node,
            final List<String> refusals) {
        if (current == null) {
            if (!refusals.isEmpty()) {
                LOG.warn("Removing chain {}'s NF bindings: {}", name, refusals);
            }
            return;
        }
        current.messagesInFlight--;
        if (!renderer.isCurrent(name, current)) {
            return;
        }
        if (current.messagesInFlight == 0) {
            current.timeline.acknowledged(System.nanoTime());
        }
        if (current.messagesAnswered(node, refusals)) {
            if (current.state == RenderedChain.State.FAILED) {
                LOG.warn("Chain {}: {}", name, current.reason);
            }
            renderer.report(name, current);
        }
        renderer.messagesAnswered(name, current);
    }
}
