/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.IpPrefix;

/**
 * The match of a rendered flow. Absent elements are wildcards. IP elements imply EtherType IPv4; ports imply the
 * protocol.
 *
 * @param inPort the ingress port
 * @param vlanVid the 802.1Q VLAN id the packet carries (the path tag)
 * @param ipSource the IPv4 source prefix
 * @param ipDestination the IPv4 destination prefix
 * @param ipProtocol the IP protocol
 * @param sourcePort the TCP/UDP/SCTP source port
 * @param destinationPort the TCP/UDP/SCTP destination port
 * @param sfcId the OpenPATH SFC_ID field (0 matches packets no chain has claimed yet)
 * @param serviceId the OpenPATH SERVICE_ID field
 * @param ipv4 whether only IPv4 packets match (implied by the IP elements)
 */
public record RuleMatch(@Nullable Long inPort, @Nullable Integer vlanVid, @Nullable IpPrefix ipSource,
        @Nullable IpPrefix ipDestination, @Nullable Integer ipProtocol, @Nullable Integer sourcePort,
        @Nullable Integer destinationPort, @Nullable Long sfcId, @Nullable Long serviceId, boolean ipv4) {
    /**
     * A match on a path tag.
     *
     * @param vlanVid the VLAN id
     * @return the match
     */
    public static RuleMatch tag(final int vlanVid) {
        return new RuleMatch(null, vlanVid, null, null, null, null, null, null, null, false);
    }

    /**
     * A match on a chain's service.
     *
     * @param sfcId the SFC-ID
     * @param serviceId the SERVICE-ID
     * @return the match
     */
    public static RuleMatch service(final long sfcId, final long serviceId) {
        return new RuleMatch(null, null, null, null, null, null, null, sfcId, serviceId, false);
    }

    /**
     * Tells whether the match uses OpenPATH experimenter fields, which only OpenPATH switches understand.
     *
     * @return whether SFC_ID or SERVICE_ID is matched
     */
    public boolean usesOpenPathFields() {
        return sfcId != null || serviceId != null;
    }
}
