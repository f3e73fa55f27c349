/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.harness;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import org.openpath.analyzer.ActionProfile;
import org.openpath.analyzer.AnalysisMode;
import org.openpath.analyzer.AnalysisResult;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.DynamicRule;
import org.openpath.analyzer.NfCatalog;
import org.openpath.analyzer.NfInstance;
import org.openpath.analyzer.NfType;
import org.openpath.analyzer.Order;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.Position;
import org.openpath.analyzer.Priority;
import org.openpath.analyzer.Refusal;
import org.openpath.analyzer.Template;
import org.openpath.analyzer.exec.Packet;

/**
 * Random chains, templates, dynamic rules, profiles and packets for the properties. Everything derives from a
 * {@link Random} so that a jqwik seed reproduces a scenario.
 */
public final class Scenarios {
    private static final long[] DST_PORTS = { 80, 443, 8080, 53 };

    /**
     * A random chain request with its catalog and the analysis that accepted it.
     *
     * @param catalog the catalog
     * @param request the request
     * @param result its analysis
     */
    public record Scenario(NfCatalog catalog, ChainRequest request, AnalysisResult result) {
    }

    private Scenarios() {
        // Utility class
    }

    /**
     * Returns random input packets with small value domains, so flows repeat.
     *
     * @param random the source of randomness
     * @param count how many
     * @return the packets
     */
    public static List<Packet> packets(final Random random, final int count) {
        final var packets = new ArrayList<Packet>(count);
        for (int i = 0; i < count; i++) {
            packets.add(Packet.of(i, random.nextInt(4), random.nextInt(4), random.nextInt(3), random.nextInt(8),
                random.nextInt(10), random.nextBoolean() ? 6 : 17, random.nextInt(4), random.nextInt(6),
                DST_PORTS[random.nextInt(DST_PORTS.length)], random.nextInt(4), random.nextInt(16),
                random.nextInt(4)));
        }
        return packets;
    }

    /**
     * Returns NF types with random profiles, named {@code t0}, {@code t1}...
     *
     * @param random the source of randomness
     * @param count how many
     * @return the types
     */
    public static List<NfType> randomTypes(final Random random, final int count) {
        final var types = new ArrayList<NfType>(count);
        for (int i = 0; i < count; i++) {
            final var profile = ActionProfile.builder();
            for (var field : PacketField.values()) {
                if (random.nextInt(4) == 0) {
                    profile.reads(field);
                }
                if (random.nextInt(7) == 0) {
                    profile.writes(field);
                }
                if (random.nextInt(40) == 0) {
                    profile.addsRemoves(field);
                }
            }
            if (random.nextInt(7) == 0) {
                profile.mayDrop();
            }
            if (random.nextInt(12) == 0) {
                profile.terminatesFlows();
            }
            if (random.nextInt(12) == 0) {
                profile.modifiesFlows();
            }
            if (random.nextInt(10) == 0) {
                profile.reconstructsPackets();
            }
            if (random.nextBoolean()) {
                profile.stateful();
            }
            final List<String> results = random.nextInt(3) == 0 ? List.of("r1", "r2") : List.of();
            types.add(new NfType("t" + i, "random type " + i, profile.build(), new LinkedHashSet<>(results)));
        }
        return types;
    }

