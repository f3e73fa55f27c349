/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync.impl;

import static java.util.Objects.requireNonNull;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.opendaylight.mdsal.binding.api.DataBroker;
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
import org.openpath.api.datastore.CommitLogging;
import org.openpath.statesync.Replicator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The single writer of the operational {@code state-replications}: the replicator's changes are kept until the next
 * {@link #flush()}, which writes them in one transaction — with a copy per NF every second, one write per change
 * would be thousands. Called on the replicator's one thread only.
 */
final class ReplicationsWriter implements Replicator.Sink {
    private static final Logger LOG = LoggerFactory.getLogger(ReplicationsWriter.class);

    private final DataBroker dataBroker;
    // entry by key; empty: delete it
    private final Map<ReplicationKey, Optional<Replication>> pending = new LinkedHashMap<>();

    ReplicationsWriter(final DataBroker dataBroker) {
        this.dataBroker = requireNonNull(dataBroker);
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
        final var tx = dataBroker.newWriteOnlyTransaction();
        pending.forEach((key, entry) -> {
            final var path = DataObjectIdentifier.builder(StateReplications.class).child(Replication.class, key)
                .build();
            if (entry.isPresent()) {
                tx.put(LogicalDatastoreType.OPERATIONAL, path, entry.orElseThrow());
            } else {
                tx.delete(LogicalDatastoreType.OPERATIONAL, path);
            }
        });
        CommitLogging.log(tx.commit(), LOG, pending.size() + " state replication entries");
        pending.clear();
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
