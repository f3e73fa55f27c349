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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.AnalysisResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.PlacementResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.dependency.matrix.Pair;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.Stage;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.Vertex;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.stage.Branch;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.vertex.HandlerRule;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.Hop;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.SubSfc;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.Gbps;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yangtools.binding.EnumTypeObject;
import org.openpath.cli.text.StageDrawing;
import org.openpath.cli.view.AnalysisView;
import org.openpath.cli.view.PlacementView;

/**
 * Converts the {@code analysis-result} and {@code placement-result} groupings (a stored chain's state, or the dry
 * runs' output) into view records. Lists the datastore keeps unordered come out in a stable order: stages by index,
 * a stage's branches by merge priority, pairs by the NFs' positions in the request, sub-SFCs working first.
 */
public final class AnalysisViews {
    private AnalysisViews() {
        // utility class
    }

    /**
     * Converts an analysis.
     *
     * @param analysis the analysis
     * @param nfOrder the request's NFs in their sequential order, to order the pairs
     * @return the view
     */
    public static AnalysisView analysis(final AnalysisResult analysis, final List<String> nfOrder) {
        final var graph = analysis.getServiceGraph();
        final var vertices = new LinkedHashMap<String, Vertex>();
        final var stages = new ArrayList<StageDrawing.Stage>();
        final var detours = new ArrayList<StageDrawing.Detour>();
        if (graph != null) {
            graph.nonnullVertex().values().forEach(vertex -> vertices.put(vertex.getNf().getValue(), vertex));
            graph.nonnullStage().values().stream().sorted(Comparator.comparingInt(stage -> stage.getIndex().toJava()))
                .forEach(stage -> stages.add(stage(stage, vertices)));
            vertices.values().stream()
                .filter(vertex -> Boolean.FALSE.equals(vertex.getOnDefaultPath()))
                .sorted(Comparator.comparing(vertex -> vertex.getNf().getValue()))
                .forEach(vertex -> detours.add(new StageDrawing.Detour(vertex.getNf().getValue(),
                    vertex.getNfType() == null ? null : vertex.getNfType().getValue(),
                    vertex.getDefaultNext() == null ? List.of() : vertex.getDefaultNext().stream().sorted()
                        .toList())));
        }
        final ToIntFunction<String> position = nf -> {
            final var index = nfOrder.indexOf(nf);
            return index < 0 ? Integer.MAX_VALUE : index;
        };
        final var pairs = analysis.nonnullDependencyMatrix().nonnullPair().values().stream()
            .sorted(Comparator.<Pair>comparingInt(pair -> position.applyAsInt(pair.getFirst().getValue()))
                .thenComparingInt(pair -> position.applyAsInt(pair.getSecond().getValue()))
                .thenComparing(pair -> pair.getFirst().getValue())
                .thenComparing(pair -> pair.getSecond().getValue()))
            .map(pair -> new AnalysisView.Pair(pair.getFirst().getValue(), pair.getSecond().getValue(),
                name(pair.getVerdict()), pair.getConflictingField() == null ? List.of()
                    : pair.getConflictingField().stream().map(AnalysisViews::name).sorted().toList(),
                pair.getReason()))
            .toList();
        return new AnalysisView(name(analysis.getAnalysisMode()),
            graph == null || graph.getStageCount() == null ? null : graph.getStageCount().toJava(),
            graph == null || graph.getCopiesPerPacket() == null ? null : graph.getCopiesPerPacket().toJava(),
            graph == null || graph.getParallelismDegree() == null ? null
                : graph.getParallelismDegree().toString(),
            stages, detours, pairs);
    }

