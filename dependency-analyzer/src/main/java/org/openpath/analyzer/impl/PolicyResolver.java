/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.impl;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DynamicRule;
import org.openpath.analyzer.NfCatalog;
import org.openpath.analyzer.NfInstance;
import org.openpath.analyzer.NfType;
import org.openpath.analyzer.Order;
import org.openpath.analyzer.Position;
import org.openpath.analyzer.Priority;
import org.openpath.analyzer.Refusal;
import org.openpath.analyzer.Template;

/**
 * Validates a chain request and fixes its sequential reference order (OpenPATH paper section 5.1).
 *
 * <p>The order is the lexicographically smallest topological order, by the operator's list position, of the
 * constraints the templates impose: {@code Order(a, before, b)} puts a before b, {@code Priority(h > l)} puts l before
 * h, {@code Position(x, first)} puts x before everything and {@code Position(x, last)} after everything. NFs the
 * templates do not constrain keep the operator's order.
 */
final class PolicyResolver {
    /**
     * A validated request.
     *
     * @param order the NFs in sequential order
     * @param types their NF types, by sequential index
     * @param rules the dynamic rules
     * @param pinnedPairs pairs {@code (i, j)}, {@code i < j} in sequential order, that templates order: the graph
     *     never runs {@code j} in an earlier stage than {@code i}
     * @param diverts for each sequential index, whether the NF has a diverting dynamic rule
     */
    record Resolved(List<NfInstance> order, List<NfType> types, List<DynamicRule> rules, List<int[]> pinnedPairs,
            boolean[] diverts, Map<String, Integer> index) {
    }

    private PolicyResolver() {
        // Utility class
    }

    static Resolved resolve(final ChainRequest request, final NfCatalog catalog) throws ChainValidationException {
        final List<NfInstance> nfs = request.nfs();
        final int size = nfs.size();
        final Map<String, Integer> listIndex = new HashMap<>();
        final Set<String> duplicates = new LinkedHashSet<>();
        for (int i = 0; i < size; i++) {
            if (listIndex.putIfAbsent(nfs.get(i).name(), i) != null) {
                duplicates.add(nfs.get(i).name());
            }
        }
        if (!duplicates.isEmpty()) {
            throw refused(new Refusal.DuplicateNf(List.copyOf(duplicates)));
        }
        final var unknownTypes = nfs.stream().filter(nf -> catalog.get(nf.type()) == null).toList();
        if (!unknownTypes.isEmpty()) {
            throw refused(new Refusal.UnknownNfType(unknownTypes));
        }
        checkReferences(request, listIndex);

        Position first = null;
        Position last = null;
        final var orders = new ArrayList<Order>();
        final var priorities = new ArrayList<Priority>();
        for (var template : request.templates()) {
            switch (template) {
                case Order order -> {
                    if (order.nf().equals(order.otherNf())) {
                        throw refused(new Refusal.InvalidTemplate(order));
                    }
                    orders.add(order);
                }
                case Priority priority -> {
                    if (priority.higher().equals(priority.lower())) {
                        throw refused(new Refusal.InvalidTemplate(priority));
                    }
                    priorities.add(priority);
                }
                case Position position -> {
                    if (position.place() == Position.Place.FIRST) {
                        first = checkPosition(first, position);
                    } else {
                        last = checkPosition(last, position);
                    }
                }
            }
        }
        checkPositions(first, last, orders, priorities, size);

        final List<Integer> sorted = sort(size, listIndex, first, last, orders, priorities);
        final var order = new ArrayList<NfInstance>(size);
        final var types = new ArrayList<NfType>(size);
        final Map<String, Integer> index = new HashMap<>();
        for (int position : sorted) {
            final NfInstance nf = nfs.get(position);
            index.put(nf.name(), order.size());
            order.add(nf);
            types.add(catalog.get(nf.type()));
        }

        final boolean[] diverts = checkRules(request.dynamicRules(), order, types, index, catalog);
        final var pinned = new ArrayList<int[]>();
        for (var ord : orders) {
            pinned.add(new int[] { index.get(ord.earlier()), index.get(ord.later()) });
        }
        for (var priority : priorities) {
            pinned.add(new int[] { index.get(priority.lower()), index.get(priority.higher()) });
        }
        if (last != null) {
            final int lastIndex = index.get(last.nf());
            for (int i = 0; i < lastIndex; i++) {
                pinned.add(new int[] { i, lastIndex });
            }
        }
        return new Resolved(List.copyOf(order), List.copyOf(types), request.dynamicRules(), pinned, diverts,
            Collections.unmodifiableMap(index));
    }

