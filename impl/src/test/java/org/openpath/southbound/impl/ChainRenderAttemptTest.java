/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.types.rev131026.instruction.instruction.ApplyActionsCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.OpenpathActionGrouping;
import org.openpath.openflow.ControllerMessage;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.InvokeNf;
import org.openpath.openflow.NfBind;
import org.openpath.openflow.OpenPathAction;
import org.openpath.openflow.SetPathTag;
import org.openpath.southbound.render.ChainRenderer;
import org.openpath.southbound.render.ChainRules;
import org.openpath.southbound.render.ChainView;
import org.openpath.southbound.render.Fabric;
import org.openpath.southbound.render.FlowRule;
import org.openpath.southbound.render.GroupRule;
import org.openpath.southbound.render.PathTags;
import org.openpath.southbound.render.RenderOutcome;
import org.openpath.southbound.render.RuleAction;
import org.openpath.southbound.render.RuleMatch;

/**
 * Every way {@link ChainRenderAttempt} ends, without a datastore: rules ready with their bindings and cookie
 * version, not renderable, and failed because the renderer threw or because a flow, a group, a shared route flow or
 * an NF message does not fit its model (nothing of the chain is left, its path tags are released).
 */
class ChainRenderAttemptTest {
    private static final long SFC = 7;
    // 0x4f50 (OpenPATH chain) · SFC-ID 7 · version
    private static final long COOKIE_V1 = 0x4F50_0000_0007_0001L;
    private static final long COOKIE_V2 = 0x4F50_0000_0007_0002L;
    private static final long OUT_PORT = 1002;
    // a - t - b; a and b are OpenPATH switches, t a plain OpenFlow switch
    private static final Fabric FABRIC = new Fabric(Set.of("a", "b"), Map.of("a", Map.of("t", 1L),
        "t", Map.of("a", 1L, "b", 2L), "b", Map.of("t", 1L)));

    private static final ChainRenderAttempt REAL = new ChainRenderAttempt(ChainRenderer::render);

    // fw on a, nat on b; the traffic enters at a (fw's node) and leaves at b
    private static ChainView chain(final String egressNode, final Long egressPort) {
        return new ChainView("c", SFC, FlowSpec.ANY, "a", 1001L, egressNode, egressPort,
            List.of(stage(0, "fw"), stage(1, "nat")),
            List.of(new ChainView.VertexView("fw", 1, "firewall", true, List.of("nat"), List.of()),
                new ChainView.VertexView("nat", 2, "nat", true, List.of("egress"), List.of())),
            List.of(new ChainView.SubSfcView("c-w1", false, "", "a", true, List.of("fw")),
                new ChainView.SubSfcView("c-w2", false, "", "b", true, List.of("nat"))),
            List.of());
    }

    private static ChainView.StageView stage(final int index, final String nf) {
        return new ChainView.StageView(index, List.of(new ChainView.BranchView(nf, null)), List.of(), true);
    }

    @Test
    void ingressOnTheFirstNfsNodeIsReadyWithEveryRuleConverted() {
        final var tags = new PathTags();
        final var ready = assertInstanceOf(ChainRenderAttempt.Ready.class,
            REAL.attempt(chain("b", OUT_PORT), FABRIC, tags, Set.of(), null, 0));
        assertEquals(COOKIE_V1, ready.cookie(), "a new chain's rules are version 1");
        assertEquals(ready.rules().flows().size(), ready.flows().size());
        for (int i = 0; i < ready.flows().size(); i++) {
            final var rule = ready.rules().flows().get(i);
            final var flow = ready.flows().get(i);
            assertEquals(rule.id(), flow.getId().getValue());
            assertEquals(COOKIE_V1, flow.getCookie().getValue().longValue());
        }
        // the classifier on a starts fw itself: SET_PATH_TAG(7, 1) (spec section 1: PATH-ID 1 = working path)
        final var classifier = ready.flows().get(ready.rules().flows().indexOf(ready.rules().flowsOf("a").stream()
            .filter(rule -> rule.id().equals("c:classifier")).findFirst().orElseThrow()));
        assertEquals(List.of(new SetPathTag(SFC, 1), new InvokeNf(1, 0)), openPathActions(classifier));
        assertEquals(2, tags.inUse(), "the a-b segment's tag and b's route tag are kept");
    }

