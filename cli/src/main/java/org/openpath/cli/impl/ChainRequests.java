/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.AnalyzeChainInput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.AnalyzeChainInputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainRequest;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ComputePlacementInput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ComputePlacementInputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.ClassifierBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.DynamicRule;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.DynamicRuleBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.EgressBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.Nf;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.NfBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.Order;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.OrderBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.Position;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.PositionBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.PriorityBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.SlaBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.dynamic.rule.Action;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.dynamic.rule.action.DiscardBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.dynamic.rule.action.InsertNfBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.dynamic.rule.action.SendToNfBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.dynamic.rule.action.UseDefaultBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.AffinityMode;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.AnalysisMode;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.PlacementAlgorithm;
import org.opendaylight.yangtools.binding.EntryObject;
import org.opendaylight.yangtools.binding.Key;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Empty;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.cli.ConsoleException;

/**
 * Builds chain requests from command-line flags: the same {@code service-chain} a RESTCONF PUT stores, and the
 * dry runs' inputs (both RPCs use the request's grouping). Only the syntax of each flag is checked here; whether
 * the request makes sense (NF types in the catalog, templates that name NFs of the chain and do not contradict each
 * other, a possible classifier) is the commit-time validation's job, as for RESTCONF.
 */
public final class ChainRequests {
    /** The largest OpenFlow port number a chain may name (OFPP_MAX). */
    static final long MAX_PORT = 4_294_967_040L;

    private ChainRequests() {
        // utility class
    }

    /**
     * Builds a chain request.
     *
     * @param name the chain
     * @param flags the flags
     * @return the request
     * @throws ConsoleException if a flag's value is malformed
     */
    public static ServiceChain chain(final String name, final ChainRequestFlags flags) throws ConsoleException {
        final var builder = new ServiceChainBuilder().setName(Names.chain(name))
            .setDescription(Flags.present(flags.description()));
        if (flags.nfs().isEmpty()) {
            throw new ConsoleException("--nf: a chain needs at least one NF, e.g. --nf fw:firewall");
        }
        final var nfs = new LinkedHashMap<String, Nf>();
        for (var nf : flags.nfs()) {
            final var parts = Flags.split("--nf", nf, 2, "<nf>:<type>, e.g. fw:firewall");
            if (nfs.put(parts.get(0), new NfBuilder().setName(Names.nf(parts.get(0)))
                    .setType(Names.nfType(parts.get(1))).build()) != null) {
                throw new ConsoleException("--nf: the chain has two NFs named '" + parts.get(0) + "'");
            }
        }
        builder.setNf(new ArrayList<>(nfs.values()));
        final var orders = new ArrayList<Order>();
        for (var order : flags.orders()) {
            final var parts = Flags.split("--order", order, 3, "<nf>:before:<other> or <nf>:after:<other>");
            orders.add(new OrderBuilder().setNf(Names.nf(parts.get(0)))
                .setRelation(Flags.choice("--order", parts.get(1), Order.Relation.class))
                .setOtherNf(Names.nf(parts.get(2))).build());
        }
        if (!orders.isEmpty()) {
            builder.setOrder(keyed("--order", orders));
        }
        final var priorities = new ArrayList<org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain
            .request.Priority>();
        for (var priority : flags.priorities()) {
            final var parts = Flags.split("--priority", priority, 2, "<higher>:<lower>");
            priorities.add(new PriorityBuilder().setHigher(Names.nf(parts.get(0))).setLower(Names.nf(parts.get(1)))
                .build());
        }
        if (!priorities.isEmpty()) {
            builder.setPriority(keyed("--priority", priorities));
        }
        final var positions = new ArrayList<Position>();
        for (var position : flags.positions()) {
            final var parts = Flags.split("--position", position, 2, "<nf>:first or <nf>:last");
            positions.add(new PositionBuilder().setNf(Names.nf(parts.get(0)))
                .setPlace(Flags.choice("--position", parts.get(1), Position.Place.class)).build());
        }
        if (!positions.isEmpty()) {
            builder.setPosition(keyed("--position", positions));
        }
        final var classifier = new ClassifierBuilder(flags.flows().toFlows());
        final var ingressNode = Flags.present(flags.ingressNode());
        if (ingressNode != null) {
            classifier.setIngressNode(Names.node(ingressNode));
        }
        final var ingressPort = Flags.present(flags.ingressPort());
        if (ingressPort != null) {
            classifier.setIngressPort(Uint32.valueOf(Flags.number("--ingress-port", ingressPort, 1, MAX_PORT)));
        }
        if (ingressNode != null || ingressPort != null || !flags.flows().isEmpty()) {
            builder.setClassifier(classifier.build());
        }
        final var egressNode = Flags.present(flags.egressNode());
        final var egressPort = Flags.present(flags.egressPort());
        if (egressNode != null || egressPort != null) {
            builder.setEgress(new EgressBuilder().setNode(egressNode == null ? null : Names.node(egressNode))
                .setPort(egressPort == null ? null
                    : Uint32.valueOf(Flags.number("--egress-port", egressPort, 1, MAX_PORT)))
                .build());
        }
        final var rate = Flags.present(flags.rate());
        final var maxLatency = Flags.present(flags.maxLatency());
        if (rate != null || maxLatency != null) {
            try {
                builder.setSla(new SlaBuilder().setTrafficRate(rate == null ? null : Flags.decimal("--rate", rate))
                    .setMaxLatency(maxLatency == null ? null
                        : Uint32.valueOf(Flags.number("--max-latency", maxLatency, 1, 10_000_000)))
                    .build());
            } catch (IllegalArgumentException e) {
                throw new ConsoleException("--rate: " + rate + " Gbit/s is out of range 0.001..400", e);
            }
        }
        final var affinity = Flags.present(flags.affinity());
        if (affinity != null) {
            builder.setAffinity(Flags.choice("--affinity", affinity, AffinityMode.class));
        }
        if (flags.backup()) {
            builder.setBackup(true);
        }
        final var mode = Flags.present(flags.analysisMode());
        if (mode != null) {
            builder.setAnalysisMode(Flags.choice("--analysis-mode", mode, AnalysisMode.class));
        }
        final var rules = new ArrayList<DynamicRule>();
        for (var rule : flags.rules()) {
            final var parts = Flags.split("--rule", rule, 3,
                "<nf>:<result>:discard|default|send-to=<nf>|insert=<type>");
            rules.add(new DynamicRuleBuilder().setNf(Names.nf(parts.get(0)))
                .setResult(Names.result(parts.get(1))).setAction(action(parts.get(2))).build());
        }
        if (!rules.isEmpty()) {
            builder.setDynamicRule(keyed("--rule", rules));
        }
        return builder.build();
    }

