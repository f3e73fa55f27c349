/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.util.LinkedHashSet;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.AnalyzeChainOutput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.AnalyzeChainOutputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.DependencyVerdict;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.DependencyMatrix;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.DependencyMatrixBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.ServiceGraph;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.ServiceGraphBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.dependency.matrix.Pair;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.dependency.matrix.PairBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.Stage;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.StageBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.Vertex;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.VertexBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.stage.Branch;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.stage.BranchBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.stage.Merge;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.stage.MergeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.vertex.HandlerRule;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.vertex.HandlerRuleBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.service.chain.state.Analysis;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.service.chain.state.AnalysisBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.AnalysisMode;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfTypeName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.PacketField;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.analyzer.AnalysisResult;
import org.openpath.analyzer.PairVerdict;

/**
 * Converts the dependency analyser's {@link AnalysisResult} into the {@code openpath-chains:analysis-result}
 * bindings: the {@code analysis} container of {@code service-chain-state}, the output of {@code analyze-chain} and
 * the {@code analysis} container of {@code compute-placement}'s output. All three use the grouping, so one
 * conversion fills them all. A vertex gets its {@code service-id} from the map passed in ({@link ChainIds}); a vertex
 * the map does not name has none.
 */
final class AnalysisBindings {

    private AnalysisBindings() {
        // Static conversions only
    }

    /**
     * Converts an analysis into the {@code analysis} container of {@code service-chain-state}.
     *
     * @param result the analysis
     * @param serviceIds vertex name to its {@code service-id}
     * @return the container
     */
    static Analysis toState(final AnalysisResult result, final Map<String, Long> serviceIds) {
        return new AnalysisBuilder(toRpcOutput(result, serviceIds)).build();
    }

    /**
     * Converts an analysis into the output of {@code analyze-chain}.
     *
     * @param result the analysis
     * @param serviceIds vertex name to its {@code service-id}
     * @return the output
     */
    static AnalyzeChainOutput toRpcOutput(final AnalysisResult result, final Map<String, Long> serviceIds) {
        return new AnalyzeChainOutputBuilder()
            .setAnalysisMode(AnalysisMode.ofName(result.mode().yangName()))
            .setDependencyMatrix(dependencyMatrix(result))
            .setServiceGraph(serviceGraph(result, serviceIds))
            .build();
    }

    /**
     * Converts an analysis into the {@code analysis} container of {@code compute-placement}'s output.
     *
     * @param result the analysis
     * @param serviceIds vertex name to its {@code service-id}
     * @return the container
     */
    static org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.compute.placement.output.Analysis
            toPlacementRpc(final AnalysisResult result, final Map<String, Long> serviceIds) {
        return new org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.compute.placement.output
            .AnalysisBuilder(toRpcOutput(result, serviceIds)).build();
    }

    private static DependencyMatrix dependencyMatrix(final AnalysisResult result) {
        final var pairs = result.matrix().pairs().stream().map(AnalysisBindings::pair).toList();
        return new DependencyMatrixBuilder()
            .setPair(pairs.isEmpty() ? null : BindingMap.ordered(pairs))
            .build();
    }

    private static Pair pair(final PairVerdict verdict) {
        final var fields = new LinkedHashSet<PacketField>();
        verdict.conflictingFields().forEach(field -> fields.add(PacketField.ofName(field.yangName())));
        return new PairBuilder()
            .setFirst(new NfInstanceName(verdict.first()))
            .setSecond(new NfInstanceName(verdict.second()))
            .setVerdict(DependencyVerdict.ofName(verdict.verdict().yangName()))
            .setConflictingField(fields.isEmpty() ? null : fields)
            .setReason(verdict.explanation())
            .build();
    }

    private static ServiceGraph serviceGraph(final AnalysisResult result, final Map<String, Long> serviceIds) {
        final var graph = result.graph();
        final var metrics = graph.metrics();
        final var stages = graph.stages().stream().map(AnalysisBindings::stage).toList();
        final var vertices = graph.vertices().stream().map(vertex -> vertex(vertex, serviceIds.get(vertex.nf())))
            .toList();
        return new ServiceGraphBuilder()
            .setStageCount(Uint16.valueOf(metrics.stageCount()))
            .setCopiesPerPacket(Uint16.valueOf(metrics.copiesPerPacket()))
            .setParallelismDegree(Decimals.of(metrics.parallelismDegree()))
            .setStage(stages.isEmpty() ? null : BindingMap.ordered(stages))
            .setVertex(vertices.isEmpty() ? null : BindingMap.ordered(vertices))
            .build();
    }

    private static Stage stage(final org.openpath.analyzer.Stage stage) {
        final var branches = stage.branches().stream()
            .map(branch -> new BranchBuilder()
                .setNf(new NfInstanceName(branch.nf()))
                .setPacket(Branch.Packet.ofName(branch.packet().yangName()))
                .build())
            .toList();
        final var merge = stage.merge();
        return new StageBuilder()
            .setIndex(Uint16.valueOf(stage.index()))
            .setBranch(BindingMap.ordered(branches))
            .setMerge(new MergeBuilder()
                .setNeeded(merge.needed())
                .setPriorityOrder(merge.priorityOrder().isEmpty() ? null
                    : merge.priorityOrder().stream().map(NfInstanceName::new).toList())
                .setDropRule(Merge.DropRule.ofName(merge.dropRule().yangName()))
                .build())
            .build();
    }

    private static Vertex vertex(final org.openpath.analyzer.Vertex vertex, final @Nullable Long serviceId) {
        final var rules = vertex.handlerRules().stream()
            .map(rule -> {
                final var target = rule.target();
                return new HandlerRuleBuilder()
                    .setResult(new NfResult(rule.result()))
                    .setAction(HandlerRule.Action.ofName(rule.action().yangName()))
                    .setTarget(target == null ? null : new NfInstanceName(target))
                    .build();
            })
            .toList();
        return new VertexBuilder()
            .setNf(new NfInstanceName(vertex.nf()))
            .setNfType(new NfTypeName(vertex.nfType()))
            .setServiceId(serviceId == null ? null : Uint32.valueOf(serviceId))
            .setStage(Uint16.valueOf(vertex.stage()))
            .setOnDefaultPath(vertex.onDefaultPath())
            .setDefaultNext(new LinkedHashSet<>(vertex.defaultNext()))
            .setHandlerRule(rules.isEmpty() ? null : BindingMap.ordered(rules))
            .build();
    }

}
