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
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.FlowId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.FlowBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.types.rev131026.FlowCookie;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.opendaylight.yangtools.yang.common.Uint8;
import org.openpath.southbound.render.ChainRules;
import org.openpath.southbound.render.FlowRule;
import org.openpath.southbound.render.RuleAction;
import org.openpath.southbound.render.RuleMatch;

class StaleRuleSweepTest extends RendererDataBrokerTest {
    private static final String NODE = "openflow:1";
    // docs/rendering.md: 0x4f50 · SFC-ID · version
    private static final long OWNED_COOKIE = 0x4F50_0000_0007_0001L;
    private static final FlowRule OWNED = new FlowRule(NODE, "c:tag-1", 300, RuleMatch.tag(1),
        List.of(new RuleAction.Output(2)));
    private static final FlowRule GONE = new FlowRule(NODE, "gone:classifier", 400, RuleMatch.tag(9),
        List.of(new RuleAction.Output(1)));
    private static final ChainRules OWNER_RULES = new ChainRules("c", 7, OWNED_COOKIE, List.of(OWNED), List.of(),
        Map.of(), List.of(), List.of());

    private final RendererExecutor executor = new RendererExecutor("sweep-test-%d");
    private final AtomicLong awaiting = new AtomicLong();
    private final AtomicInteger asked = new AtomicInteger();
    private final AtomicInteger sweeping = new AtomicInteger();

    @BeforeEach
    void inventory() throws Exception {
        setup();
        write(LogicalDatastoreType.CONFIGURATION, InventoryRules.flowPath(NODE, OWNED.id()),
            InventoryRules.flow(OWNED, OWNED_COOKIE));
        write(LogicalDatastoreType.CONFIGURATION, InventoryRules.flowPath(NODE, GONE.id()),
            InventoryRules.flow(GONE, 0x4F50_0000_0009_0003L));
        write(LogicalDatastoreType.CONFIGURATION, InventoryRules.flowPath(NODE, "l2switch-1"), new FlowBuilder()
            .setId(new FlowId("l2switch-1")).setTableId(Uint8.ZERO)
            .setCookie(new FlowCookie(Uint64.valueOf(0x2b00_0000_0000_0001L))).build());
    }

    @AfterEach
    void stop() {
        executor.close();
    }

    @Test
    void theSweepWaitsForEveryChainToBeRenderedThenRemovesOnlyRulesNoChainOwns() throws Exception {
        awaiting.set(2);
        start(5);
        await().atMost(TIMEOUT).until(() -> sweeping.get() == 1);
        await().atMost(TIMEOUT).until(() -> readFlow(NODE, GONE.id()), Optional::isEmpty);
        assertTrue(readFlow(NODE, OWNED.id()).isPresent(), "a rendered chain's flow stays");
        assertTrue(readFlow(NODE, "l2switch-1").isPresent(), "a flow without an OpenPATH cookie is not ours");
        // two chains rendered one per look: asked three times, the third time with none left
        assertEquals(3, asked.get());
    }

    @Test
    void aChainThatNeverRendersHoldsTheSweepOnlyUpToTheConfiguredPostponements() throws Exception {
        awaiting.set(1_000_000);
        start(3);
        await().atMost(TIMEOUT).until(() -> readFlow(NODE, GONE.id()), Optional::isEmpty);
        assertEquals(4, asked.get());
        assertEquals(1, sweeping.get());
        assertTrue(readFlow(NODE, OWNED.id()).isPresent());
    }

    private void start(final int maxPostpones) {
        final var d = RendererTimings.DEFAULT;
        final var timings = new RendererTimings(d.passDelay(), d.confirmPeriod(), d.slowConfirmation(),
            Duration.ZERO, Duration.ofMillis(50), maxPostpones, d.carryWait(), d.sendTimeout(), d.sendAttempts(),
            d.connectAttempts(), d.redirectTimeout(),
            d.rewriteAfter(), d.rewriteQuiet(), d.rewriteAttempts());
        new StaleRuleSweep(getDataBroker(), executor, timings, new StaleRuleSweep.Owner() {
            @Override
            public long chainsAwaitingRendering() {
                asked.incrementAndGet();
                final long now = awaiting.get();
                if (now > 0 && now < 1_000_000) {
                    awaiting.decrementAndGet();
                }
                return now;
            }

            @Override
            public List<ChainRules> ownedRules() {
                return List.of(OWNER_RULES);
            }

            @Override
            public void sweeping() {
                sweeping.incrementAndGet();
            }
        }).start();
    }
}
