/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.Nodes;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.NodesBuilder;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;

/**
 * {@link PassWriter}: a pass's writes reach the broker's transaction only once the pass commits, on the writer's
 * thread, passes in the order of their commits; a write the broker refuses fails the commit with nothing committed.
 */
class PassWriterTest {
    private static final DataObjectIdentifier<Nodes> NODES = DataObjectIdentifier.builder(Nodes.class).build();

    // the broker's transactions, in the order the writer made them, and the threads that made them
    private final List<RecordingTransaction> made = new ArrayList<>();
    private final List<String> threads = new ArrayList<>();
    private final PassWriter writer = new PassWriter(() -> {
        final var tx = new RecordingTransaction();
        synchronized (made) {
            made.add(tx);
            threads.add(Thread.currentThread().getName());
        }
        return tx;
    });

    @AfterEach
    void close() {
        writer.close();
    }

    @Test
    void writesReachTheBrokerOnlyOnceCommittedOnTheWritersThreadInOrder() throws Exception {
        final var first = writer.newTransaction();
        first.put(LogicalDatastoreType.CONFIGURATION, NODES, new NodesBuilder().build());
        first.delete(LogicalDatastoreType.OPERATIONAL, NODES);
        final var second = writer.newTransaction();
        second.delete(LogicalDatastoreType.CONFIGURATION, NODES);
        assertTrue(made.isEmpty(), "nothing reaches the broker before a commit");

        final var firstCommitted = first.commit();
        final var secondCommitted = second.commit();
        secondCommitted.get(10, TimeUnit.SECONDS);
        firstCommitted.get(10, TimeUnit.SECONDS);
        first.completionFuture().get(10, TimeUnit.SECONDS);

        assertEquals(2, made.size());
        assertEquals(List.of("put CONFIGURATION " + NODES, "delete OPERATIONAL " + NODES, "commit"),
            made.get(0).operations, "the first pass's writes, in its order, then its commit");
        assertEquals(List.of("delete CONFIGURATION " + NODES, "commit"), made.get(1).operations);
        assertEquals(List.of("openpath-renderer-writes", "openpath-renderer-writes"), threads);
    }

    @Test
    void aWriteTheBrokerRefusesFailsTheCommitWithNothingCommitted() throws Exception {
        final var tx = writer.newTransaction();
        tx.put(LogicalDatastoreType.CONFIGURATION, NODES, new NodesBuilder().build());
        // RecordingTransaction refuses merges, as the broker refuses data that does not fit its model
        tx.merge(LogicalDatastoreType.CONFIGURATION, NODES, new NodesBuilder().build());
        final var failure = assertThrows(ExecutionException.class, () -> tx.commit().get(10, TimeUnit.SECONDS));
        assertInstanceOf(UnsupportedOperationException.class, failure.getCause());
        assertEquals(List.of("put CONFIGURATION " + NODES, "cancel"), made.get(0).operations);
    }

    @Test
    void aCancelledPassNeverReachesTheBrokerAndTakesNoMoreWrites() throws Exception {
        final var tx = writer.newTransaction();
        tx.put(LogicalDatastoreType.CONFIGURATION, NODES, new NodesBuilder().build());
        assertTrue(tx.cancel());
        tx.completionFuture().get(10, TimeUnit.SECONDS);
        assertThrows(IllegalStateException.class, () -> tx.delete(LogicalDatastoreType.CONFIGURATION, NODES));
        assertThrows(IllegalStateException.class, tx::commit);
        // a later pass goes through: once it is written, the cancelled one would have been too
        writer.newTransaction().commit().get(10, TimeUnit.SECONDS);
        assertEquals(1, made.size());
        assertEquals(List.of("commit"), made.get(0).operations);
    }

    @Test
    void closeWritesWhatWasCommittedAndRefusesLaterCommits() throws Exception {
        final var blocked = new CountDownLatch(1);
        final var slow = new PassWriter(() -> {
            try {
                blocked.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return new RecordingTransaction();
        });
        final var committed = slow.newTransaction().commit();
        blocked.countDown();
        slow.close();
        assertTrue(committed.isDone(), "close waited for what was committed before it");
        committed.get();
        final var late = assertThrows(ExecutionException.class, () -> slow.newTransaction().commit().get());
        assertInstanceOf(IllegalStateException.class, late.getCause());
    }
}
