/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

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

    /**
     * Asserts that the analysis is refused for the given reason, and that the exception's message is the refusal's.
     */
    private static <T extends Refusal> T refused(final Class<T> kind, final Executable analysis) {
        final var e = assertThrows(ChainValidationException.class, analysis);
        assertEquals(e.refusal().message(), e.getMessage());
        return assertInstanceOf(kind, e.refusal());
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
        final var e = refused(Refusal.CyclicPolicy.class,
            () -> ANALYZER.analyze(monitors("a", "b", "c", "d").template(ab, bc, ca).build()));
        assertEquals(4, e.cycle().size());
        assertEquals(e.cycle().get(0), e.cycle().get(3));
        assertEquals(Set.of("a", "b", "c"), Set.copyOf(e.cycle()));
        assertEquals(Set.of(ab, bc, ca), Set.copyOf(e.templates()));
        // Each template orders its step of the path
        final int start = List.of("a", "b", "c").indexOf(e.cycle().get(0));
        assertEquals(List.of(ab, bc, ca, ab, bc).subList(start, start + 3), e.templates());
        assertTrue(e.message().contains(" -> "), e::message);

        final var twoWay = refused(Refusal.CyclicPolicy.class, () -> ANALYZER.analyze(monitors("a", "b")
            .template(Order.before("a", "b"), Order.after("a", "b")).build()));
        assertEquals(List.of(Order.before("a", "b"), Order.after("a", "b")).size(), twoWay.templates().size());
    }

    @Test
    void twoFirstsOrTwoLastsConflict() {
        final var e = refused(Refusal.ConflictingTemplates.class, () -> ANALYZER.analyze(monitors("a", "b", "c")
            .template(Position.first("a"), Position.first("c")).build()));
        assertEquals(Position.first("a"), e.position());
        assertEquals(Position.first("c"), e.other());
        assertEquals("Position(a, first) conflicts with Position(c, first): two NFs cannot both be first",
            e.message());
        final var lasts = refused(Refusal.ConflictingTemplates.class, () -> ANALYZER.analyze(
            monitors("a", "b", "c").template(Position.last("b"), Position.last("a")).build()));
        assertEquals(Set.of(Position.last("b"), Position.last("a")), Set.of(lasts.position(), lasts.other()));
        final var both = refused(Refusal.ConflictingTemplates.class, () -> ANALYZER.analyze(
            monitors("a", "b").template(Position.first("a"), Position.last("a")).build()));
        assertEquals(Set.of(Position.first("a"), Position.last("a")), Set.of(both.position(), both.other()));
    }

    @Test
    void positionContradictedByOrderOrPriority() {
        final var order = Order.before("b", "a");
        final var e = refused(Refusal.ConflictingTemplates.class, () -> ANALYZER.analyze(monitors("a", "b", "c")
            .template(Position.first("a"), order).build()));
        assertEquals(Position.first("a"), e.position());
        assertEquals(order, e.other());
        assertEquals("Position(a, first) conflicts with Order(b, before, a): b would come before a, which is pinned "
            + "first", e.message());
        final var last = refused(Refusal.ConflictingTemplates.class, () -> ANALYZER.analyze(
            monitors("a", "b", "c").template(Order.after("c", "a"), Position.last("a")).build()));
        assertEquals(Set.of(Position.last("a"), Order.after("c", "a")), Set.of(last.position(), last.other()));
        final var priority = refused(Refusal.ConflictingTemplates.class, () -> ANALYZER.analyze(
            monitors("a", "b").template(Position.first("a"), new Priority("a", "b")).build()));
        assertEquals(new Priority("a", "b"), priority.other());
    }

    @Test
    void everyKindOfConflictIsWorded() {
        assertEquals("Position(a, first) conflicts with Position(a, last): a cannot be both first and last",
            refused(Refusal.ConflictingTemplates.class, () -> ANALYZER.analyze(monitors("a", "b")
                .template(Position.first("a"), Position.last("a")).build())).message());
        assertEquals("Position(b, last) conflicts with Position(a, last): two NFs cannot both be last",
            refused(Refusal.ConflictingTemplates.class, () -> ANALYZER.analyze(monitors("a", "b")
                .template(Position.last("b"), Position.last("a")).build())).message());
        assertEquals("Position(a, last) conflicts with Order(c, after, a): c would come after a, which is pinned last",
            refused(Refusal.ConflictingTemplates.class, () -> ANALYZER.analyze(monitors("a", "b", "c")
                .template(Order.after("c", "a"), Position.last("a")).build())).message());
        assertEquals("Position(a, first) conflicts with Priority(a > b): the Priority puts b before a (the higher NF "
            + "has the final word), but a is pinned first", refused(Refusal.ConflictingTemplates.class,
                () -> ANALYZER.analyze(monitors("a", "b").template(Position.first("a"), new Priority("a", "b"))
                    .build())).message());
        assertEquals("Position(b, last) conflicts with Priority(a > b): the Priority puts a after b (the higher NF "
            + "has the final word), but b is pinned last", refused(Refusal.ConflictingTemplates.class,
                () -> ANALYZER.analyze(monitors("a", "b").template(Position.last("b"), new Priority("a", "b"))
                    .build())).message());
        // A one-NF chain may pin its NF both first and last
        assertEquals(List.of("a"), assertDoesNotThrow(() -> ANALYZER.analyze(monitors("a")
            .template(Position.first("a"), Position.last("a")).build())).sequentialOrder());
    }

    @Test
    void refusalsOnlyHoldEvidenceThatRefuses() {
        assertThrows(IllegalArgumentException.class, () -> new Refusal.DuplicateNf(List.of()));
        assertThrows(IllegalArgumentException.class, () -> new Refusal.UnknownNf(List.of("x"), List.of()));
        assertThrows(IllegalArgumentException.class, () -> new Refusal.InvalidTemplate(Order.before("a", "b")));
        assertThrows(IllegalArgumentException.class, () -> new Refusal.InvalidTemplate(Position.first("a")));
        // Order(a, before, b) agrees with Position(a, first); two Positions of one NF and place are one pin
        assertThrows(IllegalArgumentException.class,
            () -> new Refusal.ConflictingTemplates(Position.first("a"), Order.before("a", "b")));
        assertThrows(IllegalArgumentException.class,
            () -> new Refusal.ConflictingTemplates(Position.first("a"), Position.first("a")));
        assertThrows(IllegalArgumentException.class, () -> new Refusal.CyclicPolicy(List.of("a", "b", "c"),
            List.of(Order.before("a", "b"), Order.before("b", "c"))));
        assertThrows(IllegalArgumentException.class, () -> new Refusal.CyclicPolicy(List.of("a", "b", "a"),
            List.of(Order.before("a", "b"))));
        assertThrows(IllegalArgumentException.class,
            () -> new Refusal.InvalidDynamicRule(DynamicRule.discard("ids", "suspicious"), " "));
    }

    @Test
    void unknownAndDuplicateNfsAreNamed() {
        final var unknown = refused(Refusal.UnknownNf.class, () -> ANALYZER.analyze(monitors("a", "b")
            .template(Order.before("a", "x"), new Priority("y", "b"), Position.first("x")).build()));
        assertEquals(List.of("x", "y"), unknown.names());
        assertEquals(List.of("Order(a, before, x)", "Priority(y > b)", "Position(x, first)"), unknown.referencedBy());
        assertEquals("Unknown NF(s) [x, y] referenced by Order(a, before, x), Priority(y > b), Position(x, first)",
            unknown.message());
        final var rule = refused(Refusal.UnknownNf.class, () -> ANALYZER.analyze(ChainRequest.builder()
            .nf("ids").rule(DynamicRule.sendTo("ids", "suspicious", "sandbox")).build()));
        assertEquals(List.of("sandbox"), rule.names());

        final var duplicate = refused(Refusal.DuplicateNf.class,
            () -> ANALYZER.analyze(monitors("a", "b", "a", "c", "b").build()));
        assertEquals(List.of("a", "b"), duplicate.names());
        assertEquals("Duplicate NF name(s) [a, b]", duplicate.message());

        final var type = refused(Refusal.UnknownNfType.class,
            () -> ANALYZER.analyze(ChainRequest.builder().nf("fw", "firewal").nf("ids").build()));
        assertEquals(List.of(new NfInstance("fw", "firewal")), type.nfs());
        assertEquals("Unknown NF type(s): fw has type 'firewal'", type.message());
    }

    @Test
    void selfReferencesAreInvalid() {
        final var e = refused(Refusal.InvalidTemplate.class,
            () -> ANALYZER.analyze(monitors("a", "b").template(Order.before("a", "a")).build()));
        assertEquals(Order.before("a", "a"), e.template());
        assertEquals("Order(a, before, a): an NF cannot be ordered against itself", e.message());
        refused(Refusal.InvalidTemplate.class,
            () -> ANALYZER.analyze(monitors("a", "b").template(new Priority("b", "b")).build()));
    }

    @Test
    void priorityBetweenNfsThatNeverShareAStageIsRejectedWithTheReason() throws ChainValidationException {
        // Priority(mon > fw) puts fw before mon, and nothing runs beside a firewall after it
        final var priority = new Priority("mon", "fw");
        final var e = refused(Refusal.PriorityConflict.class, () -> ANALYZER.analyze(ChainRequest.builder()
            .nf("fw", "firewall").nf("mon", "traffic-monitor").template(priority).build()));
        assertEquals(priority, e.priority());
        assertEquals(Verdict.SEQUENTIAL, e.verdict().verdict());
        assertEquals("Priority(mon > fw) cannot apply: fw and mon never run in parallel because fw may drop packets, "
            + "and mon must not see a packet fw would have dropped", e.message());

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
        final var e = refused(Refusal.InvalidDynamicRule.class,
            () -> ANALYZER.analyze(ChainRequest.builder().nf("ids").rule(undeclared).build()));
        assertEquals(undeclared, e.rule());
        assertEquals("DynamicRule(ids, attack -> discard): NF type ids of ids reports no result 'attack' (it reports "
            + "[suspicious, malicious])", e.message());
        refused(Refusal.InvalidDynamicRule.class, () -> ANALYZER.analyze(ChainRequest.builder().nf("firewall")
            .nf("ids").rule(DynamicRule.sendTo("ids", "suspicious", "firewall")).build()));
        refused(Refusal.InvalidDynamicRule.class, () -> ANALYZER.analyze(ChainRequest.builder().nf("ids")
            .rule(DynamicRule.insert("ids", "suspicious", "no-such-type")).build()));
        refused(Refusal.InvalidDynamicRule.class, () -> ANALYZER.analyze(ChainRequest.builder().nf("ids")
            .rule(DynamicRule.discard("ids", "suspicious"), DynamicRule.useDefault("ids", "suspicious")).build()));
        refused(Refusal.InvalidDynamicRule.class, () -> ANALYZER.analyze(ChainRequest.builder().nf("ids")
            .nf("ids.suspicious", "traffic-monitor").rule(DynamicRule.insert("ids", "suspicious", "sandbox")).build()));
    }
}
