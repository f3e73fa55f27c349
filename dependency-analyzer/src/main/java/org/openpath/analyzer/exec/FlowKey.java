/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.exec;

import org.openpath.analyzer.PacketField;

/**
 * The key of per-flow NF state: the values of the 5-tuple fields an NF keys its state on, read from the packet as it
 * reaches the NF. An NF keys its state only on fields its action profile reads, so a NAT or a load balancer (which do
 * not read ip-proto) key on the 4-tuple of addresses and ports; a DDoS scrubber keys on addresses and protocol, a
 * key that many connections share. Absent fields are 0.
 *
 * @param fields which fields are present: a non-empty combination of {@link #IP_SRC}, {@link #IP_DST},
 *               {@link #IP_PROTO}, {@link #L4_SRC}, {@link #L4_DST}
 * @param ipSrc the source address, or 0
 * @param ipDst the destination address, or 0
 * @param ipProto the IP protocol, or 0
 * @param l4Src the source port, or 0
 * @param l4Dst the destination port, or 0
 */
public record FlowKey(int fields, long ipSrc, long ipDst, long ipProto, long l4Src, long l4Dst) {
    /** ip-src is part of the key. */
    public static final int IP_SRC = 1;
    /** ip-dst is part of the key. */
    public static final int IP_DST = 2;
    /** ip-proto is part of the key. */
    public static final int IP_PROTO = 4;
    /** l4-src is part of the key. */
    public static final int L4_SRC = 8;
    /** l4-dst is part of the key. */
    public static final int L4_DST = 16;
    /** The whole 5-tuple: one connection. */
    public static final int FIVE_TUPLE = IP_SRC | IP_DST | IP_PROTO | L4_SRC | L4_DST;
    /** Addresses and ports without the protocol: one connection for NFs that do not read ip-proto. */
    public static final int FOUR_TUPLE = IP_SRC | IP_DST | L4_SRC | L4_DST;

    private static final PacketField[] FIELDS = {
        PacketField.IP_SRC, PacketField.IP_DST, PacketField.IP_PROTO, PacketField.L4_SRC, PacketField.L4_DST
    };

    /**
     * Validates the components.
     *
     * @throws IllegalArgumentException if the field set is empty or has unknown bits, or an absent field is not 0
     */
    public FlowKey {
        if (fields <= 0 || (fields & ~FIVE_TUPLE) != 0) {
            throw new IllegalArgumentException("Flow key fields 0x" + Integer.toHexString(fields)
                + " are not a non-empty combination of the 5-tuple bits 0x1f");
        }
        final long[] values = {ipSrc, ipDst, ipProto, l4Src, l4Dst};
        for (int i = 0; i < FIELDS.length; i++) {
            if ((fields & 1 << i) == 0 && values[i] != 0) {
                throw new IllegalArgumentException("Flow key field " + FIELDS[i].yangName() + " is absent but "
                    + values[i]);
            }
        }
    }

    /**
     * Returns the key of a packet's flow.
     *
     * @param packet the packet
     * @param fields the fields the key holds
     * @return the key
     * @throws IllegalArgumentException if the field set is invalid
     */
    public static FlowKey of(final Packet packet, final int fields) {
        return new FlowKey(fields, pick(fields, IP_SRC, packet.get(PacketField.IP_SRC)),
            pick(fields, IP_DST, packet.get(PacketField.IP_DST)), pick(fields, IP_PROTO,
                packet.get(PacketField.IP_PROTO)), pick(fields, L4_SRC, packet.get(PacketField.L4_SRC)),
            pick(fields, L4_DST, packet.get(PacketField.L4_DST)));
    }

    /**
     * Returns the key of the flow of the packet an NF sees, reading only the key's fields through the NF's profile.
     *
     * @param packet the NF's view of the packet
     * @param fields the fields the key holds
     * @return the key
     * @throws ProfileViolation if the NF's profile does not read one of the fields
     */
    static FlowKey of(final FieldAccess packet, final int fields) {
        final long[] values = new long[FIELDS.length];
        for (int i = 0; i < FIELDS.length; i++) {
            if ((fields & 1 << i) != 0) {
                values[i] = packet.get(FIELDS[i]);
            }
        }
        return new FlowKey(fields, values[0], values[1], values[2], values[3], values[4]);
    }

    private static long pick(final int fields, final int bit, final long value) {
        return (fields & bit) != 0 ? value : 0;
    }

    /**
     * Tells whether a field is part of the key.
     *
     * @param field one of the field bits
     * @return whether it is present
     */
    public boolean has(final int field) {
        return (fields & field) != 0;
    }

    /**
     * Tells whether the key identifies one connection: both addresses and both ports (the protocol too when the NF
     * reads it). State under such a key is per-flow state; state under a key with fewer fields is shared by the
     * flows it covers (multi-flow state).
     *
     * @return whether all of {@link #FOUR_TUPLE} is present
     */
    public boolean perFlow() {
        return (fields & FOUR_TUPLE) == FOUR_TUPLE;
    }

    @Override
    public String toString() {
        final var text = new StringBuilder("{");
        final long[] values = {ipSrc, ipDst, ipProto, l4Src, l4Dst};
        for (int i = 0; i < FIELDS.length; i++) {
            if ((fields & 1 << i) != 0) {
                if (text.length() > 1) {
                    text.append(", ");
                }
                text.append(FIELDS[i].yangName()).append('=').append(values[i]);
            }
        }
        return text.append('}').toString();
    }
}
