/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.jdt.annotation.Nullable;
import org.junit.jupiter.api.Test;
import org.openpath.openflow.ControllerMessage;
import org.openpath.openflow.CopyKind;
import org.openpath.openflow.CopyToBranches;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.GraphSet;
import org.openpath.openflow.GraphVertex;
import org.openpath.openflow.HandlerAction;
import org.openpath.openflow.HandlerRule;
import org.openpath.openflow.HandlerRuleAdd;
import org.openpath.openflow.InvokeNf;
import org.openpath.openflow.IpPrefix;
import org.openpath.openflow.Merge;
import org.openpath.openflow.NfBind;
import org.openpath.openflow.NfScale;
import org.openpath.openflow.OpenPathAction;
import org.openpath.openflow.PortRange;
import org.openpath.openflow.RunGraph;
import org.openpath.openflow.SetPathTag;
import org.openpath.southbound.render.ChainView.BranchView;
import org.openpath.southbound.render.ChainView.HandlerView;
import org.openpath.southbound.render.ChainView.HopView;
import org.openpath.southbound.render.ChainView.StageView;
import org.openpath.southbound.render.ChainView.SubSfcView;
import org.openpath.southbound.render.ChainView.VertexView;

/**
 * What {@link ChainRenderer} makes of hand-built chains: flows, groups, NF manager messages and segments, rule by
 * rule, and why it refuses what it cannot render.
 */
class ChainRendererTest {
    private static final long SFC = 7;
    private static final long IN_PORT = 1001;
    private static final long OUT_PORT = 1002;
    private static final IpPrefix SOURCE = IpPrefix.parse("10.0.0.1/32");
    private static final IpPrefix DESTINATION = IpPrefix.parse("10.0.1.0/24");
    private static final FlowSpec CLASSIFIER = new FlowSpec(SOURCE, DESTINATION, 6, null, PortRange.single(80));
    // The numbers the renderer must write, from the specification (docs/rendering.md, "Rules (all in table 0, ...)"
    // and docs/openpath-openflow.md), never from ChainRenderer's constants: a wrong constant fails these tests.
    // docs/rendering.md, Rules: classifier priority 200 + specificity
    private static final int CLASSIFIER_BASE_PRIORITY = 200;
    // 32/4 + 24/4 + 4 (protocol) + 8 (destination ports)
    private static final int CLASSIFIER_PRIORITY = CLASSIFIER_BASE_PRIORITY + 26;
    // docs/rendering.md, Rules: NF, fork, branch, merge and forward flows have priority 400
    private static final int SERVICE_PRIORITY = 400;
    // docs/rendering.md, Rules: shared route, transit and arrival flows have priority 300
    private static final int SEGMENT_PRIORITY = 300;
    // docs/openpath-openflow.md section 1: PATH-ID 1 where the classifier starts the chain on the ingress node
    private static final long WORKING_PATH = 1;
    // docs/rendering.md, Rules: the fork of stage s has SERVICE_ID 0x10000 + s, its merge 0x20000 + s
    private static final long FORK_0 = 0x10000;
    private static final long MERGE_0 = 0x20000;
    // OpenFlow 1.3.5 section 7.2.1, enum ofp_port_no: OFPP_IN_PORT = 0xfffffff8 (docs/rendering.md, Changes and
    // failures: "an output on the port the packet arrived on uses the reserved IN_PORT")
    private static final long OFPP_IN_PORT = 0xFFFF_FFF8L;
    // docs/rendering.md: "A segment is one VLAN id ... (4,094 of them, shared with the route tags)"
    private static final int PATH_TAGS = 4094;
    // in - t1 - b (working), in - t2 - c (backup), t1 - t2, b - out, c - out
    private static final List<List<String>> BACKUP_LINKS = List.of(List.of("in", "t1"), List.of("in", "t2"),
        List.of("t1", "t2"), List.of("t1", "b"), List.of("t2", "c"), List.of("b", "out"), List.of("c", "out"));
    // a - t - b, t a plain OpenFlow switch
    private static final Fabric TWO_NODES = Fabrics.of(Set.of("a", "b"), List.of(List.of("a", "t"),
        List.of("t", "b")));

    // --- a chain on one node ---------------------------------------------------------------------------------

    // fw, ids and nat in a row on n
    private static ChainView threeInARow() {
        return view("c", "n", "n", OUT_PORT, List.of(stage(0, "fw"), stage(1, "ids"), stage(2, "nat")),
            List.of(vertex("fw", 1, "firewall"), vertex("ids", 2, "ids"), vertex("nat", 3, "nat")),
            List.of(working("c-w1", "n", "fw", "ids", "nat")), List.of());
    }

    @Test
    void anNfRunningSeveralInstancesGetsItsNfScaleAfterItsBindingWhereverItIsBound() {
        // fw on 3 instances on its working node b and on its backup's c (placement-result scaled-nf)
        final var view = view("c", "in", "out", OUT_PORT, List.of(stage(0, "fw"), stage(1, "nat")),
            List.of(vertex("fw", 1, "firewall"), vertex("nat", 2, "nat")),
            List.of(new SubSfcView("c-w1", false, "", "b", true, List.of("fw", "nat"), Map.of("fw", 3)),
                new SubSfcView("c-b1", true, "c-w1", "c", false, List.of("fw", "nat"), Map.of("fw", 3))),
            List.of());
        final var rules = rendered(view, Fabrics.of(Set.of("b", "c"), BACKUP_LINKS), new PathTags());
        final var fw = new NfBind(1, SFC, "firewall", "fw");
        final var nat = new NfBind(2, SFC, "nat", "nat");
        final var scale = new NfScale(1, SFC, 3);
        assertEquals(Map.of("b", List.of(fw, scale, nat), "c", List.of(fw, scale, nat)), rules.nfMessages());
        // one instance is what an NF starts with: no NF_SCALE
        assertTrue(rendered(threeInARow(), Fabrics.of(Set.of("n"), List.of()), new PathTags()).nfMessages().get("n")
            .stream().noneMatch(NfScale.class::isInstance));
    }

    @Test
    void singleNodeChainInvokesEveryNfInTurnAndLeavesOnTheEgressPort() {
        final var view = threeInARow();
        final var rules = rendered(view, Fabrics.of(Set.of("n"), List.of()), new PathTags());

        // one flow: each NF hands the packet back to the rest of the list (next 0), nothing re-submits
        assertEquals(List.of(
            new FlowRule("n", "c:classifier", CLASSIFIER_PRIORITY,
                new RuleMatch(IN_PORT, null, SOURCE, DESTINATION, 6, null, 80, 0L, null, true),
                List.of(ext(new SetPathTag(SFC, WORKING_PATH)), ext(new InvokeNf(1, 0)), ext(new InvokeNf(2, 0)),
                    ext(new InvokeNf(3, 0)), new RuleAction.Output(OUT_PORT)))),
            rules.flows());
        assertEquals(Map.of("n", List.of(new NfBind(1, SFC, "firewall", "fw"), new NfBind(2, SFC, "ids", "ids"),
            new NfBind(3, SFC, "nat", "nat"))), rules.nfMessages());
        assertEquals(List.of(), rules.groups());
        assertEquals(List.of(), rules.segments(), "nothing crosses a link");
        assertEquals(Set.of("n"), rules.nodes());
        assertEquals("c", rules.chain());
        assertEquals(SFC, rules.sfcId());
        assertEquals(0x4F50_0000_0007_0000L, rules.cookie());
        assertEquals(ChainRenderer.cookie(SFC), rules.cookie());
        assertEquals(0x4F50_FFFF_FFFF_0000L, ChainRenderer.cookie(0xFFFFFFFFL), "the SFC-ID fills bits 16..47");
    }

    @Test
    void ingressAndEgressDefaultToTheNodesOfTheFirstAndLastStage() {
        final var view = new ChainView("c", SFC, FlowSpec.ANY, null, null, null, OUT_PORT,
            List.of(stage(0, "fw")), List.of(vertex("fw", 1, "firewall")), List.of(working("c-w1", "n", "fw")),
            List.of());
        final var rules = rendered(view, Fabrics.of(Set.of("n"), List.of()), new PathTags());

        assertEquals(Set.of(
            new FlowRule("n", "c:classifier", CLASSIFIER_BASE_PRIORITY,
                new RuleMatch(null, null, null, null, null, null, null, 0L, null, true),
                List.of(ext(new SetPathTag(SFC, WORKING_PATH)), ext(new InvokeNf(1, 0)),
                    new RuleAction.Output(OUT_PORT)))),
            Set.copyOf(rules.flows()));
    }

