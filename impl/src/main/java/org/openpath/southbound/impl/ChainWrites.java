/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.opendaylight.mdsal.binding.api.WriteTransaction;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yangtools.binding.DataObject;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;

/**
 * The config inventory writes of one chain in one rendering pass, held back until the chain's step completed: only
 * then do they join the pass's shared transaction, so a step that throws half-way writes nothing.
 */
final class ChainWrites {
    private final List<Consumer<WriteTransaction>> writes = new ArrayList<>();

    /**
     * Holds a put (merging the parents' structure, as the forwarding rules manager's entries need).
     *
     * @param <T> the data's type
     * @param path where
     * @param data what
     */
    <T extends DataObject> void put(final DataObjectIdentifier<T> path, final T data) {
        writes.add(tx -> tx.mergeParentStructurePut(LogicalDatastoreType.CONFIGURATION, path, data));
    }

    /**
     * Holds a delete.
     *
     * @param path what
     */
    void delete(final DataObjectIdentifier<?> path) {
        writes.add(tx -> tx.delete(LogicalDatastoreType.CONFIGURATION, path));
    }

    /**
     * Returns how many writes are held.
     *
     * @return the count
     */
    int size() {
        return writes.size();
    }

    /**
     * Puts the held writes into a transaction, in the order they were made.
     *
     * @param tx the transaction
     */
    void applyTo(final WriteTransaction tx) {
        writes.forEach(write -> write.accept(tx));
    }
}
