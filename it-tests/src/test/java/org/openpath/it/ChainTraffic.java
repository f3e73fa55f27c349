/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.exec.ExecutableChain;
import org.openpath.analyzer.exec.Outcome;
import org.openpath.analyzer.exec.Packet;
import org.openpath.analyzer.exec.SequentialExecutor;
import org.openpath.fixtures.TestPackets;
import org.openpath.refswitch.ChainPacket;
import org.openpath.refswitch.ReferenceSwitch;

/**
 * Traffic through rendered chains for the rendering tests: random packets of a chain's classifier subnet, what the
 * sequential chain makes of them, and the check that a switch's egress port delivers exactly that; plus lookups in a
 * chain's operational state.
 */
final class ChainTraffic {
    private ChainTraffic() {
        // Static only
    }

    /**
     * Random TCP/UDP packets to 10.0.{subnet}.1-12.
     *
     * @param count how many
     * @param seed the random seed
     * @param subnet the third octet of the destination
     * @return the packets, ids 0..count-1
     */
    static List<Packet> packets(final int count, final long seed, final int subnet) {
        return TestPackets.random(count, seed, 0x0A000001L, 0x0A000001L + (subnet << 8), 64);
    }

    /**
     * Injects packets at port 1 of the ingress switch and checks that its port 2 delivers exactly what the
     * sequential chain (fresh NF state) delivers, in order.
     *
     * @param ingress the ingress and egress switch
     * @param request the chain, as the analyser's request
     * @param inputs the packets
     * @param pauseMillis pause between injections (0 for none)
     * @throws ChainValidationException never: the chain is valid
     * @throws InterruptedException if interrupted
     */
    static void assertSequential(final ReferenceSwitch ingress, final ChainRequest request, final List<Packet> inputs,
            final long pauseMillis) throws ChainValidationException, InterruptedException {
        assertSequential(ingress, 1, ingress, 2, request, inputs, pauseMillis);
    }

    /**
     * Injects packets at a port of the ingress switch and checks that a port of the egress switch delivers exactly
     * what the sequential chain (fresh NF state) delivers, in order.
     *
     * @param ingress the ingress switch
     * @param ingressPort where the packets enter it
     * @param egress the egress switch
     * @param egressPort where they must leave it
     * @param request the chain, as the analyser's request
     * @param inputs the packets
     * @param pauseMillis pause between injections (0 for none)
     * @throws ChainValidationException never: the chain is valid
     * @throws InterruptedException if interrupted
     */
    static void assertSequential(final ReferenceSwitch ingress, final int ingressPort, final ReferenceSwitch egress,
            final int egressPort, final ChainRequest request, final List<Packet> inputs, final long pauseMillis)
            throws ChainValidationException, InterruptedException {
        final var expected = deliveredBySequentialChain(request, inputs);
        assertFalse(expected.isEmpty(), "the chain delivers some packets");
        egress.received(egressPort);
        for (var packet : inputs) {
            ingress.inject(ingressPort, packet);
            if (pauseMillis > 0) {
                Thread.sleep(pauseMillis);
            }
        }
        final var out = new ArrayList<Packet>();
        for (int i = 0; i < expected.size(); i++) {
            final var delivered = nextChainPacket(egress, egressPort);
            assertNotNull(delivered, "only " + i + " of " + expected.size() + " packets left the egress");
            out.add(delivered.packet());
        }
        assertEquals(expected, out);
        assertEquals(List.of(), egress.received(egressPort).stream().filter(ChainPacket.class::isInstance).toList(),
            "more packets than the sequential chain delivers");
    }

    /**
     * Packets through one chain, round after round, each round checked against the sequential chain run over every
     * packet of the stream so far: the NFs on the switches keep their state from round to round (a firewall lets a
     * connection it saw before pass), and so does the sequential chain here. The chain must have carried no other
     * packets of its subnet before the stream's first round.
     */
    static final class Stream {
        private final ReferenceSwitch ingress;
        private final ChainRequest request;
        private final int subnet;
        private final long pauseMillis;
        private final List<Packet> sent = new ArrayList<>();
        private int delivered;

        Stream(final ReferenceSwitch ingress, final ChainRequest request, final int subnet, final long pauseMillis) {
            this.ingress = ingress;
            this.request = request;
            this.subnet = subnet;
            this.pauseMillis = pauseMillis;
        }

        /**
         * Sends one round and checks what leaves the egress (port 2 of the ingress switch).
         *
         * @param count packets in the round
         * @param seed their random seed
         * @throws ChainValidationException never: the chain is valid
         * @throws InterruptedException if interrupted
         */
        void round(final int count, final long seed) throws ChainValidationException, InterruptedException {
            final var inputs = packets(count, seed, subnet);
            sent.addAll(inputs);
            final var all = deliveredBySequentialChain(request, sent);
            final var expected = all.subList(delivered, all.size());
            delivered = all.size();
            ingress.received(2);
            for (var packet : inputs) {
                ingress.inject(1, packet);
                if (pauseMillis > 0) {
                    Thread.sleep(pauseMillis);
                }
            }
            final var out = new ArrayList<Packet>();
            for (int i = 0; i < expected.size(); i++) {
                final var next = nextChainPacket(ingress, 2);
                assertNotNull(next, "only " + i + " of " + expected.size() + " packets left the egress");
                out.add(next.packet());
            }
            assertEquals(expected, out);
            assertEquals(List.of(), ingress.received(2).stream().filter(ChainPacket.class::isInstance).toList(),
                "more packets than the sequential chain delivers");
        }
    }

    private static List<Packet> deliveredBySequentialChain(final ChainRequest request, final List<Packet> inputs)
            throws ChainValidationException {
        final var analysis = DependencyAnalyzer.builtIn().analyze(request);
        return SequentialExecutor.run(ExecutableChain.of(BuiltInCatalog.catalog(), request, analysis), inputs)
            .outcomes().stream().filter(outcome -> outcome.kind() == Outcome.Kind.DELIVERED)
            .map(Outcome::packet).toList();
    }

    // OpenFlowPlugin's LLDP discovery sends frames out of every port, the egress port too: skip them
    private static ChainPacket nextChainPacket(final ReferenceSwitch sw, final int port)
            throws InterruptedException {
        final long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (System.nanoTime() < deadline) {
            final var delivered = sw.poll(port, Duration.ofMillis(500));
            if (delivered instanceof ChainPacket packet) {
                return packet;
            }
        }
        return null;
    }

    /**
     * Returns the node of the first sub-SFC of a role in a chain's state.
     *
     * @param state the chain's operational state
     * @param role working or backup
     * @return the node
     */
    static String hostOf(final ObjectNode state, final String role) {
        for (JsonNode sub : Json.array(state.path("placement").path("sub-sfc"))) {
            final var object = Json.object(sub);
            if (role.equals(Json.text(object.get("role")))) {
                return Json.text(object.get("node"));
            }
        }
        throw new AssertionError("no " + role + " sub-SFC in " + state);
    }

    /**
     * Returns the SERVICE-ID of a vertex in a chain's state.
     *
     * @param state the chain's operational state
     * @param nf the vertex
     * @return its SERVICE-ID
     */
    static long serviceId(final ObjectNode state, final String nf) {
        for (JsonNode vertex : Json.array(state.path("analysis").path("service-graph").path("vertex"))) {
            if (nf.equals(Json.text(Json.object(vertex).get("nf")))) {
                return Json.longValue(Json.object(vertex).get("service-id"));
            }
        }
        throw new AssertionError("no vertex " + nf + " in " + state);
    }
}