    private static void checkReferences(final ChainRequest request, final Map<String, Integer> listIndex)
            throws ChainValidationException {
        final Set<String> unknown = new LinkedHashSet<>();
        final Set<String> referencedBy = new LinkedHashSet<>();
        for (var template : request.templates()) {
            for (var nf : template.nfs()) {
                if (!listIndex.containsKey(nf)) {
                    unknown.add(nf);
                    referencedBy.add(template.toString());
                }
            }
        }
        for (var rule : request.dynamicRules()) {
            final var names = new ArrayList<String>();
            names.add(rule.nf());
            final var target = rule.target();
            if (rule.action() == DynamicRule.Action.SEND_TO_NF && target != null) {
                names.add(target);
            }
            for (var nf : names) {
                if (!listIndex.containsKey(nf)) {
                    unknown.add(nf);
                    referencedBy.add(rule.toString());
                }
            }
        }
        if (!unknown.isEmpty()) {
            throw refused(new Refusal.UnknownNf(List.copyOf(unknown), List.copyOf(referencedBy)));
        }
    }

    private static Position checkPosition(final @Nullable Position previous, final Position position)
            throws ChainValidationException {
        checkConflict(previous, position);
        return position;
    }

    private static void checkPositions(final @Nullable Position first, final @Nullable Position last,
            final List<Order> orders, final List<Priority> priorities, final int size)
            throws ChainValidationException {
        if (last != null && size > 1) {
            checkConflict(first, last);
        }
        for (var order : orders) {
            checkConflict(first, order);
            checkConflict(last, order);
        }
        for (var priority : priorities) {
            checkConflict(first, priority);
            checkConflict(last, priority);
        }
    }

    private static void checkConflict(final @Nullable Position position, final Template other)
            throws ChainValidationException {
        if (position != null) {
            final var conflict = Refusal.ConflictingTemplates.between(position, other);
            if (conflict.isPresent()) {
                throw refused(conflict.orElseThrow());
            }
        }
    }

    private static List<Integer> sort(final int size, final Map<String, Integer> listIndex,
            final @Nullable Position first, final @Nullable Position last, final List<Order> orders,
            final List<Priority> priorities) throws ChainValidationException {
        final List<List<Integer>> successors = new ArrayList<>(size);
        final List<List<Integer>> predecessors = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            successors.add(new ArrayList<>(2));
            predecessors.add(new ArrayList<>(2));
        }
        final Map<Long, Template> edges = new HashMap<>();
        final int[] inDegree = new int[size];
        for (var order : orders) {
            addEdge(listIndex.get(order.earlier()), listIndex.get(order.later()), order, size, edges, successors,
                predecessors, inDegree);
        }
        for (var priority : priorities) {
            addEdge(listIndex.get(priority.lower()), listIndex.get(priority.higher()), priority, size, edges,
                successors, predecessors, inDegree);
        }

