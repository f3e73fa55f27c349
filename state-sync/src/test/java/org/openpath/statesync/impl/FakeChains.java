/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync.impl;

import com.google.common.util.concurrent.FluentFuture;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.SettableFuture;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.mdsal.binding.api.ReadTransaction;
import org.opendaylight.mdsal.binding.api.ReadWriteTransaction;
import org.opendaylight.mdsal.binding.api.TransactionChain;
import org.opendaylight.mdsal.binding.api.WriteTransaction;
import org.opendaylight.mdsal.common.api.CommitInfo;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yangtools.binding.DataObject;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.yang.common.Empty;

/**
 * Transaction chains that record what is written on them, in order, and can be made to fail: what a writer's
 * {@link WriteChain} sees of the data broker. Every chain opened is kept, in the order it was opened.
 */
final class FakeChains implements Supplier<TransactionChain> {
    final List<Chain> opened = new ArrayList<>();

    @Override
    public TransactionChain get() {
        final var chain = new Chain();
        opened.add(chain);
        return chain;
    }

    /**
     * One operation of a transaction.
     *
     * @param kind put, merge or delete
     * @param store the datastore
     * @param path the path
     * @param data the data, {@code null} for a delete
     */
    record Op(String kind, LogicalDatastoreType store, DataObjectIdentifier<?> path, @Nullable DataObject data) {
    }

    static final class Chain implements TransactionChain {
        final List<Tx> committed = new ArrayList<>();
        private final SettableFuture<Empty> future = SettableFuture.create();
        private boolean closed;
        private boolean refusing;

        boolean isClosed() {
            return closed;
        }

        /**
         * Fails the chain as the broker does: its callbacks learn of it, new transactions are refused.
         */
        void fail() {
            refusing = true;
            future.setException(new IllegalStateException("test: the chain failed"));
        }

        /**
         * Refuses new transactions without telling the callbacks yet (a failure whose callback is still on its way).
         */
        void refuse() {
            refusing = true;
        }

        @Override
        public WriteTransaction newWriteOnlyTransaction() {
            if (closed || refusing) {
                throw new IllegalStateException("test: the chain takes no transaction");
            }
            return new Tx(this);
        }

        @Override
        public ReadTransaction newReadOnlyTransaction() {
            throw new UnsupportedOperationException();
        }

        @Override
        public ReadWriteTransaction newReadWriteTransaction() {
            throw new UnsupportedOperationException();
        }

        @Override
        public ListenableFuture<Empty> future() {
            return future;
        }

        @Override
        public void close() {
            closed = true;
            // a chain that failed or is failing reports that, not a clean close
            if (!refusing) {
                future.set(Empty.value());
            }
        }
    }

    static final class Tx implements WriteTransaction {
        final List<Op> ops = new ArrayList<>();
        private final Chain chain;

        Tx(final Chain chain) {
            this.chain = chain;
        }

        @Override
        public <T extends DataObject> void put(final LogicalDatastoreType store, final DataObjectIdentifier<T> path,
                final T data) {
            ops.add(new Op("put", store, path, data));
        }

        @Override
        public <T extends DataObject> void merge(final LogicalDatastoreType store, final DataObjectIdentifier<T> path,
                final T data) {
            ops.add(new Op("merge", store, path, data));
        }

        @Override
        public <T extends DataObject> void mergeParentStructurePut(final LogicalDatastoreType store,
                final DataObjectIdentifier<T> path, final T data) {
            put(store, path, data);
        }

        @Override
        public <T extends DataObject> void mergeParentStructureMerge(final LogicalDatastoreType store,
                final DataObjectIdentifier<T> path, final T data) {
            merge(store, path, data);
        }

        @Override
        public void delete(final LogicalDatastoreType store, final DataObjectIdentifier<?> path) {
            ops.add(new Op("delete", store, path, null));
        }

        @Override
        public FluentFuture<? extends CommitInfo> commit() {
            chain.committed.add(this);
            return FluentFuture.from(SettableFuture.<CommitInfo>create());
        }

        @Override
        public boolean cancel() {
            return false;
        }

        @Override
        public FluentFuture<?> completionFuture() {
            return FluentFuture.from(SettableFuture.create());
        }

        @Override
        public Object getIdentifier() {
            return this;
        }
    }
}
