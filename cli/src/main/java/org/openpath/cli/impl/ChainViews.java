/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.PortNumber;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainRequest;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.RenderingResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.DynamicRule;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.Nf;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.dynamic.rule.action.Discard;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.dynamic.rule.action.InsertNf;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.dynamic.rule.action.SendToNf;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.dynamic.rule.action.UseDefault;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.FlowMatch;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.flow.match.DestinationPorts;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.flow.match.SourcePorts;
import org.openpath.cli.text.Sheet;
import org.openpath.cli.view.ChainDetail;
import org.openpath.cli.view.ChainRow;

/**
 * Converts a chain's request ({@code service-chains}) and state ({@code service-chain-states}) into the records
 * {@code chain-list} and {@code chain-show} print.
 */
public final class ChainViews {
    private ChainViews() {
        // utility class
    }

    /**
     * One chain's line.
     *
     * @param name the chain
     * @param request its request, absent when it is being deleted
     * @param state its state, absent until the orchestrator wrote it
     * @return the row
     */
    public static ChainRow row(final String name, final @Nullable ServiceChain request,
            final @Nullable ServiceChainState state) {
        if (state == null) {
            return new ChainRow(name, null, null, List.of(), null, request != null);
        }
        final var placement = state.getPlacement();
        final var subSfcs = placement == null ? List.<ChainRow.SubSfc>of()
            : AnalysisViews.placement(placement).subSfcs().stream()
                .map(sub -> new ChainRow.SubSfc(sub.id(), sub.role(), sub.node(), Boolean.TRUE.equals(sub.active())))
                .toList();
        final var rendering = state.getRendering();
        final var rules = rendering == null || rendering.getState() == null ? null
            : new ChainRow.Rules(rendering.getState().getName(), zero(rendering.getFlowRules()),
                zero(rendering.getGroups()), zero(rendering.getNfHandlerRules()));
        return new ChainRow(name, AnalysisViews.name(state.getStatus()), AnalysisViews.name(state.getRunningOn()),
            subSfcs, rules, request != null);
    }

    /**
     * One chain in full.
     *
     * @param name the chain
     * @param request its request, absent when it is being deleted
     * @param state its state, absent until the orchestrator wrote it
     * @return the detail
     */
    public static ChainDetail detail(final String name, final @Nullable ServiceChain request,
            final @Nullable ServiceChainState state) {
        final var nfOrder = request == null ? List.<String>of() : nfNames(request);
        if (state == null) {
            return new ChainDetail(name, null, null, null, null, null,
                request == null ? List.of() : request(request), null, null, List.of(), null);
        }
        final var analysis = state.getAnalysis();
        final var placement = state.getPlacement();
        final var inserted = state.nonnullInsertedNf().values().stream()
            .sorted(Comparator.comparing(nf -> nf.getName().getValue()))
            .map(nf -> new ChainDetail.Inserted(nf.getName().getValue(),
                nf.getNfType() == null ? null : nf.getNfType().getValue(),
                nf.getAfterNf() == null ? null : nf.getAfterNf().getValue(),
                nf.getResult() == null ? null : nf.getResult().getValue(),
                nf.getInsertedAt() == null ? null : nf.getInsertedAt().getValue(),
                nf.getAlerts() == null ? null : nf.getAlerts().toJava()))
            .toList();
        return new ChainDetail(name, state.getSfcId() == null ? null : state.getSfcId().toJava(),
            AnalysisViews.name(state.getStatus()), state.getReason(),
            state.getLastChange() == null ? null : state.getLastChange().getValue(),
            AnalysisViews.name(state.getRunningOn()), request == null ? List.of() : request(request),
            analysis == null ? null : AnalysisViews.analysis(analysis, nfOrder),
            placement == null ? null : AnalysisViews.placement(placement), inserted,
            rendering(state.getRendering()));
    }

