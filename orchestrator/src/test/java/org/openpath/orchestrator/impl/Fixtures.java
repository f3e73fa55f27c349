/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.AnalysisMode;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.placement.Affinity;
import org.openpath.placement.Algorithm;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Link;
import org.openpath.placement.Node;
import org.openpath.placement.Placer;
import org.openpath.placement.Topology;

/**
 * What the unit tests of the orchestrator's parts share: the built-in catalog, three NF hosts {@code openflow:1..3}
 * (16 cores, 16384 MiB, 40 Gbit/s) in a triangle, chain requests as records, a clock the test moves and a sink that
 * records what it gets.
 */
final class Fixtures {
    static final Instant START = Instant.parse("2026-11-22T10:00:00Z");
    static final List<String> NODES = List.of("openflow:1", "openflow:2", "openflow:3");

    private Fixtures() {
        // Static only
    }

    static DependencyAnalyzer analyzer() {
        return DependencyAnalyzer.of(BuiltInCatalog.catalog());
    }

    static TopologySpec triangle() {
        return new TopologySpec(new Topology(TopologySpec.NAME,
            NODES.stream().map(id -> Node.host(id, 16, 16384, 40)).toList(),
            List.of(new Link("openflow:1", "openflow:2", 10, 5), new Link("openflow:2", "openflow:3", 10, 5),
                new Link("openflow:1", "openflow:3", 10, 5))), Set.of());
    }

    static Placer placer(final Topology topology) {
        return Placer.create(Algorithm.OPENPATH, topology, DemandTable.builtIn());
    }

    /**
     * A request at 1 Gbit/s, high affinity, without backup.
     */
    static RequestedChain chain(final String... nfNameAndType) {
        return chain(1, false, List.of(), nfNameAndType);
    }

    static RequestedChain chain(final double rateGbps, final boolean backup, final List<RequestedChain.Rule> rules,
            final String... nfNameAndType) {
        final var nfs = new ArrayList<RequestedChain.Nf>();
        for (int i = 0; i < nfNameAndType.length; i += 2) {
            nfs.add(new RequestedChain.Nf(nfNameAndType[i], nfNameAndType[i + 1]));
        }
        return new RequestedChain(nfs, List.of(), List.of(), List.of(), rules, null, rateGbps,
            Double.POSITIVE_INFINITY, Affinity.HIGH, backup, AnalysisMode.FIELD_LEVEL);
    }

    static RequestedChain.Rule insert(final String nf, final String result, final String type) {
        return new RequestedChain.Rule(nf, result, new RequestedChain.InsertNf(type));
    }

    static TrackedChain tracked(final String name, final long sfcId, final RequestedChain request) {
        return new TrackedChain(name, new ChainIds(sfcId, Map.of()), request);
    }

    /**
     * Wraps a core so that every call of {@code method} throws {@code error}; other calls reach the real one.
     */
    // the proxy passes on the wrapped core's own exception, not the reflection wrapper around it
    @SuppressWarnings("checkstyle:AvoidHidingCauseException")
    static <T> T failingOn(final Class<T> type, final T real, final String method, final RuntimeException error) {
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type},
            (proxy, called, args) -> {
                if (called.getName().equals(method)) {
                    throw error;
                }
                try {
                    return called.invoke(real, args);
                } catch (InvocationTargetException e) {
                    throw e.getCause();
                }
            }));
    }

    /**
     * A clock the test moves.
     */
    static final class TestClock extends Clock {
        private Instant now = START;

        void advance(final long seconds) {
            now = now.plusSeconds(seconds);
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(final ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    /**
     * Records what it gets, in order: chain states, {@code "removed <name>"}, the node states of a topology state,
     * progress, and a flush as the string {@code "flush"}; besides, the removed chains, the progress reports and the
     * latest node and link states.
     */
    static final class RecordingSink implements StateSink {
        final List<Object> events = new ArrayList<>();
        final List<String> removed = new ArrayList<>();
        final List<Progress> progress = new ArrayList<>();
        private Map<String, NodeState> nodes = Map.of();
        private List<LinkState> links = List.of();

        @Override
        public void chainState(final ChainState state) {
            events.add(state);
        }

        @Override
        public void chainRemoved(final String name) {
            events.add("removed " + name);
            removed.add(name);
        }

        @Override
        public void topologyState(final Collection<NodeState> newNodes, final Collection<LinkState> newLinks) {
            final var byId = new TreeMap<String, NodeState>();
            newNodes.forEach(node -> byId.put(node.nodeId(), node));
            nodes = byId;
            links = List.copyOf(newLinks);
            events.add(List.copyOf(newNodes));
        }

        @Override
        public void progress(final Progress newProgress) {
            events.add(newProgress);
            progress.add(newProgress);
        }

        @Override
        public void flush() {
            events.add("flush");
        }

        List<ChainState> states() {
            return events.stream().filter(ChainState.class::isInstance).map(ChainState.class::cast).toList();
        }

        List<ChainState> states(final String name) {
            return statesSince(0, name);
        }

        List<ChainState> statesSince(final int mark, final String name) {
            return events.subList(mark, events.size()).stream()
                .filter(ChainState.class::isInstance).map(ChainState.class::cast)
                .filter(state -> state.name().equals(name))
                .toList();
        }

        @Nullable ChainState last() {
            final var states = states();
            return states.isEmpty() ? null : states.getLast();
        }

        ChainState last(final String name) {
            final var states = states(name);
            assertFalse(states.isEmpty(), "no state emitted for chain " + name);
            return states.getLast();
        }

        int mark() {
            return events.size();
        }

        int indexOf(final ChainState state) {
            for (int i = 0; i < events.size(); i++) {
                if (events.get(i) == state) {
                    return i;
                }
            }
            throw new AssertionError("not emitted: " + state);
        }

        boolean flushedBetween(final int from, final int to) {
            return events.subList(from, to).contains("flush");
        }

        NodeState node(final String id) {
            final var node = nodes.get(id);
            assertNotNull(node, "no state emitted for node " + id);
            return node;
        }

        List<LinkState> lastLinks() {
            return links;
        }
    }
}
