/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.view;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.cli.text.Sheet;

/**
 * Everything {@code chain-show} prints about one chain: the request as the operator stated it, and what the suite
 * made of it (status, analysis, placement, inserted NFs, rendering).
 *
 * @param name the chain
 * @param sfcId its SFC-ID
 * @param status its status
 * @param reason why it has this status
 * @param lastChange when the status last changed
 * @param runningOn {@code working}, {@code backup} or {@code none}
 * @param request the request, as label/value lines; empty when the request is gone
 * @param analysis the analysis, when there is one
 * @param placement the placement, when there is one
 * @param inserted NFs dynamic rules inserted
 * @param rendering the rules on the switches, when the renderer reported
 */
public record ChainDetail(String name, @Nullable Long sfcId, @Nullable String status, @Nullable String reason,
        @Nullable String lastChange, @Nullable String runningOn, List<Sheet.Entry> request,
        @Nullable AnalysisView analysis, @Nullable PlacementView placement, List<Inserted> inserted,
        @Nullable Rendering rendering) {
    /**
     * An NF a dynamic rule inserted after an NF alert.
     *
     * @param name the inserted vertex, {@code <nf>.<result>}
     * @param nfType its type
     * @param afterNf the NF whose alert inserted it
     * @param result the result that triggered it
     * @param insertedAt when
     * @param alerts alerts since
     */
    public record Inserted(String name, @Nullable String nfType, @Nullable String afterNf, @Nullable String result,
            @Nullable String insertedAt, @Nullable Long alerts) {
        /**
         * Creates an inserted NF.
         */
        public Inserted {
            requireNonNull(name);
        }
    }

    /**
     * The chain's rules on the switches.
     *
     * @param state {@code pending}, {@code confirmed}, {@code not-rendered} or {@code failed}
     * @param reason why it is not (yet) confirmed
     * @param flowRules flows
     * @param groups groups
     * @param nfHandlerRules NF handler rules
     * @param sharedRouteRules shared route flows the chain rides on
     * @param cookie the chain's flow cookie, hexadecimal
     * @param nodes rules per switch
     * @param pathTags inter-node segments
     */
    public record Rendering(@Nullable String state, @Nullable String reason, @Nullable Long flowRules,
            @Nullable Long groups, @Nullable Long nfHandlerRules, @Nullable Long sharedRouteRules,
            @Nullable String cookie, List<RenderedNode> nodes, List<PathTag> pathTags) {
        /**
         * Creates a rendering.
         */
        public Rendering {
            nodes = List.copyOf(nodes);
            pathTags = List.copyOf(pathTags);
        }
    }

    /**
     * Rules on one switch.
     *
     * @param node the switch
     * @param flowRules flows there
     * @param nfHandlerRules NF handler rules there
     * @param confirmed whether it confirmed them
     */
    public record RenderedNode(String node, @Nullable Long flowRules, @Nullable Long nfHandlerRules,
            @Nullable Boolean confirmed) {
        /**
         * Creates a rendered node.
         */
        public RenderedNode {
            requireNonNull(node);
        }
    }

    /**
     * An inter-node segment and its VLAN tag.
     *
     * @param tag the VLAN id
     * @param from where it starts
     * @param to where it ends
     * @param leadsTo the NF (or fork) whose processing starts there, or {@code egress}
     * @param backup whether it leads to a backup sub-SFC
     * @param path the nodes it crosses
     * @param routeTag the shared route's tag it rides on
     */
    public record PathTag(int tag, @Nullable String from, @Nullable String to, @Nullable String leadsTo,
            @Nullable Boolean backup, List<String> path, @Nullable Integer routeTag) {
        /**
         * Creates a path tag.
         */
        public PathTag {
            path = List.copyOf(path);
        }
    }

    /**
     * Creates a chain detail.
     */
    public ChainDetail {
        requireNonNull(name);
        request = List.copyOf(request);
        inserted = List.copyOf(inserted);
    }
}
