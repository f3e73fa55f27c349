/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.PortNumber;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.nf.target.Flows;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.nf.target.FlowsBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.FlowMatch;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.flow.match.DestinationPortsBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.flow.match.SourcePortsBuilder;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint8;
import org.openpath.cli.ConsoleException;

/**
 * The flow-match flags ({@code --src}, {@code --dst}, {@code --protocol}, {@code --src-ports},
 * {@code --dst-ports}), as the operator typed them; absent ones are wildcards.
 *
 * @param source source prefix, e.g. {@code 10.0.0.0/24}
 * @param destination destination prefix
 * @param protocol {@code tcp}, {@code udp}, {@code icmp}, {@code sctp} or a protocol number
 * @param sourcePorts a port or an inclusive range {@code <lower>-<upper>}
 * @param destinationPorts a port or an inclusive range
 */
public record FlowFlags(@Nullable String source, @Nullable String destination, @Nullable String protocol,
        @Nullable String sourcePorts, @Nullable String destinationPorts) {
    /** No flag: every flow. */
    public static final FlowFlags ALL = new FlowFlags(null, null, null, null, null);

    /**
     * Whether no flag was given.
     *
     * @return true for every flow
     */
    public boolean isEmpty() {
        return equals(ALL);
    }

    /**
     * The match, as the {@code flows} of an NF-control RPC; it is also a {@link FlowMatch} for a classifier.
     *
     * @return the match
     * @throws ConsoleException if a flag's value is malformed
     */
    public Flows toFlows() throws ConsoleException {
        final var builder = new FlowsBuilder();
        final var src = Flags.present(source);
        if (src != null) {
            builder.setSourcePrefix(Flags.prefix("--src", src));
        }
        final var dst = Flags.present(destination);
        if (dst != null) {
            builder.setDestinationPrefix(Flags.prefix("--dst", dst));
        }
        final var proto = Flags.present(protocol);
        if (proto != null) {
            builder.setProtocol(protocol(proto));
        }
        final var srcPorts = Flags.present(sourcePorts);
        if (srcPorts != null) {
            final var range = ports("--src-ports", srcPorts);
            builder.setSourcePorts(new SourcePortsBuilder().setLower(range[0]).setUpper(range[1]).build());
        }
        final var dstPorts = Flags.present(destinationPorts);
        if (dstPorts != null) {
            final var range = ports("--dst-ports", dstPorts);
            builder.setDestinationPorts(new DestinationPortsBuilder().setLower(range[0]).setUpper(range[1]).build());
        }
        return builder.build();
    }

    private static FlowMatch.Protocol protocol(final String value) throws ConsoleException {
        final var named = FlowMatch.Protocol.Enumeration.forName(value);
        if (named != null) {
            return new FlowMatch.Protocol(named);
        }
        return new FlowMatch.Protocol(Uint8.valueOf(Flags.number("--protocol", value, 0, 255)));
    }

    private static PortNumber[] ports(final String flag, final String value) throws ConsoleException {
        final var dash = value.indexOf('-');
        final var lower = dash < 0 ? value : value.substring(0, dash);
        final var upper = dash < 0 ? value : value.substring(dash + 1);
        return new PortNumber[] {
            new PortNumber(Uint16.valueOf(Flags.number(flag, lower, 0, 65535))),
            new PortNumber(Uint16.valueOf(Flags.number(flag, upper, 0, 65535)))
        };
    }
}
