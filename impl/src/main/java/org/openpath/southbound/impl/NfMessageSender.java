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
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.openpath.openflow.ControllerMessage;
import org.openpath.openflow.HandlerRuleAdd;
import org.openpath.openflow.HandlerRuleDelete;
import org.openpath.openflow.HandlerRuleModify;
import org.openpath.openflow.NfUnbind;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends a chain's NF messages (NF_BIND, NF_UNBIND, NF-handler rules) to one switch, phase after phase: the messages
 * of a phase go out together, the next phase once every one of them was answered. What a switch refuses is
 * collected, not thrown.
 *
 * <ul>
 *   <li>A message without an answer within the send timeout is sent again, up to the configured attempts.</li>
 *   <li>A switch that is (re)connecting, whose RPCs are not registered yet, is tried again a second apart.</li>
 *   <li>A handler rule the switch kept (RULE_EXISTS after a reconnect or a controller restart) is replaced.</li>
 *   <li>Undoing (NF_UNBIND, HANDLER_RULE_DELETE) is never refused: a switch that is gone or forgot it is fine, and
 *   one that does not answer within the send timeout is not waited for any longer.</li>
 * </ul>
 */
final class NfMessageSender {
    private static final Logger LOG = LoggerFactory.getLogger(NfMessageSender.class);

    /**
     * Sends one message to one switch.
     */
    @FunctionalInterface
    interface Channel {
        /**
         * Sends the message.
         *
         * @param node the switch
         * @param message the message
         * @return the switch's refusals, empty once it took the message
         */
        ListenableFuture<List<String>> send(String node, ControllerMessage message);
    }

    private final Channel channel;
    private final ScheduledExecutorService scheduler;
    private final RendererTimings timings;

    /**
     * Creates the sender.
     *
     * @param channel sends one message
     * @param scheduler times out and schedules the retries
     * @param timings the send timeout and attempts
     */
    NfMessageSender(final Channel channel, final ScheduledExecutorService scheduler, final RendererTimings timings) {
        this.channel = requireNonNull(channel);
        this.scheduler = requireNonNull(scheduler);
        this.timings = requireNonNull(timings);
    }

    /**
     * Sends phases of messages to a switch.
     *
     * @param node the switch
     * @param phases the messages, phase after phase
     * @return every refusal, each naming the switch; empty once every message was taken
     */
    ListenableFuture<List<String>> sendPhases(final String node, final List<List<ControllerMessage>> phases) {
        ListenableFuture<List<String>> chained = Futures.immediateFuture(List.of());
        for (var phase : phases) {
            chained = Futures.transformAsync(chained, refusals -> {
                if (phase.isEmpty()) {
                    return Futures.immediateFuture(refusals);
                }
                final var sent = new ArrayList<ListenableFuture<List<String>>>();
                for (var message : phase) {
                    sent.add(sendOne(node, message));
                }
                return Futures.transform(Futures.allAsList(sent), all -> {
                    final var merged = new ArrayList<>(refusals);
                    all.forEach(merged::addAll);
                    return merged;
                }, MoreExecutors.directExecutor());
            }, MoreExecutors.directExecutor());
        }
        return Futures.catching(chained, Exception.class, failure -> List.of(node + ": " + failure),
            MoreExecutors.directExecutor());
    }

    private ListenableFuture<List<String>> sendOne(final String node, final ControllerMessage message) {
        if (message instanceof NfUnbind || message instanceof HandlerRuleDelete) {
            // undoing: a switch that is gone or forgot it is fine, so no retries and no refusal; nor does one that
            // never answers (its connection is going) hold the next phase for longer than the send timeout
            final long timeoutMs = timings.sendTimeout().toMillis();
            final var answered = Futures.transform(Futures.withTimeout(channel.send(node, message), timeoutMs,
                TimeUnit.MILLISECONDS, scheduler), refusals -> {
                    if (!refusals.isEmpty()) {
                        LOG.debug("{} not taken (the switch forgot it or is gone): {}", message, refusals);
                    }
                    return List.<String>of();
                }, MoreExecutors.directExecutor());
            return Futures.catching(answered, TimeoutException.class, timeout -> {
                LOG.debug("{} to {} not answered within {} ms (the switch is going or gone)", message, node,
                    timeoutMs);
                return List.<String>of();
            }, MoreExecutors.directExecutor());
        }
        return Futures.transformAsync(send(node, message, 1), refusals -> {
            if (message instanceof HandlerRuleAdd add && !refusals.isEmpty()
                    && refusals.stream().allMatch(refusal -> refusal.contains("RULE_EXISTS"))) {
                // the switch kept the rule (reconnect, controller restart): replace it
                return send(node, new HandlerRuleModify(add.rule()), 1);
            }
            return Futures.immediateFuture(refusals);
        }, MoreExecutors.directExecutor());
    }

    private ListenableFuture<List<String>> send(final String node, final ControllerMessage message,
            final int attempt) {
        final long timeoutMs = timings.sendTimeout().toMillis();
        final var answer = Futures.transformAsync(Futures.withTimeout(channel.send(node, message), timeoutMs,
            TimeUnit.MILLISECONDS, scheduler), refusals -> {
                if (!refusals.isEmpty() && refusals.stream().allMatch(NfMessageSender::isTransient)
                        && attempt < timings.connectAttempts()) {
                    // the switch is (re)connecting: its RPCs or its session's queue are not there yet
                    return Futures.scheduleAsync(() -> send(node, message, attempt + 1), 1, TimeUnit.SECONDS,
                        scheduler);
                }
                return Futures.immediateFuture(refusals);
            }, MoreExecutors.directExecutor());
        return Futures.catchingAsync(answer, TimeoutException.class, timeout -> {
            if (attempt < timings.sendAttempts()) {
                LOG.info("{} for {} got no answer within {} ms: sending it again", message.type(), node, timeoutMs);
                return send(node, message, attempt + 1);
            }
            return Futures.immediateFuture(List.of(node + ": no answer to " + message.type() + " within "
                + timeoutMs + " ms, " + timings.sendAttempts() + " times"));
        }, MoreExecutors.directExecutor());
    }

    // OpenFlowPlugin's answers while a switch's session is being set up or torn down, not the switch's refusals:
    // "Request quota exceeded" is also what it says when no xid can be reserved because the session has no queue yet
    private static boolean isTransient(final String refusal) {
        return refusal.contains("No implementation of RPC") || refusal.contains("Device disconnected")
            || refusal.contains("not connected") || refusal.contains("Request quota exceeded");
    }
}
