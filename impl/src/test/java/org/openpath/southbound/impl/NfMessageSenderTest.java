/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.SettableFuture;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openpath.openflow.ControllerMessage;
import org.openpath.openflow.HandlerAction;
import org.openpath.openflow.HandlerRule;
import org.openpath.openflow.HandlerRuleAdd;
import org.openpath.openflow.HandlerRuleDelete;
import org.openpath.openflow.HandlerRuleModify;
import org.openpath.openflow.NfBind;
import org.openpath.openflow.NfUnbind;

class NfMessageSenderTest {
    private static final String NODE = "openflow:7";
    private static final NfBind BIND_FW = new NfBind(1, 9, "firewall", "fw");
    private static final NfBind BIND_NAT = new NfBind(2, 9, "nat", "nat");
    private static final HandlerRule RULE = new HandlerRule(9, 1, "suspicious", HandlerAction.SEND_TO, 2);
    private static final RendererTimings FAST = new RendererTimings(Duration.ZERO, Duration.ofMillis(500),
        Duration.ofSeconds(10), Duration.ofSeconds(20), Duration.ofSeconds(5), 60, Duration.ofSeconds(30),
        Duration.ofMillis(200), 3, 3, Duration.ofSeconds(30), Duration.ofSeconds(3), Duration.ofSeconds(2), 3);

    private final ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor();
    private final FakeSwitch fake = new FakeSwitch();
    private final NfMessageSender sender = new NfMessageSender(fake, scheduler, FAST);

    @AfterEach
    void stop() {
        scheduler.shutdownNow();
    }

    @Test
    void theNextPhaseGoesOutOnlyOnceEveryMessageOfThePhaseBeforeWasAnswered() throws Exception {
        final var fwAnswer = SettableFuture.<List<String>>create();
        fake.answers(BIND_FW, fwAnswer);
        final var done = sender.sendPhases(NODE, List.of(List.of(BIND_FW, BIND_NAT), List.of(),
            List.of(new HandlerRuleAdd(RULE))));
        // NF_BIND of the NAT is answered at once, the firewall's not yet: the rule waits
        assertEquals(List.of(BIND_FW, BIND_NAT), fake.sent());
        fwAnswer.set(List.of());
        assertEquals(List.of(), done.get(5, TimeUnit.SECONDS));
        assertEquals(List.of(BIND_FW, BIND_NAT, new HandlerRuleAdd(RULE)), fake.sent());
    }

    @Test
    void refusalsAreCollectedAcrossPhasesNotThrown() throws Exception {
        fake.answers(BIND_NAT, Futures.immediateFuture(List.of(NODE + ": UNKNOWN_NF_TYPE nat")));
        final var done = sender.sendPhases(NODE, List.of(List.of(BIND_FW, BIND_NAT),
            List.of(new HandlerRuleAdd(RULE))));
        assertEquals(List.of(NODE + ": UNKNOWN_NF_TYPE nat"), done.get(5, TimeUnit.SECONDS));
        // a refusal does not stop the later phases: the switch reports what else it cannot take
        assertEquals(List.of(BIND_FW, BIND_NAT, new HandlerRuleAdd(RULE)), fake.sent());
    }

    @Test
    void aMessageWithoutAnswerIsSentAgainUpToTheAttempts() throws Exception {
        fake.answers(BIND_FW, SettableFuture.create(), SettableFuture.create(), SettableFuture.create());
        final var done = sender.sendPhases(NODE, List.of(List.of(BIND_FW)));
        assertEquals(List.of(NODE + ": no answer to NF_BIND within 200 ms, 3 times"), done.get(5, TimeUnit.SECONDS));
        assertEquals(List.of(BIND_FW, BIND_FW, BIND_FW), fake.sent());
    }

    @Test
    void aMessageAnsweredOnTheSecondAttemptIsTaken() throws Exception {
        fake.answers(BIND_FW, SettableFuture.create(), Futures.immediateFuture(List.of()));
        assertEquals(List.of(), sender.sendPhases(NODE, List.of(List.of(BIND_FW))).get(5, TimeUnit.SECONDS));
        assertEquals(List.of(BIND_FW, BIND_FW), fake.sent());
    }