    /**
     * The NFs of a request, in their sequential order.
     *
     * @param request the request
     * @return the NF names
     */
    public static List<String> nfNames(final ChainRequest request) {
        final var nfs = request.getNf();
        return nfs == null ? List.of() : nfs.stream().map(nf -> nf.getName().getValue()).toList();
    }

    /**
     * A request as label/value lines.
     *
     * @param request the request
     * @return the entries
     */
    public static List<Sheet.Entry> request(final ChainRequest request) {
        final var entries = new ArrayList<Sheet.Entry>();
        entries.add(new Sheet.Entry("Description", request.getDescription()));
        final var nfs = request.getNf();
        entries.add(new Sheet.Entry("NFs", nfs == null ? null : String.join(" -> ", nfs.stream()
            .map(ChainViews::nf).toList())));
        entries.add(new Sheet.Entry("Order", joined(request.nonnullOrder().values().stream()
            .map(order -> order.getNf().getValue() + " " + AnalysisViews.name(order.getRelation()) + " "
                + order.getOtherNf().getValue()).sorted().toList())));
        entries.add(new Sheet.Entry("Priority", joined(request.nonnullPriority().values().stream()
            .map(priority -> priority.getHigher().getValue() + " > " + priority.getLower().getValue()).sorted()
            .toList())));
        entries.add(new Sheet.Entry("Position", joined(request.nonnullPosition().values().stream()
            .map(position -> position.getNf().getValue() + " " + AnalysisViews.name(position.getPlace())).sorted()
            .toList())));
        final var classifier = request.getClassifier();
        final var match = new ArrayList<String>();
        if (classifier != null) {
            if (classifier.getIngressNode() != null) {
                match.add("enters at " + classifier.getIngressNode().getValue()
                    + (classifier.getIngressPort() == null ? "" : " port " + classifier.getIngressPort()));
            } else if (classifier.getIngressPort() != null) {
                match.add("enters on port " + classifier.getIngressPort());
            }
            match.addAll(flows(classifier));
        }
        entries.add(new Sheet.Entry("Classifier", match.isEmpty() ? "all traffic" : String.join(", ", match)));
        final var egress = request.getEgress();
        entries.add(new Sheet.Entry("Egress", egress == null || egress.getNode() == null && egress.getPort() == null
            ? "none (placed, not rendered)" : (egress.getNode() == null ? "last working node"
                : egress.getNode().getValue()) + (egress.getPort() == null ? ", no port (not rendered)"
                : " port " + egress.getPort())));
        final var sla = request.getSla();
        final var rate = sla == null || sla.getTrafficRate() == null ? "1 Gbit/s (default)"
            : sla.getTrafficRate() + " Gbit/s";
        entries.add(new Sheet.Entry("SLA", sla == null || sla.getMaxLatency() == null ? rate + ", no latency bound"
            : rate + ", at most " + sla.getMaxLatency() + " us"));
        entries.add(new Sheet.Entry("Options", String.join(", ",
            "affinity " + orDefault(AnalysisViews.name(request.getAffinity()), "high"),
            request.getBackup() == null ? "no backup (default)" : request.getBackup() ? "backup" : "no backup",
            orDefault(AnalysisViews.name(request.getAnalysisMode()), "field-level") + " analysis")));
        entries.add(new Sheet.Entry("Dynamic rules", joined(request.nonnullDynamicRule().values().stream()
            .sorted(Comparator.comparing((DynamicRule rule) -> rule.getNf().getValue())
                .thenComparing(rule -> rule.getResult().getValue()))
            .map(ChainViews::rule).toList())));
        return List.copyOf(entries);
    }