        // Position constraints are keys: after checkPositions() nothing must precede 'first' or follow 'last'
        final int[] key = new int[size];
        for (int i = 0; i < size; i++) {
            key[i] = i;
        }
        if (first != null) {
            key[listIndex.get(first.nf())] = -1;
        }
        if (last != null) {
            key[listIndex.get(last.nf())] = size;
        }
        final var ready = new PriorityQueue<Integer>((one, other) -> Integer.compare(key[one], key[other]));
        for (int i = 0; i < size; i++) {
            if (inDegree[i] == 0) {
                ready.add(i);
            }
        }
        final var sorted = new ArrayList<Integer>(size);
        while (!ready.isEmpty()) {
            final int next = ready.poll();
            sorted.add(next);
            for (int successor : successors.get(next)) {
                if (--inDegree[successor] == 0) {
                    ready.add(successor);
                }
            }
        }
        if (sorted.size() < size) {
            throw cycle(inDegree, predecessors, edges, size, listIndex);
        }
        return sorted;
    }

    private static void addEdge(final int from, final int to, final Template template, final int size,
            final Map<Long, Template> edges, final List<List<Integer>> successors,
            final List<List<Integer>> predecessors, final int[] inDegree) {
        if (edges.putIfAbsent((long) from * size + to, template) == null) {
            successors.get(from).add(to);
            predecessors.get(to).add(from);
            inDegree[to]++;
        }
    }

    private static ChainValidationException cycle(final int[] inDegree, final List<List<Integer>> predecessors,
            final Map<Long, Template> edges, final int size, final Map<String, Integer> listIndex) {
        final String[] names = new String[size];
        listIndex.forEach((name, position) -> names[position] = name);

        // Every unsorted NF has an unsorted predecessor: walk backwards until an NF repeats
        int current = 0;
        while (inDegree[current] == 0) {
            current++;
        }
        final var walk = new ArrayList<Integer>();
        final var seen = new HashSet<Integer>();
        while (seen.add(current)) {
            walk.add(current);
            int predecessor = -1;
            for (int candidate : predecessors.get(current)) {
                if (inDegree[candidate] > 0) {
                    predecessor = candidate;
                    break;
                }
            }
            current = predecessor;
        }
        // walk[i + 1] precedes walk[i]; the cycle runs forwards from 'current' through the walk's tail, backwards
        final int start = walk.indexOf(current);
        final var path = new ArrayList<String>();
        final var templates = new ArrayList<Template>();
        path.add(names[current]);
        int from = current;
        for (int i = walk.size() - 1; i > start; i--) {
            final int to = walk.get(i);
            templates.add(edges.get((long) from * size + to));
            path.add(names[to]);
            from = to;
        }
        templates.add(edges.get((long) from * size + current));
        path.add(names[current]);
        return refused(new Refusal.CyclicPolicy(path, templates));
    }

    private static boolean[] checkRules(final List<DynamicRule> rules, final List<NfInstance> order,
            final List<NfType> types, final Map<String, Integer> index, final NfCatalog catalog)
            throws ChainValidationException {
        final boolean[] diverts = new boolean[order.size()];
        final Set<String> keys = new HashSet<>();
        final Set<String> detours = new HashSet<>();
        for (var rule : rules) {
            final int position = index.get(rule.nf());
            if (!keys.add(rule.nf() + "\u0000" + rule.result())) {
                throw refused(new Refusal.InvalidDynamicRule(rule, "another rule already matches " + rule.nf()
                    + " result " + rule.result()));
            }
            final NfType type = types.get(position);
            if (!type.results().contains(rule.result())) {
                throw refused(new Refusal.InvalidDynamicRule(rule, "NF type " + type.name() + " of " + rule.nf()
                    + " reports no result '" + rule.result() + "' (it reports " + type.results() + ")"));
            }
            final String target = rule.target();
            switch (rule.action()) {
                case SEND_TO_NF -> {
                    final int targetIndex = index.get(target);
                    if (targetIndex <= position) {
                        throw refused(new Refusal.InvalidDynamicRule(rule, "target " + target
                            + " does not come after " + rule.nf() + " in the sequential order "
                            + order.stream().map(NfInstance::name).toList()));
                    }
                }
                case INSERT_NF -> {
                    if (target == null || catalog.get(target) == null) {
                        throw refused(new Refusal.InvalidDynamicRule(rule, "unknown NF type '" + target + "'"));
                    }
                    final String detour = rule.detourName();
                    if (index.containsKey(detour) || !detours.add(detour)) {
                        throw refused(new Refusal.InvalidDynamicRule(rule, "the inserted NF's name " + detour
                            + " is already taken"));
                    }
                }
                case DISCARD, USE_DEFAULT -> {
                    // Nothing else to check
                }
                default -> throw new IllegalStateException("Unhandled action " + rule.action());
            }
            diverts[position] |= rule.diverts();
        }
        return diverts;
    }

    private static ChainValidationException refused(final Refusal refusal) {
        return new ChainValidationException(refusal);
    }
}
