/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.command;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.karaf.shell.api.action.Completion;
import org.apache.karaf.shell.api.action.Option;
import org.apache.karaf.shell.api.action.lifecycle.Reference;
import org.apache.karaf.shell.support.completers.FileCompleter;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.RestconfJson;
import org.openpath.cli.completer.AffinityCompleter;
import org.openpath.cli.completer.AnalysisModeCompleter;
import org.openpath.cli.completer.NfSpecCompleter;
import org.openpath.cli.completer.NodeIdCompleter;
import org.openpath.cli.completer.ProtocolCompleter;
import org.openpath.cli.impl.ChainQueries;
import org.openpath.cli.impl.ChainRequestFlags;
import org.openpath.cli.impl.ChainRequests;
import org.openpath.cli.impl.FlowFlags;

/**
 * The flags that state a chain request, shared by {@code chain-add} and the dry runs: either flags, or
 * {@code --file} with the body of a RESTCONF PUT of {@code service-chain} ({@code {"openpath-chains:service-chain":
 * [...]}}, RFC 7951).
 */
abstract class ChainRequestOptions extends ConsoleAction {
    @Option(name = "--file", description = "A JSON file holding the body of a RESTCONF PUT of service-chain: "
        + "{\"openpath-chains:service-chain\":[{...}]}; no other request flag then")
    @Completion(FileCompleter.class)
    String file;

    @Option(name = "--description", description = "Free text")
    String description;

    @Option(name = "--nf", multiValued = true, description = "An NF, <nf>:<type>, in the chain's sequential order "
        + "(repeat), e.g. --nf fw:firewall --nf ids:ids")
    @Completion(NfSpecCompleter.class)
    List<String> nfs;

    @Option(name = "--order", multiValued = true, description = "Order template <nf>:before:<other> or "
        + "<nf>:after:<other> (repeat)")
    List<String> orders;

    @Option(name = "--priority", multiValued = true, description = "Priority template <higher>:<lower>: the higher"
        + " NF's result wins the merge (repeat)")
    List<String> priorities;

    @Option(name = "--position", multiValued = true, description = "Position template <nf>:first or <nf>:last "
        + "(repeat)")
    List<String> positions;

    @Option(name = "--ingress-node", description = "Where the traffic enters, e.g. openflow:1")
    @Completion(NodeIdCompleter.class)
    String ingressNode;

    @Option(name = "--ingress-port", description = "The OpenFlow port it enters on")
    String ingressPort;

    @Option(name = "--src", description = "Source prefix, e.g. 10.0.0.0/24")
    String source;

    @Option(name = "--dst", description = "Destination prefix")
    String destination;

    @Option(name = "--protocol", description = "tcp, udp, icmp, sctp or a protocol number")
    @Completion(ProtocolCompleter.class)
    String protocol;

    @Option(name = "--src-ports", description = "Source port or range, e.g. 1024-65535")
    String sourcePorts;

    @Option(name = "--dst-ports", description = "Destination port or range, e.g. 80-443")
    String destinationPorts;

    @Option(name = "--egress-node", description = "Where the traffic leaves")
    @Completion(NodeIdCompleter.class)
    String egressNode;

    @Option(name = "--egress-port", description = "The OpenFlow port it leaves on (needed to render the chain)")
    String egressPort;

    @Option(name = "--rate", description = "Traffic rate in Gbit/s (default 1)")
    String rate;

    @Option(name = "--max-latency", description = "Latency bound in microseconds")
    String maxLatency;

    @Option(name = "--affinity", description = "high (default) or low")
    @Completion(AffinityCompleter.class)
    String affinity;

    @Option(name = "--backup", description = "Reserve backup sub-SFCs")
    boolean backup;

    @Option(name = "--analysis-mode", description = "field-level (default) or coarse")
    @Completion(AnalysisModeCompleter.class)
    String analysisMode;

    @Option(name = "--rule", multiValued = true, description = "Dynamic rule <nf>:<result>:<action>, the action "
        + "discard, default, send-to=<nf> or insert=<type> (repeat)")
    List<String> rules;

    @Reference
    RestconfJson restconfJson;

    /**
     * The requests the flags or the file state, as bindings (the dry runs' input).
     *
     * @param name the chain's name given as argument; with {@code --file} it must be absent or name one of the file's
     *     chains
     * @param fallbackName the name when neither the argument nor a file gives one, or {@code null} if one is needed
     * @return the requests: one from flags, those of the file
     * @throws ConsoleException if the flags or the file are malformed
     */
    final List<ServiceChain> requests(final @Nullable String name, final @Nullable String fallbackName)
            throws ConsoleException {
        if (file != null) {
            return fromFile(name).stream().map(RestconfJson.Parsed::binding).toList();
        }
        final var chosen = name != null ? name : fallbackName;
        if (chosen == null) {
            throw new ConsoleException("Name the chain, or give --file");
        }
        return List.of(ChainRequests.chain(chosen, new ChainRequestFlags(description, list(nfs), list(orders),
            list(priorities), list(positions), ingressNode, ingressPort,
            new FlowFlags(source, destination, protocol, sourcePorts, destinationPorts), egressNode, egressPort,
            rate, maxLatency, affinity, backup, analysisMode, list(rules))));
    }

    /**
     * The chains of {@code --file}, as parsed.
     *
     * @param name absent, or the one chain of the file to take
     * @return the chains
     * @throws ConsoleException if the file cannot be read or parsed, holds no chain (of that name), or request flags
     *     were given too
     */
    final List<RestconfJson.Parsed<ServiceChain>> fromFile(final @Nullable String name) throws ConsoleException {
        if (hasRequestFlags()) {
            throw new ConsoleException("--file states the whole request: give no other request flag with it");
        }
        final String json;
        try {
            json = Files.readString(Path.of(file));
        } catch (IOException e) {
            throw new ConsoleException("Cannot read " + file + ": " + e.getMessage(), e);
        }
        final var chains = restconfJson.entries(json, ChainQueries.CHAINS, ServiceChain.class);
        if (chains.isEmpty()) {
            throw new ConsoleException(file + " holds no service-chain");
        }
        if (name == null) {
            return chains;
        }
        return List.of(chains.stream().filter(chain -> chain.binding().getName().getValue().equals(name))
            .findFirst().orElseThrow(() -> new ConsoleException(file + " holds no chain named '" + name + "'")));
    }

    private boolean hasRequestFlags() {
        return description != null || nfs != null || orders != null || priorities != null || positions != null
            || ingressNode != null || ingressPort != null || source != null || destination != null
            || protocol != null || sourcePorts != null || destinationPorts != null || egressNode != null
            || egressPort != null || rate != null || maxLatency != null || affinity != null || backup
            || analysisMode != null || rules != null;
    }

    private static List<String> list(final @Nullable List<String> values) {
        return values == null ? List.of() : new ArrayList<>(values);
    }
}