    /**
     * The input of the {@code analyze-chain} dry run for a request.
     *
     * @param request the request
     * @return the input
     */
    public static AnalyzeChainInput analyzeInput(final ServiceChain request) {
        return new AnalyzeChainInputBuilder((ChainRequest) request).setName(request.getName()).build();
    }

    /**
     * The input of the {@code compute-placement} dry run for a request.
     *
     * @param request the request
     * @param algorithm the placement algorithm, {@code null} for the default ({@code openpath})
     * @return the input
     * @throws ConsoleException if the algorithm is none of the known ones
     */
    public static ComputePlacementInput placeInput(final ServiceChain request, final @Nullable String algorithm)
            throws ConsoleException {
        final var builder = new ComputePlacementInputBuilder((ChainRequest) request).setName(request.getName());
        final var chosen = Flags.present(algorithm);
        if (chosen != null) {
            builder.setAlgorithm(Flags.choice("--algorithm", chosen, PlacementAlgorithm.class));
        }
        return builder.build();
    }

    private static <K extends Key<V>, V extends EntryObject<V, K>> Map<K, V> keyed(final String flag,
            final Collection<V> entries) throws ConsoleException {
        try {
            return BindingMap.ordered(entries);
        } catch (IllegalArgumentException e) {
            throw new ConsoleException(flag + ": two of them are about the same NFs (" + e.getMessage() + ")", e);
        }
    }

    private static Action action(final String text) throws ConsoleException {
        if ("discard".equals(text)) {
            return new DiscardBuilder().setDiscard(Empty.value()).build();
        }
        if ("default".equals(text)) {
            return new UseDefaultBuilder().setUseDefault(Empty.value()).build();
        }
        if (text.startsWith("send-to=")) {
            return new SendToNfBuilder().setSendToNf(Names.nf(text.substring("send-to=".length()))).build();
        }
        if (text.startsWith("insert=")) {
            return new InsertNfBuilder().setInsertNfType(Names.nfType(text.substring("insert=".length()))).build();
        }
        throw new ConsoleException("--rule: '" + text + "' is none of discard, default, send-to=<nf>, "
            + "insert=<type>");
    }
}