    @Test
    void ingressOnTheFirstNfsNodeNamesTheWorkingPath() {
        // a runs fw and is the ingress: the classifier starts fw itself, so it sets SFC_ID and PATH_ID there; nat
        // runs on b with a backup on c (a - t - b, t - c)
        final var fabric = Fabrics.of(Set.of("a", "b", "c"), List.of(List.of("a", "t"), List.of("t", "b"),
            List.of("t", "c")));
        final var view = new ChainView("c", SFC, CLASSIFIER, "a", IN_PORT, "b", OUT_PORT,
            List.of(stage(0, "fw"), stage(1, "nat")), List.of(vertex("fw", 1, "firewall"), vertex("nat", 2, "nat")),
            List.of(working("c-w1", "a", "fw"), working("c-w2", "b", "nat"),
                new SubSfcView("c-b2", true, "c-w2", "c", false, List.of("nat"))), List.of());
        final var rules = rendered(view, fabric, new PathTags());

        final var classifier = flow(rules, "a", "c:classifier").actions();
        assertEquals(List.of(ext(new SetPathTag(SFC, 1)), ext(new InvokeNf(1, 0))), classifier.subList(0, 2),
            "spec section 1: PATH-ID 1 is the working path; 0 means none: " + classifier);
        // every PATH-ID the chain sets is a wire id: 1..2^32-1 (typedef wire-id of openpath-openflow.yang)
        final var actions = new ArrayList<RuleAction>();
        rules.flows().forEach(flow -> actions.addAll(flow.actions()));
        rules.groups().forEach(group -> group.buckets().forEach(bucket -> actions.addAll(bucket.actions())));
        final var pathIds = actions.stream().filter(RuleAction.Extension.class::isInstance)
            .map(action -> ((RuleAction.Extension) action).action()).filter(SetPathTag.class::isInstance)
            .map(action -> ((SetPathTag) action).pathId()).toList();
        assertEquals(3, pathIds.size(), "the classifier, the arrival at b and the detour's arrival at c: " + pathIds);
        assertTrue(pathIds.stream().allMatch(id -> id >= 1 && id <= 0xFFFF_FFFFL), pathIds::toString);
    }

    // --- parallel stages -------------------------------------------------------------------------------------

    // [mon || ids] (shared, ids first in the merge) then nat, all on n
    private static ChainView monAndIdsThenNat() {
        return view("c", "n", "n", OUT_PORT,
            List.of(new StageView(0, List.of(new BranchView("mon", CopyKind.SHARED),
                new BranchView("ids", CopyKind.SHARED)), List.of("ids", "mon"), true), stage(1, "nat")),
            List.of(vertex("mon", 1, "traffic-monitor"), vertex("ids", 2, "ids"), vertex("nat", 3, "nat")),
            List.of(working("c-w1", "n", "mon", "ids", "nat")), List.of());
    }

    @Test
    void parallelStageForksToItsBranchesAndMergesInPriorityOrder() {
        final var view = monAndIdsThenNat();
        final var rules = rendered(view, Fabrics.of(Set.of("n"), List.of()), new PathTags());

        final var copy = new CopyToBranches(CopyKind.SHARED, List.of(1L, 2L));
        assertEquals(Set.of(
            new FlowRule("n", "c:classifier", CLASSIFIER_PRIORITY,
                new RuleMatch(IN_PORT, null, SOURCE, DESTINATION, 6, null, 80, 0L, null, true),
                List.of(ext(new SetPathTag(SFC, WORKING_PATH)), ext(copy))),
            service("n", 1, ext(new InvokeNf(1, MERGE_0))),
            service("n", 2, ext(new InvokeNf(2, MERGE_0))),
            // ids (branch 2) has the highest priority, then mon (branch 1); the merged packet goes on to nat in the
            // same list
            service("n", MERGE_0, ext(new Merge(true, 0, List.of(2, 1))), ext(new InvokeNf(3, 0)),
                new RuleAction.Output(OUT_PORT))),
            Set.copyOf(rules.flows()));
        assertEquals(4, rules.flows().size(), "no fork flow and no flow for nat: nothing re-submits to them");
        assertEquals(List.of(new NfBind(1, SFC, "traffic-monitor", "mon"), new NfBind(2, SFC, "ids", "ids"),
            new NfBind(3, SFC, "nat", "nat")), rules.nfMessages().get("n"));
    }

    @Test
    void aMergeGoesOnWithTheNextParallelStageInTheSameList() {
        // [mon || fw] then [ids || nat], all on n: the first merge copies to the second stage's branches itself
        final var view = view("c", "n", "n", OUT_PORT,
            List.of(new StageView(0, List.of(new BranchView("mon", CopyKind.SHARED),
                new BranchView("fw", CopyKind.SHARED)), List.of("fw", "mon"), true),
                new StageView(1, List.of(new BranchView("ids", CopyKind.SHARED),
                    new BranchView("nat", CopyKind.HEADER_COPY)), List.of("nat", "ids"), true)),
            List.of(vertex("mon", 1, "traffic-monitor"), vertex("fw", 2, "firewall"), vertex("ids", 3, "ids"),
                vertex("nat", 4, "nat")),
            List.of(working("c-w1", "n", "mon", "fw", "ids", "nat")), List.of());
        final var rules = rendered(view, Fabrics.of(Set.of("n"), List.of()), new PathTags());

        final long merge1 = MERGE_0 + 1;
        assertEquals(List.of(ext(new Merge(true, 0, List.of(2, 1))),
            ext(new CopyToBranches(CopyKind.HEADER_COPY, List.of(3L, 4L)))), flow(rules, "n", "c:svc-" + MERGE_0)
            .actions(), "next 0: the merged packet is copied to the next stage's branches in the same list");
        assertEquals(List.of(ext(new Merge(true, 0, List.of(2, 1))), new RuleAction.Output(OUT_PORT)),
            flow(rules, "n", "c:svc-" + merge1).actions());
        assertEquals(List.of(ext(new InvokeNf(3, merge1))), flow(rules, "n", "c:svc-3").actions());
        assertTrue(rules.flows().stream().noneMatch(flow -> flow.id().equals("c:svc-" + (FORK_0 + 1))),
            "no flow for the second fork: nothing re-submits to it");
        // classifier, two branches and a merge per stage
        assertEquals(7, rules.flows().size(), () -> rules.flows().toString());
    }

    @Test
    void aRedirectGivesItsTargetAFlowWhereTheRedirectedNfRuns() {
        // fw, ids and nat in a row on n, one flow; a ChangeDefault fw -> nat needs nat's own flow on n
        final var view = threeInARow();
        final var fabric = Fabrics.of(Set.of("n"), List.of());
        assertEquals(1, rendered(view, fabric, new PathTags()).flows().size());

        final var outcome = ChainRenderer.render(view, fabric, new PathTags(), Set.of(new Redirect("fw", "nat"),
            new Redirect("fw", "ghost")));
        final var rules = assertInstanceOf(RenderOutcome.Rendered.class, outcome).rules();
        assertEquals(List.of(ext(new InvokeNf(3, 0)), new RuleAction.Output(OUT_PORT)),
            flow(rules, "n", "c:svc-3").actions(), "the NF handler re-submits to nat: it finds its flow");
        assertEquals(2, rules.flows().size(), "an NF the chain does not run is ignored");

        // on two nodes: the redirected NF's node gets a flow that leads to the target's node
        final var twoNodes = view("c", "a", "b", OUT_PORT, List.of(stage(0, "fw"), stage(1, "nat")),
            List.of(vertex("fw", 1, "firewall"), vertex("nat", 2, "nat")),
            List.of(working("c-w1", "a", "fw"), working("c-w2", "b", "nat")), List.of());
        final var remote = assertInstanceOf(RenderOutcome.Rendered.class, ChainRenderer.render(twoNodes, TWO_NODES,
            new PathTags(), Set.of(new Redirect("fw", "nat")))).rules();
        final var arrival = flow(remote, "b", "c:tag-1").actions();
        assertEquals(List.of(new RuleAction.PushVlan(), new RuleAction.SetVlan(1), new RuleAction.PushVlan(),
            new RuleAction.SetVlan(2), new RuleAction.Output(1)), flow(remote, "a", "c:svc-2").actions(),
            "on a, SERVICE-ID 2 leaves for b by the same segment as the default path: " + arrival);
    }

    @Test
    void copyKindIsTheStrongestCopyAnyBranchNeeds() {
        assertEquals(CopyKind.SHARED, forkCopy(CopyKind.SHARED, CopyKind.SHARED));
        assertEquals(CopyKind.SHARED, forkCopy(null, CopyKind.SHARED), "the original packet needs no copy");
        assertEquals(CopyKind.HEADER_COPY, forkCopy(CopyKind.SHARED, CopyKind.HEADER_COPY));
        assertEquals(CopyKind.HEADER_COPY, forkCopy(CopyKind.HEADER_COPY, null));
        assertEquals(CopyKind.FULL_COPY, forkCopy(CopyKind.SHARED, CopyKind.FULL_COPY));
        assertEquals(CopyKind.FULL_COPY, forkCopy(CopyKind.FULL_COPY, CopyKind.HEADER_COPY));
        assertEquals(CopyKind.FULL_COPY, forkCopy(CopyKind.HEADER_COPY, CopyKind.FULL_COPY, CopyKind.SHARED));
    }

