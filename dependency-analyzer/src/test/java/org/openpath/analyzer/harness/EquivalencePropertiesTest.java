/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.openpath.analyzer.AnalysisMode;
import org.openpath.analyzer.AnalysisResult;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.NfCatalog;
import org.openpath.analyzer.NfInstance;
import org.openpath.analyzer.NfType;
import org.openpath.analyzer.Order;
import org.openpath.analyzer.Position;
import org.openpath.analyzer.Priority;
import org.openpath.analyzer.Refusal;
import org.openpath.analyzer.Template;
import org.openpath.analyzer.Verdict;
import org.openpath.analyzer.exec.ExecutableChain;
import org.openpath.analyzer.exec.Packet;
import org.openpath.analyzer.exec.ParallelExecutor;
import org.openpath.analyzer.exec.SequentialExecutor;
import org.openpath.analyzer.exec.Trace;

/**
 * The consistency condition of the OpenPATH paper's section 5.2 as properties: for random chains of up to 16 NFs with
 * random templates, dynamic rules and packet sequences, the field-level service graph delivers, drops and discards
 * exactly the packets the sequential chain does, with the same contents, every NF observes exactly the packet
 * sequence it observes in the sequential chain, and every template holds in the graph.
 */
class EquivalencePropertiesTest {
    private static final NfCatalog CATALOG = BuiltInCatalog.catalog();
    private static final int PACKETS = 32;

    @Property(tries = 2000)
    void catalogChainsProcessEveryPacketAsTheSequentialChain(@ForAll @IntRange(min = 1, max = 16) final int length,
            @ForAll final long seed) {
        final var random = new Random(seed);
        final var scenario = Scenarios.consistentChain(random, CATALOG, CATALOG.types(), length, true);
        assertEquivalent(scenario.catalog(), scenario.request(), scenario.result(), Scenarios.packets(random, PACKETS));
    }

    @Property(tries = 1000)
    void randomProfilesProcessEveryPacketAsTheSequentialChain(@ForAll @IntRange(min = 1, max = 16) final int length,
            @ForAll final long seed) {
        final var random = new Random(seed);
        final List<NfType> types = Scenarios.randomTypes(random, 12);
        final var catalog = CATALOG.with(types);
        final var scenario = Scenarios.consistentChain(random, catalog, types, length, true);
        assertEquivalent(catalog, scenario.request(), scenario.result(), Scenarios.packets(random, PACKETS));
    }

    @Property(tries = 1000)
    void arbitraryTemplatesHoldOrAreRejectedNamingTheirCulprits(
            @ForAll @IntRange(min = 2, max = 12) final int length, @ForAll final long seed) {
        final var random = new Random(seed);
        final var types = CATALOG.types();
        final var nfs = new ArrayList<NfInstance>();
        for (int i = 0; i < length; i++) {
            nfs.add(new NfInstance("n" + i, types.get(random.nextInt(types.size())).name()));
        }
        final var templates = new ArrayList<Template>();
        final int count = random.nextInt(length + 2);
        for (int t = 0; t < count; t++) {
            final String one = "n" + random.nextInt(length);
            String other = "n" + random.nextInt(length);
            while (other.equals(one)) {
                other = "n" + random.nextInt(length);
            }
            templates.add(switch (random.nextInt(6)) {
                case 0 -> Order.before(one, other);
                case 1 -> Order.after(one, other);
                case 2, 3 -> new Priority(one, other);
                case 4 -> Position.first(one);
                default -> Position.last(one);
            });
        }
        final var request = new ChainRequest(nfs, templates, List.of(), AnalysisMode.FIELD_LEVEL);
        final AnalysisResult result;
        try {
            result = DependencyAnalyzer.of(CATALOG).analyze(request);
        } catch (ChainValidationException e) {
            switch (e.refusal()) {
                case Refusal.CyclicPolicy cyclic -> assertCycleOfTemplates(cyclic, templates);
                case Refusal.ConflictingTemplates conflict -> {
                    assertTrue(templates.contains(conflict.position()) && templates.contains(conflict.other()),
                        e::getMessage);
                }
                case Refusal.PriorityConflict conflict -> {
                    assertTrue(templates.contains(conflict.priority()), e::getMessage);
                    assertEquals(Verdict.SEQUENTIAL, conflict.verdict().verdict());
                }
                default -> fail("Unexpected rejection", e);
            }
            return;
        }
        assertEquivalent(CATALOG, request, result, Scenarios.packets(random, PACKETS));
    }

    private static void assertCycleOfTemplates(final Refusal.CyclicPolicy cyclic, final List<Template> templates) {
        final var cycle = cyclic.cycle();
        assertEquals(cycle.get(0), cycle.get(cycle.size() - 1));
        for (int i = 0; i + 1 < cycle.size(); i++) {
            final Template template = cyclic.templates().get(i);
            assertTrue(templates.contains(template), template::toString);
            final String from = cycle.get(i);
            final String to = cycle.get(i + 1);
            assertTrue(switch (template) {
                case Order order -> order.earlier().equals(from) && order.later().equals(to);
                case Priority priority -> priority.lower().equals(from) && priority.higher().equals(to);
                case Position position -> false;
            }, () -> template + " does not order " + from + " before " + to);
        }
    }

    static void assertEquivalent(final NfCatalog catalog, final ChainRequest request, final AnalysisResult result,
            final List<Packet> packets) {
        GraphChecks.assertWellFormed(request, result);
        GraphChecks.assertTemplatesHold(request, result);
        final var chain = ExecutableChain.of(catalog, request, result);
        final Trace sequential = SequentialExecutor.run(chain, packets);
        final Trace parallel = ParallelExecutor.run(chain, result.graph(), packets);
        assertEquals(null, sequential.firstDifference(parallel), () -> "request " + request + "\ngraph "
            + result.graph().stages());
        assertEquals(sequential, parallel);
    }
}
