/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.StateReplications;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.state.replications.Replication;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.state.replications.ReplicationKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.openpath.statesync.Replicator;

/**
 * The state-replications writer commits its flushes on one transaction chain, one after the other, so a twin's entry
 * written by one flush and deleted by the next is deleted after it was written; after the chain fails, the next flush
 * goes on a new chain; a flush with nothing to write writes nothing.
 */
class ReplicationsWriterTest {
    private static final Replicator.Twin TWIN = new Replicator.Twin("web", "nat", 3, 2, "openflow:1", "openflow:2",
        1000);
    private static final DataObjectIdentifier<Replication> PATH = DataObjectIdentifier
        .builder(StateReplications.class)
        .child(Replication.class, new ReplicationKey(new ChainName("web"), new NodeRef("openflow:2"),
            new NfInstanceName("nat")))
        .build();

    private final FakeChains chains = new FakeChains();
    private final ReplicationsWriter writer = new ReplicationsWriter(chains);

    private static Replicator.Status copies(final long copies) {
        return new Replicator.Status(TWIN, copies, 0, 0, null, 0, 0, null, null, null);
    }

    @Test
    void aWriteAndTheNextFlushsDeleteGoOnOneChainInOrder() {
        writer.flush();
        assertEquals(List.of(), chains.opened, "nothing to write");
        writer.changed(copies(1));
        writer.changed(copies(2));
        writer.flush();
        writer.removed(TWIN);
        writer.flush();
        assertEquals(1, chains.opened.size());
        final var committed = chains.opened.getFirst().committed;
        assertEquals(2, committed.size());
        final var put = committed.get(0).ops;
        assertEquals(1, put.size(), "the later status of the twin only");
        assertEquals("put", put.getFirst().kind());
        assertEquals(LogicalDatastoreType.OPERATIONAL, put.getFirst().store());
        assertEquals(PATH, put.getFirst().path());
        assertEquals(2, assertInstanceOf(Replication.class, put.getFirst().data()).getCopies().longValue());
        final var delete = committed.get(1).ops;
        assertEquals(1, delete.size());
        assertEquals("delete", delete.getFirst().kind());
        assertEquals(PATH, delete.getFirst().path());
        assertNull(delete.getFirst().data());
    }

    @Test
    void afterTheChainFailsTheNextFlushGoesOnANewChain() {
        writer.changed(copies(1));
        writer.flush();
        final var failed = chains.opened.getFirst();
        failed.fail();
        assertTrue(failed.isClosed(), "the failed chain is closed");
        writer.changed(copies(2));
        writer.flush();
        assertEquals(2, chains.opened.size());
        assertEquals(1, failed.committed.size());
        final var next = chains.opened.get(1).committed;
        assertEquals(1, next.size());
        assertEquals(2, assertInstanceOf(Replication.class, next.getFirst().ops.getFirst().data()).getCopies()
            .longValue());
    }
}
