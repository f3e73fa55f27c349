/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.Table;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the switches' flow statistics show: per switch, how many flows of table 0 carry each cookie, read from the
 * operational inventory, where OpenFlowPlugin's statistics manager puts them every few seconds. Confirmation counts a
 * chain's flows there by its current cookie when it is not configured to ask the switches directly
 * ({@link DirectFlowStatistics}), and for a switch that cannot be asked.
 */
final class FlowStatistics implements FlowCounts {
    private static final Logger LOG = LoggerFactory.getLogger(FlowStatistics.class);

    private final DataBroker broker;

    /**
     * Creates the reader.
     *
     * @param broker the data broker
     */
    FlowStatistics(final DataBroker broker) {
        this.broker = requireNonNull(broker);
    }

    /**
     * Reads the flows of table 0 of some switches in one transaction.
     *
     * @param nodes the switches
     * @return per switch, flows per cookie; a switch without statistics (or whose read failed) maps to no cookie
     */
    @Override
    public ListenableFuture<Map<String, Map<Long, Integer>>> flowsPerCookie(final Collection<String> nodes) {
        final var reads = new LinkedHashMap<String, ListenableFuture<Optional<Table>>>();
        final var tx = broker.newReadOnlyTransaction();
        for (var node : nodes) {
            reads.put(node, tx.read(LogicalDatastoreType.OPERATIONAL, InventoryRules.table0(node)));
        }
        final var counts = SettableFuture.<Map<String, Map<Long, Integer>>>create();
        Futures.whenAllComplete(reads.values()).run(() -> {
            final var perNode = new HashMap<String, Map<Long, Integer>>();
            try {
                reads.forEach((node, read) -> perNode.put(node, cookies(node, read)));
            } finally {
                tx.close();
                counts.set(perNode);
            }
        }, MoreExecutors.directExecutor());
        return counts;
    }

    @SuppressWarnings("checkstyle:IllegalCatch")
    private static Map<Long, Integer> cookies(final String node, final ListenableFuture<Optional<Table>> read) {
        final var perCookie = new HashMap<Long, Integer>();
        try {
            Futures.getDone(read).ifPresent(table -> table.nonnullFlow().values().forEach(flow -> {
                if (flow.getCookie() != null) {
                    perCookie.merge(flow.getCookie().getValue().longValue(), 1, Integer::sum);
                }
            }));
        } catch (ExecutionException | RuntimeException e) {
            LOG.debug("Reading the flows of {} failed", node, e);
        }
        return perCookie;
    }
}
