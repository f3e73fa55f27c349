/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import java.time.Duration;

/**
 * Configuration of one reference switch.
 *
 * @param datapathId the datapath id
 * @param ports the number of ports (numbered 1..ports)
 * @param tables the number of flow tables
 * @param echoInterval idle time after which the switch sends ECHO_REQUEST; three silent intervals close the
 *     connection
 * @param maxBackoff the longest wait between reconnect attempts
 * @param lldpToController whether LLDP frames that miss every flow are sent to the controller as PACKET_IN
 *     (OpenFlowPlugin's topology discovery then works without a table-miss flow)
 * @param nfInstanceCapacity the packets per second one NF instance sustains, 0 for unlimited: at every state-report
 *     tick an NF whose instances took in more than instances × this since the previous tick is OVERLOADED
 *     (docs/openpath-openflow.md section 9)
 */
public record SwitchConfig(long datapathId, int ports, int tables, Duration echoInterval, Duration maxBackoff,
        boolean lldpToController, long nfInstanceCapacity) {
    /**
     * Validates the components.
     *
     * @throws IllegalArgumentException if the port or table count is out of range or the NF instance capacity is
     *         negative
     */
    public SwitchConfig {
        if (ports < 0 || ports > 0xFF00) {
            throw new IllegalArgumentException("Bad port count " + ports);
        }
        if (tables < 1 || tables > 254) {
            throw new IllegalArgumentException("Bad table count " + tables);
        }
        if (nfInstanceCapacity < 0) {
            throw new IllegalArgumentException("Bad NF instance capacity " + nfInstanceCapacity);
        }
    }

    /**
     * Returns the switch's node id as OpenDaylight's inventory and the controller's operators name it:
     * {@code openflow:} and the datapath id in decimal, unsigned (datapath id 35 is {@code openflow:35}).
     *
     * @return the node id
     */
    public String nodeId() {
        return "openflow:" + Long.toUnsignedString(datapathId);
    }

    /**
     * Returns the default configuration: 8 tables, echo every 5 s, backoff up to 2 s, LLDP punted, NF instances of
     * unlimited capacity.
     *
     * @param datapathId the datapath id
     * @param ports the number of ports
     * @return the configuration
     */
    public static SwitchConfig of(final long datapathId, final int ports) {
        return new SwitchConfig(datapathId, ports, 8, Duration.ofSeconds(5), Duration.ofSeconds(2), true, 0);
    }

    /**
     * Returns this configuration with another echo interval: a switch connected to a controller cluster has to outlast
     * the cluster's failover (docs/cluster.md), three silent intervals ending a session.
     *
     * @param interval the idle time after which the switch sends ECHO_REQUEST
     * @return the configuration
     */
    public SwitchConfig withEchoInterval(final Duration interval) {
        if (interval.isNegative() || interval.isZero()) {
            throw new IllegalArgumentException("Bad echo interval " + interval);
        }
        return new SwitchConfig(datapathId, ports, tables, interval, maxBackoff, lldpToController,
            nfInstanceCapacity);
    }

    /**
     * Returns this configuration with another NF instance capacity: the packets per second one NF instance sustains,
     * above which (times the instances) overload detection reports an NF OVERLOADED at the state-report ticks.
     *
     * @param packetsPerSecond the capacity, 0 for unlimited (no overload detection)
     * @return the configuration
     */
    public SwitchConfig withNfInstanceCapacity(final long packetsPerSecond) {
        return new SwitchConfig(datapathId, ports, tables, echoInterval, maxBackoff, lldpToController,
            packetsPerSecond);
    }
}
