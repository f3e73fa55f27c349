/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.AnalysisMode;
import org.openpath.analyzer.AnalysisResult;
import org.openpath.analyzer.Branch;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.DropRule;
import org.openpath.analyzer.Merge;
import org.openpath.analyzer.NfCatalog;
import org.openpath.analyzer.PacketCopy;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.ServiceGraph;
import org.openpath.analyzer.Stage;
import org.openpath.analyzer.Verdict;
import org.openpath.analyzer.exec.ExecutableChain;
import org.openpath.analyzer.exec.ParallelExecutor;
import org.openpath.analyzer.exec.SequentialExecutor;
import org.openpath.analyzer.exec.Trace;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The harness must be able to fail: forged graphs that run conflicting NFs in one stage, or give a writer the original
 * packet while another branch reads it, are caught; and so are most graphs in which two consecutive stages separated
 * by a sequential verdict are merged.
 */
class HarnessCatchesForbiddenParallelisationTest {
    private static final Logger LOG = LoggerFactory.getLogger(HarnessCatchesForbiddenParallelisationTest.class);
    private static final NfCatalog CATALOG = BuiltInCatalog.catalog();
    private static final DependencyAnalyzer ANALYZER = DependencyAnalyzer.of(CATALOG);

    @Test
    void readAfterWriteInOneStageIsCaught() throws ChainValidationException {
        // nat rewrites the ports load-balancer reads: the analyser keeps them sequential
        final var request = ChainRequest.builder().nf("nat").nf("load-balancer").build();
        final var result = ANALYZER.analyze(request);
        assertEquals(2, result.graph().metrics().stageCount());
        assertCaught(request, result, forgeOneStage(result, request.nfs().stream().map(nf -> nf.name()).toList()));
    }

    @Test
    void dropBeforeObserverInOneStageIsCaught() throws ChainValidationException {
        // The monitor would count packets the firewall drops
        final var request = ChainRequest.builder().nf("firewall").nf("traffic-monitor").build();
        final var result = ANALYZER.analyze(request);
        assertEquals(2, result.graph().metrics().stageCount());
        assertCaught(request, result, forgeOneStage(result, List.of("firewall", "traffic-monitor")));
    }

    @Test
    void writerOnTheOriginalBesideAReaderIsCaught() throws ChainValidationException {
        // monitor reads ip-src, nat rewrites it: parallel only if nat works on a copy
        final var request = ChainRequest.builder().nf("traffic-monitor").nf("nat").build();
        final var result = ANALYZER.analyze(request);
        final Stage stage = result.graph().stages().get(0);
        assertEquals(List.of("traffic-monitor", "nat"), stage.nfs());
        assertEquals(PacketCopy.HEADER_COPY, stage.branches().get(1).packet());
        final var wrongPlan = new Stage(0, List.of(stage.branches().get(0),
            new Branch("nat", PacketCopy.ORIGINAL, stage.branches().get(1).contributes())), stage.merge());
        assertCaught(request, result, new ServiceGraph(List.of(wrongPlan), result.graph().vertices(),
            result.graph().metrics()));
    }

    @Test
    void mergingStagesAcrossASequentialVerdictIsMostlyCaught() {
        final var random = new Random(7);
        int forged = 0;
        int caught = 0;
        for (int i = 0; i < 400; i++) {
            final var scenario = Scenarios.consistentChain(random, CATALOG, CATALOG.types(), 2 + random.nextInt(10),
                false);
            final var graph = scenario.result().graph();
            final var stages = graph.stages();
            if (stages.size() < 2) {
                continue;
            }
            final int at = random.nextInt(stages.size() - 1);
            final var merged = new ArrayList<String>();
            merged.addAll(stages.get(at).nfs());
            merged.addAll(stages.get(at + 1).nfs());
            final var order = scenario.result().sequentialOrder();
            merged.sort((one, other) -> Integer.compare(order.indexOf(one), order.indexOf(other)));
            final var forgedStages = new ArrayList<Stage>();
            for (var stage : stages) {
                if (stage.index() < at) {
                    forgedStages.add(stage);
                } else if (stage.index() == at) {
                    forgedStages.add(naiveStage(at, merged, scenario.result()));
                } else if (stage.index() > at + 1) {
                    forgedStages.add(new Stage(stage.index() - 1, stage.branches(), stage.merge()));
                }
            }
            forged++;
            final var packets = Scenarios.packets(random, 48);
            final var chain = ExecutableChain.of(CATALOG, scenario.request(), scenario.result());
            final var forgedGraph = new ServiceGraph(forgedStages, graph.vertices(), graph.metrics());
            if (!SequentialExecutor.run(chain, packets).equals(ParallelExecutor.run(chain, forgedGraph, packets))) {
                caught++;
            }
        }
        LOG.info("Merged two stages across a sequential verdict in {} chains; the harness caught {}", forged, caught);
        assertTrue(forged > 300, "too few multi-stage chains");
        assertTrue(caught * 10 >= forged * 6, "caught only " + caught + " of " + forged);
    }

