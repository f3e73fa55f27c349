/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
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
 * Traffic through a chain while its NFs' state moves: TCP connections opened through the chain (SYN, then a first
 * ACK), then a stream of their packets that a sender injects at a fixed rate into the ingress port while a collector
 * takes what leaves the egress port; {@link #account} compares what came out with what the sequential chain delivers
 * for the whole packet sequence.
 */
final class MoveTraffic {
    // TCP flags of the analyser's packets
    private static final long SYN = 2;
    private static final long ACK = 16;

    // how long the egress stays quiet before the collector decides that nothing more comes
    private static final Duration QUIET = Duration.ofSeconds(3);

    private final ReferenceSwitch ingress;
    private final long ingressPort;
    private final ReferenceSwitch egress;
    private final long egressPort;
    private final ChainRequest chain;
    private final List<Packet> opening = new ArrayList<>();
    private final List<Packet> stream = new ArrayList<>();
    private final Map<Long, Long> connectionOf = new HashMap<>();
    private final List<Packet> received = new CopyOnWriteArrayList<>();
    private final AtomicInteger sent = new AtomicInteger();
    private volatile boolean sending;
    private volatile Instant begun = Instant.EPOCH;
    private long gapNanos;
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
     * @param firstLostSent when the first lost packet was sent (wall clock, to set beside the controller's log), empty
     *     when none was lost
     */
    record Account(int expected, int delivered, int lost, int wrong, int unexpected, int reordered,
            List<Long> lostIds, String firstLostSent) {
        @Override
        public String toString() {
            return "expected " + expected + ", delivered " + delivered + ", lost " + lost + (lost == 0 ? ""
                : " " + lostIds + " (the first sent at " + firstLostSent + ")") + ", wrong " + wrong
                + ", unexpected " + unexpected + ", reordered " + reordered;
        }
    }

    /**
     * Prepares the traffic: connections from 10.0.0.1, source ports 2000 and up, to 10.0.{subnet}.1:80.
     *
     * @param ingress where the packets enter, at port 1
     * @param egress where they leave, at port 2
     * @param chain the chain, as the analyser's request
     * @param subnet the third octet of the destination
     * @param connections how many connections
     * @param length how many packets the stream has
     */
    MoveTraffic(final ReferenceSwitch ingress, final ReferenceSwitch egress, final ChainRequest chain,
            final int subnet, final int connections, final int length) {
        this.ingress = ingress;
        ingressPort = 1;
        this.egress = egress;
        egressPort = 2;
        this.chain = chain;
        for (int c = 0; c < connections; c++) {
            opening.add(packet(subnet, opening.size(), 2000 + c, SYN));
            opening.add(packet(subnet, opening.size(), 2000 + c, ACK));
        }
        for (int i = 0; i < length; i++) {
            final long id = opening.size() + i;
            stream.add(packet(subnet, id, 2000 + i % connections, ACK));
            connectionOf.put(id, (long) (i % connections));
        }
    }

    private static Packet packet(final int subnet, final long id, final long sourcePort, final long flags) {
        return TestPackets.packet().eth(1, 2).ip(0x0A000001L, 0x0A000001L + (subnet << 8), 6).ttlDscp(64, 0)
            .ports(sourcePort, 80).tcpFlags(flags).payload(id).build(id);
    }

    /**
     * Opens the connections through the chain, checking that the egress delivers what the sequential chain does.
     *
     * @throws Exception if it does not
     */
    void open() throws Exception {
        ChainTraffic.assertSequential(ingress, (int) ingressPort, egress, (int) egressPort, chain, opening, 0);
    }

    /**
     * Starts sending the stream and collecting what leaves the egress.
     *
     * @param perSecond the rate
     */
    void start(final int perSecond) {
        egress.received(egressPort);
        sending = true;
        final long gap = TimeUnit.SECONDS.toNanos(1) / perSecond;
        gapNanos = gap;
        sender = Thread.ofPlatform().name("move-traffic-sender").start(() -> {
            final long begin = System.nanoTime();
            begun = Instant.now();
            for (int i = 0; i < stream.size(); i++) {
                LockSupport.parkNanos(begin + i * gap - System.nanoTime());
                ingress.inject(ingressPort, stream.get(i));
                sent.incrementAndGet();
            }
            sending = false;
        });
        collector = Thread.ofPlatform().name("move-traffic-collector").start(this::collect);
    }

    /**
     * Returns the id of the next packet to send.
     *
     * @return the id
     */
    long nextId() {
        return opening.size() + sent.get();
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
     * Compares what left the egress with what the sequential chain delivers for the stream.
     *
     * @return the account
     * @throws ChainValidationException never: the chain is valid
     */
    Account account() throws ChainValidationException {
        return accountAgainst(expected());
    }

    /**
     * Compares what left the egress with what the sequential chain delivers for the last packets of the stream.
     *
     * @param count how many
     * @return the account of those
     * @throws ChainValidationException never: the chain is valid
     */
    Account accountOfLast(final int count) throws ChainValidationException {
        final var expected = expected();
        return accountAgainst(expected.subList(Math.max(0, expected.size() - count), expected.size()));
    }

    /**
     * Returns what the sequential chain delivers of the stream, after the opening.
     *
     * @return the packets
     * @throws ChainValidationException never: the chain is valid
     */
    List<Packet> expected() throws ChainValidationException {
        final var all = new ArrayList<>(opening);
        all.addAll(stream);
        final var analysis = DependencyAnalyzer.builtIn().analyze(chain);
        return SequentialExecutor.run(ExecutableChain.of(BuiltInCatalog.catalog(), chain, analysis), all)
            .outcomes().stream().filter(outcome -> outcome.kind() == Outcome.Kind.DELIVERED).map(Outcome::packet)
            .filter(packet -> packet.id() >= opening.size()).toList();
    }

    private Account accountAgainst(final List<Packet> expected) {
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
        final String firstLostSent = lost.isEmpty() ? "" : DateTimeFormatter.ofPattern("HH:mm:ss.SSS")
            .withZone(ZoneId.systemDefault()).format(begun.plusNanos((lost.getFirst() - opening.size()) * gapNanos));
        return new Account(expected.size(), out.size(), lost.size(), wrong, unexpected, reordered,
            lost.subList(0, Math.min(lost.size(), 20)), firstLostSent);
    }
}