    @Test
    void mergePriorityIsAPermutationOfTheBranchesHighestFirstTheUnlistedLast() {
        final var view = view("c", "n", "n", OUT_PORT,
            List.of(new StageView(0, List.of(new BranchView("a", CopyKind.SHARED), new BranchView("b",
                CopyKind.SHARED), new BranchView("x", CopyKind.SHARED)), List.of("x", "a", "ghost"), true)),
            List.of(vertex("a", 1, "traffic-monitor"), vertex("b", 2, "ids"), vertex("x", 3, "firewall")),
            List.of(working("c-w1", "n", "a", "b", "x")), List.of());
        final var rules = rendered(view, Fabrics.of(Set.of("n"), List.of()), new PathTags());

        // the last stage's merge leaves: next 0, then the egress port
        assertEquals(List.of(ext(new Merge(true, 0, List.of(3, 1, 2))), new RuleAction.Output(OUT_PORT)),
            flow(rules, "n", "c:svc-" + MERGE_0).actions());
        assertEquals(List.of(ext(new InvokeNf(3, MERGE_0))), flow(rules, "n", "c:svc-3").actions());
    }

    // --- segments across transit switches --------------------------------------------------------------------

    @Test
    void twoNodesAcrossATransitSwitchAreJoinedByAPathTagInsideTheDestinationsRoute() {
        final var fabric = Fabrics.of(Set.of("a", "b"), List.of(List.of("a", "t"), List.of("t", "b")));
        final var view = view("c", "a", "b", OUT_PORT, List.of(stage(0, "fw"), stage(1, "nat")),
            List.of(vertex("fw", 1, "firewall"), vertex("nat", 2, "nat")),
            List.of(working("c-w1", "a", "fw"), working("c-w2", "b", "nat")),
            List.of(new HopView("c-w1", "c-w2", List.of("a", "t", "b"))));
        final var rules = rendered(view, fabric, new PathTags());

        // segment tag 1, b's route tag 2
        assertEquals(List.of(new Segment(1, "a", "b", "nat", false, List.of("a", "t", "b"), 2)), rules.segments());
        assertEquals(Set.of(
            // after fw, leave for b with the segment's tag inside b's route tag (port 1 of a faces t)
            new FlowRule("a", "c:classifier", CLASSIFIER_PRIORITY,
                new RuleMatch(IN_PORT, null, SOURCE, DESTINATION, 6, null, 80, 0L, null, true),
                List.of(ext(new SetPathTag(SFC, WORKING_PATH)), ext(new InvokeNf(1, 0)), new RuleAction.PushVlan(),
                    new RuleAction.SetVlan(1), new RuleAction.PushVlan(), new RuleAction.SetVlan(2),
                    new RuleAction.Output(1))),
            // the receiver pops the segment's tag, names the chain and the path, and starts nat
            new FlowRule("b", "c:tag-1", SEGMENT_PRIORITY, RuleMatch.tag(1),
                List.of(new RuleAction.PopVlan(), ext(new SetPathTag(SFC, 1)), ext(new InvokeNf(2, 0)),
                    new RuleAction.Output(OUT_PORT)))),
            Set.copyOf(rules.flows()));
        assertEquals(2, rules.flows().size(), "fw and nat are started by the classifier and the arrival directly");
        // the transit switch routes on b's route tag alone and, being the last before b, pops it (port 2 faces b)
        assertEquals(List.of(new FlowRule("t", "route:2:b", SEGMENT_PRIORITY, RuleMatch.tag(2),
            List.of(new RuleAction.PopVlan(), new RuleAction.Output(2)))), rules.routes());
        assertEquals(Map.of("a", List.of(new NfBind(1, SFC, "firewall", "fw")),
            "b", List.of(new NfBind(2, SFC, "nat", "nat"))), rules.nfMessages());
        assertEquals(List.of(), rules.groups());
        assertEquals(Set.of("a", "b"), rules.nodes(), "the chain owns nothing on the transit switch");
        assertNoOpenPathRulesOnStandardNodes(rules, fabric);
        assertFalse(rules.routes().getFirst().needsOpenPath());
        assertTrue(rules.flowsOf("b").stream().allMatch(FlowRule::needsOpenPath));
    }

    @Test
    void chainsToTheSameNodeShareItsRouteFlowsUnlessTheirPathDisagrees() {
        // a - t1 - t2 - b and a - t3 - t2: t2 is on every way to b
        final var fabric = Fabrics.of(Set.of("a", "b"), List.of(List.of("a", "t1"), List.of("t1", "t2"),
            List.of("t2", "b"), List.of("a", "t3"), List.of("t3", "t2")));
        final var tags = new PathTags();
        final var viaT1 = List.of(new HopView("c-w1", "c-w2", List.of("a", "t1", "t2", "b")));
        final var c = rendered(chain("c", SFC, viaT1), fabric, tags);
        final var d = rendered(chain("d", 8, List.of(new HopView("d-w1", "d-w2", List.of("a", "t1", "t2", "b")))),
            fabric, tags);
        assertEquals(c.routes(), d.routes(), "the same route flows, once on each switch for both chains");
        assertEquals(List.of("t1", "t2"), c.routes().stream().map(FlowRule::node).toList());
        final int route = c.segments().getFirst().routeTag();
        assertEquals(route, d.segments().getFirst().routeTag());
        assertNotEquals(c.segments().getFirst().tag(), d.segments().getFirst().tag(), "own segment tags inside");
        assertEquals(List.of(), d.flowsOf("t1"));
        assertEquals(2, tags.sharedRoutes());

        // e is placed through t3: t2 sends b's route on to b as for c and d, so e shares it and adds t3's
        final var e = rendered(chain("e", 9, List.of(new HopView("e-w1", "e-w2", List.of("a", "t3", "t2", "b")))),
            fabric, tags);
        assertEquals(route, e.segments().getFirst().routeTag());
        assertEquals(3, tags.sharedRoutes());

        // g is placed through t4 after t2, where c's route to b goes straight to b: g keeps its own tag
        final var wider = Fabrics.of(Set.of("a", "b"), List.of(List.of("a", "t1"), List.of("t1", "t2"),
            List.of("t2", "b"), List.of("t2", "t4"), List.of("t4", "b")));
        final var other = new PathTags();
        rendered(chain("c", SFC, viaT1), wider, other);
        final var g = rendered(chain("g", 10, List.of(new HopView("g-w1", "g-w2",
            List.of("a", "t1", "t2", "t4", "b")))), wider, other);
        assertEquals(0, g.segments().getFirst().routeTag(), "t2 already sends b's route to b directly");
        assertEquals(List.of(), g.routes());
        final int own = g.segments().getFirst().tag();
        assertEquals(List.of(new RuleAction.Output(portOf(wider, "t2", "t4"))),
            flow(g, "t2", "g:tag-" + own).actions(), "g's own tag on every switch of its path");
        assertEquals(List.of(ext(new SetPathTag(10, WORKING_PATH)), ext(new InvokeNf(1, 0)), new RuleAction.PushVlan(),
            new RuleAction.SetVlan(own), new RuleAction.Output(portOf(wider, "a", "t1"))),
            flow(g, "a", "g:classifier").actions());

        // once c is gone, its claims go with it
        other.release("c");
        assertEquals(0, other.sharedRoutes());
        tags.release("c");
        tags.release("d");
        assertEquals(2, tags.sharedRoutes(), "e still uses t3 and t2");
        tags.release("e");
        assertEquals(0, tags.sharedRoutes());
    }

    private static ChainView chain(final String name, final long sfcId, final List<HopView> hops) {
        return new ChainView(name, sfcId, CLASSIFIER, "a", IN_PORT, "b", OUT_PORT,
            List.of(stage(0, "fw"), stage(1, "nat")), List.of(vertex("fw", 1, "firewall"), vertex("nat", 2, "nat")),
            List.of(working(name + "-w1", "a", "fw"), working(name + "-w2", "b", "nat")), hops);
    }

    private static long portOf(final Fabric fabric, final String node, final String neighbour) {
        return fabric.port(node, neighbour).orElseThrow();
    }

    @Test
    void placedHopPathIsFollowedWhenItsPortsAreKnown() {
        // a-b is one link, but the placement routed the hop through t
        final var fabric = Fabrics.of(Set.of("a", "b"),
            List.of(List.of("a", "b"), List.of("a", "t"), List.of("t", "b")));
        final var hop = List.of(new HopView("c-w1", "c-w2", List.of("a", "t", "b")));
        final var view = view("c", "a", "b", OUT_PORT, List.of(stage(0, "fw"), stage(1, "nat")),
            List.of(vertex("fw", 1, "firewall"), vertex("nat", 2, "nat")),
            List.of(working("c-w1", "a", "fw"), working("c-w2", "b", "nat")), hop);
        final var rules = rendered(view, fabric, new PathTags());
        assertEquals(List.of("a", "t", "b"), rules.segments().getFirst().path());
        assertEquals(List.of(ext(new SetPathTag(SFC, WORKING_PATH)), ext(new InvokeNf(1, 0)), new RuleAction.PushVlan(),
            new RuleAction.SetVlan(1), new RuleAction.PushVlan(), new RuleAction.SetVlan(2), new RuleAction.Output(2)),
            flow(rules, "a", "c:classifier").actions(), "port 2 of a faces t");

        // without the hop, the fewest-links path
        final var direct = rendered(new ChainView("c", SFC, CLASSIFIER, "a", IN_PORT, "b", OUT_PORT, view.stages(),
            view.vertices(), view.subSfcs(), List.of()), fabric, new PathTags());
        assertEquals(List.of("a", "b"), direct.segments().getFirst().path());
        assertEquals(List.of(), direct.flowsOf("t"));
    }

