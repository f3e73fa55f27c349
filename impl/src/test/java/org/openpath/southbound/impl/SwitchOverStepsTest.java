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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.binding.api.WriteTransaction;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.openpath.openflow.ControllerMessage;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.NfBind;
import org.openpath.openflow.NfUnbind;
import org.openpath.southbound.render.ChainRules;
import org.openpath.southbound.render.ChainView;
import org.openpath.southbound.render.FlowRule;
import org.openpath.southbound.render.GroupRule;
import org.openpath.southbound.render.Retirement;
import org.openpath.southbound.render.RuleAction;
import org.openpath.southbound.render.RuleMatch;
import org.openpath.statesync.StateRelocation;

/**
 * The make-before-break steps on an in-memory data broker: the held-back flows written at the switch-over, the state
 * of relocated NFs carried first (or not within the carry wait), and what earlier renderings left retired, their
 * groups kept.
 */
class SwitchOverStepsTest extends RendererDataBrokerTest {
    private static final long SFC = 7;
    private static final long COOKIE = 0x4F50_0000_0007_0002L;
    private static final FlowRule CLASSIFIER = new FlowRule("in", "c:classifier~2", 200, RuleMatch.tag(11),
        List.of(new RuleAction.Output(2)));
    private static final FlowRule SEGMENT = new FlowRule("t", "c:tag-11~2", 300, RuleMatch.tag(11),
        List.of(new RuleAction.Output(3)));
    private static final FlowRule OLD_SEGMENT = new FlowRule("t", "c:tag-10", 300, RuleMatch.tag(10),
        List.of(new RuleAction.Output(1)));
    private static final GroupRule OLD_GROUP = new GroupRule("t", SFC << 8 | 1, List.of(
        new GroupRule.Bucket(1, List.of(new RuleAction.Output(1))),
        new GroupRule.Bucket(3, List.of(new RuleAction.Output(3)))));
    private static final StateRelocation.Relocation NAT_MOVES = new StateRelocation.Relocation("nat", 2, "nat", "a",
        "b");
    private static final RendererTimings QUICK_CARRY = new RendererTimings(RendererTimings.DEFAULT.passDelay(),
        RendererTimings.DEFAULT.confirmPeriod(), RendererTimings.DEFAULT.slowConfirmation(),
        RendererTimings.DEFAULT.sweepDelay(), RendererTimings.DEFAULT.sweepRetry(),
        RendererTimings.DEFAULT.sweepMaxPostpones(), Duration.ofSeconds(1), RendererTimings.DEFAULT.sendTimeout(),
        RendererTimings.DEFAULT.sendAttempts(), RendererTimings.DEFAULT.connectAttempts(),
        RendererTimings.DEFAULT.redirectTimeout(), RendererTimings.DEFAULT.rewriteAfter(),
        RendererTimings.DEFAULT.rewriteQuiet(), RendererTimings.DEFAULT.rewriteAttempts());

    private final List<String> reports = new CopyOnWriteArrayList<>();
    private final List<String> sent = new CopyOnWriteArrayList<>();
    private final AtomicInteger confirmations = new AtomicInteger();
    private final AtomicInteger routeSyncs = new AtomicInteger();
    private final CompletableFuture<String> carried = new CompletableFuture<>();
    private RendererExecutor executor;
    private volatile RenderedChain current;
    private SwitchOverSteps steps;

    @BeforeEach
    void start() throws Exception {
        setup();
        executor = new RendererExecutor("switch-over-test-%d");
        steps = new SwitchOverSteps(getDataBroker(), executor, (chain, sfcId, relocations) -> carried, QUICK_CARRY,
            new SwitchOverSteps.Renderer() {
                @Override
                public boolean isCurrent(final String name, final RenderedChain chain) {
                    return chain == current;
                }

                @Override
                public void report(final String name, final RenderedChain chain) {
                    reports.add(name + " " + chain.carrying);
                }

                @Override
                public void confirmSoon() {
                    confirmations.incrementAndGet();
                }

                @Override
                public int syncRoutes(final WriteTransaction tx) {
                    routeSyncs.incrementAndGet();
                    return 0;
                }

                @Override
                public void send(final String name, final String node, final List<List<ControllerMessage>> phases) {
                    sent.add(name + " " + node + " " + phases);
                }
            });
    }

    @AfterEach
    void stop() {
        executor.close();
    }

    @Test
    void theSwitchOverWritesTheHeldBackFlows() throws Exception {
        final var chain = rendering(List.of());
        onThread(() -> steps.switchOver("c", chain));
        await().atMost(TIMEOUT).until(() -> readFlow("in", CLASSIFIER.id()).isPresent());
        assertEquals(COOKIE, readFlow("in", CLASSIFIER.id()).orElseThrow().getCookie().getValue().longValue());
        assertTrue(chain.switchingOver());
        assertFalse(chain.holdsBack());
        assertEquals(List.of("c NOT_STARTED"), reports);
    }

