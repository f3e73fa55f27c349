/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.util.concurrent.SettableFuture;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.Test;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.PortRange;
import org.openpath.southbound.render.ChainRenderer;
import org.openpath.southbound.render.ChainRules;
import org.openpath.southbound.render.ChainView;
import org.openpath.southbound.render.Redirect;

class ChainRedirectsTest {
    private static final Redirect FW_TO_NAT = new Redirect("fw", "nat");

    private static RenderedChain rendered(final Set<Redirect> with, final RenderedChain.State state) {
        final var view = new ChainView("c", 7, FlowSpec.ANY, null, null, null, null, List.of(), List.of(), List.of(),
            List.of());
        final var chain = new RenderedChain(view, new ChainRules("c", 7, ChainRenderer.cookie(7), List.of(),
            List.of(), Map.of(), List.of(), List.of()), ChainRenderer.cookie(7) | 1, 0);
        chain.redirects = with;
        chain.state = state;
        return chain;
    }

    @Test
    void anRpcWaitsUntilTheChainIsConfirmedWithItsRedirect() {
        final var redirects = new ChainRedirects();
        final var first = SettableFuture.<Void>create();
        redirects.await("c", FW_TO_NAT, first);
        assertEquals(Set.of(), redirects.of("c"), "waiting for it is not having it: it is recorded first");
        assertTrue(redirects.replace("c", Map.of(FW_TO_NAT, FlowSpec.ANY)), "recorded: render the chain again");
        assertEquals(Set.of(FW_TO_NAT), redirects.of("c"));

        redirects.settle("c", rendered(Set.of(), RenderedChain.State.CONFIRMED));
        assertFalse(first.isDone(), "confirmed, but rendered without the redirect");
        redirects.settle("c", rendered(Set.of(FW_TO_NAT), RenderedChain.State.PENDING));
        assertFalse(first.isDone(), "rendered with it, not confirmed yet");
        redirects.settle("c", null);
        assertFalse(first.isDone());
        redirects.settle("c", rendered(Set.of(FW_TO_NAT), RenderedChain.State.CONFIRMED));
        assertTrue(first.isDone());
        assertEquals(Set.of(), redirects.awaited());

        assertFalse(redirects.replace("c", Map.of(FW_TO_NAT, FlowSpec.ANY)), "recorded again: nothing to render");
        final var again = SettableFuture.<Void>create();
        redirects.await("c", FW_TO_NAT, again);
        assertEquals(Set.of("c"), redirects.awaited());
        redirects.settle("c", rendered(Set.of(FW_TO_NAT), RenderedChain.State.CONFIRMED));
        assertTrue(again.isDone());
        assertEquals(Set.of(), redirects.awaited());
    }

    @Test
    void eachRpcWaitsForItsOwnRedirect() {
        final var redirects = new ChainRedirects();
        final var toNat = SettableFuture.<Void>create();
        final var toMon = SettableFuture.<Void>create();
        final var fwToMon = new Redirect("fw", "mon");
        redirects.await("c", FW_TO_NAT, toNat);
        redirects.await("c", fwToMon, toMon);
        redirects.replace("c", Map.of(FW_TO_NAT, FlowSpec.ANY));
        redirects.settle("c", rendered(Set.of(FW_TO_NAT), RenderedChain.State.CONFIRMED));
        assertTrue(toNat.isDone());
        assertFalse(toMon.isDone(), "mon's flow is not there yet");
        assertEquals(Set.of("c"), redirects.awaited());
        redirects.replace("c", Map.of(FW_TO_NAT, FlowSpec.ANY, fwToMon, FlowSpec.ANY));
        redirects.settle("c", rendered(Set.of(FW_TO_NAT, fwToMon), RenderedChain.State.CONFIRMED));
        assertTrue(toMon.isDone());
    }

    @Test
    void anOperatorRemovingARecordedRedirectRendersTheChainWithoutIt() {
        final var redirects = new ChainRedirects();
        redirects.replace("c", Map.of(FW_TO_NAT, FlowSpec.ANY));
        assertEquals(Set.of("c"), redirects.chains());
        assertTrue(redirects.replace("c", Map.of()), "removed: render the chain again");
        assertEquals(Set.of(), redirects.of("c"));
        assertEquals(Set.of(), redirects.chains());
    }

    @Test
    void rpcsFailNamingWhyOrGoOnWhenTheChainIsNotRendered() {
        final var redirects = new ChainRedirects();
        redirects.replace("c", Map.of(FW_TO_NAT, FlowSpec.ANY));
        final var waiting = SettableFuture.<Void>create();
        redirects.await("c", FW_TO_NAT, waiting);
        redirects.fail("c", "no egress port: set egress/port of chain 'c'");
        final var failure = assertThrows(ExecutionException.class, waiting::get);
        assertEquals("no egress port: set egress/port of chain 'c'", failure.getCause().getMessage());
        assertEquals(Set.of(FW_TO_NAT), redirects.of("c"), "the redirect stays for the chain's life");

        final var notRendered = SettableFuture.<Void>create();
        redirects.await("c", FW_TO_NAT, notRendered);
        redirects.release("c");
        assertTrue(notRendered.isDone(), "a chain the renderer does not render has no flow to wait for");

        final var late = SettableFuture.<Void>create();
        redirects.await("c", FW_TO_NAT, late);
        redirects.forget("c");
        assertTrue(assertThrows(ExecutionException.class, late::get).getCause().getMessage().contains("gone"));
        assertEquals(Set.of(), redirects.of("c"));
    }

    @Test
    void newFlowsForAKnownRedirectNeedNoRenderingAndTheRenderingsRedirectsAreInEffect() {
        final var redirects = new ChainRedirects();
        final var fwToMon = new Redirect("fw", "mon");
        final var web = new FlowSpec(null, null, 6, null, PortRange.single(80));
        redirects.replace("c", Map.of(FW_TO_NAT, FlowSpec.ANY, fwToMon, FlowSpec.ANY));
        assertFalse(redirects.replace("c", Map.of(FW_TO_NAT, web, fwToMon, FlowSpec.ANY)),
            "the same targets: the same flows on the switches");
        assertEquals(Map.of(FW_TO_NAT, web), redirects.changeDefaults("c", Set.of(FW_TO_NAT)),
            "only what the rendering has, with the recorded flows");
        assertEquals(Map.of(), redirects.changeDefaults("other", Set.of(FW_TO_NAT)));
    }
}
