/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Template validation and the sequential reference order (OpenPATH paper section 5.1): contradictions are errors
 * that name their culprits.
 */
class TemplateValidationTest {
    private static final DependencyAnalyzer ANALYZER = DependencyAnalyzer.builtIn();

    private static ChainRequest.Builder monitors(final String... names) {
        final var builder = ChainRequest.builder();
        for (var name : names) {
            builder.nf(name, "traffic-monitor");
        }
        return builder;
    }

    @Test
    void withoutTemplatesTheOperatorsOrderStands() throws ChainValidationException {
        final var result = ANALYZER.analyze(monitors("d", "b", "a", "c").build());
        assertEquals(List.of("d", "b", "a", "c"), result.sequentialOrder());
    }

    @Test
    void templatesMoveNfsOnlyAsFarAsTheyMust() throws ChainValidationException {
        assertEquals(List.of("a", "c", "d", "b"),
            ANALYZER.analyze(monitors("a", "b", "c", "d").template(Order.before("d", "b")).build()).sequentialOrder());
        assertEquals(List.of("a", "c", "d", "b"),
            ANALYZER.analyze(monitors("a", "b", "c", "d").template(Order.after("b", "d")).build()).sequentialOrder());
        assertEquals(List.of("c", "a", "b", "d"),
            ANALYZER.analyze(monitors("a", "b", "c", "d").template(Position.first("c")).build()).sequentialOrder());
        assertEquals(List.of("a", "c", "d", "b"),
            ANALYZER.analyze(monitors("a", "b", "c", "d").template(Position.last("b")).build()).sequentialOrder());
        // Priority(a > b): the higher NF has the final word, so it comes after the lower one
        assertEquals(List.of("b", "a", "c", "d"),
            ANALYZER.analyze(monitors("a", "b", "c", "d").template(new Priority("a", "b")).build())
                .sequentialOrder());
    }

    @Test
    void cyclesAreReportedWithTheirPathAndTemplates() {
        final var ab = Order.before("a", "b");
        final var bc = Order.before("b", "c");
        final var ca = new Priority("a", "c");
        final var e = assertThrows(CyclicPolicyException.class,
            () -> ANALYZER.analyze(monitors("a", "b", "c", "d").template(ab, bc, ca).build()));
        assertEquals(4, e.cycle().size());
        assertEquals(e.cycle().get(0), e.cycle().get(3));
        assertEquals(Set.of("a", "b", "c"), Set.copyOf(e.cycle()));
        assertEquals(Set.of(ab, bc, ca), Set.copyOf(e.templates()));
        // Each template orders its step of the path
        final int start = List.of("a", "b", "c").indexOf(e.cycle().get(0));
        assertEquals(List.of(ab, bc, ca, ab, bc).subList(start, start + 3), e.templates());
        assertTrue(e.getMessage().contains(" -> "), e::getMessage);

        final var twoWay = assertThrows(CyclicPolicyException.class, () -> ANALYZER.analyze(monitors("a", "b")
            .template(Order.before("a", "b"), Order.after("a", "b")).build()));
        assertEquals(List.of(Order.before("a", "b"), Order.after("a", "b")).size(), twoWay.templates().size());
    }

    @Test
    void twoFirstsOrTwoLastsConflict() {
        final var e = assertThrows(ConflictingTemplatesException.class, () -> ANALYZER.analyze(monitors("a", "b", "c")
            .template(Position.first("a"), Position.first("c")).build()));
        assertEquals(Position.first("a"), e.first());
        assertEquals(Position.first("c"), e.second());
        assertEquals("Position(a, first) conflicts with Position(c, first): two NFs cannot both be first",
            e.getMessage());
        final var lasts = assertThrows(ConflictingTemplatesException.class, () -> ANALYZER.analyze(
            monitors("a", "b", "c").template(Position.last("b"), Position.last("a")).build()));
        assertEquals(Set.of(Position.last("b"), Position.last("a")), Set.of(lasts.first(), lasts.second()));
        final var both = assertThrows(ConflictingTemplatesException.class, () -> ANALYZER.analyze(
            monitors("a", "b").template(Position.first("a"), Position.last("a")).build()));
        assertEquals(Set.of(Position.first("a"), Position.last("a")), Set.of(both.first(), both.second()));
    }

    @Test
    void positionContradictedByOrderOrPriority() {
        final var order = Order.before("b", "a");
        final var e = assertThrows(ConflictingTemplatesException.class, () -> ANALYZER.analyze(monitors("a", "b", "c")
            .template(Position.first("a"), order).build()));
        assertEquals(Position.first("a"), e.first());
        assertEquals(order, e.second());
        assertEquals("Position(a, first) conflicts with Order(b, before, a): b would come before a, which is pinned "
            + "first", e.getMessage());
        final var last = assertThrows(ConflictingTemplatesException.class, () -> ANALYZER.analyze(
            monitors("a", "b", "c").template(Order.after("c", "a"), Position.last("a")).build()));
        assertEquals(Set.of(Position.last("a"), Order.after("c", "a")), Set.of(last.first(), last.second()));
        final var priority = assertThrows(ConflictingTemplatesException.class, () -> ANALYZER.analyze(
            monitors("a", "b").template(Position.first("a"), new Priority("a", "b")).build()));
        assertEquals(new Priority("a", "b"), priority.second());
    }

