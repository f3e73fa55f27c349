/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.StateMoves;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.openpath.api.datastore.WriteChain;
import org.slf4j.LoggerFactory;

/**
 * A writer's transaction chain: the writes go on one chain in the order they are made; a chain that fails (or
 * refuses a transaction before its failure is reported) is closed and the next write goes on a new chain; nothing
 * is written once closed.
 */
class WriteChainTest {
    private static final DataObjectIdentifier<StateMoves> PATH = DataObjectIdentifier.builder(StateMoves.class)
        .build();

    private final FakeChains chains = new FakeChains();
    private final WriteChain writer = new WriteChain(chains, LoggerFactory.getLogger(WriteChainTest.class), "test");

    private void write(final String what) {
        writer.write(what, tx -> tx.delete(LogicalDatastoreType.OPERATIONAL, PATH));
    }

    @Test
    void noChainIsOpenedBeforeTheFirstWriteAndThenOneForAllWritesInOrder() {
        assertEquals(List.of(), chains.opened);
        final var first = new Object[1];
        writer.write("first", tx -> first[0] = tx);
        writer.write("second", tx -> tx.delete(LogicalDatastoreType.OPERATIONAL, PATH));
        assertEquals(1, chains.opened.size());
        final var committed = chains.opened.getFirst().committed;
        assertEquals(2, committed.size());
        assertSame(first[0], committed.get(0), "the first write is committed first");
        assertEquals(List.of(new FakeChains.Op("delete", LogicalDatastoreType.OPERATIONAL, PATH, null)),
            committed.get(1).ops);
    }

    @Test
    void aFailedChainIsClosedAndTheNextWriteGoesOnANewChain() {
        write("before");
        final var failed = chains.opened.getFirst();
        failed.fail();
        assertTrue(failed.isClosed());
        write("after");
        assertEquals(2, chains.opened.size());
        assertEquals(1, failed.committed.size(), "nothing more on the failed chain");
        assertEquals(1, chains.opened.get(1).committed.size());
        assertFalse(chains.opened.get(1).isClosed());
    }

    @Test
    void aChainThatRefusesATransactionBeforeItsFailureIsReportedIsReplacedAtOnce() {
        write("before");
        final var refusing = chains.opened.getFirst();
        refusing.refuse();
        write("after");
        assertTrue(refusing.isClosed());
        assertEquals(2, chains.opened.size());
        assertEquals(1, chains.opened.get(1).committed.size(), "the write is not lost");
        // its late failure does not retire the chain that replaced it
        refusing.fail();
        write("later");
        assertEquals(2, chains.opened.size());
        assertEquals(2, chains.opened.get(1).committed.size());
    }

    @Test
    void closingClosesTheChainAndLaterWritesAreDropped() {
        write("before");
        writer.close();
        assertTrue(chains.opened.getFirst().isClosed());
        write("after");
        assertEquals(1, chains.opened.size());
        assertEquals(1, chains.opened.getFirst().committed.size());
    }
}
