/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.InvokeNf;
import org.openpath.openflow.SetPathTag;
import org.openpath.southbound.render.ChainView.HopView;
import org.openpath.southbound.render.SegmentRouting.Destination;

/**
 * {@link SegmentRouting} alone: the rules that carry a chain's packets from one node to another (docs/rendering.md,
 * Segments, Shared routes, Backups), on small fabrics whose port numbers each test chooses (all different, so a rule
 * that outputs towards the wrong neighbour shows). What starts the destination at the far end is a stand-in that
 * notes where it was asked for; the chain has no stages (the routing reads its name, SFC-ID, hops and ingress port).
 */
class SegmentRoutingTest {
    private static final long SFC = 7;
    private static final long INGRESS_PORT = 1001;
    // docs/rendering.md, Rules: shared route, transit and arrival flows have priority 300
    private static final int SEGMENT_PRIORITY = 300;
    // OpenFlow 1.3.5 section 7.2.1, enum ofp_port_no: OFPP_IN_PORT = 0xfffffff8
    private static final long OFPP_IN_PORT = 0xFFFF_FFF8L;
    // the stand-in for what starts at the far end: INVOKE_NF of the destination's NF, next 0
    private static final RuleAction START_NF = new RuleAction.Extension(new InvokeNf(2, 0));

    /**
     * A link and the port of each end on it.
     */
    private record Link(String a, long portOfA, String b, long portOfB) {
    }

    /**
     * A routing under test, the rules it writes, and the nodes its destination was started on.
     */
    private record Routing(SegmentRouting routing, ChainRulesBuilder rules, PathTags.Session session,
            List<String> started) {
        List<RuleAction> reach(final String node, final Destination destination) throws NotRenderableException {
            return routing.reach(node, destination, at -> {
                started.add(at);
                return List.of(START_NF);
            });
        }

        ChainRules built() {
            return rules.build();
        }
    }

    private static Fabric fabric(final Set<String> openPath, final Link... links) {
        final var ports = new LinkedHashMap<String, Map<String, Long>>();
        for (var link : links) {
            ports.computeIfAbsent(link.a(), ignored -> new LinkedHashMap<>()).put(link.b(), link.portOfA());
            ports.computeIfAbsent(link.b(), ignored -> new LinkedHashMap<>()).put(link.a(), link.portOfB());
        }
        return new Fabric(openPath, ports);
    }

    private static Routing routing(final String chain, final long sfcId, final Fabric fabric, final PathTags tags,
            final List<HopView> hops) {
        final var view = new ChainView(chain, sfcId, FlowSpec.ANY, null, INGRESS_PORT, null, null, List.of(),
            List.of(), List.of(), hops);
        final var rules = new ChainRulesBuilder(view, fabric);
        final var session = tags.begin(chain);
        return new Routing(new SegmentRouting(view, fabric, session, rules), rules, session, new ArrayList<>());
    }

    private static Routing routing(final Fabric fabric) {
        return routing("c", SFC, fabric, new PathTags(), List.of());
    }

    private static RuleAction pathTag(final long sfcId, final int tag) {
        return new RuleAction.Extension(new SetPathTag(sfcId, tag));
    }