    @Test
    void unknownAndDuplicateNfsAreNamed() {
        final var unknown = assertThrows(UnknownNfException.class, () -> ANALYZER.analyze(monitors("a", "b")
            .template(Order.before("a", "x"), new Priority("y", "b"), Position.first("x")).build()));
        assertEquals(List.of("x", "y"), unknown.unknownNfs());
        assertEquals(List.of("Order(a, before, x)", "Priority(y > b)", "Position(x, first)"), unknown.referencedBy());
        final var rule = assertThrows(UnknownNfException.class, () -> ANALYZER.analyze(ChainRequest.builder()
            .nf("ids").rule(DynamicRule.sendTo("ids", "suspicious", "sandbox")).build()));
        assertEquals(List.of("sandbox"), rule.unknownNfs());

        final var duplicate = assertThrows(DuplicateNfException.class,
            () -> ANALYZER.analyze(monitors("a", "b", "a", "c", "b").build()));
        assertEquals(List.of("a", "b"), duplicate.duplicates());

        final var type = assertThrows(UnknownNfTypeException.class,
            () -> ANALYZER.analyze(ChainRequest.builder().nf("fw", "firewal").nf("ids").build()));
        assertEquals(List.of(new NfInstance("fw", "firewal")), type.nfs());
        assertEquals("Unknown NF type(s): fw has type 'firewal'", type.getMessage());
    }

    @Test
    void selfReferencesAreInvalid() {
        final var e = assertThrows(InvalidTemplateException.class,
            () -> ANALYZER.analyze(monitors("a", "b").template(Order.before("a", "a")).build()));
        assertEquals(Order.before("a", "a"), e.template());
        assertThrows(InvalidTemplateException.class,
            () -> ANALYZER.analyze(monitors("a", "b").template(new Priority("b", "b")).build()));
    }

    @Test
    void priorityBetweenNfsThatNeverShareAStageIsRejectedWithTheReason() throws ChainValidationException {
        // Priority(mon > fw) puts fw before mon, and nothing runs beside a firewall after it
        final var priority = new Priority("mon", "fw");
        final var e = assertThrows(PriorityConflictException.class, () -> ANALYZER.analyze(ChainRequest.builder()
            .nf("fw", "firewall").nf("mon", "traffic-monitor").template(priority).build()));
        assertEquals(priority, e.priority());
        assertEquals(Verdict.SEQUENTIAL, e.verdict().verdict());
        assertEquals("Priority(mon > fw) cannot apply: fw and mon never run in parallel because fw may drop packets, "
            + "and mon must not see a packet fw would have dropped", e.getMessage());

        // Priority(fw > mon): the monitor comes first, both share a stage, the firewall's drop wins
        final var result = ANALYZER.analyze(ChainRequest.builder().nf("fw", "firewall").nf("mon", "traffic-monitor")
            .template(new Priority("fw", "mon")).build());
        assertEquals(List.of("mon", "fw"), result.sequentialOrder());
        assertEquals(1, result.graph().metrics().stageCount());
        assertEquals(List.of("fw", "mon"), result.graph().stages().get(0).merge().priorityOrder());
        assertEquals(DropRule.DROP_IF_ANY_DROPS, result.graph().stages().get(0).merge().dropRule());
    }

    @Test
    void invalidDynamicRulesAreNamed() {
        final var undeclared = DynamicRule.discard("ids", "attack");
        final var e = assertThrows(InvalidDynamicRuleException.class,
            () -> ANALYZER.analyze(ChainRequest.builder().nf("ids").rule(undeclared).build()));
        assertEquals(undeclared, e.rule());
        assertEquals("DynamicRule(ids, attack -> discard): NF type ids of ids reports no result 'attack' (it reports "
            + "[suspicious, malicious])", e.getMessage());
        assertThrows(InvalidDynamicRuleException.class, () -> ANALYZER.analyze(ChainRequest.builder().nf("firewall")
            .nf("ids").rule(DynamicRule.sendTo("ids", "suspicious", "firewall")).build()));
        assertThrows(InvalidDynamicRuleException.class, () -> ANALYZER.analyze(ChainRequest.builder().nf("ids")
            .rule(DynamicRule.insert("ids", "suspicious", "no-such-type")).build()));
        assertThrows(InvalidDynamicRuleException.class, () -> ANALYZER.analyze(ChainRequest.builder().nf("ids")
            .rule(DynamicRule.discard("ids", "suspicious"), DynamicRule.useDefault("ids", "suspicious")).build()));
        assertThrows(InvalidDynamicRuleException.class, () -> ANALYZER.analyze(ChainRequest.builder().nf("ids")
            .nf("ids.suspicious", "traffic-monitor").rule(DynamicRule.insert("ids", "suspicious", "sandbox")).build()));
    }
}
