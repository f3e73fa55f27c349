/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.MoreExecutors;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.common.api.CommitInfo;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.SouthboundStatistics;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.southbound.counters.Malformed;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.southbound.counters.MalformedBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.southbound.statistics.Member;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.southbound.statistics.MemberBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.southbound.statistics.MemberKey;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.openpath.api.datastore.CommitLogging;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Publishes this member's southbound counters (switch messages received, malformed input dropped) in its own entry of
 * the operational {@code southbound-statistics}, once a second while they change, from its own thread. Each cluster
 * member counts what the switches connected to it send, so each writes its own entry and no other.
 */
public final class SouthboundStatisticsWriter implements AutoCloseable {
    /**
     * The switch messages counted so far.
     */
    public interface MessageCounts {
        /**
         * Returns the NF_ALERTs received.
         *
         * @return the count
         */
        long alerts();

        /**
         * Returns the NF_UPDATEs received.
         *
         * @return the count
         */
        long updates();

        /**
         * Returns the MESSAGEs received.
         *
         * @return the count
         */
        long messages();
    }

    private static final Logger LOG = LoggerFactory.getLogger(SouthboundStatisticsWriter.class);
    private static final Member NOT_WRITTEN = new MemberBuilder().setName("").build();

    private final DataBroker dataBroker;
    private final DataObjectIdentifier<Member> path;
    private final String memberName;
    private final MessageCounts handler;
    private final MalformedInput malformed;
    private final ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor(
        Thread.ofPlatform().daemon().name("openpath-southbound-statistics").factory());
    // what was last written; an entry of no member (never written) until the first write
    private Member last = NOT_WRITTEN;

    /**
     * Starts publishing.
     *
     * @param dataBroker the data broker
     * @param memberName this controller's cluster member name, e.g. {@code member-1}
     * @param handler the message counts (the switch message handler's)
     * @param malformed the malformed input record
     */
    public SouthboundStatisticsWriter(final DataBroker dataBroker, final String memberName,
            final MessageCounts handler, final MalformedInput malformed) {
        this.dataBroker = requireNonNull(dataBroker);
        this.memberName = requireNonNull(memberName);
        path = DataObjectIdentifier.builder(SouthboundStatistics.class).child(Member.class, new MemberKey(memberName))
            .build();
        this.handler = requireNonNull(handler);
        this.malformed = requireNonNull(malformed);
        executor.scheduleWithFixedDelay(this::publish, 0, 1, TimeUnit.SECONDS);
    }

    private void publish() {
        final var now = new MemberBuilder()
            .setName(memberName)
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
        tx.put(LogicalDatastoreType.OPERATIONAL, path, now);
        final var commit = tx.commit();
        CommitLogging.log(commit, LOG, "the southbound statistics of " + memberName);
        // a failed write is made again at the next tick
        commit.addCallback(new FutureCallback<CommitInfo>() {
            @Override
            public void onSuccess(final CommitInfo result) {
                // written
            }

            @Override
            public void onFailure(final Throwable cause) {
                try {
                    executor.execute(() -> {
                        if (last == now) {
                            last = NOT_WRITTEN;
                        }
                    });
                } catch (RejectedExecutionException closed) {
                    LOG.debug("Southbound statistics closed", closed);
                }
            }
        }, MoreExecutors.directExecutor());
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
