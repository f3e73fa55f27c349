/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.command;

import org.apache.karaf.shell.api.action.Argument;
import org.apache.karaf.shell.api.action.Completion;
import org.apache.karaf.shell.api.action.Option;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.nf.target.Flows;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.completer.ChainNameCompleter;
import org.openpath.cli.completer.ChainNfCompleter;
import org.openpath.cli.completer.NodeIdCompleter;
import org.openpath.cli.completer.ProtocolCompleter;
import org.openpath.cli.impl.FlowFlags;
import org.openpath.cli.impl.Names;

/**
 * The target of the NF-control RPCs (OpenPATH paper section 5.5): which NF of which chain, on which node, for which
 * flows.
 */
abstract class NfControlOptions extends ConsoleAction {
    @Argument(index = 0, name = "chain", required = true, description = "The chain")
    @Completion(ChainNameCompleter.class)
    String chain;

    @Argument(index = 1, name = "nf", required = true, description = "The NF of the chain")
    @Completion(ChainNfCompleter.class)
    String nf;

    @Option(name = "--node", description = "Only this node (default: every node hosting the NF for the chain)")
    @Completion(NodeIdCompleter.class)
    String node;

    @Option(name = "--src", description = "Flows from this prefix")
    String source;

    @Option(name = "--dst", description = "Flows to this prefix")
    String destination;

    @Option(name = "--protocol", description = "tcp, udp, icmp, sctp or a protocol number")
    @Completion(ProtocolCompleter.class)
    String protocol;

    @Option(name = "--src-ports", description = "Source port or range")
    String sourcePorts;

    @Option(name = "--dst-ports", description = "Destination port or range")
    String destinationPorts;

    final ChainName chainName() throws ConsoleException {
        return Names.chain(chain);
    }

    final NfInstanceName nfName() throws ConsoleException {
        return Names.nf(nf);
    }

    final @Nullable NodeRef nodeRef() throws ConsoleException {
        return node == null ? null : Names.node(node);
    }

    final @Nullable Flows flows() throws ConsoleException {
        final var flags = new FlowFlags(source, destination, protocol, sourcePorts, destinationPorts);
        return flags.isEmpty() ? null : flags.toFlows();
    }

    final void signalled(final String rpc, final @Nullable Uint16 switches) {
        final var count = switches == null ? 0 : switches.toJava();
        print(rpc + " for NF " + nf + " of chain " + chain + " taken by " + count + (count == 1 ? " switch"
            : " switches"));
    }
}
