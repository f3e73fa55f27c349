/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.IpPrefix;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.PortNumber;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainRequest;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.Classifier;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.DynamicRule;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.dynamic.rule.action.Discard;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.dynamic.rule.action.InsertNf;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.dynamic.rule.action.SendToNf;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.dynamic.rule.action.UseDefault;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.FlowMatch.Protocol;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.Name;
import org.openpath.analyzer.AnalysisMode;
import org.openpath.analyzer.AnalysisResult;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.NfCatalog;
import org.openpath.analyzer.Order;
import org.openpath.analyzer.Position;
import org.openpath.placement.Affinity;

/**
 * Converts an {@code openpath-chains:chain-request} (a configured {@code service-chain}, or the input of
 * {@code analyze-chain} / {@code compute-placement}) into a {@link RequestedChain}: the request as written, YANG
 * defaults applied, nothing checked. {@link #toSpec} and {@link #check} also run {@link ChainRequestChecker} on it,
 * for callers that hold a binding (the commit cohort).
 */
final class ChainRequestBindings {
    /** The SLA's traffic rate when the request sets none, Gbit/s (the YANG default). */
    static final double DEFAULT_RATE_GBPS = 1;

    private ChainRequestBindings() {
        // Static conversions only
    }

    /**
     * Converts a request as it is. Absent leaves take their YANG default: rate 1 Gbit/s, no latency bound, affinity
     * high, no backup, field-level analysis.
     *
     * @param request the request
     * @return the request in plain Java
     */
    static RequestedChain toRequested(final ChainRequest request) {
        final var list = request.getNf();
        final var nfs = list == null ? List.<RequestedChain.Nf>of() : list.stream()
            .map(nf -> new RequestedChain.Nf(value(nf.getName()), value(nf.getType()))).toList();
        final var orders = request.nonnullOrder().values().stream()
            .map(order -> new RequestedChain.OrderTemplate(value(order.getNf()), value(order.getOtherNf()),
                order.getRelation() == null ? null : switch (order.getRelation()) {
                    case Before -> Order.Relation.BEFORE;
                    case After -> Order.Relation.AFTER;
                }))
            .toList();
        final var priorities = request.nonnullPriority().values().stream()
            .map(priority -> new RequestedChain.PriorityTemplate(value(priority.getHigher()),
                value(priority.getLower())))
            .toList();
        final var positions = request.nonnullPosition().values().stream()
            .map(position -> new RequestedChain.PositionTemplate(value(position.getNf()),
                position.getPlace() == null ? null : switch (position.getPlace()) {
                    case First -> Position.Place.FIRST;
                    case Last -> Position.Place.LAST;
                }))
            .toList();
        final var rules = request.nonnullDynamicRule().values().stream()
            .map(rule -> new RequestedChain.Rule(value(rule.getNf()), value(rule.getResult()), action(rule)))
            .toList();
        final var classifier = request.getClassifier();
        final var sla = request.getSla();
        final var rate = sla == null ? null : sla.getTrafficRate();
        final var maxLatency = sla == null ? null : sla.getMaxLatency();
        return new RequestedChain(nfs, orders, priorities, positions, rules,
            classifier == null ? null : classifier(classifier),
            rate == null ? DEFAULT_RATE_GBPS : rate.doubleValue(),
            maxLatency == null ? Double.POSITIVE_INFINITY : maxLatency.doubleValue(),
            affinity(request), Boolean.TRUE.equals(request.getBackup()), analysisMode(request));
    }

    /**
     * Converts a batch of requests, keeping its order.
     *
     * @param requests chain name to its request, or {@code null} when deleted
     * @return chain name to the request in plain Java, or {@code null} when deleted
     */
    static Map<String, @Nullable RequestedChain> toRequested(final Map<String, @Nullable ChainRequest> requests) {
        final var converted = new LinkedHashMap<String, @Nullable RequestedChain>();
        requests.forEach((name, request) -> converted.put(name, request == null ? null : toRequested(request)));
        return converted;
    }

