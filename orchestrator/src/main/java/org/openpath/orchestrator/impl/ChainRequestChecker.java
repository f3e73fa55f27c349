/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.AnalysisResult;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.DynamicRule;
import org.openpath.analyzer.NfCatalog;
import org.openpath.analyzer.NfInstance;
import org.openpath.analyzer.NfType;
import org.openpath.analyzer.Order;
import org.openpath.analyzer.Position;
import org.openpath.analyzer.Priority;
import org.openpath.analyzer.Template;

/**
 * Checks a {@link RequestedChain} against the NF catalog and turns it into a {@link ChainSpec}, rejecting what cannot
 * be served with an {@link InvalidRequestException} that names the offending element (a path through the YANG data,
 * e.g. {@code service-chain[web]/nf[fw1]/type}) and values, and runs the dependency analyser on it. Pure: the same
 * request and catalog give the same answer, so a catalog change can check a stored request again. The element an
 * analyser refusal points at is named by {@link AnalysisRefusals}.
 */
final class ChainRequestChecker {
    /** The longest name {@code openpath-types:name} allows; inserted vertices ({@code <nf>.<result>}) too. */
    static final int MAX_NAME_LENGTH = 64;
    /** The most NFs a chain may have (the YANG contract's {@code nf} list). */
    static final int MAX_NFS = 64;

    private static final int TCP = 6;
    private static final int UDP = 17;
    private static final int SCTP = 132;

    private ChainRequestChecker() {
        // Static only
    }

    /**
     * Checks a chain request against the NF catalog and converts it. NFs keep the request's list order. The checks
     * run in a fixed order (NFs, Order, Priority and Position templates, dynamic rules, classifier) and the first
     * failing one is reported.
     *
     * @param chainName the chain's name, used in element paths and messages
     * @param request the request
     * @param catalog the NF types NFs and inserted NFs may have
     * @return the validated request
     * @throws InvalidRequestException if the request has no NFs, an NF type or inserted NF type is not in the
     *     catalog, a template or dynamic rule names an NF the chain does not have, a template relates an NF to itself,
     *     a dynamic rule matches a result its NF's type does not report or inserts a vertex whose name is too long or
     *     taken, or the classifier can match no packet
     */
    static ChainSpec toSpec(final String chainName, final RequestedChain request, final NfCatalog catalog)
            throws InvalidRequestException {
        final var chain = AnalysisRefusals.chainPath(chainName);
        final var nfs = new ArrayList<NfInstance>();
        final var types = nfs(chainName, request, catalog, nfs);
        final var templates = new ArrayList<Template>();
        addOrders(chainName, request, types, templates);
        addPriorities(chainName, request, types, templates);
        addPositions(chainName, request, types, templates);
        final var rules = dynamicRules(chainName, request, types, catalog);
        final var classifier = request.classifier();
        if (classifier != null) {
            checkClassifier(chainName, classifier);
        }

        final var mode = request.mode();
        final var analyzerRequest = InvalidRequestException.guard(chain, "Chain '" + chainName + "'",
            () -> new org.openpath.analyzer.ChainRequest(nfs, templates, rules, mode));

        final double rateGbps = request.rateGbps();
        final double maxLatencyMicros = request.maxLatencyMicros();
        final var affinity = request.affinity();
        final boolean backup = request.backup();
        return InvalidRequestException.guard(chain, "Chain '" + chainName + "'",
            () -> new ChainSpec(chainName, analyzerRequest, rateGbps, maxLatencyMicros, affinity, backup,
                classifier == null ? null : classifier.ingressNode()));
    }

    /**
     * A request converted and analysed.
     *
     * @param spec the converted request
     * @param analysis its dependency matrix and service graph
     */
    record Checked(ChainSpec spec, AnalysisResult analysis) {
        // Plain data
    }

    /**
     * Converts a request against the analyser's catalog and analyses it: everything a request must pass.
     *
     * @param chainName the chain's name
     * @param request the request
     * @param analyzer the analyser, with the catalog to check NF types against
     * @return the converted request and its analysis
     * @throws InvalidRequestException naming the offending element
     */
    static Checked check(final String chainName, final RequestedChain request, final DependencyAnalyzer analyzer)
            throws InvalidRequestException {
        final var spec = toSpec(chainName, request, analyzer.catalog());
        return new Checked(spec, analyze(spec, analyzer));
    }

