/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static org.openpath.openflow.BigEndian.put16;
import static org.openpath.openflow.BigEndian.put8;
import static org.openpath.openflow.BigEndian.u16;
import static org.openpath.openflow.BigEndian.u8;
import static org.openpath.openflow.DecodeChecks.build;
import static org.openpath.openflow.DecodeChecks.hex;
import static org.openpath.openflow.DecodeChecks.zero;

import java.nio.ByteBuffer;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.MalformedOpenPathException.Problem;

/**
 * The 48-byte flow spec F on the wire (docs/openpath-openflow.md section 4.1): present bits, IP version, protocol,
 * prefix lengths, two 16-byte addresses and two port ranges; absent elements and bits beyond a prefix are zero.
 */
final class FlowSpecCodec {
    private static final int SOURCE_PRESENT = 1;
    private static final int DESTINATION_PRESENT = 2;
    private static final int PROTOCOL_PRESENT = 4;
    private static final int SOURCE_PORTS_PRESENT = 8;
    private static final int DESTINATION_PORTS_PRESENT = 16;
    private static final int ADDRESS_BYTES = 16;

    private FlowSpecCodec() {
        // static methods only
    }

    static void write(final FlowSpec flows, final ByteBuffer out) {
        final IpPrefix source = flows.source();
        final IpPrefix destination = flows.destination();
        final Integer protocol = flows.protocol();
        final PortRange sourcePorts = flows.sourcePorts();
        final PortRange destinationPorts = flows.destinationPorts();
        put16(out, (source != null ? SOURCE_PRESENT : 0) | (destination != null ? DESTINATION_PRESENT : 0)
            | (protocol != null ? PROTOCOL_PRESENT : 0) | (sourcePorts != null ? SOURCE_PORTS_PRESENT : 0)
            | (destinationPorts != null ? DESTINATION_PORTS_PRESENT : 0));
        put8(out, flows.ipVersion());
        put8(out, protocol != null ? protocol : 0);
        put8(out, source != null ? source.length() : 0);
        put8(out, destination != null ? destination.length() : 0);
        put16(out, 0);
        putAddress(out, source);
        putAddress(out, destination);
        putPorts(out, sourcePorts);
        putPorts(out, destinationPorts);
    }

    private static void putAddress(final ByteBuffer out, final @Nullable IpPrefix prefix) {
        final byte[] bytes = prefix != null ? prefix.addressBytes() : new byte[0];
        out.put(bytes).put(new byte[ADDRESS_BYTES - bytes.length]);
    }

    private static void putPorts(final ByteBuffer out, final @Nullable PortRange ports) {
        put16(out, ports != null ? ports.lower() : 0);
        put16(out, ports != null ? ports.upper() : 0);
    }

    /**
     * Reads a flow spec.
     *
     * @param in the buffer
     * @param at the absolute offset of F
     * @param context the message name
     * @return the flow spec
     * @throws MalformedOpenPathException {@link Problem#BAD_VALUE} for unknown present bits, an IP version that does
     *         not fit the prefixes, non-zero absent elements or reserved bytes, or an invalid prefix or port range
     */
    static FlowSpec read(final ByteBuffer in, final int at, final String context) throws MalformedOpenPathException {
        final String what = context + " flow spec";
        final int present = u16(in, at);
        if ((present & ~0x1F) != 0) {
            throw new MalformedOpenPathException(Problem.BAD_VALUE, what + ": present bits " + hex(present, 4)
                + " set bits beyond bit 4");
        }
        final int version = u8(in, at + 2);
        final boolean anyPrefix = (present & (SOURCE_PRESENT | DESTINATION_PRESENT)) != 0;
        if (anyPrefix ? version != 4 && version != 6 : version != 0) {
            throw new MalformedOpenPathException(Problem.BAD_VALUE, what + ": IP version " + version + " with "
                + (anyPrefix ? "a prefix present (must be 4 or 6)" : "no prefix present (must be 0)"));
        }
        zero(in, at + 6, 2, what, "reserved bytes");
        final IpPrefix source = readPrefix(in, at, (present & SOURCE_PRESENT) != 0, version, 4, 8,
            what + " source");
        final IpPrefix destination = readPrefix(in, at, (present & DESTINATION_PRESENT) != 0, version, 5, 24,
            what + " destination");
        final Integer protocol;
        if ((present & PROTOCOL_PRESENT) != 0) {
            protocol = u8(in, at + 3);
        } else {
            zero(in, at + 3, 1, what, "protocol (not present)");
            protocol = null;
        }
        final PortRange sourcePorts = readPorts(in, at + 40, (present & SOURCE_PORTS_PRESENT) != 0,
            what + " source ports");
        final PortRange destinationPorts = readPorts(in, at + 44, (present & DESTINATION_PORTS_PRESENT) != 0,
            what + " destination ports");
        return build(what, () -> new FlowSpec(source, destination, protocol, sourcePorts, destinationPorts));
    }

    private static @Nullable IpPrefix readPrefix(final ByteBuffer in, final int at, final boolean present,
            final int version, final int lengthOffset, final int addressOffset, final String what)
            throws MalformedOpenPathException {
        final int length = u8(in, at + lengthOffset);
        if (!present) {
            zero(in, at + lengthOffset, 1, what, "prefix length (not present)");
            zero(in, at + addressOffset, ADDRESS_BYTES, what, "address (not present)");
            return null;
        }
        final int size = version == 4 ? 4 : ADDRESS_BYTES;
        zero(in, at + addressOffset + size, ADDRESS_BYTES - size, what, "bytes after the IPv4 address");
        final byte[] bytes = new byte[size];
        in.get(at + addressOffset, bytes);
        return build(what, () -> IpPrefix.of(bytes, length));
    }

    private static @Nullable PortRange readPorts(final ByteBuffer in, final int at, final boolean present,
            final String what) throws MalformedOpenPathException {
        if (!present) {
            zero(in, at, 4, what, "ports (not present)");
            return null;
        }
        final int lower = u16(in, at);
        final int upper = u16(in, at + 2);
        return build(what, () -> new PortRange(lower, upper));
    }
}
