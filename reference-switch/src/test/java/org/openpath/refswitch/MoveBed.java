/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.locks.LockSupport;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.Packet;
import org.openpath.openflow.GraphVertex;
import org.openpath.openflow.InvokeNf;
import org.openpath.openflow.OpenPathCodec;
import org.openpath.openflow.RunGraph;

/**
 * The setting of the state-move tests and benchmark: an upstream switch U steers a chain's traffic (tagged SFC 7) to
 * the NF host A (port 2) or, after the forwarding update, to B (port 3); A and B run a firewall (service 3) and
 * deliver on their port 2. A has {@code connections} TCP connections open (their SYNs went through it); a traffic
 * generator sends their data packets, and now and then a new connection, at a steady rate into U. With service graphs
 * (revision 3) A and B hold the chain's graph, a vertex invoking the firewall, and their one flow runs it.
 */
final class MoveBed implements AutoCloseable {
    static final long SFC = 7;
    static final long FW = 3;
    static final long SYN = 2;
    static final long ACK = 16;

    final TestController controller;
    final NfNode upstream;
    final NfNode source;
    final NfNode destination;
    final int connections;
    private final List<Packet> injected = new CopyOnWriteArrayList<>();
    private volatile boolean running;
    private Thread generator;
    private int nextConnection;

    MoveBed(final int connections) throws Exception {
        this(connections, false);
    }

    /**
     * Sets the bed up.
     *
     * @param connections how many connections A has open
     * @param graphs whether A and B steer the chain by its service graph (one flow running it) instead of a flow
     *     invoking the firewall
     */
    MoveBed(final int connections, final boolean graphs) throws Exception {
        this.connections = connections;
        controller = new TestController();
        upstream = NfNode.start(controller, 0x61);
        source = NfNode.start(controller, 0x62);
        destination = NfNode.start(controller, 0x63);
        upstream.sw.port(2).linkTo(source.sw.port(1));
        upstream.sw.port(3).linkTo(destination.sw.port(1));
        upstream.flow(1, Msgs.setPathTag(SFC, 1), Msgs.output(2));
        for (var host : List.of(source, destination)) {
            host.bind(FW, SFC, "firewall", "fw");
            if (graphs) {
                host.graph(SFC, new GraphVertex(FW, List.of(new InvokeNf(FW, 0))));
                host.flow(1, OpenPathCodec.encodeAction(new RunGraph(FW)), Msgs.output(2));
            } else {
                host.flow(1, Msgs.invokeNf(FW, 0), Msgs.output(2));
            }
        }
        for (int c = 0; c < connections; c++) {
            upstream.sw.inject(1, packet(-1 - c, c, SYN));
        }
        nextConnection = connections;
        awaitDelivered(source, connections);
    }

    /**
     * Returns a TCP packet of connection c: 10.0.0.0 + c + 1 : 1000 → 10.1.0.1:80, with its id as payload.
     */
    static Packet packet(final long id, final int connection, final long flags) {
        final long[] values = new long[PacketField.values().length];
        values[PacketField.ETH_SRC.ordinal()] = 0x0200_0000_0001L;
        values[PacketField.ETH_DST.ordinal()] = 0x0200_0000_0002L;
        values[PacketField.IP_SRC.ordinal()] = 0x0A00_0001L + connection;
        values[PacketField.IP_DST.ordinal()] = 0x0A01_0001L;
        values[PacketField.IP_PROTO.ordinal()] = 6;
        values[PacketField.TTL_DSCP.ordinal()] = 64 << 8;
        values[PacketField.L4_SRC.ordinal()] = 1000;
        values[PacketField.L4_DST.ordinal()] = 80;
        values[PacketField.TCP_FLAGS.ordinal()] = flags;
        values[PacketField.PAYLOAD.ordinal()] = id;
        return Packet.of(id, values);
    }

    private static void awaitDelivered(final NfNode node, final int count) throws InterruptedException {
        final long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        int seen = 0;
        while (System.nanoTime() < deadline) {
            seen += node.sw.received(2).size();
            if (seen >= count) {
                return;
            }
            Thread.sleep(5);
        }
        throw new AssertionError("only " + seen + " of " + count + " packets left " + node.sw);
    }

    /**
     * Returns the packets that left a host's port 2 since the last call, as packet ids.
     */
    static List<Packet> delivered(final NfNode node) {
        return node.sw.received(2).stream().map(out -> ((ChainPacket) out).packet()).toList();
    }

    /**
     * Starts sending packets into U at a rate: data packets of the open connections, and one packet in ten the SYN
     * of a new connection whose data packets follow.
     */
    void startTraffic(final int packetsPerSecond, final long seed) {
        running = true;
        final var random = new Random(seed);
        final long gap = 1_000_000_000L / packetsPerSecond;
        generator = Thread.ofPlatform().name("move-bed-traffic").start(() -> {
            long next = System.nanoTime();
            long id = 1;
            final List<Integer> fresh = new ArrayList<>();
            while (running) {
                final Packet packet;
                if (random.nextInt(10) == 0) {
                    fresh.add(nextConnection);
                    packet = packet(id, nextConnection++, SYN);
                } else if (!fresh.isEmpty() && random.nextBoolean()) {
                    packet = packet(id, fresh.get(random.nextInt(fresh.size())), ACK);
                } else {
                    packet = packet(id, random.nextInt(connections), ACK);
                }
                injected.add(packet);
                upstream.sw.inject(1, packet);
                id++;
                next += gap;
                LockSupport.parkNanos(Math.max(0, next - System.nanoTime()));
            }
        });
    }

    /**
     * Stops the traffic and waits until every switch has processed what it got.
     *
     * @return the packets sent
     */
    List<Packet> stopTraffic() throws InterruptedException {
        running = false;
        generator.join();
        for (var node : List.of(upstream, source, destination, upstream, source, destination)) {
            try {
                node.sw.flows();
            } catch (IllegalStateException e) {
                // a switch the test closed ("Switch ... is closed")
            }
        }
        return List.copyOf(injected);
    }

    /**
     * The forwarding update: U sends the chain's traffic to B. FLOW_MOD (modify) and a BARRIER.
     *
     * @return the OpenFlow messages it took (sent and received)
     */
    int switchToDestination() throws InterruptedException {
        final byte[] error = upstream.session.errorOf(Msgs.flowMod(upstream.session.nextXid(), 0, 1, 10, 0,
            Msgs.match(Msgs.inPort(1)), Msgs.apply(Msgs.setPathTag(SFC, 1), Msgs.output(3))));
        assertNull(error, () -> "forwarding update refused: " + Msgs.hex(error));
        return 3;
    }

    @Override
    public void close() throws Exception {
        running = false;
        upstream.close();
        source.close();
        destination.close();
        controller.close();
    }
}
