/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.impl;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import org.openpath.analyzer.Branch;
import org.openpath.analyzer.DropRule;
import org.openpath.analyzer.DynamicRule;
import org.openpath.analyzer.GraphMetrics;
import org.openpath.analyzer.HandlerAction;
import org.openpath.analyzer.HandlerRule;
import org.openpath.analyzer.Merge;
import org.openpath.analyzer.PacketCopy;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.PairVerdict;
import org.openpath.analyzer.ServiceGraph;
import org.openpath.analyzer.Stage;
import org.openpath.analyzer.Verdict;
import org.openpath.analyzer.Vertex;

/**
 * Builds the parallel service graph from the sequential order and the pairwise verdicts (OpenPATH paper section
 * 5.3).
 *
 * <p>Stages: every NF goes to the earliest stage that keeps it after everything it must follow: strictly after every
 * earlier NF whose verdict with it is sequential, and no earlier than every earlier NF it does not commute with or that
 * a template orders before it. In field-level mode two NFs commute when their verdict is copy-free parallel and the
 * later one neither drops, consumes, modifies nor diverts packets, so an NF may move past NFs it conflicts with in no
 * way; in coarse mode nothing commutes and every stage is a run of consecutive NFs. This as-soon-as-possible layering
 * gives the fewest stages the constraints allow.
 *
 * <p>Copy plan of a stage: a branch that changes no field is {@code shared}; a branch whose changed fields nobody else
 * in the stage reads and whose values win the merge writes the {@code original} in place; every other writer gets a
 * {@code header-copy} when it changes header fields only, else a {@code full-copy}. Merge: reverse sequential order
 * is the priority order, drops win when any branch may drop or consume packets.
 */
final class GraphBuilder {
    private GraphBuilder() {
        // Utility class
    }

    static ServiceGraph build(final List<CompiledNf> nfs, final PairVerdict[] verdicts,
            final PolicyResolver.Resolved resolved, final boolean fieldLevel) {
        final int size = nfs.size();
        final boolean[][] pinned = new boolean[size][];
        for (var pair : resolved.pinnedPairs()) {
            if (pinned[pair[0]] == null) {
                pinned[pair[0]] = new boolean[size];
            }
            pinned[pair[0]][pair[1]] = true;
        }

        // As-soon-as-possible layering
        final int[] stageOf = new int[size];
        int stageCount = 0;
        int pairIndex = 0;
        final int[] rowStart = new int[size];
        for (int i = 0; i < size; i++) {
            rowStart[i] = pairIndex;
            pairIndex += size - i - 1;
        }
        for (int j = 0; j < size; j++) {
            int stage = 0;
            for (int i = 0; i < j; i++) {
                final PairVerdict verdict = verdicts[rowStart[i] + j - i - 1];
                if (verdict.verdict() == Verdict.SEQUENTIAL) {
                    stage = Math.max(stage, stageOf[i] + 1);
                } else if (!fieldLevel || pinned[i] != null && pinned[i][j]
                    || !PairRules.commutes(verdict, nfs.get(j))) {
                    stage = Math.max(stage, stageOf[i]);
                }
            }
            stageOf[j] = stage;
            stageCount = Math.max(stageCount, stage + 1);
        }

        final List<List<Integer>> members = new ArrayList<>(stageCount);
        for (int s = 0; s < stageCount; s++) {
            members.add(new ArrayList<>());
        }
        for (int i = 0; i < size; i++) {
            members.get(stageOf[i]).add(i);
        }

        final var stages = new ArrayList<Stage>(stageCount);
        int headerCopies = 0;
        int fullCopies = 0;
        int maxWidth = 0;
        for (int s = 0; s < stageCount; s++) {
            final Stage stage = stage(s, members.get(s), nfs);
            for (var branch : stage.branches()) {
                if (branch.packet() == PacketCopy.HEADER_COPY) {
                    headerCopies++;
                } else if (branch.packet() == PacketCopy.FULL_COPY) {
                    fullCopies++;
                }
            }
            maxWidth = Math.max(maxWidth, stage.branches().size());
            stages.add(stage);
        }

        final var vertices = vertices(nfs, stageOf, members, resolved);
        return new ServiceGraph(stages, vertices, new GraphMetrics(size, stageCount, headerCopies + fullCopies,
            headerCopies, fullCopies, (double) size / stageCount, maxWidth));
    }

