/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import com.google.common.util.concurrent.FluentFuture;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.MoreExecutors;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.mdsal.common.api.OptimisticLockFailedException;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalog;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes the {@link BuiltInNfCatalog built-in NF catalog} into the config datastore when no {@code nf-catalog}
 * exists there yet, i.e. at the first boot of a controller. Once written, the catalog belongs to the operator: this
 * class never overwrites it, so edits, additions and deletions of NF types stand across restarts.
 *
 * <p>The check and the write happen in one read-write transaction. If an operator (or another cluster member)
 * writes the catalog concurrently, the commit fails with an optimistic-lock conflict and their version stands.
 */
public final class BuiltInCatalogSeeder {
    /** What {@link #seed()} did. */
    public enum Outcome {
        /** The built-in catalog was written. */
        SEEDED,
        /** A catalog was already there (or was written concurrently); nothing was changed. */
        ALREADY_PRESENT
    }

    private static final Logger LOG = LoggerFactory.getLogger(BuiltInCatalogSeeder.class);
    private static final DataObjectIdentifier<NfCatalog> CATALOG = DataObjectIdentifier.builder(NfCatalog.class)
        .build();

    private final DataBroker dataBroker;
    private final NfCatalog builtIn;

    /**
     * Creates a seeder for the given catalog.
     *
     * @param dataBroker where to write
     * @param builtIn the catalog to write when none exists
     */
    public BuiltInCatalogSeeder(final DataBroker dataBroker, final NfCatalog builtIn) {
        this.dataBroker = requireNonNull(dataBroker);
        this.builtIn = requireNonNull(builtIn);
    }

    /**
     * Writes the built-in catalog unless a catalog exists. Does not block.
     *
     * @return what was done, once the transaction has completed
     */
    public FluentFuture<Outcome> seed() {
        final var tx = dataBroker.newReadWriteTransaction();
        return tx.exists(LogicalDatastoreType.CONFIGURATION, CATALOG)
            .transformAsync(exists -> {
                if (exists) {
                    tx.cancel();
                    LOG.info("NF catalog present in the config datastore, leaving it as the operator has it");
                    return Futures.immediateFuture(Outcome.ALREADY_PRESENT);
                }
                tx.put(LogicalDatastoreType.CONFIGURATION, CATALOG, builtIn);
                return tx.commit().transform(info -> {
                    LOG.info("Built-in NF catalog {} written: {} NF types", builtIn.getBuiltInCatalogVersion(),
                        builtIn.nonnullNfType().size());
                    return Outcome.SEEDED;
                }, MoreExecutors.directExecutor());
            }, MoreExecutors.directExecutor())
            .catching(OptimisticLockFailedException.class, conflict -> {
                LOG.info("NF catalog written concurrently by someone else, keeping theirs", conflict);
                return Outcome.ALREADY_PRESENT;
            }, MoreExecutors.directExecutor());
    }
}
