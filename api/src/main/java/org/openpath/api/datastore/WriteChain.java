/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.api.datastore;

import static java.util.Objects.requireNonNull;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.opendaylight.mdsal.binding.api.TransactionChain;
import org.opendaylight.mdsal.binding.api.WriteTransaction;
import org.opendaylight.yangtools.yang.common.Empty;
import org.slf4j.Logger;

/**
 * One writer's transaction chain: each write is a write-only transaction on the chain, submitted in the order of the
 * calls, so a later write of an entry is applied after the earlier one instead of racing it (two independent
 * transactions writing the same entry can fail with an optimistic lock failure). When the chain fails it is closed
 * and the next write opens a new one; the transactions the failed chain still held are lost, each logged as not
 * written with what it carried. Once closed, writes are dropped. The chain's end is learnt on whatever thread
 * completes it.
 */
public final class WriteChain implements AutoCloseable {
    private final Supplier<TransactionChain> chains;
    private final Logger log;
    private final String name;
    // null until the first write and after a failure: the next write opens a chain
    private final AtomicReference<TransactionChain> current = new AtomicReference<>();
    private boolean closed;

    /**
     * Creates a write chain; the first write opens its transaction chain.
     *
     * @param chains opens a transaction chain, e.g. {@code dataBroker::createMergingTransactionChain}
     * @param log the writer's logger, so the lines carry the writer's category
     * @param name what the chain writes, for the log, e.g. {@code "state-moves"}
     */
    public WriteChain(final Supplier<TransactionChain> chains, final Logger log, final String name) {
        this.chains = requireNonNull(chains);
        this.log = requireNonNull(log);
        this.name = requireNonNull(name);
    }

    /**
     * Submits a write transaction on the chain; its outcome is logged, not waited for.
     *
     * @param what what the transaction writes, for the log, e.g. {@code "state move 12 FINISHING"}
     * @param writes puts the transaction's changes
     */
    public synchronized void write(final String what, final Consumer<WriteTransaction> writes) {
        if (closed) {
            log.debug("Not writing {}: the {} writer is closed", what, name);
            return;
        }
        final var chain = chain();
        WriteTransaction tx;
        try {
            tx = chain.newWriteOnlyTransaction();
        } catch (IllegalStateException e) {
            // the chain failed and its end has not been learnt yet
            log.debug("The {} transaction chain refused a transaction; opening a new one", name, e);
            retire(chain);
            tx = chain().newWriteOnlyTransaction();
        }
        writes.accept(tx);
        CommitLogging.log(tx.commit(), log, what);
    }

    @Override
    public synchronized void close() {
        closed = true;
        final var chain = current.getAndSet(null);
        if (chain != null) {
            chain.close();
        }
    }

    private TransactionChain chain() {
        final var existing = current.get();
        if (existing != null) {
            return existing;
        }
        final var chain = requireNonNull(chains.get());
        // set before the listener is added: a chain that fails at once is then retired by its listener
        current.set(chain);
        final var ended = chain.future();
        ended.addListener(() -> ended(chain, ended), MoreExecutors.directExecutor());
        return chain;
    }

    private void ended(final TransactionChain chain, final ListenableFuture<Empty> ended) {
        try {
            Futures.getDone(ended);
            log.debug("The {} transaction chain closed", name);
        } catch (ExecutionException | CancellationException e) {
            final Throwable cause = e instanceof ExecutionException ? e.getCause() : e;
            log.warn("The {} transaction chain failed; the next write opens a new one", name, cause);
            retire(chain);
        }
    }

    private void retire(final TransactionChain chain) {
        if (current.compareAndSet(chain, null)) {
            chain.close();
        }
    }
}