    @Test
    void standardIngressSwitchClassifiesWithoutOpenPathFields() {
        final var fabric = Fabrics.of(Set.of("n"), List.of(List.of("in", "n")));
        final var view = view("c", "in", "n", OUT_PORT, List.of(stage(0, "fw")),
            List.of(vertex("fw", 1, "firewall")), List.of(working("c-w1", "n", "fw")), List.of());
        final var rules = rendered(view, fabric, new PathTags());

        assertEquals(List.of(new FlowRule("in", "c:classifier", CLASSIFIER_PRIORITY,
            new RuleMatch(IN_PORT, null, SOURCE, DESTINATION, 6, null, 80, null, null, true),
            List.of(new RuleAction.PushVlan(), new RuleAction.SetVlan(1), new RuleAction.Output(1)))),
            rules.flowsOf("in"));
        assertEquals(List.of(new Segment(1, "in", "n", "fw", false, List.of("in", "n"))), rules.segments());
        assertEquals(List.of(new RuleAction.PopVlan(), ext(new SetPathTag(SFC, 1)), ext(new InvokeNf(1, 0)),
            new RuleAction.Output(OUT_PORT)), flow(rules, "n", "c:tag-1").actions());
        assertEquals(List.of("c:tag-1"), rules.flowsOf("n").stream().map(FlowRule::id).toList(),
            "the arrival starts fw: it needs no flow of its own");
        assertNoOpenPathRulesOnStandardNodes(rules, fabric);
    }

    @Test
    void egressOnAStandardSwitchGetsAPlainPopAndOutput() {
        final var fabric = Fabrics.of(Set.of("n"), List.of(List.of("n", "t"), List.of("t", "out")));
        final var view = view("c", "n", "out", OUT_PORT, List.of(stage(0, "fw")),
            List.of(vertex("fw", 1, "firewall")), List.of(working("c-w1", "n", "fw")), List.of());
        final var rules = rendered(view, fabric, new PathTags());

        assertEquals(List.of(new Segment(1, "n", "out", "egress", false, List.of("n", "t", "out"), 2)),
            rules.segments());
        assertEquals(List.of(ext(new SetPathTag(SFC, WORKING_PATH)), ext(new InvokeNf(1, 0)), new RuleAction.PushVlan(),
            new RuleAction.SetVlan(1), new RuleAction.PushVlan(), new RuleAction.SetVlan(2), new RuleAction.Output(1)),
            flow(rules, "n", "c:classifier").actions());
        assertEquals(List.of(new RuleAction.PopVlan(), new RuleAction.Output(2)), rules.routes().getFirst().actions(),
            "out's route: t pops it");
        assertEquals(List.of(new RuleAction.PopVlan(), new RuleAction.Output(OUT_PORT)),
            flow(rules, "out", "c:tag-1").actions(), "no SET_PATH_TAG where the chain ends");
        assertNoOpenPathRulesOnStandardNodes(rules, fabric);
    }

    // --- backups ---------------------------------------------------------------------------------------------

    private static ChainView backupView() {
        return view("c", "in", "out", OUT_PORT, List.of(stage(0, "fw")), List.of(vertex("fw", 1, "firewall")),
            List.of(working("c-w1", "b", "fw"), new SubSfcView("c-b1", true, "c-w1", "c", false, List.of("fw"))),
            List.of());
    }

    @Test
    void noGroupWhereTheDetourLeavesByTheWorkingPort() {
        // the ingress has one uplink: working (in-t1-b) and detour (in-t1-t2-c) share it, t1 is where they part
        final var links = List.of(List.of("in", "t1"), List.of("t1", "b"), List.of("t1", "t2"), List.of("t2", "c"),
            List.of("b", "out"), List.of("c", "out"));
        final var ports = Fabrics.ports(links);
        final var rules = rendered(backupView(), Fabrics.of(Set.of("b", "c"), links), new PathTags());

        assertEquals(List.of("t1"), rules.groups().stream().map(GroupRule::node).toList());
        final var working = segment(rules, "in", "b");
        assertEquals(List.of(new RuleAction.PushVlan(), new RuleAction.SetVlan(working.tag()),
            new RuleAction.Output(port(ports, "in", "t1"))), flow(rules, "in", "c:classifier").actions(),
            "the classifier outputs directly");
        final var detour = segment(rules, "in", "c");
        // a bucket's actions are an action set: it pushes c's route tag over the working tag, not rewriting that
        assertEquals(List.of(new RuleAction.PushVlan(), new RuleAction.SetVlan(detour.routeTag()),
            new RuleAction.Output(port(ports, "t1", "t2"))), rules.groupsOf("t1").getFirst().buckets().get(1).actions(),
            "the detour rides in c's route tag");
        // every switch between the detour's ends holds c's route flow, t2 (the last before c) pops it
        assertEquals(Set.of(new FlowRule("t1", ChainRenderer.routeFlowId("c", detour.routeTag()), SEGMENT_PRIORITY,
                RuleMatch.tag(detour.routeTag()), List.of(new RuleAction.Output(port(ports, "t1", "t2")))),
            new FlowRule("t2", ChainRenderer.routeFlowId("c", detour.routeTag()), SEGMENT_PRIORITY,
                RuleMatch.tag(detour.routeTag()), List.of(new RuleAction.PopVlan(),
                    new RuleAction.Output(port(ports, "t2", "c"))))), Set.copyOf(rules.routes()));
        assertEquals(List.of("in", "t1", "t2", "c"), detour.path());
    }

    @Test
    void backupGetsFastFailoverGroupsAlongTheWorkingPathAndAPreinstalledDetour() {
        final var fabric = Fabrics.of(Set.of("b", "c"), BACKUP_LINKS);
        final var ports = Fabrics.ports(BACKUP_LINKS);
        final var rules = rendered(backupView(), fabric, new PathTags());

        final var working = segment(rules, "in", "b");
        assertEquals(List.of("in", "t1", "b"), working.path());
        assertFalse(working.backup());
        final var detour = segment(rules, "in", "c");
        assertTrue(detour.backup());
        assertEquals("fw", detour.target());
        assertEquals(List.of("in", "t2", "c"), detour.path());
        assertFalse(detour.path().contains("b"), "the detour avoids the working node");
        assertNotEquals(working.tag(), detour.tag());
        final int route = detour.routeTag();
        assertNotEquals(0, route, "the detour rides on c's shared route");
        assertFalse(Set.of(working.tag(), detour.tag()).contains(route), "the route tag is a tag of its own");

        // a group at every node of the working path but its end
        final var groupsByNode = new HashMap<String, GroupRule>();
        rules.groups().forEach(group -> groupsByNode.put(group.node(), group));
        assertEquals(Set.of("in", "t1"), groupsByNode.keySet());
        assertEquals(2, rules.groups().size());
        final long groupId = SFC << 8 | 1;
        assertEquals(new GroupRule("in", groupId, List.of(
            new GroupRule.Bucket(port(ports, "in", "t1"), List.of(new RuleAction.Output(port(ports, "in", "t1")))),
            new GroupRule.Bucket(port(ports, "in", "t2"), List.of(new RuleAction.PushVlan(),
                new RuleAction.SetVlan(route), new RuleAction.Output(port(ports, "in", "t2")))))),
            groupsByNode.get("in"));
        assertEquals(new GroupRule("t1", groupId, List.of(
            new GroupRule.Bucket(port(ports, "t1", "b"), List.of(new RuleAction.Output(port(ports, "t1", "b")))),
            new GroupRule.Bucket(port(ports, "t1", "t2"), List.of(new RuleAction.PushVlan(),
                new RuleAction.SetVlan(route), new RuleAction.Output(port(ports, "t1", "t2")))))),
            groupsByNode.get("t1"));

        // the classifier and the working transit go through the groups
        assertEquals(List.of(new RuleAction.PushVlan(), new RuleAction.SetVlan(working.tag()),
            new RuleAction.Group(groupId)), flow(rules, "in", "c:classifier").actions());
        assertEquals(new FlowRule("t1", "c:tag-" + working.tag(), SEGMENT_PRIORITY,
            RuleMatch.tag(working.tag()), List.of(new RuleAction.Group(groupId))),
            flow(rules, "t1", "c:tag-" + working.tag()));
        // the detour crosses t2 on c's shared route, popped there (the last switch before c); the chain owns no
        // flow of its own on t2, and the backup's arrival flow is in place
        assertEquals(List.of(new FlowRule("t2", ChainRenderer.routeFlowId("c", route), SEGMENT_PRIORITY,
            RuleMatch.tag(route), List.of(new RuleAction.PopVlan(), new RuleAction.Output(port(ports, "t2", "c"))))),
            rules.routes());
        assertEquals(List.of(), rules.flowsOf("t2"));
        final var fromBackup = segment(rules, "c", "out");
        final var fromWorking = segment(rules, "b", "out");
        final var leaveBackup = List.<RuleAction>of(ext(new InvokeNf(1, 0)), new RuleAction.PushVlan(),
            new RuleAction.SetVlan(fromBackup.tag()), new RuleAction.Output(port(ports, "c", "out")));
        // the packet arrives at c with the working segment's tag (popped out of c's route tag by t2): c's arrival
        // matches that and names the packet's path by the detour's tag
        final var arriveBackup = new ArrayList<RuleAction>(List.of(new RuleAction.PopVlan(),
            ext(new SetPathTag(SFC, detour.tag()))));
        arriveBackup.addAll(leaveBackup);
        assertEquals(RuleMatch.tag(working.tag()), flow(rules, "c", "c:tag-" + working.tag()).match());
        assertEquals(arriveBackup, flow(rules, "c", "c:tag-" + working.tag()).actions());
        assertEquals(List.of(new RuleAction.PopVlan(), ext(new SetPathTag(SFC, working.tag())),
            ext(new InvokeNf(1, 0)), new RuleAction.PushVlan(), new RuleAction.SetVlan(fromWorking.tag()),
            new RuleAction.Output(port(ports, "b", "out"))), flow(rules, "b", "c:tag-" + working.tag()).actions());
        assertEquals(List.of("c:tag-" + working.tag()), rules.flowsOf("c").stream().map(FlowRule::id).toList(),
            "the arrival starts fw on the backup host: no flow of its own");
        assertEquals(List.of(new RuleAction.PopVlan(), new RuleAction.Output(OUT_PORT)),
            flow(rules, "out", "c:tag-" + fromBackup.tag()).actions());
        assertEquals(List.of(new RuleAction.PopVlan(), new RuleAction.Output(OUT_PORT)),
            flow(rules, "out", "c:tag-" + fromWorking.tag()).actions());

        // the backup NF is bound before it is needed
        final var bind = new NfBind(1, SFC, "firewall", "fw");
        assertEquals(Map.of("b", List.of(bind), "c", List.of(bind)), rules.nfMessages());
        assertEquals(4, rules.segments().size());
        assertNoOpenPathRulesOnStandardNodes(rules, fabric);
    }

