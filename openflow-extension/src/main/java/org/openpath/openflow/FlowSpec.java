/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import org.eclipse.jdt.annotation.Nullable;

/**
 * The flows a SkipMe, RequestMe, ChangeDefault or NF_ALERT concerns: a 5-tuple match whose absent ({@code null})
 * elements are wildcards (docs/openpath-openflow.md section 4.1, 48 bytes on the wire).
 *
 * @param source the source prefix, {@code null} for any
 * @param destination the destination prefix, {@code null} for any; of the source's IP version when both are present
 * @param protocol the IP protocol (IPv6: the transport's next header), 0 to 255, {@code null} for any
 * @param sourcePorts the source ports, {@code null} for any
 * @param destinationPorts the destination ports, {@code null} for any
 */
public record FlowSpec(@Nullable IpPrefix source, @Nullable IpPrefix destination, @Nullable Integer protocol,
        @Nullable PortRange sourcePorts, @Nullable PortRange destinationPorts) {
    /** Every packet. */
    public static final FlowSpec ANY = new FlowSpec(null, null, null, null, null);

    /**
     * Validates the components.
     *
     * @throws IllegalArgumentException if the prefixes are of different IP versions or the protocol is out of range
     */
    public FlowSpec {
        check(source, destination, protocol);
    }

    /**
     * Returns the IP version of the prefixes.
     *
     * @return 4 or 6, 0 when no prefix is present
     */
    public int ipVersion() {
        if (source != null) {
            return source.version();
        }
        return destination != null ? destination.version() : 0;
    }

    /**
     * Tells whether this spec is {@link #ANY}.
     *
     * @return whether every element is a wildcard
     */
    public boolean isAny() {
        return equals(ANY);
    }

    /**
     * Tells whether a packet's 5-tuple is covered. Absent elements match every packet, so {@link #ANY} covers even
     * non-IP packets; a present element never matches a packet that lacks what it tests: a prefix needs an IP packet
     * of its version whose address lies in it, a protocol needs an IP packet with that protocol, a port range needs a
     * packet with a port in it.
     *
     * @param ipVersion the packet's IP version, 4 or 6, anything else (e.g. 0) for a non-IP packet
     * @param src the packet's source address, 4 or 16 bytes; ignored (may be {@code null}) for a non-IP packet
     * @param dst the packet's destination address, 4 or 16 bytes; ignored (may be {@code null}) for a non-IP packet
     * @param proto the IP protocol (IPv6: the transport's next header); ignored for a non-IP packet
     * @param srcPort the L4 source port, negative when the packet has no ports
     * @param dstPort the L4 destination port, negative when the packet has no ports
     * @return whether every present element holds for the packet
     */
    public boolean matches(final int ipVersion, final byte @Nullable [] src, final byte @Nullable [] dst,
            final int proto, final int srcPort, final int dstPort) {
        final boolean ip = ipVersion == 4 || ipVersion == 6;
        if (source != null && (!ip || src == null || source.version() != ipVersion || !source.contains(src))) {
            return false;
        }
        if (destination != null
                && (!ip || dst == null || destination.version() != ipVersion || !destination.contains(dst))) {
            return false;
        }
        if (protocol != null && (!ip || protocol != proto)) {
            return false;
        }
        if (sourcePorts != null && !sourcePorts.contains(srcPort)) {
            return false;
        }
        return destinationPorts == null || destinationPorts.contains(dstPort);
    }

    private static void check(final @Nullable IpPrefix source, final @Nullable IpPrefix destination,
            final @Nullable Integer protocol) {
        if (source != null && destination != null && source.version() != destination.version()) {
            throw new IllegalArgumentException("Flow spec prefixes " + source + " and " + destination
                + " are of different IP versions");
        }
        if (protocol != null && (protocol < 0 || protocol > 0xFF)) {
            throw new IllegalArgumentException("IP protocol " + protocol + " is outside 0..255");
        }
    }
}
