/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.common.util.concurrent.Futures;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openpath.openflow.ControllerMessage;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.NfBind;
import org.openpath.openflow.NfUnbind;
import org.openpath.southbound.render.ChainRules;
import org.openpath.southbound.render.ChainView;
import org.openpath.southbound.render.Redirect;

/**
 * A chain's NF messages and their answers, with a switch channel that takes every message but NF_BINDs of the NF
 * type it does not know.
 */
class ChainMessagesTest {
    private static final long SFC = 7;
    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final NfBind FW = new NfBind(1, SFC, "firewall", "fw");
    private static final NfBind UNKNOWN = new NfBind(2, SFC, "teleporter", "tp");
    private static final NfUnbind FW_GOES = new NfUnbind(1, SFC);

    private final RendererExecutor executor = new RendererExecutor("chain-messages-test-%d");
    private final List<String> wire = new CopyOnWriteArrayList<>();
    private final List<String> reports = new CopyOnWriteArrayList<>();
    private final AtomicInteger confirmations = new AtomicInteger();
    private volatile RenderedChain current;
    private final ChainMessages messages = new ChainMessages(new NfMessageSender((node, message) -> {
        wire.add(node + " " + message.type());
        return Futures.immediateFuture(message instanceof NfBind bind && bind.nfType().equals("teleporter")
            ? List.of(node + ": UNKNOWN_NF_TYPE") : List.of());
    }, executor.scheduler(), RendererTimings.DEFAULT), executor, new ChainMessages.Renderer() {
        @Override
        public boolean isCurrent(final String name, final RenderedChain chain) {
            return chain == current;
        }

        @Override
        public void report(final String name, final RenderedChain chain) {
            reports.add(name + " " + chain.state);
        }

        @Override
        public void messagesAnswered(final String name, final RenderedChain chain) {
            confirmations.incrementAndGet();
        }

        @Override
        public Map<Redirect, FlowSpec> changeDefaults(final String name, final RenderedChain chain) {
            return Map.of();
        }
    });

    @AfterEach
    void stop() {
        executor.close();
    }

    @Test
    void aRenderingsMessagesAreCountedUntilAnsweredAndARefusalFailsIt() {
        final var chain = rendering(Map.of("a", List.of(FW, UNKNOWN)));
        current = chain;
        executor.submit(() -> {
            messages.send("c", chain, "a", List.of(List.of(), List.of(FW, UNKNOWN), List.of()));
            assertEquals(1, chain.messagesInFlight, "in flight until answered");
        });
        await().atMost(WAIT).until(() -> confirmations.get() == 1);
        assertEquals(0, chain.messagesInFlight);
        assertEquals(List.of("a NF_BIND", "a NF_BIND"), wire);
        assertEquals(List.of("c FAILED"), reports);
        assertEquals("switches refused NF messages: a: UNKNOWN_NF_TYPE (the chain's flows stay installed; its NF "
            + "messages are sent again when the switch reconnects or the chain changes)", chain.reason);
    }

    @Test
    void theAnswerForARenderingSupersededMeanwhileChangesNothing() {
        final var chain = rendering(Map.of("a", List.of(UNKNOWN)));
        current = rendering(Map.of());
        executor.submit(() -> messages.send("c", chain, "a", List.of(List.of(UNKNOWN))));
        await().atMost(WAIT).until(() -> chain.messagesInFlight == 0 && wire.size() == 1);
        await().during(Duration.ofMillis(300)).atMost(Duration.ofSeconds(10))
            .until(() -> reports.isEmpty() && confirmations.get() == 0);
        assertEquals(RenderedChain.State.PENDING, chain.state);
    }

    @Test
    void unbindsOfNoRenderingAreSentAndNothingWaitsForThem() {
        executor.submit(() -> messages.send("c", null, "b", List.of(List.of(FW_GOES), List.of(), List.of())));
        await().atMost(WAIT).until(() -> wire.equals(List.of("b NF_UNBIND")));
        await().during(Duration.ofMillis(300)).atMost(Duration.ofSeconds(10))
            .until(() -> reports.isEmpty() && confirmations.get() == 0);
    }

    @Test
    void nothingToSendSendsNothing() {
        final var chain = rendering(Map.of());
        current = chain;
        executor.submit(() -> {
            messages.send("c", chain, "a", List.of(List.of(), List.of()));
            messages.sendAgain("c", chain, "a");
        });
        await().during(Duration.ofMillis(300)).atMost(Duration.ofSeconds(10))
            .until(() -> wire.isEmpty() && chain.messagesInFlight == 0);
    }

    @Test
    void aSwitchThatConnectsAgainGetsTheBindingsBeforeTheOtherMessages() {
        final var chain = rendering(Map.of("a", List.of(FW_GOES, FW), "b", List.of(FW)));
        current = chain;
        executor.submit(() -> messages.sendAgain("c", chain, "a"));
        await().atMost(WAIT).until(() -> confirmations.get() == 1);
        assertEquals(List.of("a NF_BIND", "a NF_UNBIND"), wire, "the NF_BIND phase first, whatever the order held");
        assertEquals(List.of(), reports, "taken: the report stays as it was");
    }

    private static RenderedChain rendering(final Map<String, List<ControllerMessage>> nfMessages) {
        final var rules = new ChainRules("c", SFC, 0x4F50_0000_0007_0001L, List.of(), List.of(), nfMessages,
            List.of(), List.of());
        return new RenderedChain(new ChainView("c", SFC, FlowSpec.ANY, null, null, null, 2L, List.of(), List.of(),
            List.of(), List.of()), rules, rules.cookie(), System.nanoTime());
    }
}
