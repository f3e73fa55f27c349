/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainStatus;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.DependencyVerdict;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.RenderingResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.DependencyMatrixBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.ServiceGraphBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.dependency.matrix.PairBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.StageBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.VertexBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.stage.Branch;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.stage.BranchBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.stage.Merge;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.stage.MergeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.vertex.HandlerRule;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.vertex.HandlerRuleBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.SubSfc;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.SubSfcBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainStateBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.service.chain.state.AnalysisBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.service.chain.state.PlacementBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.service.chain.state.RenderingBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.SubSfcId;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.text.Sheet;
import org.openpath.cli.text.StageDrawing;
import org.openpath.cli.view.ChainRow;

/**
 * A chain's request and state, as the orchestrator writes them, become the records the console prints: lists the
 * datastore keeps unordered come out in a stable order, YANG names stay YANG names.
 */
class ChainViewsTest {
    private static final ServiceChainState STATE = new ServiceChainStateBuilder()
        .setName(new ChainName("web"))
        .setSfcId(Uint32.ONE)
        .setStatus(ChainStatus.Rendered)
        .setRunningOn(ServiceChainState.RunningOn.Working)
        .setAnalysis(new AnalysisBuilder()
            .setServiceGraph(new ServiceGraphBuilder()
                .setStageCount(Uint16.TWO)
                .setStage(BindingMap.of(
                    new StageBuilder().setIndex(Uint16.ONE).setBranch(BindingMap.of(branch("ids"))).build(),
                    new StageBuilder().setIndex(Uint16.ZERO).setBranch(BindingMap.of(branch("mon"), branch("fw")))
                        .setMerge(new MergeBuilder().setNeeded(true).setDropRule(Merge.DropRule.DropIfAnyDrops)
                            .setPriorityOrder(List.of(new NfInstanceName("fw"), new NfInstanceName("mon")))
                            .build()).build()))
                .setVertex(BindingMap.of(new VertexBuilder().setNf(new NfInstanceName("ids"))
                    .setHandlerRule(BindingMap.of(new HandlerRuleBuilder().setResult(new NfResult("suspicious"))
                        .setAction(HandlerRule.Action.SendTo).setTarget(new NfInstanceName("ids.suspicious"))
                        .build())).build()))
                .build())
            .setDependencyMatrix(new DependencyMatrixBuilder().setPair(BindingMap.of(
                pair("mon", "ids"), pair("fw", "ids"), pair("fw", "mon"))).build())
            .build())
        .setPlacement(new PlacementBuilder().setSubSfc(BindingMap.of(
            subSfc("web-b1", SubSfc.Role.Backup, "openflow:34", false),
            subSfc("web-w1", SubSfc.Role.Working, "openflow:33", true))).build())
        .setRendering(new RenderingBuilder().setState(RenderingResult.State.Confirmed).setFlowRules(Uint32.valueOf(4))
            .build())
        .build();

    @Test
    void aStateBecomesARow() {
        assertEquals(new ChainRow("web", "rendered", "working", List.of(
            new ChainRow.SubSfc("web-w1", "working", "openflow:33", true),
            new ChainRow.SubSfc("web-b1", "backup", "openflow:34", false)),
            new ChainRow.Rules("confirmed", 4, 0, 0), false), ChainViews.row("web", null, STATE));
    }

    @Test
    void stagesComeByIndexBranchesByPriorityPairsByTheRequestsOrder() throws ConsoleException {
        final var request = ChainRequests.chain("web", ChainRequestsTest.flags(List.of("fw:firewall",
            "mon:traffic-monitor", "ids:ids")));
        final var analysis = ChainViews.detail("web", request, STATE).analysis();
        assertEquals(List.of(
            new StageDrawing.Stage(0, List.of(new StageDrawing.Branch("fw", "shared", List.of()),
                new StageDrawing.Branch("mon", "shared", List.of())),
                new StageDrawing.Merge(List.of("fw", "mon"), "drop-if-any-drops")),
            new StageDrawing.Stage(1, List.of(new StageDrawing.Branch("ids", "shared",
                List.of("suspicious: send-to ids.suspicious"))), null)), analysis.stages());
        assertEquals(List.of("fw mon", "fw ids", "mon ids"), analysis.pairs().stream()
            .map(pair -> pair.first() + " " + pair.second()).toList());
    }

    @Test
    void aRequestReadsAsItWasStated() throws ConsoleException {
        final var request = ChainRequests.chain("web", new ChainRequestFlags("the web tier",
            List.of("fw:firewall", "ids:ids"), List.of("fw:before:ids"), List.of("fw:ids"), List.of("fw:first"),
            "openflow:1", "1", new FlowFlags("192.0.2.0/24", null, "17", "1024-65535", "53"), null, "2", "0.5", null,
            "low", true, "coarse", List.of("ids:suspicious:insert=sandbox", "ids:benign:default")));
        assertEquals(List.of(
            new Sheet.Entry("Description", "the web tier"),
            new Sheet.Entry("NFs", "fw (firewall) -> ids (ids)"),
            new Sheet.Entry("Order", "fw before ids"),
            new Sheet.Entry("Priority", "fw > ids"),
            new Sheet.Entry("Position", "fw first"),
            new Sheet.Entry("Classifier", "enters at openflow:1 port 1, from 192.0.2.0/24, protocol 17, source "
                + "ports 1024-65535, destination ports 53"),
            new Sheet.Entry("Egress", "last working node port 2"),
            new Sheet.Entry("SLA", "0.5 Gbit/s, no latency bound"),
            new Sheet.Entry("Options", "affinity low, backup, coarse analysis"),
            new Sheet.Entry("Dynamic rules", "when ids reports benign: keep on the default path; when ids reports "
                + "suspicious: insert a sandbox")), ChainViews.request(request));
    }

    private static Branch branch(final String nf) {
        return new BranchBuilder().setNf(new NfInstanceName(nf)).setPacket(Branch.Packet.Shared).build();
    }

    private static org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.dependency.matrix
            .Pair pair(final String first, final String second) {
        return new PairBuilder().setFirst(new NfInstanceName(first)).setSecond(new NfInstanceName(second))
            .setVerdict(DependencyVerdict.Parallel).build();
    }

    private static SubSfc subSfc(final String id, final SubSfc.Role role, final String node, final boolean active) {
        return new SubSfcBuilder().setId(new SubSfcId(id)).setRole(role).setNode(new NodeRef(node)).setActive(active)
            .build();
    }
}