    @Test
    void versionStaysForTheSameRulesAndMovesOnForOthersWrappingAfterTheLast() {
        final var tags = new PathTags();
        final var first = (ChainRenderAttempt.Ready) REAL.attempt(chain("b", OUT_PORT), FABRIC, tags, Set.of(),
            null, 0);
        final var same = assertInstanceOf(ChainRenderAttempt.Ready.class,
            REAL.attempt(chain("b", OUT_PORT), FABRIC, tags, Set.of(), first.rules(), 1));
        assertEquals(COOKIE_V1, same.cookie());
        final var other = assertInstanceOf(ChainRenderAttempt.Ready.class,
            REAL.attempt(chain("b", OUT_PORT + 1), FABRIC, tags, Set.of(), first.rules(), 1));
        assertEquals(COOKIE_V2, other.cookie());
        assertEquals(2, other.version());
        final var wrapped = assertInstanceOf(ChainRenderAttempt.Ready.class,
            REAL.attempt(chain("b", OUT_PORT), FABRIC, tags, Set.of(), other.rules(), 0xFFFC));
        assertEquals(COOKIE_V1, wrapped.cookie(), "after version 0xfffc comes 1 (0 is never a version, and the three "
            + "slots keep their cycle)");
    }

    @Test
    void aChainWithoutRulesGoesOnFromTheLastVersionOfItsSfcId() {
        // a chain that took a freed SFC-ID: the earlier chain's version 1 flows may still be on a switch
        final var after1 = assertInstanceOf(ChainRenderAttempt.Ready.class,
            REAL.attempt(chain("b", OUT_PORT), FABRIC, new PathTags(), Set.of(), null, 1));
        assertEquals(COOKIE_V2, after1.cookie());
        assertEquals(2, after1.version());
        final var afterLast = assertInstanceOf(ChainRenderAttempt.Ready.class,
            REAL.attempt(chain("b", OUT_PORT), FABRIC, new PathTags(), Set.of(), null, 0xFFFC));
        assertEquals(COOKIE_V1, afterLast.cookie(), "after version 0xfffc comes 1 again");
    }

    @Test
    void aChangedRenderingTakesOtherFlowIdsThanItsPredecessorAndTheSameRenderingKeepsThem() {
        final var tags = new PathTags();
        final var first = (ChainRenderAttempt.Ready) REAL.attempt(chain("b", OUT_PORT), FABRIC, tags, Set.of(),
            null, 0);
        final var other = (ChainRenderAttempt.Ready) REAL.attempt(chain("b", OUT_PORT + 1), FABRIC, tags, Set.of(),
            first.rules(), 1);
        final var firstIds = first.rules().flows().stream().map(FlowRule::key).collect(Collectors.toSet());
        final var otherIds = other.rules().flows().stream().map(FlowRule::key).collect(Collectors.toSet());
        assertTrue(firstIds.contains("a c:classifier"), () -> "version 1 has the renderer's ids: " + firstIds);
        assertTrue(otherIds.contains("a c:classifier~2"), () -> "version 2 has its own: " + otherIds);
        assertEquals(Set.of(), firstIds.stream().filter(otherIds::contains).collect(Collectors.toSet()),
            "no id of version 1 is written again by version 2, with its new cookie");
        assertEquals(first.flows().size(), other.flows().size());
        for (int i = 0; i < other.flows().size(); i++) {
            assertEquals(other.rules().flows().get(i).id(), other.flows().get(i).getId().getValue(),
                "the inventory flow has its rule's id");
        }
        // the same rendering again: same version, same ids, nothing to write
        final var same = (ChainRenderAttempt.Ready) REAL.attempt(chain("b", OUT_PORT + 1), FABRIC, tags, Set.of(),
            other.rules(), 2);
        assertEquals(other.cookie(), same.cookie());
        assertEquals(other.rules(), same.rules());
        // a third, while version 1's flows still wait to be retired (version 2 not confirmed yet): version 3 under
        // the third slot's ids, none of version 1's or 2's
        final var third = (ChainRenderAttempt.Ready) REAL.attempt(chain("b", OUT_PORT), FABRIC, tags, Set.of(),
            other.rules(), 2, false, Set.of(0));
        assertEquals(3, third.version());
        final var thirdIds = third.rules().flows().stream().map(FlowRule::key).collect(Collectors.toSet());
        assertTrue(thirdIds.contains("a c:classifier~3"), () -> "version 3 has its own: " + thirdIds);
        assertEquals(Set.of(), thirdIds.stream().filter(id -> firstIds.contains(id) || otherIds.contains(id))
            .collect(Collectors.toSet()));
        // with version 3's flows waiting to be retired too (version 4 never confirmed), version 4's slot (the
        // renderer's ids) is free again only once version 1's are gone: version 5, the second slot, is not free
        // either (version 2's wait too), so the next version takes the renderer's ids
        final var fourth = (ChainRenderAttempt.Ready) REAL.attempt(chain("b", OUT_PORT + 1), FABRIC, tags,
            Set.of(), third.rules(), 3, false, Set.of(1));
        assertEquals(4, fourth.version());
        assertEquals(firstIds, fourth.rules().flows().stream().map(FlowRule::key).collect(Collectors.toSet()));
        final var skipping = (ChainRenderAttempt.Ready) REAL.attempt(chain("b", OUT_PORT + 1), FABRIC, tags,
            Set.of(), third.rules(), 3, false, Set.of(0));
        assertEquals(5, skipping.version(), "version 4's slot is held: version 5, in the second slot");
        // the same rules written afresh: the next free version all the same
        final var afresh = (ChainRenderAttempt.Ready) REAL.attempt(chain("b", OUT_PORT + 1), FABRIC, tags,
            Set.of(), other.rules(), 2, true, Set.of(0));
        assertEquals(3, afresh.version());
        assertEquals(other.cookie() & ~0xFFFFL | 3, afresh.cookie());
    }

