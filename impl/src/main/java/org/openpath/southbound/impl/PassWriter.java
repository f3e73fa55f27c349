/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import com.google.common.util.concurrent.FluentFuture;
import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.opendaylight.mdsal.binding.api.WriteTransaction;
import org.opendaylight.mdsal.common.api.CommitInfo;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yangtools.binding.DataObject;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;

/**
 * The render passes' write transactions, filled and committed on a thread of their own. A pass puts its flows,
 * groups and deletions into a transaction that only notes them; its commit hands them to this writer's thread, which
 * writes them into a real transaction of the data broker and commits it, pass after pass in the order of their
 * commits. Putting a flow converts it into the datastore's form, which took about a third of the renderer's thread
 * while a thousand chains were rendered (2026-11-28, JFR); the renderer's thread goes on with the next pass meanwhile.
 * A write the broker refuses fails the pass's commit, as a refused commit does.
 */
final class PassWriter implements AutoCloseable {
    private final Supplier<WriteTransaction> transactions;
    private final WriterThread thread = new WriterThread("openpath-renderer-writes");

    /**
     * Creates the writer.
     *
     * @param transactions makes the data broker's write transactions
     */
    PassWriter(final Supplier<WriteTransaction> transactions) {
        this.transactions = requireNonNull(transactions);
    }

    /**
     * Makes a pass's transaction.
     *
     * @return a transaction whose writes happen on the writer's thread once it is committed
     */
    WriteTransaction newTransaction() {
        return new Deferred();
    }

    /**
     * Writes what was committed so far (waiting 10 s at most), then takes no more.
     */
    @Override
    public void close() {
        thread.close();
    }

    private final class Deferred implements WriteTransaction {
        private final List<Consumer<WriteTransaction>> writes = new ArrayList<>();
        private final SettableFuture<Object> completion = SettableFuture.create();
        private boolean ended;

        @Override
        public Object getIdentifier() {
            return this;
        }

        @Override
        public <T extends DataObject> void put(final LogicalDatastoreType store, final DataObjectIdentifier<T> path,
                final T data) {
            add(tx -> tx.put(store, path, data));
        }

        @Override
        public <T extends DataObject> void mergeParentStructurePut(final LogicalDatastoreType store,
                final DataObjectIdentifier<T> path, final T data) {
            add(tx -> tx.mergeParentStructurePut(store, path, data));
        }

        @Override
        public <T extends DataObject> void merge(final LogicalDatastoreType store, final DataObjectIdentifier<T> path,
                final T data) {
            add(tx -> tx.merge(store, path, data));
        }

        @Override
        public <T extends DataObject> void mergeParentStructureMerge(final LogicalDatastoreType store,
                final DataObjectIdentifier<T> path, final T data) {
            add(tx -> tx.mergeParentStructureMerge(store, path, data));
        }

        @Override
        public void delete(final LogicalDatastoreType store, final DataObjectIdentifier<?> path) {
            add(tx -> tx.delete(store, path));
        }

        @Override
        public FluentFuture<?> completionFuture() {
            return FluentFuture.from(completion);
        }

        @Override
        public boolean cancel() {
            if (ended) {
                return false;
            }
            ended = true;
            writes.clear();
            completion.set(null);
            return true;
        }

        @Override
        public FluentFuture<? extends CommitInfo> commit() {
            if (ended) {
                throw new IllegalStateException("transaction " + this + " was already committed or cancelled");
            }
            ended = true;
            final var committed = SettableFuture.<CommitInfo>create();
            try {
                thread.execute(() -> write(committed));
            } catch (RejectedExecutionException e) {
                committed.setException(new IllegalStateException("the renderer's writer is closed", e));
            }
            committed.addListener(() -> completion.set(null), MoreExecutors.directExecutor());
            return FluentFuture.from(committed);
        }

        private void add(final Consumer<WriteTransaction> write) {
            if (ended) {
                throw new IllegalStateException("transaction " + this + " was already committed or cancelled");
            }
            writes.add(write);
        }

        @SuppressWarnings("checkstyle:IllegalCatch")
        private void write(final SettableFuture<CommitInfo> committed) {
            final var tx = transactions.get();
            try {
                writes.forEach(write -> write.accept(tx));
            } catch (RuntimeException e) {
                // a write the datastore's model refuses: nothing of the pass is written
                tx.cancel();
                committed.setException(e);
                return;
            }
            tx.commit().addCallback(new FutureCallback<CommitInfo>() {
                @Override
                public void onSuccess(final CommitInfo result) {
                    committed.set(result);
                }

                @Override
                public void onFailure(final Throwable cause) {
                    committed.setException(cause);
                }
            }, MoreExecutors.directExecutor());
        }
    }
}
