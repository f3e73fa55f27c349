/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import com.google.common.util.concurrent.FluentFuture;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.mdsal.binding.api.WriteTransaction;
import org.opendaylight.mdsal.common.api.CommitInfo;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.mdsal.common.api.TransactionCommitFailedException;
import org.opendaylight.yangtools.binding.DataObject;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.util.concurrent.FluentFutures;

/**
 * A write transaction that records what is done with it, as "put|delete STORE path" lines and "commit" / "cancel",
 * and passes everything on to a real transaction if it has one; its commit fails if it was made to.
 */
final class RecordingTransaction implements WriteTransaction {
    final List<String> operations = new ArrayList<>();
    private final @Nullable WriteTransaction delegate;
    private final boolean failCommit;

    /**
     * Creates a transaction that only records.
     */
    RecordingTransaction() {
        this(null, false);
    }

    /**
     * Creates a transaction that records and passes on.
     *
     * @param delegate the real transaction, or null
     * @param failCommit whether the commit fails (the real transaction is cancelled then)
     */
    RecordingTransaction(final @Nullable WriteTransaction delegate, final boolean failCommit) {
        this.delegate = delegate;
        this.failCommit = failCommit;
    }

    /**
     * The paths of the puts, in order.
     *
     * @return the paths
     */
    List<String> puts() {
        return operations.stream().filter(op -> op.startsWith("put ")).map(op -> op.substring(op.indexOf(' ', 4) + 1))
            .toList();
    }

    /**
     * The paths of the deletes, in order.
     *
     * @return the paths
     */
    List<String> deletes() {
        return operations.stream().filter(op -> op.startsWith("delete "))
            .map(op -> op.substring(op.indexOf(' ', 7) + 1)).toList();
    }

    @Override
    public Object getIdentifier() {
        return delegate == null ? this : delegate.getIdentifier();
    }

    @Override
    public <T extends DataObject> void put(final LogicalDatastoreType store, final DataObjectIdentifier<T> path,
            final T data) {
        operations.add("put " + store + " " + path);
        if (delegate != null) {
            delegate.put(store, path, data);
        }
    }

    @Override
    public <T extends DataObject> void mergeParentStructurePut(final LogicalDatastoreType store,
            final DataObjectIdentifier<T> path, final T data) {
        operations.add("put " + store + " " + path);
        if (delegate != null) {
            delegate.mergeParentStructurePut(store, path, data);
        }
    }

    @Override
    public <T extends DataObject> void merge(final LogicalDatastoreType store, final DataObjectIdentifier<T> path,
            final T data) {
        throw new UnsupportedOperationException("the renderer never merges");
    }

    @Override
    public <T extends DataObject> void mergeParentStructureMerge(final LogicalDatastoreType store,
            final DataObjectIdentifier<T> path, final T data) {
        throw new UnsupportedOperationException("the renderer never merges");
    }

    @Override
    public void delete(final LogicalDatastoreType store, final DataObjectIdentifier<?> path) {
        operations.add("delete " + store + " " + path);
        if (delegate != null) {
            delegate.delete(store, path);
        }
    }

    @Override
    public FluentFuture<?> completionFuture() {
        return delegate == null ? FluentFutures.immediateNullFluentFuture() : delegate.completionFuture();
    }

    @Override
    public boolean cancel() {
        operations.add("cancel");
        return delegate == null || delegate.cancel();
    }

    @Override
    public FluentFuture<? extends CommitInfo> commit() {
        operations.add("commit");
        if (failCommit) {
            if (delegate != null) {
                delegate.cancel();
            }
            return FluentFutures.immediateFailedFluentFuture(new TransactionCommitFailedException("refused (test)"));
        }
        return delegate == null ? CommitInfo.emptyFluentFuture() : delegate.commit();
    }
}
