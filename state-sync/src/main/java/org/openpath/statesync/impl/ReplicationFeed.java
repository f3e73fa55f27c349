/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync.impl;

import static java.util.Objects.requireNonNull;

import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChainStates;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChains;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalog;
import org.opendaylight.yangtools.binding.DataObject;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.concepts.Registration;
import org.openpath.statesync.Handover;
import org.openpath.statesync.Replicator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Feeds the replicator and the handover: a change of the chain states, the chain requests or the NF catalog schedules
 * one read of the three a moment later (changes that come together are read once); the twins they give
 * ({@link ReplicationTwins}) replace the replicator's and the handover's, and the handover learns what the chains run
 * where ({@link ChainActivities}). The listeners only schedule; the reads complete, the replicator and the handover
 * run on the state-sync thread.
 */
final class ReplicationFeed implements AutoCloseable {
    /** How long a change waits for the changes that come with it. */
    static final long SETTLE_MILLIS = 300;

    private static final Logger LOG = LoggerFactory.getLogger(ReplicationFeed.class);
    private static final DataObjectIdentifier<ServiceChainStates> STATES =
        DataObjectIdentifier.builder(ServiceChainStates.class).build();
    private static final DataObjectIdentifier<ServiceChains> CHAINS =
        DataObjectIdentifier.builder(ServiceChains.class).build();
    private static final DataObjectIdentifier<NfCatalog> CATALOG = DataObjectIdentifier.builder(NfCatalog.class)
        .build();

    private final DataBroker dataBroker;
    private final ScheduledExecutorService serial;
    private final Replicator replicator;
    private final Handover handover;
    private final List<Registration> registrations = new ArrayList<>();
    // touched on the serial thread only
    private boolean scheduled;
    private int lastCount;
    private int lastChains;

    ReplicationFeed(final DataBroker dataBroker, final ScheduledExecutorService serial, final Replicator replicator,
            final Handover handover) {
        this.dataBroker = requireNonNull(dataBroker);
        this.serial = requireNonNull(serial);
        this.replicator = requireNonNull(replicator);
        this.handover = requireNonNull(handover);
        registrations.add(dataBroker.registerTreeChangeListener(LogicalDatastoreType.OPERATIONAL, STATES,
            changes -> changed()));
        registrations.add(dataBroker.registerTreeChangeListener(LogicalDatastoreType.CONFIGURATION,
            CHAINS, changes -> changed()));
        registrations.add(dataBroker.registerTreeChangeListener(LogicalDatastoreType.CONFIGURATION,
            CATALOG, changes -> changed()));
        changed();
    }

    private void changed() {
        serial.execute(() -> {
            if (!scheduled) {
                scheduled = true;
                serial.schedule(this::read, SETTLE_MILLIS, TimeUnit.MILLISECONDS);
            }
        });
    }

    @SuppressWarnings("checkstyle:IllegalCatch")
    private void read() {
        // this runs on a scheduled executor, which would keep an exception to itself
        try {
            readNow();
        } catch (RuntimeException e) {
            LOG.warn("State replication could not read the chains; the next change retries", e);
        }
    }

    private void readNow() {
        scheduled = false;
        final ListenableFuture<Optional<ServiceChainStates>> states;
        final ListenableFuture<Optional<ServiceChains>> chains;
        final ListenableFuture<Optional<NfCatalog>> catalog;
        // a transaction reads one datastore
        try (var operational = dataBroker.newReadOnlyTransaction()) {
            states = operational.read(LogicalDatastoreType.OPERATIONAL, STATES);
        }
        try (var configuration = dataBroker.newReadOnlyTransaction()) {
            chains = configuration.read(LogicalDatastoreType.CONFIGURATION, CHAINS);
            catalog = configuration.read(LogicalDatastoreType.CONFIGURATION, CATALOG);
        }
        Futures.addCallback(Futures.allAsList(states, chains, catalog), new FutureCallback<List<Object>>() {
            @Override
            @SuppressWarnings("checkstyle:IllegalCatch")
            public void onSuccess(final List<Object> result) {
                // this runs on a scheduled executor, which would keep an exception to itself
                try {
                    final var statesNow = done(states);
                    final var catalogNow = done(catalog);
                    final var twins = ReplicationTwins.of(statesNow, done(chains), catalogNow);
                    final int chainCount = statesNow == null ? 0 : statesNow.nonnullServiceChainState().size();
                    if (twins.size() != lastCount || chainCount != lastChains) {
                        LOG.info("State replication: {} NF instances of {} chains with a backup twin", twins.size(),
                            chainCount);
                        lastCount = twins.size();
                        lastChains = chainCount;
                    }
                    replicator.twins(twins);
                    handover.twins(twins);
                    handover.statefulTypes(ReplicationTwins.statefulTypes(catalogNow));
                    handover.chains(ChainActivities.of(statesNow));
                } catch (RuntimeException e) {
                    LOG.warn("State replication could not follow the chains; the next change retries", e);
                }
            }

            @Override
            public void onFailure(final Throwable cause) {
                LOG.warn("Could not read the chains for state replication; the next change retries", cause);
            }
        }, serial);
    }

    private static <T extends DataObject> @Nullable T done(final ListenableFuture<Optional<T>> future) {
        return Futures.getUnchecked(future).orElse(null);
    }

    @Override
    public void close() {
        registrations.forEach(Registration::close);
    }
}