    /**
     * Runs the dependency analyser on a validated request.
     *
     * @param spec the request
     * @param analyzer the analyser
     * @return the dependency matrix and service graph
     * @throws InvalidRequestException with the analyser's message if it refuses the request; the element is the
     *     offending NF, template (or the template list, {@code service-chain[<name>]/order} and the like, when
     *     several templates of one kind contradict each other) or dynamic rule
     */
    static AnalysisResult analyze(final ChainSpec spec, final DependencyAnalyzer analyzer)
            throws InvalidRequestException {
        try {
            return analyzer.analyze(spec.request());
        } catch (ChainValidationException e) {
            throw new InvalidRequestException(AnalysisRefusals.elementOf(spec, e),
                "Chain '" + spec.name() + "' is invalid: " + e.getMessage(), e);
        }
    }

    private static Map<String, NfType> nfs(final String chainName, final RequestedChain request,
            final NfCatalog catalog, final List<NfInstance> instances) throws InvalidRequestException {
        final var chain = AnalysisRefusals.chainPath(chainName);
        final var list = request.nfs();
        if (list.isEmpty()) {
            throw new InvalidRequestException(chain + "/nf", "Chain '" + chainName
                + "' has no NFs; a chain needs at least one");
        }
        if (list.size() > MAX_NFS) {
            throw new InvalidRequestException(chain + "/nf", "Chain '" + chainName + "' has " + list.size()
                + " NFs; a chain has at most " + MAX_NFS);
        }
        final var types = new LinkedHashMap<String, NfType>();
        for (var nf : list) {
            final var name = nf.name();
            if (name == null) {
                throw new InvalidRequestException(chain + "/nf", "An NF of chain '" + chainName + "' has no name");
            }
            final var element = chain + "/nf[" + name + "]";
            if (types.containsKey(name)) {
                throw new InvalidRequestException(element, "NF name '" + name + "' appears twice in chain '"
                    + chainName + "'");
            }
            final var typeName = nf.type();
            if (typeName == null) {
                throw new InvalidRequestException(element + "/type", "NF '" + name + "' of chain '" + chainName
                    + "' has no type");
            }
            final var type = catalog.get(typeName);
            if (type == null) {
                throw new InvalidRequestException(element + "/type", "NF '" + name + "' of chain '" + chainName
                    + "' has type '" + typeName + "', which is not in the NF catalog");
            }
            instances.add(InvalidRequestException.guard(element, "NF '" + name + "' of chain '" + chainName + "'",
                () -> new NfInstance(name, typeName)));
            types.put(name, type);
        }
        return types;
    }

    private static void addOrders(final String chainName, final RequestedChain request, final Map<String, NfType> nfs,
            final List<Template> templates) throws InvalidRequestException {
        for (var order : request.orders()) {
            final var element = RequestElement.of(chainName, nfs, order);
            final var pair = element.distinctNfs("nf", order.nf(), "other-nf", order.otherNf(),
                nf -> "orders NF '" + nf + "' against itself");
            final var relation = order.relation();
            if (relation == null) {
                throw element.refusal("relation", "has no relation (before or after)");
            }
            templates.add(element.guard(() -> new Order(pair.first(), relation, pair.second())));
        }
    }

    private static void addPriorities(final String chainName, final RequestedChain request,
            final Map<String, NfType> nfs, final List<Template> templates) throws InvalidRequestException {
        for (var priority : request.priorities()) {
            final var element = RequestElement.of(chainName, nfs, priority);
            final var pair = element.distinctNfs("higher", priority.higher(), "lower", priority.lower(),
                nf -> "gives NF '" + nf + "' priority over itself");
            templates.add(element.guard(() -> new Priority(pair.first(), pair.second())));
        }
    }

    private static void addPositions(final String chainName, final RequestedChain request,
            final Map<String, NfType> nfs, final List<Template> templates) throws InvalidRequestException {
        for (var position : request.positions()) {
            final var element = RequestElement.of(chainName, nfs, position);
            final var nf = element.nf("nf", position.nf());
            final var place = position.place();
            if (place == null) {
                throw element.refusal("place", "has no place (first or last)");
            }
            templates.add(element.guard(() -> new Position(nf, place)));
        }
    }

