/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.AnalysisResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.DependencyVerdict;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.dependency.matrix.Pair;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.dependency.matrix.PairKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.StageKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.Vertex;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.VertexKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.stage.Branch;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.stage.BranchKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.stage.Merge;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.vertex.HandlerRule;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.vertex.HandlerRuleKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.AnalysisMode;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfTypeName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.PacketField;
import org.opendaylight.yangtools.yang.common.Decimal64;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.DynamicRule;
import org.openpath.analyzer.PairVerdict;

/**
 * The analyser's dependency matrix and service graph fill the {@code analysis-result} grouping of the operational
 * state and of both RPC outputs with the same values.
 */
class AnalysisBindingsTest {
    private static final org.openpath.analyzer.AnalysisResult RESULT;

    static {
        try {
            RESULT = DependencyAnalyzer.builtIn().analyze(ChainRequest.builder()
                .nf("fw1", "firewall").nf("mon", "traffic-monitor").nf("nat1", "nat").nf("lb1", "load-balancer")
                .nf("ids1", "ids")
                .rule(DynamicRule.insert("ids1", "suspicious", "sandbox"), DynamicRule.discard("ids1", "malicious"))
                .build());
        } catch (ChainValidationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @Test
    void everyPairOfTheMatrixCarriesItsVerdictFieldsAndReason() {
        final var pairs = AnalysisBindings.toRpcOutput(RESULT, Map.of()).nonnullDependencyMatrix().nonnullPair();

        assertEquals(10, pairs.size());
        assertEquals(RESULT.matrix().pairs().size(), pairs.size());
        for (PairVerdict expected : RESULT.matrix().pairs()) {
            final Pair pair = pairs.get(new PairKey(new NfInstanceName(expected.first()),
                new NfInstanceName(expected.second())));
            assertNotNull(pair, expected::toString);
            final var fields = expected.conflictingFields().stream()
                .map(field -> PacketField.ofName(field.yangName()))
                .collect(Collectors.toSet());
            assertAll(expected.toString(),
                () -> assertEquals(expected.verdict().yangName(), pair.getVerdict().getName()),
                () -> assertEquals(fields.isEmpty() ? null : fields, pair.getConflictingField()),
                () -> assertEquals(expected.explanation(), pair.getReason()));
        }
    }

    @Test
    void pairsOfTheExampleChain() {
        final var pairs = AnalysisBindings.toRpcOutput(RESULT, Map.of()).nonnullDependencyMatrix().nonnullPair();

        final var monNat = pairs.get(new PairKey(new NfInstanceName("mon"), new NfInstanceName("nat1")));
        assertEquals(DependencyVerdict.ParallelWithCopy, monNat.getVerdict());
        assertTrue(monNat.getConflictingField().contains(PacketField.IpSrc), monNat::toString);
        assertEquals("mon reads ip-src, which nat1 writes: parallel on a packet copy", monNat.getReason());

        final var fwMon = pairs.get(new PairKey(new NfInstanceName("fw1"), new NfInstanceName("mon")));
        assertEquals(DependencyVerdict.Sequential, fwMon.getVerdict());
        assertEquals("fw1 may drop packets, and mon must not see a packet fw1 would have dropped",
            fwMon.getReason());

        final var monIds = pairs.get(new PairKey(new NfInstanceName("mon"), new NfInstanceName("ids1")));
        assertEquals(DependencyVerdict.Parallel, monIds.getVerdict());
    }

    @Test
    void serviceGraphMetricsStagesAndMerges() {
        final var output = AnalysisBindings.toRpcOutput(RESULT, Map.of());
        final var graph = output.nonnullServiceGraph();

        assertAll(
            () -> assertEquals(AnalysisMode.FieldLevel, output.getAnalysisMode()),
            () -> assertEquals(Uint16.valueOf(4), graph.getStageCount()),
            () -> assertEquals(Uint16.valueOf(1), graph.getCopiesPerPacket()),
            () -> assertEquals(Decimal64.of(3, 1250), graph.getParallelismDegree()),
            () -> assertEquals(3, graph.getParallelismDegree().scale(), "fraction-digits 3"),
            () -> assertEquals(4, graph.nonnullStage().size()));

        final var first = graph.nonnullStage().get(new StageKey(Uint16.ZERO));
        assertEquals(Set.of(new BranchKey(new NfInstanceName("fw1"))), first.nonnullBranch().keySet());
        assertEquals(Branch.Packet.Shared, first.nonnullBranch().values().iterator().next().getPacket());
        assertFalse(first.getMerge().getNeeded());
        assertEquals(List.of(new NfInstanceName("fw1")), first.getMerge().getPriorityOrder());
        assertEquals(Merge.DropRule.DropIfAnyDrops, first.getMerge().getDropRule());

        final var second = graph.nonnullStage().get(new StageKey(Uint16.ONE));
        final var branches = second.nonnullBranch();
        assertEquals(Branch.Packet.Shared, branches.get(new BranchKey(new NfInstanceName("mon"))).getPacket());
        assertEquals(Branch.Packet.HeaderCopy, branches.get(new BranchKey(new NfInstanceName("nat1"))).getPacket());
        assertTrue(second.getMerge().getNeeded());
        assertEquals(List.of(new NfInstanceName("nat1"), new NfInstanceName("mon")),
            second.getMerge().getPriorityOrder());
        assertEquals(Merge.DropRule.None, second.getMerge().getDropRule());

        final var third = graph.nonnullStage().get(new StageKey(Uint16.TWO));
        assertEquals(Branch.Packet.Original,
            third.nonnullBranch().get(new BranchKey(new NfInstanceName("lb1"))).getPacket());
    }

    @Test
    void stagesMirrorTheAnalysersStages() {
        final var stages = AnalysisBindings.toRpcOutput(RESULT, Map.of()).nonnullServiceGraph().nonnullStage();
        for (var expected : RESULT.graph().stages()) {
            final var stage = stages.get(new StageKey(Uint16.valueOf(expected.index())));
            assertNotNull(stage, expected::toString);
            assertEquals(expected.branches().size(), stage.nonnullBranch().size());
            for (var branch : expected.branches()) {
                assertEquals(branch.packet().yangName(),
                    stage.nonnullBranch().get(new BranchKey(new NfInstanceName(branch.nf()))).getPacket().getName());
            }
            assertEquals(expected.merge().needed(), stage.getMerge().getNeeded());
            assertEquals(expected.merge().priorityOrder(),
                stage.getMerge().getPriorityOrder().stream().map(NfInstanceName::getValue).toList());
            assertEquals(expected.merge().dropRule().yangName(), stage.getMerge().getDropRule().getName());
        }
    }

    @Test
    void verticesWithDefaultAndDynamicEdges() {
        final var vertices = AnalysisBindings.toRpcOutput(RESULT, Map.of()).nonnullServiceGraph().nonnullVertex();

        assertEquals(6, vertices.size());
        final Vertex fw1 = vertices.get(new VertexKey(new NfInstanceName("fw1")));
        assertAll("fw1",
            () -> assertEquals(new NfTypeName("firewall"), fw1.getNfType()),
            () -> assertEquals(Uint16.ZERO, fw1.getStage()),
            () -> assertTrue(fw1.getOnDefaultPath()),
            () -> assertEquals(Set.of("mon", "nat1"), fw1.getDefaultNext()),
            () -> assertNull(fw1.getHandlerRule()));

        final Vertex ids1 = vertices.get(new VertexKey(new NfInstanceName("ids1")));
        final var rules = ids1.nonnullHandlerRule();
        final HandlerRule suspicious = rules.get(new HandlerRuleKey(new NfResult("suspicious")));
        final HandlerRule malicious = rules.get(new HandlerRuleKey(new NfResult("malicious")));
        assertAll("ids1",
            () -> assertEquals(Uint16.valueOf(3), ids1.getStage()),
            () -> assertEquals(Set.of("egress"), ids1.getDefaultNext()),
            () -> assertEquals(2, rules.size()),
            () -> assertEquals(HandlerRule.Action.SendTo, suspicious.getAction()),
            () -> assertEquals(new NfInstanceName("ids1.suspicious"), suspicious.getTarget()),
            () -> assertEquals(HandlerRule.Action.Discard, malicious.getAction()),
            () -> assertNull(malicious.getTarget()));

        final Vertex detour = vertices.get(new VertexKey(new NfInstanceName("ids1.suspicious")));
        assertAll("ids1.suspicious",
            () -> assertEquals(new NfTypeName("sandbox"), detour.getNfType()),
            () -> assertEquals(Uint16.valueOf(3), detour.getStage()),
            () -> assertFalse(detour.getOnDefaultPath()),
            () -> assertEquals(Set.of("egress"), detour.getDefaultNext()));
    }

    @Test
    void theCoarseModeIsReported() throws Exception {
        final var coarse = DependencyAnalyzer.builtIn().analyze(ChainRequest.builder().nf("fw1", "firewall")
            .nf("mon", "traffic-monitor").mode(org.openpath.analyzer.AnalysisMode.COARSE).build());

        final var output = AnalysisBindings.toRpcOutput(coarse, Map.of());

        assertEquals(AnalysisMode.Coarse, output.getAnalysisMode());
        final var pair = output.nonnullDependencyMatrix().nonnullPair().values().iterator().next();
        assertEquals(coarse.matrix().pairs().getFirst().explanation(), pair.getReason());
        assertTrue(pair.getReason().startsWith("Table 3"), pair::getReason);
    }

    @Test
    void aSingleNfChainHasNoPairs() throws Exception {
        final var single = DependencyAnalyzer.builtIn().analyze(ChainRequest.builder().nf("fw1", "firewall").build());

        final var output = AnalysisBindings.toRpcOutput(single, Map.of());

        assertNull(output.nonnullDependencyMatrix().getPair());
        assertEquals(Uint16.ONE, output.nonnullServiceGraph().getStageCount());
        assertEquals(Decimal64.of(3, 1000), output.nonnullServiceGraph().getParallelismDegree());
    }

    @Test
    void stateAndPlacementRpcCarryTheSameGroupingAsTheAnalyzeRpc() {
        final AnalysisResult output = AnalysisBindings.toRpcOutput(RESULT, Map.of());
        final AnalysisResult state = AnalysisBindings.toState(RESULT, Map.of());
        final AnalysisResult placementRpc = AnalysisBindings.toPlacementRpc(RESULT, Map.of());

        for (var copy : List.of(state, placementRpc)) {
            assertEquals(output.getAnalysisMode(), copy.getAnalysisMode());
            assertEquals(output.getDependencyMatrix(), copy.getDependencyMatrix());
            assertEquals(output.getServiceGraph(), copy.getServiceGraph());
        }
        assertNotNull(state.getServiceGraph());
    }

    @Test
    void verticesCarryTheServiceIdsGivenAndNoneWithout() {
        final var ids = ChainIds.serviceIds(List.of("fw1", "mon", "nat1", "lb1", "ids1"), RESULT.graph());
        assertEquals(Map.of("fw1", 1L, "mon", 2L, "nat1", 3L, "lb1", 4L, "ids1", 5L, "ids1.suspicious", 6L), ids);

        for (var grouping : List.<AnalysisResult>of(AnalysisBindings.toState(RESULT, ids),
                AnalysisBindings.toRpcOutput(RESULT, ids), AnalysisBindings.toPlacementRpc(RESULT, ids))) {
            final var vertices = grouping.nonnullServiceGraph().nonnullVertex().values();
            assertEquals(ids, vertices.stream().collect(Collectors.toMap(vertex -> vertex.getNf().getValue(),
                vertex -> vertex.getServiceId().toJava())));
        }
        final var partial = AnalysisBindings.toState(RESULT, Map.of("fw1", 9L)).nonnullServiceGraph().nonnullVertex();
        assertEquals(Uint32.valueOf(9), partial.get(new VertexKey(new NfInstanceName("fw1"))).getServiceId());
        assertNull(partial.get(new VertexKey(new NfInstanceName("mon"))).getServiceId());
        assertTrue(AnalysisBindings.toRpcOutput(RESULT, Map.of()).nonnullServiceGraph().nonnullVertex().values()
            .stream().allMatch(vertex -> vertex.getServiceId() == null));
    }
}
