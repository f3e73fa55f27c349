/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * A part of a packet an NF action profile reads, writes or adds/removes; the same twelve values as the YANG typedef
 * {@code openpath-types:packet-field} (see {@link #yangName()}), OpenPATH paper section 5.2 and NFP's per-field
 * action table.
 */
public enum PacketField {
    /** Ethernet source MAC address. */
    ETH_SRC("eth-src", Layer.ETHERNET),
    /** Ethernet destination MAC address. */
    ETH_DST("eth-dst", Layer.ETHERNET),
    /** 802.1Q VLAN tag (id and PCP). */
    VLAN("vlan", Layer.VLAN),
    /** IPv4/IPv6 source address. */
    IP_SRC("ip-src", Layer.IP),
    /** IPv4/IPv6 destination address. */
    IP_DST("ip-dst", Layer.IP),
    /** IP protocol number / IPv6 next header. */
    IP_PROTO("ip-proto", Layer.IP),
    /** IP TTL / hop limit and DSCP/ECN. */
    TTL_DSCP("ttl-dscp", Layer.IP),
    /** TCP/UDP/SCTP source port. */
    L4_SRC("l4-src", Layer.L4),
    /** TCP/UDP/SCTP destination port. */
    L4_DST("l4-dst", Layer.L4),
    /** TCP flags. */
    TCP_FLAGS("tcp-flags", Layer.L4),
    /** Everything after the L4 header. */
    PAYLOAD("payload", Layer.PAYLOAD),
    /** OpenPATH metadata/tag carried with the packet. */
    METADATA("metadata", Layer.METADATA);

    private final String yangName;
    private final Layer layer;

    PacketField(final String yangName, final Layer layer) {
        this.yangName = yangName;
        this.layer = layer;
    }

    /**
     * Returns the name of this field in {@code openpath-types:packet-field}.
     *
     * @return the YANG enum name, e.g. {@code ip-dst}
     */
    public String yangName() {
        return yangName;
    }

    /**
     * Returns the layer carrying this field.
     *
     * @return the layer
     */
    public Layer layer() {
        return layer;
    }

    /**
     * Returns whether a header-only packet copy carries this field: every field but the payload.
     *
     * @return {@code true} for header fields and the metadata tag
     */
    public boolean isHeader() {
        return this != PAYLOAD;
    }

    /**
     * Returns the field with the given YANG enum name.
     *
     * @param yangName a name of {@code openpath-types:packet-field}
     * @return the field
     * @throws IllegalArgumentException if no field has that name
     */
    public static PacketField ofYangName(final String yangName) {
        for (var field : values()) {
            if (field.yangName.equals(yangName)) {
                return field;
            }
        }
        throw new IllegalArgumentException("Unknown packet field '" + yangName + "'");
    }

    /**
     * Returns the 5-tuple: source and destination address, protocol, source and destination port.
     *
     * @return an unmodifiable set
     */
    public static Set<PacketField> fiveTuple() {
        return Collections.unmodifiableSet(EnumSet.of(IP_SRC, IP_DST, IP_PROTO, L4_SRC, L4_DST));
    }

    @Override
    public String toString() {
        return yangName;
    }
}
