/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import org.openpath.analyzer.exec.Packet;
import org.openpath.refswitch.ChainPacket;
import org.openpath.refswitch.ReferenceSwitch;

/**
 * Traffic through a chain while its NFs' state moves: a sender injects a packet stream at a fixed rate into the
 * ingress port, a collector takes what leaves the egress port, and {@link #account} compares what came out with what
 * the sequential chain delivers for the same packets.
 */
final class MoveTraffic {
    // how long the egress stays quiet before the collector decides that nothing more comes
    private static final Duration QUIET = Duration.ofSeconds(3);

    private final ReferenceSwitch ingress;
    private final long ingressPort;
    private final ReferenceSwitch egress;
    private final long egressPort;
    private final List<Packet> received = new CopyOnWriteArrayList<>();
    private final AtomicInteger sent = new AtomicInteger();
    private volatile boolean sending;
    private Thread sender;
    private Thread collector;

    /**
     * What came out against what the sequential chain delivers, for the packets of the stream.
     *
     * @param expected packets the sequential chain delivers
     * @param delivered packets that left the egress
     * @param lost expected packets that never left the egress
     * @param wrong packets that left the egress other than the sequential chain delivers them (e.g. another NAT port)
     * @param unexpected packets that left the egress although the sequential chain drops them
     * @param reordered packets that left the egress after a later packet of their connection
     * @param lostIds the ids of the first lost packets
     */
    record Account(int expected, int delivered, int lost, int wrong, int unexpected, int reordered,
            List<Long> lostIds) {
        @Override
        public String toString() {
            return "expected " + expected + ", delivered " + delivered + ", lost " + lost + (lost == 0 ? ""
                : " " + lostIds) + ", wrong " + wrong + ", unexpected " + unexpected + ", reordered " + reordered;
        }
    }

    MoveTraffic(final ReferenceSwitch ingress, final long ingressPort, final ReferenceSwitch egress,
            final long egressPort) {
        this.ingress = ingress;
        this.ingressPort = ingressPort;
        this.egress = egress;
        this.egressPort = egressPort;
    }

    /**
     * Starts sending a stream and collecting what leaves the egress.
     *
     * @param stream the packets, in sending order
     * @param perSecond the rate
     */
    void start(final List<Packet> stream, final int perSecond) {
        egress.received(egressPort);
        sending = true;
        final long gap = TimeUnit.SECONDS.toNanos(1) / perSecond;
        sender = Thread.ofPlatform().name("move-traffic-sender").start(() -> {
            final long begin = System.nanoTime();
            for (int i = 0; i < stream.size(); i++) {
                LockSupport.parkNanos(begin + i * gap - System.nanoTime());
                ingress.inject(ingressPort, stream.get(i));
                sent.incrementAndGet();
            }
            sending = false;
        });
        collector = Thread.ofPlatform().name("move-traffic-collector").start(this::collect);
    }

    private void collect() {
        long quietSince = System.nanoTime();
        while (sending || System.nanoTime() - quietSince < QUIET.toNanos()) {
            try {
                final var next = egress.poll(egressPort, Duration.ofMillis(100));
                // OpenFlowPlugin's LLDP frames leave every port too: only chain packets count
                if (next instanceof ChainPacket packet) {
                    received.add(packet.packet());
                    quietSince = System.nanoTime();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /**
     * Returns how many packets of the stream are sent so far.
     *
     * @return the count
     */
    int sent() {
        return sent.get();
    }

    /**
     * Waits until the whole stream is sent and the egress has been quiet for a while.
     *
     * @throws InterruptedException if interrupted
     */
    void finish() throws InterruptedException {
        sender.join();
        collector.join();
    }

    /**
     * Compares what left the egress with what the sequential chain delivers.
     *
     * @param expected the packets of the stream the sequential chain delivers, as it delivers them
     * @param connectionOf the connection of a packet id (packets of other connections may be reordered)
     * @return the account
     */
    Account account(final List<Packet> expected, final Map<Long, Long> connectionOf) {
        final var byId = new HashMap<Long, Packet>();
        expected.forEach(packet -> byId.put(packet.id(), packet));
        final var seen = new HashSet<Long>();
        final var last = new HashMap<Long, Long>();
        int wrong = 0;
        int unexpected = 0;
        int reordered = 0;
        final var out = new ArrayList<>(received);
        for (var packet : out) {
            seen.add(packet.id());
            final var wanted = byId.get(packet.id());
            if (wanted == null) {
                unexpected++;
            } else if (!wanted.equals(packet)) {
                wrong++;
            }
            final long connection = connectionOf.getOrDefault(packet.id(), -1L);
            final Long previous = last.get(connection);
            if (previous != null && previous > packet.id()) {
                reordered++;
            } else {
                last.put(connection, packet.id());
            }
        }
        final var lost = expected.stream().map(Packet::id).filter(id -> !seen.contains(id)).toList();
        return new Account(expected.size(), out.size(), lost.size(), wrong, unexpected, reordered,
            lost.subList(0, Math.min(lost.size(), 20)));
    }
}
