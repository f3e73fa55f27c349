/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.openpath.analyzer.exec.Effect;
import org.openpath.analyzer.exec.Packet;
import org.openpath.fixtures.TestPackets;
import org.openpath.openflow.OpenPathCodec;
import org.openpath.openflow.OpenPathMessage;
import org.openpath.refswitch.Delivered;
import org.openpath.refswitch.FlowEntry;
import org.openpath.refswitch.Instruction;
import org.openpath.refswitch.MatchField;
import org.openpath.refswitch.impl.OfConstants.PacketInReason;
import org.openpath.refswitch.impl.OfConstants.PortReason;

/**
 * The datapath parts of one switch put together as {@link SwitchCore} does, without threads or a controller:
 * PACKET_IN, PORT_STATUS and switch-initiated messages are recorded instead of sent.
 */
final class TestDatapath {
    /**
     * A recorded PACKET_IN.
     */
    record PacketIn(PacketContext packet, PacketInReason reason, int table, long cookie, int maxLen) {
    }

    /**
     * A recorded PORT_STATUS.
     */
    record PortStatus(long port, PortReason reason) {
    }

    private final List<PacketIn> packetIns = new ArrayList<>();
    private final List<PortStatus> portStatuses = new ArrayList<>();
    private final RecordingOutbound outbound = new RecordingOutbound();
    private final SwitchCounters counters = new SwitchCounters();
    private final Ports ports;
    private final FlowTables tables = new FlowTables(4);
    private final GroupTable groups;
    private final NfManager nf;
    private final Resubmissions resubmissions = new Resubmissions();
    private final Egress egress;
    private final ActionApplier actions;
    private final Pipeline pipeline;

    /**
     * A datapath with four ports and four tables whose NFs forward every packet unchanged.
     */
    TestDatapath() {
        this((type, name, packet, headerCopyOf, state) -> Effect.FORWARD, true);
    }

    TestDatapath(final NfRunner runner, final boolean lldpToController) {
        ports = new Ports(0x100, 4, (port, reason) -> portStatuses.add(new PortStatus(port.number(), reason)));
        groups = new GroupTable(ports);
        nf = new NfManager(runner, outbound);
        egress = new Egress(ports, resubmissions, counters,
            (packet, reason, table, cookie, maxLen) -> packetIns.add(new PacketIn(packet, reason, table, cookie,
                maxLen)));
        actions = new ActionApplier(groups, egress, nf, resubmissions, counters);
        pipeline = new Pipeline("100", ports, tables, actions, resubmissions, egress, counters, lldpToController);
    }

    /**
     * Returns an untagged TCP packet from 10.0.0.1:1000 to 10.0.0.2:80 with TTL 64.
     *
     * @param id the packet's identity
     * @return the packet
     */
    static Packet tcp(final long id) {
        return TestPackets.packet().eth(0x0200_0000_0001L, 0x0200_0000_0002L).ip(0x0A00_0001L, 0x0A00_0002L, 6)
            .ttlDscp(64, 0).ports(1000, 80).build(id);
    }

    /**
     * Returns a flow entry as FLOW_MOD ADD would install it, without raw bytes.
     *
     * @param table the table
     * @param priority the priority
     * @param match the match
     * @param instructions the instructions
     * @return the entry
     */
    static FlowEntry flow(final int table, final int priority, final List<MatchField> match,
            final Instruction... instructions) {
        return new FlowEntry(table, priority, 0, 0, 0, 0, match, List.of(instructions), new byte[0], new byte[0], 0, 0);
    }

    /**
     * Applies an OpenPATH controller message to the NF manager.
     *
     * @param message the message
     * @throws OfError if the NF manager refuses it
     */
    void control(final OpenPathMessage message) throws OfError {
        nf.handle(message.expType(), ByteBuffer.wrap(OpenPathCodec.encodeBody(message)));
    }

    Map<String, Long> counters() {
        return counters.snapshot(tables.size(), groups.size(), nf.bindingCount());
    }

    List<PacketIn> packetIns() {
        return packetIns;
    }

    List<PortStatus> portStatuses() {
        return portStatuses;
    }

    List<byte[]> sent() {
        return outbound.sent();
    }

    Outbound outbound() {
        return outbound;
    }

    SwitchCounters switchCounters() {
        return counters;
    }

    Ports ports() {
        return ports;
    }

    FlowTables tables() {
        return tables;
    }

    GroupTable groups() {
        return groups;
    }

    Resubmissions resubmissions() {
        return resubmissions;
    }

    Egress egress() {
        return egress;
    }

    ActionApplier actions() {
        return actions;
    }

    Pipeline pipeline() {
        return pipeline;
    }

    /**
     * Takes what left a port into its queue.
     *
     * @param port the port
     * @return the packets, oldest first
     */
    List<Delivered> leftOn(final long port) {
        final List<Delivered> result = new ArrayList<>();
        ports.require(port).drainTo(result);
        return result;
    }
}
