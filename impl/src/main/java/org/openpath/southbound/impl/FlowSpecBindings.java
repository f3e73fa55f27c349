/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.IpPrefix;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.Ipv4Prefix;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.Ipv6Prefix;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.PortNumber;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.FlowMatch;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.FlowMatch.Protocol;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.flow.match.DestinationPorts;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.flow.match.DestinationPortsBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.flow.match.SourcePorts;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.flow.match.SourcePortsBuilder;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint8;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.PortRange;

/**
 * The YANG {@code flow-match} grouping (openpath-types) and the wire's flow spec F (docs/openpath-openflow.md
 * section 4.1), both ways.
 */
public final class FlowSpecBindings {
    private FlowSpecBindings() {
        // utility class
    }

    /**
     * Returns the wire flow spec of a YANG flow match.
     *
     * @param match the match, {@code null} for all flows
     * @return the flow spec
     * @throws IllegalArgumentException naming the problem when the match cannot be expressed on the wire
     */
    public static FlowSpec toSpec(final @Nullable FlowMatch match) {
        if (match == null) {
            return FlowSpec.ANY;
        }
        return new FlowSpec(wirePrefix(match.getSourcePrefix()), wirePrefix(match.getDestinationPrefix()),
            protocolNumber(match.getProtocol()), sourceRange(match.getSourcePorts()),
            destinationRange(match.getDestinationPorts()));
    }

    /**
     * Returns the source prefix of a flow spec as YANG.
     *
     * @param spec the spec
     * @return the prefix or {@code null}
     */
    public static @Nullable IpPrefix sourcePrefix(final FlowSpec spec) {
        final var prefix = spec.source();
        return yang(prefix);
    }

    /**
     * Returns the destination prefix of a flow spec as YANG.
     *
     * @param spec the spec
     * @return the prefix or {@code null}
     */
    public static @Nullable IpPrefix destinationPrefix(final FlowSpec spec) {
        final var prefix = spec.destination();
        return yang(prefix);
    }

    /**
     * Returns the protocol of a flow spec as YANG (a name for tcp, udp, icmp and sctp).
     *
     * @param spec the spec
     * @return the protocol or {@code null}
     */
    public static @Nullable Protocol protocol(final FlowSpec spec) {
        final var number = spec.protocol();
        if (number == null) {
            return null;
        }
        final var name = Protocol.Enumeration.forValue(number);
        return name != null ? new Protocol(name) : new Protocol(Uint8.valueOf(number));
    }

    /**
     * Returns the source ports of a flow spec as YANG.
     *
     * @param spec the spec
     * @return the ports or {@code null}
     */
    public static @Nullable SourcePorts sourcePorts(final FlowSpec spec) {
        final var range = spec.sourcePorts();
        return range == null ? null : new SourcePortsBuilder().setLower(new PortNumber(
            Uint16.valueOf(range.lower())))
            .setUpper(new PortNumber(Uint16.valueOf(range.upper()))).build();
    }

    /**
     * Returns the destination ports of a flow spec as YANG.
     *
     * @param spec the spec
     * @return the ports or {@code null}
     */
    public static @Nullable DestinationPorts destinationPorts(final FlowSpec spec) {
        final var range = spec.destinationPorts();
        return range == null ? null : new DestinationPortsBuilder().setLower(new PortNumber(
            Uint16.valueOf(range.lower())))
            .setUpper(new PortNumber(Uint16.valueOf(range.upper()))).build();
    }

    private static @Nullable IpPrefix yang(final org.openpath.openflow.@Nullable IpPrefix prefix) {
        if (prefix == null) {
            return null;
        }
        return prefix.version() == 4 ? new IpPrefix(new Ipv4Prefix(prefix.toString()))
            : new IpPrefix(new Ipv6Prefix(prefix.toString()));
    }

    private static org.openpath.openflow.@Nullable IpPrefix wirePrefix(final @Nullable IpPrefix prefix) {
        return prefix == null ? null : org.openpath.openflow.IpPrefix.parse(prefix.stringValue());
    }

    private static @Nullable Integer protocolNumber(final @Nullable Protocol protocol) {
        if (protocol == null) {
            return null;
        }
        final var name = protocol.getEnumeration();
        return name != null ? name.getIntValue() : protocol.getUint8().intValue();
    }

    private static @Nullable PortRange sourceRange(final @Nullable SourcePorts ports) {
        return ports == null ? null : range(ports.getLower(), ports.getUpper());
    }

    private static @Nullable PortRange destinationRange(final @Nullable DestinationPorts ports) {
        return ports == null ? null : range(ports.getLower(), ports.getUpper());
    }

    private static @Nullable PortRange range(final @Nullable PortNumber lower, final @Nullable PortNumber upper) {
        if (lower == null) {
            return null;
        }
        final int low = lower.getValue().toJava();
        return new PortRange(low, upper == null ? low : upper.getValue().toJava());
    }
}