    /**
     * Returns a random chain over a catalog with templates that a hidden permutation satisfies (so no cycles or
     * Position contradictions), Priority templates the analysis rejects removed, and random dynamic rules.
     *
     * @param random the source of randomness
     * @param catalog the catalog
     * @param types the NF types to draw the chain's NFs from
     * @param length the chain length
     * @param withRules whether to add dynamic rules
     * @return the scenario
     */
    public static Scenario consistentChain(final Random random, final NfCatalog catalog, final List<NfType> types,
            final int length, final boolean withRules) {
        final var nfs = new ArrayList<NfInstance>(length);
        for (int i = 0; i < length; i++) {
            final NfType type = types.get(random.nextInt(types.size()));
            nfs.add(new NfInstance("n" + i, type.name()));
        }
        // A hidden intended order that every template agrees with
        final var intended = new ArrayList<Integer>();
        for (int i = 0; i < length; i++) {
            intended.add(i);
        }
        Collections.shuffle(intended, random);
        final int[] rank = new int[length];
        for (int r = 0; r < length; r++) {
            rank[intended.get(r)] = r;
        }
        final var templates = new ArrayList<Template>();
        final int templateCount = length < 2 ? 0 : random.nextInt(length + 1);
        for (int t = 0; t < templateCount; t++) {
            final int one = random.nextInt(length);
            int other = random.nextInt(length - 1);
            if (other >= one) {
                other++;
            }
            final int earlier = rank[one] < rank[other] ? one : other;
            final int later = earlier == one ? other : one;
            switch (random.nextInt(5)) {
                case 0, 1 -> templates.add(random.nextBoolean() ? Order.before("n" + earlier, "n" + later)
                    : Order.after("n" + later, "n" + earlier));
                case 2, 3 -> templates.add(new Priority("n" + later, "n" + earlier));
                default -> {
                    if (random.nextBoolean()) {
                        templates.add(Position.first("n" + intended.get(0)));
                    } else {
                        templates.add(Position.last("n" + intended.get(length - 1)));
                    }
                }
            }
        }
        final var rules = new ArrayList<DynamicRule>();
        ChainRequest request = new ChainRequest(nfs, templates, rules, AnalysisMode.FIELD_LEVEL);
        AnalysisResult result = analyzeDroppingConflicts(catalog, request, templates, rules);
        if (withRules) {
            addRules(random, catalog, nfs, result.sequentialOrder(), rules);
            request = new ChainRequest(nfs, templates, rules, AnalysisMode.FIELD_LEVEL);
            result = analyzeDroppingConflicts(catalog, request, templates, rules);
        }
        return new Scenario(catalog, new ChainRequest(nfs, templates, rules,
            AnalysisMode.FIELD_LEVEL), result);
    }

    private static void addRules(final Random random, final NfCatalog catalog, final List<NfInstance> nfs,
            final List<String> order, final List<DynamicRule> rules) {
        for (int position = 0; position < order.size(); position++) {
            final String name = order.get(position);
            final NfInstance nf = nfs.stream().filter(candidate -> candidate.name().equals(name)).findFirst()
                .orElseThrow();
            final List<String> results = new ArrayList<>(catalog.get(nf.type()).results());
            if (results.isEmpty() || random.nextInt(3) == 0) {
                continue;
            }
            final String result = results.get(random.nextInt(results.size()));
            final int choice = random.nextInt(4);
            if (choice == 0) {
                rules.add(DynamicRule.discard(name, result));
            } else if (choice == 1 && position + 1 < order.size()) {
                rules.add(DynamicRule.sendTo(name, result,
                    order.get(position + 1 + random.nextInt(order.size() - position - 1))));
            } else if (choice == 2) {
                final var types = catalog.types();
                rules.add(DynamicRule.insert(name, result, types.get(random.nextInt(types.size())).name()));
            } else {
                rules.add(DynamicRule.useDefault(name, result));
            }
        }
    }

    private static AnalysisResult analyzeDroppingConflicts(final NfCatalog catalog, final ChainRequest initial,
            final List<Template> templates, final List<DynamicRule> rules) {
        final var analyzer = DependencyAnalyzer.of(catalog);
        ChainRequest request = initial;
        while (true) {
            try {
                return analyzer.analyze(request);
            } catch (ChainValidationException e) {
                switch (e.refusal()) {
                    case Refusal.PriorityConflict conflict -> templates.remove(conflict.priority());
                    case Refusal.InvalidDynamicRule invalid -> rules.remove(invalid.rule());
                    default -> throw new AssertionError("Consistent templates rejected: " + request, e);
                }
            }
            request = new ChainRequest(request.nfs(), templates, rules, request.mode());
        }
    }

    /**
     * Returns the built-in catalog extended with random types, for random-profile chains.
     *
     * @param random the source of randomness
     * @param count how many random types
     * @return the catalog
     */
    public static NfCatalog randomCatalog(final Random random, final int count) {
        return BuiltInCatalog.catalog().with(randomTypes(random, count));
    }
}
