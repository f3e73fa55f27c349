/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.SouthboundStatistics;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.SouthboundStatisticsBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.southbound.statistics.Malformed;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.southbound.statistics.MalformedBuilder;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.openpath.api.datastore.CommitLogging;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Publishes the southbound counters (switch messages received, malformed input dropped) in the operational
 * {@code southbound-statistics}, once a second while they change, from its own thread.
 */
public final class SouthboundStatisticsWriter implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(SouthboundStatisticsWriter.class);
    private static final DataObjectIdentifier<SouthboundStatistics> PATH =
        DataObjectIdentifier.builder(SouthboundStatistics.class).build();

    private final DataBroker dataBroker;
    private final SwitchMessageHandler handler;
    private final MalformedInput malformed;
    private final ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor(
        Thread.ofPlatform().daemon().name("openpath-southbound-statistics").factory());
    private SouthboundStatistics last = new SouthboundStatisticsBuilder().build();

    /**
     * Starts publishing.
     *
     * @param dataBroker the data broker
     * @param handler the switch message handler (message counts)
     * @param malformed the malformed input record
     */
    public SouthboundStatisticsWriter(final DataBroker dataBroker, final SwitchMessageHandler handler,
            final MalformedInput malformed) {
        this.dataBroker = requireNonNull(dataBroker);
        this.handler = requireNonNull(handler);
        this.malformed = requireNonNull(malformed);
        executor.scheduleWithFixedDelay(this::publish, 0, 1, TimeUnit.SECONDS);
    }

    private void publish() {
        final var now = new SouthboundStatisticsBuilder()
            .setNfAlerts(Uint64.valueOf(handler.alerts()))
            .setNfUpdates(Uint64.valueOf(handler.updates()))
            .setNfMessages(Uint64.valueOf(handler.messages()))
            .setMalformedDropped(Uint64.valueOf(malformed.total()))
            .setMalformed(malformed.counts().entrySet().stream()
                .map(entry -> new MalformedBuilder().setKind(entry.getKey()).setCount(Uint64.valueOf(entry.getValue()))
                    .build())
                .collect(Collectors.toMap(Malformed::key, entry -> entry)))
            .build();
        if (now.equals(last)) {
            return;
        }
        last = now;
        final var tx = dataBroker.newWriteOnlyTransaction();
        tx.put(LogicalDatastoreType.OPERATIONAL, PATH, now);
        CommitLogging.log(tx.commit(), LOG, "the southbound statistics");
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