    private static Stage stage(final int index, final List<Integer> members, final List<CompiledNf> nfs) {
        final int width = members.size();
        // Priority order: reverse sequential order, the last writer of a sequential chain wins
        final var priorityOrder = new ArrayList<String>(width);
        final int[] ownedBy = new int[PacketField.values().length];
        final var owners = new EnumMap<PacketField, String>(PacketField.class);
        boolean drops = false;
        for (int k = width - 1; k >= 0; k--) {
            final CompiledNf nf = nfs.get(members.get(k));
            priorityOrder.add(nf.name());
            int rest = nf.contributes();
            while (rest != 0) {
                final PacketField field = FieldMask.lowest(rest);
                if (!owners.containsKey(field)) {
                    owners.put(field, nf.name());
                    ownedBy[field.ordinal()] = k;
                }
                rest &= rest - 1;
            }
            drops |= nf.mayDropOrConsume();
        }

        final var branches = new ArrayList<Branch>(width);
        for (int k = 0; k < width; k++) {
            final CompiledNf nf = nfs.get(members.get(k));
            final int contributes = nf.contributes();
            final PacketCopy packet;
            if (contributes == 0) {
                packet = PacketCopy.SHARED;
            } else if (inPlace(k, nf, members, nfs, ownedBy)) {
                packet = PacketCopy.ORIGINAL;
            } else if ((contributes & FieldMask.PAYLOAD) == 0) {
                packet = PacketCopy.HEADER_COPY;
            } else {
                packet = PacketCopy.FULL_COPY;
            }
            branches.add(new Branch(nf.name(), packet, FieldMask.fields(contributes)));
        }
        return new Stage(index, branches, new Merge(width > 1, priorityOrder, owners,
            drops ? DropRule.DROP_IF_ANY_DROPS : DropRule.NONE));
    }

    private static boolean inPlace(final int position, final CompiledNf nf, final List<Integer> members,
            final List<CompiledNf> nfs, final int[] ownedBy) {
        final int contributes = nf.contributes();
        for (int k = 0; k < members.size(); k++) {
            if (k != position && (nfs.get(members.get(k)).reads() & contributes) != 0) {
                return false;
            }
        }
        int rest = contributes;
        while (rest != 0) {
            if (ownedBy[Integer.numberOfTrailingZeros(rest)] != position) {
                return false;
            }
            rest &= rest - 1;
        }
        return true;
    }

    private static List<Vertex> vertices(final List<CompiledNf> nfs, final int[] stageOf,
            final List<List<Integer>> members, final PolicyResolver.Resolved resolved) {
        final int stageCount = members.size();
        final List<List<String>> nextOf = new ArrayList<>(stageCount);
        for (int s = 0; s < stageCount; s++) {
            if (s + 1 < stageCount) {
                nextOf.add(members.get(s + 1).stream().map(i -> nfs.get(i).name()).toList());
            } else {
                nextOf.add(List.of(Vertex.EGRESS));
            }
        }
        final List<List<HandlerRule>> handlers = new ArrayList<>(nfs.size());
        for (int i = 0; i < nfs.size(); i++) {
            handlers.add(new ArrayList<>());
        }
        final var detours = new ArrayList<Vertex>();
        for (var rule : resolved.rules()) {
            final int position = resolved.index().get(rule.nf());
            handlers.get(position).add(handlerRule(rule));
            if (rule.action() == DynamicRule.Action.INSERT_NF) {
                detours.add(new Vertex(rule.detourName(), rule.target(), stageOf[position], false,
                    nextOf.get(stageOf[position]), List.of()));
            }
        }
        final var vertices = new ArrayList<Vertex>(nfs.size() + detours.size());
        for (int i = 0; i < nfs.size(); i++) {
            final CompiledNf nf = nfs.get(i);
            vertices.add(new Vertex(nf.name(), nf.type().name(), stageOf[i], true, nextOf.get(stageOf[i]),
                handlers.get(i)));
        }
        vertices.addAll(detours);
        return vertices;
    }

    private static HandlerRule handlerRule(final DynamicRule rule) {
        return switch (rule.action()) {
            case DISCARD -> new HandlerRule(rule.result(), HandlerAction.DISCARD, null);
            case SEND_TO_NF -> new HandlerRule(rule.result(), HandlerAction.SEND_TO, rule.target());
            case INSERT_NF -> new HandlerRule(rule.result(), HandlerAction.SEND_TO, rule.detourName());
            case USE_DEFAULT -> new HandlerRule(rule.result(), HandlerAction.DEFAULT, null);
        };
    }
}