    /**
     * Converts a request and checks it against a catalog, as {@link ChainRequestChecker#toSpec} does.
     *
     * @param chainName the chain's name, used in element paths and messages
     * @param request the request
     * @param catalog the NF types NFs and inserted NFs may have
     * @return the validated request
     * @throws InvalidRequestException naming the offending element
     */
    static ChainSpec toSpec(final String chainName, final ChainRequest request, final NfCatalog catalog)
            throws InvalidRequestException {
        return ChainRequestChecker.toSpec(chainName, toRequested(request), catalog);
    }

    /**
     * Converts a request, checks it against the analyser's catalog and analyses it, as
     * {@link ChainRequestChecker#check} does.
     *
     * @param chainName the chain's name
     * @param request the binding
     * @param analyzer the analyser, with the catalog to check NF types against
     * @return the converted request and its analysis
     * @throws InvalidRequestException naming the offending element
     */
    static ChainRequestChecker.Checked check(final String chainName, final ChainRequest request,
            final DependencyAnalyzer analyzer) throws InvalidRequestException {
        return ChainRequestChecker.check(chainName, toRequested(request), analyzer);
    }

    /**
     * Runs the dependency analyser on a validated request, as {@link ChainRequestChecker#analyze} does.
     *
     * @param spec the request
     * @param analyzer the analyser
     * @return the dependency matrix and service graph
     * @throws InvalidRequestException with the analyser's message, naming the offending element
     */
    static AnalysisResult analyze(final ChainSpec spec, final DependencyAnalyzer analyzer)
            throws InvalidRequestException {
        return ChainRequestChecker.analyze(spec, analyzer);
    }

    private static RequestedChain.@Nullable RuleAction action(final DynamicRule rule) {
        final var action = rule.getAction();
        if (action instanceof Discard) {
            return new RequestedChain.Discard();
        } else if (action instanceof UseDefault) {
            return new RequestedChain.UseDefault();
        } else if (action instanceof SendToNf sendTo) {
            return new RequestedChain.SendTo(value(sendTo.getSendToNf()));
        } else if (action instanceof InsertNf insert) {
            return new RequestedChain.InsertNf(value(insert.getInsertNfType()));
        }
        return null;
    }

    private static RequestedChain.Classifier classifier(final Classifier classifier) {
        final var source = classifier.getSourcePorts();
        final var destination = classifier.getDestinationPorts();
        final var protocol = classifier.getProtocol();
        final var ingress = classifier.getIngressNode();
        return new RequestedChain.Classifier(
            source == null ? null : new RequestedChain.PortRange(port(source.getLower()), port(source.getUpper())),
            destination == null ? null
                : new RequestedChain.PortRange(port(destination.getLower()), port(destination.getUpper())),
            protocol == null ? null : new RequestedChain.Protocol(protocolNumber(protocol), protocolName(protocol)),
            prefix(classifier.getSourcePrefix()), prefix(classifier.getDestinationPrefix()),
            ingress == null ? null : ingress.getValue());
    }

    private static @Nullable Integer port(final @Nullable PortNumber port) {
        return port == null ? null : port.getValue().intValue();
    }

    private static RequestedChain.@Nullable Prefix prefix(final @Nullable IpPrefix prefix) {
        return prefix == null ? null : new RequestedChain.Prefix(prefix.stringValue(), prefix.getIpv4Prefix() != null);
    }

    private static int protocolNumber(final Protocol protocol) {
        final var enumeration = protocol.getEnumeration();
        return enumeration != null ? enumeration.getIntValue() : protocol.getUint8().intValue();
    }

    private static String protocolName(final Protocol protocol) {
        final var enumeration = protocol.getEnumeration();
        return enumeration != null ? enumeration.getName() : protocol.getUint8().toString();
    }

    private static AnalysisMode analysisMode(final ChainRequest request) {
        final var mode = request.getAnalysisMode();
        if (mode == null) {
            return AnalysisMode.FIELD_LEVEL;
        }
        return switch (mode) {
            case Coarse -> AnalysisMode.COARSE;
            case FieldLevel -> AnalysisMode.FIELD_LEVEL;
        };
    }

    private static Affinity affinity(final ChainRequest request) {
        final var affinity = request.getAffinity();
        if (affinity == null) {
            return Affinity.HIGH;
        }
        return switch (affinity) {
            case High -> Affinity.HIGH;
            case Low -> Affinity.LOW;
        };
    }

    private static @Nullable String value(final @Nullable Name name) {
        return name == null ? null : name.getValue();
    }
}
