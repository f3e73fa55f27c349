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
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.eclipse.jdt.annotation.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.openpath.openflow.FlowSpec;
import org.openpath.southbound.render.ChainRules;
import org.openpath.southbound.render.ChainView;
import org.openpath.southbound.render.Redirect;

class RedirectCoordinatorTest extends RendererDataBrokerTest {
    private static final Redirect FW_TO_NAT = new Redirect("fw", "nat");

    private final RendererExecutor executor = new RendererExecutor("redirect-test-%d");
    private final ChainRedirects redirects = new ChainRedirects();
    private volatile boolean configured = true;
    private volatile @Nullable String failure;
    private volatile @Nullable RenderedChain rendering;
    private volatile boolean pending;
    private RedirectCoordinator coordinator;

    @BeforeEach
    void start() throws Exception {
        setup();
        final var d = RendererTimings.DEFAULT;
        coordinator = new RedirectCoordinator(getDataBroker(), executor, new RendererTimings(d.passDelay(),
            d.confirmPeriod(), d.slowConfirmation(), d.sweepDelay(), d.sweepRetry(), d.sweepMaxPostpones(),
            d.carryWait(), d.sendTimeout(), d.sendAttempts(), d.connectAttempts(), Duration.ofSeconds(1),
            d.rewriteAfter(), d.rewriteQuiet(), d.rewriteAttempts()), redirects,
            new RedirectCoordinator.Chains() {
                @Override
                public boolean configured(final String chain) {
                    return configured;
                }

                @Override
                public @Nullable String failure(final String chain) {
                    return failure;
                }

                @Override
                public @Nullable RenderedChain rendered(final String chain) {
                    return rendering;
                }

                @Override
                public boolean renderingPending(final String chain) {
                    return pending;
                }
            });
    }

    @AfterEach
    void stop() {
        executor.close();
    }

    @Test
    void aChainThatIsNotConfiguredIsRefusedNamingIt() {
        configured = false;
        final var refused = assertThrows(ExecutionException.class, () -> coordinator.ensure("c", FW_TO_NAT, null)
            .get(5, TimeUnit.SECONDS));
        assertEquals("chain 'c' is not configured", refused.getCause().getMessage());
    }

    @Test
    void aChainWhoseRenderingFailedIsRefusedWithTheReason() {
        failure = "no path from openflow:1 to openflow:9";
        final var refused = assertThrows(ExecutionException.class, () -> coordinator.ensure("c", FW_TO_NAT, null)
            .get(5, TimeUnit.SECONDS));
        assertEquals("chain 'c' could not be rendered: no path from openflow:1 to openflow:9",
            refused.getCause().getMessage());
    }

    @Test
    void aKnownRedirectOfAChainWithNothingOnTheSwitchesGoesOnAtOnceAndIsRecorded() throws Exception {
        redirects.replace("c", Map.of(FW_TO_NAT, FlowSpec.ANY));
        coordinator.ensure("c", FW_TO_NAT, null).get(5, TimeUnit.SECONDS);
        await().atMost(TIMEOUT).until(() -> read(LogicalDatastoreType.CONFIGURATION,
            RecordedRedirects.targetPath("c", FW_TO_NAT)), Optional::isPresent);
        assertEquals(Map.of(FW_TO_NAT, FlowSpec.ANY), RecordedRedirects.of(read(LogicalDatastoreType.CONFIGURATION,
            RecordedRedirects.chainPath("c")).orElseThrow()));
    }

    @Test
    void aKnownRedirectGoesOnOnceARenderingWithItIsConfirmed() throws Exception {
        redirects.replace("c", Map.of(FW_TO_NAT, FlowSpec.ANY));
        final var confirmed = new RenderedChain(new ChainView("c", 7, FlowSpec.ANY, null, null, null, 2L, List.of(),
            List.of(), List.of(), List.of()), new ChainRules("c", 7, 1, List.of(), List.of(), Map.of(), List.of(),
            List.of()), 1, 0);
        confirmed.redirects = Set.of(FW_TO_NAT);
        confirmed.state = RenderedChain.State.CONFIRMED;
        rendering = confirmed;
        assertNull(coordinator.ensure("c", FW_TO_NAT, null).get(5, TimeUnit.SECONDS));
    }

    @Test
    void aRedirectNotRenderedInTimeFailsNamingTheTargetAndTheTime() {
        // recorded, but no renderer here picks it up
        pending = true;
        final var refused = assertThrows(ExecutionException.class, () -> coordinator.ensure("c", FW_TO_NAT, null)
            .get(10, TimeUnit.SECONDS));
        assertEquals("chain 'c' was not rendered with a flow for nat within 1 s", refused.getCause().getMessage());
    }

    @Test
    void aForgottenChainLosesItsRecordedRedirects() throws Exception {
        redirects.replace("c", Map.of(FW_TO_NAT, FlowSpec.ANY));
        coordinator.ensure("c", FW_TO_NAT, null).get(5, TimeUnit.SECONDS);
        executor.submit(() -> coordinator.forget("c"));
        await().atMost(TIMEOUT).until(() -> read(LogicalDatastoreType.CONFIGURATION,
            RecordedRedirects.chainPath("c")), Optional::isEmpty);
        assertEquals(Set.of(), redirects.of("c"));
    }
}
