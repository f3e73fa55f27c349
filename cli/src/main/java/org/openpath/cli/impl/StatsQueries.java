/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.SouthboundStatistics;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.Datastore;
import org.openpath.cli.view.StatsView;

/**
 * Reads the counters the suite keeps in the operational datastore: the orchestrator's {@code processing}, the
 * chains' and nodes' statuses, and the southbound's {@code southbound-statistics}.
 */
public final class StatsQueries {
    /** What the southbound received from OpenPATH switches. */
    public static final DataObjectIdentifier<SouthboundStatistics> SOUTHBOUND =
        DataObjectIdentifier.builder(SouthboundStatistics.class).build();

    private final Datastore datastore;

    /**
     * Creates the queries.
     *
     * @param datastore where to read
     */
    public StatsQueries(final Datastore datastore) {
        this.datastore = requireNonNull(datastore);
    }

    /**
     * Reads the counters.
     *
     * @return the counters
     * @throws ConsoleException if the datastore cannot be read
     */
    public StatsView stats() throws ConsoleException {
        final var states = datastore.read(LogicalDatastoreType.OPERATIONAL, ChainQueries.STATES);
        final var processing = states.map(found -> found.getProcessing()).map(found -> new StatsView.Processing(
            found.getQueued() == null ? null : found.getQueued().toJava(), number(found.getProcessed()),
            number(found.getRejected()), number(found.getFailed()),
            found.getLastChange() == null ? null : found.getLastChange().getValue())).orElse(null);
        final Map<String, Long> chains = states.map(found -> found.nonnullServiceChainState().values().stream()
            .collect(Collectors.groupingBy(state -> orUnknown(AnalysisViews.name(state.getStatus())), TreeMap::new,
                Collectors.counting()))).orElse(new TreeMap<>());
        final Map<String, Long> nodes = datastore.read(LogicalDatastoreType.OPERATIONAL,
                TopologyQueries.TOPOLOGY_STATE)
            .map(found -> found.nonnullNode().values().stream()
                .collect(Collectors.groupingBy(node -> orUnknown(AnalysisViews.name(node.getStatus())),
                    TreeMap::new, Collectors.counting()))).orElse(new TreeMap<>());
        // every cluster member counts what its switches sent: the sums are the controller's
        final var southbound = datastore.read(LogicalDatastoreType.OPERATIONAL, SOUTHBOUND)
            .map(found -> found.nonnullMember().values())
            .filter(members -> !members.isEmpty())
            .map(members -> new StatsView.Southbound(
                sum(members.stream().map(member -> member.getNfAlerts()).toList()),
                sum(members.stream().map(member -> member.getNfUpdates()).toList()),
                sum(members.stream().map(member -> member.getNfMessages()).toList()),
                sum(members.stream().map(member -> member.getMalformedDropped()).toList()),
                members.stream().flatMap(member -> member.nonnullMalformed().values().stream())
                    .collect(Collectors.toMap(malformed -> malformed.getKind(),
                        malformed -> malformed.getCount() == null ? 0L : malformed.getCount().longValue(), Long::sum,
                        TreeMap::new))))
            .orElse(null);
        return new StatsView(processing, new TreeMap<>(chains), new TreeMap<>(nodes), southbound);
    }

    private static @Nullable Long sum(final List<@Nullable Uint64> values) {
        Long total = null;
        for (var value : values) {
            if (value != null) {
                total = (total == null ? 0L : total) + value.longValue();
            }
        }
        return total;
    }

    private static @Nullable Long number(final @Nullable Uint64 value) {
        return value == null ? null : value.longValue();
    }

    private static String orUnknown(final @Nullable String status) {
        return status == null ? "(none yet)" : status;
    }
}
