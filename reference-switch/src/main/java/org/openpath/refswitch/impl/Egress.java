/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import org.openpath.refswitch.impl.OfConstants.PacketInReason;

/**
 * Where packets leave the switch (OpenFlow 1.3.5 sections 4.5 and 5.12, OFPAT_OUTPUT): a port — on to the linked
 * switch, into the UDP wire, or into the port's queue when it is attached to nothing —, the reserved ports IN_PORT,
 * ALL and FLOOD, TABLE (back into the pipeline, for PACKET_OUT) and CONTROLLER (PACKET_IN). Owned by the datapath
 * thread.
 */
final class Egress {
    /**
     * Sends PACKET_IN to the controller.
     */
    @FunctionalInterface
    interface PacketInSender {
        /**
         * Sends a packet to the controller.
         *
         * @param packet the packet
         * @param reason why
         * @param table the table it was in
         * @param cookie the cookie of the flow entry that sent it, 0 on a miss
         * @param maxLen how many bytes to send, {@code OFPCML_NO_BUFFER} for all
         */
        void packetIn(PacketContext packet, PacketInReason reason, int table, long cookie, int maxLen);
    }

    private final Ports ports;
    private final Resubmissions resubmissions;
    private final SwitchCounters counters;
    private final PacketInSender controller;

    Egress(final Ports ports, final Resubmissions resubmissions, final SwitchCounters counters,
            final PacketInSender controller) {
        this.ports = ports;
        this.resubmissions = resubmissions;
        this.counters = counters;
        this.controller = controller;
    }

    /**
     * Outputs a packet (OFPAT_OUTPUT).
     *
     * @param packet the packet
     * @param port a port number or a reserved port
     * @param maxLen for CONTROLLER: how many bytes to send
     * @param table the table of the flow entry
     * @param cookie the cookie of the flow entry
     */
    void output(final PacketContext packet, final long port, final int maxLen, final int table, final long cookie) {
        if (port == OfConstants.OFPP_CONTROLLER) {
            controller.packetIn(packet, PacketInReason.ACTION, table, cookie, maxLen);
        } else if (port == OfConstants.OFPP_TABLE) {
            resubmissions.add(packet.copyOf());
        } else if (port == OfConstants.OFPP_ALL || port == OfConstants.OFPP_FLOOD) {
            for (var state : ports.all()) {
                if (state.number() != packet.inPort()) {
                    transmit(packet, state);
                }
            }
        } else {
            final var state = ports.get(port == OfConstants.OFPP_IN_PORT ? packet.inPort() : port);
            if (state == null) {
                counters.countDrop();
            } else {
                transmit(packet, state);
            }
        }
    }

    /**
     * Sends a packet that missed every flow entry to the controller, whole (OFPR_NO_MATCH).
     *
     * @param packet the packet
     * @param table the table it missed in
     */
    void tableMiss(final PacketContext packet, final int table) {
        controller.packetIn(packet, PacketInReason.NO_MATCH, table, 0, OfConstants.OFPCML_NO_BUFFER);
    }

    private void transmit(final PacketContext packet, final PortState state) {
        if (!state.isLinkUp()) {
            state.countTransmitDropped();
            return;
        }
        state.countTransmitted(packet.length());
        counters.countPacketOut();
        final var wire = state.wire();
        if (wire != null) {
            if (!wire.send(packet.toWire())) {
                state.countTransmitDropped();
            }
            return;
        }
        final var delivered = packet.toDelivered();
        final var peer = state.peer();
        if (peer != null) {
            peer.inject(state.peerPort(), delivered);
        } else {
            state.queue(delivered);
        }
    }
}