    /**
     * Converts a placement.
     *
     * @param placement the placement
     * @return the view
     */
    public static PlacementView placement(final PlacementResult placement) {
        final var subSfcs = placement.nonnullSubSfc().values().stream()
            .sorted(Comparator.comparing((SubSfc sub) -> sub.getRole() == null ? "" : sub.getRole().getName())
                .reversed().thenComparing(sub -> sub.getId().getValue()))
            .map(sub -> new PlacementView.SubSfc(sub.getId().getValue(), name(sub.getRole()),
                sub.getProtects() == null ? null : sub.getProtects().getValue(), node(sub.getNode()),
                sub.getActive(), names(sub.getNf()),
                sub.getCpuCores() == null ? null : sub.getCpuCores().toString(),
                sub.getMemory() == null ? null : sub.getMemory().toJava()))
            .toList();
        final var hops = new ArrayList<PlacementView.Hop>();
        final var ingress = placement.getIngressHop();
        if (ingress != null) {
            // where the traffic enters first: a row like the others, its FROM naming the ingress node
            hops.add(new PlacementView.Hop("ingress " + node(ingress.getNode()), ingress.getToSubSfc() == null ? ""
                : ingress.getToSubSfc().getValue(), nodes(ingress.getPath()), gbps(ingress.getBandwidth())));
        }
        placement.nonnullHop().values().stream()
            .sorted(Comparator.comparing((Hop hop) -> hop.getFromSubSfc().getValue())
                .thenComparing(hop -> hop.getToSubSfc().getValue()))
            .map(hop -> new PlacementView.Hop(hop.getFromSubSfc().getValue(), hop.getToSubSfc().getValue(),
                nodes(hop.getPath()), gbps(hop.getBandwidth())))
            .forEach(hops::add);
        return new PlacementView(name(placement.getAlgorithm()), subSfcs, hops,
            placement.getEndToEndLatency() == null ? null : placement.getEndToEndLatency().toString(),
            placement.getInterNodeTraffic() == null ? null : placement.getInterNodeTraffic().getValue().toString(),
            placement.getPathLength() == null ? null : placement.getPathLength().toJava());
    }

    private static List<String> nodes(final @Nullable List<NodeRef> path) {
        return path == null ? List.of() : path.stream().map(NodeRef::getValue).toList();
    }

    private static @Nullable String gbps(final @Nullable Gbps bandwidth) {
        return bandwidth == null ? null : bandwidth.getValue().toString();
    }

    private static StageDrawing.Stage stage(final Stage stage, final Map<String, Vertex> vertices) {
        final var merge = stage.getMerge();
        final var priority = merge == null ? List.<String>of() : names(merge.getPriorityOrder());
        final var branches = stage.nonnullBranch().values().stream()
            .sorted(Comparator.comparingInt((Branch branch) -> {
                final var index = priority.indexOf(branch.getNf().getValue());
                return index < 0 ? Integer.MAX_VALUE : index;
            }).thenComparing(branch -> branch.getNf().getValue()))
            .map(branch -> new StageDrawing.Branch(branch.getNf().getValue(), name(branch.getPacket()),
                rules(vertices.get(branch.getNf().getValue()))))
            .toList();
        final var mergeView = merge != null && Boolean.TRUE.equals(merge.getNeeded())
            ? new StageDrawing.Merge(priority, name(merge.getDropRule())) : null;
        return new StageDrawing.Stage(stage.getIndex().toJava(), branches, mergeView);
    }

    private static List<String> rules(final @Nullable Vertex vertex) {
        if (vertex == null) {
            return List.of();
        }
        return vertex.nonnullHandlerRule().values().stream()
            .sorted(Comparator.comparing(rule -> rule.getResult().getValue()))
            .map(AnalysisViews::rule)
            .toList();
    }

    private static String rule(final HandlerRule rule) {
        final var action = name(rule.getAction());
        final var text = new StringBuilder(rule.getResult().getValue()).append(": ")
            .append(action == null ? "?" : action);
        if (rule.getTarget() != null) {
            text.append(' ').append(rule.getTarget().getValue());
        }
        return text.toString();
    }

    static List<String> names(final @Nullable List<NfInstanceName> names) {
        return names == null ? List.of() : names.stream().map(NfInstanceName::getValue).toList();
    }

    static @Nullable String node(final @Nullable NodeRef node) {
        return node == null ? null : node.getValue();
    }

    static @Nullable String name(final @Nullable EnumTypeObject value) {
        return value == null ? null : value.getName();
    }
}