    @Test
    void notRenderableCarriesTheRenderersReasonAndKeepsTheChainsTags() {
        final var tags = new PathTags();
        REAL.attempt(chain("b", OUT_PORT), FABRIC, tags, Set.of(), null, 0);
        final var result = REAL.attempt(chain("b", null), FABRIC, tags, Set.of(), null, 0);
        final var why = assertInstanceOf(ChainRenderAttempt.NotRenderable.class, result).reason();
        assertTrue(why.contains("no egress port"), why);
        assertEquals(2, tags.inUse(), "the caller decides what becomes of the rules it has");
    }

    @Test
    void rendererThatThrowsFailsTheChainAndReleasesItsTags() {
        final var tags = new PathTags();
        REAL.attempt(chain("b", OUT_PORT), FABRIC, tags, Set.of(), null, 0);
        final var defect = new IllegalArgumentException("Path tag 0 is not a VLAN id");
        final var throwing = new ChainRenderAttempt((view, fabric, pathTags, redirects) -> {
            throw defect;
        });

        final var failed = assertInstanceOf(ChainRenderAttempt.Failed.class,
            throwing.attempt(chain("b", OUT_PORT), FABRIC, tags, Set.of(), null, 0));
        assertEquals("the renderer failed on chain 'c'", failed.what());
        assertSame(defect, failed.cause());
        assertEquals(1, tags.inUse(), "only b's route tag, held for good, is left");
        assertEquals(0, tags.sharedRoutes());
        assertEquals("the renderer failed on chain 'c' (IllegalArgumentException: Path tag 0 is not a VLAN id); "
            + "the chain's previous rules were removed from the switches — it is rendered again when the chain, its "
            + "placement, the topology or its redirects change; if it keeps failing, report this text (a renderer "
            + "defect)", failed.reason(true));
        assertTrue(failed.reason(false).contains("); nothing of the chain was written to the switches — "),
            failed.reason(false));
        final var npe = new ChainRenderAttempt.Failed("x", new NullPointerException());
        assertTrue(npe.reason(false).startsWith("x (NullPointerException); "), npe.reason(false));
    }