    @Test
    void relocatedStateIsCarriedBeforeTheTrafficSwitches() throws Exception {
        final var chain = rendering(List.of(NAT_MOVES));
        current = chain;
        onThread(() -> steps.carryState("c", chain));
        await().atMost(TIMEOUT).until(() -> chain.carrying == RenderedChain.Carrying.UNDER_WAY);
        // no switch-over before state-sync answers
        await().during(Duration.ofMillis(300)).atMost(Duration.ofSeconds(10))
            .until(() -> readFlow("in", CLASSIFIER.id()).isEmpty());
        carried.complete("state carried: nat to b (3 chunks)");
        await().atMost(TIMEOUT).until(() -> readFlow("in", CLASSIFIER.id()).isPresent());
        assertEquals(RenderedChain.Carrying.DONE, chain.carrying);
        assertEquals("state carried: nat to b (3 chunks)", chain.carried);
        await().atMost(TIMEOUT).until(() -> confirmations.get() == 1);
    }

    @Test
    void withoutAnAnswerWithinTheCarryWaitTheTrafficSwitchesAnyway() throws Exception {
        final var chain = rendering(List.of(NAT_MOVES));
        current = chain;
        onThread(() -> steps.carryState("c", chain));
        await().atMost(TIMEOUT).until(() -> readFlow("in", CLASSIFIER.id()).isPresent());
        assertEquals("state not carried within 1 s", chain.carried);
        // the late answer changes nothing
        carried.complete("state carried: nat to b (3 chunks)");
        await().during(Duration.ofMillis(300)).atMost(Duration.ofSeconds(10)).until(() -> confirmations.get() == 1
            && "state not carried within 1 s".equals(chain.carried));
    }

    @Test
    void aSupersededRenderingDoesNotSwitchOver() throws Exception {
        final var chain = rendering(List.of(NAT_MOVES));
        current = chain;
        onThread(() -> steps.carryState("c", chain));
        await().atMost(TIMEOUT).until(() -> chain.carrying == RenderedChain.Carrying.UNDER_WAY);
        current = rendering(List.of());
        carried.complete("state carried: nat to b (3 chunks)");
        // neither the answer nor the end of the carry wait switches the superseded rendering over
        await().during(Duration.ofMillis(1500)).atMost(Duration.ofSeconds(10))
            .until(() -> readFlow("in", CLASSIFIER.id()).isEmpty() && confirmations.get() == 0);
    }

    @Test
    void retiringDeletesTheEarlierFlowsAndUnbindsButKeepsTheGroups() throws Exception {
        write(LogicalDatastoreType.CONFIGURATION, InventoryRules.flowPath("t", OLD_SEGMENT.id()),
            InventoryRules.flow(OLD_SEGMENT, COOKIE - 1));
        final var chain = rendering(List.of());
        chain.retirement = new Retirement(List.of(OLD_SEGMENT), List.of(OLD_GROUP),
            Map.of("a", List.of(new NfUnbind(2, SFC))));
        chain.heldRoutes = List.of(OLD_SEGMENT);
        onThread(() -> steps.retire("c", chain));
        await().atMost(TIMEOUT).until(() -> readFlow("t", OLD_SEGMENT.id()).isEmpty());
        await().atMost(TIMEOUT).until(() -> sent.size() == 1);
        assertEquals("c a [[" + new NfUnbind(2, SFC) + "], [], []]", sent.getFirst());
        assertEquals(new Retirement(List.of(), List.of(OLD_GROUP), Map.of()), chain.retirement,
            "the group stays with the chain");
        assertEquals(List.of(), chain.heldRoutes);
        assertEquals(1, routeSyncs.get(), "the shared routes only the earlier rendering held are synced");
        // once more: nothing is due any more
        onThread(() -> steps.retire("c", chain));
        await().during(Duration.ofMillis(300)).atMost(Duration.ofSeconds(10))
            .until(() -> sent.size() == 1 && routeSyncs.get() == 1);
    }

    private static RenderedChain rendering(final List<StateRelocation.Relocation> relocations) {
        final var rules = new ChainRules("c", SFC, COOKIE, List.of(CLASSIFIER, SEGMENT), List.of(),
            Map.of("b", List.of(new NfBind(2, SFC, "nat", "nat"))), List.of(), List.of());
        final var chain = new RenderedChain(new ChainView("c", SFC, FlowSpec.ANY, null, null, null, 2L, List.of(),
            List.of(), List.of(), List.of()), rules, COOKIE, System.nanoTime());
        chain.holdBack(List.of(new RenderedChain.SwitchOverFlow(CLASSIFIER, InventoryRules.flow(CLASSIFIER,
            COOKIE))));
        chain.relocations = relocations;
        return chain;
    }

    private void onThread(final Runnable step) {
        executor.submit(step);
    }
}
