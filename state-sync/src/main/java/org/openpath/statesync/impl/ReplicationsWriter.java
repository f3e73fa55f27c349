/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync.impl;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.opendaylight.mdsal.binding.api.TransactionChain;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.yang.types.rev130715.DateAndTime;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.StateReplications;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.state.replications.Replication;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.state.replications.ReplicationBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.state.replications.ReplicationKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.openpath.api.datastore.WriteChain;
import org.openpath.statesync.Replicator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The single writer of the operational {@code state-replications}: the replicator's changes are kept until the next
 * {@link #flush()}, which writes them in one transaction — with a copy per NF every second, one write per change
 * would be thousands. The transactions go on one {@link WriteChain}, so a flush is committed after the one before
 * it. Called on the replicator's one thread only.
 */
final class ReplicationsWriter implements Replicator.Sink, AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ReplicationsWriter.class);

    private final WriteChain chain;
    // entry by key; empty: delete it
    private final Map<ReplicationKey, Optional<Replication>> pending = new LinkedHashMap<>();

    /**
     * Creates the writer.
     *
     * @param chains opens a transaction chain, e.g. {@code dataBroker::createMergingTransactionChain}
     */
    ReplicationsWriter(final Supplier<TransactionChain> chains) {
        chain = new WriteChain(chains, LOG, "state-replications");
    }

    @Override
    public void changed(final Replicator.Status status) {
        final var entry = entry(status);
        pending.put(entry.key(), Optional.of(entry));
    }

    @Override
    public void removed(final Replicator.Twin twin) {
        pending.put(key(twin), Optional.empty());
    }

    /**
     * Writes what changed since the last flush, if anything.
     */
    void flush() {
        if (pending.isEmpty()) {
            return;
        }
        chain.write(pending.size() + " state replication entries", tx -> pending.forEach((key, entry) -> {
            final var path = DataObjectIdentifier.builder(StateReplications.class).child(Replication.class, key)
                .build();
            if (entry.isPresent()) {
                tx.put(LogicalDatastoreType.OPERATIONAL, path, entry.orElseThrow());
            } else {
                tx.delete(LogicalDatastoreType.OPERATIONAL, path);
            }
        }));
        pending.clear();
    }

    @Override
    public void close() {
        chain.close();
    }

    private static ReplicationKey key(final Replicator.Twin twin) {
        return new ReplicationKey(new ChainName(twin.chain()), new NodeRef(twin.destination()),
            new NfInstanceName(twin.nf()));
    }

    static Replication entry(final Replicator.Status status) {
        final var twin = status.twin();
        final var builder = new ReplicationBuilder()
            .withKey(key(twin))
            .setSourceNode(new NodeRef(twin.source()))
            .setInterval(Uint32.valueOf(twin.intervalMillis()))
            .setCopies(Uint64.valueOf(status.copies()))
            .setFailures(Uint64.valueOf(status.failures()))
            .setSkipped(Uint64.valueOf(status.skipped()))
            .setLastChunks(Uint64.valueOf(status.lastChunks()))
            .setLastBytes(Uint64.valueOf(status.lastBytes()))
            .setLastFailure(status.lastFailure())
            .setHeld(status.held());
        final Instant copied = status.lastCopied();
        if (copied != null) {
            builder.setLastCopied(new DateAndTime(copied.toString()));
        }
        final Instant failed = status.lastFailed();
        if (failed != null) {
            builder.setLastFailed(new DateAndTime(failed.toString()));
        }
        return builder.build();
    }
}
