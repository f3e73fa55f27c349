/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.SouthboundStatistics;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.southbound.statistics.Member;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.southbound.statistics.MemberBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.southbound.statistics.MemberKey;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.openpath.openflow.MalformedOpenPathException;

class SouthboundStatisticsWriterTest extends RendererDataBrokerTest {
    private final AtomicLong alerts = new AtomicLong();

    private final SouthboundStatisticsWriter.MessageCounts counts = new SouthboundStatisticsWriter.MessageCounts() {
        @Override
        public long alerts() {
            return alerts.get();
        }

        @Override
        public long updates() {
            return 7;
        }

        @Override
        public long messages() {
            return 0;
        }
    };

    @Test
    void eachMemberWritesItsOwnEntryAndLeavesTheOthersEntries() throws Exception {
        setup();
        // another member's entry, as that member wrote it
        final var other = new MemberBuilder().setName("member-2").setNfAlerts(Uint64.valueOf(5)).build();
        final var tx = getDataBroker().newWriteOnlyTransaction();
        tx.put(LogicalDatastoreType.OPERATIONAL, entry("member-2"), other);
        tx.commit().get();

        final var malformed = new MalformedInput();
        malformed.report("NF_ALERT", new byte[] { 1, 2 },
            new MalformedOpenPathException(MalformedOpenPathException.Problem.BAD_LENGTH, "short"));
        alerts.set(3);
        try (var writer = new SouthboundStatisticsWriter(getDataBroker(), "member-1", counts, malformed)) {
            await().atMost(TIMEOUT).until(() -> read(LogicalDatastoreType.OPERATIONAL, entry("member-1"))
                .map(Member::getNfAlerts).map(Uint64::longValue).orElse(-1L), value -> value == 3);
            // a change is written again within its period
            alerts.set(4);
            await().atMost(TIMEOUT).until(() -> read(LogicalDatastoreType.OPERATIONAL, entry("member-1"))
                .map(Member::getNfAlerts).map(Uint64::longValue).orElse(-1L), value -> value == 4);
        }
        final var mine = read(LogicalDatastoreType.OPERATIONAL, entry("member-1")).orElseThrow();
        assertEquals(Uint64.valueOf(7), mine.getNfUpdates());
        assertEquals(Uint64.ONE, mine.getMalformedDropped());
        assertEquals(Map.of("NF_ALERT/BAD_LENGTH", Uint64.ONE), mine.nonnullMalformed().values().stream()
            .collect(Collectors.toMap(found -> found.getKind(), found -> found.getCount())));
        assertEquals(other, read(LogicalDatastoreType.OPERATIONAL, entry("member-2")).orElseThrow());
    }

    private static DataObjectIdentifier<Member> entry(final String member) {
        return DataObjectIdentifier.builder(SouthboundStatistics.class).child(Member.class, new MemberKey(member))
            .build();
    }
}
