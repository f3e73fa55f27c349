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

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.ExecutableChain;
import org.openpath.analyzer.exec.Outcome;
import org.openpath.analyzer.exec.Packet;
import org.openpath.analyzer.exec.SequentialExecutor;
import org.openpath.refswitch.ChainPacket;
import org.openpath.refswitch.ReferenceSwitch;

/**
 * Traffic through rendered chains for the rendering tests: random packets of a chain's classifier subnet, what the
 * sequential chain makes of them, and the check that a switch's egress port delivers exactly that; plus lookups in a
 * chain's operational state.
 */
final class ChainTraffic {
    private static final long[] PORTS = {80, 443, 8080, 53};

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
        final var random = new Random(seed);
        final List<Packet> packets = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            final long[] values = new long[PacketField.values().length];
            values[PacketField.ETH_SRC.ordinal()] = 1 + random.nextInt(4);
            values[PacketField.ETH_DST.ordinal()] = 1 + random.nextInt(4);
            values[PacketField.IP_SRC.ordinal()] = 0x0A000001L + random.nextInt(12);
            values[PacketField.IP_DST.ordinal()] = 0x0A000001L + (subnet << 8) + random.nextInt(12);
            values[PacketField.IP_PROTO.ordinal()] = random.nextBoolean() ? 6 : 17;
            values[PacketField.TTL_DSCP.ordinal()] = 64 << 8 | random.nextInt(16);
            values[PacketField.L4_SRC.ordinal()] = 1000 + random.nextInt(8);
            values[PacketField.L4_DST.ordinal()] = PORTS[random.nextInt(PORTS.length)];
            values[PacketField.TCP_FLAGS.ordinal()] = random.nextInt(4);
            values[PacketField.PAYLOAD.ordinal()] = random.nextInt(40);
            packets.add(Packet.of(i, values));
        }
        return packets;
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
        final var analysis = DependencyAnalyzer.builtIn().analyze(request);
        final var expected = SequentialExecutor.run(ExecutableChain.of(BuiltInCatalog.catalog(), request, analysis),
            inputs).outcomes().stream().filter(outcome -> outcome.kind() == Outcome.Kind.DELIVERED)
            .map(Outcome::packet).toList();
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
    static String hostOf(final JsonObject state, final String role) {
        for (JsonElement sub : Json.at(state, "placement", "sub-sfc").getAsJsonArray()) {
            final var object = sub.getAsJsonObject();
            if (role.equals(object.get("role").getAsString())) {
                return object.get("node").getAsString();
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
    static long serviceId(final JsonObject state, final String nf) {
        for (JsonElement vertex : Json.at(state, "analysis", "service-graph", "vertex").getAsJsonArray()) {
            if (nf.equals(vertex.getAsJsonObject().get("nf").getAsString())) {
                return vertex.getAsJsonObject().get("service-id").getAsLong();
            }
        }
        throw new AssertionError("no vertex " + nf + " in " + state);
    }
}
