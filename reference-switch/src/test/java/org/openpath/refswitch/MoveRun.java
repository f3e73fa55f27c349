/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.Packet;
import org.openpath.openflow.MoveMode;
import org.openpath.openflow.MoveSpec;

/**
 * One move on a {@link MoveBed} under traffic, and what came out: the controller's figures, the packets sent, and
 * those that left the source and the destination.
 *
 * @param result the controller's figures
 * @param injected the packets sent into the upstream switch
 * @param atSource the packets that left the source host
 * @param atDestination the packets that left the destination host
 */
record MoveRun(MoveController.Result result, List<Packet> injected, List<Packet> atSource,
        List<Packet> atDestination) {
    /**
     * Runs a move: traffic starts, the move runs, traffic stops a little after the move completed.
     *
     * @param bed the setting, its source holding the state
     * @param spec the move
     * @param packetsPerSecond the traffic rate
     * @return the run
     */
    static MoveRun on(final MoveBed bed, final MoveSpec spec, final int packetsPerSecond) throws Exception {
        return on(bed, spec, packetsPerSecond, null);
    }

    /**
     * Runs a move over the emulated testbed's links.
     *
     * @param bed the setting, its source holding the state
     * @param spec the move
     * @param packetsPerSecond the traffic rate
     * @param testbed the links' delays and bandwidths, {@code null} for plain loopback
     * @return the run
     */
    static MoveRun on(final MoveBed bed, final MoveSpec spec, final int packetsPerSecond,
            final MoveController.@org.eclipse.jdt.annotation.Nullable Testbed testbed) throws Exception {
        return on(bed, spec, packetsPerSecond, testbed, false);
    }

    /**
     * Runs a move over the emulated testbed's links, the controller knowing the destination's peer endpoint or not.
     *
     * @param bed the setting, its source holding the state
     * @param spec the move
     * @param packetsPerSecond the traffic rate
     * @param testbed the links' delays and bandwidths, {@code null} for plain loopback
     * @param endpointKnown whether the controller learns the destination's endpoint first (before the traffic
     *        starts, as from an earlier move), so that the move starts with MOVE_EXPECT and MOVE_START together
     * @return the run
     */
    static MoveRun on(final MoveBed bed, final MoveSpec spec, final int packetsPerSecond,
            final MoveController.@org.eclipse.jdt.annotation.Nullable Testbed testbed, final boolean endpointKnown)
            throws Exception {
        final var controller = new MoveController(bed.source.session, bed.destination.session, testbed);
        if (endpointKnown) {
            controller.learnEndpoint(learning(spec), Duration.ofSeconds(10));
        }
        return with(controller, bed, spec, packetsPerSecond);
    }

    /**
     * Runs a move with a controller set up by the caller.
     *
     * @param controller the controller, on the bed's switches
     * @param bed the setting, its source holding the state
     * @param spec the move
     * @param packetsPerSecond the traffic rate
     * @return the run
     */
    static MoveRun with(final MoveController controller, final MoveBed bed, final MoveSpec spec,
            final int packetsPerSecond) throws Exception {
        bed.startTraffic(packetsPerSecond, spec.moveId());
        Thread.sleep(50);
        final var result = controller.run(spec, bed::switchToDestination, Duration.ofSeconds(60));
        Thread.sleep(50);
        final var injected = bed.stopTraffic();
        return new MoveRun(result, injected, MoveBed.delivered(bed.source), MoveBed.delivered(bed.destination));
    }

    /** A move of the same NF under another id, whose MOVE_READY names the destination's endpoint. */
    static MoveSpec learning(final MoveSpec spec) {
        return new MoveSpec(spec.moveId() ^ 0x8000_0000L, spec.sfcId(), spec.serviceId(), MoveMode.PEER_TO_PEER,
            spec.guarantee(), spec.optimisations(), spec.scope(), spec.timeoutMillis(), spec.filter());
    }

    /**
     * Returns the packets sent that left neither host (dropped because their state was missing, or lost).
     *
     * @return the count
     */
    long lost() {
        final var seen = new HashSet<Long>();
        atSource.forEach(packet -> seen.add(packet.id()));
        atDestination.forEach(packet -> seen.add(packet.id()));
        return injected.stream().filter(packet -> !seen.contains(packet.id())).count();
    }

    /**
     * Returns the packets that left after a later packet of their connection (a connection's packets leave the
     * source before they leave the destination).
     *
     * @return the count
     */
    long reordered() {
        final var last = new HashMap<Long, Long>();
        final var all = new ArrayList<>(atSource);
        all.addAll(atDestination);
        long late = 0;
        for (var packet : all) {
            final long connection = packet.get(PacketField.IP_SRC);
            final Long previous = last.get(connection);
            if (previous != null && previous > packet.id()) {
                late++;
            } else {
                last.put(connection, packet.id());
            }
        }
        return late;
    }

    /**
     * Returns a description for assertion messages.
     *
     * @return the figures and the lost packets
     */
    String describe() {
        final var seen = new HashSet<Long>();
        atSource.forEach(packet -> seen.add(packet.id()));
        atDestination.forEach(packet -> seen.add(packet.id()));
        return result + ", injected " + injected.size() + ", lost " + injected.stream().filter(packet -> !seen
            .contains(packet.id())).map(packet -> packet.id() + "/" + packet.get(PacketField.IP_SRC)).toList();
    }

    static Duration millis(final long nanos) {
        return Duration.ofNanos(nanos);
    }
}