    @Test
    void flowThatDoesNotFitTheInventoryModelFailsTheChainAndReleasesItsTags() {
        // the classifier of the bug this attempt guards against: PATH-ID 0 is outside wire-id (1..max)
        final var classifier = new FlowRule("a", "c:classifier", 200, RuleMatch.tag(5),
            List.of(ext(new SetPathTag(SFC, 0)), ext(new InvokeNf(1, 0)), new RuleAction.Output(OUT_PORT)));
        final var tags = tagsHeldByC();
        final var failed = failure(rules(List.of(classifier), List.of(), List.of(), Map.of()), tags);
        assertEquals("flow c:classifier for a of chain 'c' does not fit the config inventory model", failed.what());
        assertInstanceOf(IllegalArgumentException.class, failed.cause());
        assertTrue(failed.cause().getMessage().contains("0"), failed.cause().getMessage());
        assertEquals(1, tags.inUse(), "c's segment tag is released, b's route tag stays");
    }

    @Test
    void groupThatDoesNotFitTheInventoryModelFailsTheChain() {
        final var group = new GroupRule("t", 0x701, List.of(new GroupRule.Bucket(2, List.of(new RuleAction.Output(2))),
            new GroupRule.Bucket(3, List.of(ext(new SetPathTag(SFC, 0)), new RuleAction.Output(3)))));
        final var tags = tagsHeldByC();
        final var failed = failure(rules(List.of(), List.of(group), List.of(), Map.of()), tags);
        assertEquals("group 1793 for t of chain 'c' does not fit the config inventory model", failed.what());
        assertEquals(1, tags.inUse());
    }

    @Test
    void sharedRouteFlowThatDoesNotFitTheInventoryModelFailsTheChain() {
        // VLAN ids are 12 bits: 4096 is none
        final var route = new FlowRule("t", "route:4096:b", 300, RuleMatch.tag(4096),
            List.of(new RuleAction.PopVlan(), new RuleAction.Output(2)));
        final var failed = failure(rules(List.of(), List.of(), List.of(route), Map.of()), tagsHeldByC());
        assertEquals("shared route flow route:4096:b for t of chain 'c' does not fit the config inventory model",
            failed.what());
    }

    @Test
    void nfMessageThatDoesNotFitTheSendExperimenterModelFailsTheChain() {
        // SERVICE-ID 0 means none: the record takes it (a 32-bit value), the wire-id binding does not
        final var failed = failure(rules(List.of(), List.of(), List.of(),
            Map.of("a", List.of(new NfBind(0, SFC, "firewall", "fw")))), tagsHeldByC());
        assertEquals("NF_BIND for a of chain 'c' does not fit the send-experimenter model", failed.what());
        assertInstanceOf(IllegalArgumentException.class, failed.cause());
    }

    // --- helpers ---------------------------------------------------------------------------------------------

    private static PathTags tagsHeldByC() {
        final var tags = new PathTags();
        REAL.attempt(chain("b", OUT_PORT), FABRIC, tags, Set.of(), null, 0);
        assertEquals(2, tags.inUse());
        return tags;
    }

    private static ChainRules rules(final List<FlowRule> flows, final List<GroupRule> groups,
            final List<FlowRule> routes, final Map<String, List<ControllerMessage>> messages) {
        return new ChainRules("c", SFC, 0x4F50_0000_0007_0000L, flows, groups, messages, List.of(), routes);
    }

    private static ChainRenderAttempt.Failed failure(final ChainRules rules, final PathTags tags) {
        final var attempt = new ChainRenderAttempt((view, fabric, pathTags, redirects) ->
            new RenderOutcome.Rendered(rules));
        return assertInstanceOf(ChainRenderAttempt.Failed.class,
            attempt.attempt(chain("b", OUT_PORT), FABRIC, tags, Set.of(), null, 0));
    }

    private static RuleAction ext(final OpenPathAction action) {
        return new RuleAction.Extension(action);
    }

    private static List<OpenPathAction> openPathActions(
            final org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.Flow flow) {
        final var apply = (ApplyActionsCase) flow.getInstructions().nonnullInstruction().values().iterator().next()
            .getInstruction();
        return apply.getApplyActions().nonnullAction().values().stream()
            .sorted(java.util.Comparator.comparing(action -> action.getOrder()))
            .map(action -> action.getAction())
            .filter(OpenpathActionGrouping.class::isInstance)
            .map(action -> ActionBindings.action((OpenpathActionGrouping) action))
            .toList();
    }
}
