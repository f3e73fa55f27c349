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

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainRenderings;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.RenderingResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainStateBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.yang.common.Uint64;

class RenderingReportWriterTest extends RendererDataBrokerTest {
    @Test
    void aReportNamesTheChainAndTheGenerationItRenderedAndGoesWithTheChain() throws Exception {
        setup();
        final var writer = new RenderingReportWriter(getDataBroker());
        final var basis = new ServiceChainStateBuilder().setName(new ChainName("c")).setGeneration(Uint64.valueOf(7))
            .build();

        writer.write("c", basis, RenderingReports.notRendered("no path from openflow:1 to openflow:9",
            RenderingReportWriter.now()));
        final var report = awaitReport("c", RenderingResult.State.NotRendered);
        assertEquals(new ChainName("c"), report.getName());
        assertEquals(Uint64.valueOf(7), report.getGeneration());
        assertEquals("no path from openflow:1 to openflow:9", report.getReason());

        writer.remove("c");
        await().atMost(TIMEOUT).until(() -> readReport("c"), Optional::isEmpty);
    }

    @Test
    void reportsWrittenBackToBackOnNewChainsAreAllAppliedInOrder() throws Exception {
        setup();
        final var chains = 200;
        try (var writer = new RenderingReportWriter(getDataBroker())) {
            // each new chain's first report is still being committed when its second one comes: two independent
            // transactions could have the second refused for racing the first (the entry "created by another
            // transaction"), the chain then showing the first report for good
            for (int i = 0; i < chains; i++) {
                final var basis = new ServiceChainStateBuilder().setName(new ChainName("c" + i))
                    .setGeneration(Uint64.ONE).build();
                writer.write("c" + i, basis, RenderingReports.notRendered("first", RenderingReportWriter.now()));
                writer.write("c" + i, basis, RenderingReports.failed("second", RenderingReportWriter.now()));
            }
            await().atMost(TIMEOUT).until(() -> read(LogicalDatastoreType.OPERATIONAL,
                DataObjectIdentifier.builder(ChainRenderings.class).build())
                .map(all -> all.nonnullChainRendering().values().stream()
                    .filter(report -> "second".equals(report.getReason())).count())
                .orElse(0L), count -> count == chains);
        }
    }

    @Test
    void theLastWordOnAChainWinsAndCloseWritesWhatWasQueued() throws Exception {
        setup();
        final var basis = new ServiceChainStateBuilder().setName(new ChainName("gone")).setGeneration(Uint64.ONE)
            .build();
        final var kept = new ServiceChainStateBuilder().setName(new ChainName("kept")).setGeneration(Uint64.TWO)
            .build();
        try (var writer = new RenderingReportWriter(getDataBroker())) {
            writer.write("gone", basis, RenderingReports.notRendered("soon gone", RenderingReportWriter.now()));
            writer.remove("gone");
            writer.remove("kept");
            writer.write("kept", kept, RenderingReports.failed("written after its removal",
                RenderingReportWriter.now()));
        }
        // closed: whatever it had queued was submitted, in order: once the last word on "kept" shows, so does the
        // one on "gone"
        await().atMost(TIMEOUT).until(() -> readReport("kept"), Optional::isPresent);
        assertEquals("written after its removal", readReport("kept").orElseThrow().getReason());
        assertEquals(Optional.empty(), readReport("gone"));
    }
}