    @Test
    void anUnprotectedSegmentRidesInTheDestinationsRouteAndItsFarEndPopsNamesAndStarts() throws Exception {
        // a - t - b: a's port 11 faces t; t's port 21 faces a, 22 faces b; b's port 31 faces t. t is plain OpenFlow.
        final var fabric = fabric(Set.of("a", "b"), new Link("a", 11, "t", 21), new Link("t", 22, "b", 31));
        final var routing = routing(fabric);
        final var nat = new Destination("nat", "b", null, false);

        final var actions = routing.reach("a", nat);
        final var rules = routing.built();
        assertEquals(1, rules.segments().size(), () -> rules.segments().toString());
        final var segment = rules.segments().getFirst();
        final int tag = segment.tag();
        final int route = segment.routeTag();
        assertNotEquals(0, route, "t sends b's route nowhere else: the segment rides on it");
        assertNotEquals(tag, route, "the route tag is a tag of its own");
        assertEquals(new Segment(tag, "a", "b", "nat", false, List.of("a", "t", "b"), route), segment);
        // a pushes the segment's tag, then b's route tag over it, and leaves towards t
        assertEquals(List.of(new RuleAction.PushVlan(), new RuleAction.SetVlan(tag), new RuleAction.PushVlan(),
            new RuleAction.SetVlan(route), new RuleAction.Output(11)), actions);
        // t, the last switch before b, pops b's route tag and outputs towards b
        assertEquals(List.of(new FlowRule("t", "route:" + route + ":b", SEGMENT_PRIORITY, RuleMatch.tag(route),
            List.of(new RuleAction.PopVlan(), new RuleAction.Output(22)))), rules.routes());
        // b pops the segment's tag, names the path by it and starts nat; the chain owns nothing on t
        assertEquals(List.of(new FlowRule("b", "c:tag-" + tag, SEGMENT_PRIORITY, RuleMatch.tag(tag),
            List.of(new RuleAction.PopVlan(), pathTag(SFC, tag), START_NF))), rules.flows());
        assertEquals(List.of(), rules.groups());
        assertEquals(List.of("b"), routing.started());

        // once per node and destination: the same actions, no rule and no start more
        assertEquals(actions, routing.reach("a", nat));
        assertEquals(rules, routing.built());
        assertEquals(List.of("b"), routing.started());
    }

    @Test
    void whereAnotherChainSendsTheDestinationsRouteAnotherWayTheTransitSwitchGetsTheSegmentsOwnTag()
            throws Exception {
        // a - t1 - b directly, and a - t1 - t2 - b
        final var fabric = fabric(Set.of("a", "b"), new Link("a", 11, "t1", 21), new Link("t1", 22, "t2", 31),
            new Link("t2", 32, "b", 41), new Link("t1", 23, "b", 42));
        final var tags = new PathTags();
        // d is placed through t2: its placed hop is followed, and b's route on t1 now leads to t2
        final var d = routing("d", SFC + 1, fabric, tags, List.of(new HopView("", "d-w1",
            List.of("a", "t1", "t2", "b"))));
        d.reach("a", new Destination("nat", "b", null, false));
        d.session().commit();
        final var dRules = d.built();
        final int route = dRules.segments().getFirst().routeTag();
        assertEquals(List.of("a", "t1", "t2", "b"), dRules.segments().getFirst().path());
        assertEquals(List.of(new FlowRule("t1", "route:" + route + ":b", SEGMENT_PRIORITY, RuleMatch.tag(route),
            List.of(new RuleAction.Output(22))), new FlowRule("t2", "route:" + route + ":b", SEGMENT_PRIORITY,
            RuleMatch.tag(route), List.of(new RuleAction.PopVlan(), new RuleAction.Output(32)))), dRules.routes());

        // c takes the fewest-links path a - t1 - b, which disagrees with b's route on t1
        final var c = routing("c", SFC, fabric, tags, List.of());
        final var actions = c.reach("a", new Destination("nat", "b", null, false));
        final var rules = c.built();
        final var segment = rules.segments().getFirst();
        final int tag = segment.tag();
        assertEquals(new Segment(tag, "a", "b", "nat", false, List.of("a", "t1", "b"), 0), segment);
        assertEquals(List.of(new RuleAction.PushVlan(), new RuleAction.SetVlan(tag), new RuleAction.Output(11)),
            actions, "no route tag");
        assertEquals(List.of(), rules.routes());
        assertEquals(Set.of(
            new FlowRule("t1", "c:tag-" + tag, SEGMENT_PRIORITY, RuleMatch.tag(tag),
                List.of(new RuleAction.Output(23))),
            new FlowRule("b", "c:tag-" + tag, SEGMENT_PRIORITY, RuleMatch.tag(tag),
                List.of(new RuleAction.PopVlan(), pathTag(SFC, tag), START_NF))), Set.copyOf(rules.flows()));
        assertEquals(2, rules.flows().size());
    }

