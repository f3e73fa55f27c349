/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openpath.analyzer.AnalysisMode;
import org.openpath.analyzer.AnalysisResult;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.DynamicRule;
import org.openpath.analyzer.NfCatalog;
import org.openpath.analyzer.Order;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.harness.Scenarios;

/**
 * The per-packet API of the executors: a {@link ExecutableChain.Run} keeps the NF states between packets, so
 * processing packets one at a time, as a switch does, gives exactly the batch run's outcomes and trace, sequentially
 * and on the service graph.
 */
class ExecutableChainRunTest {
    private static final NfCatalog CATALOG = BuiltInCatalog.catalog();
    private static final DependencyAnalyzer ANALYZER = DependencyAnalyzer.builtIn();
    private static final int PACKETS = 300;

    static Stream<Arguments> chains() {
        return Stream.of(
            Arguments.of("enterprise edge, IDS detouring to a sandbox", ChainRequest.builder()
                .nf("traffic-monitor").nf("ids").nf("firewall").nf("ddos-scrubber")
                .template(Order.before("ids", "firewall"))
                .rule(DynamicRule.insert("ids", "suspicious", "sandbox"), DynamicRule.discard("ids", "malicious"))
                .build()),
            Arguments.of("monitor, NAT and load balancer", ChainRequest.builder()
                .nf("traffic-monitor").nf("nat").nf("load-balancer").build()),
            Arguments.of("scrubber sending attacks to the monitor, DPI discarding p2p", ChainRequest.builder()
                .nf("ddos-scrubber").nf("firewall").nf("dpi").nf("nat").nf("wan-optimizer").nf("traffic-monitor")
                .rule(DynamicRule.sendTo("ddos-scrubber", "attack", "traffic-monitor"),
                    DynamicRule.discard("dpi", "p2p"))
                .build()),
            Arguments.of("VPN tunnel around compression, proxy and probe", ChainRequest.builder()
                .nf("encap", "vpn").nf("compression").nf("decap", "vpn").nf("proxy").nf("probe").nf("cache")
                .template(Order.before("encap", "compression"), Order.before("compression", "decap"))
                .build()),
            Arguments.of("coarse NAT and load balancer (not equivalent to the chain)", ChainRequest.builder()
                .nf("nat").nf("load-balancer").mode(AnalysisMode.COARSE).build()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("chains")
    void sequentialRunProcessesPacketByPacketAsTheBatch(final String name, final ChainRequest request)
            throws ChainValidationException {
        final var chain = ExecutableChain.of(CATALOG, request, ANALYZER.analyze(request));
        final var packets = Scenarios.packets(new Random(name.hashCode()), PACKETS);
        assertPacketByPacketAsTheBatch(chain, packets, SequentialExecutor.run(chain, packets),
            tracing -> SequentialExecutor.start(chain, tracing));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("chains")
    void parallelRunProcessesPacketByPacketAsTheBatch(final String name, final ChainRequest request)
            throws ChainValidationException {
        final var result = ANALYZER.analyze(request);
        final var chain = ExecutableChain.of(CATALOG, request, result);
        final var packets = Scenarios.packets(new Random(name.hashCode()), PACKETS);
        assertPacketByPacketAsTheBatch(chain, packets, ParallelExecutor.run(chain, result.graph(), packets),
            tracing -> ParallelExecutor.start(chain, result.graph(), tracing));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("chains")
    void fieldLevelGraphMatchesTheChainPacketByPacket(final String name, final ChainRequest request)
            throws ChainValidationException {
        final var fieldLevel = request.withMode(AnalysisMode.FIELD_LEVEL);
        final AnalysisResult result = ANALYZER.analyze(fieldLevel);
        final var chain = ExecutableChain.of(CATALOG, fieldLevel, result);
        final var sequential = SequentialExecutor.start(chain, Tracing.OFF);
        final var parallel = ParallelExecutor.start(chain, result.graph(), Tracing.OFF);
        for (var packet : Scenarios.packets(new Random(name.hashCode() + 1), PACKETS)) {
            assertEquals(sequential.process(packet), parallel.process(packet), packet::toString);
        }
    }

    @Test
    void runsKeepNfStatesBetweenPackets() throws ChainValidationException {
        // The NAT allocates source ports 5000, 5001... to new (ip-src, l4-src) pairs and remembers them
        final var request = ChainRequest.builder().nf("traffic-monitor").nf("nat").build();
        final var result = ANALYZER.analyze(request);
        final var chain = ExecutableChain.of(CATALOG, request, result);
        final var first = packet(1, 1, 1000);
        final var second = packet(2, 2, 2000);
        final var third = packet(3, 1, 1000);
        for (var run : List.of(SequentialExecutor.start(chain, Tracing.OFF),
                ParallelExecutor.start(chain, result.graph(), Tracing.OFF))) {
            assertEquals(5000, deliveredPacket(run.process(first)).get(PacketField.L4_SRC));
            assertEquals(5001, deliveredPacket(run.process(second)).get(PacketField.L4_SRC));
            assertEquals(5000, deliveredPacket(run.process(third)).get(PacketField.L4_SRC));
        }
        // A fresh run has fresh states
        assertEquals(5000, deliveredPacket(SequentialExecutor.start(chain, Tracing.OFF).process(second))
            .get(PacketField.L4_SRC));
        assertEquals(5000, deliveredPacket(ParallelExecutor.start(chain, result.graph(), Tracing.OFF).process(second))
            .get(PacketField.L4_SRC));
    }

    @Test
    void processLeavesTheInputPacketAlone() throws ChainValidationException {
        final var request = ChainRequest.builder().nf("nat").nf("load-balancer").build();
        final var result = ANALYZER.analyze(request);
        final var chain = ExecutableChain.of(CATALOG, request, result);
        final var input = packet(7, 3, 1234);
        final var before = input.copy();
        final var outcome = ParallelExecutor.start(chain, result.graph(), Tracing.OFF).process(input);
        assertEquals(before, input);
        final var delivered = deliveredPacket(outcome);
        assertNotSame(input, delivered);
        assertEquals(input.id(), delivered.id());
        assertNotEquals(input, delivered);
    }

    @Test
    void untracedRunsRecordNothing() throws ChainValidationException {
        final var request = ChainRequest.builder().nf("firewall").nf("ids").build();
        final var result = ANALYZER.analyze(request);
        final var chain = ExecutableChain.of(CATALOG, request, result);
        final var untraced = ParallelExecutor.start(chain, result.graph(), Tracing.OFF);
        untraced.process(packet(1, 1, 1));
        assertFalse(untraced.traced());
        assertThrows(IllegalStateException.class, untraced::trace);

        final var traced = SequentialExecutor.start(chain, Tracing.ON);
        assertTrue(traced.traced());
        assertEquals(new Trace(List.of(), traced.trace().observations()), traced.trace());
        traced.process(packet(1, 1, 1));
        assertEquals(1, traced.trace().outcomes().size());
    }

    @Test
    void aGraphOfAnotherChainIsRejected() throws ChainValidationException {
        final var request = ChainRequest.builder().nf("firewall").nf("ids").build();
        final var chain = ExecutableChain.of(CATALOG, request, ANALYZER.analyze(request));
        final var other = ANALYZER.analyze(ChainRequest.builder().nf("firewall").nf("nat").build());
        assertThrows(IllegalArgumentException.class, () -> ParallelExecutor.start(chain, other.graph(), Tracing.ON));
    }

    /**
     * A run started untraced, then one started traced, given the packets one at a time, give the batch's outcomes
     * and trace.
     */
    private static void assertPacketByPacketAsTheBatch(final ExecutableChain chain, final List<Packet> packets,
            final Trace batch, final Function<Tracing, ExecutableChain.Run> start) {
        assertNonTrivial(batch);

        final var run = start.apply(Tracing.OFF);
        assertSame(chain, run.chain());
        assertEquals(batch.outcomes(), packets.stream().map(run::process).toList());

        final var traced = start.apply(Tracing.ON);
        packets.forEach(traced::process);
        assertEquals(batch, traced.trace());
    }

    private static void assertNonTrivial(final Trace trace) {
        final Set<Outcome.Kind> kinds = EnumSet.noneOf(Outcome.Kind.class);
        trace.outcomes().forEach(outcome -> kinds.add(outcome.kind()));
        assertTrue(kinds.contains(Outcome.Kind.DELIVERED), kinds::toString);
        assertTrue(kinds.size() > 1 || trace.outcomes().stream().map(Outcome::packet).distinct().count() > 1,
            kinds::toString);
    }

    private static Packet deliveredPacket(final Outcome outcome) {
        assertEquals(Outcome.Kind.DELIVERED, outcome.kind(), outcome::toString);
        final var packet = outcome.packet();
        assertNotNull(packet);
        return packet;
    }

    private static Packet packet(final long id, final long ipSrc, final long l4Src) {
        return Packet.of(id, 1, 2, 0, ipSrc, 9, 6, 64, l4Src, 80, 0, 42, 0);
    }
}
