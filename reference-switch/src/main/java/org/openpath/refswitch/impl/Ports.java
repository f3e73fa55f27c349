/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.TreeMap;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.refswitch.impl.OfConstants.PortReason;

/**
 * The switch's ports, numbered from 1, and the PORT_STATUS (OpenFlow 1.3.5 section 7.4.3) each change of them
 * causes: a port added or removed, a link going up or down. Owned by the datapath thread.
 */
final class Ports {
    /**
     * Who hears of port changes: the controller connection's PORT_STATUS.
     */
    @FunctionalInterface
    interface StatusListener {
        /**
         * A port changed.
         *
         * @param port the port
         * @param reason how
         */
        void portStatus(PortState port, PortReason reason);
    }

    private final long datapathId;
    private final StatusListener listener;
    private final TreeMap<Long, PortState> ports = new TreeMap<>();

    /**
     * Creates ports 1 to {@code count}, all up; no PORT_STATUS is sent for them.
     *
     * @param datapathId the switch's datapath id, for names and MACs
     * @param count the number of ports
     * @param listener hears of later changes
     */
    Ports(final long datapathId, final int count, final StatusListener listener) {
        this.datapathId = datapathId;
        this.listener = listener;
        for (long port = 1; port <= count; port++) {
            ports.put(port, new PortState(datapathId, port));
        }
    }

    @Nullable PortState get(final long number) {
        return ports.get(number);
    }

    /**
     * Returns a port that must exist.
     *
     * @param number the port number
     * @return the port
     * @throws IllegalArgumentException if there is no such port
     */
    PortState require(final long number) {
        final var state = ports.get(number);
        if (state == null) {
            throw new IllegalArgumentException("No port " + number);
        }
        return state;
    }

    List<Long> numbers() {
        return List.copyOf(ports.keySet());
    }

    Collection<PortState> all() {
        return Collections.unmodifiableCollection(ports.values());
    }

    /**
     * Returns the wires attached to any port.
     *
     * @return the wires
     */
    List<WireEndpoint> wires() {
        return ports.values().stream().map(PortState::wire).filter(Objects::nonNull).toList();
    }

    /**
     * Tells whether a port exists and is live, for a fast-failover bucket's watch_port.
     *
     * @param number the port number
     * @return whether it is live
     */
    boolean isLive(final long number) {
        final var state = ports.get(number);
        return state != null && state.isLive();
    }

    /**
     * Adds a port after the highest number (PORT_STATUS ADD).
     *
     * @return its number
     */
    long add() {
        final long number = ports.isEmpty() ? 1 : ports.lastKey() + 1;
        final var state = new PortState(datapathId, number);
        ports.put(number, state);
        listener.portStatus(state, PortReason.ADD);
        return number;
    }

    /**
     * Removes a port (PORT_STATUS DELETE).
     *
     * @param number the port number
     */
    void remove(final long number) {
        final var state = ports.remove(number);
        if (state != null) {
            listener.portStatus(state, PortReason.DELETE);
        }
    }

    /**
     * Sets a port's link state (PORT_STATUS MODIFY when it changes).
     *
     * @param state the port
     * @param up the new state
     */
    void setLink(final PortState state, final boolean up) {
        if (state.setLinkUp(up)) {
            listener.portStatus(state, PortReason.MODIFY);
        }
    }
}