    @Test
    void backupOnTheWorkingNodeOrAnActiveBackupGetsNoDetour() {
        final var fabric = Fabrics.of(Set.of("b", "c"), BACKUP_LINKS);
        final var view = view("c", "in", "out", OUT_PORT, List.of(stage(0, "fw")),
            List.of(vertex("fw", 1, "firewall")),
            // the backup took over: it is the active sub-SFC, the failed working one is not
            List.of(new SubSfcView("c-w1", false, "", "b", false, List.of("fw")),
                new SubSfcView("c-b1", true, "c-w1", "c", true, List.of("fw"))), List.of());
        final var rules = rendered(view, fabric, new PathTags());
        assertEquals(List.of(), rules.groups());
        assertEquals(Set.of("c"), rules.nfMessages().keySet());
        assertEquals(List.of("in", "t2", "c"), segment(rules, "in", "c").path());
        assertFalse(segment(rules, "in", "c").backup());
    }

    @Test
    void aDetourKeepsItsOwnTagWhereAnotherChainSendsTheBackupNodesRouteAnotherWay() {
        // in - t1 - b (working) and in - t2 - c (backup); t2 also reaches c through t4
        final var links = List.of(List.of("in", "t1"), List.of("t1", "b"), List.of("in", "t2"), List.of("t2", "c"),
            List.of("t2", "t4"), List.of("t4", "c"), List.of("b", "out"), List.of("c", "out"));
        final var ports = Fabrics.ports(links);
        final var fabric = Fabrics.of(Set.of("b", "c"), links);
        final var tags = new PathTags();
        // g, placed through t4, makes t2 send c's route on to t4
        final var g = rendered(new ChainView("g", SFC + 1, CLASSIFIER, "in", IN_PORT, "out", OUT_PORT,
            List.of(stage(0, "fw")), List.of(vertex("fw", 1, "firewall")), List.of(working("g-w1", "c", "fw")),
            List.of(new HopView("", "g-w1", List.of("in", "t2", "t4", "c")))), fabric, tags);
        assertNotEquals(0, segment(g, "in", "c").routeTag());
        assertEquals(List.of("t2", "t4"), g.routes().stream().map(FlowRule::node).toList());

        final var rules = rendered(backupView(), fabric, tags);
        final var detour = segment(rules, "in", "c");
        assertEquals(0, detour.routeTag(), "t2 sends c's route to t4, the detour goes straight to c");
        assertEquals(List.of(new RuleAction.SetVlan(detour.tag()), new RuleAction.Output(port(ports, "in", "t2"))),
            rules.groupsOf("in").getFirst().buckets().get(1).actions());
        assertEquals(List.of(new RuleAction.Output(port(ports, "t2", "c"))),
            flow(rules, "t2", "c:tag-" + detour.tag()).actions(), "the detour's own tag on t2");
        assertEquals(List.of(), rules.routes());
        assertEquals(RuleMatch.tag(detour.tag()), flow(rules, "c", "c:tag-" + detour.tag()).match(),
            "c's arrival matches the detour's own tag");
    }

    // --- back out of the ingress port ----------------------------------------------------------------------

    @Test
    void plainSwitchSendsBackOutOfTheIngressPortThroughInPort() {
        // the traffic enters "in" on its port 1, which faces the NF node n
        final var fabric = Fabrics.of(Set.of("n"), List.of(List.of("in", "n"), List.of("n", "out")));
        final var view = new ChainView("c", SFC, CLASSIFIER, "in", 1L, "out", 1L, List.of(stage(0, "fw")),
            List.of(vertex("fw", 1, "firewall")), List.of(working("c-w1", "n", "fw")), List.of());
        final var rules = rendered(view, fabric, new PathTags());
        assertEquals(List.of(new RuleAction.PushVlan(), new RuleAction.SetVlan(1),
            new RuleAction.Output(OFPP_IN_PORT)), flow(rules, "in", "c:classifier").actions());
        // the egress port 1 of "out" faces n too: the packet leaves where it arrived
        assertEquals(List.of(new RuleAction.PopVlan(), new RuleAction.Output(OFPP_IN_PORT)),
            flow(rules, "out", "c:tag-2").actions());
        // OpenPATH switches are left as they are
        assertEquals(List.of(new RuleAction.PopVlan(), ext(new SetPathTag(SFC, 1)), ext(new InvokeNf(1, 0)),
            new RuleAction.PushVlan(), new RuleAction.SetVlan(2), new RuleAction.Output(2)),
            flow(rules, "n", "c:tag-1").actions());
    }

    @Test
    void detourBackToThePreviousNodeGoesOutOfTheInPort() {
        // in - t1 - b (working), in - c (backup): from t1 the detour leads back to in
        final var links = List.of(List.of("in", "t1"), List.of("t1", "b"), List.of("in", "c"), List.of("b", "out"),
            List.of("c", "out"));
        final var ports = Fabrics.ports(links);
        final var rules = rendered(view("c", "in", "out", OUT_PORT, List.of(stage(0, "fw")),
            List.of(vertex("fw", 1, "firewall")), List.of(working("c-w1", "b", "fw"),
                new SubSfcView("c-b1", true, "c-w1", "c", false, List.of("fw"))), List.of()),
            Fabrics.of(Set.of("b", "c"), links), new PathTags());
        final var detour = segment(rules, "in", "c");
        final var t1 = rules.groupsOf("t1");
        assertEquals(1, t1.size());
        assertEquals(List.of(new GroupRule.Bucket(port(ports, "t1", "b"),
            List.of(new RuleAction.Output(port(ports, "t1", "b")))),
            new GroupRule.Bucket(port(ports, "t1", "in"), List.of(new RuleAction.PushVlan(),
                new RuleAction.SetVlan(detour.routeTag()), new RuleAction.Output(OFPP_IN_PORT)))),
            t1.getFirst().buckets());
        // in forwards the returning packet to c on c's shared route, popping the route tag
        assertEquals(List.of(new FlowRule("in", ChainRenderer.routeFlowId("c", detour.routeTag()), SEGMENT_PRIORITY,
            RuleMatch.tag(detour.routeTag()), List.of(new RuleAction.PopVlan(),
                new RuleAction.Output(port(ports, "in", "c"))))), rules.routes());
        assertEquals(List.of(), rules.flowsOf("in").stream().filter(flow -> flow.id().startsWith("c:tag-")).toList());
        assertEquals(List.of(new RuleAction.Output(port(ports, "in", "c"))),
            rules.groupsOf("in").getFirst().buckets().get(1).actions(), "next to c: the working tag goes as it is");
        assertEquals(RuleMatch.tag(segment(rules, "in", "b").tag()),
            rules.flowsOf("c").getFirst().match(), "c's arrival matches the working segment's tag");
    }

