/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.yang.types.rev130715.DateAndTime;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.FlowId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.FlowBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.RenderingResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.rendering.result.Node;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.IpPrefix;
import org.openpath.openflow.PortRange;
import org.openpath.southbound.render.ChainRenderer;
import org.openpath.southbound.render.ChainView;
import org.openpath.southbound.render.Fabric;
import org.openpath.southbound.render.PathTags;
import org.openpath.southbound.render.RenderOutcome;

class RenderingReportsTest {
    private static final DateAndTime NOW = new DateAndTime("2026-11-22T12:00:00Z");
    private static final ChainName NAME = new ChainName("c");
    private static final String A = "openflow:1";
    private static final String T = "openflow:2";
    private static final String B = "openflow:3";
    // A - T - B: the chain enters and leaves at A, its firewall runs on B, T is a plain switch
    private static final Fabric FABRIC = new Fabric(Set.of(A, B), Map.of(
        A, Map.of(T, 1L), T, Map.of(A, 1L, B, 2L), B, Map.of(T, 1L)));

    private static RenderedChain rendered() {
        return rendered(FABRIC);
    }

    private static RenderedChain rendered(final Fabric fabric) {
        final var view = new ChainView("c", 7, new FlowSpec(null, IpPrefix.parse("10.0.1.0/24"), 6, null,
            PortRange.single(80)), A, 1001L, A, 1002L,
            List.of(new ChainView.StageView(0, List.of(new ChainView.BranchView("fw", null)), List.of(), true)),
            List.of(new ChainView.VertexView("fw", 1, "firewall", true, List.of("egress"), List.of())),
            List.of(new ChainView.SubSfcView("c-w1", false, "", B, true, List.of("fw"))), List.of());
        final var rules = assertInstanceOf(RenderOutcome.Rendered.class, ChainRenderer.render(view, fabric,
            new PathTags())).rules();
        return new RenderedChain(view, rules, rules.cookie(), 0);
    }

    @Test
    void pendingReportCountsTheRulesAndNamesWhatItWaitsFor() {
        final var chain = rendered();
        final var report = RenderingReports.of(chain, NOW).setName(NAME).build();
        assertEquals(RenderingResult.State.Pending, report.getState());
        assertFalse(report.getConfirmed());
        final int flows = chain.rules.flows().size();
        assertEquals(flows, report.getFlowRules().intValue());
        // T carries both segments on the shared routes to B and to A: no flow of the chain's own there
        assertEquals("waiting for the switches to confirm " + flows + " flows, 0 groups and 0 NF-handler rules on 2 "
            + "switches, riding on 2 shared route flows", report.getReason());
        assertEquals(2, report.getSharedRouteRules().intValue());
        assertEquals(chain.cookie, report.getCookie().longValue());
        final Map<String, Boolean> confirmed = new TreeMap<>();
        for (Node node : report.nonnullNode().values()) {
            confirmed.put(node.getNodeId().getValue(), node.getConfirmed());
        }
        assertEquals(Map.of(A, false, B, false), confirmed);
        assertEquals(2, report.nonnullPathTag().size(), "a to b and back");
        assertTrue(report.nonnullPathTag().values().stream().allMatch(tag -> tag.getRouteTag() != null
            && !tag.getRouteTag().equals(tag.getTag())), "both ride on a route tag of their own destination");
    }

    @Test
    void aReRenderingSaysWhichStepOfTheSwitchOverItWaitsFor() {
        final var chain = rendered();
        final int flows = chain.rules.flows().size();
        final var classifier = chain.rules.flows().stream().filter(flow -> flow.id().equals("c:classifier"))
            .findFirst().orElseThrow();
        chain.holdBack(List.of(new RenderedChain.SwitchOverFlow(classifier, new FlowBuilder()
            .setId(new FlowId("c:classifier")).build())));
        final var summary = flows + " flows, 0 groups and 0 NF-handler rules on 2 switches, riding on 2 shared route "
            + "flows";
        assertEquals("waiting for the switches to confirm the new path (" + (flows - 1) + " of " + flows
            + " flows) before the 1 that switch the traffic over; then " + summary,
            RenderingReports.of(chain, NOW).setName(NAME).build().getReason());
        chain.takeHeldBack();
        assertEquals("switching the traffic over: waiting for the switches to confirm " + summary,
            RenderingReports.of(chain, NOW).setName(NAME).build().getReason());
        assertEquals(RenderingResult.State.Pending, RenderingReports.of(chain, NOW).setName(NAME).build().getState());
    }

    @Test
    void confirmedAndFailedReports() {
        final var chain = rendered();
        chain.confirmedNodes.addAll(chain.rules.nodes());
        chain.state = RenderedChain.State.CONFIRMED;
        final var confirmed = RenderingReports.of(chain, NOW).setName(NAME).build();
        assertTrue(confirmed.getConfirmed());
        assertTrue(confirmed.getReason().endsWith(" confirmed"), confirmed.getReason());

        chain.state = RenderedChain.State.FAILED;
        chain.reason = "openflow:9 refused NF_BIND: table full";
        final var failed = RenderingReports.of(chain, NOW).setName(NAME).build();
        assertEquals(RenderingResult.State.Failed, failed.getState());
        assertEquals("openflow:9 refused NF_BIND: table full", failed.getReason());
        assertTrue(failed.nonnullNode().values().stream().noneMatch(Node::getConfirmed),
            "no switch counts as confirmed for a failed rendering");
    }

    @Test
    void aChainSteeredByServiceGraphsSaysSoAndCountsInTheSingular() {
        // B holds graphs: the firewall is the one vertex of the chain's graph there, and one flow where it enters B
        final var chain = rendered(FABRIC.withGraphNodes(Set.of(B)));
        chain.confirmedNodes.addAll(chain.rules.nodes());
        chain.state = RenderedChain.State.CONFIRMED;
        final var report = RenderingReports.of(chain, NOW).setName(NAME).build();
        assertEquals(1, report.nonnullNode().values().stream().filter(node -> node.getNodeId().getValue().equals(B))
            .findFirst().orElseThrow().getFlowRules().intValue(), report::toString);
        assertEquals(chain.rules.flows().size() + " flows, 0 groups, 0 NF-handler rules and 1 service graph vertex on "
            + "2 switches, riding on 2 shared route flows confirmed", report.getReason());
    }

    @Test
    void countsAreWrittenInTheSingularOrThePlural() {
        assertEquals("1 flow", RenderingReports.plural(1, "flow"));
        assertEquals("0 groups", RenderingReports.plural(0, "group"));
        assertEquals("3 switches", RenderingReports.plural(3, "switch"));
        assertEquals("1 switch", RenderingReports.plural(1, "switch"));
        assertEquals("8 service graph vertices", RenderingReports.plural(8, "service graph vertex"));
        assertEquals("2 NF-handler rules", RenderingReports.plural(2, "NF-handler rule"));
    }

    @Test
    void notRenderedReportCarriesTheReason() {
        final var report = RenderingReports.notRendered("chain 'c': no egress port", NOW).setName(NAME).build();
        assertEquals(RenderingResult.State.NotRendered, report.getState());
        assertEquals("chain 'c': no egress port", report.getReason());
        assertFalse(report.getConfirmed());
    }
}
