/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openpath.southbound.impl.PlacedChains.NODE;
import static org.openpath.southbound.impl.PlacedChains.placed;
import static org.openpath.southbound.impl.PlacedChains.request;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.eclipse.jdt.annotation.Nullable;
import org.junit.jupiter.api.Test;
import org.openpath.openflow.NfBind;
import org.openpath.openflow.NfUnbind;
import org.openpath.southbound.render.ChainRenderer;
import org.openpath.southbound.render.ChainRules;
import org.openpath.southbound.render.ChainView;
import org.openpath.southbound.render.Fabric;
import org.openpath.southbound.render.PathTags;
import org.openpath.southbound.render.Redirect;

/**
 * A chain's rendering installed over its previous one, alone: every rule of a first rendering written; a
 * re-rendering writes only what is new and deletes nothing (what the previous one has and this one has not is kept
 * for retirement once the new one is confirmed, the earlier service id's NF_UNBIND too); the firewall bound.
 */
class ChainInstallerTest {
    private static final String CHAIN = "c";
    private static final Fabric FABRIC = new Fabric(Set.of(NODE), Map.of());
    private static final ChainRenderAttempt ATTEMPT = new ChainRenderAttempt(ChainRenderer::render);

    private final PathTags tags = new PathTags();

    @Test
    void aFirstRenderingHasEveryRuleWrittenAndItsNfBound() {
        final var view = view(1, 1);
        final var ready = render(view, null, 0);
        final var writes = new RecordingTransaction();
        final var chainWrites = new ChainWrites();
        final var redirects = Set.<Redirect>of();

        final var installation = ChainInstaller.over(CHAIN, view, ready, null, redirects, Optional.of(request(CHAIN)),
            Set.of(), Set.of(NODE), chainWrites);
        chainWrites.applyTo(writes);

        final var rendered = installation.rendered();
        assertNotNull(rendered);
        assertSame(ready.rules(), rendered.rules);
        assertEquals(Set.copyOf(paths(ready.rules())), Set.copyOf(writes.puts()));
        assertEquals(List.of(), writes.deletes());
        assertEquals(List.of(), rendered.retirement.flows(), "nothing to retire");
        assertEquals(Optional.of(request(CHAIN)), rendered.request);
        assertSame(redirects, rendered.redirects);
        assertTrue(messages(installation).anyMatch(message -> message instanceof NfBind bind
            && bind.nfName().equals("fw") && bind.serviceId() == 1), () -> installation.phases().toString());
    }

    @Test
    void aReRenderingWritesWhatIsNewDeletesNothingAndRetiresTheRestOnceConfirmed() {
        final var firstView = view(1, 1);
        final var first = ChainInstaller.over(CHAIN, firstView, render(firstView, null, 0), null, Set.of(),
            Optional.of(request(CHAIN)), Set.of(), Set.of(NODE), new ChainWrites()).rendered();
        assertNotNull(first);
        // the firewall gets another service id: its service flow is another
        final var secondView = view(1, 2);
        final var ready = render(secondView, first.rules, first.version());
        final var writes = new RecordingTransaction();
        final var chainWrites = new ChainWrites();

        final var installation = ChainInstaller.over(CHAIN, secondView, ready, first, Set.of(),
            Optional.of(request(CHAIN)), Set.of(), Set.of(NODE), chainWrites);
        chainWrites.applyTo(writes);

        final var second = installation.rendered();
        assertNotNull(second);
        assertEquals(List.of(), writes.deletes(), "make-before-break: nothing goes before the new rules are confirmed");
        final var firstPaths = new HashSet<>(paths(first.rules));
        final var secondPaths = paths(second.rules);
        assertTrue(writes.puts().stream().allMatch(secondPaths::contains), "only rules of the new rendering");
        final var gone = firstPaths.stream().filter(path -> !secondPaths.contains(path)).toList();
        final var retired = second.retirement.flows().stream()
            .map(flow -> InventoryRules.flowPath(flow.node(), flow.id()).toString()).toList();
        assertTrue(retired.containsAll(gone), () -> "retired once confirmed: " + gone + " in " + retired);
        assertTrue(messages(installation).noneMatch(NfUnbind.class::isInstance),
            () -> "the earlier service id stays bound until the new one is confirmed: " + installation.phases());
        assertEquals(List.of(new NfUnbind(1, 1)), second.retirement.unbinds().get(NODE),
            "then it is unbound with the retired rules");
        assertTrue(messages(installation).anyMatch(message -> message instanceof NfBind bind
            && bind.serviceId() == 2), () -> "the new one bound: " + installation.phases());
    }

    private static ChainView view(final long sfcId, final long serviceId) {
        return ChainViews.of(placed(CHAIN, sfcId, serviceId), request(CHAIN)).orElseThrow();
    }

    private ChainRenderAttempt.Ready render(final ChainView view, final @Nullable ChainRules previous,
            final int previousVersion) {
        return assertInstanceOf(ChainRenderAttempt.Ready.class,
            ATTEMPT.attempt(view, FABRIC, tags, Set.of(), previous, previousVersion));
    }

    private static List<String> paths(final ChainRules rules) {
        return Stream.concat(
            rules.flows().stream().map(flow -> InventoryRules.flowPath(flow.node(), flow.id()).toString()),
            rules.groups().stream().map(group -> InventoryRules.groupPath(group.node(), group.groupId()).toString()))
            .toList();
    }

    private static Stream<Object> messages(final ChainStep.Installation installation) {
        return installation.phases().values().stream().flatMap(List::stream).flatMap(List::stream)
            .map(Object.class::cast);
    }
}