    @Test
    void twoSendToRulesTowardsOneProtectedRemoteNfShareItsGroups() {
        final var fabric = Fabrics.of(Set.of("a", "b", "c"), List.of(List.of("a", "t1"), List.of("a", "t2"),
            List.of("t1", "t2"), List.of("t1", "b"), List.of("t2", "c")));
        final var rules = List.of(new HandlerView("malicious", HandlerAction.SEND_TO, "scrubber"),
            new HandlerView("suspicious", HandlerAction.SEND_TO, "scrubber"));
        final var view = view("c", "a", "a", OUT_PORT, List.of(stage(0, "ids")),
            List.of(new VertexView("ids", 1, "ids", true, List.of("egress"), rules),
                new VertexView("scrubber", 2, "firewall", false, List.of("egress"), List.of())),
            List.of(working("c-w1", "a", "ids"), working("c-w2", "b", "scrubber"),
                new SubSfcView("c-b2", true, "c-w2", "c", false, List.of("scrubber"))), List.of());
        final var rendered = rendered(view, fabric, new PathTags());

        assertEquals(2, rendered.handlerRulesOf("a"));
        assertTrue(rendered.nfMessages().get("a").containsAll(List.of(
            new HandlerRuleAdd(HandlerRule.sendTo(SFC, 1, "malicious", 2)),
            new HandlerRuleAdd(HandlerRule.sendTo(SFC, 1, "suspicious", 2)))));
        // one group per node of the working path a-t1-b but its end
        assertEquals(List.of("a", "t1"), rendered.groups().stream().map(GroupRule::node).toList());
        assertEquals(List.of(new RuleAction.PushVlan(), new RuleAction.SetVlan(segment(rendered, "a", "b").tag()),
            new RuleAction.Group(SFC << 8 | 1)), flow(rendered, "a", "c:svc-2").actions());
    }

    // --- NF-handler rules ------------------------------------------------------------------------------------

    private static ChainView handlerView(final String... nfsOnNode) {
        final var rules = List.of(new HandlerView("malicious", HandlerAction.DISCARD, null),
            new HandlerView("suspicious", HandlerAction.SEND_TO, "scrubber"),
            new HandlerView("clean", HandlerAction.DEFAULT, null));
        return view("c", "n", "n", OUT_PORT, List.of(stage(0, "ids"), stage(1, "nat")),
            List.of(new VertexView("ids", 1, "ids", true, List.of("nat"), rules), vertex("nat", 2, "nat"),
                new VertexView("scrubber", 3, "firewall", false, List.of("nat"), List.of())),
            List.of(working("c-w1", "n", nfsOnNode)), List.of());
    }

    @Test
    void handlerRulesDiscardSendToAndDefaultReachTheNfManager() {
        final var rules = rendered(handlerView("ids", "nat", "scrubber"), Fabrics.of(Set.of("n"), List.of()),
            new PathTags());

        final var messages = rules.nfMessages().get("n");
        final var bindIds = new NfBind(1, SFC, "ids", "ids");
        final var bindScrubber = new NfBind(3, SFC, "firewall", "scrubber");
        final var discard = new HandlerRuleAdd(HandlerRule.discard(SFC, 1, "malicious"));
        final var sendTo = new HandlerRuleAdd(HandlerRule.sendTo(SFC, 1, "suspicious", 3));
        final var defaultEdge = new HandlerRuleAdd(HandlerRule.defaultEdge(SFC, 1, "clean"));
        assertEquals(Set.of(bindIds, new NfBind(2, SFC, "nat", "nat"), bindScrubber, discard, sendTo, defaultEdge),
            Set.copyOf(messages));
        assertEquals(6, messages.size());
        assertEquals(3, rules.handlerRulesOf("n"));
        // an NF is bound before its handler rules, and a send-to target before the rule that leads to it
        assertBefore(messages, bindIds, discard);
        assertBefore(messages, bindIds, sendTo);
        assertBefore(messages, bindIds, defaultEdge);
        assertBefore(messages, bindScrubber, sendTo);

        // the send-to target has its flow (the NF handler re-submits to it), and continues on its default edge
        // (nat) in the same list; ids is started by the classifier directly, nat follows it there
        assertEquals(List.of(ext(new InvokeNf(3, 0)), ext(new InvokeNf(2, 0)), new RuleAction.Output(OUT_PORT)),
            flow(rules, "n", "c:svc-3").actions());
        assertEquals(List.of(ext(new SetPathTag(SFC, WORKING_PATH)), ext(new InvokeNf(1, 0)), ext(new InvokeNf(2, 0)),
            new RuleAction.Output(OUT_PORT)), flow(rules, "n", "c:classifier").actions());
        assertTrue(rules.flows().stream().noneMatch(flow -> flow.id().equals("c:svc-1")), "no flow for ids");
    }

    @Test
    void sendToATargetThatIsNotPlacedIsLeftToTheController() {
        final var rules = rendered(handlerView("ids", "nat"), Fabrics.of(Set.of("n"), List.of()), new PathTags());

        assertEquals(List.of(new NfBind(1, SFC, "ids", "ids"), new HandlerRuleAdd(HandlerRule.discard(SFC, 1,
            "malicious")), new HandlerRuleAdd(HandlerRule.defaultEdge(SFC, 1, "clean")),
            new NfBind(2, SFC, "nat", "nat")), rules.nfMessages().get("n"));
        assertEquals(2, rules.handlerRulesOf("n"));
        assertTrue(rules.flows().stream().noneMatch(flow -> flow.id().equals("c:svc-3")), "no flow for scrubber");
    }

    // --- not renderable --------------------------------------------------------------------------------------

    @Test
    void chainWithoutEgressPortIsNotRendered() {
        final var view = view("c", "n", "n", null, List.of(stage(0, "fw")), List.of(vertex("fw", 1, "firewall")),
            List.of(working("c-w1", "n", "fw")), List.of());
        assertReason(view, Fabrics.of(Set.of("n"), List.of()), "no egress port", "chain 'c'", "egress/port");
    }

    @Test
    void nfOnAStandardSwitchIsNotRendered() {
        final var view = view("c", "n", "n", OUT_PORT, List.of(stage(0, "fw")), List.of(vertex("fw", 1,
            "firewall")), List.of(working("c-w1", "n", "fw")), List.of());
        assertReason(view, Fabrics.of(Set.of(), List.of()), "chain 'c' has NFs on n",
            "which is not an OpenPATH switch");
    }

    @Test
    void parallelStageSplitAcrossNodesIsNotRendered() {
        final var fabric = Fabrics.of(Set.of("a", "b"), List.of(List.of("a", "b")));
        final var view = view("c", "a", "a", OUT_PORT,
            List.of(new StageView(0, List.of(new BranchView("mon", CopyKind.SHARED),
                new BranchView("ids", CopyKind.SHARED)), List.of(), true)),
            List.of(vertex("mon", 1, "traffic-monitor"), vertex("ids", 2, "ids")),
            List.of(working("c-w1", "a", "mon"), working("c-w2", "b", "ids")),
            List.of(new HopView("c-w1", "c-w2", List.of("a", "b"))));
        assertReason(view, fabric, "stage 0 [mon, ids] of chain 'c' runs on [a, b]", "parallel stage on one node");
    }

    @Test
    void missingLinkPortsAreNotRendered() {
        // t knows no port towards a: the a-t link cannot be used in either direction
        final var fabric = new Fabric(Set.of("a", "b"), Map.of("a", Map.of("t", 1L), "t", Map.of("b", 2L),
            "b", Map.of("t", 1L)));
        final var view = view("c", "a", "b", OUT_PORT, List.of(stage(0, "fw"), stage(1, "nat")),
            List.of(vertex("fw", 1, "firewall"), vertex("nat", 2, "nat")),
            List.of(working("c-w1", "a", "fw"), working("c-w2", "b", "nat")),
            List.of(new HopView("c-w1", "c-w2", List.of("a", "t", "b"))));
        assertReason(view, fabric, "no path with known ports from a to b", "source-port and destination-port");
    }

    @Test
    void portRangeWiderThanSixteenPortsIsNotRendered() {
        final var wide = new FlowSpec(SOURCE, null, 6, null, new PortRange(1000, 1016));
        final var view = new ChainView("c", SFC, wide, "n", IN_PORT, "n", OUT_PORT, List.of(stage(0, "fw")),
            List.of(vertex("fw", 1, "firewall")), List.of(working("c-w1", "n", "fw")), List.of());
        assertReason(view, Fabrics.of(Set.of("n"), List.of()), "destination ports 1000-1016 (17 ports)",
            "at most 16 ports");
    }

    @Test
    void portRangeOfSixteenPortsIsOneClassifierFlowPerPort() {
        final var spec = new FlowSpec(SOURCE, null, 17, new PortRange(5000, 5015), null);
        final var view = new ChainView("c", SFC, spec, "n", IN_PORT, "n", OUT_PORT, List.of(stage(0, "fw")),
            List.of(vertex("fw", 1, "firewall")), List.of(working("c-w1", "n", "fw")), List.of());
        final var rules = rendered(view, Fabrics.of(Set.of("n"), List.of()), new PathTags());
        final var classifiers = rules.flows().stream().filter(flow -> flow.id().startsWith("c:classifier"))
            .toList();
        assertEquals(16, classifiers.size());
        for (int i = 0; i < 16; i++) {
            final var flow = classifiers.get(i);
            assertEquals("c:classifier-" + i, flow.id());
            assertEquals(5000 + i, flow.match().sourcePort());
            assertEquals(CLASSIFIER_BASE_PRIORITY + 8 + 4 + 8, flow.priority());
        }
    }