    /**
     * OpenFlowPlugin's answers while a switch's session is set up or torn down, not the switch's refusals: tried
     * again a second later. "Request quota exceeded" is what it says when it cannot reserve an xid for the request
     * (seen in SwitchFlapIT right after a reconnect).
     */
    @ParameterizedTest
    @ValueSource(strings = {"No implementation of RPC SendExperimenter", "Device disconnected", "not connected",
        "Request quota exceeded"})
    void aSwitchThatIsConnectingIsTriedAgainASecondLater(final String answer) throws Exception {
        fake.answers(BIND_FW, Futures.immediateFuture(List.of(NODE + ": " + answer)),
            Futures.immediateFuture(List.of()));
        assertEquals(List.of(), sender.sendPhases(NODE, List.of(List.of(BIND_FW))).get(5, TimeUnit.SECONDS));
        assertEquals(List.of(BIND_FW, BIND_FW), fake.sent());
    }

    @Test
    void aSwitchThatStaysDisconnectedIsRefusedAfterTheConnectAttempts() throws Exception {
        final var gone = Futures.immediateFuture(List.of(NODE + ": not connected"));
        fake.answers(BIND_FW, gone, gone, gone);
        assertEquals(List.of(NODE + ": not connected"),
            sender.sendPhases(NODE, List.of(List.of(BIND_FW))).get(10, TimeUnit.SECONDS));
        assertEquals(3, fake.sent().size());
    }

    @Test
    void aHandlerRuleTheSwitchKeptIsReplaced() throws Exception {
        fake.answers(new HandlerRuleAdd(RULE), Futures.immediateFuture(List.of(NODE + ": RULE_EXISTS")));
        assertEquals(List.of(), sender.sendPhases(NODE, List.of(List.of(new HandlerRuleAdd(RULE))))
            .get(5, TimeUnit.SECONDS));
        assertEquals(List.of(new HandlerRuleAdd(RULE), new HandlerRuleModify(RULE)), fake.sent());
    }

    @Test
    void undoingIsNeverRefusedNorRetried() throws Exception {
        final var unbind = new NfUnbind(1, 9);
        final var delete = new HandlerRuleDelete(9, 1, "suspicious");
        fake.answers(unbind, Futures.immediateFuture(List.of(NODE + ": UNKNOWN_SERVICE")));
        fake.answers(delete, Futures.immediateFuture(List.of(NODE + ": not connected")));
        assertEquals(List.of(), sender.sendPhases(NODE, List.of(List.of(unbind, delete))).get(5, TimeUnit.SECONDS));
        assertEquals(List.of(unbind, delete), fake.sent());
    }

    @Test
    void anUndoTheSwitchNeverAnswersDoesNotHoldTheNextPhase() throws Exception {
        final var unbind = new NfUnbind(1, 9);
        // a switch that is going away: its answer never comes
        fake.answers(unbind, SettableFuture.create());
        final long start = System.nanoTime();
        assertEquals(List.of(), sender.sendPhases(NODE, List.of(List.of(unbind), List.of(BIND_NAT)))
            .get(5, TimeUnit.SECONDS));
        assertTrue(System.nanoTime() - start >= FAST.sendTimeout().toNanos(), "waited the send timeout once");
        assertEquals(List.of(unbind, BIND_NAT), fake.sent(), "sent once, not again, and the bind went out after it");
    }

    @Test
    void aChannelThatFailsIsARefusalNamingTheSwitch() throws Exception {
        fake.answers(BIND_FW, Futures.immediateFailedFuture(new IllegalStateException("broken channel")));
        assertEquals(List.of(NODE + ": java.lang.IllegalStateException: broken channel"),
            sender.sendPhases(NODE, List.of(List.of(BIND_FW))).get(5, TimeUnit.SECONDS));
    }

    /**
     * A switch whose answers the test scripts per message, in order; a message without a script is taken.
     */
    private static final class FakeSwitch implements NfMessageSender.Channel {
        private final Map<ControllerMessage, Deque<ListenableFuture<List<String>>>> scripts = new HashMap<>();
        private final List<ControllerMessage> sent = new ArrayList<>();

        @SafeVarargs
        final synchronized void answers(final ControllerMessage message,
                final ListenableFuture<List<String>>... answers) {
            scripts.computeIfAbsent(message, key -> new ArrayDeque<>()).addAll(List.of(answers));
        }

        synchronized List<ControllerMessage> sent() {
            return List.copyOf(sent);
        }

        @Override
        public synchronized ListenableFuture<List<String>> send(final String node, final ControllerMessage message) {
            assertEquals(NODE, node);
            sent.add(message);
            final var script = scripts.get(message);
            return script == null || script.isEmpty() ? Futures.immediateFuture(List.of()) : script.poll();
        }
    }
}