    /**
     * A flow match as text, e.g. {@code from 10.0.0.0/8, protocol tcp, destination ports 80-443}.
     *
     * @param match the match
     * @return its parts; empty for all traffic
     */
    public static List<String> flows(final FlowMatch match) {
        final var parts = new ArrayList<String>();
        if (match.getSourcePrefix() != null) {
            parts.add("from " + match.getSourcePrefix().stringValue());
        }
        if (match.getDestinationPrefix() != null) {
            parts.add("to " + match.getDestinationPrefix().stringValue());
        }
        final var protocol = match.getProtocol();
        if (protocol != null) {
            final var named = protocol.getEnumeration();
            parts.add("protocol " + (named != null ? named.getName() : protocol.getUint8()));
        }
        final SourcePorts source = match.getSourcePorts();
        if (source != null) {
            parts.add("source ports " + ports(source.getLower(), source.getUpper()));
        }
        final DestinationPorts destination = match.getDestinationPorts();
        if (destination != null) {
            parts.add("destination ports " + ports(destination.getLower(), destination.getUpper()));
        }
        return parts;
    }

    private static ChainDetail.@Nullable Rendering rendering(final @Nullable RenderingResult rendering) {
        if (rendering == null) {
            return null;
        }
        final var nodes = rendering.nonnullNode().values().stream()
            .sorted(Comparator.comparing(node -> node.getNodeId().getValue()))
            .map(node -> new ChainDetail.RenderedNode(node.getNodeId().getValue(), count(node.getFlowRules()),
                count(node.getNfHandlerRules()), node.getConfirmed()))
            .toList();
        final var tags = rendering.nonnullPathTag().values().stream()
            .sorted(Comparator.comparingInt(tag -> tag.getTag().toJava()))
            .map(tag -> new ChainDetail.PathTag(tag.getTag().toJava(), AnalysisViews.node(tag.getFromNode()),
                AnalysisViews.node(tag.getToNode()), tag.getTo(), tag.getBackup(),
                tag.getPath() == null ? List.of() : tag.getPath().stream().map(NodeRef::getValue).toList(),
                tag.getRouteTag() == null ? null : tag.getRouteTag().toJava()))
            .toList();
        return new ChainDetail.Rendering(AnalysisViews.name(rendering.getState()), rendering.getReason(),
            count(rendering.getFlowRules()), count(rendering.getGroups()), count(rendering.getNfHandlerRules()),
            count(rendering.getSharedRouteRules()),
            rendering.getCookie() == null ? null
                : "0x" + Long.toHexString(rendering.getCookie().longValue()).toLowerCase(Locale.ROOT),
            nodes, tags);
    }

    private static String nf(final Nf nf) {
        return nf.getName().getValue() + " (" + (nf.getType() == null ? "?" : nf.getType().getValue()) + ")";
    }

    private static String rule(final DynamicRule rule) {
        final var action = rule.getAction();
        final String what;
        if (action instanceof InsertNf insert) {
            what = "insert a " + (insert.getInsertNfType() == null ? "?" : insert.getInsertNfType().getValue());
        } else if (action instanceof SendToNf send) {
            what = "send to " + (send.getSendToNf() == null ? "?" : send.getSendToNf().getValue());
        } else if (action instanceof Discard) {
            what = "discard";
        } else if (action instanceof UseDefault) {
            what = "keep on the default path";
        } else {
            what = "?";
        }
        return "when " + rule.getNf().getValue() + " reports " + rule.getResult().getValue() + ": " + what;
    }

    private static String ports(final @Nullable PortNumber lower, final @Nullable PortNumber upper) {
        final var low = lower == null ? "?" : lower.getValue().toString();
        return upper == null || upper.equals(lower) ? low : low + "-" + upper.getValue();
    }

    private static @Nullable String joined(final List<String> parts) {
        return parts.isEmpty() ? null : String.join("; ", parts);
    }

    private static String orDefault(final @Nullable String value, final String fallback) {
        return value == null ? fallback + " (default)" : value;
    }

    private static long zero(final @Nullable Number value) {
        return value == null ? 0 : value.longValue();
    }

    private static @Nullable Long count(final @Nullable Number value) {
        return value == null ? null : value.longValue();
    }
}