    @Test
    void ipv6ClassifierIsNotRendered() {
        final var spec = new FlowSpec(IpPrefix.parse("2001:db8::/32"), null, null, null, null);
        final var view = new ChainView("c", SFC, spec, "n", IN_PORT, "n", OUT_PORT, List.of(stage(0, "fw")),
            List.of(vertex("fw", 1, "firewall")), List.of(working("c-w1", "n", "fw")), List.of());
        assertReason(view, Fabrics.of(Set.of("n"), List.of()), "chain 'c' classifies IPv6 traffic");
    }

    @Test
    void chainThatIsNotPlacedIsNotRendered() {
        final var view = view("c", "n", "n", OUT_PORT, List.of(stage(0, "fw")), List.of(vertex("fw", 1,
            "firewall")), List.of(), List.of());
        assertReason(view, Fabrics.of(Set.of("n"), List.of()), "chain 'c' is not placed");
    }

    // --- path tags -------------------------------------------------------------------------------------------

    private static ChainView twoNodes(final String name, final long sfcId) {
        return new ChainView(name, sfcId, CLASSIFIER, "a", IN_PORT, "b", OUT_PORT,
            List.of(stage(0, "fw"), stage(1, "nat")), List.of(vertex("fw", 1, "firewall"), vertex("nat", 2, "nat")),
            List.of(working(name + "-w1", "a", "fw"), working(name + "-w2", "b", "nat")), List.of());
    }

    @Test
    void tagsAreStableAcrossRenderingsAndReleasedWithTheChain() {
        final var tags = new PathTags();
        final var first = rendered(twoNodes("c", SFC), TWO_NODES, tags);
        // the a-b segment's tag and b's route tag (held for good)
        assertEquals(2, tags.inUse());
        assertEquals(2, first.segments().getFirst().routeTag());
        final var again = rendered(twoNodes("c", SFC), TWO_NODES, tags);
        assertEquals(first, again, "same chain, same tags, same rules");
        assertEquals(2, tags.inUse());

        final var other = rendered(twoNodes("d", 8), TWO_NODES, tags);
        assertEquals(3, other.segments().getFirst().tag(), "tags are unique in the domain");
        assertEquals(2, other.segments().getFirst().routeTag(), "route tags are per destination");
        assertEquals(3, tags.inUse());

        tags.release("c");
        assertEquals(2, tags.inUse());
        tags.release("c");
        assertEquals(2, tags.inUse(), "releasing twice is harmless");
        assertEquals(4, rendered(twoNodes("e", 9), TWO_NODES, tags).segments().getFirst().tag(),
            "a released tag is not taken again while others are free (its old rules may still be on the switches)");
        tags.release("d");
        tags.release("e");
        assertEquals(1, tags.inUse(), "b's route tag stays");
        assertEquals(0, tags.sharedRoutes());
    }

    @Test
    void failedRenderingReleasesTheTagsItTookAndKeepsTheOthers() {
        final var tags = new PathTags();
        rendered(twoNodes("d", 8), TWO_NODES, tags);
        assertEquals(2, tags.inUse());
        assertEquals(1, tags.sharedRoutes());
        // the a-b segment takes a tag before the egress, on a node without links, fails
        final var broken = new ChainView("c", SFC, CLASSIFIER, "a", IN_PORT, "x", OUT_PORT,
            List.of(stage(0, "fw"), stage(1, "nat")), List.of(vertex("fw", 1, "firewall"), vertex("nat", 2, "nat")),
            List.of(working("c-w1", "a", "fw"), working("c-w2", "b", "nat")), List.of());
        final var outcome = ChainRenderer.render(broken, TWO_NODES, tags);
        assertTrue(assertInstanceOf(RenderOutcome.NotRenderable.class, outcome).reason()
            .contains("no path with known ports from b to x"), outcome.toString());
        assertEquals(2, tags.inUse());
        assertEquals(1, tags.sharedRoutes(), "c's claim on t's route to b was not kept");
    }

    @Test
    void sessionCommitReleasesDroppedSegmentsAndAbortReleasesNewOnes() {
        final var tags = new PathTags();
        final var first = tags.begin("x");
        assertEquals(1, first.tag("k1"));
        assertEquals(1, first.tag("k1"), "one tag per key");
        first.commit();

        final var second = tags.begin("x");
        assertEquals(2, second.tag("k2"));
        second.commit();
        assertEquals(1, tags.inUse(), "k1 is gone");

        final var third = tags.begin("x");
        assertEquals(2, third.tag("k2"), "kept");
        assertEquals(3, third.tag("k3"), "round robin: k1's released tag comes last");
        third.abort();
        assertEquals(1, tags.inUse(), "k3 released, k2 kept");
        assertEquals(4, tags.begin("y").tag("z"));
    }

    @Test
    void allTagsInUseMakesTheChainNotRenderable() {
        final var tags = new PathTags();
        final var hog = tags.begin("hog");
        for (int i = 1; i <= PATH_TAGS; i++) {
            assertEquals(i, hog.tag("k" + i));
        }
        final var error = assertThrows(IllegalStateException.class, () -> hog.tag("one-more"));
        assertEquals("All 4094 path tags (VLAN ids) are in use", error.getMessage());
        hog.commit();
        assertEquals(PATH_TAGS, tags.inUse());

        final var outcome = ChainRenderer.render(twoNodes("c", SFC), TWO_NODES, tags);
        assertEquals("chain 'c': All 4094 path tags (VLAN ids) are in use",
            assertInstanceOf(RenderOutcome.NotRenderable.class, outcome).reason());
        // a chain on one node needs no tag
        final var local = view("l", "a", "a", OUT_PORT, List.of(stage(0, "fw")), List.of(vertex("fw", 1,
            "firewall")), List.of(working("l-w1", "a", "fw")), List.of());
        rendered(local, TWO_NODES, tags);
        tags.release("hog");
        assertEquals(0, tags.inUse());
        assertEquals(1, tags.begin("w").tag("k"), "after VLAN 4094 the allocation wraps around to 1");
    }

    // --- determinism -----------------------------------------------------------------------------------------

    @Test
    void renderingIsDeterministic() {
        final var fabric = Fabrics.of(Set.of("b", "c"), BACKUP_LINKS);
        final var once = rendered(backupView(), fabric, new PathTags());
        final var twice = rendered(backupView(), fabric, new PathTags());
        assertEquals(once, twice);
        assertEquals(once.flows(), twice.flows(), "in the same order");
        final var tags = new PathTags();
        assertEquals(rendered(backupView(), fabric, tags), rendered(backupView(), fabric, tags));
        assertEquals(once, rendered(backupView(), fabric, tags));
    }

    // --- service graphs in the NF handler (extension revision 3) ------------------------------------------------

    @Test
    void aNodeHoldingGraphsRunsAParallelStageWithOneFlowAndAGraphSet() {
        // [mon || ids] then nat, all on n, which holds graphs: the classifier enters the graph at the fork, whose
        // vertices are what the fork, branch and merge flows would do; the way out follows RUN_GRAPH
        final var view = monAndIdsThenNat();
        final var rules = rendered(view, Fabrics.of(Set.of("n"), List.of()).withGraphNodes(Set.of("n")),
            new PathTags());

        assertEquals(List.of(new FlowRule("n", "c:classifier", CLASSIFIER_PRIORITY,
            new RuleMatch(IN_PORT, null, SOURCE, DESTINATION, 6, null, 80, 0L, null, true),
            List.of(ext(new SetPathTag(SFC, WORKING_PATH)), ext(new RunGraph(FORK_0)),
                new RuleAction.Output(OUT_PORT)))), rules.flows());
        final var messages = rules.nfMessages().get("n");
        assertEquals(List.of(new NfBind(1, SFC, "traffic-monitor", "mon"), new NfBind(2, SFC, "ids", "ids"),
            new NfBind(3, SFC, "nat", "nat")), messages.subList(0, 3), "the bindings first: a graph names bound NFs");
        final var graph = assertInstanceOf(GraphSet.class, messages.getLast());
        assertEquals(SFC, graph.sfcId());
        assertEquals(Set.of(
            new GraphVertex(FORK_0, List.of(new CopyToBranches(CopyKind.SHARED, List.of(1L, 2L)))),
            new GraphVertex(1, List.of(new InvokeNf(1, MERGE_0))),
            new GraphVertex(2, List.of(new InvokeNf(2, MERGE_0))),
            // ids (branch 2) first, then mon; the merged packet goes on to nat's vertex, which ends the graph
            new GraphVertex(MERGE_0, List.of(new Merge(true, 3, List.of(2, 1)))),
            new GraphVertex(3, List.of(new InvokeNf(3, 0)))), Set.copyOf(graph.vertices()));
        assertEquals(4, messages.size());
    }

