/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.openpath.analyzer.HandlerRule;
import org.openpath.analyzer.ServiceGraph;
import org.openpath.analyzer.Vertex;

/**
 * The identifiers of a chain on the wire of the OpenPATH OpenFlow extension ({@code docs/openpath-openflow.md}
 * sections 1 and 6): its SFC-ID and the SERVICE-ID of every vertex of its service graph, as written to
 * {@code service-chain-state/sfc-id} and {@code .../service-graph/vertex/service-id}.
 *
 * @param sfcId the chain's SFC-ID, 1 to 2<sup>32</sup>-1, unique among the chains that exist
 * @param serviceIds vertex name to its SERVICE-ID, 1 to 2<sup>32</sup>-1, unique within the chain, in id order;
 *     empty while the chain has no service graph (its request failed)
 */
public record ChainIds(long sfcId, Map<String, Long> serviceIds) {
    /** The largest id a 32-bit wire field holds. */
    public static final long MAX_ID = 0xFFFF_FFFFL;

    /**
     * Checks the ranges and copies the map, keeping its order.
     */
    public ChainIds {
        checkId("SFC-ID", sfcId);
        final var copy = new LinkedHashMap<String, Long>(serviceIds);
        copy.forEach((nf, id) -> checkId("SERVICE-ID of " + nf, id));
        if (Set.copyOf(copy.values()).size() != copy.size()) {
            throw new IllegalArgumentException("SERVICE-IDs must be unique within chain " + sfcId + ": " + copy);
        }
        serviceIds = Collections.unmodifiableMap(copy);
    }

    /**
     * Returns the vertex that has a SERVICE-ID in this chain.
     *
     * @param serviceId the SERVICE-ID
     * @return the vertex's name ({@code <nf>.<result>} for an inserted NF), empty if no vertex has it
     */
    public Optional<String> nf(final long serviceId) {
        return serviceIds.entrySet().stream().filter(entry -> entry.getValue() == serviceId).map(Map.Entry::getKey)
            .findFirst();
    }

    /**
     * Numbers the vertices of a chain's service graph, from the request alone: an NF of the request gets its 1-based
     * position in the request's NF list, the vertices dynamic rules insert ({@code <nf>.<result>}, off the default
     * path) get the following ids, ordered by the position of the NF whose rule inserts them, then by result.
     *
     * @param nfs the request's NF names, in the request's order
     * @param graph the request's service graph
     * @return vertex name to SERVICE-ID, in id order
     */
    static Map<String, Long> serviceIds(final List<String> nfs, final ServiceGraph graph) {
        final var ids = new LinkedHashMap<String, Long>();
        for (var nf : nfs) {
            ids.putIfAbsent(nf, ids.size() + 1L);
        }
        final Set<String> inserted = graph.vertices().stream().filter(vertex -> !vertex.onDefaultPath())
            .map(Vertex::nf).collect(Collectors.toCollection(HashSet::new));
        for (var nf : nfs) {
            final var rules = graph.vertex(nf).map(Vertex::handlerRules).orElse(List.of()).stream()
                .sorted(Comparator.comparing(HandlerRule::result)).toList();
            for (var rule : rules) {
                final var target = rule.target();
                if (target != null && inserted.contains(target)) {
                    ids.putIfAbsent(target, ids.size() + 1L);
                }
            }
        }
        // the analyser leads a rule to every inserted vertex; should one have none, it still gets an id
        for (var vertex : graph.vertices()) {
            ids.putIfAbsent(vertex.nf(), ids.size() + 1L);
        }
        return ids;
    }

    private static void checkId(final String what, final long id) {
        if (id < 1 || id > MAX_ID) {
            throw new IllegalArgumentException(what + " must be 1.." + MAX_ID + ", not " + id);
        }
    }
}