    private static List<DynamicRule> dynamicRules(final String chainName, final RequestedChain request,
            final Map<String, NfType> nfs, final NfCatalog catalog) throws InvalidRequestException {
        final var rules = new ArrayList<DynamicRule>();
        final var detours = new HashMap<String, String>();
        for (var rule : request.dynamicRules()) {
            final var element = RequestElement.of(chainName, nfs, rule);
            final var nf = element.nf("nf", rule.nf());
            final var result = rule.result();
            if (result == null) {
                throw element.refusal("result", "matches no result");
            }
            final var type = nfs.get(nf);
            if (!type.results().contains(result)) {
                throw element.refusal("result", "matches result '" + result + "', but NF '" + nf + "' has type '"
                    + type.name() + "', which "
                    + (type.results().isEmpty() ? "reports no results" : "reports only " + type.results()));
            }
            final var action = rule.action();
            final DynamicRule converted;
            if (action instanceof RequestedChain.Discard) {
                converted = element.guard(() -> DynamicRule.discard(nf, result));
            } else if (action instanceof RequestedChain.UseDefault) {
                converted = element.guard(() -> DynamicRule.useDefault(nf, result));
            } else if (action instanceof RequestedChain.SendTo sendTo) {
                final var target = element.nf("send-to-nf", sendTo.nf());
                if (target.equals(nf)) {
                    throw element.refusal("send-to-nf", "sends packets of NF '" + nf + "' back to itself");
                }
                converted = element.guard(() -> DynamicRule.sendTo(nf, result, target));
            } else if (action instanceof RequestedChain.InsertNf insert) {
                final var insertType = insert.nfType();
                if (insertType == null || catalog.get(insertType) == null) {
                    throw element.refusal("insert-nf-type", "inserts an NF of type '" + insertType
                        + "', which is not in the NF catalog");
                }
                converted = element.guard(() -> DynamicRule.insert(nf, result, insertType));
                checkDetour(element, converted.detourName(), detours);
            } else {
                throw element.refusal("has no action (discard, send-to-nf, insert-nf-type or use-default)");
            }
            rules.add(converted);
        }
        return rules;
    }

    private static void checkDetour(final RequestElement element, final String detour,
            final Map<String, String> detours) throws InvalidRequestException {
        if (detour.length() > MAX_NAME_LENGTH) {
            throw element.refusal("inserts a vertex named '" + detour + "', which is " + detour.length()
                + " characters long; names have at most " + MAX_NAME_LENGTH);
        }
        if (element.nfs().containsKey(detour)) {
            throw element.refusal("inserts a vertex named '" + detour
                + "', which is already the name of an NF of the chain");
        }
        final var previous = detours.putIfAbsent(detour, element.path());
        if (previous != null) {
            throw element.refusal("inserts a vertex named '" + detour + "', which " + previous + " inserts too");
        }
    }

    private static void checkClassifier(final String chainName, final RequestedChain.Classifier classifier)
            throws InvalidRequestException {
        final var element = AnalysisRefusals.chainPath(chainName) + "/classifier";
        final var what = "The classifier of chain '" + chainName + "'";
        final var source = portRange(element + "/source-ports", what, "source", classifier.sourcePorts());
        final var destination = portRange(element + "/destination-ports", what, "destination",
            classifier.destinationPorts());
        final var protocol = classifier.protocol();
        if (protocol != null && (source != null || destination != null)) {
            final int number = protocol.number();
            if (number != TCP && number != UDP && number != SCTP) {
                throw new InvalidRequestException(element + "/protocol", what + " matches "
                    + (source != null ? "source ports " + source : "destination ports " + destination)
                    + " with protocol '" + protocol.name() + "' (" + number
                    + "); port ranges need tcp (6), udp (17) or sctp (132)");
            }
        }
        final var sourcePrefix = classifier.sourcePrefix();
        final var destinationPrefix = classifier.destinationPrefix();
        if (sourcePrefix != null && destinationPrefix != null && sourcePrefix.ipv4() != destinationPrefix.ipv4()) {
            throw new InvalidRequestException(element + "/destination-prefix", what + " matches source prefix "
                + sourcePrefix.text() + " (" + family(sourcePrefix) + ") and destination prefix "
                + destinationPrefix.text() + " (" + family(destinationPrefix) + "): no packet has both");
        }
    }

    private static @Nullable String portRange(final String element, final String what, final String direction,
            final RequestedChain.@Nullable PortRange range) throws InvalidRequestException {
        final var lower = range == null ? null : range.lower();
        final var upper = range == null ? null : range.upper();
        if (range == null) {
            return null;
        }
        if (lower == null) {
            throw new InvalidRequestException(element + "/lower", what + (upper != null
                ? " gives upper " + direction + " port " + upper + " but no lower one"
                : " gives " + direction + "-ports without its lower port"));
        }
        final int low = lower;
        final int high = upper == null ? low : upper;
        if (low > high) {
            throw new InvalidRequestException(element, what + " matches " + direction + " ports " + low + ".." + high
                + ", an empty range: lower " + low + " is above upper " + high);
        }
        return low + ".." + high;
    }

    private static String family(final RequestedChain.Prefix prefix) {
        return prefix.ipv4() ? "IPv4" : "IPv6";
    }
}