    @Test
    void eachNodeHoldingGraphsGetsOneFlowWhereTheChainEntersIt() {
        // fw on a, nat on b (a - t - b); both hold graphs: a's classifier and b's arrival are the chain's only flows
        // on them, and the arrival leaves by the egress port
        final var view = view("c", "a", "b", OUT_PORT, List.of(stage(0, "fw"), stage(1, "nat")),
            List.of(vertex("fw", 1, "firewall"), vertex("nat", 2, "nat")),
            List.of(working("c-w1", "a", "fw"), working("c-w2", "b", "nat")), List.of());
        final var flows = rendered(view, TWO_NODES, new PathTags());
        final var graphs = rendered(view, TWO_NODES.withGraphNodes(Set.of("a", "b")), new PathTags());

        assertEquals(1, graphs.flowsOf("a").size(), graphs.flows()::toString);
        assertEquals(1, graphs.flowsOf("b").size(), graphs.flows()::toString);
        final int tag = segment(graphs, "a", "b").tag();
        assertEquals(List.of(new RuleAction.PopVlan(), ext(new SetPathTag(SFC, tag)), ext(new RunGraph(2)),
            new RuleAction.Output(OUT_PORT)), flow(graphs, "b", "c:tag-" + tag).actions());
        assertEquals(List.of(ext(new SetPathTag(SFC, WORKING_PATH)), ext(new RunGraph(1))),
            flow(graphs, "a", "c:classifier").actions().subList(0, 2));
        // the way out of a is the same as with flows: what followed INVOKE_NF(fw, 0) now follows RUN_GRAPH
        final var before = flow(flows, "a", "c:classifier").actions();
        final var after = flow(graphs, "a", "c:classifier").actions();
        assertEquals(before.subList(2, before.size()), after.subList(2, after.size()));
        assertEquals(flowsOn(flows, "t"), flowsOn(graphs, "t"), "the plain switch's rules do not change");
        assertEquals(List.of(new GraphVertex(1, List.of(new InvokeNf(1, 0)))),
            ((GraphSet) graphs.nfMessages().get("a").getLast()).vertices());
    }

    @Test
    void aNodeWhoseEntriesWouldNeedSeveralExitsGetsFlowsAndTheOthersKeepTheirGraphs() {
        // fw on a, ids on b, nat on a again (a - t - b): a's classifier leaves for b after fw, its arrival from b
        // leaves by the egress port after nat; a graph's packets leave by one exit per entry, so a gets flows
        final var view = view("c", "a", "a", OUT_PORT, List.of(stage(0, "fw"), stage(1, "ids"), stage(2, "nat")),
            List.of(vertex("fw", 1, "firewall"), vertex("ids", 2, "ids"), vertex("nat", 3, "nat")),
            List.of(working("c-w1", "a", "fw"), working("c-w2", "b", "ids"), working("c-w3", "a", "nat")),
            List.of());
        final var rules = rendered(view, TWO_NODES.withGraphNodes(Set.of("a", "b")), new PathTags());
        final var flowsOnly = rendered(view, TWO_NODES, new PathTags());

        assertTrue(rules.nfMessages().get("a").stream().noneMatch(GraphSet.class::isInstance),
            rules.nfMessages()::toString);
        assertEquals(flowsOn(flowsOnly, "a"), flowsOn(rules, "a"));
        assertInstanceOf(GraphSet.class, rules.nfMessages().get("b").getLast());
        assertEquals(1, rules.flowsOf("b").size(), rules.flows()::toString);
    }

    @Test
    void aSendToAnotherNfOnTheNodeIsAVertexAndNotAFlow() {
        // ids sends suspicious packets to the scrubber (off the default path, back to nat after it), all on n
        final var view = view("c", "n", "n", OUT_PORT, List.of(stage(0, "ids"), stage(1, "nat")),
            List.of(new VertexView("ids", 1, "ids", true, List.of("nat"), List.of(new HandlerView("suspicious",
                HandlerAction.SEND_TO, "scrubber"))), vertex("nat", 2, "nat"),
                new VertexView("scrubber", 3, "ddos-scrubber", false, List.of("nat"), List.of())),
            List.of(working("c-w1", "n", "ids", "scrubber", "nat")), List.of());
        final var rules = rendered(view, Fabrics.of(Set.of("n"), List.of()).withGraphNodes(Set.of("n")),
            new PathTags());

        assertEquals(1, rules.flows().size(), rules.flows()::toString);
        final var messages = rules.nfMessages().get("n");
        assertTrue(messages.contains(new HandlerRuleAdd(HandlerRule.sendTo(SFC, 1, "suspicious", 3))),
            messages::toString);
        assertEquals(Set.of(new GraphVertex(1, List.of(new InvokeNf(1, 2))),
            new GraphVertex(2, List.of(new InvokeNf(2, 0))), new GraphVertex(3, List.of(new InvokeNf(3, 2)))),
            Set.copyOf(((GraphSet) messages.getLast()).vertices()));
    }

    private static Set<FlowRule> flowsOn(final ChainRules rules, final String node) {
        return Set.copyOf(rules.flowsOf(node));
    }

    // --- helpers ---------------------------------------------------------------------------------------------

    private static ChainView view(final String name, final String ingress, final String egress,
            final @Nullable Long egressPort, final List<StageView> stages, final List<VertexView> vertices,
            final List<SubSfcView> subs, final List<HopView> hops) {
        return new ChainView(name, SFC, CLASSIFIER, ingress, IN_PORT, egress, egressPort, stages, vertices, subs,
            hops);
    }

    private static StageView stage(final int index, final String nf) {
        return new StageView(index, List.of(new BranchView(nf, null)), List.of(), true);
    }

    private static VertexView vertex(final String nf, final long serviceId, final String type) {
        return new VertexView(nf, serviceId, type, true, List.of("egress"), List.of());
    }

    private static SubSfcView working(final String id, final String node, final String... nfs) {
        return new SubSfcView(id, false, "", node, true, List.of(nfs));
    }

    private static RuleAction ext(final OpenPathAction action) {
        return new RuleAction.Extension(action);
    }

    private static FlowRule service(final String node, final long serviceId, final RuleAction... actions) {
        return new FlowRule(node, "c:svc-" + serviceId, SERVICE_PRIORITY,
            RuleMatch.service(SFC, serviceId), List.of(actions));
    }

    private static ChainRules rendered(final ChainView view, final Fabric fabric, final PathTags tags) {
        final var outcome = ChainRenderer.render(view, fabric, tags);
        return assertInstanceOf(RenderOutcome.Rendered.class, outcome, () -> outcome.toString()).rules();
    }

    private static void assertReason(final ChainView view, final Fabric fabric, final String... parts) {
        final var tags = new PathTags();
        final var outcome = ChainRenderer.render(view, fabric, tags);
        final var reason = assertInstanceOf(RenderOutcome.NotRenderable.class, outcome).reason();
        for (var part : parts) {
            assertTrue(reason.contains(part), () -> "\"" + reason + "\" should say \"" + part + "\"");
        }
        assertEquals(0, tags.inUse(), "no tag left behind");
    }

    private static FlowRule flow(final ChainRules rules, final String node, final String id) {
        final var found = rules.flowsOf(node).stream().filter(flow -> flow.id().equals(id)).toList();
        assertEquals(1, found.size(), () -> "one flow " + id + " on " + node + " in " + rules.flows());
        return found.getFirst();
    }

    private static Segment segment(final ChainRules rules, final String from, final String to) {
        final var found = rules.segments().stream()
            .filter(segment -> segment.from().equals(from) && segment.to().equals(to)).toList();
        assertEquals(1, found.size(), () -> "one segment " + from + ">" + to + " in " + rules.segments());
        return found.getFirst();
    }

    private static long port(final Map<String, Map<String, Long>> ports, final String node,
            final String neighbour) {
        return ports.get(node).get(neighbour);
    }

    private static CopyKind forkCopy(final @Nullable CopyKind... kinds) {
        final var branches = new ArrayList<BranchView>();
        final var vertices = new ArrayList<VertexView>();
        final var names = new ArrayList<String>();
        for (int i = 0; i < kinds.length; i++) {
            final var nf = "nf" + i;
            branches.add(new BranchView(nf, kinds[i]));
            vertices.add(vertex(nf, i + 1, "traffic-monitor"));
            names.add(nf);
        }
        final var view = view("c", "n", "n", OUT_PORT, List.of(new StageView(0, branches, List.of(), true)),
            vertices, List.of(working("c-w1", "n", names.toArray(String[]::new))), List.of());
        // the classifier starts the stage: SET_PATH_TAG, then the fork
        final var actions = List.of(flow(rendered(view, Fabrics.of(Set.of("n"), List.of()), new PathTags()), "n",
            "c:classifier").actions().getLast());
        final var copy = (CopyToBranches) ((RuleAction.Extension) actions.getFirst()).action();
        assertEquals(kinds.length, copy.count());
        return copy.kind();
    }

    private static void assertBefore(final List<ControllerMessage> messages, final ControllerMessage first,
            final ControllerMessage then) {
        assertTrue(messages.indexOf(first) < messages.indexOf(then), () -> first + " before " + then + " in "
            + messages);
    }

    private static void assertNoOpenPathRulesOnStandardNodes(final ChainRules rules, final Fabric fabric) {
        final var standard = new HashSet<String>();
        for (var flow : rules.flows()) {
            if (!fabric.isOpenPath(flow.node())) {
                standard.add(flow.node());
                assertFalse(flow.needsOpenPath(), () -> "OpenPATH rule on standard node: " + flow);
            }
        }
        assertTrue(standard.stream().noneMatch(rules.nfMessages()::containsKey), "no NF message to " + standard);
    }
}