    @Test
    void aProtectedSegmentGetsAFastFailoverGroupAtEachNodeWatchingTheWorkingLinkAndADetourToTheBackup()
            throws Exception {
        // working in - t1 - b, backup c behind t2: in - t2 - c; t1 - t2; b - out - c. b and c are OpenPATH nodes.
        final var fabric = fabric(Set.of("b", "c"), new Link("in", 1, "t1", 11), new Link("in", 2, "t2", 21),
            new Link("t1", 12, "t2", 22), new Link("t1", 13, "b", 31), new Link("t2", 23, "c", 41),
            new Link("b", 32, "out", 51), new Link("c", 42, "out", 52));
        final var routing = routing(fabric);

        final var actions = routing.reach("in", new Destination("fw", "b", "c", false));
        final var rules = routing.built();
        assertEquals(2, rules.segments().size(), () -> rules.segments().toString());
        final var working = rules.segments().stream().filter(segment -> !segment.backup()).findFirst().orElseThrow();
        final var detour = rules.segments().stream().filter(Segment::backup).findFirst().orElseThrow();
        final int route = detour.routeTag();
        assertEquals(new Segment(working.tag(), "in", "b", "fw", false, List.of("in", "t1", "b"), 0), working);
        // the shortest way to c that avoids the working node b
        assertEquals(new Segment(detour.tag(), "in", "c", "fw", true, List.of("in", "t2", "c"), route), detour);
        assertNotEquals(0, route, "the detour rides on c's shared route");
        assertNotEquals(working.tag(), detour.tag());

        // the first group on each node of the working path but its end: bucket 1 watches the working link, bucket 2
        // pushes c's route tag over the working tag and takes the node's shortest way to c avoiding b (by t2)
        final long groupId = SFC << 8 | 1;
        assertEquals(List.of(
            new GroupRule("in", groupId, List.of(new GroupRule.Bucket(1, List.of(new RuleAction.Output(1))),
                new GroupRule.Bucket(2, List.of(new RuleAction.PushVlan(), new RuleAction.SetVlan(route),
                    new RuleAction.Output(2))))),
            new GroupRule("t1", groupId, List.of(new GroupRule.Bucket(13, List.of(new RuleAction.Output(13))),
                new GroupRule.Bucket(12, List.of(new RuleAction.PushVlan(), new RuleAction.SetVlan(route),
                    new RuleAction.Output(12)))))), rules.groups());
        assertEquals(List.of(new RuleAction.PushVlan(), new RuleAction.SetVlan(working.tag()),
            new RuleAction.Group(groupId)), actions, "the packet leaves in through its group");
        // t2, the last switch before c on every way onto the detour, pops c's route tag
        assertEquals(List.of(new FlowRule("t2", "route:" + route + ":c", SEGMENT_PRIORITY, RuleMatch.tag(route),
            List.of(new RuleAction.PopVlan(), new RuleAction.Output(23)))), rules.routes());
        assertEquals(Set.of(
            // t1 carries the working tag through its group
            new FlowRule("t1", "c:tag-" + working.tag(), SEGMENT_PRIORITY, RuleMatch.tag(working.tag()),
                List.of(new RuleAction.Group(groupId))),
            new FlowRule("b", "c:tag-" + working.tag(), SEGMENT_PRIORITY, RuleMatch.tag(working.tag()),
                List.of(new RuleAction.PopVlan(), pathTag(SFC, working.tag()), START_NF)),
            // c sees the working tag under the popped route tag, and names the path by the detour's tag
            new FlowRule("c", "c:tag-" + working.tag(), SEGMENT_PRIORITY, RuleMatch.tag(working.tag()),
                List.of(new RuleAction.PopVlan(), pathTag(SFC, detour.tag()), START_NF))),
            Set.copyOf(rules.flows()));
        assertEquals(3, rules.flows().size());
        assertEquals(Set.of("b", "c"), Set.copyOf(routing.started()), "the backup is started in advance");

        // reached again (e.g. by a second send-to): no second set of groups
        assertEquals(actions, routing.reach("in", new Destination("fw", "b", "c", false)));
        assertEquals(2, routing.built().groups().size());
    }

