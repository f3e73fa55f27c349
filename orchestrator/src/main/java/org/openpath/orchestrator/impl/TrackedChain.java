/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.AnalysisResult;
import org.openpath.analyzer.DynamicRule;
import org.openpath.analyzer.NfInstance;
import org.openpath.orchestrator.impl.ChainState.RunningOn;
import org.openpath.orchestrator.impl.ChainState.Status;
import org.openpath.placement.Placement;
import org.openpath.placement.PlacementRequest;
import org.openpath.placement.SubSfc;

/**
 * A chain request and what became of it so far: its ids, analysis, placement, status and inserted NFs. Mutable;
 * only the orchestrator's thread touches it, and {@link #changeTo} turns it into the {@link ChainState} to publish.
 */
final class TrackedChain {
    final String name;
    final long sfcId;
    ChainIds ids;
    RequestedChain request;
    @Nullable ChainSpec spec;
    @Nullable AnalysisResult analysis;
    @Nullable Placement placement;
    Status status = Status.ACCEPTED;
    String reason = Reasons.QUEUED;
    RunningOn runningOn = RunningOn.NONE;
    @Nullable Instant lastChange;
    /** NFs inserted after NF alerts, by vertex name, in the order they were inserted. */
    final Map<String, InsertedNf> inserted = new LinkedHashMap<>();

    /**
     * Starts tracking a new chain.
     *
     * @param name the chain's name
     * @param ids its SFC-ID, without SERVICE-IDs yet
     * @param request its request
     */
    TrackedChain(final String name, final ChainIds ids, final RequestedChain request) {
        this.name = requireNonNull(name);
        this.ids = requireNonNull(ids);
        sfcId = ids.sfcId();
        this.request = requireNonNull(request);
    }

    /**
     * Takes a successful analysis: the SERVICE-IDs follow the request, and NFs inserted by rules the request no
     * longer has are dropped.
     *
     * @param newSpec the checked request
     * @param newAnalysis its analysis
     */
    void analysed(final ChainSpec newSpec, final AnalysisResult newAnalysis) {
        spec = newSpec;
        analysis = newAnalysis;
        ids = new ChainIds(sfcId, ChainIds.serviceIds(
            newSpec.request().nfs().stream().map(NfInstance::name).toList(), newAnalysis.graph()));
        inserted.values().removeIf(nf -> newSpec.request().dynamicRules().stream()
            .noneMatch(rule -> rule.action() == DynamicRule.Action.INSERT_NF && rule.detourName().equals(nf.name())
                && Objects.equals(rule.target(), nf.nfType())));
    }

    /**
     * Forgets the analysis and placement of a request that no longer passes: no graph, no SERVICE-IDs.
     */
    void analysisFailed() {
        spec = null;
        analysis = null;
        placement = null;
        ids = new ChainIds(sfcId, Map.of());
    }

    /**
     * What to ask the placement for: the analysed graph with the inserted NFs staged.
     *
     * @return the request, {@code null} while the chain has no analysis
     */
    @Nullable PlacementRequest placementRequest() {
        final var checked = spec;
        final var analysed = analysis;
        if (checked == null || analysed == null) {
            return null;
        }
        return checked.placementRequest(name, DetourGraphs.withInsertions(analysed.graph(), inserted.values()));
    }

    /**
     * Where a vertex runs.
     *
     * @param nf the vertex
     * @return the node of the working sub-SFC that has it, {@code null} when not placed
     */
    @Nullable String nodeOf(final String nf) {
        final var placed = placement;
        if (placed == null) {
            return null;
        }
        return placed.working().stream().filter(sub -> sub.nfs().contains(nf)).map(SubSfc::node).findFirst()
            .orElse(null);
    }

    /**
     * Whether the request uses one of some NF types, as an NF or as an NF a dynamic rule inserts.
     *
     * @param types the NF types
     * @return whether it does; {@code true} while the request does not pass, so it is checked again
     */
    boolean usesAny(final Set<String> types) {
        final var checked = spec;
        if (checked == null) {
            return true;
        }
        return checked.request().nfs().stream().anyMatch(nf -> types.contains(nf.type()))
            || checked.request().dynamicRules().stream().anyMatch(rule -> rule.action() == DynamicRule.Action.INSERT_NF
                && types.contains(rule.target()));
    }

    /**
     * Changes the status and says what the chain's state is now. Its last-change moves only when the status or
     * what runs changes, not with every write.
     *
     * @param newStatus the status
     * @param newReason why, for people
     * @param newRunningOn which sub-SFCs carry its traffic
     * @param clock the time source, read only when last-change moves
     * @return the state to publish
     */
    ChainState changeTo(final Status newStatus, final String newReason, final RunningOn newRunningOn,
            final Clock clock) {
        var changed = lastChange;
        if (changed == null || status != newStatus || runningOn != newRunningOn) {
            changed = clock.instant();
            lastChange = changed;
        }
        status = newStatus;
        reason = newReason;
        runningOn = newRunningOn;
        return new ChainState(name, ids, newStatus, newReason, changed, newRunningOn, analysis, placement,
            List.copyOf(inserted.values()));
    }
}
