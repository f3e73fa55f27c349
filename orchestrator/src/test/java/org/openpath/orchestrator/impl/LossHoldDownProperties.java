/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.eclipse.jdt.annotation.Nullable;
import org.junit.jupiter.api.Assertions;
import org.openpath.placement.Link;

/**
 * Generated flap scripts (three nodes, the three links between them, losses and returns at random moments): the
 * orchestrator is told a node is lost only once it has been away for the whole grace, or at once when one of its
 * links was cut (and is still down) within the grace before; it is told so by the end of the grace, sees the node
 * connected as soon as it is back, and once things settle sees exactly the nodes and links that are up.
 */
class LossHoldDownProperties {
    private static final Duration GRACE = Duration.ofSeconds(5);
    private static final Duration REDISCOVERY = Duration.ofSeconds(12);
    private static final List<String> NODES = List.of("openflow:1", "openflow:2", "openflow:3");
    private static final Map<String, Link> LINKS = Map.of(
        "l12", new Link("openflow:1", "openflow:2", 1, 0),
        "l23", new Link("openflow:2", "openflow:3", 1, 0),
        "l13", new Link("openflow:1", "openflow:3", 1, 0));

    /**
     * One step of a script: time passes, then a node or link goes or comes.
     *
     * @param gapMillis how long before it
     * @param node a node (else a link)
     * @param index which node or link
     * @param up whether it comes (else goes)
     * @param cut for a link that goes: whether a port at its ends is down (else it goes for another reason)
     */
    record Step(long gapMillis, boolean node, int index, boolean up, boolean cut) {
        // Plain data
    }

    @Provide
    Arbitrary<List<Step>> scripts() {
        final var step = Combinators.combine(
            Arbitraries.oneOf(Arbitraries.longs().between(0, 300), Arbitraries.longs().between(0, 9_000)),
            Arbitraries.of(true, false), Arbitraries.integers().between(0, 2), Arbitraries.of(true, false),
            Arbitraries.of(true, false)).as(Step::new);
        return step.list().ofMinSize(1).ofMaxSize(40);
    }

    @Property(tries = 400)
    void theOrchestratorSeesALossOnlyAfterTheGraceAndFinallyWhatIsUp(@ForAll("scripts") final List<Step> script) {
        final var time = new ManualTime();
        final var nodesSeen = new HashSet<>(NODES);
        final var linksSeen = new HashSet<>(LINKS.keySet());
        // when each node went away (absent: it is up)
        final var awaySince = new HashMap<String, Long>();
        // when the orchestrator was told each link is lost (absent: it is up)
        final var linkLostAt = new HashMap<String, Long>();
        final var target = new LossHoldDown.Target() {
            @Override
            public void nodeChanged(final String nodeId, final boolean isConnected) {
                if (!isConnected) {
                    final var since = awaySince.get(nodeId);
                    Assertions.assertNotNull(since, () -> nodeId + " reported lost while it is up");
                    final long now = time.nanoTime();
                    final boolean cutBefore = now == since && linkLostAt.entrySet().stream().anyMatch(entry -> {
                        final var link = LINKS.get(entry.getKey());
                        return (link.a().equals(nodeId) || link.b().equals(nodeId))
                            && now - entry.getValue() <= GRACE.toNanos();
                    });
                    Assertions.assertTrue(now - since >= GRACE.toNanos() || cutBefore,
                        () -> nodeId + " reported lost after " + (now - since) / 1_000_000 + " ms, no link cut before");
                    nodesSeen.remove(nodeId);
                } else {
                    nodesSeen.add(nodeId);
                }
            }

            @Override
            public void linkChanged(final String linkId, final @Nullable Link link) {
                if (link == null) {
                    linksSeen.remove(linkId);
                    linkLostAt.put(linkId, time.nanoTime());
                } else {
                    linksSeen.add(linkId);
                    linkLostAt.remove(linkId);
                }
            }

            @Override
            public void nodeUnreachable(final String nodeId, final boolean unreachable) {
                // shown in the node's state only
            }
        };
        final var holdDown = new LossHoldDown(target, time, time::nanoTime,
            new LossHoldDown.Settings(GRACE, REDISCOVERY));
        LINKS.forEach(holdDown::linkUp);
        final Set<String> linksUp = new HashSet<>(LINKS.keySet());
        final var linkIds = List.copyOf(new java.util.TreeSet<>(LINKS.keySet()));

        for (var step : script) {
            time.advance(Duration.ofMillis(step.gapMillis()));
            assertAwayForTheGraceIsLost(time, awaySince, nodesSeen);
            if (step.node()) {
                final var node = NODES.get(step.index());
                if (step.up()) {
                    awaySince.remove(node);
                } else {
                    awaySince.putIfAbsent(node, time.nanoTime());
                }
                holdDown.nodeChanged(node, step.up());
                if (step.up()) {
                    Assertions.assertTrue(nodesSeen.contains(node), () -> node + " back but not seen connected");
                }
            } else {
                final var linkId = linkIds.get(step.index());
                if (step.up()) {
                    linksUp.add(linkId);
                    holdDown.linkUp(linkId, LINKS.get(linkId));
                } else {
                    linksUp.remove(linkId);
                    holdDown.linkDown(linkId, step.cut());
                }
            }
        }
        time.advance(GRACE.plus(GRACE).plus(REDISCOVERY));
        final var nodesUp = new HashSet<>(NODES);
        nodesUp.removeAll(awaySince.keySet());
        Assertions.assertEquals(nodesUp, nodesSeen, "the nodes the orchestrator sees once things settle");
        Assertions.assertEquals(linksUp, linksSeen, "the links the orchestrator sees once things settle");
        Assertions.assertEquals(0, time.pending(), "nothing left to run");
    }

    private static void assertAwayForTheGraceIsLost(final ManualTime time, final Map<String, Long> awaySince,
            final Set<String> nodesSeen) {
        awaySince.forEach((node, since) -> {
            if (time.nanoTime() - since >= GRACE.toNanos()) {
                Assertions.assertFalse(nodesSeen.contains(node), () -> node + " away for "
                    + (time.nanoTime() - since) / 1_000_000 + " ms and still seen connected");
            }
        });
    }
}