    private static void assertCaught(final ChainRequest request, final AnalysisResult result,
            final ServiceGraph forged) {
        final var chain = ExecutableChain.of(CATALOG, request, result);
        final var packets = Scenarios.packets(new Random(3), 64);
        final Trace sequential = SequentialExecutor.run(chain, packets);
        assertEquals(sequential, ParallelExecutor.run(chain, result.graph(), packets));
        final Trace parallel = ParallelExecutor.run(chain, forged, packets);
        assertNotEquals(sequential, parallel);
        final var difference = sequential.firstDifference(parallel);
        assertNotNull(difference);
        LOG.info("Caught forged graph {}: {}", forged.stages(), difference);
    }

    private static ServiceGraph forgeOneStage(final AnalysisResult result, final List<String> nfs) {
        return new ServiceGraph(List.of(naiveStage(0, nfs, result)), result.graph().vertices(),
            result.graph().metrics());
    }

    /**
     * A stage as a careless implementation would build it: every writer on its own full copy, the later writer wins.
     */
    private static Stage naiveStage(final int index, final List<String> nfs, final AnalysisResult result) {
        final var branches = new ArrayList<Branch>();
        final var owners = new EnumMap<PacketField, String>(PacketField.class);
        boolean drops = false;
        for (var nf : nfs) {
            final Set<PacketField> contributes = contributes(result, nf);
            branches.add(new Branch(nf, contributes.isEmpty() ? PacketCopy.SHARED : PacketCopy.FULL_COPY,
                contributes));
            contributes.forEach(field -> owners.put(field, nf));
            drops |= dropsPackets(result, nf);
        }
        return new Stage(index, branches, new Merge(nfs.size() > 1, nfs.reversed(), owners,
            drops ? DropRule.DROP_IF_ANY_DROPS : DropRule.NONE));
    }

    private static Set<PacketField> contributes(final AnalysisResult result, final String nf) {
        for (var stage : result.graph().stages()) {
            for (var branch : stage.branches()) {
                if (branch.nf().equals(nf)) {
                    return branch.contributes();
                }
            }
        }
        throw new IllegalArgumentException(nf);
    }

    private static boolean dropsPackets(final AnalysisResult result, final String nf) {
        final var type = CATALOG.get(result.graph().vertex(nf).orElseThrow().nfType());
        return type.profile().mayDrop() || type.profile().terminatesFlows();
    }

    @Test
    void coarseModeParallelisesWhatBreaksEquivalence() throws ChainValidationException {
        // Table 3 lets two "Write" NFs run in parallel, but nat writes the ports load-balancer reads
        final var request = ChainRequest.builder().nf("nat").nf("load-balancer").mode(AnalysisMode.COARSE).build();
        final var result = ANALYZER.analyze(request);
        assertEquals(Verdict.PARALLEL_WITH_COPY, result.matrix().verdict("nat", "load-balancer").verdict());
        assertEquals(1, result.graph().metrics().stageCount());
        final var chain = ExecutableChain.of(CATALOG, request, result);
        final var packets = Scenarios.packets(new Random(5), 64);
        assertNotEquals(SequentialExecutor.run(chain, packets), ParallelExecutor.run(chain, result.graph(), packets));
    }
}
