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
 */
public record SwitchConfig(long datapathId, int ports, int tables, Duration echoInterval, Duration maxBackoff,
        boolean lldpToController) {
    public SwitchConfig {
        if (ports < 0 || ports > 0xFF00) {
            throw new IllegalArgumentException("Bad port count " + ports);
        }
        if (tables < 1 || tables > 254) {
            throw new IllegalArgumentException("Bad table count " + tables);
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
     * Returns the default configuration: 8 tables, echo every 5 s, backoff up to 2 s, LLDP punted.
     *
     * @param datapathId the datapath id
     * @param ports the number of ports
     * @return the configuration
     */
    public static SwitchConfig of(final long datapathId, final int ports) {
        return new SwitchConfig(datapathId, ports, 8, Duration.ofSeconds(5), Duration.ofSeconds(2), true);
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
        return new SwitchConfig(datapathId, ports, tables, interval, maxBackoff, lldpToController);
    }
}