    @Test
    void nodesWithNoLinkBetweenThemAreRefusedNamingThem() {
        // a - t and b - x: nothing joins a to b
        final var fabric = fabric(Set.of("a", "b"), new Link("a", 11, "t", 21), new Link("b", 31, "x", 41));
        final var tags = new PathTags();
        final var routing = routing("c", SFC, fabric, tags, List.of());

        final var refused = assertThrows(NotRenderableException.class,
            () -> routing.reach("a", new Destination("nat", "b", null, false)));
        assertTrue(refused.getMessage().startsWith("chain 'c': no path with known ports from a to b"),
            refused::getMessage);
        final var rules = routing.built();
        assertEquals(List.of(), rules.segments());
        assertEquals(List.of(), rules.flows());
        assertEquals(List.of(), routing.started());
        assertEquals(0, tags.inUse(), "no tag taken for a segment that does not exist");

        final var nowhere = assertThrows(NotRenderableException.class,
            () -> routing.reach("a", new Destination("scrubber", null, null, false)));
        assertEquals("chain 'c': scrubber is on no node", nowhere.getMessage());
    }

    @Test
    void theEgressOnAPlainSwitchIsReachedWithoutAPathTagAndLeavesBackThroughInPort() throws Exception {
        // n - out: n's port 11 faces out, out's port 21 faces n; the chain leaves out by port 21 too
        final var fabric = fabric(Set.of("n"), new Link("n", 11, "out", 21));
        final var view = new ChainView("c", SFC, FlowSpec.ANY, null, INGRESS_PORT, "out", 21L, List.of(), List.of(),
            List.of(), List.of());
        final var rules = new ChainRulesBuilder(view, fabric);
        final var routing = new SegmentRouting(view, fabric, new PathTags().begin("c"), rules);

        final var actions = routing.reach("n", new Destination("egress", "out", null, true),
            at -> List.of(new RuleAction.Output(21)));
        final var built = rules.build();
        final var segment = built.segments().getFirst();
        assertEquals(new Segment(segment.tag(), "n", "out", "egress", false, List.of("n", "out")), segment);
        assertEquals(List.of(new RuleAction.PushVlan(), new RuleAction.SetVlan(segment.tag()),
            new RuleAction.Output(11)), actions, "next to out: no route tag");
        assertEquals(List.of(new FlowRule("out", "c:tag-" + segment.tag(), SEGMENT_PRIORITY,
            RuleMatch.tag(segment.tag()), List.of(new RuleAction.PopVlan(), new RuleAction.Output(OFPP_IN_PORT)))),
            built.flows(), "no SET_PATH_TAG where the chain ends; port 21 is where the packet came in");
        assertEquals(List.of(), built.routes());
    }

    @Test
    void hairpinRewritesOnlyAnOutputOnTheIngressPortOfAPlainSwitch() {
        final var fabric = fabric(Set.of("n"), new Link("in", 5, "n", 6), new Link("in", 7, "x", 8));
        final var routing = routing(fabric);
        final List<RuleAction> actions = List.of(new RuleAction.PushVlan(), new RuleAction.SetVlan(3),
            new RuleAction.Output(5));

        assertEquals(List.of(new RuleAction.PushVlan(), new RuleAction.SetVlan(3),
            new RuleAction.Output(OFPP_IN_PORT)), routing.routing().hairpin("in", 5L, actions));
        assertEquals(actions, routing.routing().hairpin("in", 7L, actions), "another port stays");
        assertEquals(actions, routing.routing().hairpin("in", null, actions), "no ingress port known");
        assertEquals(List.of(new RuleAction.Output(6)), routing.routing().hairpin("n", 6L,
            List.of(new RuleAction.Output(6))), "an OpenPATH switch is left as it is");
    }
}
