/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import org.openpath.refswitch.Delivered;
import org.openpath.refswitch.Instruction;
import org.openpath.refswitch.OxmField;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * OpenFlow pipeline processing (OpenFlow 1.3.5 section 5.1): a packet arrives on a port and runs, with everything it
 * re-submits, through the flow tables from table 0 (a packet in its chain's service graph through the graph's vertex
 * for its SERVICE_ID instead, revision 3) — table lookup, the instructions of the matching entry (apply, clear and
 * write actions, write metadata, goto table) and, where no goto follows, its action set. A table miss ends
 * the packet, LLDP frames first going to the controller when the switch is configured so. Owned by the datapath
 * thread.
 */
final class Pipeline {
    private static final Logger LOG = LoggerFactory.getLogger(Pipeline.class);
    // the first misses of other packets than LLDP are logged one by one, then one in this many
    private static final int LOGGED_MISSES = 64;

    private final String switchName;
    private final Ports ports;
    private final FlowTables tables;
    private final ActionApplier actions;
    private final Resubmissions resubmissions;
    private final Egress egress;
    private final SwitchCounters counters;
    private final boolean lldpToController;
    private long missesLogged;

    @SuppressWarnings("checkstyle:ParameterNumber")
    Pipeline(final String switchName, final Ports ports, final FlowTables tables, final ActionApplier actions,
            final Resubmissions resubmissions, final Egress egress, final SwitchCounters counters,
            final boolean lldpToController) {
        this.switchName = switchName;
        this.ports = ports;
        this.tables = tables;
        this.actions = actions;
        this.resubmissions = resubmissions;
        this.egress = egress;
        this.counters = counters;
        this.lldpToController = lldpToController;
    }

    /**
     * Receives a packet on a port and runs it. A packet on a missing or down port is counted as rx-dropped; a failure
     * of the NF semantics or the pipeline drops the packet, never the datapath thread.
     *
     * @param port the port
     * @param delivered the packet
     */
    @SuppressWarnings("checkstyle:IllegalCatch")
    void receive(final long port, final Delivered delivered) {
        try {
            final var state = ports.get(port);
            if (state == null || !state.isLinkUp()) {
                counters.countRxDropped();
                return;
            }
            final var packet = PacketContext.arrived(delivered, port);
            state.countReceived(packet.length());
            process(packet);
        } catch (RuntimeException e) {
            counters.countDrop();
            resubmissions.clear();
            LOG.warn("Switch {}: packet on port {} failed", switchName, port, e);
        }
    }

    /**
     * Continues a packet a state move took at its INVOKE_NF, and runs what it re-submits; a failure drops the
     * packet, never the datapath thread.
     *
     * @param moved the packet and its continuation
     */
    @SuppressWarnings("checkstyle:IllegalCatch")
    void resume(final MovedPacket moved) {
        try {
            actions.resume(moved);
            drain();
        } catch (RuntimeException e) {
            counters.countDrop();
            resubmissions.clear();
            LOG.warn("Switch {}: a packet resumed after a state move failed", switchName, e);
        }
    }

    /**
     * Runs a packet, and everything it re-submits, through the pipeline from table 0.
     *
     * @param packet the packet
     */
    void process(final PacketContext packet) {
        resubmissions.add(packet);
        drain();
    }

    /**
     * Runs every waiting packet through the pipeline from table 0.
     */
    void drain() {
        for (var packet = resubmissions.next(); packet != null; packet = resubmissions.next()) {
            run(packet);
        }
    }

    private void run(final PacketContext packet) {
        packet.actionSet().clear();
        if (actions.steerInGraph(packet)) {
            return;
        }
        // a packet re-submitted to a service its chain's graph has no vertex for leaves the graph (spec section 8)
        packet.setGraphExit(null);
        int table = 0;
        while (true) {
            final var flow = tables.lookup(table, packet);
            if (flow == null) {
                miss(packet, table);
                return;
            }
            flow.count(packet.length());
            final long cookie = flow.entry().cookie();
            Integer next = null;
            for (var instruction : flow.entry().instructions()) {
                switch (instruction) {
                    case Instruction.ApplyActions apply -> {
                        if (!actions.apply(packet, apply.actions(), table, cookie)) {
                            return;
                        }
                    }
                    case Instruction.ClearActions clear -> packet.actionSet().clear();
                    case Instruction.WriteActions write -> packet.actionSet().write(write.actions());
                    case Instruction.WriteMetadata meta -> packet.writeMetadata(meta.metadata(), meta.mask());
                    case Instruction.GotoTable go -> next = go.tableId();
                }
            }
            if (next == null) {
                if (actions.apply(packet, packet.actionSet().take(), table, cookie)) {
                    actions.end(packet);
                }
                return;
            }
            table = next;
        }
    }

    private void miss(final PacketContext packet, final int table) {
        counters.countTableMiss();
        if (packet.isLldp()) {
            if (lldpToController) {
                egress.tableMiss(packet, table);
            }
        } else {
            // a chain packet without a rule is lost: say where, so that a loss can be traced to the rule it missed
            if (missesLogged < LOGGED_MISSES || missesLogged % LOGGED_MISSES == 0) {
                LOG.info("Switch {}: table miss in table {} (miss {}) for a packet on port {}: VLAN {}, SFC-ID {}, "
                    + "PATH-ID {}, service {}, {}", switchName, table, missesLogged + 1, packet.inPort(),
                    packet.value(OxmField.VLAN_VID), packet.sfcId(), packet.value(OxmField.PATH_ID),
                    packet.serviceId(), packet.packet());
            }
            missesLogged++;
        }
        actions.end(packet);
    }
}
